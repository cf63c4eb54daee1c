// Placeholder until the replay command lands; owned by the replay work.
#include "commands.h"

namespace techlog::cli {

int runReplay(const QStringList&) {
    err(QStringLiteral("techlog replay: not available in this build\n"));
    return Failure;
}

}  // namespace techlog::cli
