#include "workspaceoptions.h"

#include <memory>
#include <vector>

#include "checkedworkspace.h"
#include "publicationstate.h"
#include "workspaceloader.h"

namespace techlog::cli {

const Workspace* loadForCommand(const QString& root, QString* error, bool withChecks) {
    LoadOptions options;
    options.runChecks = withChecks;
    std::optional<Workspace> ws = loadCheckedWorkspace(root, options, error);
    if (!ws) return nullptr;
    // A status line that no publication record backs is an error, and its page a draft's,
    // whatever the command (docs/REVIEW.md "One road to publication").
    PublicationState::check(*ws);
    // Never freed by the command: `techlog` leaves through _Exit (freeing 5,000 documents
    // cost 50 ms). Every workspace stays reachable from here, so a process that runs several
    // commands (the tests) leaks none, and frees them at a normal exit.
    static std::vector<std::unique_ptr<const Workspace>> kept;
    kept.push_back(std::make_unique<const Workspace>(std::move(*ws)));
    return kept.back().get();
}

}  // namespace techlog::cli
