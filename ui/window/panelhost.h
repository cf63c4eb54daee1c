#pragma once

#include <QMap>
#include <QObject>
#include <QString>
#include <utility>

class QAction;
class QMenu;
class QTabWidget;
class QWidget;

namespace techlog {

class SourceEditor;
class SpellChecker;

// What the panels beside the editor may ask of the window, and no more (as Kate's plugins talk
// to a narrow KTextEditor::MainWindow): places to sit, the View menu, and the few things of the
// editor's view a panel follows (the line at its top, the cursor's line, the selection, the
// gutter's marks). The text itself comes from the session's DocumentModel, never the widget.
class PanelHost : public QObject {
    Q_OBJECT
public:
    PanelHost(QWidget* window, QTabWidget* right, QTabWidget* bottom, SourceEditor* editor);

    QWidget* window() const { return m_window; }
    // The right-hand area holds tabs (the preview first); the bottom one likewise.
    void setPreviewWidget(QWidget* widget, const QString& title);
    int addRightPanel(QWidget* widget, const QString& title);  // the tab's index
    int addBottomPanel(QWidget* widget, const QString& title);
    void raise(QWidget* panel);  // its tab brought to the front
    QMenu* viewMenu() const { return m_viewMenu; }
    void setViewMenu(QMenu* menu) { m_viewMenu = menu; }
    // The File menu: panels' commands go after `after` (New Document…), in the order added.
    void setFileMenu(QMenu* menu, QAction* after) {
        m_fileMenu = menu;
        m_fileAfter = after;
    }
    void addFileAction(QAction* action);
    // The Help menu (the window's last), where the help commands go.
    QMenu* helpMenu() const { return m_helpMenu; }
    void setHelpMenu(QMenu* menu) { m_helpMenu = menu; }

    // The editor's view.
    void scrollEditorTo(int topLine);
    void focusEditor();
    int cursorLine() const;
    // The selected text (paragraph separators as "\n") and the line it starts on; {} when none.
    std::pair<QString, int> selection() const;
    void setLineMarks(const QMap<int, QString>& marks);
    void setSpellChecker(SpellChecker* checker);
    // The editor's zoom (SourceEditor::setZoomSteps): by `delta` steps, or back to none.
    void zoomEditor(int delta);
    void resetEditorZoom();
    int editorZoom() const;

signals:
    void editorScrolled(int topLine);  // the author scrolled (not scrollEditorTo)
    void cursorLineChanged(int line);
    void lineMarkActivated(int line);
    void exportRequested();  // File > Export…
    void rightAreaNeeded();  // a panel was added to the hidden right-hand area

private:
    QWidget* m_window;
    QTabWidget* m_right;
    QTabWidget* m_bottom;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_fileMenu = nullptr;
    QAction* m_fileAfter = nullptr;
    SourceEditor* m_editor;
    bool m_scrolling = false;  // scrollEditorTo is moving the editor: no echo
};

}  // namespace techlog
