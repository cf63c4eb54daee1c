#include "graphfilter.h"

#include "textmatcher.h"
#include "workspacegraph.h"

namespace techlog {

bool GraphFilter::isEmpty() const {
    return kinds.isEmpty() && topic.isEmpty() && status.isEmpty() && !onlyDangling &&
           !onlyOrphans && !onlyErrors && text.trimmed().isEmpty();
}

QList<bool> GraphFilter::apply(const WorkspaceGraph& graph) const {
    const TextMatcher matcher(text);
    const int n = int(graph.nodes.size());
    QList<bool> shown(n, false);
    for (int i = 0; i < n; ++i) {
        const GraphNode& node = graph.nodes[i];
        if (node.ghost) continue;
        if (!kinds.isEmpty() && !kinds.contains(node.kind)) continue;
        if (!topic.isEmpty() && node.topic != topic) continue;
        if (!status.isEmpty() && node.status != status) continue;
        if (onlyDangling && !node.dangling) continue;
        if (onlyOrphans && !graph.isOrphan(i)) continue;
        if (onlyErrors && node.errors == 0) continue;
        if (!matcher.isEmpty() && !matcher.matches(node.title) && !matcher.matches(node.path))
            continue;
        shown[i] = true;
    }
    // A ghost goes with the documents that name it (or alone, when the text names it).
    for (int i = 0; i < n; ++i) {
        const GraphNode& node = graph.nodes[i];
        if (!node.ghost || onlyOrphans || onlyErrors) continue;
        for (int m : graph.neighbours[i])
            if (shown[m]) shown[i] = true;
        if (!shown[i] && isEmpty()) shown[i] = true;
    }
    return shown;
}

}  // namespace techlog
