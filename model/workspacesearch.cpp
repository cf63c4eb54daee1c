#include "workspacesearch.h"

#include <QRegularExpression>

namespace techlog::WorkspaceSearch {

namespace {

QString nfc(const QString& s) { return s.normalized(QString::NormalizationForm_C); }

// The index in `line` (as in the file) where its NFC form reaches `nfcIndex`: lines already in
// NFC (nearly all) map to themselves.
int originalStart(const QString& line, const QString& normalized, int nfcIndex) {
    if (line.size() == normalized.size()) return nfcIndex;
    for (int i = 0; i <= line.size(); ++i)
        if (nfc(line.left(i)).size() >= nfcIndex) return i;
    return int(line.size());
}

// The end takes every character that composes into the match's last one (a final consonant
// jamo after its syllable's vowel): the last prefix whose NFC form is not longer than the end.
int originalEnd(const QString& line, const QString& normalized, int nfcEnd) {
    if (line.size() == normalized.size()) return nfcEnd;
    for (int i = 0; i <= line.size(); ++i)
        if (nfc(line.left(i)).size() > nfcEnd) return i - 1;
    return int(line.size());
}

QRegularExpression patternFor(const QString& query, const Options& o) {
    QString pattern = o.regularExpression ? nfc(query) : QRegularExpression::escape(nfc(query));
    // \b is ASCII-minded in places; words are letters, digits and '_' in any script.
    if (o.wholeWord) pattern = QStringLiteral("(?<![\\w])(?:%1)(?![\\w])").arg(pattern);
    QRegularExpression::PatternOptions flags = QRegularExpression::UseUnicodePropertiesOption;
    if (!o.caseSensitive) flags |= QRegularExpression::CaseInsensitiveOption;
    return QRegularExpression(pattern, flags);
}

}  // namespace

Result search(const Workspace& ws, const QString& query, const Options& options) {
    Result result;
    if (query.isEmpty()) return result;
    const QRegularExpression re = patternFor(query, options);
    if (!re.isValid()) {
        result.error = re.errorString();
        return result;
    }
    for (const Document& doc : ws.documents) {
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            return result;
        }
        bool found = false;
        const QStringList lines = doc.source.split(u'\n');
        for (int l = 0; l < lines.size(); ++l) {
            const QString& line = lines[l];
            const QString normalized = nfc(line);
            for (auto it = re.globalMatch(normalized); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                if (m.capturedLength() == 0) continue;  // an empty match finds nothing
                if (result.hits.size() >= options.maxHits) {
                    result.truncated = true;
                    result.documents += found ? 1 : 0;
                    return result;
                }
                const int start = originalStart(line, normalized, int(m.capturedStart()));
                const int end = originalEnd(line, normalized, int(m.capturedEnd()));
                result.hits.append({doc.path, l + 1, start + 1, end - start, line});
                found = true;
            }
        }
        result.documents += found ? 1 : 0;
    }
    return result;
}

}  // namespace techlog::WorkspaceSearch
