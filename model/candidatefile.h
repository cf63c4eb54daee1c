#pragma once

#include <QString>

#include "diagnostic.h"
#include "document.h"
#include "documentparser.h"
#include "pathguard.h"

namespace techlog {

// One file the loader found (a *.md or *.txt under the root), read and, when it is a document,
// parsed: what loadWorkspace does for each file, and what a re-read of one file does again
// (WorkspaceUpdate), so that both decide the same way.
struct CandidateFile {
    bool isDocument = false;
    bool outside = false;  // a link out of the workspace, reported and not read
    Document doc;
    Diagnostics diagnostics;

    // Reads `relativePath` through `guard` (never following a link out of the root); a path in
    // `buffers` is parsed from the bytes given there instead (its `body:` file too).
    static CandidateFile read(const PathGuard& guard, const QString& relativePath,
                              const BufferedFiles* buffers = nullptr);
    // Under tech-log-studio/<topic>/<kind>/: a file there is meant to be a document.
    static bool inDocumentFolder(const QString& relativePath);
};

}  // namespace techlog
