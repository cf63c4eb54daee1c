#include "sourcesentence.h"

#include <QRegularExpression>

namespace techlog {

namespace {

// One pass over the sentence, by alternatives in this order at each place: a file name (with
// its backticks and `#anchor`), a `§` or a range of them, a `.` (`!`, `?`) that ends a
// sentence. A name starts after something that cannot be part of a path, and `.md` is not
// followed by more of an ASCII name (a Korean particle may stick to it: `document.md의`).
const QRegularExpression& pattern() {
    static const QRegularExpression re(
        QStringLiteral(
            "(?<![\\p{L}\\p{N}_./\\-])(?<tick>`?)"
            "(?<path>/?(?:[\\p{L}\\p{N}_.\\-]+/)+[\\p{L}\\p{N}_.\\-]*\\.md)(?![A-Za-z0-9_/\\-])"
            "(?:(?<hash>#)(?<anchor>[\\p{L}\\p{N}_\\-]+(?:\\.[\\p{L}\\p{N}_\\-]+)*))?\\k<tick>"
            "|§[ \\t]?(?<number>\\d+(?:\\.\\d+)*)"
            "(?:[ \\t]?(?<dash>[\\x{2013}\\-])[ \\t]?(?<last>§?[ \\t]?\\d+(?:\\.\\d+)*))?"
            "|(?<end>[.!?\\x{3002}])(?=\\s|$)"),
        QRegularExpression::UseUnicodePropertiesOption);
    return re;
}

QString digitsOf(const QString& s) {
    qsizetype i = 0;
    while (i < s.size() && !s.at(i).isDigit()) ++i;
    return s.mid(i);
}

}  // namespace

QList<SourceReference> SourceSentence::parse(const QString& sentence) {
    QList<SourceReference> refs;
    bool open = false;  // a file was named in this sentence: a bare `§` continues it
    for (auto it = pattern().globalMatch(sentence); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart(u"path") >= 0) {
            SourceReference r;
            r.file = m.captured(u"path");
            r.quoted = m.capturedLength(u"tick") > 0;
            r.start = int(m.capturedStart(u"path"));
            if (m.capturedStart(u"anchor") >= 0) {
                r.anchor = m.captured(u"anchor");
                r.anchorStart = int(m.capturedStart(u"hash"));
                r.length = int(m.capturedEnd(u"anchor")) - r.start;
            } else {
                r.length = int(m.capturedLength(u"path"));
            }
            refs.append(r);
            open = true;
        } else if (m.capturedStart(u"number") >= 0) {
            if (!open) continue;  // prose: `§3 의 완료` with no file before it
            SourceSection s;
            s.number = m.captured(u"number");
            s.start = int(m.capturedStart());
            s.length = int(m.capturedLength());
            if (m.capturedStart(u"last") >= 0) {
                s.last = digitsOf(m.captured(u"last"));
                s.lastStart = int(m.capturedStart(u"last"));
            }
            refs.last().sections.append(s);
        } else {
            open = false;  // the sentence ended
        }
    }
    return refs;
}

}  // namespace techlog
