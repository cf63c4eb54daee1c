#pragma once

#include "workspace.h"

namespace techlog {

// Links relation titles to documents: exact title first, then after normalisation (NFC,
// white space, a stray trailing `*`). Relations read from the flattened view, whose title
// boundary was guessed, are re-split against the known titles (and the document's Markdown
// form made again from the settled titles).
namespace RelationResolver {

// Fills `ws.graph` (edges and the title index) and appends `relation-unresolved`,
// `relation-ambiguous` and `relation-duplicate` warnings.
void link(Workspace& ws);
// The relations of `doc` resolved as link() would resolve them were `doc` the workspace's
// document at `index` (its edited text; -1: a document the workspace does not hold), without
// touching or copying `ws`: the preview links the one document being edited this way, against
// the title index link() left in `ws.graph` (built on the spot when `ws` was never linked).
// `doc`'s guessed titles are re-split as link() does; warnings go to `out` when given.
QList<Relation> linkOne(const Workspace& ws, Document& doc, int index, Diagnostics* out = nullptr);
EdgeType edgeType(DocKind from, DocKind to);
// `relation-duplicate`: a relation item whose title (normalised as titles are matched) an earlier
// item of `doc` has, at the later one, its title underlined. The one place it is judged: link()
// and linkOne() report it with the other relation findings, which the review's relations gate
// fails on, so a duplicate is seen while writing, not first in review.
Diagnostics duplicates(const Document& doc);

}  // namespace RelationResolver

}  // namespace techlog
