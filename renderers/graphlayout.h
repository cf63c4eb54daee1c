#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

namespace techlog {

class WorkspaceGraph;
struct GraphNode;

// A title wrapped for a node's label and its widest line, in points.
struct WrappedTitle {
    QStringList lines;
    double width = 0;
};
using WrappedTitles = QHash<QString, WrappedTitle>;  // by title

struct GraphLayoutOptions {
    // The width of one line of a label at `fontSize`, in points. Empty: an estimate that
    // depends on the text only (Hangul and CJK one em, others 0.55 em), which keeps the CLI's
    // output the same on every host; the studio measures in its UI font (QFontMetricsF).
    std::function<double(const QString&)> textWidth;
    QString fontFamily = QStringLiteral("Noto Sans CJK KR");
    double fontSize = 10;
    double maxLabelWidth = 130;  // points: titles wrap to this width...
    int maxLines = 3;            // ...on at most this many lines (the last one cut with "…")
    // At or above this many nodes `osage` lays the graph out, one cluster per topic; above
    // kMaxNodes nothing is laid out (an error says so): the work stays bounded. `dot` took
    // 0.65 s at 100 documents with three relations each, 14 s at 200 and over a minute at 300
    // to 1,500 (`sfdp` minutes at 10,000): BENCHMARKS.md, issue 38.
    int largeGraphNodes = 150;
    bool links = false;  // SVG: each document node links to `href(path)` (none when empty)
    std::function<QString(const QString&)> href;
    QString focus;  // the key of a node drawn as the one the graph is about (a local graph's)
    // Titles wrapped beforehand with these same options (GraphLayout::wrapTitles), by title;
    // any other is wrapped when needed. An export's 5,000 local graphs draw each document in
    // about seven of them: wrapping and measuring once was 2.7% of the export.
    std::shared_ptr<const WrappedTitles> wrapped;
};

struct NodeLayout {
    QPointF center;  // y grows downwards (Qt's), origin at the bounding box's top left
    QSizeF size;
    QStringList lines;  // the wrapped title
};

struct EdgeLayout {
    QPainterPath path;  // the spline, from tail to the arrow's base
    QPointF arrowBase;
    QPointF arrowTip;
    bool hasArrow = false;

    // Starts a piece of the spline at `p`. The first starts `path` at the size it will have:
    // an empty QPainterPath's moveTo makes room for 16 elements, 400 bytes an edge where a
    // spline has four, 12 MB at 30,000 relations.
    void moveTo(const QPointF& p) {
        if (path.elementCount() == 0)
            path = QPainterPath(p);
        else
            path.moveTo(p);
    }
};

struct GraphLayoutResult {
    bool ok = false;
    QString error;
    QString engine;           // "dot" or "osage"
    bool kept = false;        // made by update(): an earlier layout's positions kept
    QRectF bounds;            // every node and edge lies inside
    QList<NodeLayout> nodes;  // per node of the graph
    QList<EdgeLayout> edges;  // per edge of the graph
};

// The rule graph laid out by Graphviz through its library (cgraph + gvc: gvLayout, then the
// node positions and edge splines read back). Graphviz keeps global state and is not
// thread-safe: every call here holds one process-wide mutex, so any thread may call (the
// studio's worker does) and layouts run one at a time. Deterministic: the same graph and
// options give the same layout and the same bytes.
namespace GraphLayout {

constexpr int kMaxNodes = 20000;
constexpr int kMaxEdges = 100000;
constexpr int kMaxTitle = 80;  // a label shows at most this much of a title (the tooltip all)

// The title wrapped at spaces (a word wider than the line is broken), cut with "…".
QStringList wrapTitle(const QString& title, const GraphLayoutOptions& options);
// Every node title of `graph` wrapped and measured with `options` (for GraphLayoutOptions::
// wrapped: the same options must then be used).
std::shared_ptr<const WrappedTitles> wrapTitles(const WorkspaceGraph& graph,
                                                const GraphLayoutOptions& options = {});
// A node's wrapped title and size in points, as every layout here gives it (no position).
NodeLayout nodeBox(const GraphNode& node, const GraphLayoutOptions& options = {});
// The DOT text with every attribute (shape, colours, border, wrapped label, size, tooltip).
QByteArray dot(const WorkspaceGraph& graph, const GraphLayoutOptions& options = {});
GraphLayoutResult layout(const WorkspaceGraph& graph, const GraphLayoutOptions& options = {});
// `graph` laid out from `previous`, the layout of `before`, without Graphviz, so that what the
// author was looking at stays where it was: a node kept (the same key) keeps its centre (a
// changed title gets its new lines and size), an edge kept (the same ends and type) its spline;
// a new node goes to the nearest free place beside its placed neighbours (or in a row under the
// graph), a new edge is a straight arrow between the two borders. Nullopt when a fresh layout
// reads better: nothing kept, or more than a quarter of the nodes new or gone.
std::optional<GraphLayoutResult> update(const WorkspaceGraph& before,
                                        const GraphLayoutResult& previous,
                                        const WorkspaceGraph& graph,
                                        const GraphLayoutOptions& options = {});
// Graphviz's own SVG of the same layout, passed through the SVG sanitizer (links kept when
// `options.links`). Empty on failure (`error` says why). The last few are kept by their DOT
// text, which holds everything they depend on: a page rendered again as its author types
// lays its local graph out once.
QByteArray svg(const WorkspaceGraph& graph, const GraphLayoutOptions& options = {},
               QString* error = nullptr);

}  // namespace GraphLayout

}  // namespace techlog
