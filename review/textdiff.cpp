#include "textdiff.h"

#include "linediff.h"

namespace techlog::TextDiff {

namespace {

// Lines with their `\n`, as views into `s`.
QList<QStringView> lineTokens(QStringView s) {
    QList<QStringView> out;
    qsizetype start = 0;
    while (start < s.size()) {
        qsizetype nl = s.indexOf(u'\n', start);
        if (nl < 0) nl = s.size() - 1;
        out << s.mid(start, nl - start + 1);
        start = nl + 1;
    }
    return out;
}

void push(QList<Piece>& out, Piece::Op op, QStringView text) {
    if (text.isEmpty()) return;
    if (!out.isEmpty() && out.last().op == op)
        out.last().text += text;
    else
        out.append({op, text.toString()});
}

// The text of tokens [from, from + count), contiguous in the string they view.
QStringView joined(const QList<QStringView>& tokens, int from, int count) {
    if (count == 0) return {};
    const QStringView first = tokens[from], last = tokens[from + count - 1];
    return QStringView(first.data(), last.data() + last.size() - first.data());
}

// The pieces of a line diff; `words` splits each changed run of lines into words.
QList<Piece> diff(const QString& before, const QString& after, bool words) {
    const QList<QStringView> a = lineTokens(before), b = lineTokens(after);
    QList<Piece> out;
    int i = 0;
    for (const LineDiff::Change& c : LineDiff::compare(a, b)) {
        push(out, Piece::Op::Same, joined(a, i, c.oldStart - i));
        const QStringView removed = joined(a, c.oldStart, c.oldCount);
        const QStringView added = joined(b, c.newStart, c.newCount);
        i = c.oldStart + c.oldCount;
        if (!words || removed.isEmpty() || added.isEmpty()) {
            // Removed before added: a replacement reads old, then new.
            push(out, Piece::Op::Removed, removed);
            push(out, Piece::Op::Added, added);
            continue;
        }
        const LineDiff::WordDiff w = LineDiff::compareWords(removed, added);
        auto text = [](QStringView side, const QList<LineDiff::Span>& spans, int from, int count) {
            if (count == 0) return QStringView();
            const int start = spans[from].start;
            const LineDiff::Span& end = spans[from + count - 1];
            return side.mid(start, end.start + end.length - start);
        };
        int k = 0;
        for (const LineDiff::Change& wc : w.changes) {
            push(out, Piece::Op::Same, text(removed, w.before, k, wc.oldStart - k));
            push(out, Piece::Op::Removed, text(removed, w.before, wc.oldStart, wc.oldCount));
            push(out, Piece::Op::Added, text(added, w.after, wc.newStart, wc.newCount));
            k = wc.oldStart + wc.oldCount;
        }
        push(out, Piece::Op::Same, text(removed, w.before, k, int(w.before.size()) - k));
    }
    push(out, Piece::Op::Same, joined(a, i, int(a.size()) - i));
    return out;
}

}  // namespace

QList<Piece> lines(const QString& before, const QString& after) {
    return diff(before, after, false);
}

QList<Piece> words(const QString& before, const QString& after) {
    return diff(before, after, true);
}

QString unified(const QList<Piece>& lineDiff) {
    QString out;
    for (const Piece& p : lineDiff) {
        const QString prefix = p.op == Piece::Op::Same    ? QStringLiteral("  ")
                               : p.op == Piece::Op::Added ? QStringLiteral("+ ")
                                                          : QStringLiteral("- ");
        for (QStringView line : lineTokens(p.text)) {
            out += prefix;
            out += line;
            if (!line.endsWith(u'\n')) out += u'\n';
        }
    }
    return out;
}

}  // namespace techlog::TextDiff
