#include "textsearch.h"

namespace techlog {

namespace {

QString nfc(const QString& s) { return s.normalized(QString::NormalizationForm_C); }

// The index in `line` (as given) where its NFC form reaches `nfcIndex`: lines already in NFC
// (nearly all) map to themselves.
qsizetype originalStart(const QString& line, const QString& normalized, qsizetype nfcIndex) {
    if (line.size() == normalized.size()) return nfcIndex;
    for (qsizetype i = 0; i <= line.size(); ++i)
        if (nfc(line.left(i)).size() >= nfcIndex) return i;
    return line.size();
}

// The end takes every character that composes into the match's last one (a final consonant
// jamo after its syllable's vowel): the last prefix whose NFC form is not longer than the end.
qsizetype originalEnd(const QString& line, const QString& normalized, qsizetype nfcEnd) {
    if (line.size() == normalized.size()) return nfcEnd;
    for (qsizetype i = 0; i <= line.size(); ++i)
        if (nfc(line.left(i)).size() > nfcEnd) return i - 1;
    return line.size();
}

}  // namespace

TextSearch::TextSearch(const QString& query, const Options& options)
    : m_query(query), m_options(options) {
    if (query.isEmpty()) return;
    QString pattern =
        options.regularExpression ? nfc(query) : QRegularExpression::escape(nfc(query));
    // \b is ASCII-minded in places; words are letters, digits and '_' in any script.
    if (options.wholeWord) pattern = QStringLiteral("(?<![\\w])(?:%1)(?![\\w])").arg(pattern);
    QRegularExpression::PatternOptions flags = QRegularExpression::UseUnicodePropertiesOption;
    if (!options.caseSensitive) flags |= QRegularExpression::CaseInsensitiveOption;
    m_regex = QRegularExpression(pattern, flags);
}

QList<TextSearch::Match> TextSearch::matchesInLine(const QString& line, qsizetype limit) const {
    QList<Match> out;
    if (m_query.isEmpty() || !m_regex.isValid() || limit <= 0) return out;
    const QString normalized = nfc(line);
    for (auto it = m_regex.globalMatch(normalized); it.hasNext() && out.size() < limit;) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength() == 0) continue;
        const qsizetype start = originalStart(line, normalized, m.capturedStart());
        const qsizetype end = originalEnd(line, normalized, m.capturedEnd());
        Match match{start, end - start, {}};
        if (m_options.regularExpression) match.captures = m.capturedTexts();
        out.append(std::move(match));
    }
    return out;
}

QList<TextSearch::Match> TextSearch::matches(const QString& text, qsizetype limit,
                                             bool* truncated) const {
    QList<Match> out;
    if (truncated) *truncated = false;
    if (m_query.isEmpty() || !m_regex.isValid()) return out;
    qsizetype lineStart = 0;
    while (lineStart <= text.size()) {
        qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0) lineEnd = text.size();
        // One more than wanted: whether the limit cut anything.
        for (Match& m :
             matchesInLine(text.mid(lineStart, lineEnd - lineStart), limit + 1 - out.size())) {
            if (out.size() == limit) {
                if (truncated) *truncated = true;
                return out;
            }
            m.start += lineStart;
            out.append(std::move(m));
        }
        lineStart = lineEnd + 1;
    }
    return out;
}

QString TextSearch::replacement(const Match& match, const QString& replaceWith) const {
    if (!m_options.regularExpression) return replaceWith;
    QString out;
    out.reserve(replaceWith.size());
    for (qsizetype i = 0; i < replaceWith.size(); ++i) {
        const QChar c = replaceWith.at(i);
        if (c == QLatin1Char('\\') && i + 1 < replaceWith.size()) {
            const QChar next = replaceWith.at(i + 1);
            if (next.isDigit() && next.unicode() < 0x80) {
                out += match.captures.value(next.digitValue());
                ++i;
                continue;
            }
            if (next == QLatin1Char('\\')) {
                out += QLatin1Char('\\');
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

}  // namespace techlog
