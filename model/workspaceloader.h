#pragma once

#include <QString>
#include <atomic>
#include <functional>
#include <optional>

#include "candidatefile.h"
#include "documentparser.h"
#include "workspace.h"

namespace techlog {

struct LoadOptions {
    // Called from worker threads as documents finish: (done, total).
    std::function<void(int, int)> progress;
    const std::atomic_bool* cancel = nullptr;
    // false: parse and link only, for a caller that needs the documents and the graph but not
    // the findings (export: `check` reports those). The checks that read the files around each
    // document (assets; the evidence layer's records and figures, loadCheckedWorkspace) are
    // skipped; parse and relation diagnostics remain.
    bool runChecks = true;
    // Read from these bytes instead of the files (the open, unsaved buffer): the workspace as
    // it would be if they were saved.
    BufferedFiles buffers;
    // Files already read from `buffers` and parsed, by the path the loader reads (a document's,
    // also for the buffer of its `body:` file): taken as CandidateFile::read would give them,
    // not parsed again. The studio parses its open buffer once for the live check and the views
    // (parseBuffer); the caller makes sure each entry holds with `buffers`
    // (ParsedBuffer::holdsWith).
    QHash<QString, CandidateFile> parsed;
    // Equal strings of the documents share one buffer (StringPool): what the studio, which
    // holds the workspace, asks for. It costs the load about a tenth more.
    bool shareStrings = false;
};

// Finds, parses, links and checks every document under `root`. Never throws, never stops at a
// bad file. Returns nothing only when cancelled or when `root` is not a readable folder (then
// `error` says why).
std::optional<Workspace> loadWorkspace(const QString& root, const LoadOptions& options = {},
                                       QString* error = nullptr);

// The checks loadWorkspace skips without `options.runChecks` (the files around each document,
// the slugs), run over `ws` loaded without them: the result equals loadWorkspace's with them.
// The studio shows a large workspace parsed and linked first, and its findings after
// (AsyncWorkspaceLoader).
void checkLoadedWorkspace(Workspace& ws, const LoadOptions& options = {});

}  // namespace techlog
