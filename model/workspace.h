#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "diagnostic.h"
#include "document.h"
#include "documentgraph.h"
#include "pathguard.h"

namespace techlog {

// A loaded workspace (`docs/<project>/`): every document found, every diagnostic, the graph.
// A value type: the loader builds it off the UI thread and hands it over whole.
struct Workspace {
    QString root;  // absolute, clean
    // Decides which paths may be read or written (inside the root once links are resolved);
    // set by the loader, its folder cache shared by every copy of the workspace.
    PathGuard guard;
    QList<Document> documents;  // sorted by path
    Diagnostics diagnostics;    // sorted (sortDiagnostics)
    DocumentGraph graph;

    int indexOfPath(const QString& relativePath) const;     // -1 if none
    QList<int> indicesOfTitle(const QString& title) const;  // after normalisation
    Diagnostics diagnosticsFor(const QString& relativePath) const;
    int errorCount() const { return countSeverity(diagnostics, Severity::Error); }
    int warningCount() const { return countSeverity(diagnostics, Severity::Warning); }

    // The guard for this workspace's root (the loader's, or a fresh one for a hand-made
    // workspace).
    PathGuard paths() const;
    // Resolves `relative` (as written in `doc`) against the document's folder. Returns the
    // absolute path (a link's target, when it is a link inside), or nothing when the path
    // leaves the workspace root (never followed).
    // `exists`, when given, says whether the path names an existing file or folder (found
    // out anyway, so callers need not ask the file system again).
    std::optional<QString> resolve(const Document& doc, const QString& relative,
                                   bool* exists = nullptr) const;
    // Workspace-relative form of an absolute path inside the root.
    QString relativePath(const QString& absolute) const;
};

struct LoadOptions {
    // Called from worker threads as documents finish: (done, total).
    std::function<void(int, int)> progress;
    const std::atomic_bool* cancel = nullptr;
    // false: parse and link only, for a caller that needs the documents and the graph but not
    // the findings (export: `check` reports those). The checks that read the files around each
    // document (assets; the evidence layer's records and figures, loadCheckedWorkspace) are
    // skipped; parse and relation diagnostics remain.
    bool runChecks = true;
};

// Finds, parses, links and checks every document under `root`. Never throws, never stops at a
// bad file. Returns nothing only when cancelled or when `root` is not a readable folder (then
// `error` says why).
std::optional<Workspace> loadWorkspace(const QString& root, const LoadOptions& options = {},
                                       QString* error = nullptr);

// Parses one file as a document (Markdown with front matter, or the flattened view, which
// comes with its Markdown form: Document::markdownForm).
// `relativePath` is its path in the workspace. Diagnostics are appended to `out`.
// A `body:` file is read through `guard` (the workspace's; when none is given, a guard for the
// folder that `absolutePath` lies in as `relativePath`).
Document parseDocumentFile(const QString& absolutePath, const QString& relativePath,
                           const QByteArray& bytes, Diagnostics& out,
                           const PathGuard* guard = nullptr);

}  // namespace techlog
