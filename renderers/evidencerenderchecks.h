#pragma once

#include "diagnostic.h"
#include "workspace.h"

namespace techlog {

// Checks the rendered evidence a workspace's documents show against their raw records.
// For each document asset whose file is `final/evidence/rendered/<key>.svg` and whose record
// `final/evidence/raw/<key>.txt` exists:
//   evidence-render-missing (warning)  the SVG does not exist;
//   evidence-render-stale   (warning)  its provenance names another record hash, or none.
// Positioned at the asset's `file:` in the front matter. Each record is hashed once; a
// document that lists the same key twice gets one finding. Meant for LoadOptions::extraChecks.
Diagnostics checkRenderedEvidence(const Workspace& ws);

}  // namespace techlog
