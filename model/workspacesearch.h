#pragma once

#include <QList>
#include <QString>
#include <atomic>

#include "workspace.h"

namespace techlog {

// Full-text search over a workspace's documents (the studio's Search tab, Ctrl+Shift+F).
// Korean-aware (TextSearch): the query and every line are compared in Unicode NFC, so an NFD
// query (macOS input) finds NFC text and the other way round; columns are the file's own.
namespace WorkspaceSearch {

struct Options {
    bool caseSensitive = false;
    bool wholeWord = false;
    bool regularExpression = false;
    int maxHits = 5000;  // bounds memory and the list; `Result::truncated` says when reached
    const std::atomic_bool* cancel = nullptr;
};

struct Hit {
    QString path;    // workspace-relative
    int line = 0;    // 1-based
    int column = 0;  // 1-based, in the line as it is in the file
    int length = 0;  // of the match, in the file's characters
    QString lineText;
};

struct Result {
    QList<Hit> hits;    // in path order, then line, then column
    int documents = 0;  // documents with at least one hit
    bool truncated = false;
    bool cancelled = false;
    QString error;  // an invalid regular expression
};

Result search(const Workspace& ws, const QString& query, const Options& options = {});

}  // namespace WorkspaceSearch

}  // namespace techlog
