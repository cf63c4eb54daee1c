#include "acceptrecord.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

#include "evidencepaths.h"
#include "figuredrawer.h"
#include "pathguard.h"

namespace techlog {

namespace {

// The front matter's byte range [begin, end): the lines between the `---` fences, line ends
// included; `end` is where the closing fence starts.
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

bool saveFile(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error) *error = out.errorString();
        return false;
    }
    return true;
}

}  // namespace

QStringList documentsCitingRecord(const Workspace& ws, const QString& key) {
    QStringList result;
    if (!EvidencePaths::isValidKey(key)) return result;
    const QString wanted = EvidencePaths::record(ws.root, key);
    for (const Document& doc : ws.documents) {
        // Only a Markdown file's front matter can be edited in place; the flattened view has
        // none.
        if (doc.broken || doc.imported || !doc.path.endsWith(QLatin1String(".md"))) continue;
        // Lexically, as the author wrote it: `raw/x.txt` is not `raw/x.txt.bak` or `raw/xy.txt`.
        auto names = [&](const QString& written) {
            const QString path = written.trimmed();
            if (path.isEmpty() || QDir::isAbsolutePath(path) || path.contains(QLatin1String("://")))
                return false;
            return QDir::cleanPath(ws.root + QLatin1Char('/') + doc.baseDir + QLatin1Char('/') +
                                   path) == wanted;
        };
        bool cites = false;
        for (const PathRef& e : doc.frontMatter.evidence) cites = cites || names(e.path);
        for (const AssetRef& a : doc.frontMatter.assets) cites = cites || names(a.file);
        if (cites) result << doc.path;
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

AcceptResult acceptRecord(const Workspace& ws, const QString& key, const QString& record,
                          const QDate& capturedOn, const FigureDrawer* drawer) {
    AcceptResult r;
    if (!EvidencePaths::isValidKey(key)) {
        r.error = QStringLiteral("invalid key '%1'").arg(key);
        return r;
    }
    // Every file read or written here stays inside the workspace, links included.
    const PathGuard guard = ws.paths();
    const std::optional<QString> recordPath =
        guard.writable(EvidencePaths::record(ws.root, key), &r.error);
    if (!recordPath) return r;
    r.recordPath = *recordPath;
    if (QFileInfo::exists(r.recordPath)) {
        const std::optional<QByteArray> old = guard.read(r.recordPath, -1, &r.error);
        r.backupPath = EvidencePaths::backup(ws.root, key);
        if (!old || !guard.write(r.backupPath, *old, &r.error)) {
            r.error =
                QStringLiteral("cannot keep the old record as %1: %2").arg(r.backupPath, r.error);
            return r;
        }
    }
    QByteArray bytes = record.toUtf8();
    if (!bytes.endsWith('\n')) bytes += '\n';
    QString writeError;
    if (!saveFile(r.recordPath, bytes, &writeError)) {
        r.error = QStringLiteral("cannot write %1: %2").arg(r.recordPath, writeError);
        return r;
    }
    if (drawer) {
        const std::optional<QString> svgPath =
            guard.writable(EvidencePaths::figure(ws.root, key), &r.svgError);
        if (svgPath) {
            r.svgPath = *svgPath;
            const std::optional<QByteArray> svg = drawer->draw(key, r.recordPath, &r.svgError);
            r.svgRendered = svg && guard.write(r.svgPath, *svg, &r.svgError);
        }
    }
    for (const QString& doc : documentsCitingRecord(ws, key)) {
        const QString path = ws.root + QLatin1Char('/') + doc;
        const std::optional<QByteArray> read = guard.read(path);
        const std::optional<QString> target = guard.writable(path);
        if (!read || !target) continue;
        const auto updated = withEvidenceCapturedOn(*read, capturedOn);
        if (!updated || *updated == *read) continue;
        if (!saveFile(*target, *updated, &writeError)) {
            r.error = QStringLiteral("cannot update %1: %2").arg(doc, writeError);
            return r;
        }
        r.updatedDocuments << doc;
    }
    r.ok = true;
    return r;
}

}  // namespace techlog
