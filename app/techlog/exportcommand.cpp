// Placeholder until the export command lands; owned by the export work.
#include "commands.h"

namespace techlog::cli {

int runExport(const QStringList&) {
    err(QStringLiteral("techlog export: not available in this build\n"));
    return Failure;
}

}  // namespace techlog::cli
