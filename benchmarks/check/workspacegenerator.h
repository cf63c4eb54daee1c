#pragma once

#include <QString>
#include <memory>

namespace techlog {
struct Workspace;
}

namespace techlog::bench {

// Writes a synthetic workspace of `documents` documents (concepts, rules, cases over 20 topics,
// with relations, code blocks, directives and evidence records) under `root`.
// Deterministic: the same arguments give the same bytes.
void generateWorkspace(const QString& root, int documents);
// generateWorkspace, then the workspace loaded without its checks (what a view is given);
// null when it does not load.
std::shared_ptr<const Workspace> generateAndLoad(const QString& root, int documents);

}  // namespace techlog::bench
