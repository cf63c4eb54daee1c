#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include "document.h"

namespace techlog {

// What an edge means, from the kinds at both ends (FORMAT.md "Relations"; every pair is
// described in docs/GRAPH.md). Each pair of kinds has its own type: none is lumped as "other".
enum class EdgeType {
    ConceptToRule,     // the rule puts the concept into practice
    CaseToRule,        // the case breaks or applies the rule
    CaseToConcept,     // the case illustrates the concept
    CaseToCase,        // a related case (same bug elsewhere, a follow-up)
    RuleToConcept,     // the rule cites the concept it rests on
    RuleToRule,        // a rule refines or depends on another
    RuleToCase,        // the rule cites a case as its example
    ConceptToConcept,  // a concept builds on another
    ConceptToCase,     // the concept cites a case as its example
    Untyped,           // one end has no kind (its front matter is broken): the pair cannot be named
    Unresolved,        // the title matched no document (a dangling relation)
};

QString edgeTypeName(EdgeType type);

// One relation item, resolved. `to` is -1 when the title matched no document.
struct Relation {
    int from = -1;
    int to = -1;
    int relationIndex = -1;  // index into documents[from].relations
    QString title;           // the title as the resolver settled it
    EdgeType type = EdgeType::Unresolved;
    bool ambiguous = false;  // several documents have that title; `to` is the first by path
    bool resolved() const { return to >= 0; }
};

// Documents are nodes (indices into Workspace::documents), relations are edges.
struct DocumentGraph {
    QList<Relation> edges;
    QList<QList<int>> outgoing;   // per document: indices into edges
    QList<QList<int>> backlinks;  // per document: indices into edges pointing at it
    // Which documents carry a title, exactly and after normalizeTitle (indices, ascending):
    // what relations were matched against, kept so that one edited document can be linked
    // against the workspace (RelationResolver::linkOne) without linking it all again.
    QHash<QString, QList<int>> titles;
    QHash<QString, QList<int>> normalizedTitles;
};

}  // namespace techlog
