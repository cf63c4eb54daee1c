#include "evidencerenderchecks.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QtConcurrent>

#include "recordsvgrenderer.h"

namespace techlog {

namespace {

const QString kRenderedDir = QStringLiteral("final/evidence/rendered/");

// What is known about one key, worked out once however many documents show it.
struct KeyState {
    bool applies = false;  // a raw record exists
    bool missing = false;
    bool stale = false;
    QString detail;
};

KeyState examine(const Workspace& ws, const QString& key, const QString& svgPath) {
    KeyState state;
    // A record linked out of the workspace is treated as absent: never read.
    const QString rawPath = ws.paths().confine(ws.rawRecordPath(key)).value_or(QString());
    // The model looked at most records already (checking captions): ask the disk only for
    // the others.
    const auto known = ws.records.constFind(key);
    const bool rawExists = known != ws.records.constEnd()
                               ? known->exists
                               : !rawPath.isEmpty() && QFileInfo(rawPath).isFile();
    if (!rawExists) return state;
    state.applies = true;
    const QFileInfo svg(svgPath);
    if (svg.isSymLink()) {  // first: then isFile() below needs no second system call
        // Where it points is the model's concern (path-outside-workspace); never read it here.
        state.applies = false;
        return state;
    }
    if (!svg.isFile()) {
        state.missing = true;
        return state;
    }
    const std::optional<RecordProvenance> provenance = RecordSvgRenderer::readProvenance(svgPath);
    if (!provenance) {
        state.stale = true;
        state.detail = QStringLiteral("it carries no provenance");
        return state;
    }
    // The model read the record while checking captions: reuse its hash.
    const QByteArray hash = known != ws.records.constEnd() && known->exists
                                ? known->sha256
                                : RecordSvgRenderer::hashRecord(rawPath);
    if (provenance->recordSha256.toLatin1() != hash) {
        state.stale = true;
        state.detail =
            QStringLiteral("it was drawn from record %1, the record is now %2")
                .arg(provenance->recordSha256.left(12), QString::fromLatin1(hash.left(12)));
    }
    return state;
}

}  // namespace

Diagnostics checkRenderedEvidence(const Workspace& ws) {
    Diagnostics found;
    // First the rendered keys the documents cite, then every key examined once, in parallel
    // (hashing records is the cost), then the findings in document order.
    struct Use {
        int doc;
        int asset;
        QString key;
        QString absolute;
    };
    QList<Use> uses;
    QHash<QString, QString> firstPath;  // key -> the SVG path it is examined at
    const QString renderedRoot = ws.root + QLatin1Char('/') + kRenderedDir;
    for (int di = 0; di < ws.documents.size(); ++di) {
        const Document& doc = ws.documents[di];
        for (int ai = 0; ai < doc.frontMatter.assets.size(); ++ai) {
            const AssetRef& asset = doc.frontMatter.assets[ai];
            // Lexically first (no file system calls on this single-threaded pass): only paths
            // into final/evidence/rendered/ concern this check. `examine` then resolves the
            // path for real, symbolic links included, on the worker threads.
            const QString file = asset.file.trimmed();
            if (!file.endsWith(QLatin1String(".svg")) || QDir::isAbsolutePath(file)) continue;
            const QString absolute =
                QDir::cleanPath(ws.root + QLatin1Char('/') + doc.baseDir + QLatin1Char('/') + file);
            if (!absolute.startsWith(renderedRoot)) continue;
            const QString relative = absolute.mid(ws.root.size() + 1);
            const QString key = relative.mid(kRenderedDir.size()).chopped(4);
            if (key.isEmpty() || key.contains(QLatin1Char('/'))) continue;
            uses.append({di, ai, key, absolute});
            if (!firstPath.contains(key)) firstPath.insert(key, absolute);
        }
    }
    const QStringList keys = firstPath.keys();
    const QList<KeyState> examined = QtConcurrent::blockingMapped(
        keys, [&](const QString& key) { return examine(ws, key, firstPath.value(key)); });
    QHash<QString, KeyState> states;
    for (int i = 0; i < keys.size(); ++i) states.insert(keys[i], examined[i]);

    int lastDoc = -1;
    QSet<QString> reported;
    for (const Use& use : uses) {
        if (use.doc != lastDoc) {
            reported.clear();
            lastDoc = use.doc;
        }
        const Document& doc = ws.documents[use.doc];
        const AssetRef& asset = doc.frontMatter.assets[use.asset];
        const QString& key = use.key;
        const QString relative = use.absolute.mid(ws.root.size() + 1);
        if (reported.contains(key)) continue;
        {
            const auto it = states.constFind(key);
            const KeyState& state = *it;
            if (!state.applies || (!state.missing && !state.stale)) continue;
            reported.insert(key);
            Diagnostic d;
            d.path = doc.path;
            d.line = std::max(asset.pos.line, 1);
            d.column = std::max(asset.pos.column, 1);
            d.severity = Severity::Warning;
            const QString rawRelative = QStringLiteral("final/evidence/raw/%1.txt").arg(key);
            if (state.missing) {
                d.code = QStringLiteral("evidence-render-missing");
                d.message = QStringLiteral(
                                "%1 is not rendered: %2 does not exist "
                                "(`techlog evidence render WORKSPACE --key %3` draws it)")
                                .arg(rawRelative, relative, key);
            } else {
                d.code = QStringLiteral("evidence-render-stale");
                d.message = QStringLiteral(
                                "%1 is out of date with %2: %3 "
                                "(`techlog evidence render WORKSPACE --key %4` redraws it)")
                                .arg(relative, rawRelative, state.detail, key);
            }
            found.append(d);
        }
    }
    return found;
}

}  // namespace techlog
