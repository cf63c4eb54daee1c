#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include "documentgraph.h"

namespace techlog {

struct Workspace;

// A node of the rule graph: a document, or a ghost standing for a title that relations name
// and no document carries (one ghost per dangling title, however many documents name it).
struct GraphNode {
    int document = -1;  // index into Workspace::documents; -1 for a ghost
    QString key;        // stable across reloads: the path, or "?" + the normalised title
    QString path;       // empty for a ghost
    QString title;      // the document's title (its path when it has none) or the dangling title
    DocKind kind = DocKind::Unknown;
    QString status;
    QString topic;
    int errors = 0;
    int warnings = 0;
    bool ghost = false;
    bool dangling = false;  // a document with at least one relation that resolves to nothing
};

struct GraphEdge {
    int from = -1;  // node indices
    int to = -1;
    EdgeType type = EdgeType::Unresolved;  // Unresolved: `to` is a ghost
};

// The node and edge set of the rule graph, built from a loaded workspace: what the studio's
// Graph tab, the local graph and `techlog graph --format dot|svg` draw. Documents keep their
// workspace order (sorted by path), ghosts follow sorted by title: the same workspace always
// gives the same graph, so the layout is the same.
class WorkspaceGraph {
public:
    QList<GraphNode> nodes;
    QList<GraphEdge> edges;
    QList<QList<int>> neighbours;  // per node: adjacent nodes either way, ascending, unique

    // `edited` / `editedRelations`: the relations of one document as the live check resolved
    // them from its unsaved buffer (RelationResolver::linkOne), in place of the loaded ones.
    static WorkspaceGraph build(const Workspace& ws, int edited = -1,
                                const QList<Relation>* editedRelations = nullptr);

    // `build(ws, edited, editedRelations)` cut to `document`'s neighbours (depth 1: the
    // document, what it names, what names it, and the edges among them), the same nodes and
    // edges in the same order, made from those documents alone: what each exported page and
    // each preview render draws, without the whole workspace's graph.
    // `whole`, when given, is build(ws): the nodes' error and warning counts come from it
    // instead of a pass over the workspace's diagnostics (an export draws 5,000 of these), and
    // so does a dangling title's spelling (without it, the spelling the neighbours use: two
    // spellings of one title, folded, are one ghost either way).
    static WorkspaceGraph local(const Workspace& ws, int document, int edited = -1,
                                const QList<Relation>* editedRelations = nullptr,
                                const WorkspaceGraph* whole = nullptr);

    int indexOfKey(const QString& key) const { return m_byKey.value(key, -1); }
    int indexOfPath(const QString& path) const { return indexOfKey(path); }
    // The nodes within `depth` relations of `node` (either way), `node` included, ascending.
    QList<int> neighbourhood(int node, int depth) const;
    // The subgraph on `keep` (node indices; ascending), its edges those between kept nodes.
    WorkspaceGraph subgraph(const QList<int>& keep) const;
    bool isOrphan(int node) const { return neighbours[node].isEmpty(); }
    // The same nodes (key, title, kind) and edges (ends, type) in the same order: a layout of
    // one fits the other (status, errors and the like may differ).
    bool sameShape(const WorkspaceGraph& other) const;

private:
    void finish();
    QHash<QString, int> m_byKey;
};

}  // namespace techlog
