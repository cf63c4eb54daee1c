#pragma once

#include <QList>
#include <QString>
#include <functional>
#include <memory>

#include "documentgraph.h"
#include "graphlayout.h"

namespace techlog {

struct Workspace;
class WorkspaceGraph;

// The rule graph on the exported site, as static SVG through the SVG sanitizer, links to the
// pages kept, no script: graph.html draws every exported document and the dangling titles they
// name (Graphviz's layout, written by GraphSvg, once per export); each document's page draws its
// neighbours (depth 1), the document itself marked (EgoLayout and GraphSvg: microseconds a
// page, where Graphviz's lock made 5,000 pages queue for seconds). The same functions serve the
// preview and the PDF, whose pages are the site's: `href(document)` is the caller's link to a
// document's page (empty: no link, a document the export leaves out).
namespace SiteGraph {

// The graph page's graph: of `all` (WorkspaceGraph::build), the `selected` documents (indices,
// ascending) and the ghosts of the dangling titles they name.
WorkspaceGraph siteGraph(const WorkspaceGraph& all, const QList<int>& selected);

// `graph` as an inline <svg> for a page (no XML declaration), each document node a link to
// `href(document index)`, `focus` (a node key) marked. Empty with `error` on failure.
// `wrapped`: titles wrapped beforehand with default options (GraphLayout::wrapTitles), shared by
// an export's graphs.
QString inlineSvg(const WorkspaceGraph& graph, const std::function<QString(int)>& href,
                  const QString& focus, QString* error = nullptr,
                  std::shared_ptr<const WrappedTitles> wrapped = {});

// The "관계 그래프" section of the page of ws.documents[index]; `relations`, when set, are that
// document's as resolved from an edited buffer (RelationResolver::linkOne); `whole`, when
// given, is WorkspaceGraph::build(ws), shared by the pages of an export.
QString localSection(const Workspace& ws, int index, const std::function<QString(int)>& href,
                     const QList<Relation>* relations = nullptr,
                     const WorkspaceGraph* whole = nullptr,
                     std::shared_ptr<const WrappedTitles> wrapped = {});

// The legend of node shapes and edge types, as the graph page shows it.
QString legend();

}  // namespace SiteGraph

}  // namespace techlog
