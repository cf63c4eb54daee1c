#pragma once

#include <QList>
#include <QSet>
#include <QString>

#include "document.h"

namespace techlog {

class WorkspaceGraph;

// What the Graph tab shows of the rule graph. Every criterion narrows: a node is visible when
// it passes all of them. Ghosts (dangling titles) have no kind, topic or status: they are shown
// with a visible document that names them.
struct GraphFilter {
    QSet<DocKind> kinds;        // empty: every kind
    QString topic;              // empty: every topic
    QString status;             // empty: every status
    bool onlyDangling = false;  // documents with a dangling relation (and their ghosts)
    bool onlyOrphans = false;   // documents with no relation either way
    bool onlyErrors = false;    // documents with an error diagnostic
    QString text;               // TextMatcher on the title and the path (초성 too)

    bool isEmpty() const;
    // Per node of `graph`: shown or not.
    QList<bool> apply(const WorkspaceGraph& graph) const;
};

}  // namespace techlog
