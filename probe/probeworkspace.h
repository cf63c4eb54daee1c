#pragma once

#include <QList>
#include <QString>

#include "document.h"
#include "workspace.h"

namespace techlog {

// Probes whose key is one of the document's `assets` keys or `evidence` record keys
// (`final/evidence/probes/<key>.probe.yaml`, or `<key>.spec` for an isolation spec kept as it
// is, that exist), absolute paths, sorted.
// The evidence keys a document names (its assets', its evidence records'), in order, no
// duplicates; no file is looked at.
QStringList evidenceKeysOf(const Document& document);
QList<QString> probesForDocument(const QString& workspaceRoot, const Document& document);
inline QList<QString> probesForDocument(const Workspace& workspace, const Document& document) {
    return probesForDocument(workspace.root, document);
}

// The probe file of `key`: `<key>.probe.yaml`, else `<key>.spec` when only that exists (both in
// final/evidence/probes/); the `.probe.yaml` path when neither does.
QString probeFileForKey(const QString& workspaceRoot, const QString& key);
// The key of a probe file of either kind, else empty.
QString keyOfProbeFile(const QString& path);
// The key of a workspace-relative path that is a probe file of the probes folder (not of a
// folder below it, where setup files live), else empty.
QString keyOfWorkspaceProbe(const QString& relativePath);

}  // namespace techlog
