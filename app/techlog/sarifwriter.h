#pragma once

#include <QByteArray>

#include "workspace.h"

namespace techlog::cli {

// `techlog check --format sarif`: the diagnostics as SARIF 2.1.0 (OASIS), for code-scanning
// views in CI. One rule per diagnostic code found, with its help text; one result per
// diagnostic with its region; error -> error, warning -> warning, info -> note. Paths are
// relative to the `WORKSPACE` base URI (the root).
namespace SarifWriter {

QByteArray write(const Workspace& ws, const Diagnostics& diagnostics);
// The help text of a diagnostic code (every code the studio reports has one).
QString helpText(const QString& code);

}  // namespace SarifWriter

}  // namespace techlog::cli
