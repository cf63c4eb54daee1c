#pragma once

#include <QFont>
#include <QGraphicsView>
#include <QHash>
#include <QList>

#include "graphlayout.h"
#include "workspacegraph.h"

namespace techlog {

class GraphEdgesItem;
class GraphNodeItem;

// Draws a laid-out rule graph (WorkspaceGraph + GraphLayoutResult) in a QGraphicsScene: the
// wheel zooms about the cursor, dragging pans, fit() shows it all; hovering a node highlights
// it, its neighbours and its edges; a click selects (nodeSelected), a double-click on a
// document emits documentActivated. Filters hide nodes (setShown); an edge shows when both
// its ends do.
class GraphView : public QGraphicsView {
    Q_OBJECT
public:
    explicit GraphView(QWidget* parent = nullptr);
    ~GraphView() override;

    // The font labels are measured and drawn in (the UI font, Noto Sans CJK for Hangul).
    static QFont labelFont();
    // Options for GraphLayout measuring in labelFont() (callable from any thread).
    static GraphLayoutOptions layoutOptions();

    void setGraph(const WorkspaceGraph& graph, const GraphLayoutResult& layout);
    // Same nodes and edges, new attributes (status, errors): restyles without a relayout.
    void restyle(const WorkspaceGraph& graph);
    void clear();
    const WorkspaceGraph& graph() const { return m_graph; }
    bool hasGraph() const { return !m_nodes.isEmpty(); }

    void setShown(const QList<bool>& shown);
    bool isShown(int node) const;
    // Selects the node with `key` (a path) and scrolls to it; false when it is not drawn.
    bool selectKey(const QString& key);
    int selectedNode() const;
    QPointF nodePosition(int node) const;  // scene coordinates of the node's centre
    GraphNodeItem* nodeItem(int node) const { return m_nodes.value(node); }
    GraphEdgesItem* edgesItem() const { return m_edgeItem; }
    QList<int> highlightedNodes() const;
    double zoom() const { return transform().m11(); }

    // Shows it all, and keeps doing so as the view is shown or resized until the reader zooms
    // (the wheel): a graph laid out while its tab was hidden was fitted to a view of no size.
    void fit();
    bool fitsAutomatically() const { return m_autoFit; }
    void zoomBy(double factor);
    void hoverNode(int node, bool entered);  // from the node items

signals:
    void nodeSelected(int node);  // -1: none
    void documentActivated(const QString& path);

protected:
    bool viewportEvent(QEvent* event) override;  // an edge's tooltip: its type
    void wheelEvent(QWheelEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    WorkspaceGraph m_graph;
    QList<GraphNodeItem*> m_nodes;
    GraphEdgesItem* m_edgeItem = nullptr;  // every edge, in one item
    QList<QList<int>> m_edgesOf;           // per node: its edges
    QFont m_font;
    bool m_autoFit = true;
};

}  // namespace techlog
