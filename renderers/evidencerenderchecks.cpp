#include "evidencerenderchecks.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

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
    const QString rawPath = ws.rawRecordPath(key);
    if (!QFileInfo(rawPath).isFile()) return state;
    state.applies = true;
    if (!QFileInfo(svgPath).isFile()) {
        state.missing = true;
        return state;
    }
    const std::optional<RecordProvenance> provenance = RecordSvgRenderer::readProvenance(svgPath);
    if (!provenance) {
        state.stale = true;
        state.detail = QStringLiteral("it carries no provenance");
        return state;
    }
    const QByteArray hash = RecordSvgRenderer::hashRecord(rawPath);
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
    QHash<QString, KeyState> states;
    for (const Document& doc : ws.documents) {
        QSet<QString> reported;
        for (const AssetRef& asset : doc.frontMatter.assets) {
            const std::optional<QString> absolute = ws.resolve(doc, asset.file.trimmed());
            if (!absolute) continue;  // leaving the root is the model's finding
            const QString relative = ws.relativePath(*absolute);
            if (!relative.startsWith(kRenderedDir) || !relative.endsWith(QLatin1String(".svg")))
                continue;
            const QString key = relative.mid(kRenderedDir.size()).chopped(4);
            if (key.isEmpty() || key.contains(QLatin1Char('/')) || reported.contains(key)) continue;
            auto it = states.find(key);
            if (it == states.end()) it = states.insert(key, examine(ws, key, *absolute));
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
