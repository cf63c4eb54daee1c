#pragma once

#include "workspace.h"

namespace techlog {

// Links relation titles to documents: exact title first, then after normalisation (NFC,
// white space, a stray trailing `*`). Relations read from the flattened view, whose title
// boundary was guessed, are re-split against the known titles. Fills `ws.graph` and appends
// `relation-unresolved` / `relation-ambiguous` warnings.
class RelationResolver {
public:
    static void link(Workspace& ws);
    static EdgeType edgeType(DocKind from, DocKind to);
};

}  // namespace techlog
