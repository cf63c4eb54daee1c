#pragma once

#include <QMainWindow>
#include <memory>

#include "frontmatterview.h"
#include "studiosession.h"
#include "workspace.h"
#include "workspacetreemodel.h"

class QLabel;
class QMenu;
class QProgressBar;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTimer;
class QToolBar;
class QToolButton;
class QTreeView;

namespace techlog {

class DiagnosticsPanel;
class DocumentCommands;
class DocumentModel;
class DocumentPane;
class DocumentTabBar;
class EmptyStateWidget;
class PanelHost;
class SourceEditor;
class TreeFilterBar;
class WindowLayout;
class WorkspaceTreeModel;

// The studio window: workspace tree and front matter on the left, the open documents' tabs and
// the source editor in the centre, an optional right-hand tab area (the preview pane), and
// bottom tabs (diagnostics, and any panel another part of the studio adds). The state lives in
// the StudioSession (the workspace, the open DocumentModels, the history), the commands that
// change documents in DocumentCommands; the window keeps the layout, the menus and actions, and
// its views in step with the session.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    StudioSession* session() const { return m_session; }
    DocumentCommands* commands() const { return m_commands; }
    // Where the panels beside the editor sit (installStudioPanels).
    PanelHost* panelHost() const { return m_host; }

    DocumentTabBar* documentTabs() const { return m_tabs; }
    QTabWidget* rightTabs() const { return m_rightTabs; }
    QTabWidget* bottomTabs() const { return m_bottomTabs; }
    QTreeView* treeView() const { return m_tree; }
    WorkspaceTreeModel* treeModel() const { return m_treeModel; }
    // The box above the tree (text, kind, status, errors); View > Filter Documents focuses it.
    TreeFilterBar* treeFilterBar() const { return m_filterBar; }
    void setTreeFilter(const WorkspaceTreeModel::Filter& filter);
    QToolBar* toolBar() const { return m_toolBar; }
    SourceEditor* editor() const;
    DocumentPane* documentPane() const { return m_pane; }
    FrontMatterView* frontMatterView() const { return m_frontMatter; }
    DiagnosticsPanel* diagnosticsPanel() const { return m_diagnostics; }
    EmptyStateWidget* emptyState() const { return m_empty; }
    QProgressBar* progressBar() const { return m_progress; }
    // Go > Next / Previous Problem (F8, Shift+F8): the open file's next finding.
    bool goToProblem(bool forward);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createLayout();
    void createViewMenu();
    void createToolBar();
    void connectSession();
    StudioSession::View sessionView();
    void onWorkspaceReplaced(bool loaded);
    void onModelAdded(DocumentModel* model, int at);
    void onModelRemoved(DocumentModel* model);
    void onCurrentModelChanged(DocumentModel* model, bool wasOpening);
    void onCurrentDocumentChanged();
    // The views that show the workspace's findings: tree, diagnostics, counts, properties, the
    // editor's marks.
    void showWorkspace();
    void showEditorMarks();
    void onTreeCurrentChanged(const QModelIndex& current);
    // The shown tab's reading on a worker: progress and Cancel in the status bar, or neither.
    void showOpeningProgress();
    QString tabLabel(const QString& relativePath) const;
    void updateTabLabels();
    void updateNavigationActions();
    void syncTreeSelection();
    void updateDocumentViews();
    void updateTitle();
    void updateRecentMenu();
    void showEmptyState(const QString& error);
    void showRightArea();
    void chooseWorkspace();
    void updateRecoveryBar();

    StudioSession* m_session;
    DocumentCommands* m_commands = nullptr;
    PanelHost* m_host = nullptr;
    WindowLayout* m_layout = nullptr;
    QAction* m_recoverAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    bool m_syncingTree = false;
    bool m_fileFindings = false;  // the shown findings include a probe buffer's own

    QStackedWidget* m_stack;
    EmptyStateWidget* m_empty;
    QSplitter* m_mainSplitter;
    QSplitter* m_centreSplitter;
    QSplitter* m_editorSplitter;
    QTreeView* m_tree;
    WorkspaceTreeModel* m_treeModel;
    TreeFilterBar* m_filterBar;
    QToolBar* m_toolBar = nullptr;
    FrontMatterView* m_frontMatter;
    DocumentPane* m_pane;
    DocumentTabBar* m_tabs;
    QTabWidget* m_rightTabs;
    QTabWidget* m_bottomTabs;
    DiagnosticsPanel* m_diagnostics;
    QLabel* m_statusLabel;
    QProgressBar* m_progress;
    QToolButton* m_cancelButton;
    QMenu* m_recentMenu;
    QAction* m_saveAction;
    QAction* m_newAction;
    QAction* m_reloadAction;
};

}  // namespace techlog
