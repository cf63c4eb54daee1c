#include "filebytes.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QFile>
#include <cerrno>

namespace techlog {

namespace {

std::optional<QByteArray> fail(QString* error, int code) {
    if (error) *error = qt_error_string(code);
    return std::nullopt;
}

}  // namespace

std::optional<QByteArray> FileBytes::read(const QString& path, qint64 limit, QString* error,
                                          Links links, bool* missing) {
    if (missing) *missing = false;
    const QByteArray name = QFile::encodeName(path);
    const int fd =
        ::open(name.constData(), O_RDONLY | O_CLOEXEC | (links == Links::Refuse ? O_NOFOLLOW : 0));
    if (fd < 0) {
        const int code = errno;
        if (missing) *missing = code == ENOENT;
        return fail(error, code);
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || S_ISDIR(st.st_mode)) {
        const int code = S_ISDIR(st.st_mode) ? EISDIR : errno;
        ::close(fd);
        return fail(error, code);
    }
    // Sized from fstat; a file that grows meanwhile (or reports no size, like /proc) is read
    // on in larger steps.
    qint64 want = limit >= 0 ? limit : qint64(st.st_size);
    if (limit >= 0 && st.st_size > 0) want = std::min<qint64>(limit, st.st_size);
    QByteArray bytes(qsizetype(std::max<qint64>(want, 1) + (limit < 0 ? 1 : 0)), Qt::Uninitialized);
    qint64 used = 0;
    for (;;) {
        if (limit >= 0 && used >= limit) break;
        if (used == bytes.size()) bytes.resize(bytes.size() * 2);
        qint64 room = bytes.size() - used;
        if (limit >= 0) room = std::min(room, limit - used);
        const ssize_t n = ::read(fd, bytes.data() + used, size_t(room));
        if (n < 0) {
            if (errno == EINTR) continue;
            const int code = errno;
            ::close(fd);
            return fail(error, code);
        }
        if (n == 0) break;
        used += n;
    }
    ::close(fd);
    bytes.truncate(qsizetype(used));
    return bytes;
}

}  // namespace techlog
