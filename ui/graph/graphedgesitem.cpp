#include "graphedgesitem.h"

#include <QFutureWatcher>
#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtConcurrent>
#include <algorithm>
#include <cmath>
#include <limits>

#include "graphstyle.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

constexpr int kTypes = int(EdgeType::Unresolved) + 1;
constexpr int kCoarsePoints = 5;  // along a spline drawn coarse

Qt::PenStyle penStyle(GraphStyle::Dash d) {
    return d == GraphStyle::Dash::Solid    ? Qt::SolidLine
           : d == GraphStyle::Dash::Dashed ? Qt::DashLine
                                           : Qt::DotLine;
}

QPen finePen(EdgeType type, bool highlighted) {
    const GraphStyle::EdgeStyle s = GraphStyle::edge(type);
    QPen pen(s.color, highlighted ? s.width + 1.5 : s.width, penStyle(s.dash));
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

using Point = GraphEdgesItem::Point;

QPointF toPointF(const Point& p) { return QPointF(p.x, p.y); }
Point toPoint(const QPointF& p) { return Point{float(p.x()), float(p.y())}; }
constexpr Point kBreak{std::numeric_limits<float>::quiet_NaN(), 0};

// An open arrow head from the spline's end to the tip, as Graphviz places it: base, tip and the
// two barbs.
void placeArrow(GraphEdgesItem::Edge& e, const EdgeLayout& el) {
    const QLineF back(el.arrowTip, el.arrowBase);
    QLineF a = back, b = back;
    a.setAngle(back.angle() + 25);
    b.setAngle(back.angle() - 25);
    a.setLength(7);
    b.setLength(7);
    e.arrow[0] = toPoint(el.arrowBase);
    e.arrow[1] = toPoint(el.arrowTip);
    e.arrow[2] = toPoint(a.p2());
    e.arrow[3] = toPoint(b.p2());
    e.hasArrow = true;
}

// The edge as laid out, arrow and all, with the painter's pen.
void drawEdge(QPainter* painter, const GraphEdgesItem::Edge& e) {
    painter->drawPath(e.path);
    if (!e.hasArrow) return;
    const QPointF tip = toPointF(e.arrow[1]);
    painter->drawLine(toPointF(e.arrow[0]), tip);
    const QPointF barbs[3] = {toPointF(e.arrow[2]), tip, toPointF(e.arrow[3])};
    painter->drawPolyline(barbs, 3);
}

// Calls f(a, b) for each segment of the edge's flattened strokes, in order.
template <typename F>
void forEachSegment(const GraphEdgesItem::Geometry& g, const GraphEdgesItem::Edge& e, F&& f) {
    for (quint32 i = e.line; i + 1 < e.lineEnd; ++i) {
        const Point& p = g.points[i];
        const Point& q = g.points[i + 1];
        if (std::isnan(p.x) || std::isnan(q.x)) continue;
        f(toPointF(p), toPointF(q));
    }
}

// Liang-Barsky: `a`-`b` cut to `r`; false when nothing of it is inside.
bool clipSegment(QPointF& a, QPointF& b, const QRectF& r) {
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    double t0 = 0, t1 = 1;
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    const QPointF start = a;
    if (t1 < 1) b = start + t1 * QPointF(dx, dy);
    if (t0 > 0) a = start + t0 * QPointF(dx, dy);
    return true;
}

double distanceToSegment(const QPointF& p, const QPointF& a, const QPointF& b) {
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

// The coarse level: per type, the shown edges' few segments cut to `exposed`, one pixel wide,
// without antialiasing. Called on the UI thread and on the worker (what it reads is the caller's
// own copy or immutable).
void drawCoarse(QPainter* painter, const GraphEdgesItem::Geometry& g, const QList<bool>& shown,
                const QRectF& exposed, double lod) {
    painter->setRenderHint(QPainter::Antialiasing, false);
    // An edge shorter than this on screen is a dot inside its nodes: left out.
    const double tiny = 1.5 / lod;
    QList<QLineF> lines;
    for (int t = 0; t < g.byType.size(); ++t) {
        lines.clear();
        for (int k : g.byType[t]) {
            const GraphEdgesItem::Edge& e = g.edges[k];
            if (!shown[k] || e.coarseEnd - e.coarse < 2 || !e.bounds.intersects(exposed)) continue;
            if (e.bounds.width() < tiny && e.bounds.height() < tiny) continue;
            if (lod < GraphEdgesItem::kStraightLevel) {  // a straight line, tail to tip
                QPointF a = toPointF(g.points[e.coarse]), b = toPointF(g.points[e.coarseEnd - 1]);
                if (clipSegment(a, b, exposed)) lines.append(QLineF(a, b));
                continue;
            }
            for (quint32 i = e.coarse; i + 1 < e.coarseEnd; ++i) {
                QPointF a = toPointF(g.points[i]), b = toPointF(g.points[i + 1]);
                if (clipSegment(a, b, exposed)) lines.append(QLineF(a, b));
            }
        }
        if (lines.isEmpty()) continue;
        painter->setPen(QPen(GraphStyle::edge(EdgeType(t)).color, 0));  // cosmetic: one pixel
        painter->drawLines(lines);
    }
}

constexpr double kMaxImageSide = 4096;

}  // namespace

GraphEdgesItem::GraphEdgesItem() : m_geometry(std::make_shared<const Geometry>()) {
    // exposedRect is what a frame needs redrawn: without this flag it is the whole item.
    setFlag(ItemUsesExtendedStyleOption);
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(0);
    m_pool.setMaxThreadCount(1);
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(0);
    connect(&m_refresh, &QTimer::timeout, this, &GraphEdgesItem::renderImage);
}

// The pool's destructor would wait too; waiting first says that the worker is done before
// anything it hands its image to goes.
GraphEdgesItem::~GraphEdgesItem() { m_pool.waitForDone(); }

void GraphEdgesItem::setEdges(const WorkspaceGraph& graph, const QList<EdgeLayout>& layout) {
    prepareGeometryChange();
    auto g = std::make_shared<Geometry>();
    g->byType = QList<QList<int>>(kTypes);
    const int n = int(std::min(graph.edges.size(), layout.size()));
    g->edges.reserve(n);
    QList<QPointF> coarse;
    for (int k = 0; k < n; ++k) {
        const EdgeLayout& el = layout[k];
        Edge e;
        e.type = graph.edges[k].type;
        e.path = el.path;
        e.line = quint32(g->points.size());
        // A stroke after the edge's first is parted from the one before by a NaN point.
        const auto newStroke = [&] {
            if (g->points.size() > e.line) g->points.push_back(kBreak);
        };
        coarse.clear();
        for (const QPolygonF& p : el.path.toSubpathPolygons()) {
            if (p.isEmpty()) continue;
            newStroke();
            for (const QPointF& q : p) g->points.push_back(toPoint(q));
            // A few points spread along the spline: enough when it is a few pixels long.
            const int step = std::max(1, int(p.size() - 1) / (kCoarsePoints - 1));
            for (int i = 0; i < p.size(); i += step) coarse.append(p[i]);
            if (coarse.last() != p.last()) coarse.append(p.last());
        }
        QRectF bounds =
            el.path.isEmpty() ? QRectF(el.arrowBase, QSizeF(0, 0)) : el.path.boundingRect();
        if (el.hasArrow) {
            placeArrow(e, el);
            if (coarse.isEmpty()) coarse.append(el.arrowBase);
            coarse.append(el.arrowTip);
            newStroke();  // base to tip
            g->points.insert(g->points.end(), {e.arrow[0], e.arrow[1]});
            newStroke();  // the barbs, through the tip
            g->points.insert(g->points.end(), {e.arrow[2], e.arrow[1], e.arrow[3]});
            // Corner by corner: a point's empty rectangle adds nothing to a union.
            for (const Point& a : e.arrow) {
                const QPointF q = toPointF(a);
                bounds.setCoords(std::min(bounds.left(), q.x()), std::min(bounds.top(), q.y()),
                                 std::max(bounds.right(), q.x()), std::max(bounds.bottom(), q.y()));
            }
        }
        e.lineEnd = quint32(g->points.size());
        e.coarse = e.lineEnd;
        for (const QPointF& q : coarse) g->points.push_back(toPoint(q));
        e.coarseEnd = quint32(g->points.size());
        // Never empty: QRectF::intersects() is false for a level or upright line's flat box.
        e.bounds = bounds.adjusted(-1, -1, 1, 1);
        g->bounds |= e.bounds;
        g->byType[int(e.type)].append(k);
        g->edges.append(std::move(e));
    }
    g->points.shrink_to_fit();
    // Room for the widest pen, highlighted, and round caps.
    g->bounds.adjust(-4, -4, 4, 4);
    m_geometry = std::move(g);
    m_shown = QList<bool>(n, true);
    m_highlighted = QList<bool>(n, false);
    ++m_generation;
    m_image = {};
    update();
}

void GraphEdgesItem::setShown(const QList<bool>& shown) {
    bool changed = false;
    for (int k = 0; k < m_shown.size() && k < shown.size(); ++k)
        if (m_shown[k] != shown[k]) {
            m_shown[k] = shown[k];
            changed = true;
        }
    if (!changed) return;
    ++m_generation;  // the image has edges hidden now, or lacks edges shown now
    update();
}

void GraphEdgesItem::setHighlighted(const QList<int>& edges, bool on) {
    QRectF dirty;
    for (int k : edges) {
        if (k < 0 || k >= m_highlighted.size() || m_highlighted[k] == on) continue;
        m_highlighted[k] = on;
        dirty |= m_geometry->edges[k].bounds;
    }
    if (!dirty.isNull()) update(dirty.adjusted(-4, -4, 4, 4));
}

int GraphEdgesItem::edgeAt(const QPointF& scenePos, double tolerance) const {
    const QPointF p = mapFromScene(scenePos);
    const QList<Edge>& edges = m_geometry->edges;
    int best = -1;
    double bestDistance = tolerance;
    for (int k = 0; k < edges.size(); ++k) {
        const Edge& e = edges[k];
        if (!m_shown[k] ||
            !e.bounds.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(p))
            continue;
        forEachSegment(*m_geometry, e, [&](const QPointF& a, const QPointF& b) {
            const double d = distanceToSegment(p, a, b);
            if (d <= bestDistance) {
                bestDistance = d;
                best = k;
            }
        });
    }
    return best;
}

void GraphEdgesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const Geometry& g = *m_geometry;
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    // A margin for the pen, so that a segment just outside still paints its edge's width.
    const double margin = 4.0;
    // What the device shows, in item coordinates: QGraphicsView::render() passes the whole item
    // as exposed, and drawing 30,000 edges to be clipped away took seconds.
    const QRectF device = painter->worldTransform().inverted().mapRect(QRectF(painter->viewport()));
    const QRectF exposed =
        option->exposedRect.intersected(device).adjusted(-margin, -margin, margin, margin);
    painter->save();
    painter->setBrush(Qt::NoBrush);
    m_lastFromImage = false;
    if (lod < kCoarseLevel) {
        // The worker's image when it has these edges, covers what is exposed and is not too far
        // off this zoom (blurred or blocky beyond a quarter or four times).
        const double ratio = m_image.lod > 0 ? lod / m_image.lod : 0;
        const QRectF inView = device.intersected(g.bounds);
        const bool usable = !m_image.image.isNull() && m_image.generation == m_generation &&
                            ratio >= 0.25 && ratio <= 4 &&
                            m_image.rect.contains(exposed.intersected(g.bounds));
        if (usable) {
            painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
            painter->drawImage(m_image.rect, m_image.image);
            m_lastFromImage = true;
        } else {
            drawCoarse(painter, g, m_shown, exposed, lod);
        }
        if (!usable || ratio < 0.9 || ratio > 1.1 || !m_image.rect.contains(inView))
            wantImage(device, lod);
    } else {
        QList<QList<int>> inView(g.byType.size());  // the edges in view, by type
        qsizetype count = 0;
        for (int t = 0; t < g.byType.size(); ++t)
            for (int k : g.byType[t]) {
                if (!m_shown[k] || !g.edges[k].bounds.intersects(exposed)) continue;
                inView[t].append(k);
                ++count;
            }
        if (count > kDenseEdges)
            paintDense(painter, inView, exposed);
        else
            paintFine(painter, inView, exposed);
    }
    // The hovered node's edges on top, in full, thicker.
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (int k = 0; k < g.edges.size(); ++k) {
        if (!m_highlighted[k] || !m_shown[k] || !g.edges[k].bounds.intersects(exposed)) continue;
        painter->setPen(finePen(g.edges[k].type, true));
        drawEdge(painter, g.edges[k]);
    }
    painter->restore();
}

void GraphEdgesItem::wantImage(const QRectF& device, double lod) {
    // What is in view and half as much again around it, so that a pan draws from the image too.
    const double dx = device.width() / 4, dy = device.height() / 4;
    const QRectF rect = device.adjusted(-dx, -dy, dx, dy).intersected(m_geometry->bounds);
    if (rect.isEmpty()) return;
    // Bounded in memory: a coarser image over a huge area (far out, that is what shows anyway).
    const double side = std::max(rect.width(), rect.height()) * lod;
    if (side > kMaxImageSide) lod *= kMaxImageSide / side;
    if (m_image.generation == m_generation && m_image.rect == rect && m_image.lod == lod) return;
    m_wantRect = rect;
    m_wantLod = lod;
    // Not from inside paint(); when one is being drawn, the next starts as it arrives, for the
    // view as it is then: never more than one behind, never a queue of them.
    if (!m_rendering) m_refresh.start();
}

void GraphEdgesItem::renderImage() {
    if (m_rendering || m_wantLod <= 0) return;  // a running one asks again when it is done
    m_rendering = true;
    auto* watcher = new QFutureWatcher<Image>(this);
    connect(watcher, &QFutureWatcher<Image>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_rendering = false;
        Image image = watcher->result();
        const bool current = image.generation == m_generation;
        const bool asked = image.rect == m_wantRect && image.lod == m_wantLod;
        if (current) {
            m_image = std::move(image);
            update();
            emit imageReady();
        }
        // The edges or the view moved on meanwhile: another for the view as it is now.
        if (!current || !asked) m_refresh.start();
    });
    const std::shared_ptr<const Geometry> geometry = m_geometry;
    const QList<bool> shown = m_shown;
    const QRectF rect = m_wantRect;
    const double lod = m_wantLod;
    const quint64 generation = m_generation;
    watcher->setFuture(QtConcurrent::run(&m_pool, [geometry, shown, rect, lod, generation] {
        Image out;
        out.rect = rect;
        out.lod = lod;
        out.generation = generation;
        const QSize size(std::max(1, int(std::ceil(rect.width() * lod))),
                         std::max(1, int(std::ceil(rect.height() * lod))));
        out.image = QImage(size, QImage::Format_ARGB32_Premultiplied);
        out.image.fill(Qt::transparent);
        QPainter p(&out.image);
        p.scale(size.width() / rect.width(), size.height() / rect.height());
        p.translate(-rect.topLeft());
        drawCoarse(&p, *geometry, shown, rect, lod);
        return out;
    }));
}

void GraphEdgesItem::paintDense(QPainter* painter, const QList<QList<int>>& inView,
                                const QRectF& exposed) const {
    // Thousands of edges across the view: one-pixel lines without antialiasing, dashes kept,
    // each cut to the view first.
    painter->setRenderHint(QPainter::Antialiasing, false);
    QList<QLineF> lines;
    for (int t = 0; t < inView.size(); ++t) {
        lines.clear();
        for (int k : inView[t])
            forEachSegment(*m_geometry, m_geometry->edges[k], [&](QPointF a, QPointF b) {
                if (clipSegment(a, b, exposed)) lines.append(QLineF(a, b));
            });
        if (lines.isEmpty()) continue;
        QPen pen = finePen(EdgeType(t), false);
        pen.setWidth(0);  // cosmetic
        painter->setPen(pen);
        painter->drawLines(lines);
    }
}

void GraphEdgesItem::paintFine(QPainter* painter, const QList<QList<int>>& inView,
                               const QRectF& exposed) const {
    painter->setRenderHint(QPainter::Antialiasing, true);
    QPolygonF run;
    for (int t = 0; t < inView.size(); ++t) {
        if (inView[t].isEmpty()) continue;
        painter->setPen(finePen(EdgeType(t), false));
        for (int k : inView[t]) {
            const Edge& e = m_geometry->edges[k];
            if (exposed.contains(e.bounds)) {
                drawEdge(painter, e);
                continue;
            }
            // A long edge crossing the view: only its segments inside, clipped to it, are
            // stroked (stroking costs the whole length: a 10,000-point line took 6 ms).
            run.clear();
            forEachSegment(*m_geometry, e, [&](QPointF a, QPointF b) {
                if (!clipSegment(a, b, exposed)) return;
                if (!run.isEmpty() && run.last() != a) {
                    painter->drawPolyline(run);
                    run.clear();
                }
                if (run.isEmpty()) run.append(a);
                run.append(b);
            });
            if (!run.isEmpty()) painter->drawPolyline(run);
        }
    }
}

}  // namespace techlog
