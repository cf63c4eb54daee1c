#include "documentgraph.h"

namespace techlog {

QString edgeTypeName(EdgeType type) {
    switch (type) {
        case EdgeType::ConceptToRule:
            return QStringLiteral("concept-rule");
        case EdgeType::CaseToRule:
            return QStringLiteral("case-rule");
        case EdgeType::CaseToConcept:
            return QStringLiteral("case-concept");
        case EdgeType::CaseToCase:
            return QStringLiteral("case-case");
        case EdgeType::RuleToConcept:
            return QStringLiteral("rule-concept");
        case EdgeType::RuleToRule:
            return QStringLiteral("rule-rule");
        case EdgeType::RuleToCase:
            return QStringLiteral("rule-case");
        case EdgeType::ConceptToConcept:
            return QStringLiteral("concept-concept");
        case EdgeType::ConceptToCase:
            return QStringLiteral("concept-case");
        case EdgeType::Untyped:
            return QStringLiteral("untyped");
        case EdgeType::Unresolved:
            break;
    }
    return QStringLiteral("unresolved");
}

}  // namespace techlog
