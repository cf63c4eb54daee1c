// QuickSwitch: the quick switcher's ranking over the example workspace and small made-up ones:
// 초성, NFD input, slug and path matches below title matches, fuzzy matches last, the recently
// opened first with nothing typed and on equal scores, Korean title order, the limit.
#include <QtTest>

#include "examplepaths.h"
#include "quickswitch.h"
#include "tempworkspace.h"
#include "workspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

Document doc(const QString& path, const QString& title, const QString& slug = {},
             const QString& kind = QStringLiteral("CASE")) {
    Document d;
    d.path = path;
    d.frontMatter.title = title;
    d.frontMatter.slug = slug;
    d.frontMatter.kind = kind;
    return d;
}

QStringList pathsOf(const QuickSwitch& s, const QList<int>& ranked) {
    QStringList out;
    for (int i : ranked) out.append(s.entries().at(i).path);
    return out;
}

}  // namespace

class TestQuickSwitch : public QObject {
    Q_OBJECT
private:
    std::optional<Workspace> m_example;

    QStringList rankExample(const QString& query, const QStringList& recent = {}) {
        const QuickSwitch s(*m_example);
        return pathsOf(s, s.rank(query, recent));
    }

private slots:
    void initTestCase() {
        m_example = loadWorkspace(exampleWorkspace());
        QVERIFY(m_example);
        QCOMPARE(m_example->documents.size(), 8);
    }

    void initialConsonantsFindTheTightestTitleFirst() {
        // 갱신 건수가 곧 판정이다 (span 4) before 조건부 갱신은 … 갱신 건수로 판정한다.
        const QStringList got = rankExample(QStringLiteral("ㄱㅅㄱㅅ"));
        QVERIFY(got.size() >= 2);
        QCOMPARE(got.at(0), kConcept);
        QVERIFY(got.contains(kCasRule));
    }

    void theIssuesExampleInitialsFindTheirTitle() {
        Workspace ws;
        ws.documents = {
            doc(QStringLiteral("a.md"), QStringLiteral("행 잠금 없이 업데이트 중 끼어든 쓰기")),
            doc(QStringLiteral("b.md"), QStringLiteral("중간 업데이트"))};
        const QuickSwitch s(ws);
        QCOMPARE(pathsOf(s, s.rank(QStringLiteral("ㅇㄷㅈ"))), QStringList{QStringLiteral("a.md")});
    }

    void decomposedInputFindsComposedTitles() {
        const QString nfd = QStringLiteral("판정").normalized(QString::NormalizationForm_D);
        QVERIFY(nfd != QStringLiteral("판정"));
        const QStringList got = rankExample(nfd);
        QCOMPARE(got.size(), 2);
        QCOMPARE(got.at(0), kConcept);  // 판정 earlier in its title
        QCOMPARE(got.at(1), kCasRule);
    }

    void slugAndPathFindWhatTheTitleDoesNot() {
        QCOMPARE(rankExample(QStringLiteral("enqueue")), QStringList{kEnqueue});
        QCOMPARE(rankExample(QStringLiteral("claim-stale")), QStringList{kClaimCase});
        const QStringList owner = rankExample(QStringLiteral("owner-safe-state"));
        QCOMPARE(owner.size(), 6);  // the topic folder: in every path of the topic
        for (const QString& p : owner) QVERIFY(p.contains(QStringLiteral("owner-safe-state")));
    }

    void fuzzyQueriesMatchCharactersInOrder() {
        QCOMPARE(rankExample(QStringLiteral("enqrace")), QStringList{kEnqueue});
        QCOMPARE(rankExample(QStringLiteral("갱판")).value(0), kConcept);
        QVERIFY(rankExample(QStringLiteral("없는제목xyz")).isEmpty());
    }

    void aTitleMatchOutranksSlugPathAndFuzzyMatches() {
        Workspace ws;
        ws.documents = {
            doc(QStringLiteral("x/queue-notes.md"), QStringLiteral("다른 이야기"),
                QStringLiteral("other")),
            doc(QStringLiteral("y/b.md"), QStringLiteral("가나"), QStringLiteral("queue")),
            doc(QStringLiteral("z/c.md"), QStringLiteral("queue 설계")),
            doc(QStringLiteral("w/d.md"), QStringLiteral("q-u-e-u-e 흩어진"))};
        const QuickSwitch s(ws);
        QCOMPARE(pathsOf(s, s.rank(QStringLiteral("queue"))),
                 (QStringList{QStringLiteral("z/c.md"), QStringLiteral("y/b.md"),
                              QStringLiteral("x/queue-notes.md"), QStringLiteral("w/d.md")}));
    }

    void nothingTypedListsTheRecentThenKoreanTitleOrder() {
        Workspace ws;
        ws.documents = {doc(QStringLiteral("1.md"), QStringLiteral("하나")),
                        doc(QStringLiteral("2.md"), QStringLiteral("가나다")),
                        doc(QStringLiteral("3.md"), QStringLiteral("나비")),
                        doc(QStringLiteral("4.md"), QStringLiteral("다리")),
                        doc(QStringLiteral("5.md"), QStringLiteral("까치"))};
        const QuickSwitch s(ws);
        // 가 < 까 < 나 < 다 < 하 in Korean order, whatever the machine's locale.
        QCOMPARE(
            pathsOf(s, s.rank(QString())),
            (QStringList{QStringLiteral("2.md"), QStringLiteral("5.md"), QStringLiteral("3.md"),
                         QStringLiteral("4.md"), QStringLiteral("1.md")}));
        QCOMPARE(
            pathsOf(s,
                    s.rank(QStringLiteral("  "), {QStringLiteral("4.md"), QStringLiteral("1.md")})),
            (QStringList{QStringLiteral("4.md"), QStringLiteral("1.md"), QStringLiteral("2.md"),
                         QStringLiteral("5.md"), QStringLiteral("3.md")}));
    }

    void equalScoresGoToTheMoreRecentlyOpened() {
        Workspace ws;
        ws.documents = {doc(QStringLiteral("a.md"), QStringLiteral("경합 하나")),
                        doc(QStringLiteral("b.md"), QStringLiteral("경합 둘"))};
        const QuickSwitch s(ws);
        QCOMPARE(pathsOf(s, s.rank(QStringLiteral("경합"))),
                 (QStringList{QStringLiteral("b.md"), QStringLiteral("a.md")}));  // 둘 < 하나
        QCOMPARE(pathsOf(s, s.rank(QStringLiteral("경합"), {QStringLiteral("a.md")})),
                 (QStringList{QStringLiteral("a.md"), QStringLiteral("b.md")}));
    }

    void theLimitKeepsTheBest() {
        Workspace ws;
        for (int i = 0; i < 300; ++i)
            ws.documents.append(doc(QStringLiteral("d%1.md").arg(i, 3, 10, QLatin1Char('0')),
                                    QStringLiteral("문서 %1").arg(i)));
        ws.documents.append(doc(QStringLiteral("best.md"), QStringLiteral("문서")));
        const QuickSwitch s(ws);
        const QStringList got = pathsOf(s, s.rank(QStringLiteral("문서"), {}, 10));
        QCOMPARE(got.size(), 10);
        QCOMPARE(got.first(), QStringLiteral("best.md"));  // numeric order: 문서 < 문서 0 < 문서 1
        QCOMPARE(got.at(1), QStringLiteral("d000.md"));
        QCOMPARE(got.at(3), QStringLiteral("d002.md"));
        QVERIFY(s.rank(QStringLiteral("문서"), {}, 0).isEmpty());
    }

    void entriesCarryTheKind() {
        const QuickSwitch s(*m_example);
        for (const QuickSwitch::Entry& e : s.entries()) {
            if (e.path == kConcept) QCOMPARE(e.kind, QStringLiteral("concept"));
            if (e.path == kCasRule) QCOMPARE(e.kind, QStringLiteral("rule"));
            if (e.path == kEnqueue) QCOMPARE(e.kind, QStringLiteral("case"));
        }
    }
};

QTEST_GUILESS_MAIN(TestQuickSwitch)
#include "tst_quickswitch.moc"
