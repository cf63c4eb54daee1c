#include "relationresolver.h"

#include <QHash>
#include <algorithm>

#include "markdownwriter.h"
#include "textnormalizer.h"

namespace techlog {

EdgeType RelationResolver::edgeType(DocKind from, DocKind to) {
    if (from == DocKind::Concept && to == DocKind::Rule) return EdgeType::ConceptToRule;
    if (from == DocKind::Case && to == DocKind::Rule) return EdgeType::CaseToRule;
    if (from == DocKind::Case && to == DocKind::Concept) return EdgeType::CaseToConcept;
    if (from == DocKind::Case && to == DocKind::Case) return EdgeType::CaseToCase;
    if (from == DocKind::Rule && to == DocKind::Concept) return EdgeType::RuleToConcept;
    if (from == DocKind::Rule && to == DocKind::Rule) return EdgeType::RuleToRule;
    if (from == DocKind::Rule && to == DocKind::Case) return EdgeType::RuleToCase;
    if (from == DocKind::Concept && to == DocKind::Concept) return EdgeType::ConceptToConcept;
    if (from == DocKind::Concept && to == DocKind::Case) return EdgeType::ConceptToCase;
    return EdgeType::Untyped;
}

namespace {

// The characters of a relation item a finding about its title underlines: `**title**` from the
// item's column, or the guessed title where the bold markers are gone (the flattened view).
int titleLength(const RelationRef& ref) {
    return int(ref.title.size()) + (ref.titleGuessed ? 0 : 4);
}

using TitleIndex = QHash<QString, QList<int>>;

void indexTitles(const QList<Document>& docs, TitleIndex& exact, TitleIndex& normalized) {
    for (int i = 0; i < docs.size(); ++i) {
        const QString t = docs[i].title();
        if (t.isEmpty()) continue;
        exact[t].append(i);
        normalized[normalizeTitle(t)].append(i);
    }
}

// Resolves relations against a title index of `docs`, in which one document (`edited_`) may
// stand in for the workspace's own at that index: its title replaces the one the index holds.
class Linker {
public:
    Linker(const QList<Document>& docs, const TitleIndex& exact, const TitleIndex& normalized,
           int edited = -1, const Document* editedDoc = nullptr)
        : docs_(docs),
          exact_(exact),
          normalized_(normalized),
          edited_(edited),
          editedDoc_(editedDoc) {
        if (edited_ >= 0 && editedDoc_ && !editedDoc_->title().isEmpty()) {
            editedTitle_ = editedDoc_->title();
            editedNormalized_ = normalizeTitle(editedTitle_);
        }
    }

    // The relations of `doc`, the document at `from`; re-splits its guessed titles.
    QList<Relation> resolve(Document& doc, int from, Diagnostics* out) {
        QList<Relation> rels;
        bool resplit = false;
        for (int ri = 0; ri < doc.relations.size(); ++ri) {
            RelationRef& ref = doc.relations[ri];
            QList<int> targets = lookup(exact_, ref.title, editedTitle_);
            if (targets.isEmpty())
                targets = lookup(normalized_, normalizeTitle(ref.title), editedNormalized_);
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
                    targets = lookup(normalized_, t, editedNormalized_);
                    resplit = true;
                    break;
                }
            }
            Relation rel;
            rel.from = from;
            rel.relationIndex = ri;
            rel.title = ref.title;
            if (!targets.isEmpty()) {
                rel.to = targets.first();
                rel.type = RelationResolver::edgeType(doc.kind, at(rel.to).kind);
                if (targets.size() > 1) {
                    rel.ambiguous = true;
                    QStringList paths;
                    for (int t : targets) paths << at(t).path;
                    if (out) {
                        out->append(makeDiagnostic(
                            doc.bodyPath, ref.line, ref.column, Severity::Warning,
                            QStringLiteral("relation-ambiguous"),
                            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                              "relation title \"%1\" matches %2 documents "
                                              "(%3); linked to the first"),
                            {ref.title, QString::number(targets.size()),
                             paths.join(QStringLiteral(", "))}));
                        out->last().length = titleLength(ref);
                    }
                }
            } else if (out) {
                out->append(makeDiagnostic(
                    doc.bodyPath, ref.line, ref.column, Severity::Warning,
                    QStringLiteral("relation-unresolved"),
                    QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                      "relation title \"%1\" matches no document in the "
                                      "workspace"),
                    {ref.title}));
                out->last().length = titleLength(ref);
            }
            rels.append(rel);
        }
        // The Markdown form was written from the guessed titles: write it from the settled ones.
        if (resplit) MarkdownWriter::attachMarkdownForm(doc);
        // Duplicates are judged by the settled titles too (a flattened view's are guesses before).
        if (out) out->append(RelationResolver::duplicates(doc));
        return rels;
    }

private:
    const Document& at(int i) const { return i == edited_ ? *editedDoc_ : docs_[i]; }

    // The index's documents for `key`, with the edited document in its place.
    QList<int> lookup(const TitleIndex& index, const QString& key, const QString& editedKey) const {
        QList<int> found = index.value(key);
        if (edited_ < 0) return found;
        found.removeOne(edited_);
        if (!editedTitle_.isEmpty() && editedKey == key)
            found.insert(std::lower_bound(found.begin(), found.end(), edited_), edited_);
        return found;
    }

    // Titles known from bold relation items too: they tell where a flattened title ends even
    // when the target document is not in this workspace. Built only when a flattened relation
    // needs it (thousands of NFC normalisations otherwise).
    const QStringList& known() {
        if (knownBuilt_) return known_;
        knownBuilt_ = true;
        for (auto it = normalized_.constBegin(); it != normalized_.constEnd(); ++it)
            if (!lookup(normalized_, it.key(), editedNormalized_).isEmpty())
                known_.append(it.key());
        if (!editedTitle_.isEmpty()) known_.append(editedNormalized_);
        for (int i = 0; i < docs_.size(); ++i) {
            const Document& d = at(i);
            if (!d.imported)
                for (const RelationRef& r : d.relations)
                    if (!r.titleGuessed) known_.append(normalizeTitle(r.title));
        }
        std::sort(known_.begin(), known_.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        known_.removeDuplicates();
        return known_;
    }

    const QList<Document>& docs_;
    const TitleIndex& exact_;
    const TitleIndex& normalized_;
    const int edited_;
    const Document* editedDoc_;
    QString editedTitle_;
    QString editedNormalized_;
    QStringList known_;
    bool knownBuilt_ = false;
};

}  // namespace

Diagnostics RelationResolver::duplicates(const Document& doc) {
    Diagnostics out;
    QHash<QString, int> first;  // normalised title -> the line of its first item
    for (const RelationRef& ref : doc.relations) {
        const QString key = normalizeTitle(ref.title);
        if (key.isEmpty()) continue;
        const auto it = first.constFind(key);
        if (it == first.constEnd()) {
            first.insert(key, ref.line);
            continue;
        }
        out.append(
            makeDiagnostic(doc.bodyPath, ref.line, ref.column, Severity::Warning,
                           QStringLiteral("relation-duplicate"),
                           QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "relation title \"%1\" is already listed on line %2"),
                           {ref.title, QString::number(*it)}));
        out.last().length = titleLength(ref);
    }
    return out;
}

void RelationResolver::link(Workspace& ws) {
    TitleIndex exact, normalized;
    indexTitles(ws.documents, exact, normalized);

    DocumentGraph& g = ws.graph;
    g = DocumentGraph{};
    g.outgoing.resize(ws.documents.size());
    g.backlinks.resize(ws.documents.size());
    Linker linker(ws.documents, exact, normalized);
    for (int from = 0; from < ws.documents.size(); ++from) {
        for (const Relation& rel : linker.resolve(ws.documents[from], from, &ws.diagnostics)) {
            const int edge = int(g.edges.size());
            g.edges.append(rel);
            g.outgoing[from].append(edge);
            if (rel.to >= 0) g.backlinks[rel.to].append(edge);
        }
    }
    g.titles = std::move(exact);
    g.normalizedTitles = std::move(normalized);
}

QList<Relation> RelationResolver::linkOne(const Workspace& ws, Document& doc, int index,
                                          Diagnostics* out) {
    if (index >= ws.documents.size()) index = -1;
    const DocumentGraph& g = ws.graph;
    if (g.outgoing.size() == ws.documents.size()) {
        Linker linker(ws.documents, g.titles, g.normalizedTitles, index, &doc);
        return linker.resolve(doc, index, out);
    }
    // Never linked (a workspace made by hand): index it here.
    TitleIndex exact, normalized;
    indexTitles(ws.documents, exact, normalized);
    Linker linker(ws.documents, exact, normalized, index, &doc);
    return linker.resolve(doc, index, out);
}

}  // namespace techlog
