#include "pathguard.h"

#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QRandomGenerator>
#include <QSet>
#include <cerrno>

#include "filebytes.h"

namespace techlog {

struct PathGuard::Cache {
    QMutex mutex;
    QString canonicalRoot;            // resolved when first needed: an output folder may not
                                      // exist when its guard is made
    QHash<QString, QString> folders;  // absolute folder -> canonical folder ("" if none)
    QSet<QString> made;               // folders makeFolders has already checked or created
};

namespace {

QByteArray encoded(const QString& path) { return QFile::encodeName(path); }

// realpath(3): the path with every link resolved, or empty when some part does not exist.
QString realPath(const QString& path) {
    char buffer[PATH_MAX];
    if (!::realpath(encoded(path).constData(), buffer)) return {};
    return QFile::decodeName(buffer);
}

QString folderOf(const QString& path) {
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? QStringLiteral("/") : path.left(slash);
}

QString nameOf(const QString& path) { return path.mid(path.lastIndexOf(QLatin1Char('/')) + 1); }

// Writes all of `bytes` to `fd` and closes it; the errno of the first failure, or 0.
int writeAndClose(int fd, QByteArrayView bytes) {
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, size_t(bytes.size() - done));
        if (n < 0) {
            if (errno == EINTR) continue;
            const int code = errno;
            ::close(fd);
            return code;
        }
        done += n;
    }
    return ::close(fd) != 0 ? errno : 0;
}

}  // namespace

PathGuard::PathGuard(const QString& root)
    : root_(QDir::cleanPath(QDir(root).absolutePath())), cache_(std::make_shared<Cache>()) {}

bool PathGuard::lexicallyInside(const QString& absolutePath) const {
    return !root_.isEmpty() &&
           (absolutePath == root_ ||
            (absolutePath.startsWith(root_) && absolutePath.size() > root_.size() &&
             (absolutePath.at(root_.size()) == QLatin1Char('/') || root_ == QLatin1String("/"))));
}

QString PathGuard::relativeMessage(const QString& message) const {
    return QString(message).replace(root_ + QLatin1Char('/'), QString());
}

QString PathGuard::absolute(const QString& path) const {
    return QDir::cleanPath(QDir::isAbsolutePath(path) ? path : root_ + QLatin1Char('/') + path);
}

QString PathGuard::canonicalFolder(const QString& folder) const {
    {
        QMutexLocker lock(&cache_->mutex);
        const auto it = cache_->folders.constFind(folder);
        if (it != cache_->folders.constEnd()) return *it;
    }
    const QString canonical = realPath(folder);
    QMutexLocker lock(&cache_->mutex);
    cache_->folders.insert(folder, canonical);
    return canonical;
}

bool PathGuard::insideCanonical(const QString& canonical) const {
    QString root;
    {
        QMutexLocker lock(&cache_->mutex);
        if (cache_->canonicalRoot.isEmpty()) cache_->canonicalRoot = realPath(root_);
        root = cache_->canonicalRoot;
    }
    if (root.isEmpty() || canonical.isEmpty()) return false;
    return canonical == root ||
           (canonical.startsWith(root) &&
            (root == QLatin1String("/") || canonical.at(root.size()) == QLatin1Char('/')));
}

std::optional<QString> PathGuard::confine(const QString& path, QString* error, bool* exists) const {
    if (exists) *exists = false;
    auto refuse = [&](const QString& why) -> std::optional<QString> {
        if (error) *error = why;
        return std::nullopt;
    };
    if (isNull()) return refuse(QStringLiteral("no root folder to judge %1 by").arg(path));
    const QString abs = absolute(path);
    if (!lexicallyInside(abs)) return refuse(QStringLiteral("%1 is outside %2").arg(abs, root_));
    struct stat st {};
    if (::lstat(encoded(abs).constData(), &st) == 0) {
        if (exists) *exists = true;
        if (abs == root_) return abs;
        if (S_ISLNK(st.st_mode)) {
            const QString target = realPath(abs);
            if (target.isEmpty())
                return refuse(
                    QStringLiteral("%1 is a symbolic link that points nowhere; not followed")
                        .arg(abs));
            if (!insideCanonical(target))
                return refuse(
                    QStringLiteral("%1 is a symbolic link to %2, outside %3; not followed")
                        .arg(abs, target, root_));
            // Named from the root as the caller knows it, so relative paths stay meaningful
            // when the root itself is reached through a link.
            QString canonicalRoot;
            {
                QMutexLocker lock(&cache_->mutex);
                canonicalRoot = cache_->canonicalRoot;
            }
            return QDir::cleanPath(root_ + target.mid(canonicalRoot.size()));
        }
        const QString folder = canonicalFolder(folderOf(abs));
        if (!insideCanonical(folder))
            return refuse(
                QStringLiteral("%1 lies in a folder that is a symbolic link out of %2; not "
                               "followed")
                    .arg(abs, root_));
        return abs;
    }
    // Not there (yet): judge it by the nearest folder that is.
    for (QString folder = folderOf(abs); lexicallyInside(folder); folder = folderOf(folder)) {
        if (::lstat(encoded(folder).constData(), &st) != 0) continue;
        if (!insideCanonical(canonicalFolder(folder)))
            return refuse(QStringLiteral("%1 would be created through %2, a symbolic link out of "
                                         "%3 (or to nothing); not followed")
                              .arg(abs, folder, root_));
        return abs;
    }
    return refuse(QStringLiteral("%1 does not exist").arg(root_));
}

std::optional<QByteArray> PathGuard::read(const QString& path, qint64 limit, QString* error) const {
    const std::optional<QString> target = confine(path, error);
    if (!target) return std::nullopt;
    // The last part was judged above; refusing links when opening closes the gap between the
    // check and the open for it.
    return FileBytes::read(*target, limit, error, FileBytes::Links::Refuse);
}

bool PathGuard::makeFolders(const QString& folder, QString* error) const {
    auto refuse = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (isNull()) return refuse(QStringLiteral("no root folder"));
    const QString abs = absolute(folder);
    if (!lexicallyInside(abs)) return refuse(QStringLiteral("%1 is outside %2").arg(abs, root_));
    {
        QMutexLocker lock(&cache_->mutex);
        if (cache_->made.contains(abs)) return true;
    }
    if (!QDir().mkpath(root_)) return refuse(QStringLiteral("cannot create %1").arg(root_));
    QString current = root_;
    const QStringList parts = abs.mid(root_.size()).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString& part : parts) {
        current += QLatin1Char('/') + part;
        struct stat st {};
        if (::lstat(encoded(current).constData(), &st) != 0) {
            if (errno != ENOENT)
                return refuse(
                    QStringLiteral("cannot look at %1: %2").arg(current, qt_error_string(errno)));
            if (::mkdir(encoded(current).constData(), 0777) != 0 && errno != EEXIST)
                return refuse(
                    QStringLiteral("cannot create %1: %2").arg(current, qt_error_string(errno)));
            if (::lstat(encoded(current).constData(), &st) != 0)
                return refuse(QStringLiteral("cannot create %1").arg(current));
        }
        if (S_ISLNK(st.st_mode)) {
            const QString target = realPath(current);
            if (target.isEmpty() || !insideCanonical(target))
                return refuse(
                    QStringLiteral("%1 is a symbolic link to %2, outside %3; not followed")
                        .arg(current, target.isEmpty() ? QStringLiteral("nothing") : target,
                             root_));
            if (::stat(encoded(current).constData(), &st) != 0 || !S_ISDIR(st.st_mode))
                return refuse(QStringLiteral("%1 is not a folder").arg(current));
        } else if (!S_ISDIR(st.st_mode)) {
            return refuse(QStringLiteral("%1 is not a folder").arg(current));
        }
    }
    QMutexLocker lock(&cache_->mutex);
    cache_->made.insert(abs);
    return true;
}

bool PathGuard::isPlainOutputFile(const QString& path, QString* error) {
    struct stat st {};
    if (::lstat(encoded(path).constData(), &st) != 0 || !S_ISLNK(st.st_mode)) return true;
    if (error)
        *error = QStringLiteral(
                     "%1 is a symbolic link; not written through (remove it or name "
                     "another file)")
                     .arg(path);
    return false;
}

std::optional<QString> PathGuard::writable(const QString& path, QString* error) const {
    const std::optional<QString> target = confine(path, error);
    if (!target || !makeFolders(folderOf(*target), error)) return std::nullopt;
    return target;
}

bool PathGuard::write(const QString& path, QByteArrayView bytes, QString* error,
                      bool* unchanged) const {
    if (unchanged) *unchanged = false;
    const std::optional<QString> target = writable(path, error);
    if (!target) return false;
    const QByteArray name = encoded(*target);
    auto failed = [&](const QString& what, int code) {
        if (error) *error = QStringLiteral("%1 %2: %3").arg(what, *target, qt_error_string(code));
        return false;
    };
    // Unchanged bytes: nothing to do. Cheaper than writing, and keeps the file's time.
    if (const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW); fd >= 0) {
        struct stat st {};
        bool same = false;
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size == off_t(bytes.size())) {
            QByteArray old(bytes.size(), Qt::Uninitialized);
            qsizetype got = 0;
            while (got < old.size()) {
                const ssize_t n = ::read(fd, old.data() + got, size_t(old.size() - got));
                if (n < 0 && errno == EINTR) continue;
                if (n <= 0) break;
                got += n;
            }
            same = got == old.size() && QByteArrayView(old) == bytes;
        }
        ::close(fd);
        if (same) {
            if (unchanged) *unchanged = true;
            return true;
        }
    }
    // A fresh name beside the target (O_EXCL: never an existing file, never through a link).
    const QString folder = folderOf(*target);
    QByteArray temp;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temp = encoded(folder + QStringLiteral("/.") + nameOf(*target) +
                       QStringLiteral(".%1.tmp").arg(QRandomGenerator::global()->generate64(), 16,
                                                     16, QLatin1Char('0')));
        fd = ::open(temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
        if (fd < 0 && errno != EEXIST) return failed(QStringLiteral("cannot write"), errno);
    }
    if (fd < 0) return failed(QStringLiteral("cannot write"), EEXIST);
    if (const int code = writeAndClose(fd, bytes); code != 0) {
        ::unlink(temp.constData());
        return failed(QStringLiteral("cannot write"), code);
    }
    if (::rename(temp.constData(), name.constData()) != 0) {
        const int code = errno;
        ::unlink(temp.constData());
        return failed(QStringLiteral("cannot replace"), code);
    }
    return true;
}

bool PathGuard::create(const QString& path, QByteArrayView bytes, QString* error,
                       bool* existed) const {
    if (existed) *existed = false;
    if (isNull()) {
        if (error) *error = QStringLiteral("no root folder");
        return false;
    }
    const QString abs = absolute(path);
    if (!lexicallyInside(abs) || abs == root_) {
        if (error) *error = QStringLiteral("%1 is outside %2").arg(abs, root_);
        return false;
    }
    if (!makeFolders(folderOf(abs), error)) return false;
    const QByteArray name = encoded(abs);
    const int fd =
        ::open(name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
    const int code = fd < 0 ? errno : writeAndClose(fd, bytes);
    if (code == 0) return true;
    if (fd >= 0) ::unlink(name.constData());
    if (existed) *existed = code == EEXIST;
    if (error) *error = QStringLiteral("cannot write %1: %2").arg(abs, qt_error_string(code));
    return false;
}

}  // namespace techlog
