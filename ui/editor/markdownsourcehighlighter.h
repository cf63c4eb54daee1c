#pragma once

#include <QPointer>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace techlog {

class SpellChecker;

// Light colouring of a document's source: the front matter block and its keys, headings,
// `:::directive` fences, bold relation titles, code fences. Line-based (block states carry
// "inside front matter" and "inside code") so it stays cheap on every keystroke. With a spell
// checker, the words of prose lines (proseWords: not the front matter, code blocks or directive
// lines) that it finds misspelled get a spell-check underline; a word's first sight only queues
// it, and the lines holding words found misspelled are drawn again when the checker says so.
class MarkdownSourceHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit MarkdownSourceHighlighter(QTextDocument* document);

    // Null: no spell checking.
    void setSpellChecker(SpellChecker* checker);
    SpellChecker* spellChecker() const;

protected:
    void highlightBlock(const QString& text) override;

private:
    enum State { Body = 0, FrontMatter = 1, Code = 2 };
    void markMisspelled(const QString& text);
    void rehighlightWords(const QStringList& words);
    QTextCharFormat m_fence, m_key, m_heading, m_directive, m_bold, m_code;
    QPointer<SpellChecker> m_spell;
    QList<QMetaObject::Connection> m_spellConnections;
};

}  // namespace techlog
