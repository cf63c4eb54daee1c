#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace techlog {

// Light colouring of a document's source: the front matter block and its keys, headings,
// `:::directive` fences, bold relation titles, code fences. Line-based (block states carry
// "inside front matter" and "inside code") so it stays cheap on every keystroke.
class MarkdownSourceHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit MarkdownSourceHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    enum State { Body = 0, FrontMatter = 1, Code = 2 };
    QTextCharFormat m_fence, m_key, m_heading, m_directive, m_bold, m_code;
};

}  // namespace techlog
