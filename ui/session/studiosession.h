#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QMessageBox>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

#include "bufferparse.h"
#include "navigationhistory.h"
#include "probesummary.h"
#include "prompts.h"
#include "recoverystore.h"
#include "workspace.h"

class QTimer;
class QWidget;

namespace techlog {

class AsyncWorkspaceLoader;
class BufferParser;
class BufferRecovery;
class DocumentModel;
class LiveChecker;

// The studio's state apart from its window (as ghostwriter's DocumentManager is): the workspace
// and its loader, the live check of the buffers, the open DocumentModels and the current one,
// the one parse of the shown buffer per change (BufferParser: the live check, the preview and
// the local graph all take it), the recovery of unsaved edits, the navigation history and the
// recently opened documents. It
// has no widgets: the window shows what it says (its signals) and forwards what the author does.
// What only the window knows (where the editor's cursor is, the tree's order) comes through a
// View of a few functions, so that the session is driven the same way by tests.
//
// Threading: UI thread only. The loading and the live check run on workers of their own and
// report back here; a model's reading and writing likewise (DocumentModel).
class StudioSession : public QObject {
    Q_OBJECT
public:
    // Where the editor was left in a buffer (DocumentPane::Place), for the kept tabs.
    struct Place {
        int line = 1;
        int column = 1;
        int scroll = -1;
    };
    struct View {
        QWidget* dialogParent = nullptr;         // the prompts' parent
        std::function<int()> cursorLine;         // the shown buffer's, from 1
        std::function<void(int, int)> goToLine;  // line, column: cursor there, in view
        std::function<Place(const DocumentModel*)> place;
        std::function<void(const DocumentModel*, const Place&)> setPlace;
        std::function<QString()> firstDocument;        // the first in the tree's order
        std::function<bool(const QString&)> isListed;  // a file the tree shows
    };

    explicit StudioSession(QObject* parent = nullptr);
    ~StudioSession() override;

    void setView(View view) { m_view = std::move(view); }
    void setPrompts(Prompts prompts) { m_prompts = std::move(prompts); }
    Prompts& prompts() { return m_prompts; }
    QWidget* dialogParent() const { return m_view.dialogParent; }

    // Opens `path` (checked first: a missing folder is reported, the open one kept).
    void openWorkspace(const QString& path);
    void reloadWorkspace();
    // Publish (or Unpublish) the shown document, asked for outside the Review panel (the property
    // form's status): the panel that runs the gates takes it (publicationRequested).
    void requestPublication(bool publish) {
        if (!currentPath().isEmpty()) emit publicationRequested(currentPath(), publish);
    }
    std::shared_ptr<const Workspace> workspace() const { return m_workspace; }
    QString workspaceRoot() const { return m_root; }
    AsyncWorkspaceLoader* loader() const { return m_loader; }
    LiveChecker* liveChecker() const { return m_live; }
    BufferParser* bufferParser() const { return m_parser; }
    // The workspace's probes (summarizeProbes: title, problems, the ledger's word), read on a
    // worker after each load and again on refreshProbes (a replay, a probe saved).
    const QList<ProbeSummary>& probes() const { return m_probes; }
    void refreshProbes();
    // The workspace's findings and those of the shown buffer that the loader does not read as a
    // document (a probe's, live: ParsedBuffer::fileDiagnostics), in that order.
    Diagnostics diagnostics() const;
    // The open buffers whose edits workspace() holds instead of their saved files.
    bool hasLiveEdits() const { return !m_livePaths.isEmpty(); }

    // The current tab's model (a blank one when no tab is open) and its file.
    DocumentModel* documentModel() const { return m_model; }
    DocumentModel* blankModel() const { return m_blank; }
    QString currentPath() const;
    const Document* currentDocument() const;  // null when none (or a non-document file is open)
    // The open tabs, in the tab bar's order (moveModel follows the bar).
    QList<DocumentModel*> openDocuments() const { return m_open; }
    int indexOfPath(const QString& relativePath) const;         // open or being opened; -1: none
    DocumentModel* modelOf(const QString& relativePath) const;  // its open tab's; null: none
    void moveModel(int from, int to);
    // Open tabs beyond this many: the least recently used one without unsaved edits is closed.
    static constexpr int kMaxTabs = 16;

    // Shows the document: its tab, or a new tab after the current one. False when the path is
    // not a document or could not be read.
    bool selectDocument(const QString& relativePath);
    // Any file of the workspace at a place (a diagnostic, a gate's cause, a remark, a search
    // result, a heading): opened, the cursor there once it is shown; a jump Back returns from.
    void openAt(const QString& relativePath, int line, int column = 1);
    // Any file of the workspace (a tree row: a document, a `body:` file, a record) shown in its
    // tab. False when it is not shown now (not read, or still being read).
    bool openFile(const QString& relativePath);
    // A tab chosen by the author: its model shown (a visit Back returns from).
    void activate(DocumentModel* model);
    // Closes `model`'s tab (the current one when null), asking about its unsaved edits first.
    bool closeDocument(DocumentModel* model = nullptr);
    bool closeOtherDocuments(DocumentModel* keep);
    // Closes a tab without asking (its edits were saved, discarded or moved).
    void closeTab(DocumentModel* model);
    bool nextDocument(bool forward = true);
    // Opens `relativePath` once the workspace is next read (a file just written).
    void openWhenLoaded(const QString& relativePath) { m_pendingSelection = relativePath; }

    bool save();
    // Asks about the open buffer's unsaved edits (Save / Discard / Cancel); true when it is fine
    // to go on.
    bool maybeSave();
    // The same for every tab with unsaved edits; the buffers discarded are added to `discarded`.
    bool maybeSaveAll(QList<DocumentModel*>* discarded = nullptr);
    QList<DocumentModel*> editedTabs() const;
    // The window closes: edits asked about, the tabs kept for next time. False: the author
    // kept the window open.
    bool finish();

    // The buffer shown in the editor was edited (the editor's textChanged).
    void bufferEdited();

    bool quickSwitch();
    bool goBack() { return navigate(true); }
    bool goForward() { return navigate(false); }
    const NavigationHistory& history() const { return m_history; }
    // A jump within the open file: the place left is remembered for Back.
    void jumpTo(int line, int column = 1);
    QStringList recentDocuments() const { return m_recentDocuments; }

    BufferRecovery* recovery() const { return m_recovery; }
    QList<RecoveryCandidate> recoverableBuffers() const { return m_recoverable; }
    bool recoverBuffers();

    // A short message for the status bar.
    void showMessage(const QString& text, int timeoutMs) { emit message(text, timeoutMs); }

signals:
    void workspaceLoaded(std::shared_ptr<const techlog::Workspace> workspace);
    // The live check came in: workspace() is the workspace as if the buffers were saved.
    void bufferChecked(std::shared_ptr<const techlog::Workspace> workspace);
    void workspaceLoadFailed(const QString& error);
    // workspace() was replaced (`loaded`: read from disk, else a live check), before the tabs
    // follow it and before workspaceLoaded / bufferChecked.
    void workspaceReplaced(bool loaded);
    // The workspace is gone from the window (another is being opened).
    void workspaceCleared();
    // No workspace is open (a load failed or was cancelled): `reason` says why, or nothing.
    void workspaceClosed(const QString& reason);
    // The shown file changed (empty: none). The window's own views follow first.
    void currentDocumentChanged(const QString& relativePath);
    void documentSaved(const QString& relativePath);
    // The current buffer's text changed (an edit, or a file read into it).
    void bufferChanged();
    // The current buffer parsed (once per change, after a short pause; at once for a file just
    // shown or a workspace just loaded), against the workspace last loaded (workspaceLoaded's,
    // not a live check's): what the preview and the local graph show. The same object again when
    // a change left the text as it was.
    void bufferParsed(std::shared_ptr<const techlog::ParsedBuffer> parsed);
    void modelAdded(techlog::DocumentModel* model, int at);
    void modelRemoved(techlog::DocumentModel* model);
    void currentModelChanged(techlog::DocumentModel* model, bool wasOpening);
    // The file shown did not change as asked (a read failed, the author kept an edit): the
    // window puts its selection back.
    void selectionKept();
    void editsDiscarded(const QString& relativePath);
    void historyChanged();
    void recoverableChanged();
    void message(const QString& text, int timeoutMs);
    void publicationRequested(const QString& path, bool publish);
    void probesChanged(const QList<techlog::ProbeSummary>& probes);

private:
    DocumentModel* newModel();
    void connectModel(DocumentModel* model);
    void showModel(DocumentModel* model);
    QMessageBox::StandardButton askAboutEdits(DocumentModel* model);
    DocumentModel* openModel(const QString& relativePath, int at, QString* error = nullptr);
    void showFile(const QString& relativePath);
    void showOpenedFile(const QString& relativePath);
    void removeAllTabs();
    void trimTabs();
    void onLoaded(std::shared_ptr<const Workspace> workspace);
    void onLoadFailed(const QString& root, const QString& error);
    void onLiveChecked(std::shared_ptr<const Workspace> workspace, const QString& path);
    void onBufferParsed(std::shared_ptr<const ParsedBuffer> parsed);
    void dropLiveCheck();
    QString sessionKey() const;
    void saveTabSession();
    bool restoreTabSession();
    void goToPendingJump();
    bool navigate(bool back);
    NavigationHistory::Location here() const;
    void findRecoverableBuffers();
    void restoreBuffer(const RecoveryCandidate& candidate);

    View m_view;
    Prompts m_prompts;
    AsyncWorkspaceLoader* m_loader;
    LiveChecker* m_live;
    BufferParser* m_parser;
    BufferRecovery* m_recovery;
    // What the next parse of the shown buffer is for: nothing more than the views, or a live
    // check (after its pause: an edit; at once: a buffer with edits shown or loaded over).
    enum class CheckParse { None, AfterPause, Now };
    CheckParse m_checkParse = CheckParse::None;
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
    Jump m_pendingJump;  // a place to reach once its file is shown
    static constexpr int kRecentDocuments = 50;
    QStringList m_recentDocuments;
    NavigationHistory m_history;
    bool m_navigating = false;  // Back or Forward is moving: the move is not a new visit
    QList<RecoveryCandidate> m_recoverable;
    QString m_recoveryCheckedRoot;                      // the workspace last searched for them
    std::optional<RecoveryCandidate> m_pendingRestore;  // waits for its file to be opened
    QFutureWatcher<QList<ProbeSummary>>* m_probeWatcher = nullptr;
    QList<ProbeSummary> m_probes;
    QString m_probesRoot;               // the workspace the reading under way is of
    bool m_probesPending = false;       // asked for again while one ran
    mutable int m_currentIndex = -1;    // where currentDocument() was last found
    DocumentModel* m_blank;             // current when no tab is open
    DocumentModel* m_model;             // the current tab's (or m_blank)
    QList<DocumentModel*> m_open;       // the tabs, in the bar's order
    QList<DocumentModel*> m_usedOrder;  // the tabs, most recently shown first
};

}  // namespace techlog
