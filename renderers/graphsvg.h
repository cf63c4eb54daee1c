#pragma once

#include <QByteArray>
#include <QString>

#include "graphlayout.h"

namespace techlog {

class WorkspaceGraph;

// A laid-out graph (EgoLayout's, or any GraphLayoutResult) written as SVG in the rule graph's
// style (GraphStyle: shapes, fills, borders, edge colours and dashes; the same as Graphviz's
// output of GraphLayout::svg), each node's whole title as its tooltip, document nodes linked
// to `options.href(path)` when `options.links` and the link is one SvgSanitizer keeps,
// `options.focus` marked. Written from the sanitizer's allow-list, so that it needs no pass
// through it (tests/sitegraph holds the sanitizer to removing nothing, hostile titles and links
// included). Deterministic bytes. Empty on failure (`error` says why).
namespace GraphSvg {

QByteArray write(const WorkspaceGraph& graph, const GraphLayoutResult& layout,
                 const GraphLayoutOptions& options = {}, QString* error = nullptr);

// The same drawing as the <svg> element alone (no XML declaration, no line break after it):
// what a page inlines, without a round trip through UTF-8.
QString writeElement(const WorkspaceGraph& graph, const GraphLayoutResult& layout,
                     const GraphLayoutOptions& options = {}, QString* error = nullptr);

}  // namespace GraphSvg

}  // namespace techlog
