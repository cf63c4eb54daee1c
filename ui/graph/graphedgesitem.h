#pragma once

#include <QGraphicsObject>
#include <QImage>
#include <QList>
#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>
#include <QThreadPool>
#include <QTimer>
#include <memory>
#include <vector>

#include "documentgraph.h"
#include "graphlayout.h"

namespace techlog {

class WorkspaceGraph;

// Every edge of a GraphView in one item. An item per edge made the scene walk and stroke all
// 30,000 edges of a 10,000-document graph on every frame, dashes and all, whether they crossed
// the view or not (5 fps at fit, 6 at 1:1). This item draws only what crosses the view, cut to
// it, batched by edge type, in one of three ways by how the graph looks on screen:
// - fine (near): antialiased, each type's width and dash, curves as laid out;
// - dense (thousands of edges in view): one-pixel lines without antialiasing, dashes kept;
// - coarse (the graph small on screen): a few straight segments per edge, one pixel, the colour
//   saying the type. Tens of thousands of long lines are millions of pixels a frame, so this
//   level is drawn into an image on a worker thread and the frames draw that image, scaled,
//   until a sharper one for the new zoom arrives (only while no usable image exists is it drawn
//   directly). Panning and zooming then cost an image draw, whatever the graph's size, and the
//   image follows the view one drawing behind.
class GraphEdgesItem : public QGraphicsObject {
    Q_OBJECT
public:
    GraphEdgesItem();
    ~GraphEdgesItem() override;

    void setEdges(const WorkspaceGraph& graph, const QList<EdgeLayout>& layout);
    int count() const { return int(m_geometry->edges.size()); }
    EdgeType type(int edge) const { return m_geometry->edges[edge].type; }

    void setShown(const QList<bool>& shown);  // per edge
    bool isShown(int edge) const { return m_shown[edge]; }
    void setHighlighted(const QList<int>& edges, bool on);
    bool isHighlighted(int edge) const { return m_highlighted[edge]; }

    // The shown edge nearest to `scenePos` within `tolerance` scene units, or -1.
    int edgeAt(const QPointF& scenePos, double tolerance) const;

    // Below this level of detail (scene unit to device pixel) edges are drawn coarse...
    static constexpr double kCoarseLevel = 0.45;
    // ... and below this one as one straight line each (a curve is a pixel or two off it).
    static constexpr double kStraightLevel = 0.12;
    // Above this many edges in view they are drawn as one-pixel lines without antialiasing.
    static constexpr int kDenseEdges = 600;

    // Whether the last frame drew the coarse level from the worker's image (tests, benchmark).
    bool lastFrameFromImage() const { return m_lastFromImage; }
    bool isRenderingImage() const { return m_rendering; }

    QRectF boundingRect() const override { return m_geometry->bounds; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

signals:
    void imageReady();  // a coarse image arrived (and a repaint was asked for)

public:
    // A point of the flattened edges. Floats in one array for all edges: 30,000 edges' lines as
    // lists of their own, in doubles, took 28 MB of a 10,000-document studio.
    struct Point {
        float x = 0;
        float y = 0;
    };
    struct Edge {
        QPainterPath path;  // the spline as laid out: the layout's own, shared, not copied
        Point arrow[4];     // the arrow head, when hasArrow: base, tip, and the two barbs
        // The spline flattened, then the arrow's strokes, as points [line, lineEnd) of
        // Geometry::points; a NaN point parts two strokes. A few of them, [coarse, coarseEnd),
        // follow: the edge drawn small.
        quint32 line = 0;
        quint32 lineEnd = 0;
        quint32 coarse = 0;
        quint32 coarseEnd = 0;
        QRectF bounds;
        EdgeType type = EdgeType::Unresolved;
        bool hasArrow = false;
    };
    struct Geometry {
        QList<Edge> edges;
        std::vector<Point> points;
        QList<QList<int>> byType;  // edge indexes per EdgeType value
        QRectF bounds;
    };
    // The coarse level of `rect` (item coordinates) at `lod` pixels per unit, drawn on a worker.
    struct Image {
        QImage image;
        QRectF rect;
        double lod = 0;
        quint64 generation = 0;  // of the shown edges it was drawn with
    };

private:
    void paintDense(QPainter* painter, const QList<QList<int>>& inView,
                    const QRectF& exposed) const;
    void paintFine(QPainter* painter, const QList<QList<int>>& inView, const QRectF& exposed) const;
    void wantImage(const QRectF& device, double lod);
    void renderImage();

    std::shared_ptr<const Geometry> m_geometry;
    QList<bool> m_shown;
    QList<bool> m_highlighted;
    quint64 m_generation = 0;  // bumped when edges or shown edges change
    Image m_image;
    QRectF m_wantRect;
    double m_wantLod = 0;
    QTimer m_refresh;  // starts the worker's image outside paint()
    bool m_rendering = false;
    bool m_lastFromImage = false;
    QThreadPool m_pool;  // last: waited for first
};

}  // namespace techlog
