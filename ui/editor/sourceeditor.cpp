#include "sourceeditor.h"

#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QFutureWatcher>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPaintEvent>
#include <QPainter>
#include <QPlainTextDocumentLayout>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>
#include <algorithm>
#include <tuple>

#include "linenumberarea.h"
#include "markdownsourcehighlighter.h"
#include "probesourcehighlighter.h"
#include "prosewords.h"
#include "spellchecker.h"

namespace techlog {

namespace {
QColor severityColor(Severity severity) {
    switch (severity) {
        case Severity::Error:
            return QColor(0xd3, 0x2f, 0x2f);
        case Severity::Warning:
            return QColor(0xd9, 0x8c, 0x1f);
        case Severity::Info:
            break;
    }
    return QColor(0x1e, 0x78, 0xc8);
}
}  // namespace

SourceEditor::SourceEditor(QWidget* parent)
    : QPlainTextEdit(parent), m_lineNumberArea(new LineNumberArea(this)) {
    setObjectName(QStringLiteral("sourceEditor"));
    new MarkdownSourceHighlighter(document());
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(font);
    m_basePointSize = font.pointSizeF() > 0 ? font.pointSizeF() : 10;
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
    if (highlight) this->highlight(doc);
    if (auto* h = doc->findChild<MarkdownSourceHighlighter*>()) h->setSpellChecker(m_spell);
    m_diagnostics.clear();  // their cursors are in the old document
    m_findMatches.clear();
    setDocument(doc);
    // QPlainTextEdit does not say so itself: Edit > Undo and Redo follow the buffer shown.
    emit undoAvailable(doc->isUndoAvailable());
    emit redoAvailable(doc->isRedoAvailable());
    updateLineNumberAreaWidth();
    highlightCurrentLine();
}

void SourceEditor::setZoomSteps(int steps) {
    m_zoomSteps = qBound(kMinZoom, steps, kMaxZoom);
    QFont f = font();
    f.setPointSizeF(m_basePointSize + m_zoomSteps);
    setFont(f);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    updateLineNumberAreaWidth();
}

void SourceEditor::setHighlighting(bool on) {
    if (on) {
        highlight(document());
        return;
    }
    // The highlighter is the document's child, found again after it was detached.
    for (QSyntaxHighlighter* h : document()->findChildren<QSyntaxHighlighter*>())
        if (h->document()) h->setDocument(nullptr);
}

void SourceEditor::highlight(QTextDocument* doc) {
    const std::optional<ProbeSourceHighlighter::Language> probe =
        ProbeSourceHighlighter::languageOf(m_sourcePath);
    auto* markdown = doc->findChild<MarkdownSourceHighlighter*>();
    auto* probes = doc->findChild<ProbeSourceHighlighter*>();
    if (probe) {
        delete markdown;
        if (!probes) probes = new ProbeSourceHighlighter(doc, *probe);
        if (probes->language() != *probe) probes->setLanguage(*probe);
        if (!probes->document()) probes->setDocument(doc);
    } else {
        delete probes;
        if (!markdown) markdown = new MarkdownSourceHighlighter(doc);
        markdown->setSpellChecker(m_spell);
        if (!markdown->document()) markdown->setDocument(doc);
    }
}

MarkdownSourceHighlighter* SourceEditor::highlighter() const {
    auto* h = document()->findChild<MarkdownSourceHighlighter*>();
    return h && h->document() ? h : nullptr;
}

SpellChecker* SourceEditor::spellChecker() const { return m_spell; }

void SourceEditor::setSpellChecker(SpellChecker* checker) {
    m_spell = checker;
    if (auto* h = document()->findChild<MarkdownSourceHighlighter*>()) h->setSpellChecker(checker);
}

QTextCursor SourceEditor::misspelledWordAt(const QPoint& viewportPos) const {
    if (!m_spell || !highlighter()) return {};
    const QTextCursor at = cursorForPosition(viewportPos);
    const QTextBlock block = at.block();
    const int column = at.positionInBlock();
    const QList<QTextLayout::FormatRange> formats = block.layout()->formats();
    for (const ProseWord& w : proseWords(block.text())) {
        if (column < w.start || column > w.start + w.length) continue;
        // What the author sees: the word is drawn underlined.
        const bool underlined = std::any_of(formats.cbegin(), formats.cend(), [&](const auto& r) {
            return r.format.underlineStyle() == QTextCharFormat::SpellCheckUnderline &&
                   r.start <= w.start && r.start + r.length > w.start;
        });
        if (!underlined) return {};
        QTextCursor word(block);
        word.setPosition(block.position() + w.start);
        word.setPosition(block.position() + w.start + w.length, QTextCursor::KeepAnchor);
        return word;
    }
    return {};
}

QMenu* SourceEditor::createContextMenu(const QPoint& viewportPos) {
    QMenu* menu = createStandardContextMenu(viewportPos);
    const QTextCursor word = misspelledWordAt(viewportPos);
    if (word.isNull() || !m_spell) return menu;
    const QString text = word.selectedText();
    const bool hangul = isHangul(text.at(0));  // a prose word is of one script
    QAction* first = menu->actions().value(0);
    // Suggestions take Hunspell a moment: a placeholder until they come.
    auto* looking = new QAction(tr("Looking for suggestions…"), menu);
    looking->setEnabled(false);
    looking->setObjectName(QStringLiteral("spellSuggestionsPending"));
    menu->insertAction(first, looking);
    auto* add = new QAction(tr("Add “%1” to the Workspace Dictionary").arg(text), menu);
    add->setObjectName(QStringLiteral("spellAddToDictionary"));
    menu->insertAction(first, add);
    menu->insertSeparator(first);
    connect(add, &QAction::triggered, this, [this, text] {
        QString error;
        if (m_spell && !m_spell->addToDictionary(text, &error))
            QToolTip::showText(
                viewport()->mapToGlobal(cursorRect().bottomLeft()),
                tr("Cannot add “%1” to the workspace dictionary: %2").arg(text, error), this);
    });
    auto* watcher = new QFutureWatcher<QStringList>(menu);
    connect(watcher, &QFutureWatcher<QStringList>::finished, menu,
            [this, menu, looking, watcher, word, text] {
                const QStringList suggestions = watcher->result();
                if (suggestions.isEmpty()) {
                    looking->setText(tr("No suggestions"));
                    return;
                }
                for (const QString& s : suggestions) {
                    auto* replace = new QAction(s, menu);
                    replace->setObjectName(QStringLiteral("spellSuggestion"));
                    menu->insertAction(looking, replace);
                    connect(replace, &QAction::triggered, this, [this, word, text, s] {
                        // The word, still as it was when the menu opened: one undo step.
                        QTextCursor c = word;
                        if (c.document() != document() || c.selectedText() != text) return;
                        c.insertText(s);
                        setTextCursor(c);
                    });
                }
                menu->removeAction(looking);
            });
    watcher->setFuture(m_spell->suggestions(text, hangul));
    return menu;
}

void SourceEditor::contextMenuEvent(QContextMenuEvent* event) {
    QMenu* menu = createContextMenu(event->pos());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

void SourceEditor::keyPressEvent(QKeyEvent* event) {
    if (std::any_of(m_completionPopups.cbegin(), m_completionPopups.cend(),
                    [](const QWidget* p) { return p->isVisible(); })) {
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
    // On the left: 6 px for the remark bar, then the findings' dot.
    return 20 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
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
    QColor color = palette().color(QPalette::Highlight);
    color.setAlpha(28);
    m_currentLine.format = QTextCharFormat();
    m_currentLine.format.setBackground(color);
    m_currentLine.format.setProperty(QTextFormat::FullWidthSelection, true);
    m_currentLine.cursor = textCursor();
    m_currentLine.cursor.clearSelection();
    updateExtraSelections();
}

void SourceEditor::updateExtraSelections() {
    QList<QTextEdit::ExtraSelection> selections{m_currentLine};
    QColor found(255, 200, 0, 110);  // amber, readable under either palette's text colour
    for (const QTextCursor& c : std::as_const(m_findMatches)) {
        QTextEdit::ExtraSelection s;
        s.cursor = c;
        s.format.setBackground(found);
        selections.append(s);
    }
    for (const DiagnosticMark& m : std::as_const(m_diagnostics)) {
        QTextEdit::ExtraSelection s;
        s.cursor = m.range;
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(severityColor(m.severity));
        selections.append(s);
    }
    setExtraSelections(selections);
}

void SourceEditor::setFindMatches(const QList<QTextCursor>& ranges) {
    if (ranges.isEmpty() && m_findMatches.isEmpty()) return;
    m_findMatches = ranges;
    updateExtraSelections();
}

void SourceEditor::setDiagnostics(const Diagnostics& diagnostics) {
    m_diagnostics.clear();
    QTextDocument* doc = document();
    for (const Diagnostic& d : diagnostics) {
        const QTextBlock block = doc->findBlockByNumber(qBound(0, d.line - 1, blockCount() - 1));
        const QString text = block.text();
        int start = qBound(0, d.column - 1, int(text.size()));
        int end = start;
        if (d.length > 0)
            end = qMin(start + d.length, int(text.size()));  // what the finding is about
        else
            while (end < text.size() && !text[end].isSpace()) ++end;
        if (end == start) {
            // No word at the column: the line's text, or the line itself when it is empty.
            start = 0;
            while (start < text.size() && text[start].isSpace()) ++start;
            end = int(text.size());
            if (start >= end) start = 0;
        }
        QTextCursor range(block);
        range.setPosition(block.position() + start);
        range.setPosition(block.position() + end, QTextCursor::KeepAnchor);
        m_diagnostics.append(
            {range, d.severity, QStringLiteral("%1 [%2]").arg(d.localizedMessage(), d.code)});
    }
    std::stable_sort(m_diagnostics.begin(), m_diagnostics.end(),
                     [](const DiagnosticMark& a, const DiagnosticMark& b) {
                         return a.range.selectionStart() < b.range.selectionStart();
                     });
    updateExtraSelections();
    m_lineNumberArea->update();
}

QList<SourceEditor::Mark> SourceEditor::diagnosticMarks() const {
    QList<Mark> marks;
    for (const DiagnosticMark& m : m_diagnostics) {
        QTextCursor at(m.range);
        at.setPosition(m.range.selectionStart());
        marks.append({at.blockNumber() + 1, at.positionInBlock() + 1,
                      m.range.selectionEnd() - m.range.selectionStart(), m.severity, m.text});
    }
    std::stable_sort(marks.begin(), marks.end(), [](const Mark& a, const Mark& b) {
        return std::tie(a.line, a.column) < std::tie(b.line, b.column);
    });
    return marks;
}

std::optional<SourceEditor::Mark> SourceEditor::goToDiagnostic(bool forward) {
    const QList<Mark> marks = diagnosticMarks();
    if (marks.isEmpty()) return std::nullopt;
    const int line = currentLine();
    const int column = textCursor().positionInBlock() + 1;
    auto after = [&](const Mark& m) { return std::tie(m.line, m.column) > std::tie(line, column); };
    auto before = [&](const Mark& m) {
        return std::tie(m.line, m.column) < std::tie(line, column);
    };
    std::optional<Mark> target;
    if (forward) {
        const auto it = std::find_if(marks.cbegin(), marks.cend(), after);
        target = it != marks.cend() ? *it : marks.first();
    } else {
        const auto it = std::find_if(marks.crbegin(), marks.crend(), before);
        target = it != marks.crend() ? *it : marks.last();
    }
    goToLine(target->line, target->column);
    return target;
}

QString SourceEditor::diagnosticsAt(const QPoint& viewportPos) const {
    const int pos = cursorForPosition(viewportPos).position();
    QStringList tips;
    for (const DiagnosticMark& m : m_diagnostics)
        if (pos >= m.range.selectionStart() && pos <= m.range.selectionEnd()) tips << m.text;
    return tips.join(QLatin1Char('\n'));
}

QString SourceEditor::diagnosticsOnLine(int line) const {
    QStringList tips;
    for (const DiagnosticMark& m : m_diagnostics) {
        QTextCursor at(m.range);
        at.setPosition(m.range.selectionStart());
        if (at.blockNumber() + 1 == line) tips << m.text;
    }
    return tips.join(QLatin1Char('\n'));
}

bool SourceEditor::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = diagnosticsAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
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
            // The most severe finding on the line, as a dot beside the number.
            std::optional<Severity> worst;
            for (const DiagnosticMark& m : std::as_const(m_diagnostics))
                if (document()->findBlock(m.range.selectionStart()) == block &&
                    (!worst || int(m.severity) < int(*worst)))
                    worst = m.severity;
            if (worst) {
                painter.save();
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(Qt::NoPen);
                painter.setBrush(severityColor(*worst));
                const int d = qMax(4, fontMetrics().height() / 3);
                painter.drawEllipse(7, top + (fontMetrics().height() - d) / 2, d, d);
                painter.restore();
            }
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
        ++number;
    }
}

}  // namespace techlog
