// Placeholder until the evidence command lands; owned by the evidence work.
#include "commands.h"

namespace techlog::cli {

int runEvidence(const QStringList&) {
    err(QStringLiteral("techlog evidence: not available in this build\n"));
    return Failure;
}

}  // namespace techlog::cli
