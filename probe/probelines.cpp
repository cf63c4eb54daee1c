#include "probelines.h"

#include <QRegularExpression>

namespace techlog {

QString ProbeLines::withoutComment(const QString& text) {
    QChar quote;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            if (c == u'\\' && quote == u'"')
                ++i;
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'"' || c == u'\'') {
            // A quote opens a quoted scalar only where a value starts, not inside `it's`.
            if (i == 0 || text[i - 1].isSpace() || QStringLiteral("[{,:").contains(text[i - 1]))
                quote = c;
        } else if (c == u'#' && (i == 0 || text[i - 1].isSpace())) {
            return text.left(i);
        }
    }
    return text;
}

bool ProbeLines::Line::blockScalar() const {
    static const QRegularExpression indicator(QStringLiteral("^[|>][0-9+-]*$"));
    return indicator.match(value).hasMatch();
}

ProbeLines::ProbeLines(const QString& text) {
    const QStringList lines = text.split(u'\n');
    m_lines.reserve(lines.size());
    for (const QString& line : lines) m_lines << parse(line);
}

ProbeLines::Line ProbeLines::parse(const QString& text) {
    Line l;
    l.text = text;
    if (l.text.endsWith(u'\r')) l.text.chop(1);
    const QString& t = l.text;
    int pos = 0;
    while (pos < t.size() && t[pos] == u' ') ++pos;
    l.indent = l.keyIndent = l.valueColumn = pos;
    if (pos >= t.size() || t[pos] == u'#') return l;
    l.blank = false;
    while (pos < t.size() && t[pos] == u'-' && (pos + 1 == t.size() || t[pos + 1] == u' ')) {
        l.dashes << pos;
        ++pos;
        while (pos < t.size() && t[pos] == u' ') ++pos;
    }
    l.firstDash = l.dashes.isEmpty() ? -1 : l.dashes.first();
    l.keyIndent = pos;
    static const QRegularExpression key(
        QStringLiteral("([A-Za-z_][A-Za-z0-9_-]*)[ \\t]*:(?=\\s|$)"));
    const QRegularExpressionMatch m = key.match(t, pos, QRegularExpression::NormalMatch,
                                                QRegularExpression::AnchorAtOffsetMatchOption);
    int value = pos;
    if (m.hasMatch()) {
        l.key = m.captured(1);
        value = int(m.capturedEnd());
        while (value < t.size() && (t[value] == u' ' || t[value] == u'\t')) ++value;
    }
    l.valueColumn = value;
    l.value = withoutComment(t.mid(value)).trimmed();
    return l;
}

ProbeLines::Place ProbeLines::placeOf(int index) const {
    if (index < 0 || index >= m_lines.size()) return {};
    const Line& l = m_lines[index];
    return placeOf(index, l.keyIndent, l.firstDash);
}

ProbeLines::Place ProbeLines::placeOf(int index, int keyIndent, int dash) const {
    Place place;
    place.keyIndent = keyIndent;
    // Walking up, the structure still to be closed: the mapping whose keys stand at `at`, or
    // the list whose `- ` stand at `at`.
    bool inList = dash >= 0;
    int at = inList ? dash : keyIndent;
    bool innermost = !inList;  // the innermost mapping's first line not found yet
    if (inList) {
        place.inItem = true;
        place.firstLine = index;
    }
    QStringList keys;  // innermost first
    for (int i = qMin(index, int(m_lines.size())) - 1; i >= 0; --i) {
        const Line& l = m_lines[i];
        if (l.blank) continue;
        if (!inList) {
            if (l.keyIndent > at) continue;  // deeper: inside an earlier key's value
            const bool itemStart = l.keyIndent == at && !l.dashes.isEmpty();
            const bool bareDash = l.keyIndent < at && !l.dashes.isEmpty() && l.key.isEmpty() &&
                                  l.value.isEmpty();  // `-` alone, its mapping below
            if (itemStart || bareDash) {
                if (innermost) {
                    place.inItem = true;
                    place.firstLine = i;
                    innermost = false;
                }
                inList = true;
                at = l.firstDash;
                continue;
            }
            if (l.keyIndent == at) continue;  // a key beside ours
            // Less indented: the key whose value we are in, if it has no value of its own.
            if (l.key.isEmpty() || l.blockScalar() || !l.value.isEmpty()) return {};
            if (innermost) {
                place.firstLine = i + 1;
                innermost = false;
            }
        } else {
            // An earlier item of this list; of a list that is itself an item, the outer one.
            if (l.dashes.contains(at)) {
                at = l.firstDash;
                continue;
            }
            if (l.indent > at) continue;  // inside an earlier item
            if (l.key.isEmpty() || l.keyIndent > at || l.blockScalar() || !l.value.isEmpty())
                return {};
        }
        keys.prepend(l.key);
        inList = l.firstDash >= 0;
        at = inList ? l.firstDash : l.keyIndent;
    }
    if (inList || at != 0) return {};  // the file is a mapping at column 1
    place.valid = true;
    place.path = keys;
    return place;
}

QStringList ProbeLines::keysOf(const Place& place, int except) const {
    QStringList keys;
    for (int i = place.firstLine; i < m_lines.size(); ++i) {
        const Line& l = m_lines[i];
        if (l.blank) continue;
        const bool itemStart = place.inItem && i == place.firstLine;
        if (!itemStart &&
            (l.keyIndent < place.keyIndent || (l.firstDash >= 0 && l.firstDash < place.keyIndent)))
            break;  // the mapping ended: a key further out, or the next item
        if (l.keyIndent == place.keyIndent && !l.key.isEmpty() && i != except) keys << l.key;
    }
    return keys;
}

}  // namespace techlog
