#include "sourceeditor.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>

#include "linenumberarea.h"
#include "markdownsourcehighlighter.h"

namespace techlog {

SourceEditor::SourceEditor(QWidget* parent)
    : QPlainTextEdit(parent), m_lineNumberArea(new LineNumberArea(this)) {
    setObjectName(QStringLiteral("sourceEditor"));
    new MarkdownSourceHighlighter(document());
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(font);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { updateLineNumberAreaWidth(); });
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceEditor::updateLineNumberArea);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this,
            &SourceEditor::highlightCurrentLine);
    updateLineNumberAreaWidth();
    highlightCurrentLine();
}

void SourceEditor::setSourceDocument(QTextDocument* doc, bool highlight) {
    if (!qobject_cast<QPlainTextDocumentLayout*>(doc->documentLayout()))
        doc->setDocumentLayout(new QPlainTextDocumentLayout(doc));
    if (highlight && !doc->findChild<MarkdownSourceHighlighter*>())
        new MarkdownSourceHighlighter(doc);
    setDocument(doc);
    updateLineNumberAreaWidth();
    highlightCurrentLine();
}

void SourceEditor::setHighlighting(bool on) {
    // The highlighter is the document's child, found again after it was detached.
    auto* highlighter = document()->findChild<MarkdownSourceHighlighter*>();
    if (on && !highlighter) {
        new MarkdownSourceHighlighter(document());
    } else if (highlighter && on != (highlighter->document() != nullptr)) {
        highlighter->setDocument(on ? document() : nullptr);
    }
}

void SourceEditor::keyPressEvent(QKeyEvent* event) {
    if (m_completionPopup && m_completionPopup->isVisible()) {
        switch (event->key()) {
            case Qt::Key_Return:
            case Qt::Key_Enter:
            case Qt::Key_Tab:
            case Qt::Key_Backtab:
            case Qt::Key_Escape:
                // Ignored: QCompleter then takes it (accepts the row, or closes the list).
                event->ignore();
                return;
            default:
                break;
        }
    }
    const int revision = document()->revision();
    QPlainTextEdit::keyPressEvent(event);
    if (document()->revision() != revision) emit textTyped();
}

void SourceEditor::inputMethodEvent(QInputMethodEvent* event) {
    // Korean is typed through the input method: a syllable being composed is preedit text (not
    // yet in the document); each committed piece changes the text.
    const int revision = document()->revision();
    QPlainTextEdit::inputMethodEvent(event);
    if (document()->revision() != revision) emit textTyped();
}

int SourceEditor::lineNumberAreaWidth() const {
    int digits = 1;
    for (int max = qMax(1, blockCount()); max >= 10; max /= 10) ++digits;
    // At least two digits so that the gutter does not jump between 9 and 10 lines.
    digits = qMax(digits, 2);
    // 6 px on the left for the marks.
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void SourceEditor::goToLine(int line, int column) {
    QTextBlock block = document()->findBlockByNumber(qBound(0, line - 1, blockCount() - 1));
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                        qBound(0, column - 1, qMax(0, block.length() - 1)));
    setTextCursor(cursor);
    centerCursor();
    setFocus(Qt::OtherFocusReason);
}

void SourceEditor::setLineMarks(const QMap<int, QString>& marks) {
    if (marks == m_marks) return;
    m_marks = marks;
    m_lineNumberArea->update();
}

int SourceEditor::lineAtGutterY(int y) const {
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF r = blockBoundingGeometry(block).translated(contentOffset());
        if (y < r.top()) return 0;
        if (y < r.bottom()) return block.blockNumber() + 1;
    }
    return 0;
}

int SourceEditor::currentLine() const { return textCursor().blockNumber() + 1; }

void SourceEditor::resizeEvent(QResizeEvent* event) {
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_lineNumberArea->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

void SourceEditor::updateLineNumberAreaWidth() {
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    const QRect cr = contentsRect();
    m_lineNumberArea->setGeometry(QRect(cr.left(), cr.top(), lineNumberAreaWidth(), cr.height()));
}

void SourceEditor::updateLineNumberArea(const QRect& rect, int dy) {
    if (dy)
        m_lineNumberArea->scroll(0, dy);
    else
        m_lineNumberArea->update(0, rect.y(), m_lineNumberArea->width(), rect.height());
    if (rect.contains(viewport()->rect())) updateLineNumberAreaWidth();
}

void SourceEditor::highlightCurrentLine() {
    QList<QTextEdit::ExtraSelection> selections;
    QTextEdit::ExtraSelection selection;
    QColor color = palette().color(QPalette::Highlight);
    color.setAlpha(28);
    selection.format.setBackground(color);
    selection.format.setProperty(QTextFormat::FullWidthSelection, true);
    selection.cursor = textCursor();
    selection.cursor.clearSelection();
    selections.append(selection);
    setExtraSelections(selections);
}

void SourceEditor::paintLineNumbers(QPaintEvent* event) {
    QPainter painter(m_lineNumberArea);
    const QPalette pal = palette();
    painter.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    painter.setFont(font());

    QTextBlock block = firstVisibleBlock();
    int number = block.blockNumber();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    const int current = textCursor().blockNumber();
    const int width = m_lineNumberArea->width() - 4;
    while (block.isValid() && top <= event->rect().bottom()) {
        if (block.isVisible() && bottom >= event->rect().top()) {
            QColor color = pal.color(QPalette::PlaceholderText);
            if (number == current) color = pal.color(QPalette::Text);
            painter.setPen(color);
            painter.drawText(0, top, width, fontMetrics().height(), Qt::AlignRight,
                             QString::number(number + 1));
            if (m_marks.contains(number + 1))
                painter.fillRect(1, top + 2, 4, fontMetrics().height() - 4,
                                 QColor(0xd9, 0x8c, 0x1f));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

}  // namespace techlog
