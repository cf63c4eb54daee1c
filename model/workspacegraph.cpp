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
