#pragma once

#include <QString>

namespace techlog::bench {

// Writes a synthetic workspace of `documents` documents (concepts, rules, cases over 20 topics,
// with relations, code blocks, directives and evidence records) under `root`.
// Deterministic: the same arguments give the same bytes.
void generateWorkspace(const QString& root, int documents);

}  // namespace techlog::bench
