#include "checkedworkspace.h"

#include "evidencechecks.h"
#include "workspaceloader.h"
#include "workspaceupdate.h"

namespace techlog {

std::optional<Workspace> loadCheckedWorkspace(const QString& root, const LoadOptions& options,
                                              QString* error) {
    std::optional<Workspace> ws = loadWorkspace(root, options, error);
    if (!ws || !options.runChecks) return ws;
    EvidenceChecks::checkWorkspace(*ws, options.progress, options.cancel);
    if (options.cancel && options.cancel->load()) {
        if (error) *error = QStringLiteral("cancelled");
        return std::nullopt;
    }
    return ws;
}

bool checkParsedWorkspace(Workspace& ws, const LoadOptions& options) {
    checkLoadedWorkspace(ws, options);
    if (options.cancel && options.cancel->load()) return false;
    EvidenceChecks::checkWorkspace(ws, options.progress, options.cancel);
    return !(options.cancel && options.cancel->load());
}

std::optional<Workspace> rereadCheckedWorkspace(const Workspace& ws,
                                                const QStringList& relativePaths,
                                                const LoadOptions& options, QString* error,
                                                bool* loadedFully) {
    QList<int> reread;
    std::optional<Workspace> updated = WorkspaceUpdate::reread(ws, relativePaths, options, &reread);
    if (loadedFully) *loadedFully = !updated;
    if (!updated) return loadCheckedWorkspace(ws.root, options, error);
    if (!options.runChecks || reread.isEmpty()) return updated;
    for (int i : std::as_const(reread))
        updated->diagnostics.append(
            EvidenceChecks::checkDocument(*updated, updated->documents.at(i)));
    sortDiagnostics(updated->diagnostics);
    return updated;
}

}  // namespace techlog
