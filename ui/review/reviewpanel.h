#pragma once

#include <QFutureWatcher>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

#include "publicationhistory.h"
#include "reviewgates.h"
#include "workspace.h"

class QFileSystemWatcher;
class QLabel;
class QTimer;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace techlog {

class FigureCompareView;
class RecordDiffView;

// The studio's Review panel for the open document (docs/REVIEW.md): each gate passing or failing,
// each failure a row that jumps to its cause (activating it emits locationActivated); a debt
// item's row acknowledges it (Acknowledge), a remark's row resolves it (Resolve); Publish runs
// the gates and refuses when one fails (Publish anyway asks for a reason); Unpublish. Below, what
// changed since the document was last published (libgit2), or why that cannot be shown. The
// gates, the writes and the history run off the UI thread; the panel shows the result. It
// watches what the gates read that changes outside the studio (the cited probes' ledgers, the
// probes folder, the review file and its folder) and runs them again when one changes.
//
// The lead connects: MainWindow::workspaceLoaded -> setWorkspace (a checked workspace),
// bufferChecked -> setWorkspace too (the gates follow the buffer as the live check does),
// a replay finishing -> reevaluate (the ledger changed), currentDocumentChanged -> setDocument,
// locationActivated -> open the file at the line, changed -> reload the workspace (a status
// line or a review file was written), saveRequested -> save the document (Publish never writes
// under unsaved edits: it asks to save first and publishes once the saved file is loaded).
class ReviewPanel : public QWidget {
    Q_OBJECT
public:
    explicit ReviewPanel(QWidget* parent = nullptr);
    ~ReviewPanel() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setDocument(const QString& relativePath);

    // Asks for the reason of a forced publish; empty: cancelled. Replaceable for tests.
    using ReasonPrompt = std::function<QString(QWidget*)>;
    void setReasonPrompt(ReasonPrompt prompt) { m_reasonPrompt = std::move(prompt); }

    // The gates judged again, the rows shown until the new ones come (a replay wrote the
    // ledger, a review file changed).
    void reevaluate();
    // The session saved `relativePath`: a publish waiting for that save goes ahead with the
    // workspace loaded next (which holds the saved file).
    void documentSaved(const QString& relativePath);

    // Whether `path` has unsaved edits in the studio; unset: never.
    void setUnsavedEdits(std::function<bool(const QString& path)> unsaved) {
        m_unsaved = std::move(unsaved);
    }
    // Asks "Save and Publish" (or Unpublish) or Cancel for `path`; true: save. Replaceable for
    // tests.
    using SavePrompt = std::function<bool(QWidget*, const QString& path, bool publishing)>;
    void setSavePrompt(SavePrompt prompt) { m_savePrompt = std::move(prompt); }

    // Publishes the document (the gates run again on a worker first). Refused, with a message
    // naming the failing gates, when one fails and `force` is false; with unsaved edits, asks to
    // save first and publishes once the saved file is the workspace's. False when nothing was
    // started (cancelled, busy, no document, or a gate fails).
    bool publish(bool force);
    bool unpublish();
    // Publish (or Unpublish) `relativePath` once its gates are shown (they may still be running
    // when the property form asks).
    void requestPublication(const QString& relativePath, bool publish);
    bool acknowledgeSelected();
    // Attaches a remark on `quote` (the selected text, exactly as in the file) at `line`.
    bool addRemark(const QString& quote, int line, const QString& text);
    // Asks for a remark's text (the remark prompt) and attaches it on `quote` at `line`; false
    // when cancelled or nothing could be started. The preview's "Remark on Selection…" ends here.
    bool remarkOn(const QString& quote, int line);
    // Where the remark text comes from when "Remark on selection" is pressed; empty: cancelled.
    void setRemarkPrompt(ReasonPrompt prompt) { m_remarkPrompt = std::move(prompt); }
    // The selection the "Remark on selection" button remarks on: (quote, line); set by the lead.
    using SelectionSource = std::function<std::pair<QString, int>()>;
    void setSelectionSource(SelectionSource source) { m_selection = std::move(source); }
    bool resolveSelected();
    // "Reviewer…": asks for the name review records carry and keeps it in the studio's settings
    // (empty: git's user.name, else the login name; $TECHLOG_REVIEWER overrides all). False when
    // cancelled. The prompt gets the name set now; nothing: cancelled. Replaceable for tests.
    bool chooseReviewer();
    using ReviewerPrompt = std::function<std::optional<QString>(QWidget*, const QString& current)>;
    void setReviewerPrompt(ReviewerPrompt prompt) { m_reviewerPrompt = std::move(prompt); }
    QPushButton* reviewerButton() const { return m_reviewer; }

    bool isBusy() const;
    QString document() const { return m_document; }
    QPushButton* remarkButton() const { return m_remark; }
    QTreeWidget* gateTree() const { return m_tree; }
    QLabel* summaryLabel() const { return m_summary; }
    QPlainTextEdit* changesView() const { return m_changes; }
    FigureCompareView* figureView() const { return m_figures; }  // changed figures, side by side
    QTabWidget* historyTabs() const { return m_historyTabs; }    // what changed, source, figures
    // The document's source at the base commit beside the buffer's file now, changed lines and
    // the changed words within them marked.
    RecordDiffView* sourceDiffView() const { return m_sourceDiff; }
    QPushButton* publishButton() const { return m_publish; }
    bool publishPending() const { return m_pendingPublish.has_value(); }
    const DocumentReview& review() const { return m_review; }
    QString lastMessage() const { return m_message; }

signals:
    void locationActivated(const QString& path, int line, int column);
    void changed();        // a file was written: the workspace should be loaded again
    void reviewUpdated();  // the gates (and the history) are shown
    void saveRequested(const QString& path);  // before publishing: save the buffer

private:
    struct Result;
    // A publish or unpublish waiting for its save to be loaded.
    struct Pending {
        bool publish = true;
        bool force = false;
        QString reason;
    };

    void refresh(bool clear = true);
    void publishNow(bool force, const QString& reason);
    void unpublishNow();
    // With unsaved edits of the document: asks to save, and keeps `pending` for after the save.
    // True when the write must wait (asked, or cancelled: *cancelled).
    bool waitForSave(const Pending& pending, bool* cancelled);
    void show(const Result& result);
    // Watches `paths` (those that exist) instead of what was watched before.
    void watchFiles(const QStringList& paths);
    void updateButtons();
    void runWrite(std::function<QString()> write);

    std::shared_ptr<const Workspace> m_workspace;
    QString m_document;
    DocumentReview m_review;
    QString m_message;
    QTreeWidget* m_tree = nullptr;
    QLabel* m_summary = nullptr;
    QPlainTextEdit* m_changes = nullptr;
    FigureCompareView* m_figures = nullptr;
    RecordDiffView* m_sourceDiff = nullptr;
    QTabWidget* m_historyTabs = nullptr;
    QPushButton* m_acknowledge = nullptr;
    QPushButton* m_resolve = nullptr;
    QPushButton* m_publish = nullptr;
    QPushButton* m_force = nullptr;
    QPushButton* m_unpublish = nullptr;
    ReasonPrompt m_reasonPrompt;
    SavePrompt m_savePrompt;
    std::function<bool(const QString&)> m_unsaved;
    std::optional<Pending> m_pendingPublish;  // a publish or unpublish waiting for its save
    bool m_savedForPublish = false;
    std::optional<bool> m_requested;  // requestPublication's, waiting for the gates
    // The gates that hold Publish up (Publisher::judge): empty when it may publish.
    QStringList m_blocking;
    ReasonPrompt m_remarkPrompt;
    SelectionSource m_selection;
    QPushButton* m_remark = nullptr;
    QPushButton* m_reviewer = nullptr;
    ReviewerPrompt m_reviewerPrompt;
    QFutureWatcher<std::shared_ptr<Result>>* m_watcher = nullptr;
    QFutureWatcher<QString>* m_writer = nullptr;
    // What the gates read that changes outside the studio: a ledger, the review file.
    QFileSystemWatcher* m_files = nullptr;
    QTimer* m_filesSettled = nullptr;
    int m_generation = 0;
};

}  // namespace techlog
