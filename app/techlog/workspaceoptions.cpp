#include "workspaceoptions.h"

namespace techlog::cli {

LoadOptions workspaceLoadOptions() {
    LoadOptions options;
    return options;
}

}  // namespace techlog::cli
