#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include "documentparser.h"
#include "workspace.h"

namespace techlog {

// Changing a document's title and every relation in the workspace that points at it (issue 10,
// part 5): planned first (what changes, where, or why not), then written all at once.
namespace TitleRename {

struct Edit {
    QString path;           // workspace-relative file
    int line = 0;           // 1-based
    QString before, after;  // the line's text
};

struct Plan {
    QString document;  // the renamed document's path
    QString oldTitle, newTitle;
    QList<Edit> edits;  // in path and line order
    // The new bytes of each file that changes, and the bytes they were planned from.
    QHash<QString, QByteArray> contents, originals;
    QStringList problems;  // empty: the rename may go ahead
    bool ok() const { return problems.isEmpty(); }
};

// What renaming the document at `path` to `newTitle` changes: its `title:` (quoting and comment
// kept), its first `#` heading when that equalled the old title, and each relation whose title
// resolves to the old one (titles compared as the resolver compares them). The text of a file
// in `buffers` (an open, unsaved buffer) is planned from there. Refused (problems) when the new
// title is empty, unchanged, or another document's; only the changed lines differ in `contents`.
Plan plan(const Workspace& workspace, const QString& path, const QString& newTitle,
          const BufferedFiles& buffers = {});

// Writes every file of `plan` except those in `skip` (the studio puts an open document's new
// text in its buffer instead). All or nothing: each new file is written beside its target
// first, then all are renamed over theirs; a file changed since the plan, a link, or any
// failure leaves every file as it was. False with `error` set when nothing was changed.
bool apply(const Workspace& workspace, const Plan& plan, const QStringList& skip = {},
           QString* error = nullptr);

}  // namespace TitleRename

}  // namespace techlog
