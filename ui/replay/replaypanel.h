#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "acceptrecord.h"
#include "figuredrawer.h"
#include "interleavingexplorer.h"
#include "proberunner.h"
#include "workspace.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSplitter;

namespace techlog {

struct ParsedBuffer;

class InterleavingListView;
class LevelMatrixView;
class RecordDiffView;

// What one replay in the panel produced: the runner's result plus the masked texts the diff
// view compares (volatile fields replaced), computed on the worker thread.
struct ReplayPanelRun {
    QString key;
    QString workspaceRoot;
    ReplayResult result;
    QString recordedMasked;
    QString freshMasked;
    QByteArray probeBytes;      // the probe as it ran: the editor's buffer, or the file's text
    bool ranSavedProbe = true;  // those were the file's: the run went into the ledger
};

// The studio's Replay panel for the selected document: the document's probes
// (`final/evidence/probes/<key>.probe.yaml` for its evidence / asset keys), Run (off the UI
// thread; embedded cluster by default, or a `--db` connection string), the live transcript, the
// verdict, the recorded and new records side by side with the differing lines marked, Cancel,
// and Accept (`techlog replay --record`, acceptRecord, after asking the author through a
// replaceable hook; off the UI thread like the run).
//
// The lead connects: MainWindow::workspaceLoaded -> setWorkspace, currentDocumentChanged ->
// setDocument, and recordAccepted -> reload the workspace.
//
// A probe open in the editor (its file shown: setDocument with the probe's path) is the panel's
// one probe, and Run replays the editor's buffer as it is, unsaved edits included
// (setBufferSource). A run of unsaved edits goes into no ledger: the ledger says what was
// replayed against the files as they are. Accepting its record saves the buffer first
// (setSaveBuffer), and only when it still holds what ran; the worker checks that the file holds
// it. With an evidence target (the case the probe was written for), Accept is "Accept as
// Evidence": evidenceAccepted then tells the lead to cite the record in that document.
class ReplayPanel : public QWidget {
    Q_OBJECT
public:
    enum class State {
        Empty,  // no workspace / document, or the document has no probes
        Ready,  // a probe is selected, nothing ran yet (or the document changed)
        Running,
        Cancelling,  // Cancel pressed, the runner is stopping its cluster
        Finished,    // a verdict is shown
        Accepting,   // Accept pressed: the record is being written and its figure drawn
    };
    Q_ENUM(State)

    // Asked before Accept replaces a record. Returns whether to go on. `message` says what
    // will change. The default shows a QMessageBox; tests install an answer.
    using ConfirmAccept =
        std::function<bool(QWidget* parent, const QString& key, const QString& message)>;
    // The editor's buffer of a workspace-relative file when it is open, else nothing.
    using BufferSource = std::function<std::optional<QByteArray>(const QString& relativePath)>;
    // Saves the open buffer of `relativePath` when it holds `bytes` (waiting for the write);
    // false with *error otherwise.
    using SaveBuffer =
        std::function<bool(const QString& relativePath, const QByteArray& bytes, QString* error)>;
    // Adds `order` to the `permutations:` of `key`'s probe in its editor buffer (one undo step);
    // false with *error otherwise.
    using AddOrder =
        std::function<bool(const QString& key, const QStringList& order, QString* error)>;

    explicit ReplayPanel(QWidget* parent = nullptr);
    // Cancels a run still going without waiting for it (see the definition).
    ~ReplayPanel() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // Workspace-relative path of the selected document; empty (or not a document): no probes.
    void setDocument(const QString& relativePath);
    // The open document's buffer as parsed (the session's one parse per change): its probes are
    // the buffer's evidence keys', so a key just cited (Accept as Evidence) lists its probe
    // before the case is saved. Only a change of its keys refreshes the panel.
    void setParsedBuffer(std::shared_ptr<const ParsedBuffer> parsed);
    void setConfirmAccept(ConfirmAccept hook);
    void setBufferSource(BufferSource source) { m_bufferSource = std::move(source); }
    void setSaveBuffer(SaveBuffer save) { m_saveBuffer = std::move(save); }
    void setAddOrder(AddOrder add) { m_addOrder = std::move(add); }
    // The document an accepted record is to be cited in (workspace-relative; empty: none).
    void setEvidenceTarget(const QString& documentPath);
    QString evidenceTarget() const { return m_evidenceTarget; }
    // The shown path is a probe file: its key, else empty.
    QString shownProbeKey() const;
    // What draws an accepted record's figure; RecordSvgRenderer unless set. Called on a worker.
    void setFigureDrawer(std::shared_ptr<const FigureDrawer> drawer);
    // Empty: a throwaway embedded cluster (the default). Otherwise a libpq connection string.
    void setConnInfo(const QString& connInfo);
    QString connInfo() const;
    // MongoDB probes' server: empty, the embedded engine (`techlog replay --mongo-uri`).
    void setMongoUri(const QString& uri);
    QString mongoUri() const;
    void setAllowRemote(bool allow);

    QStringList probeKeys() const;
    QString currentProbeKey() const;
    bool selectProbe(const QString& key);

    State state() const { return m_state; }
    bool isRunning() const { return m_state == State::Running || m_state == State::Cancelling; }
    // Running, or accepting a record: nothing else can start.
    bool isBusy() const { return isRunning() || m_state == State::Accepting; }
    // The last finished run (also after the document changed); nothing before the first.
    const std::optional<ReplayPanelRun>& lastRun() const { return m_last; }
    QString transcriptText() const;
    // "reproduced", "differs", "could not run", "cancelled" (the author's Cancel), "accepted", ""
    QString verdictText() const;
    QString reasonText() const;
    // While running: what the replay is doing (starting the cluster, setup, round k of N,
    // observing, stopping), from the runner's ReplayStage.
    QString statusText() const;
    bool canAccept() const;

    // For tests and for the lead's menu actions.
    QListWidget* probeList() const { return m_probes; }
    QPushButton* runButton() const { return m_run; }
    QPushButton* cancelButton() const { return m_cancelButton; }
    QPushButton* acceptButton() const { return m_accept; }
    QPlainTextEdit* transcriptView() const { return m_transcript; }
    QLabel* verdictLabel() const { return m_verdict; }
    RecordDiffView* diffView() const { return m_diff; }
    QPushButton* exploreButton() const { return m_explore; }
    QPushButton* addOrderButton() const { return m_addOrderButton; }
    LevelMatrixView* matrixView() const { return m_matrix; }
    InterleavingListView* interleavingView() const { return m_orders; }
    QSplitter* splitter() const { return m_split; }

public slots:
    // Starts the selected probe; false when nothing is selected or a run is going.
    bool run();
    // Asks the running probe to stop; the verdict becomes "could not run: cancelled".
    void cancel();
    // Runs every order of the selected probe's steps (`techlog replay --explore`) off the UI
    // thread and lists them (interleavingView); false when nothing is selected or a run is
    // going. The verdict word becomes "explored".
    bool explore();
    // The order chosen in the exploration's list added to the probe (AddOrder hook).
    bool addChosenOrder();
    // Accepts the last run's new record (after the confirm hook): replaces the raw record
    // keeping `<key>.txt.bak`, redraws its SVG, sets evidenceCapturedOn in citing documents.
    // Off the UI thread: returns whether it started (state Accepting); recordAccepted or
    // acceptFailed say how it ended.
    bool acceptNewRecord();

signals:
    void stateChanged(techlog::ReplayPanel::State state);
    void runStarted(const QString& key);
    void transcriptLineAdded(const QString& line);
    void statusChanged(const QString& status);
    void runFinished(const QString& key, techlog::Verdict verdict);
    // After Accept: the new raw record (absolute) and the documents whose evidenceCapturedOn
    // changed (workspace-relative). The lead reloads the workspace.
    void recordAccepted(const QString& rawPath, const QStringList& updatedDocuments);
    // Accept failed (also shown in the panel).
    void acceptFailed(const QString& error);
    // After recordAccepted, with an evidence target: cite `key`'s record in `documentPath`.
    void evidenceAccepted(const QString& key, const QString& documentPath);

private:
    void refreshProbes();
    void setState(State state);
    void updateButtons();
    void appendTranscript(quint64 runId, const QString& line);
    void showStage(quint64 runId, const ReplayStage& stage);
    void showLedgerLabels(const QString& root, const QHash<QString, QString>& labels);
    void onFinished();
    void onExploreFinished();
    void onAcceptFinished();
    void showVerdict(const ReplayPanelRun& run);
    void showBanner(const QString& text, const QString& reason, const QColor& background);
    void clearResult();
    // The server fields and the current cancel flag, as a run or an exploration needs them.
    ReplayOptions serverOptions() const;
    // The editor's buffer of `key`'s probe when it is open.
    std::optional<QByteArray> bufferOf(const QString& key) const;

    std::shared_ptr<const Workspace> m_workspace;
    QString m_document;
    std::shared_ptr<const ParsedBuffer> m_buffer;  // m_document's buffer, once parsed
    QStringList m_bufferKeys;                      // its evidence keys (evidenceKeysOf)
    ConfirmAccept m_confirm;
    BufferSource m_bufferSource;
    SaveBuffer m_saveBuffer;
    AddOrder m_addOrder;
    QString m_evidenceTarget;
    State m_state = State::Empty;
    quint64 m_runId = 0;
    QString m_runKey;
    std::shared_ptr<std::atomic_bool> m_cancel;
    // How a replay's worker reaches this panel, cut when the panel goes.
    std::shared_ptr<const FigureDrawer> m_drawer;
    QFutureWatcher<ReplayPanelRun> m_watcher;
    QFutureWatcher<AcceptResult> m_acceptWatcher;
    QFutureWatcher<InterleavingExplorer::Result> m_exploreWatcher;
    std::optional<ReplayPanelRun> m_last;
    bool m_accepted = false;
    bool m_cancelled = false;  // the author pressed Cancel during the last run
    bool m_followTranscript = true;
    QString m_verdictText;
    QString m_status;

    QLabel* m_heading;
    QListWidget* m_probes;
    QLineEdit* m_connInfo;
    QLineEdit* m_mongoUri;
    bool m_runMongo = false;  // the running (or last) run's server is MongoDB's
    QCheckBox* m_allowRemote;
    QPushButton* m_run;
    QPushButton* m_cancelButton;
    QPushButton* m_accept;
    QPushButton* m_explore;
    QPushButton* m_addOrderButton;
    LevelMatrixView* m_matrix;
    InterleavingListView* m_orders;
    QLabel* m_verdict;
    QLabel* m_reason;
    QPlainTextEdit* m_transcript;
    RecordDiffView* m_diff;
    QSplitter* m_split;
};

}  // namespace techlog
