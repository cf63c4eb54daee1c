#include "directiveblocks.h"

namespace techlog {

namespace {

struct Line {
    int start = 0;  // offset of the first character in the text
    int next = 0;   // offset of the next line (after the '\n'), or text.size()
    QString text;   // without '\n' and a trailing '\r'
};

QList<Line> splitLines(const QString& text) {
    QList<Line> lines;
    int start = 0;
    while (start < text.size()) {
        int nl = text.indexOf(QLatin1Char('\n'), start);
        const int end = nl < 0 ? text.size() : nl;
        Line l;
        l.start = start;
        l.next = nl < 0 ? text.size() : nl + 1;
        l.text = text.mid(start, end - start);
        if (l.text.endsWith(QLatin1Char('\r'))) l.text.chop(1);
        lines.append(l);
        start = l.next;
    }
    return lines;
}

int indentOf(const QString& l) {
    int i = 0;
    while (i < l.size() && l.at(i) == QLatin1Char(' ')) ++i;
    return i;
}

struct Fence {
    QChar ch;
    int length = 0;
};

bool opensFence(const QString& l, Fence* fence) {
    const int i = indentOf(l);
    if (i > 3 || i >= l.size()) return false;
    const QChar c = l.at(i);
    if (c != QLatin1Char('`') && c != QLatin1Char('~')) return false;
    int n = 0;
    while (i + n < l.size() && l.at(i + n) == c) ++n;
    if (n < 3) return false;
    if (c == QLatin1Char('`') && l.mid(i + n).contains(QLatin1Char('`'))) return false;
    fence->ch = c;
    fence->length = n;
    return true;
}

bool closesFence(const QString& l, const Fence& fence) {
    const int i = indentOf(l);
    if (i > 3) return false;
    int n = 0;
    while (i + n < l.size() && l.at(i + n) == fence.ch) ++n;
    return n >= fence.length && l.mid(i + n).trimmed().isEmpty();
}

// A line of the form `<= 3 spaces, 3+ colons, rest`. Returns the colon count (0 if none).
int colonRun(const QString& l, QString* rest, int* column) {
    const int i = indentOf(l);
    if (i > 3) return 0;
    int n = 0;
    while (i + n < l.size() && l.at(i + n) == QLatin1Char(':')) ++n;
    if (n < 3) return 0;
    *rest = l.mid(i + n);
    *column = i + 1;
    return n;
}

bool isNameStart(QChar c) { return c.isLetter(); }
bool isNameChar(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_');
}

struct Opening {
    QString name;
    QString attributes;  // the text after the name (folded closing run removed)
    bool folded = false;
};

// `rest` is what follows the colons. An opening needs a name.
bool parseOpening(const QString& rest, Opening* out) {
    const QString r = rest.trimmed();
    if (r.isEmpty() || !isNameStart(r.at(0))) return false;
    int i = 0;
    while (i < r.size() && isNameChar(r.at(i))) ++i;
    if (i < r.size() && !r.at(i).isSpace()) return false;  // `:::name{...}` and the like
    out->name = r.left(i);
    QString attrs = r.mid(i).trimmed();
    // Folded form: a colon run at the end, after white space, outside quotes.
    if (attrs.endsWith(QLatin1String(":::"))) {
        int p = attrs.size();
        while (p > 0 && attrs.at(p - 1) == QLatin1Char(':')) --p;
        bool atBoundary = p == 0 || attrs.at(p - 1).isSpace();
        QChar quote;
        for (int k = 0; k < p; ++k) {
            const QChar c = attrs.at(k);
            if (!quote.isNull()) {
                if (c == QLatin1Char('\\') && quote == QLatin1Char('"'))
                    ++k;
                else if (c == quote)
                    quote = QChar();
            } else if ((c == QLatin1Char('"') || c == QLatin1Char('\'')) && k > 0 &&
                       attrs.at(k - 1) == QLatin1Char('=')) {
                quote = c;
            }
        }
        if (atBoundary && quote.isNull()) {
            out->folded = true;
            attrs = attrs.left(p).trimmed();
        }
    }
    out->attributes = attrs;
    return true;
}

}  // namespace

bool DirectiveBlocks::parseAttributes(const QString& text, QList<DirectiveAttribute>* out,
                                      QString* error) {
    const QString t = text.trimmed();
    if (t.isEmpty()) return true;
    if (!t.contains(QLatin1Char('='))) {
        out->append({QStringLiteral("title"), t});
        return true;
    }
    bool ok = true;
    auto fail = [&](const QString& why) {
        if (ok && error) *error = why;
        ok = false;
    };
    int i = 0;
    const int n = t.size();
    while (i < n) {
        while (i < n && t.at(i).isSpace()) ++i;
        if (i >= n) break;
        const int keyStart = i;
        while (i < n && !t.at(i).isSpace() && t.at(i) != QLatin1Char('=') &&
               t.at(i) != QLatin1Char('"') && t.at(i) != QLatin1Char('\''))
            ++i;
        const QString key = t.mid(keyStart, i - keyStart);
        if (key.isEmpty()) {
            fail(QStringLiteral("unexpected %1 at column %2").arg(t.at(i)).arg(i + 1));
            while (i < n && !t.at(i).isSpace()) ++i;
            continue;
        }
        if (i >= n || t.at(i) != QLatin1Char('=')) {
            out->append({key, QString()});
            continue;
        }
        ++i;  // '='
        QString value;
        if (i < n && (t.at(i) == QLatin1Char('"') || t.at(i) == QLatin1Char('\''))) {
            const QChar quote = t.at(i++);
            bool closed = false;
            while (i < n) {
                const QChar c = t.at(i);
                if (quote == QLatin1Char('"') && c == QLatin1Char('\\') && i + 1 < n &&
                    (t.at(i + 1) == QLatin1Char('"') || t.at(i + 1) == QLatin1Char('\\'))) {
                    value += t.at(i + 1);
                    i += 2;
                    continue;
                }
                ++i;
                if (c == quote) {
                    closed = true;
                    break;
                }
                value += c;
            }
            if (!closed) fail(QStringLiteral("unterminated quote in attribute %1").arg(key));
        } else {
            while (i < n && !t.at(i).isSpace()) value += t.at(i++);
        }
        out->append({key, value});
    }
    return ok;
}

QList<DirectiveBlocks::Block> DirectiveBlocks::split(const QString& text, int firstLine,
                                                     int depth) {
    QList<Block> blocks;
    const QList<Line> lines = splitLines(text);
    int segmentStart = 0;                   // line index where the current Markdown segment starts
    auto flushSegment = [&](int endLine) {  // [segmentStart, endLine)
        if (endLine <= segmentStart) return;
        Block b;
        b.markdown = text.mid(lines[segmentStart].start,
                              lines[endLine - 1].next - lines[segmentStart].start);
        b.line = firstLine + segmentStart;
        blocks.append(b);
    };

    bool inCode = false;
    Fence fence;
    int i = 0;
    while (i < lines.size()) {
        const QString& l = lines[i].text;
        if (inCode) {
            if (closesFence(l, fence)) inCode = false;
            ++i;
            continue;
        }
        if (opensFence(l, &fence)) {
            inCode = true;
            ++i;
            continue;
        }
        QString rest;
        int column = 1;
        const int run = colonRun(l, &rest, &column);
        Opening opening;
        if (run == 0 || !parseOpening(rest, &opening)) {
            ++i;
            continue;
        }

        flushSegment(i);
        Block b;
        b.isDirective = true;
        b.line = firstLine + i;
        Directive& d = b.directive;
        d.name = opening.name;
        d.line = firstLine + i;
        d.column = column;
        d.fenceLength = run;
        d.depth = depth;
        parseAttributes(opening.attributes, &d.attributes, &b.attributeError);
        if (opening.folded) {
            d.endLine = d.line;
            d.contentLine = d.line;
            d.closed = true;
            blocks.append(b);
            ++i;
            segmentStart = i;
            continue;
        }

        // Find the matching close: a stack of open fences, code fences skipped.
        QList<int> stack{run};
        bool innerCode = false;
        Fence innerFence;
        int j = i + 1;
        for (; j < lines.size(); ++j) {
            const QString& m = lines[j].text;
            if (innerCode) {
                if (closesFence(m, innerFence)) innerCode = false;
                continue;
            }
            if (opensFence(m, &innerFence)) {
                innerCode = true;
                continue;
            }
            QString innerRest;
            int innerColumn = 1;
            const int innerRun = colonRun(m, &innerRest, &innerColumn);
            if (innerRun == 0) continue;
            Opening inner;
            if (parseOpening(innerRest, &inner)) {
                if (!inner.folded) stack.append(innerRun);
            } else if (innerRest.trimmed().isEmpty() && innerRun >= stack.last()) {
                stack.removeLast();
                if (stack.isEmpty()) break;
            }
        }
        d.contentLine = firstLine + i + 1;
        const int contentStart = i + 1 < lines.size() ? lines[i + 1].start : text.size();
        if (j < lines.size()) {
            d.closed = true;
            d.endLine = firstLine + j;
            d.content = text.mid(contentStart, lines[j].start - contentStart);
            i = j + 1;
        } else {
            d.closed = false;
            d.endLine = firstLine + lines.size() - 1;
            d.content = text.mid(contentStart);
            i = lines.size();
        }
        blocks.append(b);
        segmentStart = i;
    }
    flushSegment(lines.size());
    return blocks;
}

}  // namespace techlog
