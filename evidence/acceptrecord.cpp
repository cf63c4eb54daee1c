#include "acceptrecord.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

#include "evidencepaths.h"
#include "figuredrawer.h"
#include "frontmatteredit.h"
#include "pathguard.h"

namespace techlog {

namespace {

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
    return FrontMatterEdit::withValue(bytes, "evidenceCapturedOn",
                                      date.toString(Qt::ISODate).toUtf8(), "rootTreeNode");
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
