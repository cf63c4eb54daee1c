#include "bufferrecovery.h"

#include <QCryptographicHash>
#include <QPointer>
#include <QTextDocument>
#include <QTimer>
#include <QtConcurrent>

#include "documentmodel.h"
#include "pathguard.h"
#include "postback.h"

namespace techlog {

BufferRecovery::BufferRecovery(DocumentModel* model, const QString& directory, QObject* parent)
    : QObject(parent), m_store(directory) {
    m_worker.setMaxThreadCount(1);
    if (model) addModel(model);
}

BufferRecovery::~BufferRecovery() { waitForWrites(); }

void BufferRecovery::addModel(DocumentModel* model) {
    if (!model || m_models.contains(model)) return;
    Kept& kept = m_models[model];
    kept.timer = new QTimer(this);
    kept.timer->setSingleShot(true);
    kept.timer->setInterval(m_delay);
    connect(kept.timer, &QTimer::timeout, this, [this, model] { update(model); });
    connectDocument(model, model->document());
    connect(model, &DocumentModel::documentReplaced, this,
            [this, model](QTextDocument* document) { connectDocument(model, document); });
    // Saved, or undone back to the file's text: nothing to recover.
    connect(model, &DocumentModel::modificationChanged, this, [this, model](bool modified) {
        if (!modified) update(model);
    });
    connect(model, &DocumentModel::bufferReplaced, this,
            [this, model] { onBufferReplaced(model); });
    connect(model, &QObject::destroyed, this, [this, model] { removeModel(model); });
}

void BufferRecovery::removeModel(DocumentModel* model) {
    auto it = m_models.find(model);
    if (it == m_models.end()) return;
    forget(it->path);
    disconnect(it->changes);
    delete it->timer;
    m_models.erase(it);
    // The model may be on its way out (destroyed): only the pointer is compared.
    disconnect(model, nullptr, this, nullptr);
}

void BufferRecovery::setDelay(int ms) {
    m_delay = ms;
    for (const Kept& kept : std::as_const(m_models)) kept.timer->setInterval(ms);
}

int BufferRecovery::delay() const { return m_delay; }

void BufferRecovery::setWorkspaceRoot(const QString& root) {
    if (root == m_root) return;
    for (Kept& kept : m_models) forget(std::exchange(kept.path, QString()));
    m_root = root;
}

void BufferRecovery::connectDocument(DocumentModel* model, QTextDocument* document) {
    auto it = m_models.find(model);
    if (it == m_models.end() || it->document == document) return;
    disconnect(it->changes);
    it->document = document;
    it->changes = connect(document, &QTextDocument::contentsChanged, this,
                          [this, model] { onChanged(model); });
}

void BufferRecovery::onChanged(DocumentModel* model) {
    auto it = m_models.find(model);
    // Not restarted by each keystroke: steady typing is still written every delay.
    if (it != m_models.end() && model->isModified() && !it->timer->isActive()) it->timer->start();
}

void BufferRecovery::onBufferReplaced(DocumentModel* model) {
    auto it = m_models.find(model);
    if (it == m_models.end()) return;
    // Another file, or the file read again: the edits kept for the old buffer are moot (they
    // were saved or the author discarded them first).
    if (model->relativePath() != it->path || !model->isModified()) update(model);
}

void BufferRecovery::update(DocumentModel* model) {
    auto it = m_models.find(model);
    if (it == m_models.end()) return;
    Kept& kept = *it;
    kept.timer->stop();
    const QString path = model->hasFile() ? model->relativePath() : QString();
    if (path != kept.path) {
        forget(kept.path);
        kept.path = path;
    }
    if (kept.path.isEmpty() || m_root.isEmpty()) return;
    if (!model->isModified()) {
        forget(kept.path);
        return;
    }
    QString error;
    if (!m_store.openSession(&error)) {
        emit writeFailed(kept.path, error);
        return;
    }
    RecoveredBuffer buffer;
    buffer.root = m_root;
    buffer.path = kept.path;
    buffer.text = model->text();  // the snapshot, on this thread
    buffer.baseSha256 =
        QCryptographicHash::hash(model->diskBytes(), QCryptographicHash::Sha256).toHex();
    buffer.written = QDateTime::currentDateTimeUtc();
    QPointer<BufferRecovery> self(this);
    const RecoveryStore* store = &m_store;
    (void)QtConcurrent::run(&m_worker, [self, store, buffer] {
        QString error;
        const bool ok = store->write(buffer, &error);
        postBack(self, [ok, path = buffer.path, error](BufferRecovery* recovery) {
            if (ok)
                emit recovery->written(path);
            else
                emit recovery->writeFailed(path, error);
        });
    });
}

void BufferRecovery::forget(const QString& path) {
    if (path.isEmpty() || m_root.isEmpty() || m_store.sessionDirectory().isEmpty()) return;
    const RecoveryStore* store = &m_store;
    (void)QtConcurrent::run(&m_worker, [store, root = m_root, path] { store->remove(root, path); });
}

QList<RecoveryCandidate> BufferRecovery::candidates() {
    QList<RecoveryCandidate> out;
    if (m_root.isEmpty()) return out;
    const PathGuard guard(m_root);
    for (const RecoveredBuffer& buffer : m_store.orphans(m_root)) {
        RecoveryCandidate c;
        c.buffer = buffer;
        bool exists = false;
        const std::optional<QString> where = guard.confine(buffer.path, nullptr, &exists);
        std::optional<QByteArray> bytes;
        if (where && exists) bytes = guard.read(*where, DocumentModel::kMaxBytes);
        if (!bytes) {
            c.fileMissing = true;
        } else {
            c.changedSince = QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex() !=
                             buffer.baseSha256;
            c.diskText = DocumentModel::textOf(*bytes);
            if (c.diskText == buffer.text) {
                m_store.discard(buffer);
                continue;
            }
        }
        out << c;
    }
    return out;
}

void BufferRecovery::flush() {
    for (DocumentModel* model : m_models.keys()) update(model);
    waitForWrites();
}

void BufferRecovery::waitForWrites() { m_worker.waitForDone(); }

void BufferRecovery::finish() {
    for (Kept& kept : m_models) {
        kept.timer->stop();
        kept.path.clear();
    }
    waitForWrites();
    m_store.close();
}

}  // namespace techlog
