#include "graphview.h"

#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QtMath>

#include "graphnodeitem.h"
#include "graphstyle.h"

namespace techlog {

namespace {

constexpr int kLabelPixels = 10;  // scene units: Graphviz points

Qt::PenStyle penStyle(GraphStyle::Dash d) {
    return d == GraphStyle::Dash::Solid    ? Qt::SolidLine
           : d == GraphStyle::Dash::Dashed ? Qt::DashLine
                                           : Qt::DotLine;
}

QPen edgePen(EdgeType type, bool highlighted) {
    const GraphStyle::EdgeStyle s = GraphStyle::edge(type);
    QPen pen(s.color, highlighted ? s.width + 1.5 : s.width, penStyle(s.dash));
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

}  // namespace

GraphView::GraphView(QWidget* parent) : QGraphicsView(parent), m_font(labelFont()) {
    setScene(new QGraphicsScene(this));
    setDragMode(ScrollHandDrag);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xfa));
    connect(scene(), &QGraphicsScene::selectionChanged, this,
            [this] { emit nodeSelected(selectedNode()); });
}

// The scene is a child: it is destroyed after this view, and clearing its items then emits
// selectionChanged into a view that is no longer one (found by UBSan in tst_graphpanel).
GraphView::~GraphView() { scene()->disconnect(this); }

QFont GraphView::labelFont() {
    QFont f = QGuiApplication::font();
    f.setFamilies({f.family(), QStringLiteral("Noto Sans CJK KR")});
    f.setPixelSize(kLabelPixels);
    return f;
}

GraphLayoutOptions GraphView::layoutOptions() {
    GraphLayoutOptions o;
    const QFont f = labelFont();
    o.fontSize = kLabelPixels;
    o.fontFamily = QStringLiteral("Noto Sans CJK KR");
    // QFontMetricsF may be used off the UI thread; each call makes its own.
    o.textWidth = [f](const QString& s) { return QFontMetricsF(f).horizontalAdvance(s); };
    return o;
}

void GraphView::clear() {
    scene()->clear();
    m_nodes.clear();
    m_edges.clear();
    m_edgesOf.clear();
    m_graph = {};
}

void GraphView::setGraph(const WorkspaceGraph& graph, const GraphLayoutResult& layout) {
    const QString selected = selectedNode() >= 0 ? m_graph.nodes[selectedNode()].key : QString();
    clear();
    m_graph = graph;
    if (!layout.ok || layout.nodes.size() != graph.nodes.size()) return;
    QGraphicsScene* s = scene();
    // A long edge sits in every BSP cell it crosses: at thousands of edges the index took
    // gigabytes and seconds. Unindexed, a frame walks the items (fast enough at 40,000).
    s->setItemIndexMethod(graph.edges.size() > 2000 ? QGraphicsScene::NoIndex
                                                    : QGraphicsScene::BspTreeIndex);
    s->setSceneRect(layout.bounds.adjusted(-20, -20, 20, 20));
    m_edgesOf.resize(graph.nodes.size());
    for (int i = 0; i < graph.nodes.size(); ++i) {
        const NodeLayout& nl = layout.nodes[i];
        auto* item =
            new GraphNodeItem(this, i, GraphStyle::node(graph.nodes[i]), nl.size, nl.lines, m_font);
        item->setPos(nl.center);
        item->setToolTip(graph.nodes[i].ghost
                             ? tr("%1 (no such document)").arg(graph.nodes[i].title)
                             : graph.nodes[i].title + QLatin1Char('\n') + graph.nodes[i].path);
        s->addItem(item);
        m_nodes.append(item);
    }
    for (int k = 0; k < graph.edges.size(); ++k) {
        const EdgeLayout& el = layout.edges[k];
        QPainterPath path = el.path;
        if (el.hasArrow) {
            // An open arrow head from the spline's end to the tip.
            const QLineF back(el.arrowTip, el.arrowBase);
            QLineF a = back, b = back;
            a.setAngle(back.angle() + 25);
            b.setAngle(back.angle() - 25);
            a.setLength(7);
            b.setLength(7);
            path.moveTo(el.arrowBase);
            path.lineTo(el.arrowTip);
            path.moveTo(a.p2());
            path.lineTo(el.arrowTip);
            path.lineTo(b.p2());
        }
        auto* item = s->addPath(path, edgePen(graph.edges[k].type, false));
        item->setZValue(0);
        item->setToolTip(edgeTypeName(graph.edges[k].type));
        m_edges.append(item);
        m_edgesOf[graph.edges[k].from].append(k);
        if (graph.edges[k].to != graph.edges[k].from) m_edgesOf[graph.edges[k].to].append(k);
    }
    if (!selected.isEmpty()) selectKey(selected);
}

void GraphView::restyle(const WorkspaceGraph& graph) {
    if (graph.nodes.size() != m_nodes.size()) return;
    for (int i = 0; i < m_nodes.size(); ++i) {
        m_nodes[i]->setStyle(GraphStyle::node(graph.nodes[i]));
        m_graph.nodes[i] = graph.nodes[i];
    }
}

void GraphView::setShown(const QList<bool>& shown) {
    for (int i = 0; i < m_nodes.size() && i < shown.size(); ++i) m_nodes[i]->setVisible(shown[i]);
    for (int k = 0; k < m_edges.size(); ++k) {
        const GraphEdge& e = m_graph.edges[k];
        m_edges[k]->setVisible(isShown(e.from) && isShown(e.to));
    }
}

bool GraphView::isShown(int node) const {
    return node >= 0 && node < m_nodes.size() && m_nodes[node]->isVisible();
}

bool GraphView::selectKey(const QString& key) {
    const int node = m_graph.indexOfKey(key);
    if (node < 0 || node >= m_nodes.size()) {
        scene()->clearSelection();
        return false;
    }
    if (!m_nodes[node]->isSelected()) {
        scene()->clearSelection();
        m_nodes[node]->setSelected(true);
    }
    if (m_nodes[node]->isVisible()) ensureVisible(m_nodes[node]);
    return true;
}

int GraphView::selectedNode() const {
    for (QGraphicsItem* item : scene()->selectedItems())
        if (auto* n = dynamic_cast<GraphNodeItem*>(item)) return n->node();
    return -1;
}

QPointF GraphView::nodePosition(int node) const {
    return node >= 0 && node < m_nodes.size() ? m_nodes[node]->pos() : QPointF();
}

QList<int> GraphView::highlightedNodes() const {
    QList<int> out;
    for (GraphNodeItem* n : m_nodes)
        if (n->isHighlighted()) out.append(n->node());
    return out;
}

void GraphView::fit() {
    if (m_nodes.isEmpty()) return;
    fitInView(scene()->itemsBoundingRect(), Qt::KeepAspectRatio);
}

void GraphView::zoomBy(double factor) {
    const double z = zoom() * factor;
    if (z < 0.005 || z > 20) return;
    scale(factor, factor);
}

void GraphView::hoverNode(int node, bool entered) {
    if (node < 0 || node >= m_nodes.size()) return;
    m_nodes[node]->setHighlighted(entered);
    for (int m : m_graph.neighbours[node]) m_nodes[m]->setHighlighted(entered);
    for (int k : m_edgesOf[node]) m_edges[k]->setPen(edgePen(m_graph.edges[k].type, entered));
}

void GraphView::wheelEvent(QWheelEvent* event) {
    const int delta = event->angleDelta().y();
    if (delta == 0) return;
    zoomBy(qPow(1.0015, delta));
    event->accept();
}

void GraphView::mouseDoubleClickEvent(QMouseEvent* event) {
    for (QGraphicsItem* item : items(event->position().toPoint())) {
        auto* n = dynamic_cast<GraphNodeItem*>(item);
        if (!n) continue;
        const GraphNode& node = m_graph.nodes[n->node()];
        if (!node.ghost) emit documentActivated(node.path);
        event->accept();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

}  // namespace techlog
