#include "prosewords.h"

#include <QRegularExpression>

namespace techlog {

namespace {

// A character of a word chunk: letters (with their combining marks), digits, `_` and an
// apostrophe inside a word (don't).
bool isChunkChar(QChar c) { return c.isLetterOrNumber() || c.isMark() || c == u'_'; }

// Spans that are not prose: inline code, URLs, autolinks and HTML tags, link targets.
QList<std::pair<int, int>> skippedSpans(const QString& line) {
    static const QRegularExpression skip(
        QStringLiteral("(`+)[^`]*?\\1"      // inline code (a run of ticks closed by the same)
                       "|<[^<>\\s][^<>]*>"  // an autolink or an HTML tag
                       "|\\]\\([^)\\s]*(?:\\s+\"[^\"]*\")?\\)"  // a link target ](url "title")
                       "|\\b[a-zA-Z][a-zA-Z0-9+.-]*://\\S+"     // a URL
                       "|\\bwww\\.\\S+"
                       "|\\S+@\\S+\\.\\S+"));  // an e-mail address
    QList<std::pair<int, int>> spans;
    for (auto it = skip.globalMatch(line); it.hasNext();) {
        const auto m = it.next();
        spans.append({int(m.capturedStart()), int(m.capturedEnd())});
    }
    return spans;
}

bool checkedLatin(const QString& line, int start, int length) {
    if (length < 2) return false;
    for (int i = start + 1; i < start + length; ++i)
        if (line[i].isUpper()) return false;  // ALLCAPS or camelCase: a name, not a word
    return true;
}

// Whether the word starting at `start` is glued to what comes before it: the character before
// (past emphasis marks) is neither white space nor an opening bracket or quote. `**갱신 수**가`:
// the `가` is glued (a particle after the emphasis closes); `**갱신`: not (it opens).
bool gluedBefore(const QString& line, int start) {
    int k = start - 1;
    while (k >= 0 && (line[k] == u'*' || line[k] == u'_' || line[k] == u'~')) --k;
    if (k < 0) return false;
    const QChar c = line[k];
    if (c.isSpace()) return false;
    static const QString opening = QStringLiteral("([{\"'\u201C\u2018\u300C\u300E<");
    return !opening.contains(c);
}

// Particles and the copula written apart from what they follow (`리비전 7 을`, `` `x` 를 ``):
// not words of their own to check.
bool isLoneParticle(const QString& word) {
    static const QStringList particles = [] {
        QStringList list;
        for (const char* p :
             {"이",   "가",   "을",   "를", "은",   "는", "의",   "에",   "에서", "에게",
              "로",   "으로", "와",   "과", "도",   "만", "까지", "부터", "보다", "처럼",
              "이다", "이고", "이며", "인", "이나", "나", "랑",   "이랑", "께서", "한테"})
            list << QString::fromUtf8(p);
        return list;
    }();
    return particles.contains(word.normalized(QString::NormalizationForm_C));
}

}  // namespace

bool isHangul(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0x1100 && u <= 0x11FF) ||
           (u >= 0x3130 && u <= 0x318F) || (u >= 0xA960 && u <= 0xA97F) ||
           (u >= 0xD7B0 && u <= 0xD7FF);
}

bool isDirectiveLine(const QString& line) {
    return line.trimmed().startsWith(QLatin1String(":::"));
}

QList<ProseWord> proseWords(const QString& wholeLine) {
    QList<ProseWord> words;
    if (isDirectiveLine(wholeLine)) return words;
    // The patterns above may backtrack over a line: a bound keeps any line cheap (prose lines
    // are far shorter; the rest of a longer one is not checked).
    const QString line = wholeLine.left(kMaxProseLine);
    const QList<std::pair<int, int>> skipped = skippedSpans(line);
    int nextSkip = 0;
    int i = 0;
    const int n = int(line.size());
    while (i < n) {
        while (nextSkip < skipped.size() && skipped[nextSkip].second <= i) ++nextSkip;
        if (nextSkip < skipped.size() && skipped[nextSkip].first <= i) {
            i = skipped[nextSkip].second;
            continue;
        }
        if (!isChunkChar(line[i])) {
            ++i;
            continue;
        }
        // A chunk: up to white space, punctuation or a skipped span; an apostrophe between
        // letters stays inside (don't, it's).
        int end = i;
        const int limit = nextSkip < skipped.size() ? skipped[nextSkip].first : n;
        while (end < limit) {
            if (isChunkChar(line[end])) {
                ++end;
            } else if ((line[end] == u'\'' || line[end] == u'\u2019') && end + 1 < limit &&
                       line[end + 1].isLetter() && end > i && line[end - 1].isLetter()) {
                end += 2;
            } else {
                break;
            }
        }
        // A word the bound cuts is not a word.
        if (end == n && wholeLine.size() > line.size()) break;
        // Emphasis with underscores (_word_) is markup, not part of the word.
        int s = i, e = end;
        while (s < e && line[s] == u'_') ++s;
        while (e > s && line[e - 1] == u'_') --e;
        // `__init__`, `_x`: more than one underscore at an end, or one at one end only, is a
        // name's, not emphasis.
        bool identifier = s - i > 1 || end - e > 1 || (s - i) != (end - e);
        for (int k = s; k < e && !identifier; ++k)
            identifier = line[k].isDigit() || line[k] == u'_';
        if (!identifier && s < e) {
            // Split by script: a Hangul run, a run of anything else.
            int k = s;
            bool first = !gluedBefore(line, s);
            while (k < e) {
                const bool hangul = isHangul(line[k]);
                int r = k;
                while (r < e && (isHangul(line[r]) == hangul || line[r].isMark())) ++r;
                if (hangul ? first && !isLoneParticle(line.mid(k, r - k))
                           : checkedLatin(line, k, r - k))
                    words.append({k, r - k, hangul});
                first = false;
                k = r;
            }
        }
        i = end;
    }
    return words;
}

}  // namespace techlog
