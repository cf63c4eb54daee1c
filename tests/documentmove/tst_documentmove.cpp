// DocumentMove and `techlog rename --slug/--topic/--kind`: the document goes to its canonical
// path with the files beside it that carry its name and its `body:` file; only the keys that
// follow the path change; relations still resolve; collisions, bad names and links out are
// refused with every file as it was, and so is a move whose removal of an old file fails;
// --dry-run writes no byte.
#include <sys/stat.h>
#include <unistd.h>

#include <QDirIterator>
#include <QScopeGuard>
#include <QtTest>

#include "documentmove.h"
#include "techlogprocess.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
const QString kBodyCase =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.md");

int count(const Workspace& ws, const QString& code) {
    return int(withCode(ws.diagnostics, code).size());
}

}  // namespace

class TestDocumentMove : public QObject {
    Q_OBJECT
private slots:
    void slugAndTopicMoveTheFileAndOnlyTheirLinesChange() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const int unresolvedBefore = count(*ws, QStringLiteral("relation-unresolved"));
        const DocumentMove::Plan plan = DocumentMove::plan(
            *ws, kCase, QStringLiteral("enqueue-race-two"), QStringLiteral("queue-races"), {});
        QVERIFY2(plan.ok(), qPrintable(plan.problems.join(u'\n')));
        const QString target =
            QStringLiteral("tech-log-studio/queue-races/case/case-enqueue-race-two.md");
        QCOMPARE(plan.target, target);
        QByteArray expected = readBytes(tw.abs(kCase));
        expected.replace("\nslug: enqueue-race\n", "\nslug: enqueue-race-two\n");
        expected.replace("\ntopic: non-atomic-check-then-act\n", "\ntopic: queue-races\n");
        expected.replace("\nrootTreeNode: case:enqueue-race\n",
                         "\nrootTreeNode: case:enqueue-race-two\n");
        QCOMPARE(plan.contents, expected);  // the asset paths climb as far: unchanged
        QString error;
        QVERIFY2(DocumentMove::apply(*ws, plan, &error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(tw.abs(kCase)));
        QCOMPARE(readBytes(tw.abs(target)), expected);
        const std::optional<Workspace> after = tw.load();
        QVERIFY(after);
        QVERIFY(after->indexOfPath(target) >= 0);
        QCOMPARE(count(*after, QStringLiteral("relation-unresolved")), unresolvedBefore);
        QCOMPARE(after->errorCount(), ws->errorCount());
    }

    void bodyAndReviewFilesMoveWithTheDocument() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const QString review = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/"
            "case-lease-renew-owner-only.review.json");
        QVERIFY(tw.write(review, QByteArray("{}\n")));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const DocumentMove::Plan plan =
            DocumentMove::plan(*ws, kBodyCase, QStringLiteral("lease-renew"), {}, {});
        QVERIFY2(plan.ok(), qPrintable(plan.problems.join(u'\n')));
        QCOMPARE(plan.moves.size(), 3);
        QVERIFY(plan.contents.contains("\nbody: case-lease-renew.body.md\n"));
        QString error;
        QVERIFY2(DocumentMove::apply(*ws, plan, &error), qPrintable(error));
        const QString folder = QStringLiteral("tech-log-studio/owner-safe-state-machines/case/");
        QVERIFY(QFileInfo::exists(tw.abs(folder + QStringLiteral("case-lease-renew.body.md"))));
        QCOMPARE(readBytes(tw.abs(folder + QStringLiteral("case-lease-renew.review.json"))),
                 QByteArray("{}\n"));
        QVERIFY(!QFileInfo::exists(tw.abs(review)));
        const std::optional<Workspace> after = tw.load();
        QVERIFY(after);
        const int at = after->indexOfPath(folder + QStringLiteral("case-lease-renew.md"));
        QVERIFY(at >= 0);
        QCOMPARE(after->documents[at].bodyPath,
                 folder + QStringLiteral("case-lease-renew.body.md"));
        QVERIFY(!after->documents[at].body.isEmpty());
        QCOMPARE(after->errorCount(), ws->errorCount());
    }

    void kindChangeGoesToTheKindsFolder() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        const DocumentMove::Plan plan =
            DocumentMove::plan(*ws, kCase, {}, {}, QStringLiteral("RULE"));
        QVERIFY2(plan.ok(), qPrintable(plan.problems.join(u'\n')));
        QCOMPARE(
            plan.target,
            QStringLiteral("tech-log-studio/non-atomic-check-then-act/rule/rule-enqueue-race.md"));
        QVERIFY(plan.contents.startsWith("---\nkind: RULE\n"));
        QVERIFY(plan.contents.contains("\nrootTreeNode: rule:enqueue-race\n"));
    }

    void collisionsAndBadNamesAreRefusedBeforeAnyWrite() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        // Another case has that slug; not kebab-case; no change; an unknown kind.
        QVERIFY(!DocumentMove::plan(*ws, kCase, QStringLiteral("claim-stale-write"), {}, {}).ok());
        QVERIFY(!DocumentMove::plan(*ws, kCase, QStringLiteral("Enqueue Race"), {}, {}).ok());
        QVERIFY(!DocumentMove::plan(*ws, kCase, {}, {}, {}).ok());
        QVERIFY(!DocumentMove::plan(*ws, kCase, {}, {}, QStringLiteral("NOTE")).ok());
        // A file (not a document) already at the target.
        QVERIFY(tw.write(QStringLiteral("tech-log-studio/q/case/case-enqueue-race.md.bak"),
                         QByteArray("x")));
        QVERIFY(tw.write(QStringLiteral("tech-log-studio/q/case/case-enqueue-race.md"),
                         QByteArray("x")));
        const std::optional<Workspace> again = tw.load();
        QVERIFY(!DocumentMove::plan(*again, kCase, {}, QStringLiteral("q"), {}).ok());

        // A topic folder that is a link out of the workspace.
        QVERIFY(QDir().mkpath(tw.outside() + QStringLiteral("/away/case")));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/away"),
                            tw.abs(QStringLiteral("tech-log-studio/away"))));
        const QMap<QString, QByteArray> before = tw.snapshot();
        const DocumentMove::Plan out =
            DocumentMove::plan(*again, kCase, {}, QStringLiteral("away"), {});
        QVERIFY(!out.ok());
        QString error;
        QVERIFY(!DocumentMove::apply(*again, out, &error));
        QCOMPARE(tw.snapshot(), before);
        QVERIFY(QDir(tw.outside() + QStringLiteral("/away/case")).isEmpty());
    }

    void aFileChangedSinceThePlanStopsTheMove() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const std::optional<Workspace> ws = tw.load();
        const DocumentMove::Plan plan =
            DocumentMove::plan(*ws, kCase, QStringLiteral("enqueue-race-two"), {}, {});
        QVERIFY(plan.ok());
        QVERIFY(tw.write(kCase, readBytes(tw.abs(kCase)) + "\n추가\n"));
        const QMap<QString, QByteArray> before = tw.snapshot();
        QString error;
        QVERIFY(!DocumentMove::apply(*ws, plan, &error));
        QVERIFY(error.contains(QStringLiteral("changed")));
        QCOMPARE(tw.snapshot(), before);
    }

    // A move is all or nothing to its last step: when an old file cannot be removed, the old
    // files removed before it are written back and the new ones go, and the error names the
    // file. Root may remove anything, so as root the move runs as `nobody` in a sticky folder
    // (only a file's owner may remove it there), the document and its body nobody's and the
    // review file, removed last, root's; as another user the folder is read-only.
    void aFailedRemovalUndoesTheWholeMove() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const QString folder = QStringLiteral("tech-log-studio/owner-safe-state-machines/case/");
        const QString body = folder + QStringLiteral("case-lease-renew-owner-only.body.md");
        const QString review = folder + QStringLiteral("case-lease-renew-owner-only.review.json");
        QVERIFY(tw.write(review, QByteArray("{}\n")));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        const bool root = ::geteuid() == 0;
        // As another user the new files must go to a folder that may be written: a new topic.
        const DocumentMove::Plan plan =
            DocumentMove::plan(*ws, kBodyCase, QStringLiteral("lease-renew"),
                               root ? QString() : QStringLiteral("lease-topic"), {});
        QVERIFY2(plan.ok(), qPrintable(plan.problems.join(u'\n')));
        QCOMPARE(plan.moves.size(), 3);
        QCOMPARE(plan.moves.at(1).from, body);
        QCOMPARE(plan.moves.at(2).from, review);
        const QMap<QString, QByteArray> before = tw.snapshot();

        const QString caseFolder = tw.abs(folder);
        const QFileDevice::Permissions folderPermissions = QFile::permissions(caseFolder);
        auto restore = qScopeGuard([&] {
            if (root) QVERIFY(::seteuid(0) == 0);
            QFile::setPermissions(caseFolder, folderPermissions);
        });
        QString error;
        if (root) {
            const uid_t nobody = 65534;
            // nobody reaches the folder (QTemporaryDir's own is 0700) and may write in it.
            for (QString dir = tw.abs(folder); dir.startsWith(tw.outside());
                 dir = QFileInfo(dir).path())
                QVERIFY(::chmod(QFile::encodeName(dir).constData(), 0755) == 0);
            QVERIFY(::chmod(QFile::encodeName(caseFolder).constData(), 01777) == 0);
            for (const QString& own : {kBodyCase, body})
                QVERIFY(::chown(QFile::encodeName(tw.abs(own)).constData(), nobody, gid_t(-1)) ==
                        0);
            QVERIFY(::seteuid(nobody) == 0);
            QVERIFY(!DocumentMove::apply(*ws, plan, &error));
            QVERIFY(::seteuid(0) == 0);
            QVERIFY2(error.startsWith(review + QStringLiteral(" cannot be removed")),
                     qPrintable(error));
        } else {
            QVERIFY(QFile::setPermissions(caseFolder, QFile::ReadOwner | QFile::ExeOwner));
            QVERIFY(!DocumentMove::apply(*ws, plan, &error));
            QVERIFY2(error.startsWith(kBodyCase + QStringLiteral(" cannot be removed")),
                     qPrintable(error));
        }
        QVERIFY2(error.endsWith(QLatin1String("nothing was moved")), qPrintable(error));
        QCOMPARE(tw.snapshot(), before);
    }

    void commandMovesAndDryRunWritesNothing() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        const QMap<QString, QByteArray> before = tw.snapshot();
        TechlogRun r =
            runTechlog({QStringLiteral("rename"), tw.root(), kCase, QStringLiteral("--slug"),
                        QStringLiteral("enqueue-race-two"), QStringLiteral("--dry-run")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains(QStringLiteral("slug: enqueue-race → enqueue-race-two")));
        QCOMPARE(tw.snapshot(), before);
        r = runTechlog({QStringLiteral("rename"), tw.root(), kCase, QStringLiteral("--title"),
                        QStringLiteral("넣기 경합"), QStringLiteral("--topic=queue-races")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QString target =
            QStringLiteral("tech-log-studio/queue-races/case/case-enqueue-race.md");
        QVERIFY(readBytes(tw.abs(target)).contains("\ntitle: 넣기 경합\n"));
        r = runTechlog({QStringLiteral("rename"), tw.root(), target, QStringLiteral("--slug"),
                        QStringLiteral("claim-stale-write")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("claim-stale-write")));
    }
};

QTEST_MAIN(TestDocumentMove)
#include "tst_documentmove.moc"
