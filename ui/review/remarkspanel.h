#pragma once

#include <QFutureWatcher>
#include <QMap>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

#include "reviewfile.h"
#include "workspace.h"

class QLabel;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace techlog {

// The remarks on the open document (docs/REVIEW.md "Remarks"): each with its author, date, text,
// state and replies, anchored in the editor's buffer as the author types (a remark follows its
// quoted text; one whose text is gone is listed as orphaned, never dropped). Reply, Resolve and
// Reopen write the review file on a worker. The lines of open remarks go to the editor's gutter
// through marksChanged.
//
// The lead connects: workspaceLoaded -> setWorkspace, currentDocumentChanged -> setDocument,
// the editor's text -> setText, marksChanged -> SourceEditor::setLineMarks, locationActivated ->
// open the file at the line, changed -> reload the workspace.
class RemarksPanel : public QWidget {
    Q_OBJECT
public:
    explicit RemarksPanel(QWidget* parent = nullptr);
    ~RemarksPanel() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setDocument(const QString& relativePath);
    void setText(const QString& buffer);  // re-anchors after a short pause
    // Where the buffer is read from when it changed (bufferChanged): read once after a pause,
    // not copied on every key. Empty text: the document as loaded.
    using BufferSource = std::function<QString()>;
    void setBufferSource(BufferSource source) { m_bufferSource = std::move(source); }
    void bufferChanged();
    QString document() const { return m_document; }

    // Asks for a reply's text; empty: cancelled. Replaceable for tests.
    using TextPrompt = std::function<QString(QWidget*)>;
    void setReplyPrompt(TextPrompt prompt) { m_replyPrompt = std::move(prompt); }

    bool replyToSelected();
    bool setSelectedResolved(bool resolved);
    bool isBusy() const;
    void reanchorNow();

    QTreeWidget* remarkTree() const { return m_tree; }
    QLabel* summaryLabel() const { return m_summary; }
    const QList<Remark>& remarks() const { return m_remarks; }
    // 1-based line -> tooltip, of each open remark anchored in the buffer.
    const QMap<int, QString>& marks() const { return m_marks; }

signals:
    void locationActivated(const QString& path, int line, int column);
    void marksChanged(const QMap<int, QString>& marks);
    void changed();         // the review file was written
    void remarksUpdated();  // the list shows the current document's remarks

private:
    struct Loaded {
        int generation = 0;
        std::optional<ReviewFile> file;
        QString error;
    };
    void reload();
    void rebuild();
    void runWrite(std::function<QString()> write);
    QString selectedId() const;
    QString reviewFilePath() const;

    std::shared_ptr<const Workspace> m_workspace;
    QString m_document;
    QString m_buffer;
    QList<Remark> m_remarks;
    QMap<int, QString> m_marks;
    int m_generation = 0;
    QLabel* m_summary;
    QTreeWidget* m_tree;
    QPushButton* m_reply;
    QPushButton* m_resolve;
    QPushButton* m_reopen;
    QTimer* m_anchorTimer;
    TextPrompt m_replyPrompt;
    BufferSource m_bufferSource;
    QFutureWatcher<Loaded>* m_reader;
    QFutureWatcher<QString>* m_writer;
};

}  // namespace techlog
