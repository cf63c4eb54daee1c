#include "graphnodeitem.h"

#include <QHash>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <algorithm>

#include "graphview.h"

namespace techlog {

namespace {

constexpr double kSmallPixels = 10;

QPainterPath shapePath(GraphStyle::Shape shape, const QRectF& r) {
    QPainterPath p;
    switch (shape) {
        case GraphStyle::Shape::Ellipse:
            p.addEllipse(r);
            break;
        case GraphStyle::Shape::Box:
            p.addRect(r);
            break;
        case GraphStyle::Shape::Hexagon: {
            const double dx = r.width() * 0.12;
            p.addPolygon(
                QPolygonF({QPointF(r.left() + dx, r.top()), QPointF(r.right() - dx, r.top()),
                           QPointF(r.right(), r.center().y()), QPointF(r.right() - dx, r.bottom()),
                           QPointF(r.left() + dx, r.bottom()), QPointF(r.left(), r.center().y())}));
            p.closeSubpath();
            break;
        }
        case GraphStyle::Shape::Octagon: {
            const double dx = r.width() * 0.12, dy = r.height() * 0.25;
            p.addPolygon(
                QPolygonF({QPointF(r.left() + dx, r.top()), QPointF(r.right() - dx, r.top()),
                           QPointF(r.right(), r.top() + dy), QPointF(r.right(), r.bottom() - dy),
                           QPointF(r.right() - dx, r.bottom()), QPointF(r.left() + dx, r.bottom()),
                           QPointF(r.left(), r.bottom() - dy), QPointF(r.left(), r.top() + dy)}));
            p.closeSubpath();
            break;
        }
    }
    return p;
}

// Nodes of one shape and size share one path (QPainterPath is implicitly shared): titles wrap to
// a few widths, so 10,000 nodes have a few hundred sizes, and a path each was 5 MB. The items
// live on the UI thread only; the cache is emptied when it grows past what a graph needs.
QPainterPath sharedShapePath(GraphStyle::Shape shape, const QSizeF& size) {
    static QHash<QPair<int, QPair<double, double>>, QPainterPath> cache;
    const auto key = qMakePair(int(shape), qMakePair(size.width(), size.height()));
    if (const auto it = cache.constFind(key); it != cache.constEnd()) return *it;
    if (cache.size() >= 4096) cache.clear();
    const QPainterPath p =
        shapePath(shape, QRectF(QPointF(-size.width() / 2, -size.height() / 2), size));
    cache.insert(key, p);
    return p;
}

Qt::PenStyle penStyle(GraphStyle::Dash d) {
    switch (d) {
        case GraphStyle::Dash::Solid:
            return Qt::SolidLine;
        case GraphStyle::Dash::Dashed:
            return Qt::DashLine;
        case GraphStyle::Dash::Dotted:
            break;
    }
    return Qt::DotLine;
}

}  // namespace

GraphNodeItem::GraphNodeItem(GraphView* view, int node, const GraphStyle::NodeStyle& style,
                             const QSizeF& size, const QStringList& lines, const QFont& font)
    : m_view(view), m_node(node), m_style(style), m_size(size), m_lines(lines), m_font(font) {
    m_shape = sharedShapePath(style.shape, size);
    setFlag(ItemIsSelectable);
    setAcceptHoverEvents(true);
    setZValue(1);
}

void GraphNodeItem::setStyle(const GraphStyle::NodeStyle& style) {
    m_style = style;
    update();
}

void GraphNodeItem::setHighlighted(bool on) {
    if (m_highlighted == on) return;
    m_highlighted = on;
    update();
}

QRectF GraphNodeItem::boundingRect() const { return m_shape.boundingRect().adjusted(-4, -4, 4, 4); }

void GraphNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    // A few pixels wide (a whole 10,000-document graph in view): a filled rectangle without
    // antialiasing, a third of the cost of the shape; the selection and highlight still show.
    // (The view does not save the painter's state per item: every branch sets what it uses.)
    if (lod * std::max(m_size.width(), m_size.height()) < kSmallPixels && !isSelected() &&
        !m_highlighted) {
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->fillRect(m_shape.boundingRect(), m_style.fill.darker(115));
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    QPen pen(m_style.border, m_style.borderWidth, penStyle(m_style.borderDash));
    if (isSelected())
        pen = QPen(GraphStyle::focusColor(), 3.5);
    else if (m_highlighted)
        pen = QPen(QColor(0xf5, 0x9e, 0x0b), 3.0);
    painter->setPen(pen);
    painter->setBrush(m_style.fill);
    painter->drawPath(m_shape);
    // Labels only where they can be read: below ~4 px a line of text is noise and costs most of
    // the frame.
    if (lod * m_font.pixelSize() < 4.0 || m_lines.isEmpty()) return;
    painter->setFont(m_font);
    painter->setPen(QColor(0x11, 0x18, 0x27));
    const double lineHeight = m_font.pixelSize() * 1.3;
    double y = -lineHeight * m_lines.size() / 2;
    for (const QString& line : m_lines) {
        painter->drawText(QRectF(-m_size.width() / 2, y, m_size.width(), lineHeight),
                          Qt::AlignCenter, line);
        y += lineHeight;
    }
}

void GraphNodeItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) { m_view->hoverNode(m_node, true); }

void GraphNodeItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) { m_view->hoverNode(m_node, false); }

}  // namespace techlog
