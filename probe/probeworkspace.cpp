#include "probeworkspace.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

#include "pathguard.h"
#include "probefile.h"

namespace techlog {

namespace {

QString keyOfRecordPath(const QString& path) {
    const QFileInfo info(path);
    if (!info.fileName().endsWith(QStringLiteral(".txt"))) return {};
    if (!path.contains(QStringLiteral("raw/"))) return {};
    return info.fileName().chopped(4);
}

// The front matter's byte range [begin, end) (the lines between the `---` fences, line ends
// included) and the offset of the closing fence.
struct FrontMatterSpan {
    qsizetype begin = 0;
    qsizetype end = 0;
};

std::optional<FrontMatterSpan> frontMatterSpan(const QByteArray& bytes) {
    qsizetype pos = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    auto lineAt = [&](qsizetype at, qsizetype* next) {
        qsizetype nl = bytes.indexOf('\n', at);
        if (nl < 0) nl = bytes.size();
        *next = nl < bytes.size() ? nl + 1 : nl;
        QByteArray line = bytes.mid(at, nl - at);
        if (line.endsWith('\r')) line.chop(1);
        return line;
    };
    qsizetype next = 0;
    if (lineAt(pos, &next).trimmed() != "---") return std::nullopt;
    FrontMatterSpan span;
    span.begin = next;
    pos = next;
    while (pos < bytes.size()) {
        const QByteArray line = lineAt(pos, &next);
        if (line.trimmed() == "---" && line.startsWith("---")) {
            span.end = pos;
            return span;
        }
        pos = next;
    }
    return std::nullopt;
}

}  // namespace

QList<QString> probesForDocument(const QString& workspaceRoot, const Document& document) {
    QStringList keys;
    for (const AssetRef& a : document.frontMatter.assets) keys << a.key;
    for (const PathRef& e : document.frontMatter.evidence) {
        const QString key = keyOfRecordPath(e.path);
        if (!key.isEmpty()) keys << key;
    }
    keys.removeDuplicates();
    QList<QString> result;
    for (const QString& key : keys) {
        if (key.isEmpty() || key.contains(u'/')) continue;
        const QString path = probePathForKey(workspaceRoot, key);
        if (QFileInfo::exists(path)) result << QFileInfo(path).absoluteFilePath();
    }
    std::sort(result.begin(), result.end());
    return result;
}

QStringList documentsCitingRecord(const QString& workspaceRoot, const QString& key) {
    QStringList result;
    const QByteArray needle = QStringLiteral("raw/%1.txt").arg(key).toUtf8();
    const QDir root(workspaceRoot);
    const PathGuard guard(workspaceRoot);
    QDirIterator it(workspaceRoot, {QStringLiteral("*.md")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        // A linked document leading out of the workspace is neither read nor edited.
        const std::optional<QByteArray> head = guard.read(path, 256 * 1024);
        if (!head) continue;
        const QByteArray& bytes = *head;
        const auto span = frontMatterSpan(bytes);
        if (!span) continue;
        const QByteArray fm = bytes.mid(span->begin, span->end - span->begin);
        // The path must end there: `raw/x.txt` must not match `raw/x.txt.bak` or `raw/xy.txt`.
        for (qsizetype at = fm.indexOf(needle); at >= 0; at = fm.indexOf(needle, at + 1)) {
            const qsizetype after = at + needle.size();
            const char before = at > 0 ? fm[at - 1] : ' ';
            const char next = after < fm.size() ? fm[after] : '\n';
            const bool startOk =
                before == '/' || before == ' ' || before == '"' || before == '\'' || before == '-';
            const bool endOk = next == '\n' || next == '\r' || next == ' ' || next == '"' ||
                               next == '\'' || next == ',' || next == ']';
            if (startOk && endOk) {
                result << root.relativeFilePath(path);
                break;
            }
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

std::optional<QByteArray> withEvidenceCapturedOn(const QByteArray& bytes, const QDate& date) {
    const auto span = frontMatterSpan(bytes);
    if (!span) return std::nullopt;
    const QByteArray value = date.toString(Qt::ISODate).toUtf8();
    qsizetype pos = span->begin;
    qsizetype rootTreeNodeEnd = -1;
    QByteArray eol = "\n";
    while (pos < span->end) {
        qsizetype nl = bytes.indexOf('\n', pos);
        if (nl < 0 || nl >= span->end) nl = span->end - 1;
        const qsizetype lineEnd = (nl > pos && bytes[nl - 1] == '\r') ? nl - 1 : nl;
        const QByteArray line = bytes.mid(pos, lineEnd - pos);
        if (bytes.mid(lineEnd, 2) == "\r\n") eol = "\r\n";
        if (line.startsWith("evidenceCapturedOn:")) {
            // Keep a comment and the quoting style the author used.
            QByteArray rest = line.mid(19);
            qsizetype lead = 0;
            while (lead < rest.size() && (rest[lead] == ' ' || rest[lead] == '\t')) ++lead;
            QByteArray v = rest.trimmed();
            QByteArray comment;
            const qsizetype hash = v.indexOf(" #");
            if (hash >= 0) {
                comment = v.mid(hash);
                v = v.left(hash).trimmed();
            }
            QByteArray quoted = value;
            if (v.startsWith('"')) quoted = '"' + value + '"';
            if (v.startsWith('\'')) quoted = '\'' + value + '\'';
            const QByteArray spacing = lead > 0 ? rest.left(lead) : QByteArray(" ");
            QByteArray out = bytes;
            out.replace(pos, lineEnd - pos, "evidenceCapturedOn:" + spacing + quoted + comment);
            return out;
        }
        if (line.startsWith("rootTreeNode:")) rootTreeNodeEnd = nl + 1;
        pos = nl + 1;
    }
    QByteArray out = bytes;
    const qsizetype insertAt = rootTreeNodeEnd >= 0 ? rootTreeNodeEnd : span->end;
    out.insert(insertAt, "evidenceCapturedOn: " + value + eol);
    return out;
}

AcceptResult acceptRecord(const QString& workspaceRoot, const QString& key, const QString& record,
                          const QDate& capturedOn, const RecordSvgHook& renderSvg) {
    AcceptResult r;
    const QDir root(workspaceRoot);
    // Every file read or written here stays inside the workspace, links included.
    const PathGuard guard(workspaceRoot);
    const std::optional<QString> recordPath = guard.writable(
        root.filePath(QStringLiteral("final/evidence/raw/%1.txt").arg(key)), &r.error);
    if (!recordPath) return r;
    r.recordPath = *recordPath;
    if (QFileInfo::exists(r.recordPath)) {
        const std::optional<QByteArray> old = guard.read(r.recordPath, -1, &r.error);
        r.backupPath = r.recordPath + QStringLiteral(".bak");
        if (!old || !guard.write(r.backupPath, *old, &r.error)) {
            r.error =
                QStringLiteral("cannot keep the old record as %1: %2").arg(r.backupPath, r.error);
            return r;
        }
    }
    QByteArray bytes = record.toUtf8();
    if (!bytes.endsWith('\n')) bytes += '\n';
    QSaveFile out(r.recordPath);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        r.error = QStringLiteral("cannot write %1: %2").arg(r.recordPath, out.errorString());
        return r;
    }
    if (renderSvg) {
        const std::optional<QString> svgPath = guard.writable(
            root.filePath(QStringLiteral("final/evidence/rendered/%1.svg").arg(key)), &r.svgError);
        if (svgPath) {
            r.svgPath = *svgPath;
            r.svgRendered = renderSvg(key, r.recordPath, r.svgPath, &r.svgError);
        }
    }
    for (const QString& doc : documentsCitingRecord(workspaceRoot, key)) {
        const std::optional<QByteArray> read = guard.read(root.filePath(doc));
        const std::optional<QString> target = guard.writable(root.filePath(doc));
        if (!read || !target) continue;
        const QByteArray& old = *read;
        const auto updated = withEvidenceCapturedOn(old, capturedOn);
        if (!updated || *updated == old) continue;
        QSaveFile save(*target);
        if (!save.open(QIODevice::WriteOnly) || save.write(*updated) != updated->size() ||
            !save.commit()) {
            r.error = QStringLiteral("cannot update %1: %2").arg(doc, save.errorString());
            return r;
        }
        r.updatedDocuments << doc;
    }
    r.ok = true;
    return r;
}

}  // namespace techlog
