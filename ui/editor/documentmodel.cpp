#include "documentmodel.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFutureWatcher>
#include <QSaveFile>
#include <QTextDocument>
#include <QThread>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace techlog {

namespace {
const QByteArray utf8Bom("\xEF\xBB\xBF");

// Through the workspace's guard: a document that is a link out of the workspace is neither
// shown nor saved. Nothing above DocumentModel::kMaxBytes is read.
bool readAll(const PathGuard& guard, const QString& path, QByteArray* bytes, QString* error) {
    const std::optional<QByteArray> read = guard.read(path, DocumentModel::kMaxBytes + 1, error);
    if (!read) return false;
    if (read->size() > DocumentModel::kMaxBytes) {
        if (error)
            *error = DocumentModel::tr("the file is larger than %1 MB, too large for the editor")
                         .arg(DocumentModel::kMaxBytes >> 20);
        return false;
    }
    *bytes = *read;
    return true;
}

// The guard of the workspace a file lies in as `relativePath` (else of its own folder).
PathGuard guardFor(const QString& cleanPath, const QString& relativePath) {
    return PathGuard(cleanPath.endsWith(relativePath)
                         ? cleanPath.left(cleanPath.size() - relativePath.size())
                         : QFileInfo(cleanPath).absolutePath());
}

// The buffer's text from the file's bytes: a UTF-8 BOM and CRLF line ends taken off (and
// remembered, to be written back).
struct Decoded {
    QString text;
    bool bom = false;
    bool crlf = false;
};

Decoded decode(const QByteArray& bytes) {
    Decoded d;
    d.bom = bytes.startsWith(utf8Bom);
    d.text = QString::fromUtf8(d.bom ? bytes.mid(utf8Bom.size()) : bytes);
    d.crlf = d.text.contains(QStringLiteral("\r\n"));
    if (d.crlf) d.text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    return d;
}

// On the writer thread: touches nothing but its arguments. Returns the error, empty on success.
QString writeAtomically(const PathGuard& guard, const QString& path, const QByteArray& bytes) {
    QString why;
    const std::optional<QString> target = guard.writable(path, &why);
    if (!target) return why.isEmpty() ? DocumentModel::tr("not writable") : why;
    QSaveFile file(*target);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    if (file.write(bytes) != bytes.size()) {
        why = file.errorString();
        file.cancelWriting();
        return why;
    }
    if (!file.commit()) return file.errorString();
    return {};
}
}  // namespace

struct DocumentModel::Prepared {
    QByteArray bytes;
    bool bom = false;
    bool crlf = false;
    qsizetype length = 0;               // characters in the buffer
    QTextDocument* document = nullptr;  // built on the worker, pushed to the model's thread
    QString error;
    ~Prepared() { delete document; }  // when dropped: never adopted
};

DocumentModel::DocumentModel(QObject* parent)
    : QObject(parent),
      m_document(new QTextDocument(this)),
      m_watcher(new QFileSystemWatcher(this)),
      m_checkTimer(new QTimer(this)) {
    m_writer.setMaxThreadCount(1);
    m_reader.setMaxThreadCount(1);
    connectDocument();
    // Editors save by renaming a new file over the old one: the watcher then loses the path and
    // several events arrive at once. Check the disk once things settle.
    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(150);
    connect(m_checkTimer, &QTimer::timeout, this, &DocumentModel::checkDisk);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, m_checkTimer, qOverload<>(&QTimer::start));
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_checkTimer,
            qOverload<>(&QTimer::start));
}

DocumentModel::~DocumentModel() {
    m_queued.reset();
    m_writer.waitForDone();
    m_reader.waitForDone();  // a buffer still being built is dropped with its future
}

bool DocumentModel::open(const QString& absolutePath, const QString& relativePath, QString* error) {
    dropOpening();
    waitForSaved();  // the file being left gets its bytes first
    QByteArray bytes;
    const QString clean = QDir::cleanPath(absolutePath);
    const PathGuard guard = guardFor(clean, relativePath);
    if (!readAll(guard, clean, &bytes, error)) return false;
    setFile(guard, absolutePath, relativePath);
    setBufferFromBytes(bytes, false);
    watch();
    return true;
}

void DocumentModel::setFile(const PathGuard& guard, const QString& absolutePath,
                            const QString& relativePath) {
    m_guard = guard;
    m_absolutePath = absolutePath;
    m_relativePath = relativePath;
    setDiskState(DiskState::InSync);
}

void DocumentModel::openInBackground(const QString& absolutePath, const QString& relativePath) {
    dropOpening();
    waitForSaved();
    const QString clean = QDir::cleanPath(absolutePath);
    const PathGuard guard = guardFor(clean, relativePath);
    const int id = ++m_openId;
    m_openingPath = relativePath;
    emit openingChanged(true);
    QThread* home = thread();
    // On the worker: reads, decodes and builds the whole QTextDocument (the slow part), then
    // hands the document to this thread. Touches nothing of the model.
    m_opening = QtConcurrent::run(&m_reader, [guard, clean, home] {
        auto p = std::make_shared<Prepared>();
        if (!readAll(guard, clean, &p->bytes, &p->error)) return p;
        const Decoded d = decode(p->bytes);
        p->bom = d.bom;
        p->crlf = d.crlf;
        p->length = d.text.size();
        auto* document = new QTextDocument;
        document->setPlainText(d.text);
        document->setModified(false);
        document->moveToThread(home);
        p->document = document;
        return p;
    });
    auto* watcher = new QFutureWatcher<std::shared_ptr<Prepared>>(this);
    connect(watcher, &QFutureWatcher<std::shared_ptr<Prepared>>::finished, this,
            [this, watcher, id, relativePath, absolutePath, guard] {
                watcher->deleteLater();
                if (id != m_openId) return;  // dropped: the Prepared deletes its document
                const std::shared_ptr<Prepared> p = m_opening.result();
                m_opening = {};
                m_openingPath.clear();
                emit openingChanged(false);
                if (!p->document) {
                    emit openFailed(relativePath, p->error);
                    return;
                }
                setFile(guard, absolutePath, relativePath);
                adopt(p);
                watch();
                emit opened(relativePath);
            });
    watcher->setFuture(m_opening);
}

void DocumentModel::connectDocument() {
    connect(m_document, &QTextDocument::modificationChanged, this, [this](bool modified) {
        if (hasFile()) emit modificationChanged(modified);
    });
}

void DocumentModel::cancelOpening() { dropOpening(); }

void DocumentModel::dropOpening() {
    if (m_openingPath.isEmpty()) return;
    ++m_openId;  // its result, when it comes, is ignored (and its document deleted)
    m_opening = {};
    m_openingPath.clear();
    emit openingChanged(false);
}

void DocumentModel::adopt(const std::shared_ptr<Prepared>& prepared) {
    m_diskBytes = prepared->bytes;
    m_hadBom = prepared->bom;
    m_crlf = prepared->crlf;
    emit bufferAboutToBeReplaced(prepared->length);
    QTextDocument* old = m_document;
    m_document = prepared->document;
    prepared->document = nullptr;
    m_document->setParent(this);
    connectDocument();
    emit documentReplaced(m_document);
    old->disconnect(this);
    old->deleteLater();  // views have let go of it (documentReplaced)
    emit modificationChanged(false);
    emit bufferReplaced(false);
}

void DocumentModel::close() {
    dropOpening();
    waitForSaved();
    m_checkTimer->stop();
    if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty()) m_watcher->removePaths(m_watcher->directories());
    m_absolutePath.clear();
    m_relativePath.clear();
    m_diskBytes.clear();
    m_lastSaveError.clear();
    setDiskState(DiskState::InSync);
    emit bufferAboutToBeReplaced(0);
    m_document->setPlainText({});
    m_document->setModified(false);
    emit bufferReplaced(false);
}

QString DocumentModel::textOf(const QByteArray& bytes) { return decode(bytes).text; }

bool DocumentModel::isModified() const { return hasFile() && m_document->isModified(); }

QString DocumentModel::text() const {
    // toRawText keeps non-breaking spaces (toPlainText would turn them into spaces).
    QString text = m_document->toRawText();
    text.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return text;
}

QByteArray DocumentModel::bytesFromBuffer(const QString& text) const {
    QString content = text;
    if (m_crlf) content.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
    QByteArray bytes = content.toUtf8();
    if (m_hadBom) bytes.prepend(utf8Bom);
    return bytes;
}

void DocumentModel::setBufferFromBytes(const QByteArray& bytes, bool keepCursor) {
    m_diskBytes = bytes;
    const Decoded d = decode(bytes);
    m_hadBom = d.bom;
    m_crlf = d.crlf;
    emit bufferAboutToBeReplaced(d.text.size());
    m_document->setPlainText(d.text);
    m_document->setModified(false);
    emit bufferReplaced(keepCursor);
}

bool DocumentModel::save() {
    if (!hasFile()) return false;
    Write write;
    write.text = text();  // the snapshot, on this thread
    write.bytes = bytesFromBuffer(write.text);
    if (m_writing)
        m_queued = std::move(write);  // the newest snapshot replaces an older queued one
    else
        startWrite(std::move(write));
    return true;
}

void DocumentModel::startWrite(Write write) {
    const int id = ++m_writeId;
    m_write = QtConcurrent::run(&m_writer, writeAtomically, m_guard, m_absolutePath, write.bytes);
    m_writing = std::move(write);
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, id] {
        watcher->deleteLater();
        finishWrite(id);
    });
    watcher->setFuture(m_write);
}

void DocumentModel::finishWrite(int id) {
    if (!m_writing || id != m_writeId) return;  // already handled by waitForSaved
    const Write done = std::move(*m_writing);
    m_writing.reset();
    const QString error = m_write.result();
    m_lastSaveError = error;
    if (error.isEmpty()) {
        m_diskBytes = done.bytes;  // our own write: the watcher's event for it is no outside change
        setDiskState(DiskState::InSync);
        // Edits made while the write was in flight keep the buffer modified.
        if (!m_queued && text() == done.text) m_document->setModified(false);
        watch();  // the rename replaced the watched inode
    }
    if (m_queued) {
        Write next = std::move(*m_queued);
        m_queued.reset();
        startWrite(std::move(next));
    } else if (m_checkAfterWrite) {
        m_checkAfterWrite = false;
        m_checkTimer->start();
    }
    if (error.isEmpty())
        emit saved(m_relativePath);
    else
        emit saveFailed(m_relativePath, error);  // the buffer stays modified
}

bool DocumentModel::waitForSaved(QString* error) {
    while (m_writing) {
        m_write.waitForFinished();
        finishWrite(m_writeId);
    }
    if (error) *error = m_lastSaveError;
    return m_lastSaveError.isEmpty();
}

void DocumentModel::setDiskState(DiskState state) {
    if (state == m_diskState) return;
    m_diskState = state;
    emit diskStateChanged(state);
}

void DocumentModel::reloadFromDisk() {
    if (!hasFile()) return;
    QByteArray bytes;
    if (!readAll(m_guard, m_absolutePath, &bytes, nullptr)) return;
    setDiskState(DiskState::InSync);
    setBufferFromBytes(bytes, true);
    watch();
    emit reloadedFromDisk(m_relativePath);
}

void DocumentModel::keepEdits() {
    // The buffer wins: the next Save overwrites the file. Remember what is on disk now so that
    // the same change is not reported again.
    QByteArray bytes;
    if (readAll(m_guard, m_absolutePath, &bytes, nullptr)) m_diskBytes = bytes;
    setDiskState(DiskState::InSync);
    m_document->setModified(true);
}

void DocumentModel::watch() {
    if (!hasFile()) return;
    const QString dir = QFileInfo(m_absolutePath).absolutePath();
    if (!m_watcher->files().contains(m_absolutePath) && QFileInfo::exists(m_absolutePath)) {
        if (!m_watcher->files().isEmpty()) m_watcher->removePaths(m_watcher->files());
        m_watcher->addPath(m_absolutePath);
    }
    // The folder tells us when a file reappears after an atomic replace.
    if (!m_watcher->directories().contains(dir)) {
        if (!m_watcher->directories().isEmpty()) m_watcher->removePaths(m_watcher->directories());
        m_watcher->addPath(dir);
    }
}

void DocumentModel::checkDisk() {
    if (!hasFile()) return;
    if (m_writing) {
        // Our own write may be landing: look once it has (its bytes are then the known ones).
        m_checkAfterWrite = true;
        return;
    }
    watch();  // re-add the path if an atomic replace dropped it
    QByteArray bytes;
    const bool exists =
        QFileInfo(m_absolutePath).isFile() && readAll(m_guard, m_absolutePath, &bytes, nullptr);
    if (exists && bytes == m_diskBytes) return;  // our own save, a touch, or another file
    if (!exists) {
        m_diskBytes.clear();
        setDiskState(DiskState::Missing);
        return;
    }
    if (!isModified()) {
        setDiskState(DiskState::InSync);
        setBufferFromBytes(bytes, true);
        emit reloadedFromDisk(m_relativePath);
        return;
    }
    setDiskState(DiskState::Changed);
    emit externalChangeDetected(m_relativePath);
}

}  // namespace techlog
