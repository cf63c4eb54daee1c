#pragma once

#include <QHash>
#include <QMetaObject>
#include <QWidget>

#include "documentmodel.h"

class QFileSystemWatcher;

namespace techlog {

class FindBar;
class NotificationBar;
class SourceEditor;

// The centre of the window: the editor view over a DocumentModel (the SourceEditor shows the
// model's QTextDocument), with the "imported" and "changed on disk" bars above it. The file
// I/O, the watcher and the conflict state are the model's; the pane shows them and offers the
// choices (reload, discarding edits, or keep the edits).
class DocumentPane : public QWidget {
    Q_OBJECT
public:
    // Over `model` (kept by its owner); without one the pane makes its own.
    explicit DocumentPane(DocumentModel* model = nullptr, QWidget* parent = nullptr);
    explicit DocumentPane(QWidget* parent) : DocumentPane(nullptr, parent) {}

    DocumentModel* model() const { return m_model; }
    // Shows another buffer (a tab chosen): the editor takes its QTextDocument, with its undo
    // history and highlighting as they were, and the cursor and scroll it was left at.
    void setModel(DocumentModel* model);
    // Where the editor was left in `model`'s buffer (the open one: where it is now). Line and
    // column from 1.
    struct Place {
        int line = 1;
        int column = 1;
        int scroll = -1;  // -1: the cursor's line brought into view
    };
    Place place(const DocumentModel* model) const;
    // Where the editor goes when `model` is next shown (a restored tab's cursor).
    void setPlace(const DocumentModel* model, const Place& place);
    void forgetModel(const DocumentModel* model) { m_places.remove(model); }

    // The model's, for the callers that only look.
    bool openFile(const QString& absolutePath, const QString& relativePath,
                  QString* error = nullptr) {
        return m_model->open(absolutePath, relativePath, error);
    }
    void closeFile() { m_model->close(); }
    bool hasFile() const { return m_model->hasFile(); }
    QString absolutePath() const { return m_model->absolutePath(); }
    QString relativePath() const { return m_model->relativePath(); }
    bool isModified() const { return m_model->isModified(); }
    QString text() const { return m_model->text(); }
    bool externalChangePending() const;  // the "changed on disk" bar is shown
    QFileSystemWatcher* watcher() const { return m_model->watcher(); }

    void setImported(bool imported, const QString& originalPath = {});

    SourceEditor* editor() const { return m_editor; }
    FindBar* findBar() const { return m_findBar; }
    NotificationBar* changeBar() const { return m_changeBar; }
    NotificationBar* importBar() const { return m_importBar; }
    // "Unsaved edits were recovered" (the window fills it in and shows it).
    NotificationBar* recoveryBar() const { return m_recoveryBar; }

signals:
    void saveAsMarkdownRequested();

private:
    void connectModel();
    Place currentPlace() const;
    void showPlace(const Place& place);
    void showDiskState(DocumentModel::DiskState state);
    void rememberCursor(qsizetype incomingLength);
    void restoreCursor(bool keep);

    // Above this many characters the Markdown highlighting stays off: it runs over the whole
    // buffer on the UI thread as it is set (a multi-megabyte record opened from a diagnostic).
    static constexpr qsizetype kHighlightLimit = 512 * 1024;

    DocumentModel* m_model;
    QList<QMetaObject::Connection> m_modelConnections;
    QHash<const DocumentModel*, Place> m_places;  // the buffers not shown
    SourceEditor* m_editor;
    FindBar* m_findBar;
    NotificationBar* m_changeBar;
    NotificationBar* m_importBar;
    NotificationBar* m_recoveryBar;
    Place m_kept;  // where the cursor was before the buffer was replaced (open, reload)
    bool m_highlight = true;
};

}  // namespace techlog
