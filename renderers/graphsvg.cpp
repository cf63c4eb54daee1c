#include "graphsvg.h"

#include <QColor>
#include <QLineF>
#include <utility>

#include "graphstyle.h"
#include "svgsanitizer.h"
#include "svgwriter.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

constexpr double kPad = 8;  // points around the drawing

void writePathData(SvgWriter& w, const QPainterPath& path) {
    w.openValue(QLatin1StringView("d"));
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        switch (e.type) {
            case QPainterPath::MoveToElement:
                w.value(u'M');
                break;
            case QPainterPath::LineToElement:
                w.value(u'L');
                break;
            case QPainterPath::CurveToElement:
                w.value(u'C');
                break;
            case QPainterPath::CurveToDataElement:
                w.value(u' ');
                break;
        }
        w.valuePoint(e.x, e.y);
    }
    w.closeValue();
}

QLatin1StringView dashArray(GraphStyle::Dash d) {
    return d == GraphStyle::Dash::Dashed ? QLatin1StringView("5,2") : QLatin1StringView("1,5");
}

void writePoints(SvgWriter& w, std::initializer_list<QPointF> ps) {
    w.openValue(QLatin1StringView("points"));
    bool first = true;
    for (const QPointF& p : ps) {
        if (!std::exchange(first, false)) w.value(u' ');
        w.valuePoint(p.x(), p.y());
    }
    w.closeValue();
}

void writeShape(SvgWriter& w, GraphStyle::Shape shape, const QRectF& r) {
    using L = QLatin1StringView;
    switch (shape) {
        case GraphStyle::Shape::Ellipse:
            w.start(L("ellipse"));
            w.number(L("cx"), r.center().x());
            w.number(L("cy"), r.center().y());
            w.number(L("rx"), r.width() / 2);
            w.number(L("ry"), r.height() / 2);
            return;
        case GraphStyle::Shape::Box:
            w.start(L("rect"));
            w.number(L("x"), r.left());
            w.number(L("y"), r.top());
            w.number(L("width"), r.width());
            w.number(L("height"), r.height());
            return;
        case GraphStyle::Shape::Hexagon: {
            const double dx = r.width() * 0.12;
            w.start(L("polygon"));
            writePoints(w, {{r.left() + dx, r.top()},
                            {r.right() - dx, r.top()},
                            {r.right(), r.center().y()},
                            {r.right() - dx, r.bottom()},
                            {r.left() + dx, r.bottom()},
                            {r.left(), r.center().y()}});
            return;
        }
        case GraphStyle::Shape::Octagon: {
            const double dx = r.width() * 0.12, dy = r.height() * 0.25;
            w.start(L("polygon"));
            writePoints(w, {{r.left() + dx, r.top()},
                            {r.right() - dx, r.top()},
                            {r.right(), r.top() + dy},
                            {r.right(), r.bottom() - dy},
                            {r.right() - dx, r.bottom()},
                            {r.left() + dx, r.bottom()},
                            {r.left(), r.bottom() - dy},
                            {r.left(), r.top() + dy}});
            return;
        }
    }
}

void writeEdge(SvgWriter& w, const GraphEdge& e, const EdgeLayout& el) {
    using L = QLatin1StringView;
    const GraphStyle::EdgeStyle s = GraphStyle::edge(e.type);
    const QString type = edgeTypeName(e.type);
    w.start(L("g"));
    w.openValue(L("class"));
    w.value(L("edge "));
    w.value(QStringView(type));
    w.closeValue();
    w.textElement(L("title"), type);
    w.start(L("path"));
    writePathData(w, el.path);
    w.attribute(L("fill"), L("none"));
    w.color(L("stroke"), s.color);
    w.number(L("stroke-width"), s.width);
    if (s.dash != GraphStyle::Dash::Solid) w.attribute(L("stroke-dasharray"), dashArray(s.dash));
    w.end();
    if (el.hasArrow) {
        // A filled head from the spline's end to the tip, Graphviz's `normal` at 0.6.
        const QLineF axis(el.arrowBase, el.arrowTip);
        const QPointF across = axis.normalVector().unitVector().p2() - axis.p1();
        w.start(L("polygon"));
        writePoints(w, {el.arrowTip, el.arrowBase + across * 2.1, el.arrowBase - across * 2.1});
        w.color(L("fill"), s.color);
        w.color(L("stroke"), s.color);
        w.number(L("stroke-width"), s.width);
        w.end();
    }
    w.end();
}

void writeNode(SvgWriter& w, const GraphNode& n, const NodeLayout& nl,
               const GraphLayoutOptions& o) {
    using L = QLatin1StringView;
    const GraphStyle::NodeStyle s = GraphStyle::node(n);
    const bool focus = !o.focus.isEmpty() && n.key == o.focus;
    w.start(L("g"));
    w.attribute(L("class"), L("node"));
    QString href = o.links && o.href && !n.ghost ? o.href(n.path) : QString();
    if (!SvgSanitizer::isPageLink(href)) href.clear();
    if (!href.isEmpty()) {
        w.start(L("a"));
        w.attribute(L("xlink:href"), href);
    }
    w.textElement(L("title"), n.ghost ? n.title : n.title + QStringLiteral(" — ") + n.path);
    const QRectF box(nl.center - QPointF(nl.size.width(), nl.size.height()) / 2, nl.size);
    writeShape(w, s.shape, box);
    w.color(L("fill"), s.fill);
    w.color(L("stroke"), focus ? GraphStyle::focusColor() : s.border);
    w.number(L("stroke-width"), focus ? 3.0 : s.borderWidth);
    if (s.borderDash != GraphStyle::Dash::Solid && !focus)
        w.attribute(L("stroke-dasharray"), dashArray(s.borderDash));
    w.end();
    const double lineHeight = o.fontSize * 1.3;
    double baseline =
        nl.center.y() - lineHeight * nl.lines.size() / 2 + lineHeight / 2 + o.fontSize * 0.35;
    for (const QString& line : nl.lines) {
        w.start(L("text"));
        w.number(L("x"), nl.center.x());
        w.number(L("y"), baseline);
        w.attribute(L("text-anchor"), L("middle"));
        w.attribute(L("font-family"), o.fontFamily);
        w.number(L("font-size"), o.fontSize);
        w.attribute(L("fill"), L("#111827"));
        w.text(line);
        w.end();
        baseline += lineHeight;
    }
    if (!href.isEmpty()) w.end();
    w.end();
}

}  // namespace

QString GraphSvg::writeElement(const WorkspaceGraph& graph, const GraphLayoutResult& layout,
                               const GraphLayoutOptions& options, QString* error) {
    using L = QLatin1StringView;
    if (!layout.ok || layout.nodes.size() != graph.nodes.size() ||
        layout.edges.size() != graph.edges.size()) {
        if (error) *error = layout.error.isEmpty() ? QStringLiteral("no layout") : layout.error;
        return {};
    }
    SvgWriter w(1024 + 700 * (graph.nodes.size() + graph.edges.size()));
    w.start(L("svg"));
    w.attribute(L("xmlns"), L("http://www.w3.org/2000/svg"));
    w.attribute(L("xmlns:xlink"), L("http://www.w3.org/1999/xlink"));
    const double width = layout.bounds.width() + 2 * kPad;
    const double height = layout.bounds.height() + 2 * kPad;
    w.number(L("width"), width, L("pt"));
    w.number(L("height"), height, L("pt"));
    w.openValue(L("viewBox"));
    w.value(L("0 0 "));
    w.valueNumber(width);
    w.value(u' ');
    w.valueNumber(height);
    w.closeValue();
    w.start(L("g"));
    w.attribute(L("class"), L("graph"));
    w.openValue(L("transform"));
    w.value(L("translate("));
    w.valueNumber(kPad - layout.bounds.left());
    w.value(u' ');
    w.valueNumber(kPad - layout.bounds.top());
    w.value(u')');
    w.closeValue();
    for (int k = 0; k < graph.edges.size(); ++k) writeEdge(w, graph.edges[k], layout.edges[k]);
    for (int i = 0; i < graph.nodes.size(); ++i)
        writeNode(w, graph.nodes[i], layout.nodes[i], options);
    // No pass through the sanitizer: what is written here is its allow-list already (fixed
    // elements and attributes, numbers, colours from GraphStyle, escaped text without the
    // characters XML forbids, links only where SvgSanitizer::isPageLink says so), and the
    // sanitizer's pass was 64% of this function's time, a third of a 5,000-page export's.
    // tests/sitegraph holds the sanitizer to removing nothing from it, hostile titles included.
    return w.takeString();
}

QByteArray GraphSvg::write(const WorkspaceGraph& graph, const GraphLayoutResult& layout,
                           const GraphLayoutOptions& options, QString* error) {
    const QString element = writeElement(graph, layout, options, error);
    if (element.isEmpty()) return {};
    return QByteArrayLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") + element.toUtf8() +
           '\n';
}

}  // namespace techlog
