#pragma once

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

#include "document.h"
#include "workspace.h"

namespace techlog {

// Probes whose key is one of the document's `assets` keys or `evidence` record keys
// (`final/evidence/probes/<key>.probe.yaml` that exist), absolute paths, sorted.
QList<QString> probesForDocument(const QString& workspaceRoot, const Document& document);
inline QList<QString> probesForDocument(const Workspace& workspace, const Document& document) {
    return probesForDocument(workspace.root, document);
}

// Workspace-relative paths of the Markdown documents whose front matter names
// `raw/<key>.txt`, sorted.
QStringList documentsCitingRecord(const QString& workspaceRoot, const QString& key);

// Sets `evidenceCapturedOn: <date>` in the front matter of `bytes`, editing that one line in
// place (or adding it after `rootTreeNode`, else before the closing `---`). Every other byte
// stays as it was: BOM, CRLF, indentation, quoting. Nothing when there is no front matter.
std::optional<QByteArray> withEvidenceCapturedOn(const QByteArray& bytes, const QDate& date);

struct AcceptResult {
    bool ok = false;
    QString error;
    QString recordPath;  // absolute
    QString backupPath;  // `<key>.txt.bak`; empty when there was no old record
    QString svgPath;     // empty when no renderer was given
    bool svgRendered = false;
    QString svgError;
    QStringList updatedDocuments;  // workspace-relative
};

// Draws `rawPath` into `svgPath`; false with `error` set when it cannot.
using RecordSvgHook = std::function<bool(const QString& key, const QString& rawPath,
                                         const QString& svgPath, QString* error)>;

// `techlog replay --record`: keeps the old record as `<key>.txt.bak`, replaces the record
// atomically (QSaveFile), re-renders its SVG through `renderSvg` when given, and sets
// `evidenceCapturedOn` to `capturedOn` in the documents that cite the record.
AcceptResult acceptRecord(const QString& workspaceRoot, const QString& key, const QString& record,
                          const QDate& capturedOn, const RecordSvgHook& renderSvg = {});

}  // namespace techlog
