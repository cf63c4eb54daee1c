#include "quickswitch.h"

#include <QCollator>
#include <QHash>
#include <algorithm>
#include <climits>

#include "textmatcher.h"
#include "workspace.h"

namespace techlog {

namespace {

// A slug or path match counts as a weaker title match of the same kind: below a title
// substring, still above a title matched only by 초성 or fuzzily.
constexpr int kSlugPenalty = 500;
constexpr int kPathPenalty = 600;

}  // namespace

QuickSwitch::QuickSwitch(const Workspace& workspace, const QList<Entry>& more) {
    m_entries.reserve(workspace.documents.size() + more.size());
    m_entries += more;
    for (const Document& d : workspace.documents) {
        const DocKind kind = kindFromString(d.frontMatter.kind);
        m_entries.append({d.path, d.frontMatter.title, d.frontMatter.slug,
                          kind == DocKind::Unknown ? QString() : kindName(kind)});
    }
    // Title order is fixed here (not by the machine's locale): Korean collation, then the path.
    QCollator collator{QLocale(QLocale::Korean, QLocale::SouthKorea)};
    collator.setNumericMode(true);
    std::stable_sort(m_entries.begin(), m_entries.end(), [&](const Entry& a, const Entry& b) {
        const int c = collator.compare(a.title, b.title);
        return c != 0 ? c < 0 : a.path < b.path;
    });
    for (const Entry& e : m_entries) {
        m_title.append(TextMatcher::fold(e.title));
        m_slug.append(TextMatcher::fold(e.slug));
        m_path.append(TextMatcher::fold(e.path));
    }
}

QList<int> QuickSwitch::rank(const QString& query, const QStringList& recent, int limit) const {
    QHash<QString, int> recency;
    for (int i = 0; i < recent.size(); ++i)
        if (!recency.contains(recent.at(i))) recency.insert(recent.at(i), i);
    const TextMatcher matcher(query);
    struct Hit {
        int score;
        int recency;
        int index;
    };
    std::vector<Hit> hits;
    hits.reserve(m_entries.size());
    for (int i = 0; i < m_entries.size(); ++i) {
        int score = matcher.scoreFolded(m_title.at(i), true);
        if (!matcher.isEmpty()) {
            if (const int s = matcher.scoreFolded(m_slug.at(i), true); s >= 0)
                score = std::max(score, s - kSlugPenalty);
            // Not fuzzy in the path: a long path holds most short queries' letters in order.
            if (const int s = matcher.scoreFolded(m_path.at(i)); s >= 0)
                score = std::max(score, s - kPathPenalty);
        }
        if (score < 0) continue;
        hits.push_back({score, recency.value(m_entries.at(i).path, INT_MAX), i});
    }
    const auto better = [](const Hit& a, const Hit& b) {
        if (a.score != b.score) return a.score > b.score;
        if (a.recency != b.recency) return a.recency < b.recency;
        return a.index < b.index;
    };
    const auto end = hits.begin() + std::min<qsizetype>(std::max(limit, 0), hits.size());
    std::partial_sort(hits.begin(), end, hits.end(), better);
    QList<int> out;
    out.reserve(end - hits.begin());
    for (auto it = hits.begin(); it != end; ++it) out.append(it->index);
    return out;
}

}  // namespace techlog
