#include "graphview.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>
#include <QtMath>

#include "graphedgesitem.h"
#include "graphnodeitem.h"
#include "graphstyle.h"

namespace techlog {

namespace {

constexpr int kLabelPixels = 10;  // scene units: Graphviz points

}  // namespace

GraphView::GraphView(QWidget* parent) : QGraphicsView(parent), m_font(labelFont()) {
    setScene(new QGraphicsScene(this));
    setDragMode(ScrollHandDrag);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xfa));
    // Enough of the graph to read with the bottom panel enlarged: the splitter stops there.
    setMinimumHeight(220);
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
    m_edgeItem = nullptr;
    m_edgesOf.clear();
    m_graph = {};
}

void GraphView::setGraph(const WorkspaceGraph& graph, const GraphLayoutResult& layout) {
    const QString selected = selectedNode() >= 0 ? m_graph.nodes[selectedNode()].key : QString();
    clear();
    m_graph = graph;
    if (!layout.ok || layout.nodes.size() != graph.nodes.size()) return;
    QGraphicsScene* s = scene();
    // The edges are one item (GraphEdgesItem): the index holds the nodes and that item. (An item
    // per edge put each long edge in every BSP cell it crossed: gigabytes at 30,000 edges.)
    s->setItemIndexMethod(QGraphicsScene::BspTreeIndex);
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
    m_edgeItem = new GraphEdgesItem;
    m_edgeItem->setEdges(graph, layout.edges);
    s->addItem(m_edgeItem);
    for (int k = 0; k < graph.edges.size(); ++k) {
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
    if (!m_edgeItem) return;
    QList<bool> edges(m_graph.edges.size());
    for (int k = 0; k < edges.size(); ++k)
        edges[k] = isShown(m_graph.edges[k].from) && isShown(m_graph.edges[k].to);
    m_edgeItem->setShown(edges);
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
    m_autoFit = true;
    if (m_nodes.isEmpty()) return;
    fitInView(scene()->itemsBoundingRect(), Qt::KeepAspectRatio);
}

void GraphView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (m_autoFit) fit();
}

void GraphView::showEvent(QShowEvent* event) {
    QGraphicsView::showEvent(event);
    if (m_autoFit) fit();
}

void GraphView::zoomBy(double factor) {
    m_autoFit = false;  // the reader's zoom stays, whatever the view's size does
    const double z = zoom() * factor;
    if (z < 0.005 || z > 20) return;
    scale(factor, factor);
}

void GraphView::hoverNode(int node, bool entered) {
    if (node < 0 || node >= m_nodes.size()) return;
    m_nodes[node]->setHighlighted(entered);
    for (int m : m_graph.neighbours[node]) m_nodes[m]->setHighlighted(entered);
    if (m_edgeItem) m_edgeItem->setHighlighted(m_edgesOf[node], entered);
}

bool GraphView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip && m_edgeItem) {
        auto* help = static_cast<QHelpEvent*>(event);
        QGraphicsItem* under = itemAt(help->pos());  // a node (above the edges) has its own
        if (!under || under == m_edgeItem) {
            // Four pixels either side of the line, at any zoom.
            const int k = m_edgeItem->edgeAt(mapToScene(help->pos()), 4.0 / std::max(zoom(), 1e-3));
            if (k >= 0) {
                QToolTip::showText(help->globalPos(), edgeTypeName(m_edgeItem->type(k)), this);
                return true;
            }
        }
    }
    return QGraphicsView::viewportEvent(event);
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
