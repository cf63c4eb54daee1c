#pragma once

#include <QList>
#include <QString>

#include "diagnostic.h"
#include "quickfixes.h"

namespace techlog {

// A repair of a probe buffer: what the menu says and the whole new text (model's QuickFix, so
// the studio applies both kinds alike).
using ProbeFix = QuickFix;

// The certain fixes for a diagnostic of a probe buffer (`text`, "\n" line ends). Every fix
// changes only the words it names, and is offered only when parsing its text again
// (parseProbeText at `probePath`, else at the diagnostic's path) no longer reports the finding
// and reports nothing new:
// - `probe-unknown-step` (a permutation's step), `probe-unknown-field` whose first part names
//   no step, session or observation (an expectation, a `{placeholder}`, `volatile`): that name
//   changed to each closest name of the buffer's sessions, steps and observations (ProbeOutline)
//   by edit distance, ties all offered, only within max(2, length / 3) edits;
// - `probe-key-mismatch`: `probe:` set to the key the file name gives;
// - `probe-missing-key` "a probe needs race (rounds) or permutations" when a session has
//   `transaction: true` (which only races take): `race: {rounds: 1}` (the format's default count)
//   added at the end.
// Nothing else: a missing `sessions`, a step without `sql` and the like have no certain value.
// (`probe:` and `title:` are optional in the format, so never reported missing.)
namespace ProbeFixes {
QList<ProbeFix> forDiagnostic(const QString& text, const Diagnostic& diagnostic,
                              const QString& probePath = QString());
}  // namespace ProbeFixes

}  // namespace techlog
