#include "recordreader.h"

#include <QBuffer>
#include <QFile>
#include <algorithm>
#include <climits>

#include "evidencepaths.h"
#include "filebytes.h"
#include "workspace.h"

namespace techlog {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

}  // namespace

RecordReader::RecordReader() : m_hash(QCryptographicHash::Sha256) {}

void RecordReader::add(QByteArrayView chunk) {
    if (chunk.isEmpty()) return;
    m_hash.addData(chunk);
    m_newlines += std::count(chunk.begin(), chunk.end(), '\n');
    m_bytes += chunk.size();
    m_last = chunk.back();
    if (chunk.size() >= kTail) {
        m_tail = chunk.last(kTail).toByteArray();
    } else {
        m_tail += chunk;
        // Trimmed now and then, not on every chunk: a reader fed a byte at a time stays linear.
        if (m_tail.size() > 2 * kTail) m_tail = m_tail.right(kTail);
    }
}

RecordFacts RecordReader::finish() {
    RecordFacts f;
    f.exists = true;
    f.bytes = m_bytes;
    const qint64 lines = m_newlines + (m_bytes > 0 && m_last != '\n' ? 1 : 0);
    f.lines = int(std::min<qint64>(lines, INT_MAX));
    const QByteArrayView tail =
        QByteArrayView(m_tail).last(std::min<qsizetype>(m_tail.size(), kTail));
    f.exitStatus = exitStatus(tail);
    // Whole lines only: the first may have been cut, unless the tail is the whole record.
    const qsizetype firstEnd = m_bytes > tail.size() ? tail.indexOf('\n') : -1;
    f.lastLines = tail.sliced(firstEnd + 1).toByteArray();
    f.sha256 = m_hash.result().toHex();
    return f;
}

RecordFacts RecordReader::read(QByteArrayView bytes) {
    RecordReader reader;
    reader.add(bytes);
    return reader.finish();
}

RecordFacts RecordReader::read(QIODevice& device) {
    constexpr qint64 kChunk = 1 << 20;
    // One buffer, no bigger than the record: most records are a few KB.
    const qint64 size = device.isSequential()
                            ? kChunk
                            : std::clamp<qint64>(device.size() - device.pos(), 1, kChunk);
    QByteArray buffer(size, Qt::Uninitialized);
    RecordReader reader;
    for (;;) {
        const qint64 n = device.read(buffer.data(), size);
        if (n <= 0) break;
        reader.add(QByteArrayView(buffer.constData(), n));
    }
    return reader.finish();
}

RecordFacts RecordReader::readFile(const QString& path, QString* error) {
    // Most records are small: read whole in one go (plain system calls, FileBytes); a larger
    // one is streamed.
    constexpr qint64 kWhole = 1 << 20;
    const std::optional<QByteArray> head =
        FileBytes::read(path, kWhole + 1, error, FileBytes::Links::Refuse);
    if (!head) return {};
    if (head->size() <= kWhole) return read(*head);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = file.errorString();
        return {};
    }
    return read(file);
}

RecordFacts RecordReader::readKey(const Workspace& workspace, const QString& key) {
    if (!EvidencePaths::isValidKey(key)) return {};
    const std::optional<QString> target =
        workspace.paths().confine(EvidencePaths::record(workspace.root, key));
    return target ? readFile(*target) : RecordFacts{};
}

std::optional<int> RecordReader::exitStatus(QByteArrayView tail) {
    qsizetype end = tail.size();
    while (end > 0 && blank(tail[end - 1])) --end;
    qsizetype start = end;
    while (start > 0 && tail[start - 1] != '\n') --start;
    while (start < end && blank(tail[start])) ++start;
    const QByteArrayView line = tail.sliced(start, end - start);
    if (!line.startsWith("exit ")) return std::nullopt;
    QByteArrayView digits = line.sliced(5);
    while (!digits.isEmpty() && (digits.front() == ' ' || digits.front() == '\t'))
        digits = digits.sliced(1);
    if (digits.isEmpty() || digits.size() > 9) return std::nullopt;
    int status = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        status = status * 10 + (c - '0');
    }
    return status;
}

QString RecordReader::text(const QString& decoded) {
    QString t = decoded;
    t.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    if (t.endsWith(QLatin1Char('\n'))) t.chop(1);
    return t;
}

QString RecordReader::text(const QByteArray& bytes) { return text(QString::fromUtf8(bytes)); }

}  // namespace techlog
