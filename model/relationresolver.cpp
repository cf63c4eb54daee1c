#include "relationresolver.h"

#include <QHash>

#include "textnormalizer.h"

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
        case EdgeType::Other:
            return QStringLiteral("other");
        case EdgeType::Unresolved:
            break;
    }
    return QStringLiteral("unresolved");
}

EdgeType RelationResolver::edgeType(DocKind from, DocKind to) {
    if (from == DocKind::Concept && to == DocKind::Rule) return EdgeType::ConceptToRule;
    if (from == DocKind::Case && to == DocKind::Rule) return EdgeType::CaseToRule;
    if (from == DocKind::Case && to == DocKind::Concept) return EdgeType::CaseToConcept;
    if (from == DocKind::Case && to == DocKind::Case) return EdgeType::CaseToCase;
    return EdgeType::Other;
}

void RelationResolver::link(Workspace& ws) {
    QHash<QString, QList<int>> exact, normalized;
    for (int i = 0; i < ws.documents.size(); ++i) {
        const QString t = ws.documents[i].title();
        if (t.isEmpty()) continue;
        exact[t].append(i);
        normalized[normalizeTitle(t)].append(i);
    }
    // Titles known from bold relation items too: they tell where a flattened title ends even
    // when the target document is not in this workspace. Built only when a flattened relation
    // needs it (thousands of NFC normalisations otherwise).
    QStringList knownTitles;
    bool knownBuilt = false;
    auto known = [&]() -> const QStringList& {
        if (knownBuilt) return knownTitles;
        knownBuilt = true;
        knownTitles = normalized.keys();
        for (const Document& d : ws.documents)
            if (!d.imported)
                for (const RelationRef& r : d.relations)
                    if (!r.titleGuessed) knownTitles.append(normalizeTitle(r.title));
        std::sort(knownTitles.begin(), knownTitles.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        knownTitles.removeDuplicates();
        return knownTitles;
    };

    DocumentGraph& g = ws.graph;
    g = DocumentGraph{};
    g.outgoing.resize(ws.documents.size());
    g.backlinks.resize(ws.documents.size());
    for (int from = 0; from < ws.documents.size(); ++from) {
        Document& doc = ws.documents[from];
        for (int ri = 0; ri < doc.relations.size(); ++ri) {
            RelationRef& ref = doc.relations[ri];
            QList<int> targets = exact.value(ref.title);
            if (targets.isEmpty()) targets = normalized.value(normalizeTitle(ref.title));
            if (targets.isEmpty() && ref.titleGuessed) {
                // Longest known title that the item's text starts with.
                const QString raw = normalizeTitle(ref.rawText);
                for (const QString& t : known()) {
                    if (t.isEmpty() || !raw.startsWith(t)) continue;
                    if (raw.size() > t.size() && raw[t.size()] != QLatin1Char(' ') &&
                        raw[t.size()] != QLatin1Char('*'))
                        continue;
                    ref.title = t;
                    QString rest = raw.mid(t.size());
                    while (rest.startsWith(QLatin1Char('*'))) rest.remove(0, 1);
                    ref.note = rest.trimmed();
                    targets = normalized.value(t);
                    break;
                }
            }
            Relation rel;
            rel.from = from;
            rel.relationIndex = ri;
            rel.title = ref.title;
            if (!targets.isEmpty()) {
                rel.to = targets.first();
                rel.type = edgeType(doc.kind, ws.documents[rel.to].kind);
                if (targets.size() > 1) {
                    rel.ambiguous = true;
                    QStringList paths;
                    for (int t : targets) paths << ws.documents[t].path;
                    ws.diagnostics.append(
                        {doc.bodyPath, ref.line, ref.column, Severity::Warning,
                         QStringLiteral("relation-ambiguous"),
                         QStringLiteral("relation title \"%1\" matches %2 documents (%3); "
                                        "linked to the first")
                             .arg(ref.title)
                             .arg(targets.size())
                             .arg(paths.join(QStringLiteral(", ")))});
                }
            } else {
                ws.diagnostics.append(
                    {doc.bodyPath, ref.line, ref.column, Severity::Warning,
                     QStringLiteral("relation-unresolved"),
                     QStringLiteral("relation title \"%1\" matches no document in the "
                                    "workspace")
                         .arg(ref.title)});
            }
            const int edge = int(g.edges.size());
            g.edges.append(rel);
            g.outgoing[from].append(edge);
            if (rel.to >= 0) g.backlinks[rel.to].append(edge);
        }
    }
}

}  // namespace techlog
