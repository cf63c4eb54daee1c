#include "workspaceoptions.h"

#include "evidencerenderchecks.h"

namespace techlog::cli {

LoadOptions workspaceLoadOptions() {
    LoadOptions options;
    options.extraChecks.append(&checkRenderedEvidence);
    return options;
}

}  // namespace techlog::cli
