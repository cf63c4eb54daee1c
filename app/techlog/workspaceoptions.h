#pragma once

#include "workspace.h"

namespace techlog::cli {

// Loads WORKSPACE for a command with the model's checks and the evidence layer's
// (loadCheckedWorkspace), so `check` and `export` report the same findings. The workspace lives
// until the process ends: main() leaves through _Exit, since freeing thousands of documents one
// by one just before exit cost `check` ~50 ms of its time and gave nothing back. nullptr with
// *error set when the folder cannot be loaded.
// `withChecks` false: documents and links only (see LoadOptions::runChecks).
const Workspace* loadForCommand(const QString& root, QString* error, bool withChecks = true);

}  // namespace techlog::cli
