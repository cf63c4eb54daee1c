#include "remark.h"

#include <climits>
#include <cstdlib>

namespace techlog {

RemarkAnchor RemarkAnchor::locate(const QString& source, const Remark& remark) {
    RemarkAnchor best;
    if (remark.quote.isEmpty()) return best;
    int bestDistance = INT_MAX;
    int line = 1;
    qsizetype counted = 0;  // `line` is the line of offset `counted`
    for (qsizetype at = source.indexOf(remark.quote); at >= 0;
         at = source.indexOf(remark.quote, at + 1)) {
        line += int(QStringView(source).mid(counted, at - counted).count(u'\n'));
        counted = at;
        const int distance = std::abs(line - remark.line);
        if (distance < bestDistance) {
            bestDistance = distance;
            best.orphaned = false;
            best.line = line;
            best.offset = int(at);
            const qsizetype lineStart = at == 0 ? 0 : source.lastIndexOf(u'\n', at - 1) + 1;
            best.column = int(at - lineStart) + 1;
        }
    }
    return best;
}

}  // namespace techlog
