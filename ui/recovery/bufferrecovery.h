#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QThreadPool>

#include "recoverydialog.h"
#include "recoverystore.h"

class QTextDocument;
class QTimer;

namespace techlog {

class DocumentModel;

// Keeps the unsaved buffers of DocumentModels (the window's tabs) in one RecoveryStore, so that a
// crash or a kill loses at most the last few seconds of typing: a few seconds after a change (at
// most one write per delay while typing goes on) the buffer is written, through QSaveFile, on a
// worker; it is removed once the buffer is saved, discarded, reloaded, undone back to the file's
// text or closed, and the whole session goes on a clean exit (finish, or the store's end).
class BufferRecovery : public QObject {
    Q_OBJECT
public:
    // `directory` empty: RecoveryStore's default. `model`, when given, is kept (addModel).
    explicit BufferRecovery(DocumentModel* model, const QString& directory = {},
                            QObject* parent = nullptr);

    // Keeps `model`'s buffer too (a tab opened).
    void addModel(DocumentModel* model);
    // Stops keeping it and removes its entry (a tab closed: its edits were saved or discarded).
    void removeModel(DocumentModel* model);
    ~BufferRecovery() override;  // writes in flight finish; the session ends cleanly

    static constexpr int kDefaultDelayMs = 2000;
    void setDelay(int ms);
    int delay() const;

    // The workspace the model's files lie in (entries name it, so the next start can tell).
    void setWorkspaceRoot(const QString& root);
    QString workspaceRoot() const { return m_root; }

    RecoveryStore& store() { return m_store; }
    // The buffers left for this workspace by studios that did not end cleanly, each with the
    // file as it is now (read through the workspace's path rule). Those whose text the file
    // already holds are dropped from the store: there is nothing to recover.
    QList<RecoveryCandidate> candidates();
    // Writes (or removes) the entry now rather than after the delay, and waits for it.
    void flush();
    void waitForWrites();
    // Ends the session cleanly: every entry of this studio removed (the buffers were saved or
    // the author chose to discard them).
    void finish();

signals:
    // An entry was written for `path` (after the write landed), or it failed.
    void written(const QString& path);
    void writeFailed(const QString& path, const QString& error);

private:
    struct Kept {
        QTimer* timer = nullptr;
        QString path;  // the path whose buffer the store may hold an entry of
        const QTextDocument* document = nullptr;  // the buffer whose changes are followed
        QMetaObject::Connection changes;
    };
    void connectDocument(DocumentModel* model, QTextDocument* document);
    void onChanged(DocumentModel* model);
    void onBufferReplaced(DocumentModel* model);
    void update(DocumentModel* model);
    void forget(const QString& path);

    QHash<DocumentModel*, Kept> m_models;
    RecoveryStore m_store;
    int m_delay = kDefaultDelayMs;
    QString m_root;
    QThreadPool m_worker;  // one thread: writes and removals land in the order asked
};

}  // namespace techlog
