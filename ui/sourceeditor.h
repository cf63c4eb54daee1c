#pragma once

#include <QPlainTextEdit>

namespace techlog {

class LineNumberArea;

// A plain-text editor for Markdown sources with a line-number gutter (after Qt's Code Editor
// example) and a highlighted current line.
class SourceEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit SourceEditor(QWidget* parent = nullptr);

    // Shows `document` (a DocumentModel's buffer, owned elsewhere): gives it the plain-text
    // layout and the Markdown highlighting once, however many editors show it.
    void setSourceDocument(QTextDocument* document);

    int lineNumberAreaWidth() const;
    // 1-based line and column; clamps to the document. Centres the line in the view.
    void goToLine(int line, int column = 1);
    int currentLine() const;  // 1-based

    void paintLineNumbers(QPaintEvent* event);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateLineNumberAreaWidth();
    void updateLineNumberArea(const QRect& rect, int dy);
    void highlightCurrentLine();

    LineNumberArea* m_lineNumberArea;
};

}  // namespace techlog
