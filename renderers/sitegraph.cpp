#include "sitegraph.h"

#include <QSet>

#include "egolayout.h"
#include "graphlayout.h"
#include "graphstyle.h"
#include "graphsvg.h"
#include "htmlescape.h"
#include "workspace.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

QString esc(const QString& s) { return HtmlEscape::escape(s); }

QString dashArray(GraphStyle::Dash d) {
    return d == GraphStyle::Dash::Solid    ? QString()
           : d == GraphStyle::Dash::Dashed ? QStringLiteral(" stroke-dasharray=\"5,2\"")
                                           : QStringLiteral(" stroke-dasharray=\"1,4\"");
}

// A short line in an edge type's colour and dash: presentation attributes, not CSS, so the
// page's style-src policy has nothing to refuse.
QString edgeSwatch(EdgeType t) {
    const GraphStyle::EdgeStyle s = GraphStyle::edge(t);
    return QStringLiteral(
               "<svg class=\"swatch\" width=\"36\" height=\"10\" viewBox=\"0 0 36 10\" "
               "aria-hidden=\"true\"><line x1=\"2\" y1=\"5\" x2=\"34\" y2=\"5\" stroke=\"%1\" "
               "stroke-width=\"%2\"%3/></svg>")
        .arg(s.color.name())
        .arg(s.width + 0.5)
        .arg(dashArray(s.dash));
}

QString nodeSwatch(DocKind kind, bool ghost) {
    GraphNode n;
    n.kind = kind;
    n.ghost = ghost;
    n.status = QStringLiteral("게시 전");
    const GraphStyle::NodeStyle s = GraphStyle::node(n);
    QString shape;
    switch (s.shape) {
        case GraphStyle::Shape::Ellipse:
            shape = QStringLiteral("<ellipse cx=\"18\" cy=\"8\" rx=\"16\" ry=\"6.5\"");
            break;
        case GraphStyle::Shape::Hexagon:
            shape = QStringLiteral("<polygon points=\"6,1.5 30,1.5 34,8 30,14.5 6,14.5 2,8\"");
            break;
        case GraphStyle::Shape::Octagon:
            shape = QStringLiteral(
                "<polygon points=\"6,1.5 30,1.5 34,5 34,11 30,14.5 6,14.5 2,11 2,5\"");
            break;
        case GraphStyle::Shape::Box:
            shape = QStringLiteral("<rect x=\"2\" y=\"1.5\" width=\"32\" height=\"13\"");
            break;
    }
    return QStringLiteral(
               "<svg class=\"swatch\" width=\"36\" height=\"16\" viewBox=\"0 0 36 16\" "
               "aria-hidden=\"true\">%1 fill=\"%2\" stroke=\"%3\" stroke-width=\"1\"%4/></svg>")
        .arg(shape, s.fill.name(), s.border.name(), dashArray(s.borderDash));
}

}  // namespace

WorkspaceGraph SiteGraph::siteGraph(const WorkspaceGraph& all, const QList<int>& selected) {
    const QSet<int> chosen(selected.begin(), selected.end());
    QList<bool> keep(all.nodes.size(), false);
    for (int i = 0; i < all.nodes.size(); ++i)
        keep[i] = !all.nodes[i].ghost && chosen.contains(all.nodes[i].document);
    for (const GraphEdge& e : all.edges)
        if (keep[e.from] && all.nodes[e.to].ghost) keep[e.to] = true;
    QList<int> nodes;
    for (int i = 0; i < all.nodes.size(); ++i)
        if (keep[i]) nodes.append(i);
    return all.subgraph(nodes);
}

namespace {

GraphLayoutOptions linkedOptions(const WorkspaceGraph& graph,
                                 const std::function<QString(int)>& href, const QString& focus,
                                 std::shared_ptr<const WrappedTitles> wrapped) {
    GraphLayoutOptions o;
    o.wrapped = std::move(wrapped);
    o.links = true;
    o.href = [&graph, href](const QString& path) -> QString {
        const int node = graph.indexOfPath(path);
        return node >= 0 ? href(graph.nodes[node].document) : QString();
    };
    o.focus = focus;
    return o;
}

}  // namespace

QString SiteGraph::inlineSvg(const WorkspaceGraph& graph, const std::function<QString(int)>& href,
                             const QString& focus, QString* error,
                             std::shared_ptr<const WrappedTitles> wrapped) {
    // Graphviz lays it out; GraphSvg writes it, as it writes the local graphs: Graphviz's own
    // SVG of 5,000 documents is 10 MB that the sanitizer then reads again (0.5 s).
    const GraphLayoutOptions o = linkedOptions(graph, href, focus, std::move(wrapped));
    return GraphSvg::writeElement(graph, GraphLayout::layout(graph, o), o, error);
}

QString SiteGraph::localSection(const Workspace& ws, int index,
                                const std::function<QString(int)>& href,
                                const QList<Relation>* relations, const WorkspaceGraph* whole,
                                std::shared_ptr<const WrappedTitles> wrapped) {
    QString h = QStringLiteral(
        "<section class=\"local-graph\" aria-labelledby=\"local-graph-title\">\n"
        "<h2 id=\"local-graph-title\">관계 그래프</h2>\n");
    const WorkspaceGraph g =
        WorkspaceGraph::local(ws, index, relations ? index : -1, relations, whole);
    if (g.nodes.size() < 2) {
        h += QStringLiteral(
            "<p class=\"local-graph-empty\">이 문서는 다른 문서와 관계로 이어지지 "
            "않았습니다.</p>\n");
    } else {
        QString error;
        const QString focus = ws.documents[index].path;
        const GraphLayoutOptions o = linkedOptions(g, href, focus, std::move(wrapped));
        const QString svg = GraphSvg::writeElement(g, EgoLayout::layout(g, focus, o), o, &error);
        if (svg.isEmpty()) {
            h += QStringLiteral(
                     "<p class=\"local-graph-empty\">관계 그래프를 그리지 못했습니다: "
                     "%1</p>\n")
                     .arg(esc(error));
        } else {
            // Joined, not .arg()'d: a second arg() read the whole drawing again for its
            // placeholder, and took a "%1" in a title for one.
            h += QStringLiteral("<figure class=\"graph-figure\">\n<div class=\"graph-canvas\">");
            h += svg;
            h += QStringLiteral(
                "</div>\n<figcaption>이 문서(굵은 파란 테두리)와 관계로 바로 "
                "이어진 문서 ");
            h += QString::number(g.nodes.size() - 1);
            h += QStringLiteral("개</figcaption>\n</figure>\n");
        }
    }
    return h + QStringLiteral("</section>\n");
}

QString SiteGraph::legend() {
    struct EdgeRow {
        EdgeType type;
        const char* label;
    };
    static const EdgeRow edges[] = {
        {EdgeType::ConceptToRule, "개념 → 규칙: 규칙이 개념을 실천한다"},
        {EdgeType::RuleToConcept, "규칙 → 개념: 규칙이 기대는 개념"},
        {EdgeType::CaseToRule, "사례 → 규칙: 사례가 규칙을 어기거나 따른다"},
        {EdgeType::RuleToCase, "규칙 → 사례: 규칙의 예로 든 사례"},
        {EdgeType::CaseToConcept, "사례 → 개념: 사례가 개념을 보여 준다"},
        {EdgeType::ConceptToCase, "개념 → 사례: 개념의 예로 든 사례"},
        {EdgeType::CaseToCase, "사례 → 사례: 관련된 사례"},
        {EdgeType::RuleToRule, "규칙 → 규칙: 규칙이 다른 규칙을 다듬거나 기댄다"},
        {EdgeType::ConceptToConcept, "개념 → 개념: 개념이 다른 개념 위에 선다"},
        {EdgeType::Untyped, "종류를 알 수 없는 문서와의 관계"},
        {EdgeType::Unresolved, "끊긴 관계: 그 제목의 문서가 없다"},
    };
    QString h = QStringLiteral(
        "<section class=\"graph-legend\" aria-labelledby=\"graph-legend-title\">\n"
        "<h2 id=\"graph-legend-title\">범례</h2>\n<ul class=\"legend-nodes\">\n");
    h += QStringLiteral("<li>%1 개념</li>\n").arg(nodeSwatch(DocKind::Concept, false));
    h += QStringLiteral("<li>%1 규칙</li>\n").arg(nodeSwatch(DocKind::Rule, false));
    h += QStringLiteral("<li>%1 사례</li>\n").arg(nodeSwatch(DocKind::Case, false));
    h += QStringLiteral("<li>%1 끊긴 관계가 가리키는 제목</li>\n")
             .arg(nodeSwatch(DocKind::Unknown, true));
    h += QStringLiteral(
        "</ul>\n<p class=\"legend-note\">테두리가 굵으면 게시, 가늘면 게시 전, 점선이면 그 밖의 "
        "상태이고, 빨간 테두리는 오류가 있는 문서입니다.</p>\n<ul class=\"legend-edges\">\n");
    for (const EdgeRow& row : edges)
        h += QStringLiteral("<li>%1 <code>%2</code> %3</li>\n")
                 .arg(edgeSwatch(row.type), edgeTypeName(row.type),
                      esc(QString::fromUtf8(row.label)));
    return h + QStringLiteral("</ul>\n</section>\n");
}

}  // namespace techlog
