#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace techlog {

// Reads a file's bytes with plain POSIX calls. `techlog check` reads three files per document
// (the document, its record, its rendered figure); QFile spends ~4 µs more per file than
// open/read/close (file engine, path parsing, device buffering), which on 5,000 documents was
// a tenth of the check's CPU time. Writing still goes through QSaveFile.
namespace FileBytes {

// Whether the last part of a path may be a symbolic link. Callers that judged the path
// with a PathGuard refuse links, so the file opened is the file judged.
enum class Links { Follow, Refuse };

// The file's first `limit` bytes (all of it when limit < 0), or nothing with *error set to
// the system's reason (a folder cannot be read either) and `*missing`, when given, saying
// whether the file is not there at all (ENOENT: for files that may be absent, one open
// instead of a look and an open). Writing goes through QSaveFile or PathGuard::write, both
// atomic.
std::optional<QByteArray> read(const QString& path, qint64 limit = -1, QString* error = nullptr,
                               Links links = Links::Follow, bool* missing = nullptr);

}  // namespace FileBytes

}  // namespace techlog
