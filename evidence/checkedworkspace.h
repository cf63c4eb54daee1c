#pragma once

#include <optional>

#include "workspace.h"

namespace techlog {

// Loads a workspace (loadWorkspace) and, when `options.runChecks`, runs the evidence checks
// (EvidenceChecks::checkWorkspace) over it: what `techlog check`, export and the studio load.
// `options.progress` reports the load, then the checks, each as (done, total). Nothing when the
// load fails or is cancelled (`error` says why).
std::optional<Workspace> loadCheckedWorkspace(const QString& root, const LoadOptions& options = {},
                                              QString* error = nullptr);

}  // namespace techlog
