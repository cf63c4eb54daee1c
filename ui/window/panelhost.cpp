#include "panelhost.h"

#include <QMenu>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBlock>

#include "sourceeditor.h"

namespace techlog {

PanelHost::PanelHost(QWidget* window, QTabWidget* right, QTabWidget* bottom, SourceEditor* editor)
    : QObject(window), m_window(window), m_right(right), m_bottom(bottom), m_editor(editor) {
    connect(m_editor->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        if (m_scrolling) return;
        emit editorScrolled(m_editor->cursorForPosition(QPoint(0, 0)).blockNumber() + 1);
    });
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this,
            [this] { emit cursorLineChanged(m_editor->currentLine()); });
    connect(m_editor, &SourceEditor::lineMarkActivated, this, &PanelHost::lineMarkActivated);
}

void PanelHost::setPreviewWidget(QWidget* widget, const QString& title) {
    m_right->insertTab(0, widget, title);
    m_right->setCurrentIndex(0);
    emit rightAreaNeeded();
}

int PanelHost::addRightPanel(QWidget* widget, const QString& title) {
    const int index = m_right->addTab(widget, title);
    emit rightAreaNeeded();
    return index;
}

int PanelHost::addBottomPanel(QWidget* widget, const QString& title) {
    return m_bottom->addTab(widget, title);
}

void PanelHost::addFileAction(QAction* action) {
    if (!m_fileMenu) return;
    const QList<QAction*> actions = m_fileMenu->actions();
    const qsizetype at = actions.indexOf(m_fileAfter);
    m_fileMenu->insertAction(at >= 0 ? actions.value(at + 1) : nullptr, action);
    m_fileAfter = action;
}

void PanelHost::zoomEditor(int delta) { m_editor->setZoomSteps(m_editor->zoomSteps() + delta); }
void PanelHost::resetEditorZoom() { m_editor->setZoomSteps(0); }
int PanelHost::editorZoom() const { return m_editor->zoomSteps(); }

void PanelHost::raise(QWidget* panel) {
    // Brought forward on purpose (a replay, a publication): its area shows even if hidden.
    for (QTabWidget* area : {m_right, m_bottom}) {
        if (area->indexOf(panel) < 0) continue;
        area->setCurrentWidget(panel);
        area->show();
    }
}

void PanelHost::scrollEditorTo(int topLine) {
    m_scrolling = true;
    m_editor->verticalScrollBar()->setValue(topLine - 1);
    m_scrolling = false;
}

void PanelHost::focusEditor() { m_editor->setFocus(); }

int PanelHost::cursorLine() const { return m_editor->currentLine(); }

std::pair<QString, int> PanelHost::selection() const {
    const QTextCursor c = m_editor->textCursor();
    if (!c.hasSelection()) return {};
    QString quote = c.selectedText();
    quote.replace(QChar::ParagraphSeparator, u'\n');
    return {quote, m_editor->document()->findBlock(c.selectionStart()).blockNumber() + 1};
}

void PanelHost::setLineMarks(const QMap<int, QString>& marks) { m_editor->setLineMarks(marks); }

void PanelHost::setSpellChecker(SpellChecker* checker) { m_editor->setSpellChecker(checker); }

}  // namespace techlog
