#include "directivesyntax.h"

namespace techlog {

namespace {

int indentOf(const QString& l) {
    int i = 0;
    while (i < l.size() && l.at(i) == QLatin1Char(' ')) ++i;
    return i;
}

bool isNameStart(QChar c) { return c.isLetter(); }
bool isNameChar(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_');
}

}  // namespace

bool DirectiveSyntax::opensCodeFence(const QString& l, CodeFence* fence, QString* info) {
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
    if (info) *info = l.mid(i + n).trimmed().section(QLatin1Char(' '), 0, 0);
    return true;
}

bool DirectiveSyntax::closesCodeFence(const QString& l, const CodeFence& fence) {
    const int i = indentOf(l);
    if (i > 3) return false;
    int n = 0;
    while (i + n < l.size() && l.at(i + n) == fence.ch) ++n;
    return n >= fence.length && l.mid(i + n).trimmed().isEmpty();
}

int DirectiveSyntax::colonRun(const QString& l, QString* rest, int* column) {
    const int i = indentOf(l);
    if (i > 3) return 0;
    int n = 0;
    while (i + n < l.size() && l.at(i + n) == QLatin1Char(':')) ++n;
    if (n < 3) return 0;
    *rest = l.mid(i + n);
    *column = i + 1;
    return n;
}

bool DirectiveSyntax::parseOpening(const QString& rest, Opening* out) {
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

bool DirectiveSyntax::parseAttributes(const QString& text, QList<DirectiveAttribute>* out,
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

}  // namespace techlog
