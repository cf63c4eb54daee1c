#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QMap>
#include <QString>
#include <memory>
#include <optional>

namespace techlog {

// An unsaved buffer as kept for recovery: whose it is, the text, and what the file held when the
// edits began (to tell the author when the file changed since).
struct RecoveredBuffer {
    QString root;           // the workspace folder, absolute and canonical
    QString path;           // workspace-relative
    QString text;           // the buffer, "\n" line ends
    QByteArray baseSha256;  // hex SHA-256 of the file's bytes the buffer was read from or saved as
    QDateTime written;      // UTC
    QString file;           // the entry's file in the store
};

// The recovery area (QStandardPaths::AppDataLocation/recovery): each running studio owns a
// session folder, locked with a QLockFile, holding one entry file per unsaved buffer, written
// through QSaveFile. A clean exit removes its session; a session whose lock is stale (its studio
// was killed or crashed) is what the next start offers back. The entries are plain JSON
// (format 1: root, path, text, base, written) so that an author can also read them by hand.
//
// Entry writes and removals are file operations only and may run on a worker; the session and
// orphan bookkeeping belong to the thread that made the store.
class RecoveryStore {
public:
    // `directory` empty: the default one.
    explicit RecoveryStore(QString directory = {});
    ~RecoveryStore();  // a clean end: this session's entries and folder go
    RecoveryStore(const RecoveryStore&) = delete;
    RecoveryStore& operator=(const RecoveryStore&) = delete;

    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    // Makes and locks this session's folder (once; later calls return the first outcome).
    bool openSession(QString* error = nullptr);
    QString sessionDirectory() const { return m_session; }  // empty until openSession

    // The entry of `root`/`path` in this session (written or replaced).
    bool write(const RecoveredBuffer& buffer, QString* error = nullptr) const;
    void remove(const QString& root, const QString& path) const;
    // The entries this session holds.
    QList<RecoveredBuffer> entries() const;
    // Ends the session cleanly (what the destructor does): entries, lock and folder removed.
    void close();

    // The entries for `root` left by studios that did not end cleanly, newest first. Their
    // sessions stay locked by this store until discarded or the store ends, so that a second
    // studio does not offer the same buffers at the same time.
    QList<RecoveredBuffer> orphans(const QString& root);
    // Removes an orphan entry (restored or discarded), and its session folder once empty.
    void discard(const RecoveredBuffer& buffer);

    // Reads one entry file; nothing when it is not one (unreadable, not JSON, other format).
    static std::optional<RecoveredBuffer> readEntry(const QString& file);
    // The entry's file name: stable for a root and path, whatever the characters in them.
    static QString entryName(const QString& root, const QString& path);

    // Entries larger than this are not kept (a buffer this big is not typed by hand; memory and
    // disk stay bounded).
    static constexpr qsizetype kMaxTextLength = 64 << 20;

private:
    QString m_directory;
    QString m_session;
    std::unique_ptr<QLockFile> m_lock;
    bool m_tried = false;
    QString m_openError;
    QMap<QString, std::shared_ptr<QLockFile>> m_orphanLocks;  // session folder -> its lock
};

}  // namespace techlog
