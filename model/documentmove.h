#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include "workspace.h"

namespace techlog {

// Moving a document to the canonical path of a new slug, topic or kind (issue 10, part 5):
// `tech-log-studio/<topic>/<kind>/<kind>-<slug>.md`. Its front matter follows (`slug`, `topic`,
// `kind`, `rootTreeNode`, `body`, and each `assets` file and `evidence` path rewritten from the
// new folder so that it still names the same file), and so do the files beside it that carry
// its name (`<kind>-<slug>.body.md`, `<kind>-<slug>.review.json`, any `<kind>-<slug>.*`) and a
// `body:` file of another name. Relations name titles, so no other document changes.
namespace DocumentMove {

struct Move {
    QString from, to;  // workspace-relative
};

struct Plan {
    QString document;      // the document's path now
    QString target;        // its new path
    QByteArray original;   // its bytes now (as planned from)
    QByteArray contents;   // its new bytes: only the changed keys' lines differ
    QList<Move> moves;     // the document first, then the files beside it
    QStringList changes;   // what changes, one line each, for the dialog and the CLI
    QStringList problems;  // empty: the move may go ahead
    bool ok() const { return problems.isEmpty(); }
};

// What moving the document at `path` to `slug`, `topic` and `kind` (empty: unchanged) changes.
// Refused (problems) when nothing changes, a value is not kebab-case (kind: CONCEPT, CASE, RULE),
// another document has that slug within the kind, a file is at a new path, or the document is
// not Markdown with front matter (an imported flattened view is saved as Markdown first).
Plan plan(const Workspace& workspace, const QString& path, const QString& slug,
          const QString& topic, const QString& kind);

// Writes the new document at its new path, moves the files beside it, then removes the old
// ones. All or nothing: a file changed since the plan, a link, an existing target or any
// failure, an old file that cannot be removed included, leaves every file as it was. False
// with `error` set, naming the file that failed, when nothing was changed.
bool apply(const Workspace& workspace, const Plan& plan, QString* error = nullptr);

}  // namespace DocumentMove

}  // namespace techlog
