#include "textdiff.h"

#include <vector>

namespace techlog::TextDiff {

namespace {

QStringList lineTokens(const QString& s) {
    QStringList out;
    qsizetype start = 0;
    while (start < s.size()) {
        qsizetype nl = s.indexOf(u'\n', start);
        if (nl < 0) nl = s.size() - 1;
        out << s.mid(start, nl - start + 1);
        start = nl + 1;
    }
    return out;
}

QStringList wordTokens(const QString& s) {
    QStringList out;
    qsizetype start = 0;
    for (qsizetype i = 1; i <= s.size(); ++i)
        if (i == s.size() || s[i].isSpace() != s[i - 1].isSpace()) {
            out << s.mid(start, i - start);
            start = i;
        }
    return out;
}

void push(QList<Piece>& out, Piece::Op op, const QString& text) {
    if (!out.isEmpty() && out.last().op == op)
        out.last().text += text;
    else
        out.append({op, text});
}

QList<Piece> diff(const QStringList& a, const QStringList& b) {
    QList<Piece> out;
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        push(out, Piece::Op::Same, a[head++]);
    qsizetype tailA = a.size(), tailB = b.size();
    while (tailA > head && tailB > head && a[tailA - 1] == b[tailB - 1]) --tailA, --tailB;
    const qsizetype n = tailA - head, m = tailB - head;
    if (n * m > kMaxCells) {
        for (qsizetype i = head; i < tailA; ++i) push(out, Piece::Op::Removed, a[i]);
        for (qsizetype j = head; j < tailB; ++j) push(out, Piece::Op::Added, b[j]);
    } else {
        // lcs[i][j]: the longest common subsequence of a[head+i..] and b[head+j..].
        std::vector<int> lcs(size_t((n + 1) * (m + 1)), 0);
        auto at = [&](qsizetype i, qsizetype j) -> int& { return lcs[size_t(i * (m + 1) + j)]; };
        for (qsizetype i = n - 1; i >= 0; --i)
            for (qsizetype j = m - 1; j >= 0; --j)
                at(i, j) = a[head + i] == b[head + j] ? at(i + 1, j + 1) + 1
                                                      : std::max(at(i + 1, j), at(i, j + 1));
        qsizetype i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a[head + i] == b[head + j]) {
                push(out, Piece::Op::Same, a[head + i]);
                ++i, ++j;
            } else if (i < n && (j == m || at(i + 1, j) >= at(i, j + 1))) {
                // Removed before added: a replacement reads old, then new.
                push(out, Piece::Op::Removed, a[head + i++]);
            } else {
                push(out, Piece::Op::Added, b[head + j++]);
            }
        }
    }
    for (qsizetype i = tailA; i < a.size(); ++i) push(out, Piece::Op::Same, a[i]);
    return out;
}

}  // namespace

QList<Piece> lines(const QString& before, const QString& after) {
    return diff(lineTokens(before), lineTokens(after));
}

QList<Piece> words(const QString& before, const QString& after) {
    return diff(wordTokens(before), wordTokens(after));
}

QString unified(const QList<Piece>& lineDiff) {
    QString out;
    for (const Piece& p : lineDiff) {
        const QString prefix = p.op == Piece::Op::Same    ? QStringLiteral("  ")
                               : p.op == Piece::Op::Added ? QStringLiteral("+ ")
                                                          : QStringLiteral("- ");
        for (const QString& line : lineTokens(p.text)) {
            out += prefix + line;
            if (!line.endsWith(u'\n')) out += u'\n';
        }
    }
    return out;
}

}  // namespace techlog::TextDiff
