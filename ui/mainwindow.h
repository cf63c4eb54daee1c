#pragma once

#include <QMainWindow>
#include <QSet>
#include <memory>

#include "frontmatterview.h"
#include "navigationhistory.h"
#include "prompts.h"
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
class DocumentModel;
class DocumentPane;
class DocumentTabBar;
class EmptyStateWidget;
class LiveChecker;
class SourceEditor;
class TreeFilterBar;
class AsyncWorkspaceLoader;
class BufferRecovery;
class WorkspaceTreeModel;

// The studio window: workspace tree and front matter on the left, the open documents' tabs and
// the source editor in the centre, an optional right-hand tab area (the preview pane), and
// bottom tabs (diagnostics, and any panel another part of the studio adds). Loading runs off the
// UI thread. Each tab is a DocumentModel with its own buffer, undo history and dirty state;
// documentModel() and the views follow the current one.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens `path` (checked first: a missing folder shows an error in the empty state).
    void openWorkspace(const QString& path);
    void reloadWorkspace();
    // Shows the document: its tab, or a new tab after the current one (the other buffers stay
    // open as they are). False when the path is not a document or could not be read.
    bool selectDocument(const QString& relativePath);
    // File > Close Document (Ctrl+W), a tab's close button: closes `model`'s tab (the current
    // one when null), asking about its unsaved edits first. False when the author kept it.
    bool closeDocument(DocumentModel* model = nullptr);
    // Closes every tab but `keep`'s, asking about each one's unsaved edits; stops at a Cancel.
    bool closeOtherDocuments(DocumentModel* keep);
    // Go > Next / Previous Tab (Ctrl+Tab, Ctrl+Shift+Tab): the neighbouring tab, wrapping.
    bool nextDocument(bool forward = true);
    DocumentTabBar* documentTabs() const { return m_tabs; }
    QList<DocumentModel*> openDocuments() const;
    // Open tabs beyond this many: the least recently used one without unsaved edits is closed
    // (memory stays bounded while the author browses a large workspace).
    static constexpr int kMaxTabs = 16;
    // Starts saving the open file (off the UI thread); false when none is open. A failure is
    // reported through the prompts; success shows in the status bar and updates the workspace.
    bool save();
    // File > New…: asks for the new document (Prompts::newDocument), creates it from its
    // template, and opens it once the tree has it. The path created, or nothing.
    std::optional<QString> newDocument();
    bool saveImportedAsMarkdown();
    // Asks about the open buffer's unsaved edits (Save / Discard / Cancel); true when it is fine
    // to go on.
    bool maybeSave();
    // The same for every tab with unsaved edits (closing the window, another workspace). The
    // buffers the author chose to discard are added to `discarded`.
    bool maybeSaveAll(QList<DocumentModel*>* discarded = nullptr);

    // Extension points. The right-hand area holds tabs; it is hidden while it has none.
    void setPreviewWidget(QWidget* widget, const QString& title = tr("Preview"));
    int addRightPanel(QWidget* widget, const QString& title);
    int addBottomPanel(QWidget* widget, const QString& title);
    QTabWidget* rightTabs() const { return m_rightTabs; }
    QTabWidget* bottomTabs() const { return m_bottomTabs; }

    void setPrompts(Prompts prompts) { m_prompts = std::move(prompts); }
    Prompts& prompts() { return m_prompts; }

    std::shared_ptr<const Workspace> workspace() const { return m_workspace; }
    QString workspaceRoot() const { return m_root; }
    const Document* currentDocument() const;  // null when none (or a non-document file is open)
    QString currentPath() const;              // the open file, workspace-relative

    QTreeView* treeView() const { return m_tree; }
    WorkspaceTreeModel* treeModel() const { return m_treeModel; }
    // The box above the tree (text, kind, status, errors); View > Filter Documents focuses it.
    TreeFilterBar* treeFilterBar() const { return m_filterBar; }
    void setTreeFilter(const WorkspaceTreeModel::Filter& filter);
    QToolBar* toolBar() const { return m_toolBar; }
    SourceEditor* editor() const;
    DocumentPane* documentPane() const { return m_pane; }
    DocumentModel* documentModel() const { return m_model; }
    FrontMatterView* frontMatterView() const { return m_frontMatter; }
    DiagnosticsPanel* diagnosticsPanel() const { return m_diagnostics; }
    EmptyStateWidget* emptyState() const { return m_empty; }
    AsyncWorkspaceLoader* loader() const { return m_loader; }
    LiveChecker* liveChecker() const { return m_live; }
    // Go > Go to Document… (Ctrl+P): the quick switcher (Prompts::quickSwitch) over the
    // workspace's documents, the recently opened first; the chosen one opened (asking about
    // unsaved edits). False when nothing was chosen or it could not be opened.
    bool quickSwitch();
    // Go > Back / Forward (Alt+Left, Alt+Right): the place left by the last document change or
    // jump (NavigationHistory), reopened at its line. Places whose file is gone are skipped.
    // False when there is none (or the author kept unsaved edits).
    bool goBack() { return navigate(true); }
    bool goForward() { return navigate(false); }
    const NavigationHistory& history() const { return m_history; }
    // A jump within the open file (an outline heading, a double-click in the preview): the
    // place left is remembered for Back.
    void jumpTo(int line, int column = 1);
    // Documents opened in this window, most recent first (the quick switcher's order).
    QStringList recentDocuments() const { return m_recentDocuments; }
    // Go > Next / Previous Problem (F8, Shift+F8): the open file's next finding.
    bool goToProblem(bool forward);
    // Edit > Quick Fix… (Ctrl+.): the certain fixes of the findings on the cursor's line
    // (QuickFixes, EvidenceFixes; a stale or missing figure drawn again), offered through the
    // prompts; the chosen one applied as one undo step. False
    // when there was none or none was chosen.
    bool quickFix();
    // Edit > Rename Document… (F2): a new title for the open document (Prompts::renameTitle),
    // carried into every relation that names it (TitleRename). The open buffer changes in
    // place (undoable, to be saved); the other files are written at once, all or none.
    bool renameDocument();
    // Edit > Insert Evidence… (Ctrl+Shift+E): a record chosen (Prompts::insertEvidence) shown
    // in the open document: its `assets` and `evidence` entries added when absent and the
    // `:::evidence` block with the record's claim inserted at the cursor, one undo step; its
    // figure drawn on a worker when missing or stale (figureDrawn).
    // `replaceLine`: the block takes the place of the cursor's line (asked from completion in a
    // half-written `:::evidence` line), once a record is chosen.
    bool insertEvidence(bool replaceLine = false);
    // Edit > Move Document… (Shift+F2): a new slug, topic or kind (Prompts::moveDocument); the
    // saved document and the files beside it move to the canonical path (DocumentMove), all or
    // none, and the workspace is read again with the document open at its new path.
    bool moveDocument();
    // A change asked for by the property form, made in the open buffer (one undo step, only
    // that key's lines). False when the open file is not the document's Markdown or the key is
    // written in a form that is not edited in place.
    bool editFrontMatter(const FrontMatterView::Edit& edit);
    QProgressBar* progressBar() const { return m_progress; }
    // The open buffer's unsaved edits, kept in the recovery area a few seconds after each change.
    BufferRecovery* recovery() const { return m_recovery; }
    // The buffers a studio that did not end cleanly left for this workspace (found once it
    // loads, and announced in a bar above the editor).
    QList<RecoveryCandidate> recoverableBuffers() const { return m_recoverable; }
    // File > Recover Unsaved Edits…: each left buffer offered (Prompts::recoverBuffers) beside
    // the file on disk. Restore opens the file with the recovered text as an unsaved edit (one
    // undo step back to the file's text); Discard drops it; nothing is written to a document.
    // True when a buffer was restored.
    bool recoverBuffers();

signals:
    void workspaceLoaded(std::shared_ptr<const techlog::Workspace> workspace);
    // The live check of the open buffer came in: the workspace as it would be if the buffer
    // were saved (workspace() is now this one). For the views that follow the buffer.
    void bufferChecked(std::shared_ptr<const techlog::Workspace> workspace);
    void workspaceLoadFailed(const QString& error);
    // The open file changed (a document, or another workspace file; empty when closed).
    void currentDocumentChanged(const QString& relativePath);
    void documentSaved(const QString& relativePath);
    void exportRequested();  // File > Export…
    void figureDrawn(const QString& key);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createLayout();
    void createViewMenu();
    void createToolBar();
    void onLoaded(std::shared_ptr<const Workspace> workspace);
    void onBufferEdited();
    void onLiveChecked(std::shared_ptr<const Workspace> workspace, const QString& path);
    // The views that show the workspace's findings: tree, diagnostics, counts, properties, the
    // editor's marks.
    void showWorkspace();
    void showEditorMarks();
    void dropLiveCheck();
    void onLoadFailed(const QString& root, const QString& error);
    void onTreeCurrentChanged(const QModelIndex& current);
    void onDiagnosticActivated(const Diagnostic& diagnostic);
    bool openFile(const QString& relativePath);
    void showFile(const QString& relativePath);
    // Tabs: a new model (kept for recovery, its signals followed), shown (the editor takes its
    // buffer), its tab closed without asking.
    DocumentModel* newModel();
    void connectModel(DocumentModel* model);
    void showModel(DocumentModel* model);
    void switchToTab(DocumentModel* model);
    void removeTab(DocumentModel* model);
    void removeAllTabs();
    // The unsaved-edits question about `model`: Save (written), Discard, or Cancel (also when
    // the write failed). Discard when it has no edits.
    QMessageBox::StandardButton askAboutEdits(DocumentModel* model);
    QList<DocumentModel*> editedTabs() const;  // the tabs with unsaved edits
    // The shown tab's reading on a worker: progress and Cancel in the status bar, or neither.
    void showOpeningProgress();
    // A new tab at `at` (-1: after the current one) with `relativePath` read into it, or being
    // read on a worker when large; null when it could not be read.
    DocumentModel* openModel(const QString& relativePath, int at, QString* error = nullptr);
    void trimTabs();
    QString tabLabel(const QString& relativePath) const;
    void updateTabLabels();
    // The open tabs and their cursors, kept per workspace for the next time it is opened.
    QString sessionKey() const;
    void saveTabSession();
    bool restoreTabSession();
    void showOpenedFile(const QString& relativePath);
    void goToPendingJump();
    bool navigate(bool back);
    NavigationHistory::Location here() const;
    void updateNavigationActions();
    void syncTreeSelection();
    void updateDocumentViews();
    void updateTitle();
    void updateRecentMenu();
    void showEmptyState(const QString& error);
    void showRightArea();
    void chooseWorkspace();
    static FrontMatterView::Choices formChoices(const Workspace& ws);
    void updateFormChoices();
    // Draws the figure of `key` from its record on a worker (figureDrawn when written).
    void drawFigure(const QString& key);
    void findRecoverableBuffers();
    void restoreBuffer(const RecoveryCandidate& candidate);
    void updateRecoveryBar();

    Prompts m_prompts;
    AsyncWorkspaceLoader* m_loader;
    LiveChecker* m_live;
    // The open buffers whose edits m_workspace holds instead of their saved files (none: it is
    // the files'). The live check's base is its last result, so they add up until a load.
    QSet<QString> m_livePaths;
    bool m_replacingBuffer = false;  // the model is setting the buffer from the file
    std::shared_ptr<const Workspace> m_workspace;
    QString m_root;
    bool m_freshRoot = false;          // the workspace's first load: its tabs are restored
    bool m_sessionFrozen = false;      // tabs going or coming in bulk: the kept list stays
    QTimer* m_sessionTimer = nullptr;  // the kept list written a moment after the tabs change
    QString m_pendingSelection;
    struct Jump {
        QString path;  // empty: none
        int line = 1;
        int column = 1;
    };
    Jump m_pendingJump;  // a diagnostic's place, reached once its file is shown
    static constexpr int kRecentDocuments = 50;
    QStringList m_recentDocuments;
    NavigationHistory m_history;
    bool m_navigating = false;  // Back or Forward is moving: the move is not a new visit
    BufferRecovery* m_recovery = nullptr;
    QList<RecoveryCandidate> m_recoverable;
    QString m_recoveryCheckedRoot;                      // the workspace last searched for them
    std::optional<RecoveryCandidate> m_pendingRestore;  // waits for its file to be opened
    QAction* m_recoverAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    bool m_syncingTree = false;
    mutable int m_currentIndex = -1;  // where currentDocument() was last found
    int m_choicesGeneration = 0;      // the form choices last asked for (updateFormChoices)

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
    DocumentModel* m_blank;  // shown when no tab is open
    DocumentModel* m_model;  // the current tab's (or m_blank)
    DocumentPane* m_pane;
    DocumentTabBar* m_tabs;
    QList<DocumentModel*> m_usedOrder;  // the tabs, most recently shown first
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
