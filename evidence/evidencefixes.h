#pragma once

#include <QList>
#include <QString>

#include "diagnostic.h"
#include "quickfixes.h"
#include "workspace.h"

namespace techlog {

// The quick fixes of the evidence checks, which need the records and figures (the model's
// QuickFixes cannot know where they live):
// - `evidence-key-unknown`: the figure drawn under that key (EvidencePaths::figure), when the
//   workspace's guard finds it a file inside the workspace, registered as an asset;
// - `evidence-caption-mismatch`: the caption's claim set to what its record says
//   (EvidenceInsertion::captionWithClaim), only the caption's value changed;
// - `evidence-render-missing`, `evidence-render-stale`: not a text edit but the figure to
//   draw again (figureToRedraw), from the record as it is.
namespace EvidenceFixes {
QList<QuickFix> forDiagnostic(const Workspace& workspace, const Document& document,
                              const QString& text, const Diagnostic& diagnostic);
// The evidence key whose figure a render finding asks to draw, or empty.
QString figureToRedraw(const Workspace& workspace, const Document& document,
                       const Diagnostic& diagnostic);
}  // namespace EvidenceFixes

}  // namespace techlog
