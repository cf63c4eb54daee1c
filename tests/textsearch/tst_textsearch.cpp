// TextSearch: plain and regular-expression queries, case and whole words (Korean words too),
// NFC and NFD alike with positions in the text as given, matches per line and over a text,
// the limit, empty matches, an invalid expression, and replacements with groups.
#include <QtTest>

#include "textsearch.h"

using namespace techlog;

namespace {

QString nfd(const QString& s) { return s.normalized(QString::NormalizationForm_D); }

QStringList found(const TextSearch& s, const QString& text) {
    QStringList out;
    for (const TextSearch::Match& m : s.matches(text)) out.append(text.mid(m.start, m.length));
    return out;
}

}  // namespace

class TestTextSearch : public QObject {
    Q_OBJECT
private slots:
    void plainTextIgnoresCaseUnlessAsked() {
        const QString text = QStringLiteral("Update count\nupdate COUNT\n");
        QCOMPARE(found(TextSearch(QStringLiteral("update"), {}), text).size(), 2);
        QCOMPARE(found(TextSearch(QStringLiteral("update"), {true, false, false}), text),
                 QStringList{QStringLiteral("update")});
        // Plain text is not a pattern: `.` is a dot.
        QVERIFY(TextSearch(QStringLiteral("c.unt"), {}).matches(text).isEmpty());
    }

    void positionsAreThoseOfTheWholeText() {
        const QString text = QStringLiteral("가나\n다 갱신\n갱신 건수");
        const QList<TextSearch::Match> m = TextSearch(QStringLiteral("갱신"), {}).matches(text);
        QCOMPARE(m.size(), 2);
        QCOMPARE(m.at(0).start, 5);
        QCOMPARE(m.at(1).start, 8);
        QCOMPARE(m.at(1).length, 2);
    }

    void wholeWordsKnowKoreanLetters() {
        const TextSearch word(QStringLiteral("갱신"), {false, true, false});
        // 갱신은 is one word: its 갱신 is no whole word; 갱신 alone is.
        QCOMPARE(found(word, QStringLiteral("갱신은 갱신 (갱신)")).size(), 2);
        QCOMPARE(found(TextSearch(QStringLiteral("job"), {false, true, false}),
                       QStringLiteral("job_id job jobs")),
                 QStringList{QStringLiteral("job")});
    }

    void decomposedTextAndQueriesMatchComposedOnes() {
        // An NFD query finds NFC text; an NFC query finds NFD text, with the NFD text's own
        // positions and length (a syllable is two or three characters there).
        const QString nfcText = QStringLiteral("조건부 갱신");
        QCOMPARE(found(TextSearch(nfd(QStringLiteral("갱신")), {}), nfcText),
                 QStringList{QStringLiteral("갱신")});
        const QString nfdText = nfd(QStringLiteral("조건부 갱신 끝"));
        const QList<TextSearch::Match> m = TextSearch(QStringLiteral("갱신"), {}).matches(nfdText);
        QCOMPARE(m.size(), 1);
        QCOMPARE(nfdText.mid(m.at(0).start, m.at(0).length), nfd(QStringLiteral("갱신")));
    }

    void regularExpressionsWithGroupsAndReplacements() {
        const TextSearch re(QStringLiteral("(\\w+)_id"), {false, false, true});
        QVERIFY(re.isValid());
        const QString text = QStringLiteral("where job_id = ? and owner_id = ?");
        const QList<TextSearch::Match> m = re.matches(text);
        QCOMPARE(m.size(), 2);
        QCOMPARE(m.at(0).captures, (QStringList{QStringLiteral("job_id"), QStringLiteral("job")}));
        QCOMPARE(re.replacement(m.at(1), QStringLiteral("\\1Id")), QStringLiteral("ownerId"));
        QCOMPARE(re.replacement(m.at(1), QStringLiteral("[\\0] \\\\1 \\9")),
                 QStringLiteral("[owner_id] \\1 "));
        // Plain text replacements are taken as typed.
        const TextSearch plain(QStringLiteral("job_id"), {});
        QCOMPARE(plain.replacement(plain.matches(text).at(0), QStringLiteral("\\1")),
                 QStringLiteral("\\1"));
    }

    void anInvalidExpressionSaysWhyAndFindsNothing() {
        const TextSearch bad(QStringLiteral("(unclosed"), {false, false, true});
        QVERIFY(!bad.isValid());
        QVERIFY(!bad.error().isEmpty());
        QVERIFY(bad.matches(QStringLiteral("(unclosed")).isEmpty());
        // The same text as plain text is fine.
        QCOMPARE(TextSearch(QStringLiteral("(unclosed"), {})
                     .matches(QStringLiteral("a (unclosed"))
                     .size(),
                 1);
    }

    void emptyMatchesAndEmptyQueriesFindNothing() {
        QVERIFY(TextSearch(QStringLiteral("^"), {false, false, true})
                    .matches(QStringLiteral("a\nb"))
                    .isEmpty());
        QVERIFY(TextSearch(QStringLiteral("x*"), {false, false, true})
                    .matches(QStringLiteral("ab"))
                    .isEmpty());
        QVERIFY(TextSearch(QString(), {}).matches(QStringLiteral("ab")).isEmpty());
        QVERIFY(TextSearch().isEmpty());
    }

    void aMatchNeverSpansLines() {
        QVERIFY(TextSearch(QStringLiteral("a\\sb"), {false, false, true})
                    .matches(QStringLiteral("a\nb"))
                    .isEmpty());
        QCOMPARE(TextSearch(QStringLiteral("b$"), {false, false, true})
                     .matches(QStringLiteral("ab\nab"))
                     .size(),
                 2);
    }

    void theLimitCutsAndSaysSo() {
        const QString text = QStringLiteral("x x x\nx x\n");
        bool truncated = true;
        QCOMPARE(TextSearch(QStringLiteral("x"), {}).matches(text, 10, &truncated).size(), 5);
        QVERIFY(!truncated);
        QCOMPARE(TextSearch(QStringLiteral("x"), {}).matches(text, 3, &truncated).size(), 3);
        QVERIFY(truncated);
        QCOMPARE(TextSearch(QStringLiteral("x"), {}).matches(text, 5, &truncated).size(), 5);
        QVERIFY(!truncated);
    }
};

QTEST_GUILESS_MAIN(TestTextSearch)
#include "tst_textsearch.moc"
