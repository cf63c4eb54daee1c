#pragma once

#include <QList>
#include <QStringList>
#include <optional>

#include "workspace.h"
#include "workspaceloader.h"

namespace techlog {

// A loaded workspace brought up to date after a few files changed (a save, a change on disk),
// without loading it all again: the studio's path from Save to an updated tree.
namespace WorkspaceUpdate {

// Re-reads `relativePaths` (workspace-relative: documents, `body:` files, or files that may
// have become or stopped being documents) into a copy of `ws` that shares the other documents:
// each file read and parsed as loadWorkspace reads it (CandidateFile; or as `options.parsed`
// gives it, already parsed from its buffer), its checks run again when
// `options.runChecks`, then the slugs and every relation re-linked, since a title may have
// changed. Its diagnostics replace the old ones. The result equals what loadWorkspace would
// return for the same files. Nothing when the change is one a re-read does not cover (a `body:`
// moved, a link out of the root, a body file that becomes a document): the caller loads fully.
// `rereadIndices`, when given, receives the indices in the result of the documents read again
// (for the caller's own per-document checks: the evidence layer's).
std::optional<Workspace> reread(const Workspace& ws, const QStringList& relativePaths,
                                const LoadOptions& options = {},
                                QList<int>* rereadIndices = nullptr);

// Whether the loader's walk lists `relativePath` as a candidate (a *.md or *.txt outside the
// skipped and hidden folders, not inside a linked folder, present on disk).
bool isCandidate(const QString& root, const QString& relativePath);

}  // namespace WorkspaceUpdate

}  // namespace techlog
