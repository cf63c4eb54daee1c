#include "egolayout.h"

#include <algorithm>
#include <cmath>

#include "graphstyle.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

constexpr double kColumnGap = 70;  // points between columns (room for the curves)
constexpr double kRowGap = 14;     // points between nodes of a column
constexpr double kArrow = 6;       // the arrow head's length, as Graphviz's at arrowsize 0.6

int kindRank(const GraphNode& n) {
    if (n.ghost) return 4;
    switch (n.kind) {
        case DocKind::Concept:
            return 0;
        case DocKind::Rule:
            return 1;
        case DocKind::Case:
            return 2;
        default:
            return 3;
    }
}

QRectF boxOf(const NodeLayout& n) {
    return QRectF(n.center - QPointF(n.size.width(), n.size.height()) / 2, n.size);
}

}  // namespace

GraphLayoutResult EgoLayout::layout(const WorkspaceGraph& graph, const QString& focusKey,
                                    const GraphLayoutOptions& options) {
    GraphLayoutResult r;
    const int focus = graph.indexOfKey(focusKey);
    if (focus < 0) {
        r.error = QStringLiteral("no node %1").arg(focusKey);
        return r;
    }
    r.engine = QStringLiteral("ego");
    r.nodes.resize(graph.nodes.size());
    for (int i = 0; i < graph.nodes.size(); ++i)
        r.nodes[i] = GraphLayout::nodeBox(graph.nodes[i], options);

    // Columns: 0 cites the document, 1 the document, 2 named by it (or both ways).
    QList<int> column(graph.nodes.size(), 2);
    QList<bool> cites(graph.nodes.size(), false), named(graph.nodes.size(), false);
    for (const GraphEdge& e : graph.edges) {
        if (e.to == focus && e.from != focus) cites[e.from] = true;
        if (e.from == focus && e.to != focus) named[e.to] = true;
    }
    for (int i = 0; i < graph.nodes.size(); ++i)
        column[i] = i == focus ? 1 : (cites[i] && !named[i] ? 0 : 2);
    QList<int> members[3];
    for (int i = 0; i < graph.nodes.size(); ++i) members[column[i]].append(i);
    for (QList<int>& m : members)
        std::stable_sort(m.begin(), m.end(), [&](int a, int b) {
            const int ka = kindRank(graph.nodes[a]), kb = kindRank(graph.nodes[b]);
            return ka != kb ? ka < kb : graph.nodes[a].title < graph.nodes[b].title;
        });

    double width[3] = {0, 0, 0}, height[3] = {0, 0, 0};
    for (int c = 0; c < 3; ++c)
        for (int i : members[c]) {
            width[c] = std::max(width[c], r.nodes[i].size.width());
            height[c] += r.nodes[i].size.height() + (height[c] > 0 ? kRowGap : 0);
        }
    const double tallest = std::max({height[0], height[1], height[2]});
    double x = 0;
    for (int c = 0; c < 3; ++c) {
        if (members[c].isEmpty()) continue;
        double y = (tallest - height[c]) / 2;
        for (int i : members[c]) {
            const QSizeF s = r.nodes[i].size;
            r.nodes[i].center = QPointF(x + width[c] / 2, y + s.height() / 2);
            y += s.height() + kRowGap;
        }
        x += width[c] + kColumnGap;
    }

    // Edges: out of the tail's side that faces the head, into the head's, with level tangents
    // (a neighbour to a neighbour in the same column bows outwards).
    r.edges.resize(graph.edges.size());
    for (int k = 0; k < graph.edges.size(); ++k) {
        const GraphEdge& e = graph.edges[k];
        EdgeLayout& el = r.edges[k];
        const QRectF a = boxOf(r.nodes[e.from]), b = boxOf(r.nodes[e.to]);
        if (e.from == e.to) {  // a document naming itself: a small loop on its right
            const QPointF p(a.right(), a.center().y() - 4);
            el.moveTo(p);
            el.path.cubicTo(p + QPointF(24, -14), p + QPointF(24, 22), p + QPointF(kArrow, 8));
            el.hasArrow = true;
            el.arrowBase = p + QPointF(kArrow, 8);
            el.arrowTip = QPointF(a.right(), a.center().y() + 8);
            continue;
        }
        QPointF tail, tip, outward;
        const double side = column[e.from] == 0 && column[e.to] == 0 ? -1.0 : 1.0;
        if (column[e.from] == column[e.to]) {
            tail = QPointF(side > 0 ? a.right() : a.left(), a.center().y());
            tip = QPointF(side > 0 ? b.right() : b.left(), b.center().y());
            outward = QPointF(side * (30 + std::abs(tip.y() - tail.y()) / 4), 0);
            const QPointF base = tip + QPointF(side * kArrow, 0);
            el.moveTo(tail);
            el.path.cubicTo(tail + outward, base + outward, base);
            el.arrowBase = base;
        } else {
            const bool rightward = b.center().x() > a.center().x();
            tail = QPointF(rightward ? a.right() : a.left(), a.center().y());
            tip = QPointF(rightward ? b.left() : b.right(), b.center().y());
            const QPointF base = tip - QPointF(rightward ? kArrow : -kArrow, 0);
            const double pull = (base.x() - tail.x()) * 0.45;
            el.moveTo(tail);
            el.path.cubicTo(tail + QPointF(pull, 0), base - QPointF(pull, 0), base);
            el.arrowBase = base;
        }
        el.hasArrow = true;
        el.arrowTip = tip;
    }
    QRectF bounds;
    for (const NodeLayout& n : r.nodes) bounds |= boxOf(n);
    for (const EdgeLayout& el : r.edges) {
        bounds |= el.path.boundingRect();
        bounds |= QRectF(el.arrowTip, QSizeF(0.1, 0.1));
    }
    // Graphviz's origin: the bounding box's top left at (0, 0).
    const QPointF shift = -bounds.topLeft();
    for (NodeLayout& n : r.nodes) n.center += shift;
    for (EdgeLayout& el : r.edges) {
        el.path.translate(shift);
        el.arrowBase += shift;
        el.arrowTip += shift;
    }
    r.bounds = bounds.translated(shift);
    r.ok = true;
    return r;
}

}  // namespace techlog
