#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "diagnostic.h"
#include "document.h"
#include "workspace.h"

namespace techlog {

// One certain repair of one finding: what the menu says and the buffer's whole text after it
// (the editor applies only the part that differs, as one undo step).
struct QuickFix {
    QString label;
    QString text;
};

// The fixes that are certain for a finding of the open document, computed from its buffer
// (`text`, "\n" line ends, the file `diagnostic.path`) and the workspace it was checked in:
// - `section-missing`: the section's heading, inserted before the next case section present
//   (FORMAT.md's order), else at the end;
// - `front-matter-missing-key`: the key with the value the document's place or text says (kind,
//   slug, topic, rootTreeNode from the path; title from the `#` heading; project when every
//   other document agrees; status `게시 전`; empty lists), placed in FORMAT.md's key order.
//   No fix where the value would be a guess (sourceRevision, evidenceCapturedOn);
// - `topic-mismatch`, `root-tree-node-mismatch`: the value the path says;
// - `relation-unresolved`: the closest titles (TextMatcher's ranking, then the fewest edits);
// - `title-heading-mismatch`: the heading set to the title, or the title to the heading;
// - `evidence-key-unknown`: the key changed to each asset key the document registers that is
//   close to it;
// - `source-file-missing`: the name changed to the nearest source files of the workspace;
// - `source-anchor-missing`, `source-section-missing`: the `#anchor` or `§` number changed to
//   the nearest ids or section numbers of the file's headings (read when the fix is asked for).
//   `source-file-outside` has none: which file inside was meant is a guess.
// Front-matter edits go through FrontMatterEdit: every other byte stays as it was.
namespace QuickFixes {
QList<QuickFix> forDiagnostic(const Workspace& workspace, const Document& document,
                              const QString& text, const Diagnostic& diagnostic);
// `text` with an `assets` entry {key, file} added to the document's front matter
// (FrontMatterEdit::withListItem; placed in FORMAT.md's key order when `assets` is absent).
std::optional<QString> withAsset(const Document& document, const QString& text, const QString& key,
                                 const QString& file);
// Edits needed to turn `a` into `b`, by character: the number of insertions, deletions and
// substitutions (Levenshtein), for ranking near titles.
int editDistance(const QString& a, const QString& b);
}  // namespace QuickFixes

}  // namespace techlog
