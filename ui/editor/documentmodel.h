#pragma once

#include <QByteArray>
#include <QFuture>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <memory>
#include <optional>

#include "pathguard.h"

class QFileSystemWatcher;
class QTextDocument;
class QTimer;

namespace techlog {

// The open document apart from its editor (like ghostwriter's DocumentManager): the file's
// path inside its workspace, the buffer as a QTextDocument (so the undo stack lives with the
// document, and several can be held at once), dirty state, the encoding details written back
// (a UTF-8 BOM, CRLF line ends), saving, the file watcher and the conflict state.
//
// Saving snapshots the buffer on the calling (UI) thread and writes it through QSaveFile on a
// worker; a second save while one is in flight is queued (the newest snapshot wins), never lost.
// On failure the buffer stays modified and saveFailed says why. A clean buffer follows the disk
// silently; a modified one never does: the disk state turns Changed and the buffer stays until
// the author reloads (discarding edits) or keeps the edits. QtCore and QtGui only.
class DocumentModel : public QObject {
    Q_OBJECT
public:
    enum class DiskState {
        InSync,   // the disk holds what was last read or saved (or the buffer follows it)
        Changed,  // changed on disk while the buffer has edits: reload or keep them
        Missing,  // deleted or replaced by something that cannot be read: Save writes it back
    };
    Q_ENUM(DiskState)

    explicit DocumentModel(QObject* parent = nullptr);
    ~DocumentModel() override;  // finishes a write in flight (a small file: the data matters)

    // Files from this size are better opened with openInBackground: building the buffer of a
    // multi-megabyte record takes a UI thread tens of milliseconds per megabyte.
    static constexpr qint64 kBackgroundBytes = 1 << 20;
    // Nothing larger is opened at all (memory stays bounded; an editor is no place for it).
    static constexpr qint64 kMaxBytes = 128 << 20;

    // Reads the file through the guard of the workspace it lies in as `relativePath`.
    bool open(const QString& absolutePath, const QString& relativePath, QString* error = nullptr);
    // The same, with the reading and the building of the buffer on a worker: nothing changes
    // until the file is read, then the model holds a new QTextDocument (documentReplaced) and
    // says opened, or says openFailed and keeps what it had. Any later open, openInBackground,
    // close or cancelOpening drops one still in flight.
    void openInBackground(const QString& absolutePath, const QString& relativePath);
    bool isOpening() const { return m_opening.isRunning(); }
    QString openingPath() const { return m_openingPath; }  // relative; empty when none
    void cancelOpening();
    void close();
    bool hasFile() const { return !m_absolutePath.isEmpty(); }
    QString absolutePath() const { return m_absolutePath; }
    QString relativePath() const { return m_relativePath; }
    const PathGuard& guard() const { return m_guard; }

    QTextDocument* document() const { return m_document; }
    bool isModified() const;
    QString text() const;  // the buffer, with "\n" line ends
    bool hadBom() const { return m_hadBom; }
    bool crlf() const { return m_crlf; }
    // A file's bytes as the buffer shows them: a UTF-8 BOM dropped, CRLF as "\n" (what open
    // does, for callers that compare a file with a buffer).
    static QString textOf(const QByteArray& bytes);
    // What the buffer was last read from or saved as (the file's bytes as the model knows them).
    QByteArray diskBytes() const { return m_diskBytes; }

    // Starts writing the buffer (false when no file is open). The outcome arrives as saved or
    // saveFailed.
    bool save();
    // The bytes save() would write now (the file's line endings and byte-order mark kept).
    QByteArray bytesToSave() const { return bytesFromBuffer(text()); }
    bool isSaving() const { return m_writing.has_value(); }
    // Blocks until no write is in flight or queued (for the "save before going on" paths: switch
    // document, close). True when the last write succeeded; `error` says why not.
    bool waitForSaved(QString* error = nullptr);

    DiskState diskState() const { return m_diskState; }
    bool conflict() const { return m_diskState != DiskState::InSync; }
    // The "changed on disk" choices.
    void reloadFromDisk();
    void keepEdits();

    QFileSystemWatcher* watcher() const { return m_watcher; }

signals:
    void modificationChanged(bool modified);
    void saved(const QString& relativePath);
    void saveFailed(const QString& relativePath, const QString& error);
    void reloadedFromDisk(const QString& relativePath);
    void externalChangeDetected(const QString& relativePath);  // buffer modified: Changed
    void diskStateChanged(techlog::DocumentModel::DiskState state);
    // Around replacing the whole buffer (open, reload): a view keeps its cursor across it, and
    // may leave highlighting off for a text of `length` characters too long to highlight.
    void bufferAboutToBeReplaced(qsizetype length);
    void bufferReplaced(bool keepCursor);
    // openInBackground's outcome, and the new buffer it brought (a view shows it instead).
    void documentReplaced(QTextDocument* document);
    void opened(const QString& relativePath);
    void openFailed(const QString& relativePath, const QString& error);
    // A background open started (true) or ended, however (false): a view holds edits meanwhile,
    // since the buffer they would go into is about to be replaced.
    void openingChanged(bool opening);

private:
    struct Prepared;  // a buffer read and built on the worker
    struct Write {
        QByteArray bytes;
        QString text;  // the buffer as snapshot, to tell whether it changed since
    };
    void setBufferFromBytes(const QByteArray& bytes, bool keepCursor);
    QByteArray bytesFromBuffer(const QString& text) const;
    void startWrite(Write write);
    void finishWrite(int id);
    void setDiskState(DiskState state);
    void watch();
    void checkDisk();
    // The file the buffer now belongs to (after a read, before its bytes become the buffer).
    void setFile(const PathGuard& guard, const QString& absolutePath, const QString& relativePath);
    void connectDocument();
    void adopt(const std::shared_ptr<Prepared>& prepared);
    void dropOpening();

    QTextDocument* m_document;
    QFileSystemWatcher* m_watcher;
    QTimer* m_checkTimer;
    QString m_absolutePath;
    PathGuard m_guard;  // the workspace the file was opened from
    QString m_relativePath;
    QByteArray m_diskBytes;  // what the buffer was last read from or saved as
    bool m_hadBom = false;
    bool m_crlf = false;
    DiskState m_diskState = DiskState::InSync;

    QThreadPool m_writer;  // one thread: writes land in the order they were asked for
    std::optional<Write> m_writing;
    std::optional<Write> m_queued;
    QFuture<QString> m_write;  // the error, empty on success
    int m_writeId = 0;
    QString m_lastSaveError;
    bool m_checkAfterWrite = false;

    QThreadPool m_reader;  // openInBackground
    QFuture<std::shared_ptr<Prepared>> m_opening;
    QString m_openingPath;
    int m_openId = 0;
};

}  // namespace techlog
