// proseWords: which words of a Markdown line spell checking looks at, and which it leaves alone
// (code, links, identifiers, names, particles glued to code or numbers).
#include <QtTest>

#include "prosewords.h"

using namespace techlog;

namespace {

// The words found, as text.
QStringList wordsOf(const QString& line) {
    QStringList out;
    for (const ProseWord& w : proseWords(line)) out << line.mid(w.start, w.length);
    return out;
}

}  // namespace

class TestProseWords : public QObject {
    Q_OBJECT
private slots:
    void koreanAndEnglishWordsWithTheirScript() {
        const QString line = QStringLiteral("갱신 건수가 the answer 답이다.");
        QCOMPARE(wordsOf(line), (QStringList{QStringLiteral("갱신"), QStringLiteral("건수가"),
                                             QStringLiteral("the"), QStringLiteral("answer"),
                                             QStringLiteral("답이다")}));
        const QList<ProseWord> w = proseWords(line);
        QVERIFY(w[0].hangul && w[1].hangul && !w[2].hangul && w[4].hangul);
    }

    void codeLinksAndTagsAreNotProse() {
        QCOMPARE(wordsOf(QStringLiteral("run `UPDATE jobz SET x` now")),
                 (QStringList{QStringLiteral("run"), QStringLiteral("now")}));
        QCOMPARE(wordsOf(QStringLiteral("see [the rule](rulez/ownr.md \"titel\") here")),
                 (QStringList{QStringLiteral("see"), QStringLiteral("the"), QStringLiteral("rule"),
                              QStringLiteral("here")}));
        QCOMPARE(wordsOf(QStringLiteral("at https://exampel.org/pth or <b>bold</b>")),
                 (QStringList{QStringLiteral("at"), QStringLiteral("or"), QStringLiteral("bold")}));
        QCOMPARE(wordsOf(QStringLiteral("mail kim@exampel.org now")),
                 (QStringList{QStringLiteral("mail"), QStringLiteral("now")}));
    }

    void identifiersNamesAndAcronymsAreLeftAlone() {
        QCOMPARE(wordsOf(QStringLiteral("job_claim v2 SQL PostgreSQL camelCase Word x")),
                 (QStringList{QStringLiteral("Word")}));
    }

    void apostrophesStayInsideAndUnderscoreEmphasisIsMarkup() {
        QVERIFY(wordsOf(QStringLiteral("__init__ _private")).isEmpty());
        QCOMPARE(
            wordsOf(QStringLiteral("don't _stress_ it")),
            (QStringList{QStringLiteral("don't"), QStringLiteral("stress"), QStringLiteral("it")}));
    }

    void particlesGluedToCodeNumbersOrNamesAreNotChecked() {
        QCOMPARE(wordsOf(QStringLiteral("`job_claim`에 7을 A의 PostgreSQL에서 (괄호)")),
                 (QStringList{QStringLiteral("괄호")}));
    }

    void particlesWrittenApartAreNotWords() {
        QCOMPARE(wordsOf(QStringLiteral("리비전 7 을 읽은 `x` 를 A 로")),
                 (QStringList{QStringLiteral("리비전"), QStringLiteral("읽은")}));
    }

    void emphasisOpensAWordAndClosesBeforeAParticle() {
        QCOMPARE(wordsOf(QStringLiteral("**갱신 수**가 답")),
                 (QStringList{QStringLiteral("갱신"), QStringLiteral("수"), QStringLiteral("답")}));
    }

    void decomposedHangulIsOneWord() {
        const QString nfd = QStringLiteral("업데이트 중").normalized(QString::NormalizationForm_D);
        QCOMPARE(wordsOf(nfd),
                 (QStringList{QStringLiteral("업데이트").normalized(QString::NormalizationForm_D),
                              QStringLiteral("중").normalized(QString::NormalizationForm_D)}));
    }

    void directiveLinesHaveNoProse() {
        QVERIFY(isDirectiveLine(QStringLiteral("  :::evidence key=\"x\" caption=\"틀린말\"")));
        QVERIFY(wordsOf(QStringLiteral(":::evidence key=\"x\" caption=\"틀린말\"")).isEmpty());
    }

    void aLongLineIsBounded() {
        // Only the first kMaxProseLine characters are looked at, however hostile the line.
        const QString head = QString(kMaxProseLine - 10, u'<') + QStringLiteral(" 끝 ");
        QCOMPARE(wordsOf(head + QString(400000, u'a') + QStringLiteral(" 뒤")),
                 QStringList{QStringLiteral("끝")});
        QCOMPARE(wordsOf(QString(400000, u'@') + QStringLiteral(" 뒤")), QStringList());
    }
};

QTEST_APPLESS_MAIN(TestProseWords)
#include "tst_prosewords.moc"
