#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include "diagnostic.h"
#include "document.h"
#include "pathguard.h"

namespace techlog {

// Workspace-relative paths whose text is given in place of the file's: the studio's unsaved
// buffers, checked as if saved (the live check).
using BufferedFiles = QHash<QString, QByteArray>;

// Parses one file as a document (Markdown with front matter, or the flattened view, which
// comes with its Markdown form: Document::markdownForm).
// `relativePath` is its path in the workspace. Diagnostics are appended to `out`.
// A `body:` file is read through `guard` (the workspace's; when none is given, a guard for the
// folder that `absolutePath` lies in as `relativePath`), or taken from `buffers` when it is there.
Document parseDocumentFile(const QString& absolutePath, const QString& relativePath,
                           const QByteArray& bytes, Diagnostics& out,
                           const PathGuard* guard = nullptr,
                           const BufferedFiles* buffers = nullptr);

// How many times parseDocumentFile has run in this process, on any thread: for the tests and
// benchmarks that hold the studio to one parse of the buffer per change (parseBuffer).
quint64 documentParseCount();

}  // namespace techlog
