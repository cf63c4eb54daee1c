#pragma once

#include <QByteArray>
#include <QWidget>

#include "pathguard.h"

class QFileSystemWatcher;
class QTimer;

namespace techlog {

class NotificationBar;
class SourceEditor;

// The centre of the window: the open file's source in a SourceEditor, with the "imported" and
// "changed on disk" bars above it. Owns the file I/O: reading (BOM and CRLF remembered and
// written back), saving through QSaveFile, and the one QFileSystemWatcher that watches the
// open file. A clean buffer follows the disk silently; a modified one never does: the
// "changed on disk" bar lets the author reload (discarding edits) or keep the edits.
class DocumentPane : public QWidget {
    Q_OBJECT
public:
    explicit DocumentPane(QWidget* parent = nullptr);

    bool openFile(const QString& absolutePath, const QString& relativePath,
                  QString* error = nullptr);
    void closeFile();
    bool hasFile() const { return !m_absolutePath.isEmpty(); }
    QString absolutePath() const { return m_absolutePath; }
    QString relativePath() const { return m_relativePath; }

    bool isModified() const;
    // Writes the buffer atomically. On failure the buffer stays modified and `error` says why.
    bool save(QString* error = nullptr);
    QString text() const;  // the buffer, with "\n" line ends

    // The "changed on disk" choices (also the bar's buttons).
    void reloadFromDisk();
    void keepEdits();
    bool externalChangePending() const;

    void setImported(bool imported, const QString& originalPath = {});

    SourceEditor* editor() const { return m_editor; }
    NotificationBar* changeBar() const { return m_changeBar; }
    NotificationBar* importBar() const { return m_importBar; }
    QFileSystemWatcher* watcher() const { return m_watcher; }

signals:
    void modificationChanged(bool modified);
    void saved(const QString& relativePath);
    void reloadedFromDisk(const QString& relativePath);
    void externalChangeDetected(const QString& relativePath);  // buffer modified: bar shown
    void saveAsMarkdownRequested();

private:
    void setBufferFromBytes(const QByteArray& bytes, bool keepCursor);
    QByteArray bytesFromBuffer() const;
    void watch();
    void checkDisk();

    SourceEditor* m_editor;
    NotificationBar* m_changeBar;
    NotificationBar* m_importBar;
    QFileSystemWatcher* m_watcher;
    QTimer* m_checkTimer;
    QString m_absolutePath;
    PathGuard m_guard;  // the workspace the file was opened from
    QString m_relativePath;
    QByteArray m_diskBytes;  // what the buffer was last read from or saved as
    bool m_hadBom = false;
    bool m_crlf = false;
};

}  // namespace techlog
