#include "workspacesearch.h"

#include "textsearch.h"

namespace techlog::WorkspaceSearch {

Result search(const Workspace& ws, const QString& query, const Options& options) {
    Result result;
    if (query.isEmpty()) return result;
    const TextSearch text(query,
                          {options.caseSensitive, options.wholeWord, options.regularExpression});
    if (!text.isValid()) {
        result.error = text.error();
        return result;
    }
    for (const Document& doc : ws.documents) {
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            return result;
        }
        bool found = false;
        const QStringList lines = doc.source.text().split(u'\n');
        for (int l = 0; l < lines.size(); ++l) {
            const QString& line = lines[l];
            // One more than room is left for: whether the bound cut anything.
            for (const TextSearch::Match& m :
                 text.matchesInLine(line, options.maxHits - result.hits.size() + 1)) {
                if (result.hits.size() >= options.maxHits) {
                    result.truncated = true;
                    result.documents += found ? 1 : 0;
                    return result;
                }
                result.hits.append({doc.path, l + 1, int(m.start) + 1, int(m.length), line});
                found = true;
            }
        }
        result.documents += found ? 1 : 0;
    }
    return result;
}

}  // namespace techlog::WorkspaceSearch
