#include "checkedworkspace.h"

#include "evidencechecks.h"

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

}  // namespace techlog
