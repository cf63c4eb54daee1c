// SourceQuote: a selection's text from the rendered page found in the Markdown source, through
// emphasis, code ticks, links, line breaks and list markers; the anchor line preferred; NFC and
// NFD either side; nothing for what is not there.
#include <QtTest>

#include "sourcequote.h"

using namespace techlog;

class TestSourceQuote : public QObject {
    Q_OBJECT
private slots:
    void emphasisAndCodeAreSkippedInTheSourceAndKeptInTheQuote() {
        const QString src =
            QStringLiteral("# 제목\n\n이 **갱신 수**가 답이다. `UPDATE` 가 0을 돌려준다.\n");
        const auto q = SourceQuote::fromRendered(src, 3, QStringLiteral("갱신 수가 답"));
        QVERIFY(q);
        QCOMPARE(q->quote, QStringLiteral("갱신 수**가 답"));
        QCOMPARE(q->line, 3);
        const auto c = SourceQuote::fromRendered(src, 3, QStringLiteral("UPDATE 가 0을"));
        QVERIFY(c);
        QCOMPARE(c->quote, QStringLiteral("UPDATE` 가 0을"));
    }

    void aSoftLineBreakIsASpaceInThePage() {
        const QString src = QStringLiteral("첫 줄의 끝\n둘째 줄의 시작\n");
        const auto q = SourceQuote::fromRendered(src, 1, QStringLiteral("끝 둘째"));
        QVERIFY(q);
        QCOMPARE(q->quote, QStringLiteral("끝\n둘째"));
        QCOMPARE(q->line, 1);
    }

    void aLinkTargetIsNotInThePage() {
        const QString src = QStringLiteral("자세한 것은 [상태 기계](rule.md) 참조.\n");
        const auto q = SourceQuote::fromRendered(src, 1, QStringLiteral("상태 기계 참조"));
        QVERIFY(q);
        QCOMPARE(q->quote, QStringLiteral("상태 기계](rule.md) 참조"));
    }

    void listAndQuoteMarkersAcrossItems() {
        const QString src = QStringLiteral("목록:\n\n- 하나\n- 둘\n1. 셋\n> 넷\n");
        const auto q = SourceQuote::fromRendered(src, 3, QStringLiteral("하나\n둘\n셋\n넷"));
        QVERIFY(q);
        QCOMPARE(q->quote, QStringLiteral("하나\n- 둘\n1. 셋\n> 넷"));
        QCOMPARE(q->line, 3);
    }

    void theAnchorLineChoosesAmongRepeatedText() {
        const QString src = QStringLiteral("같은 문장\n\n다른 문장\n\n같은 문장\n");
        QCOMPARE(SourceQuote::fromRendered(src, 1, QStringLiteral("같은 문장"))->line, 1);
        QCOMPARE(SourceQuote::fromRendered(src, 2, QStringLiteral("같은 문장"))->line, 5);
        QCOMPARE(SourceQuote::fromRendered(src, 5, QStringLiteral("같은 문장"))->line, 5);
        // An anchor past the text (or none) falls back to the first occurrence.
        QCOMPARE(SourceQuote::fromRendered(src, 40, QStringLiteral("같은 문장"))->line, 1);
        QCOMPARE(SourceQuote::fromRendered(src, 0, QStringLiteral("다른"))->line, 3);
    }

    void aDecomposedSourceMatchesAComposedPage() {
        const QString nfc = QStringLiteral("머리\n\n업데이트 중 충돌\n");
        const QString nfd = nfc.normalized(QString::NormalizationForm_D);
        QVERIFY(nfd != nfc);
        const auto q = SourceQuote::fromRendered(nfd, 1, QStringLiteral("업데이트 중"));
        QVERIFY(q);
        QCOMPARE(q->quote, QStringLiteral("업데이트 중").normalized(QString::NormalizationForm_D));
        QCOMPARE(q->line, 3);
        // And the other way round: a decomposed selection in a composed file.
        const auto r = SourceQuote::fromRendered(
            nfc, 1, QStringLiteral("중 충돌").normalized(QString::NormalizationForm_D));
        QVERIFY(r);
        QCOMPARE(r->quote, QStringLiteral("중 충돌"));
    }

    void aMatchCoversWholeSyllables() {
        // `가` decomposed is the start of `각` decomposed; the quote must not cut a syllable.
        const QString src = QStringLiteral("각 그리고 가\n");
        const auto q = SourceQuote::fromRendered(src, 1, QStringLiteral("가"));
        QVERIFY(q);
        QCOMPARE(q->quote, QStringLiteral("가"));
        QCOMPARE(src.indexOf(q->quote), src.lastIndexOf(QStringLiteral("가")));
    }

    void nothingForAbsentEmptyOrOverlongSelections() {
        const QString src = QStringLiteral("본문\n");
        QVERIFY(!SourceQuote::fromRendered(src, 1, QStringLiteral("없는 글")));
        QVERIFY(!SourceQuote::fromRendered(src, 1, QString()));
        QVERIFY(!SourceQuote::fromRendered(src, 1, QStringLiteral(" \n\t** ")));
        QVERIFY(!SourceQuote::fromRendered(QString(), 1, QStringLiteral("본문")));
        const QString huge(SourceQuote::kMaxRendered + 1, u'가');
        QVERIFY(!SourceQuote::fromRendered(huge, 1, huge));
    }
};

QTEST_APPLESS_MAIN(TestSourceQuote)
#include "tst_sourcequote.moc"
