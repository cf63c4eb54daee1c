#include "graphstyle.h"

#include "workspacegraph.h"

namespace techlog {

QColor GraphStyle::warningColor() { return QColor(0xd9, 0x77, 0x06); }

QColor GraphStyle::focusColor() { return QColor(0x1d, 0x4e, 0xd8); }

GraphStyle::NodeStyle GraphStyle::node(const GraphNode& n) {
    NodeStyle s;
    if (n.ghost) {
        s.shape = Shape::Box;
        s.fill = QColor(0xff, 0xf7, 0xed);
        s.border = warningColor();
        s.borderDash = Dash::Dashed;
        s.borderWidth = 1.5;
        return s;
    }
    switch (n.kind) {
        case DocKind::Concept:
            s.shape = Shape::Ellipse;
            s.fill = QColor(0xdb, 0xea, 0xfe);
            break;
        case DocKind::Rule:
            s.shape = Shape::Box;
            s.fill = QColor(0xdc, 0xfc, 0xe7);
            break;
        case DocKind::Case:
            s.shape = Shape::Hexagon;
            s.fill = QColor(0xfe, 0xf3, 0xc7);
            break;
        case DocKind::Unknown:
            s.shape = Shape::Octagon;
            s.fill = QColor(0xe5, 0xe7, 0xeb);
            break;
    }
    // The status: published documents get a heavy dark border, drafts (`게시 전`) a thin one,
    // any other value a dotted one; errors turn the border red.
    s.border = QColor(0x37, 0x41, 0x51);
    if (n.status == QStringLiteral("게시")) {
        s.borderWidth = 2.5;
    } else if (n.status == QStringLiteral("게시 전")) {
        s.borderWidth = 1.0;
    } else {
        s.borderWidth = 1.0;
        s.borderDash = Dash::Dotted;
    }
    if (n.errors > 0) s.border = QColor(0xdc, 0x26, 0x26);
    return s;
}

GraphStyle::EdgeStyle GraphStyle::edge(EdgeType type) {
    switch (type) {
        case EdgeType::ConceptToRule:
            return {QColor(0x25, 0x63, 0xeb), Dash::Solid, 1.5};
        case EdgeType::RuleToConcept:
            return {QColor(0x25, 0x63, 0xeb), Dash::Dotted, 1.2};
        case EdgeType::CaseToRule:
            return {QColor(0x16, 0xa3, 0x4a), Dash::Solid, 1.5};
        case EdgeType::RuleToCase:
            return {QColor(0x16, 0xa3, 0x4a), Dash::Dotted, 1.2};
        case EdgeType::CaseToConcept:
            return {QColor(0x93, 0x33, 0xea), Dash::Solid, 1.2};
        case EdgeType::ConceptToCase:
            return {QColor(0x93, 0x33, 0xea), Dash::Dotted, 1.2};
        case EdgeType::CaseToCase:
            return {QColor(0xb4, 0x53, 0x09), Dash::Solid, 1.0};
        case EdgeType::RuleToRule:
            return {QColor(0x0f, 0x76, 0x6e), Dash::Solid, 1.0};
        case EdgeType::ConceptToConcept:
            return {QColor(0x1e, 0x40, 0xaf), Dash::Solid, 1.0};
        case EdgeType::Untyped:
            return {QColor(0x6b, 0x72, 0x80), Dash::Solid, 1.0};
        case EdgeType::Unresolved:
            break;
    }
    return {warningColor(), Dash::Dashed, 1.2};
}

QString GraphStyle::dotShape(Shape shape) {
    switch (shape) {
        case Shape::Ellipse:
            return QStringLiteral("ellipse");
        case Shape::Box:
            return QStringLiteral("box");
        case Shape::Hexagon:
            return QStringLiteral("hexagon");
        case Shape::Octagon:
            break;
    }
    return QStringLiteral("octagon");
}

QString GraphStyle::dotDash(Dash dash) {
    switch (dash) {
        case Dash::Solid:
            return QStringLiteral("solid");
        case Dash::Dashed:
            return QStringLiteral("dashed");
        case Dash::Dotted:
            break;
    }
    return QStringLiteral("dotted");
}

}  // namespace techlog
