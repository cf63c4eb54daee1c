#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QStringList>

#include "graphstyle.h"

namespace techlog {

class GraphView;

// One node of the rule graph in a GraphView: its shape and colours from GraphStyle, its
// wrapped title drawn only when it would be legible (level of detail), and a highlight when it
// is hovered, selected or a neighbour of the hovered node.
class GraphNodeItem : public QGraphicsItem {
public:
    GraphNodeItem(GraphView* view, int node, const GraphStyle::NodeStyle& style, const QSizeF& size,
                  const QStringList& lines, const QFont& font);

    int node() const { return m_node; }
    void setStyle(const GraphStyle::NodeStyle& style);
    void setHighlighted(bool on);
    bool isHighlighted() const { return m_highlighted; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override { return m_shape; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    GraphView* m_view;
    int m_node;
    GraphStyle::NodeStyle m_style;
    QSizeF m_size;
    QStringList m_lines;
    QFont m_font;
    QPainterPath m_shape;
    bool m_highlighted = false;
};

}  // namespace techlog
