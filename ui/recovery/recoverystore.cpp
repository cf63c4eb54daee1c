#include "recoverystore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

namespace techlog {

namespace {

constexpr int kFormat = 1;
const QLatin1String kLockName("session.lock");
const QLatin1String kEntrySuffix(".json");

// The same workspace however it was named (a symbolic link, a trailing slash).
QString canonicalRoot(const QString& root) {
    const QFileInfo info(root);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

std::unique_ptr<QLockFile> makeLock(const QString& sessionFolder) {
    auto lock = std::make_unique<QLockFile>(QDir(sessionFolder).filePath(kLockName));
    // A live studio's lock never goes stale by age: only a lock whose process is gone is.
    lock->setStaleLockTime(0);
    return lock;
}

QStringList entryFiles(const QString& folder) {
    QStringList files;
    const QDir dir(folder);
    for (const QString& name :
         dir.entryList({QStringLiteral("*") + kEntrySuffix}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

void removeFolderIfEmpty(const QString& folder) {
    if (entryFiles(folder).isEmpty()) QDir().rmdir(folder);
}

}  // namespace

RecoveryStore::RecoveryStore(QString directory)
    : m_directory(QDir::cleanPath(
          QFileInfo(directory.isEmpty() ? defaultDirectory() : directory).absoluteFilePath())) {}

RecoveryStore::~RecoveryStore() { close(); }

QString RecoveryStore::defaultDirectory() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery"));
}

bool RecoveryStore::openSession(QString* error) {
    if (m_tried) {
        if (error) *error = m_openError;
        return m_lock != nullptr;
    }
    m_tried = true;
    const QString name = QStringLiteral("session-%1-%2")
                             .arg(QCoreApplication::applicationPid())
                             .arg(QUuid::createUuid().toString(QUuid::Id128).left(12));
    const QString folder = QDir(m_directory).filePath(name);
    if (!QDir().mkpath(folder)) {
        m_openError = QCoreApplication::translate("techlog::RecoveryStore",
                                                  "cannot make the recovery folder %1")
                          .arg(QDir::toNativeSeparators(folder));
    } else if (auto lock = makeLock(folder); !lock->tryLock(0)) {
        m_openError = QCoreApplication::translate("techlog::RecoveryStore",
                                                  "cannot lock the recovery folder %1")
                          .arg(QDir::toNativeSeparators(folder));
        QDir().rmdir(folder);
    } else {
        m_lock = std::move(lock);
        m_session = folder;
    }
    if (error) *error = m_openError;
    return m_lock != nullptr;
}

QString RecoveryStore::entryName(const QString& root, const QString& path) {
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(canonicalRoot(root).toUtf8());
    hash.addData(QByteArrayView("\0", 1));
    hash.addData(path.toUtf8());
    return QString::fromLatin1(hash.result().toHex()) + kEntrySuffix;
}

bool RecoveryStore::write(const RecoveredBuffer& buffer, QString* error) const {
    if (m_session.isEmpty()) {
        if (error) *error = m_openError;
        return false;
    }
    if (buffer.text.size() > kMaxTextLength) {
        if (error)
            *error = QCoreApplication::translate("techlog::RecoveryStore",
                                                 "the buffer is too large to keep");
        return false;
    }
    QJsonObject entry{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("root"), canonicalRoot(buffer.root)},
        {QStringLiteral("path"), buffer.path},
        {QStringLiteral("base"), QString::fromLatin1(buffer.baseSha256)},
        {QStringLiteral("written"),
         (buffer.written.isValid() ? buffer.written : QDateTime::currentDateTimeUtc())
             .toUTC()
             .toString(Qt::ISODateWithMs)},
        {QStringLiteral("text"), buffer.text},
    };
    QSaveFile file(QDir(m_session).filePath(entryName(buffer.root, buffer.path)));
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(entry).toJson(QJsonDocument::Indented)) < 0 || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

void RecoveryStore::remove(const QString& root, const QString& path) const {
    if (m_session.isEmpty()) return;
    QFile::remove(QDir(m_session).filePath(entryName(root, path)));
}

QList<RecoveredBuffer> RecoveryStore::entries() const {
    QList<RecoveredBuffer> out;
    if (m_session.isEmpty()) return out;
    for (const QString& file : entryFiles(m_session))
        if (auto entry = readEntry(file)) out << *entry;
    return out;
}

void RecoveryStore::close() {
    for (auto it = m_orphanLocks.begin(); it != m_orphanLocks.end(); ++it) it.value()->unlock();
    m_orphanLocks.clear();
    if (m_session.isEmpty()) return;
    for (const QString& file : entryFiles(m_session)) QFile::remove(file);
    m_lock->unlock();  // removes the lock file
    m_lock.reset();
    QDir().rmdir(m_session);
    m_session.clear();
}

std::optional<RecoveredBuffer> RecoveryStore::readEntry(const QString& file) {
    QFile f(file);
    // An entry holds at most kMaxTextLength characters of JSON-escaped text.
    if (f.size() > 8 * qint64(kMaxTextLength) || !f.open(QIODevice::ReadOnly)) return {};
    const QJsonDocument json = QJsonDocument::fromJson(f.readAll());
    if (!json.isObject()) return {};
    const QJsonObject o = json.object();
    if (o.value(QStringLiteral("format")).toInt() != kFormat) return {};
    RecoveredBuffer buffer;
    buffer.root = o.value(QStringLiteral("root")).toString();
    buffer.path = o.value(QStringLiteral("path")).toString();
    buffer.text = o.value(QStringLiteral("text")).toString();
    buffer.baseSha256 = o.value(QStringLiteral("base")).toString().toLatin1();
    buffer.written =
        QDateTime::fromString(o.value(QStringLiteral("written")).toString(), Qt::ISODateWithMs);
    buffer.file = file;
    if (buffer.root.isEmpty() || buffer.path.isEmpty()) return {};
    return buffer;
}

QList<RecoveredBuffer> RecoveryStore::orphans(const QString& root) {
    const QString wanted = canonicalRoot(root);
    QList<RecoveredBuffer> out;
    const QDir dir(m_directory);
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString folder = dir.filePath(name);
        if (folder == m_session) continue;
        std::shared_ptr<QLockFile> lock = m_orphanLocks.value(folder);
        if (!lock) {
            // Taken only when its studio is gone (QLockFile removes a lock whose process died).
            std::shared_ptr<QLockFile> taken = makeLock(folder);
            if (!taken->tryLock(0)) continue;  // a studio running now
            lock = taken;
        }
        QList<RecoveredBuffer> found;
        for (const QString& file : entryFiles(folder)) {
            const std::optional<RecoveredBuffer> entry = readEntry(file);
            if (entry && canonicalRoot(entry->root) == wanted) found << *entry;
        }
        if (found.isEmpty()) {
            // Nothing for this workspace: another studio may want the rest.
            m_orphanLocks.remove(folder);
            lock->unlock();
            removeFolderIfEmpty(folder);
            continue;
        }
        m_orphanLocks.insert(folder, lock);
        out << found;
    }
    std::stable_sort(
        out.begin(), out.end(),
        [](const RecoveredBuffer& a, const RecoveredBuffer& b) { return a.written > b.written; });
    return out;
}

void RecoveryStore::discard(const RecoveredBuffer& buffer) {
    if (buffer.file.isEmpty()) return;
    const QString folder = QFileInfo(buffer.file).absolutePath();
    if (folder == m_session) return;  // not an orphan
    QFile::remove(buffer.file);
    if (!entryFiles(folder).isEmpty()) return;
    if (std::shared_ptr<QLockFile> lock = m_orphanLocks.take(folder)) lock->unlock();
    removeFolderIfEmpty(folder);
}

}  // namespace techlog
