#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace techlog {

// Reads a file's bytes with plain POSIX calls. `techlog check` reads three files per document
// (the document, its record, its rendered figure); QFile spends ~4 µs more per file than
// open/read/close (file engine, path parsing, device buffering), which on 5,000 documents was
// a tenth of the check's CPU time. Writing still goes through QSaveFile.
class FileBytes {
public:
    // The file's first `limit` bytes (all of it when limit < 0), or nothing with *error set to
    // the system's reason (a folder cannot be read either).
    static std::optional<QByteArray> read(const QString& path, qint64 limit = -1,
                                          QString* error = nullptr);

    // Writes `bytes` as the file's whole content, creating it (mode 0666 less the umask) or
    // overwriting it in place and cutting it to length. Not atomic: for generated output
    // (exported pages), never for an author's document (those go through QSaveFile). In place
    // because ext4 flushes a file that was truncated to zero and rewritten as it is closed,
    // which made re-exporting a site cost far more kernel time than exporting it.
    static bool write(const QString& path, QByteArrayView bytes, QString* error = nullptr);
};

}  // namespace techlog
