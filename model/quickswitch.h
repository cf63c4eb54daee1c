#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

struct Workspace;

// The quick switcher's ranking (Go > Go to Document…, Ctrl+P): a workspace's documents matched
// by title or slug with TextMatcher, fuzzy (TextMatcher::scoreFolded), or by path (not fuzzy), so
// that 초성 and NFD input find what they find everywhere else titles are chosen. Built once per
// workspace (every text folded once); ranking is then a scan with no allocation per document.
class QuickSwitch {
public:
    struct Entry {
        QString path;  // workspace-relative
        QString title;
        QString slug;
        QString kind;  // "concept", "rule", "case"; empty when unknown
    };

    QuickSwitch() = default;
    // The workspace's documents, and `more` files ranked with them (the probes, kind "probe").
    explicit QuickSwitch(const Workspace& workspace, const QList<Entry>& more = {});

    // Indexes into entries() matching `query`, best first, at most `limit`. A title match ranks
    // above the same match in the slug, which ranks above one in the path; equal scores go to
    // the more recently opened (`recent`, most recent first), then to title order (Korean
    // collation). An empty query lists every document: `recent` first, then by title.
    QList<int> rank(const QString& query, const QStringList& recent = {}, int limit = 200) const;
    const QList<Entry>& entries() const { return m_entries; }

private:
    QList<Entry> m_entries;               // in title order
    QStringList m_title, m_slug, m_path;  // folded (TextMatcher::fold)
};

}  // namespace techlog
