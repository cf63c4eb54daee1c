#pragma once

#include <QColor>
#include <QString>

#include "documentgraph.h"

namespace techlog {

struct GraphNode;

// How the rule graph draws what it shows, in one place for the studio's view and for
// Graphviz's own output (`techlog graph --format dot|svg`): the kind by shape and fill, the
// status by the border, ghosts (dangling titles) in the warning colour, each edge type by
// colour and dash (docs/GRAPH.md has the legend).
namespace GraphStyle {

enum class Shape { Ellipse, Box, Hexagon, Octagon };
enum class Dash { Solid, Dashed, Dotted };

struct NodeStyle {
    Shape shape = Shape::Box;
    QColor fill;
    QColor border;
    double borderWidth = 1.0;
    Dash borderDash = Dash::Solid;
};

struct EdgeStyle {
    QColor color;
    Dash dash = Dash::Solid;
    double width = 1.0;
};

QColor warningColor();
QColor focusColor();  // the border of the node a local graph is about (the selection's colour)
NodeStyle node(const GraphNode& node);
EdgeStyle edge(EdgeType type);

// Graphviz attribute spellings.
QString dotShape(Shape shape);
QString dotDash(Dash dash);  // "solid", "dashed", "dotted"

}  // namespace GraphStyle

}  // namespace techlog
