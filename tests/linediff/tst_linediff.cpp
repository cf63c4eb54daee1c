// The project's one diff (evidence/linediff, libgit2's): lines and words, the cases records
// and documents meet, and on random inputs a valid alignment as short as the longest common
// subsequence allows. Its bounds on large records: tests/diffbounds.
#include <QRandomGenerator>
#include <QtTest>

#include "linediff.h"

using namespace techlog;
using LineDiff::Change;

namespace {

QStringList lines(const char* utf8) {
    QStringList out;
    const QString text = QString::fromUtf8(utf8);  // the views point into it
    for (QStringView l : LineDiff::splitLines(text)) out << l.toString();
    return out;
}

QStringList words(QStringView text, const QList<LineDiff::Span>& spans, const Change& c,
                  bool before) {
    QStringList out;
    const int start = before ? c.oldStart : c.newStart;
    const int count = before ? c.oldCount : c.newCount;
    for (int k = 0; k < count; ++k)
        out << text.mid(spans[start + k].start, spans[start + k].length).toString();
    return out;
}

// The changes applied to `a` give `b`, and the lines between changes are equal.
bool aligns(const QStringList& a, const QStringList& b, const QList<Change>& changes,
            QString* why) {
    int i = 0, j = 0;
    for (const Change& c : changes) {
        if (c.oldStart < i || c.newStart < j || c.oldStart - i != c.newStart - j ||
            (c.oldCount == 0 && c.newCount == 0)) {
            *why = QStringLiteral("change out of order or empty at %1/%2").arg(i).arg(j);
            return false;
        }
        for (; i < c.oldStart; ++i, ++j)
            if (a[i] != b[j]) {
                *why = QStringLiteral("unequal common line %1/%2").arg(i).arg(j);
                return false;
            }
        i += c.oldCount;
        j += c.newCount;
    }
    if (a.size() - i != b.size() - j || i > a.size()) {
        *why = QStringLiteral("tails differ in length");
        return false;
    }
    for (; i < a.size(); ++i, ++j)
        if (a[i] != b[j]) {
            *why = QStringLiteral("unequal tail line %1").arg(i);
            return false;
        }
    return true;
}

int lcsLength(const QStringList& a, const QStringList& b) {
    QList<QList<int>> t(a.size() + 1, QList<int>(b.size() + 1, 0));
    for (qsizetype i = a.size() - 1; i >= 0; --i)
        for (qsizetype j = b.size() - 1; j >= 0; --j)
            t[i][j] = a[i] == b[j] ? t[i + 1][j + 1] + 1 : qMax(t[i + 1][j], t[i][j + 1]);
    return t[0][0];
}

int removedCount(const QList<Change>& changes) {
    int n = 0;
    for (const Change& c : changes) n += c.oldCount;
    return n;
}

}  // namespace

class TestLineDiff : public QObject {
    Q_OBJECT

private slots:
    void equalTextsHaveNoChanges() {
        QVERIFY(LineDiff::compareLines(u"a\nb\nc\n", u"a\nb\nc\n").isEmpty());
        QVERIFY(LineDiff::compare(QStringList{}, QStringList{}).isEmpty());
        QVERIFY(LineDiff::compareWords(u"같은 줄", u"같은 줄").changes.isEmpty());
    }

    void insertionIsAnEmptyOldRangeAtItsPlace() {
        // At the start, in the middle, at the end: oldStart is where the new lines go.
        QCOMPARE(LineDiff::compareLines(u"b\nc", u"a\nb\nc"), (QList<Change>{{0, 0, 0, 1}}));
        QCOMPARE(LineDiff::compareLines(u"a\nc", u"a\nb\nc"), (QList<Change>{{1, 0, 1, 1}}));
        QCOMPARE(LineDiff::compareLines(u"a\nb", u"a\nb\nc\nd"), (QList<Change>{{2, 0, 2, 2}}));
    }

    void deletionIsAnEmptyNewRangeAtItsPlace() {
        QCOMPARE(LineDiff::compareLines(u"a\nb\nc", u"b\nc"), (QList<Change>{{0, 1, 0, 0}}));
        QCOMPARE(LineDiff::compareLines(u"a\nb\nc", u"a\nc"), (QList<Change>{{1, 1, 1, 0}}));
        QCOMPARE(LineDiff::compareLines(u"a\nb\nc\nd", u"a\nb"), (QList<Change>{{2, 2, 2, 0}}));
    }

    void changedLinesAreOneReplacementEach() {
        QCOMPARE(LineDiff::compareLines(u"a\nb\nc\nd\ne", u"a\nB\nc\nd\nE"),
                 (QList<Change>{{1, 1, 1, 1}, {4, 1, 4, 1}}));
        // Two lines for three, between common lines.
        QCOMPARE(LineDiff::compareLines(u"a\nx\ny\nz", u"a\np\nq\nr\nz"),
                 (QList<Change>{{1, 2, 1, 3}}));
    }

    void koreanLinesCompareExactly() {
        const QString before = QStringLiteral("갱신 건수 1\n같은 줄\n삭제될 줄\nexit 0\n");
        const QString after = QStringLiteral("갱신 건수 2\n같은 줄\nexit 0\n");
        QCOMPARE(LineDiff::compareLines(before, after),
                 (QList<Change>{{0, 1, 0, 1}, {2, 1, 2, 0}}));
        // The same syllable composed (NFC) and decomposed (NFD) are different text to a record.
        const QString nfc = QStringLiteral("한");
        const QString nfd = nfc.normalized(QString::NormalizationForm_D);
        QVERIFY(nfc != nfd);
        QCOMPARE(LineDiff::compareLines(nfc, nfd), (QList<Change>{{0, 1, 0, 1}}));
    }

    void crlfIsALineEndNotText() {
        QCOMPARE(lines("a\r\nb\r\n"), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QVERIFY(LineDiff::compareLines(u"a\r\nb\r\nc", u"a\nb\nc\n").isEmpty());
        QCOMPARE(LineDiff::compareLines(u"a\r\nb\r\n", u"a\r\nB\r\n"),
                 (QList<Change>{{1, 1, 1, 1}}));
        // A lone `\r` is text, not a line end.
        QCOMPARE(lines("a\rb\r"), QStringList{QStringLiteral("a\rb\r")});
        QCOMPARE(LineDiff::compareLines(u"a\rb", u"a\nb"), (QList<Change>{{0, 1, 0, 2}}));
    }

    void emptySidesAreOneInsertionOrDeletion() {
        QVERIFY(LineDiff::splitLines(u"").isEmpty());
        QCOMPARE(LineDiff::compareLines(u"", u"a\nb\n"), (QList<Change>{{0, 0, 0, 2}}));
        QCOMPARE(LineDiff::compareLines(u"a\nb\n", u""), (QList<Change>{{0, 2, 0, 0}}));
        // One empty line is a line.
        QCOMPARE(lines("\n"), QStringList{QString()});
        QCOMPARE(LineDiff::compareLines(u"", u"\n"), (QList<Change>{{0, 0, 0, 1}}));
    }

    void noTrailingNewlineIsTheSameLastLine() {
        QVERIFY(LineDiff::compareLines(u"a\nb", u"a\nb\n").isEmpty());
        // A blank line at the end is a line of its own.
        QCOMPARE(lines("a\nb\n\n"),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b"), QString()}));
        QCOMPARE(LineDiff::compareLines(u"a\nb", u"a\nb\n\n"), (QList<Change>{{2, 0, 2, 1}}));
    }

    void tokensHoldingLineEndsAndNulCompareExactly() {
        // Tokens are numbered before libgit2 sees them: what they hold cannot split or join them.
        const QStringList a = {QStringLiteral("x\ny"), QString(QChar(0)), QStringLiteral("z\r")};
        QStringList b = a;
        QVERIFY(LineDiff::compare(a, b).isEmpty());
        b[1] = QString(2, QChar(0));
        QCOMPARE(LineDiff::compare(a, b), (QList<Change>{{1, 1, 1, 1}}));
        b = {QStringLiteral("x"), QStringLiteral("y"), QString(QChar(0)), QStringLiteral("z\r")};
        QCOMPARE(LineDiff::compare(a, b), (QList<Change>{{0, 1, 0, 2}}));
    }

    void wordsRejoinToTheirText() {
        for (const QString& text :
             {QStringLiteral("갱신 건수 1 · owner A"), QStringLiteral("  a,b;;c\t\n"),
              QStringLiteral("e\u0301t\u00e9 😀😀 x"), QStringLiteral("사례다. 사건이다!"),
              QString()}) {
            QString joined;
            int at = 0;
            for (const LineDiff::Span& s : LineDiff::wordSpans(text)) {
                QCOMPARE(s.start, at);
                QVERIFY(s.length > 0);
                joined += text.mid(s.start, s.length);
                at += s.length;
            }
            QCOMPARE(joined, text);
        }
        // A letter and its combining accent are one word; an emoji (a surrogate pair) one
        // character, never split.
        const QString accent = QStringLiteral("e\u0301t\u00e9 😀😀");
        const QList<LineDiff::Span> spans = LineDiff::wordSpans(accent);
        QCOMPARE(spans.size(), 4);
        QCOMPARE(spans[0], (LineDiff::Span{0, 4}));
        QCOMPARE(spans[2], (LineDiff::Span{5, 2}));
        QCOMPARE(spans[3], (LineDiff::Span{7, 2}));
    }

    void wordDiffMarksTheChangedWordsInALine() {
        const QString a = QStringLiteral("갱신 건수 1 · owner A");
        const QString b = QStringLiteral("갱신 건수 2 · owner A");
        const LineDiff::WordDiff d = LineDiff::compareWords(a, b);
        QCOMPARE(d.changes.size(), 1);
        QCOMPARE(words(a, d.before, d.changes[0], true), QStringList{QStringLiteral("1")});
        QCOMPARE(words(b, d.after, d.changes[0], false), QStringList{QStringLiteral("2")});

        // Words added at the end and one replaced in the middle.
        const QString c = QStringLiteral("a bb c"), e = QStringLiteral("a bbb c d");
        const LineDiff::WordDiff d2 = LineDiff::compareWords(c, e);
        QCOMPARE(d2.changes.size(), 2);
        QCOMPARE(words(c, d2.before, d2.changes[0], true), QStringList{QStringLiteral("bb")});
        QCOMPARE(words(e, d2.after, d2.changes[0], false), QStringList{QStringLiteral("bbb")});
        QCOMPARE(words(e, d2.after, d2.changes[1], false),
                 (QStringList{QStringLiteral(" "), QStringLiteral("d")}));

        // Korean punctuation stays apart from the word before it.
        const QString f = QStringLiteral("이것은 사례다."), g = QStringLiteral("이것은 사건이다.");
        const LineDiff::WordDiff d3 = LineDiff::compareWords(f, g);
        QCOMPARE(d3.changes.size(), 1);
        QCOMPARE(words(f, d3.before, d3.changes[0], true), QStringList{QStringLiteral("사례다")});
        QCOMPARE(words(g, d3.after, d3.changes[0], false), QStringList{QStringLiteral("사건이다")});
    }

    // Small random inputs over a few tokens, many repeats (the hard case for a diff): the
    // changes always align the two sides. Not always minimal: like git, libgit2 drops a line
    // that matches many lines of the other side when its neighbours match nothing.
    void randomInputsAlwaysAlign() {
        QRandomGenerator random(20260214);
        for (int round = 0; round < 3000; ++round) {
            auto make = [&] {
                QStringList out;
                const int n = int(random.bounded(0, 14));
                for (int k = 0; k < n; ++k) out << QString(QChar(u'a' + random.bounded(0, 4)));
                return out;
            };
            const QStringList a = make(), b = make();
            QString why;
            QVERIFY2(aligns(a, b, LineDiff::compare(a, b), &why),
                     qPrintable(a.join(u',') + QStringLiteral(" -> ") + b.join(u',') +
                                QStringLiteral(": ") + why));
        }
    }

    // Where no line repeats (most lines of a record: each names its round or step), the diff
    // keeps a longest common subsequence, as the tables it replaced did.
    void randomInputsWithoutRepeatsKeepALongestCommonSubsequence() {
        QRandomGenerator random(20260215);
        for (int round = 0; round < 3000; ++round) {
            auto make = [&] {
                QStringList pool;
                for (int k = 0; k < 20; ++k) pool << QString::number(k);
                QStringList out;
                const int n = int(random.bounded(0, 16));
                for (int k = 0; k < n; ++k) out << pool.takeAt(random.bounded(int(pool.size())));
                return out;
            };
            const QStringList a = make(), b = make();
            const QList<Change> changes = LineDiff::compare(a, b);
            QString why;
            QVERIFY2(aligns(a, b, changes, &why), qPrintable(why));
            QVERIFY2(int(a.size()) - removedCount(changes) == lcsLength(a, b),
                     qPrintable(a.join(u',') + QStringLiteral(" -> ") + b.join(u',')));
        }
    }

    // Two large inputs that share nothing: every line replaced, at once.
    void largeInputsWithNothingInCommonAreOneChange() {
        QStringList a, b;
        for (int i = 0; i < 50000; ++i) {
            a << QStringLiteral("줄 %1").arg(i);
            b << QStringLiteral("other %1").arg(i);
        }
        QCOMPARE(LineDiff::compare(a, b), (QList<Change>{{0, 50000, 0, 50000}}));
    }
};

QTEST_APPLESS_MAIN(TestLineDiff)
#include "tst_linediff.moc"
