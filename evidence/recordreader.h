#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCryptographicHash>
#include <QString>
#include <optional>

class QIODevice;

namespace techlog {

struct Workspace;

// What a raw evidence record says about itself.
struct RecordFacts {
    bool exists = false;  // it was found and read
    int lines = 0;
    std::optional<int> exitStatus;  // the `exit N` line, when there is one
    QByteArray sha256;              // lowercase hex, of every byte
    qint64 bytes = 0;
    // Its last whole lines within the last kTail bytes, as bytes (decoded only when a caption
    // claims a matrix's summary lines: LevelClaims).
    QByteArray lastLines;
    bool operator==(const RecordFacts&) const = default;
};

// The one way a raw record (`final/evidence/raw/<key>.txt`, FORMAT.md "Evidence records") is read,
// for every reader: the checks, the figure renderer, replay's comparison, the CLI. One pass over
// the bytes, streamed (records can be tens of MB; only the hash state and the last kTail bytes
// are kept), fed in chunks of any size:
//   lines   every `\n` ends a line, and a last line without one is a line too, so blank lines
//           at the end count (FORMAT.md: `N줄` counts every line of the file). `\r\n` is one line
//           end. An empty file has no lines.
//   exit    the last line that is not blank, white space trimmed, reading `exit N` (N at most
//           nine digits). Blank lines after it do not hide it.
//   sha256  of the bytes as they are.
class RecordReader {
public:
    static constexpr qsizetype kTail = 4096;

    RecordReader();
    void add(QByteArrayView chunk);
    RecordFacts finish();  // once, after the last chunk

    static RecordFacts read(QByteArrayView bytes);
    static RecordFacts read(QIODevice& device);  // from its position to its end
    // A file, streamed; facts.exists is false when it cannot be read. The last part of the path
    // may not be a symbolic link: callers judge the path with the workspace's guard first, so
    // the file read is the file judged.
    static RecordFacts readFile(const QString& path, QString* error = nullptr);
    // The record of `key` in a workspace, read only when the workspace's guard lets it (a record
    // linked out of the workspace counts as missing).
    static RecordFacts readKey(const Workspace& workspace, const QString& key);

    // The exit status rule above, on a record's last bytes (at least its last kTail).
    static std::optional<int> exitStatus(QByteArrayView tail);

    // The record as text by the same rule, for comparing two records: `\r\n` becomes `\n`, and
    // the one `\n` that ends the last line goes (it ends a line, it is not one). Blank lines at the
    // end stay: they are lines of the record. "a\n" and "a" are the same record, "a\n\n" is not.
    static QString text(const QByteArray& bytes);
    static QString text(const QString& decoded);

private:
    QCryptographicHash m_hash;
    QByteArray m_tail;
    qint64 m_bytes = 0;
    qint64 m_newlines = 0;
    char m_last = 0;
};

}  // namespace techlog
