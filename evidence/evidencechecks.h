#pragma once

#include <atomic>
#include <functional>

#include "diagnostic.h"
#include "workspace.h"

namespace techlog {

// The checks of records and figures: what the documents say about their evidence against the
// files in final/evidence/. Codes:
//   evidence-caption-mismatch (error)    a `:::evidence` caption's closing claim (`N줄`,
//                                        `exit N`, after the last em dash) is not what the record
//                                        `final/evidence/raw/<key>.txt` holds; at the caption;
//   evidence-render-missing   (warning)  an asset `final/evidence/rendered/<key>.svg` whose
//                                        record exists is not there;
//   evidence-render-stale     (warning)  it names another record hash as its provenance, or
//                                        none; both at the asset's `file:`, once per document
//                                        and key.
// A key without a record (a diagram) is held to nothing.
namespace EvidenceChecks {

// One document's findings. Thread-safe: reads the records and figures it needs, nothing else.
Diagnostics checkDocument(const Workspace& ws, const Document& doc);

// Every document's, on the global thread pool, each record and figure read once however many
// documents cite it; merged into ws.diagnostics, which are sorted again. `progress` (done,
// total documents) is called from the worker threads; set `cancel` to stop early (then some
// documents are left unchecked).
void checkWorkspace(Workspace& ws, const std::function<void(int, int)>& progress = {},
                    const std::atomic_bool* cancel = nullptr);

}  // namespace EvidenceChecks

}  // namespace techlog
