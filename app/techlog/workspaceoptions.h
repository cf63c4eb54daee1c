#pragma once

#include "workspace.h"

namespace techlog::cli {

// The load options every command uses: the model's checks plus the renderers' (rendered
// evidence up to date), so `check` and `export` report the same findings.
LoadOptions workspaceLoadOptions();

}  // namespace techlog::cli
