#include "sourcequote.h"

#include <QList>
#include <QRegularExpression>
#include <algorithm>

namespace techlog {

namespace {

bool isMarkup(QChar c) {
    switch (c.unicode()) {
        case u'*':
        case u'_':
        case u'`':
        case u'~':
        case u'[':
        case u']':
        case u'<':
        case u'>':
        case u'#':
        case u'|':
        case u'\\':
            return true;
        default:
            return false;
    }
}

// The characters a reader sees, without white space and markup, decomposed (NFD), each with the
// offset in `text` of the character it comes from.
struct Visible {
    QString chars;
    QList<qsizetype> offsets;
};

// A Markdown source: the prefixes of a line (list, quote and heading markers) and link targets
// `](…)` are left out as well.
Visible visibleOfSource(const QString& text) {
    // Anchored by the match option at each line's start (`^` would mean the text's start).
    static const QRegularExpression prefix(
        QStringLiteral("[ \\t]*(?:(?:[-*+]|\\d{1,9}[.)])[ \\t]+|>[ \\t]*|#{1,6}[ \\t]+)*"));
    Visible v;
    v.chars.reserve(text.size());
    qsizetype i = 0;
    bool lineStart = true;
    while (i < text.size()) {
        if (lineStart) {
            lineStart = false;
            const auto m = prefix.match(text, i, QRegularExpression::NormalMatch,
                                        QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch() && m.capturedLength() > 0) {
                i += m.capturedLength();
                continue;
            }
        }
        const QChar c = text[i];
        if (c == u'\n') {
            lineStart = true;
            ++i;
            continue;
        }
        if (c == u']' && i + 1 < text.size() && text[i + 1] == u'(') {
            const qsizetype close = text.indexOf(u')', i + 2);
            const qsizetype eol = text.indexOf(u'\n', i + 2);
            if (close > 0 && (eol < 0 || close < eol)) {
                i = close + 1;
                continue;
            }
        }
        if (c.isSpace() || isMarkup(c)) {
            ++i;
            continue;
        }
        // Decomposed (a composed page must match a decomposed file, and the other way round),
        // each part keeping the offset of the character it comes from.
        const QString d = c.unicode() < 0x80 || c.isSurrogate()
                              ? QString(c)
                              : QString(c).normalized(QString::NormalizationForm_D);
        v.chars.append(d);
        for (qsizetype k = 0; k < d.size(); ++k) v.offsets.append(i);
        ++i;
    }
    return v;
}

QString visibleOfRendered(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (QChar c : text)
        if (!c.isSpace() && !isMarkup(c)) out.append(c);
    return out;
}

qsizetype offsetOfLine(const QString& text, int line) {
    qsizetype at = 0;
    for (int l = 1; l < line && at >= 0; ++l) {
        at = text.indexOf(u'\n', at);
        if (at >= 0) ++at;
    }
    return at < 0 ? text.size() : at;
}

}  // namespace

std::optional<SourceQuote> SourceQuote::fromRendered(const QString& source, int fromLine,
                                                     const QString& rendered) {
    if (rendered.size() > kMaxRendered) return std::nullopt;
    const QString needle = visibleOfRendered(rendered).normalized(QString::NormalizationForm_D);
    if (needle.isEmpty()) return std::nullopt;
    const Visible hay = visibleOfSource(source);
    const QString& chars = hay.chars;
    const QList<qsizetype>& offsets = hay.offsets;

    const qsizetype start = offsetOfLine(source, qMax(1, fromLine));
    // The first visible character at or after the anchor's line.
    const qsizetype from =
        std::lower_bound(offsets.cbegin(), offsets.cend(), start) - offsets.cbegin();
    // A match must begin and end on whole source characters: `가` is not in `각`, whose
    // decomposition begins with it.
    const auto aligned = [&](qsizetype at) {
        const qsizetype last = at + needle.size() - 1;
        return (at == 0 || offsets[at - 1] != offsets[at]) &&
               (last + 1 == offsets.size() || offsets[last + 1] != offsets[last]);
    };
    const auto find = [&](qsizetype from) {
        qsizetype at = chars.indexOf(needle, from);
        while (at >= 0 && !aligned(at)) at = chars.indexOf(needle, at + 1);
        return at;
    };
    qsizetype at = find(from);
    if (at < 0) {
        at = find(0);  // an anchor after the text (a coarse one): anywhere
        if (at < 0) return std::nullopt;
    }
    const qsizetype begin = offsets[at];
    qsizetype end = offsets[at + needle.size() - 1] + 1;
    // A decomposed source: the selection's last syllable may go on in combining marks.
    while (end < source.size() && source[end].isMark()) ++end;
    SourceQuote q;
    q.quote = source.mid(begin, end - begin);
    q.line = int(source.left(begin).count(u'\n')) + 1;
    return q;
}

}  // namespace techlog
