// TextMatcher: substring matching in NFC, case-folded; 초성 (initial consonant) matching in
// order; NFD text and queries.
#include <QtTest>

#include "textmatcher.h"

using namespace techlog;

class TestTextMatcher : public QObject {
    Q_OBJECT
private slots:
    void emptyQueryMatchesEverything() {
        QVERIFY(TextMatcher().matches(QStringLiteral("아무 제목")));
        QVERIFY(TextMatcher(QStringLiteral("  ")).isEmpty());
    }

    void substringMatchesCaseInsensitively() {
        const TextMatcher m(QStringLiteral("upsert"));
        QVERIFY(m.matches(QStringLiteral("UPSERT 경합")));
        QVERIFY(!m.matches(QStringLiteral("INSERT 경합")));
        QVERIFY(TextMatcher(QStringLiteral("경합")).matches(QStringLiteral("UPSERT 경합")));
    }

    void plainQueryIsNotASubsequence() {
        // Without consonants the query must appear as it is: `업중` is not in `업데이트 중`.
        QVERIFY(!TextMatcher(QStringLiteral("업중")).matches(QStringLiteral("업데이트 중")));
    }

    void fuzzyTierOnlyWhenAskedAndBelowEveryOther() {
        const TextMatcher m(QStringLiteral("업중"));
        const QString t = TextMatcher::fold(QStringLiteral("업데이트 중"));
        QCOMPARE(m.scoreFolded(t), -1);
        const int fuzzy = m.scoreFolded(t, true);
        QVERIFY(fuzzy >= 0 && fuzzy < 2000);
        QVERIFY(m.scoreFolded(TextMatcher::fold(QStringLiteral("업  데 이 트   중")), true) <
                fuzzy);
        QCOMPARE(m.scoreFolded(TextMatcher::fold(QStringLiteral("중 업데이트")), true), -1);
        const TextMatcher latin(QStringLiteral("EnqRace"));
        QVERIFY(latin.scoreFolded(TextMatcher::fold(QStringLiteral("enqueue-race")), true) >= 0);
        QCOMPARE(latin.score(QStringLiteral("enqueue-race")), -1);
        // A substring still scores as one with fuzzy on.
        const TextMatcher sub(QStringLiteral("queue"));
        const QString q = TextMatcher::fold(QStringLiteral("enqueue-race"));
        QCOMPARE(sub.scoreFolded(q, true), sub.score(QStringLiteral("enqueue-race")));
        QCOMPARE(TextMatcher().scoreFolded(q, true), 0);
    }

    void initialConsonantsMatchSyllablesInOrder() {
        const TextMatcher m(QStringLiteral("ㅇㄷㅈ"));
        QVERIFY(m.matches(QStringLiteral("업데이트 중")));
        QVERIFY(!m.matches(QStringLiteral("중 업데이트")));
        QVERIFY(!m.matches(QStringLiteral("업데이트")));
        QVERIFY(TextMatcher(QStringLiteral("ㅇㄷㅇㅌ")).matches(QStringLiteral("업데이트 중")));
        QVERIFY(TextMatcher(QStringLiteral("ㅇㄷ ㅈ")).matches(QStringLiteral("업데이트 중")));
    }

    void initialsMixWithSyllables() {
        QVERIFY(TextMatcher(QStringLiteral("업ㄷㅈ")).matches(QStringLiteral("업데이트 중")));
        QVERIFY(!TextMatcher(QStringLiteral("앱ㄷㅈ")).matches(QStringLiteral("업데이트 중")));
    }

    void decomposedTextAndQueryMatchComposed() {
        const QString nfd = QStringLiteral("업데이트 중").normalized(QString::NormalizationForm_D);
        QVERIFY(nfd != QStringLiteral("업데이트 중"));
        QVERIFY(TextMatcher(QStringLiteral("데이트")).matches(nfd));
        QVERIFY(TextMatcher(QStringLiteral("데이트").normalized(QString::NormalizationForm_D))
                    .matches(QStringLiteral("업데이트 중")));
        QVERIFY(TextMatcher(QStringLiteral("ㅇㄷㅈ")).matches(nfd));
        // Leading conjoining jamo (U+110B U+1103 U+110C) count as the initials ㅇ ㄷ ㅈ.
        QVERIFY(TextMatcher(
                    QString(QList<QChar>{QChar(0x110B), QChar(0x1103), QChar(0x110C)}.data(), 3))
                    .matches(QStringLiteral("업데이트 중")));
    }

    void initialConsonantOfSyllables() {
        QCOMPARE(TextMatcher::initialConsonant(QChar(u'업')), QChar(u'ㅇ'));
        QCOMPARE(TextMatcher::initialConsonant(QChar(u'까')), QChar(u'ㄲ'));
        QCOMPARE(TextMatcher::initialConsonant(QChar(u'힣')), QChar(u'ㅎ'));
        QCOMPARE(TextMatcher::initialConsonant(QChar(u'a')), QChar());
    }

    void halfTypedSyllableMatchesThroughItsJamo() {
        // 거 is on its way to 건: its jamo (ㄱ ㅓ) begin 건's (ㄱ ㅓ ㄴ).
        const TextMatcher m(QStringLiteral("갱신 거"));
        QVERIFY(!QStringLiteral("갱신 건수가 곧 판정이다").contains(QStringLiteral("갱신 거")));
        QVERIFY(m.score(QStringLiteral("갱신 건수가 곧 판정이다")) > 0);
        QCOMPARE(m.score(QStringLiteral("리스 연장")), -1);
    }

    void scoreRanksPrefixThenSubstringThenJamoThenInitials() {
        const QString title = QStringLiteral("갱신 건수가 곧 판정이다");
        const int prefix = TextMatcher(QStringLiteral("갱신")).score(title);
        const int inside = TextMatcher(QStringLiteral("판정")).score(title);
        const int jamo = TextMatcher(QStringLiteral("갱신 거")).score(title);
        const int initials = TextMatcher(QStringLiteral("ㄱㅅㄱㅅ")).score(title);
        QVERIFY(prefix > inside);
        QVERIFY(inside > jamo);
        QVERIFY(jamo > initials);
        QVERIFY(initials > 0);
        // Tighter initials rank higher.
        QVERIFY(TextMatcher(QStringLiteral("ㄱㄱ")).score(QStringLiteral("가게")) >
                TextMatcher(QStringLiteral("ㄱㄱ")).score(QStringLiteral("가나다라게")));
        QCOMPARE(TextMatcher().score(title), 0);
        QCOMPARE(TextMatcher(QStringLiteral("없는")).score(title), -1);
    }
};

QTEST_GUILESS_MAIN(TestTextMatcher)
#include "tst_textmatcher.moc"
