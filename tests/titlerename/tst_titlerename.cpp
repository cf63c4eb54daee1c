// TitleRename and `techlog rename`: a new title carried into every relation that names it, the
// `#` heading when it was the title, nothing else changed; refused before any write on a
// collision; all files or none; --dry-run writes no byte.
#include <QDirIterator>
#include <QtTest>

#include "techlogprocess.h"
#include "tempworkspace.h"
#include "titlerename.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kConcept = QStringLiteral(
    "tech-log-studio/owner-safe-state-machines/concept/concept-update-count-is-the-answer.md");
const QString kOldTitle = QStringLiteral("갱신 건수가 곧 판정이다");
const QString kNewTitle = QStringLiteral("돌아온 갱신 건수가 판정이다");

int unresolved(const Workspace& ws) {
    return int(withCode(ws.diagnostics, QStringLiteral("relation-unresolved")).size());
}

}  // namespace

class TestTitleRename : public QObject {
    Q_OBJECT
private slots:
    void aTitleSixDocumentsPointAtIsCarriedIntoEachOfThem() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> before = tw.load();
        QVERIFY(before);
        const int danglingBefore = unresolved(*before);
        const QMap<QString, QByteArray> old = tw.snapshot();
        const TechlogRun r = runTechlog(
            {QStringLiteral("rename"), tw.root(), kConcept, QStringLiteral("--title"), kNewTitle});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("8 line(s) in 7 file(s)")), qPrintable(r.out));
        const std::optional<Workspace> after = tw.load();
        QVERIFY(after);
        QCOMPARE(unresolved(*after), danglingBefore);  // no relation left dangling
        QCOMPARE(after->indicesOfTitle(kNewTitle).size(), 1);
        QVERIFY(after->indicesOfTitle(kOldTitle).isEmpty());
        // Six documents point at it, each through one line.
        const int pointing = int(std::count_if(
            after->graph.edges.cbegin(), after->graph.edges.cend(), [&](const Relation& e) {
                return e.to >= 0 && after->documents[e.to].path == kConcept;
            }));
        QCOMPARE(pointing, 6);
        // Every other byte as it was: only the eight lines changed.
        const QMap<QString, QByteArray> now = tw.snapshot();
        QCOMPARE(now.keys(), old.keys());
        int changedLines = 0;
        for (auto it = old.cbegin(); it != old.cend(); ++it) {
            const QList<QByteArray> a = it.value().split('\n'), b = now.value(it.key()).split('\n');
            QCOMPARE(a.size(), b.size());
            for (int i = 0; i < a.size(); ++i)
                if (a[i] != b[i]) {
                    ++changedLines;
                    QVERIFY2(b[i].contains(kNewTitle.toUtf8()), b[i].constData());
                    QCOMPARE(QByteArray(a[i]).replace(kOldTitle.toUtf8(), kNewTitle.toUtf8()),
                             b[i]);
                }
        }
        QCOMPARE(changedLines, 8);
        // No temporary file left behind.
        for (const QString& path : now.keys())
            QVERIFY2(!path.contains(".techlog-rename"), qPrintable(path));
    }

    void dryRunChangesNoByte() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const QMap<QString, QByteArray> old = tw.snapshot();
        const TechlogRun r =
            runTechlog({QStringLiteral("rename"), tw.root(), kConcept, QStringLiteral("--title"),
                        kNewTitle, QStringLiteral("--dry-run")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains(QStringLiteral("would change")));
        QVERIFY(r.out.contains(QStringLiteral("+ - **%1**").arg(kNewTitle)));
        QCOMPARE(tw.snapshot(), old);
    }

    void collisionIsRefusedBeforeAnythingIsWritten() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const QString taken = ws->documents.at(ws->indexOfPath(kConcept) == 0 ? 1 : 0).title();
        const QMap<QString, QByteArray> old = tw.snapshot();
        const TechlogRun r = runTechlog(
            {QStringLiteral("rename"), tw.root(), kConcept, QStringLiteral("--title"), taken});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("is already the title of")));
        QCOMPARE(tw.snapshot(), old);
        // The same title and an empty one are refused too.
        QVERIFY(!TitleRename::plan(*ws, kConcept, kOldTitle).ok());
        QVERIFY(!TitleRename::plan(*ws, kConcept, QStringLiteral("  ")).ok());
    }

    void aFileChangedSinceThePlanLeavesEveryFileAsItWas() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const TitleRename::Plan plan = TitleRename::plan(*ws, kConcept, kNewTitle);
        QVERIFY(plan.ok());
        QCOMPARE(plan.contents.size(), 7);
        // The last file in path order changes meanwhile: the others were staged, none written.
        QStringList paths = plan.contents.keys();
        paths.sort();
        QVERIFY(tw.write(paths.last(), plan.originals.value(paths.last()) + "\n덧붙임\n"));
        const QMap<QString, QByteArray> old = tw.snapshot();
        QString error;
        QVERIFY(!TitleRename::apply(*ws, plan, {}, &error));
        QVERIFY2(error.contains(QStringLiteral("changed since")), qPrintable(error));
        QCOMPARE(tw.snapshot(), old);
    }

    void aLinkIsNotWrittenThrough() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const TitleRename::Plan plan = TitleRename::plan(*ws, kConcept, kNewTitle);
        QVERIFY(plan.ok());
        QStringList paths = plan.contents.keys();
        paths.sort();
        // One file replaced by a link to a file outside with the same bytes.
        const QString outside = tw.outside() + QStringLiteral("/elsewhere.md");
        QFile::copy(tw.abs(paths.last()), outside);
        QVERIFY(QFile::remove(tw.abs(paths.last())));
        QVERIFY(QFile::link(outside, tw.abs(paths.last())));
        const QMap<QString, QByteArray> old = tw.snapshot();
        QString error;
        QVERIFY(!TitleRename::apply(*ws, plan, {}, &error));
        QCOMPARE(tw.snapshot(), old);
        QCOMPARE(readBytes(outside), plan.originals.value(paths.last()));
    }

    void lineEndsAndAHeadingThatWasNotTheTitleAreKept() {
        TempWorkspace tw;
        const QString conceptPath = QStringLiteral("tech-log-studio/t/concept/concept-a.md");
        const QString rule = QStringLiteral("tech-log-studio/t/rule/rule-b.md");
        QVERIFY(tw.write(conceptPath,
                         markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("a"),
                                     QStringLiteral("\"옛 제목\" # 주석"), QStringLiteral("t"),
                                     QString(), QStringLiteral("# 다른 머리말\n\n본문.\n"))));
        QString ruleText = markdownDoc(QStringLiteral("RULE"), QStringLiteral("b"),
                                       QStringLiteral("규칙"), QStringLiteral("t"), QString(),
                                       QStringLiteral("# 규칙\n\n## 관계\n- **옛 제목**\n설명.\n"));
        ruleText.replace(QLatin1Char('\n'), QStringLiteral("\r\n"));
        QVERIFY(tw.write(rule, QByteArray("\xEF\xBB\xBF") + ruleText.toUtf8()));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const TitleRename::Plan plan =
            TitleRename::plan(*ws, conceptPath, QStringLiteral("새 제목"));
        QVERIFY2(plan.ok(), qPrintable(plan.problems.join(QLatin1Char('\n'))));
        QCOMPARE(plan.edits.size(), 2);  // the title and the relation; not the other heading
        QVERIFY(TitleRename::apply(*ws, plan));
        QVERIFY(readBytes(tw.abs(conceptPath)).contains("title: \"새 제목\" # 주석\n"));
        QVERIFY(readBytes(tw.abs(conceptPath)).contains("# 다른 머리말\n"));
        QByteArray expected = QByteArray("\xEF\xBB\xBF") + ruleText.toUtf8();
        expected.replace("- **옛 제목**", "- **새 제목**");
        QCOMPARE(readBytes(tw.abs(rule)), expected);
    }
};

QTEST_MAIN(TestTitleRename)
#include "tst_titlerename.moc"
