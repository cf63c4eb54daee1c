#pragma once

#include <QStringList>
#include <optional>

#include "workspace.h"
#include "workspaceloader.h"

namespace techlog {

// Loads a workspace (loadWorkspace) and, when `options.runChecks`, runs the evidence checks
// (EvidenceChecks::checkWorkspace) over it: what `techlog check`, export and the studio load.
// `options.progress` reports the load, then the checks, each as (done, total). Nothing when the
// load fails or is cancelled (`error` says why).
std::optional<Workspace> loadCheckedWorkspace(const QString& root, const LoadOptions& options = {},
                                              QString* error = nullptr);

// The checks loadCheckedWorkspace runs, over `ws` loaded without them (loadWorkspace with
// `runChecks` false): the model's (checkLoadedWorkspace), then the evidence layer's. The result
// equals loadCheckedWorkspace's. False when cancelled (`options.cancel`; `ws` is then partly
// checked).
bool checkParsedWorkspace(Workspace& ws, const LoadOptions& options = {});

// Brings `ws` (a checked workspace) up to date after `relativePaths` changed: re-reads them
// (WorkspaceUpdate::reread) and runs the evidence checks of the documents read again, so that
// the result equals loadCheckedWorkspace of the same files; a full loadCheckedWorkspace of
// `ws.root` when the change is one a re-read does not cover (`*loadedFully` then says so, for
// a caller with per-document checks of its own).
std::optional<Workspace> rereadCheckedWorkspace(const Workspace& ws,
                                                const QStringList& relativePaths,
                                                const LoadOptions& options = {},
                                                QString* error = nullptr,
                                                bool* loadedFully = nullptr);

}  // namespace techlog
