#include "workspacegraph.h"

#include <algorithm>
#include <map>

#include "textnormalizer.h"
#include "workspace.h"

namespace techlog {

WorkspaceGraph WorkspaceGraph::build(const Workspace& ws, int edited,
                                     const QList<Relation>* editedRelations) {
    WorkspaceGraph g;
    const int docs = int(ws.documents.size());
    g.nodes.reserve(docs);
    QHash<QString, int> byFile;  // a diagnostic's file (the path or the body file) -> document
    for (int i = 0; i < docs; ++i) {
        const Document& d = ws.documents[i];
        GraphNode n;
        n.document = i;
        n.key = d.path;
        n.path = d.path;
        n.title = d.title().isEmpty() ? d.path : d.title();
        n.kind = d.kind;
        n.status = d.frontMatter.status;
        n.topic = d.frontMatter.topic;
        g.nodes.append(n);
        byFile.insert(d.path, i);
        if (!d.bodyPath.isEmpty()) byFile.insert(d.bodyPath, i);
    }
    for (const Diagnostic& diag : ws.diagnostics) {
        const int i = byFile.value(diag.path, -1);
        if (i < 0) continue;
        if (diag.severity == Severity::Error) ++g.nodes[i].errors;
        if (diag.severity == Severity::Warning) ++g.nodes[i].warnings;
    }

    // The edges per document, the edited one's from its buffer.
    QList<Relation> rels;
    rels.reserve(ws.graph.edges.size());
    for (const Relation& r : ws.graph.edges)
        if (r.from != edited || !editedRelations) rels.append(r);
    if (edited >= 0 && edited < docs && editedRelations) {
        for (Relation r : *editedRelations) {
            r.from = edited;  // linkOne typed it from the buffer's kind
            rels.append(r);
        }
    }

    // Ghosts: one per dangling title, sorted, after the documents.
    std::map<QString, QString> ghostTitles;  // normalised -> first spelling seen
    for (const Relation& r : rels)
        if (!r.resolved() && r.from >= 0 && r.from < docs)
            ghostTitles.emplace(normalizeTitle(r.title), r.title);
    QHash<QString, int> ghostIndex;
    for (const auto& [norm, title] : ghostTitles) {
        GraphNode n;
        n.key = QStringLiteral("?") + norm;
        n.title = title.isEmpty() ? QStringLiteral("?") : title;
        n.ghost = true;
        ghostIndex.insert(norm, int(g.nodes.size()));
        g.nodes.append(n);
    }
    for (const Relation& r : rels) {
        if (r.from < 0 || r.from >= docs) continue;
        GraphEdge e;
        e.from = r.from;
        if (r.resolved() && r.to < docs) {
            e.to = r.to;
            e.type = r.type;
        } else {
            e.to = ghostIndex.value(normalizeTitle(r.title));
            e.type = EdgeType::Unresolved;
            g.nodes[r.from].dangling = true;
        }
        g.edges.append(e);
    }
    std::stable_sort(g.edges.begin(), g.edges.end(), [](const GraphEdge& a, const GraphEdge& b) {
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
    g.finish();
    return g;
}

WorkspaceGraph WorkspaceGraph::local(const Workspace& ws, int document, int edited,
                                     const QList<Relation>* editedRelations,
                                     const WorkspaceGraph* whole) {
    WorkspaceGraph g;
    const int docs = int(ws.documents.size());
    if (document < 0 || document >= docs) return g;
    const bool replaced = edited >= 0 && edited < docs && editedRelations;
    // A document's relations as build() sees them: the edited one's from its buffer.
    const auto relationsOf = [&](int d) {
        QList<Relation> out;
        if (replaced && d == edited) {
            for (Relation r : *editedRelations) {
                r.from = edited;
                out.append(r);
            }
        } else if (d < ws.graph.outgoing.size()) {
            for (int e : ws.graph.outgoing[d]) out.append(ws.graph.edges[e]);
        }
        return out;
    };
    // The document's neighbours: what it names (documents, dangling titles) and what names it.
    QList<int> members{document};
    std::map<QString, QString> ghostTitles;  // normalised -> first spelling seen, as build()
    for (const Relation& r : relationsOf(document)) {
        if (r.resolved() && r.to < docs)
            members.append(r.to);
        else
            ghostTitles.emplace(normalizeTitle(r.title), r.title);
    }
    if (document < ws.graph.backlinks.size())
        for (int e : ws.graph.backlinks[document]) {
            const int from = ws.graph.edges[e].from;
            if (from >= 0 && from < docs && !(replaced && from == edited)) members.append(from);
        }
    if (replaced && edited != document)
        for (const Relation& r : *editedRelations)
            if (r.to == document) members.append(edited);
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());

    QHash<int, int> nodeOf;      // document -> node
    QHash<QString, int> byFile;  // a diagnostic's file (the path or the body file) -> node
    for (int d : members) {
        const Document& doc = ws.documents[d];
        GraphNode n;
        n.document = d;
        n.key = doc.path;
        n.path = doc.path;
        n.title = doc.title().isEmpty() ? doc.path : doc.title();
        n.kind = doc.kind;
        n.status = doc.frontMatter.status;
        n.topic = doc.frontMatter.topic;
        if (whole) {
            const int w = whole->indexOfKey(doc.path);
            if (w >= 0) {
                n.errors = whole->nodes[w].errors;
                n.warnings = whole->nodes[w].warnings;
            }
        }
        nodeOf.insert(d, int(g.nodes.size()));
        byFile.insert(doc.path, int(g.nodes.size()));
        if (!doc.bodyPath.isEmpty()) byFile.insert(doc.bodyPath, int(g.nodes.size()));
        g.nodes.append(n);
    }
    if (!whole)
        for (const Diagnostic& diag : ws.diagnostics) {
            const int i = byFile.value(diag.path, -1);
            if (i < 0) continue;
            if (diag.severity == Severity::Error) ++g.nodes[i].errors;
            if (diag.severity == Severity::Warning) ++g.nodes[i].warnings;
        }
    QHash<QString, int> ghostIndex;
    for (const auto& [norm, title] : ghostTitles) {
        GraphNode n;
        n.key = QStringLiteral("?") + norm;
        n.title = title.isEmpty() ? QStringLiteral("?") : title;
        n.ghost = true;
        // build() names a ghost by the first spelling in the whole workspace.
        if (const int w = whole ? whole->indexOfKey(n.key) : -1; w >= 0)
            n.title = whole->nodes[w].title;
        ghostIndex.insert(norm, int(g.nodes.size()));
        g.nodes.append(n);
    }
    // The edges among them, in build()'s order: the workspace's, then the edited document's.
    QList<int> order;  // indices into ws.graph.edges
    for (int d : members)
        if (!(replaced && d == edited) && d < ws.graph.outgoing.size())
            order += ws.graph.outgoing[d];
    std::sort(order.begin(), order.end());
    QList<Relation> rels;
    for (int e : order) rels.append(ws.graph.edges[e]);
    if (replaced && nodeOf.contains(edited)) rels += relationsOf(edited);
    for (const Relation& r : rels) {
        GraphEdge e;
        e.from = nodeOf.value(r.from, -1);
        if (e.from < 0) continue;
        if (r.resolved() && r.to < docs) {
            e.to = nodeOf.value(r.to, -1);
            e.type = r.type;
        } else {
            g.nodes[e.from].dangling = true;
            e.to = ghostIndex.value(normalizeTitle(r.title), -1);
            e.type = EdgeType::Unresolved;
        }
        if (e.to >= 0) g.edges.append(e);
    }
    std::stable_sort(g.edges.begin(), g.edges.end(), [](const GraphEdge& a, const GraphEdge& b) {
        return a.from != b.from ? a.from < b.from : a.to < b.to;
    });
    g.finish();
    return g;
}

void WorkspaceGraph::finish() {
    neighbours = QList<QList<int>>(nodes.size());
    for (const GraphEdge& e : edges) {
        if (e.from == e.to) continue;
        neighbours[e.from].append(e.to);
        neighbours[e.to].append(e.from);
    }
    for (QList<int>& n : neighbours) {
        std::sort(n.begin(), n.end());
        n.erase(std::unique(n.begin(), n.end()), n.end());
    }
    m_byKey.clear();
    for (int i = 0; i < nodes.size(); ++i) m_byKey.insert(nodes[i].key, i);
}

QList<int> WorkspaceGraph::neighbourhood(int node, int depth) const {
    if (node < 0 || node >= nodes.size()) return {};
    QList<bool> seen(nodes.size(), false);
    QList<int> frontier{node}, all{node};
    seen[node] = true;
    for (int d = 0; d < depth && !frontier.isEmpty(); ++d) {
        QList<int> next;
        for (int n : frontier)
            for (int m : neighbours[n])
                if (!seen[m]) {
                    seen[m] = true;
                    next.append(m);
                    all.append(m);
                }
        frontier = next;
    }
    std::sort(all.begin(), all.end());
    return all;
}

WorkspaceGraph WorkspaceGraph::subgraph(const QList<int>& keep) const {
    WorkspaceGraph g;
    QList<int> map(nodes.size(), -1);
    for (int n : keep) {
        map[n] = int(g.nodes.size());
        g.nodes.append(nodes[n]);
    }
    for (const GraphEdge& e : edges)
        if (map[e.from] >= 0 && map[e.to] >= 0) g.edges.append({map[e.from], map[e.to], e.type});
    g.finish();
    return g;
}

bool WorkspaceGraph::sameShape(const WorkspaceGraph& other) const {
    if (nodes.size() != other.nodes.size() || edges.size() != other.edges.size()) return false;
    for (int i = 0; i < nodes.size(); ++i)
        if (nodes[i].key != other.nodes[i].key || nodes[i].title != other.nodes[i].title ||
            nodes[i].kind != other.nodes[i].kind)
            return false;
    for (int k = 0; k < edges.size(); ++k)
        if (edges[k].from != other.edges[k].from || edges[k].to != other.edges[k].to ||
            edges[k].type != other.edges[k].type)
            return false;
    return true;
}

}  // namespace techlog
