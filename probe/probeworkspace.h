#pragma once

#include <QList>
#include <QString>

#include "document.h"
#include "workspace.h"

namespace techlog {

// Probes whose key is one of the document's `assets` keys or `evidence` record keys
// (`final/evidence/probes/<key>.probe.yaml` that exist), absolute paths, sorted.
QList<QString> probesForDocument(const QString& workspaceRoot, const Document& document);
inline QList<QString> probesForDocument(const Workspace& workspace, const Document& document) {
    return probesForDocument(workspace.root, document);
}

}  // namespace techlog
