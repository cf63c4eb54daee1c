#include "bufferrecovery.h"

#include <QCryptographicHash>
#include <QPointer>
#include <QTextDocument>
#include <QTimer>
#include <QtConcurrent>

#include "documentmodel.h"
#include "pathguard.h"

namespace techlog {

BufferRecovery::BufferRecovery(DocumentModel* model, const QString& directory, QObject* parent)
    : QObject(parent), m_model(model), m_store(directory), m_timer(new QTimer(this)) {
    m_worker.setMaxThreadCount(1);
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDefaultDelayMs);
    connect(m_timer, &QTimer::timeout, this, &BufferRecovery::update);
    connectDocument(m_model->document());
    connect(m_model, &DocumentModel::documentReplaced, this, &BufferRecovery::connectDocument);
    // Saved, or undone back to the file's text: nothing to recover.
    connect(m_model, &DocumentModel::modificationChanged, this, [this](bool modified) {
        if (!modified) update();
    });
    connect(m_model, &DocumentModel::bufferReplaced, this, &BufferRecovery::onBufferReplaced);
}

BufferRecovery::~BufferRecovery() { waitForWrites(); }

void BufferRecovery::setDelay(int ms) { m_timer->setInterval(ms); }

int BufferRecovery::delay() const { return m_timer->interval(); }

void BufferRecovery::setWorkspaceRoot(const QString& root) {
    if (root == m_root) return;
    forget(m_path);
    m_root = root;
}

void BufferRecovery::connectDocument(QTextDocument* document) {
    connect(document, &QTextDocument::contentsChanged, this, &BufferRecovery::onChanged,
            Qt::UniqueConnection);
}

void BufferRecovery::onChanged() {
    // Not restarted by each keystroke: steady typing is still written every delay.
    if (m_model->isModified() && !m_timer->isActive()) m_timer->start();
}

void BufferRecovery::onBufferReplaced() {
    // Another file, or the file read again: the edits kept for the old buffer are moot (they
    // were saved or the author discarded them first).
    if (m_model->relativePath() != m_path || !m_model->isModified()) update();
}

void BufferRecovery::update() {
    m_timer->stop();
    const QString path = m_model->hasFile() ? m_model->relativePath() : QString();
    if (path != m_path) {
        forget(m_path);
        m_path = path;
    }
    if (m_path.isEmpty() || m_root.isEmpty()) return;
    if (!m_model->isModified()) {
        forget(m_path);
        return;
    }
    QString error;
    if (!m_store.openSession(&error)) {
        emit writeFailed(m_path, error);
        return;
    }
    RecoveredBuffer buffer;
    buffer.root = m_root;
    buffer.path = m_path;
    buffer.text = m_model->text();  // the snapshot, on this thread
    buffer.baseSha256 =
        QCryptographicHash::hash(m_model->diskBytes(), QCryptographicHash::Sha256).toHex();
    buffer.written = QDateTime::currentDateTimeUtc();
    QPointer<BufferRecovery> self(this);
    const RecoveryStore* store = &m_store;
    (void)QtConcurrent::run(&m_worker, [self, store, buffer] {
        QString error;
        const bool ok = store->write(buffer, &error);
        QMetaObject::invokeMethod(
            self.get(),
            [self, ok, path = buffer.path, error] {
                if (!self) return;
                if (ok)
                    emit self->written(path);
                else
                    emit self->writeFailed(path, error);
            },
            Qt::QueuedConnection);
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
    update();
    waitForWrites();
}

void BufferRecovery::waitForWrites() { m_worker.waitForDone(); }

void BufferRecovery::finish() {
    m_timer->stop();
    waitForWrites();
    m_store.close();
    m_path.clear();
}

}  // namespace techlog
