#pragma once

#include <QString>

#include "graphlayout.h"

namespace techlog {

class WorkspaceGraph;

// A document's own graph (WorkspaceGraph::local: the document and its direct neighbours) laid
// out in three columns: what cites it on the left, the document in the middle, what it names
// on the right (a neighbour linked both ways goes right), each column by kind, then title;
// edges as curves from border to border. Graphviz's `dot` gives much the same picture for so
// small a graph but took 1.4 ms a page, and 5,000 pages queued on its process-wide lock made an
// export 15 times slower; this takes microseconds and is deterministic. Text is measured by the
// host-independent estimate unless `options.textWidth` says otherwise.
namespace EgoLayout {

GraphLayoutResult layout(const WorkspaceGraph& graph, const QString& focusKey,
                         const GraphLayoutOptions& options = {});

}  // namespace EgoLayout

}  // namespace techlog
