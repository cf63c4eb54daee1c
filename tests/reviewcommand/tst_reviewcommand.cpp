// The review commands end to end: exit statuses, the documented JSON forms, and that publish
// changes nothing when refused and only the status line when allowed.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "gitrepository.h"
#include "publicationhistory.h"
#include "replayledger.h"
#include "reviewfile.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kConcept = QStringLiteral("t/concept/concept-k.md");
const QString kCase = QStringLiteral("t/case/case-c.md");

void writeWorkspace(const TempWorkspace& tw) {
    tw.write(kConcept, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"),
                                   QStringLiteral("개념이다"), QStringLiteral("t"), {},
                                   QStringLiteral("# 개념이다\n\n## 본문\n내용.\n")));
    tw.write(kCase,
             markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례다"),
                         QStringLiteral("t"), {},
                         QStringLiteral(
                             "# 사례다\n\n## 관계\n- **개념이다**\n쓴 개념.\n\n## 문제\n문제.\n\n"
                             "## 결론\n결론.\n\n## 검증 환경\n환경.\n\n## 재현 조건\n조건.\n\n"
                             "## 본문\n본문. 부하는 측정하지 않았다.\n\n## 확인하지 못한 것\n"
                             "- 운영에서 재현하지 않았다.\n")));
}

QJsonObject json(const TechlogRun& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }

TechlogRunOptions asReviewer(const QString& name) {
    TechlogRunOptions o;
    o.environment.insert(QStringLiteral("TECHLOG_REVIEWER"), name);
    return o;
}

}  // namespace

class TestReviewCommand : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!QFileInfo(techlogBinary()).isExecutable())
            QFAIL(
                qPrintable(QStringLiteral("techlog binary not found at %1").arg(techlogBinary())));
    }

    void reviewJsonListsGatesAndExitsOneOnAFailure() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const TechlogRun r = runTechlog({QStringLiteral("review"), tw.root(),
                                         QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(
            o.value(QStringLiteral("summary")).toObject().value(QStringLiteral("failed")).toInt(),
            1);
        const QJsonArray docs = o.value(QStringLiteral("documents")).toArray();
        QCOMPARE(docs.size(), 2);
        const QJsonObject c = docs[0].toObject();
        QCOMPARE(c.value(QStringLiteral("path")).toString(), kCase);
        QCOMPARE(c.value(QStringLiteral("failedGates")).toArray(),
                 QJsonArray{QStringLiteral("debt")});
        QCOMPARE(c.value(QStringLiteral("gates")).toArray().size(), 7);
        // Only the concept, named by its path from here: passes, exit 0.
        const TechlogRun one = runTechlog({QStringLiteral("review"), tw.root(), tw.abs(kConcept)});
        QVERIFY2(one.exitCode == 0, qPrintable(describe(one)));
        QVERIFY(one.out.contains(QStringLiteral("all 7 gates pass")));
        QCOMPARE(
            runTechlog({QStringLiteral("review"), tw.root(), QStringLiteral("nope.md")}).exitCode,
            2);
    }

    void debtListsItemsAndAcknowledgeClearsThem() {
        TempWorkspace tw;
        writeWorkspace(tw);
        TechlogRun r =
            runTechlog({QStringLiteral("debt"), tw.root(), QStringLiteral("--format=json")});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QJsonObject o = json(r);
        QCOMPARE(o.value(QStringLiteral("total")).toInt(), 2);
        const QJsonArray items = o.value(QStringLiteral("topics"))
                                     .toArray()[0]
                                     .toObject()
                                     .value(QStringLiteral("documents"))
                                     .toArray()[0]
                                     .toObject()
                                     .value(QStringLiteral("items"))
                                     .toArray();
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0].toObject().value(QStringLiteral("rule")).toString(),
                 QStringLiteral("not-measured"));
        QCOMPARE(items[1].toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("section-item"));
        const TechlogRun md = runTechlog(
            {QStringLiteral("debt"), tw.root(), QStringLiteral("--format"), QStringLiteral("md")});
        QVERIFY(md.out.contains(QStringLiteral("- [ ] 운영에서 재현하지 않았다.")));

        QStringList args{QStringLiteral("debt"), tw.root()};
        for (const QJsonValue& i : items)
            args << QStringLiteral("--acknowledge")
                 << i.toObject().value(QStringLiteral("hash")).toString().left(10);
        r = runTechlog(args, asReviewer(QStringLiteral("kim")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.contains(QStringLiteral("2 items, 2 acknowledged, 0 open")));
        const ReviewFile f = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        QCOMPARE(f.acknowledgements.size(), 2);
        QCOMPARE(f.acknowledgements[0].by, QStringLiteral("kim"));
        QCOMPARE(runTechlog({QStringLiteral("review"), tw.root()}).exitCode, 0);
    }

    void publishRefusedLeavesBytesThenAllowedChangesOnlyTheStatusLine() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QByteArray before = readBytes(tw.abs(kCase));
        TechlogRun r = runTechlog({QStringLiteral("publish"), tw.root(), kCase});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY(r.err.contains(QStringLiteral("FAIL debt")));
        QCOMPARE(readBytes(tw.abs(kCase)), before);
        QVERIFY(!QFileInfo::exists(ReviewFile::pathFor(tw.abs(kCase))));
        // --force without a reason is a usage error.
        QCOMPARE(
            runTechlog({QStringLiteral("publish"), tw.root(), kCase, QStringLiteral("--force")})
                .exitCode,
            2);

        r = runTechlog({QStringLiteral("publish"), tw.root(), kCase, QStringLiteral("--force"),
                        QStringLiteral("--reason"), QStringLiteral("마감이다")},
                       asReviewer(QStringLiteral("lee")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QList<QByteArray> a = before.split('\n'), b = readBytes(tw.abs(kCase)).split('\n');
        QCOMPARE(a.size(), b.size());
        int differing = 0;
        for (int i = 0; i < a.size(); ++i)
            if (a[i] != b[i]) {
                ++differing;
                QCOMPARE(b[i], QByteArray("status: 게시"));
            }
        QCOMPARE(differing, 1);
        const ReviewFile f = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        QCOMPARE(f.publications.size(), 1);
        QCOMPARE(f.publications[0].by, QStringLiteral("lee"));
        QCOMPARE(f.publications[0].reason, QStringLiteral("마감이다"));
        QVERIFY(f.publications[0].forced);

        r = runTechlog({QStringLiteral("unpublish"), tw.root(), kCase});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(readBytes(tw.abs(kCase)), before);
    }

    // One edited line publishes nothing: `status: 게시` with no publication record is an error
    // at the status line in `check`, fails the diagnostics gate in `review`, and the exported
    // page keeps the draft banner. `techlog publish` (gates first) then records it.
    void aStatusLineEditedByHandPublishesNothing() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QByteArray text = readBytes(tw.abs(kConcept));
        const QByteArray edited = QByteArray(text).replace("status: 게시 전", "status: 게시");
        QVERIFY(edited != text);
        tw.write(kConcept, edited);
        const int statusLine = text.left(text.indexOf("status:")).count('\n') + 1;
        TechlogRun r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("%1:%2:1: error: ").arg(kConcept).arg(statusLine)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("[publish-unrecorded]")), qPrintable(r.out));
        r = runTechlog({QStringLiteral("review"), tw.root(), kConcept});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY(r.out.contains(QStringLiteral("FAIL diagnostics")));
        QTemporaryDir site;
        r = runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"),
                        site.filePath(QStringLiteral("s"))});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QString page = QString::fromUtf8(
            readBytes(site.filePath(QStringLiteral("s/t/concept/concept-k.html"))));
        QVERIFY2(page.contains(QStringLiteral("class=\"draft-banner\"")), qPrintable(page));

        // Publishing it runs the gates and writes the record; then it is published everywhere.
        r = runTechlog({QStringLiteral("publish"), tw.root(), kConcept});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QCOMPARE(ReviewFile::read(ReviewFile::pathFor(tw.abs(kConcept)))->publications.size(), 1);
        r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(!r.out.contains(QStringLiteral("publish-unrecorded")), qPrintable(r.out));
        QTemporaryDir again;
        QCOMPARE(runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"),
                             again.filePath(QStringLiteral("s"))})
                     .exitCode,
                 0);
        QVERIFY(!QString::fromUtf8(
                     readBytes(again.filePath(QStringLiteral("s/t/concept/concept-k.html"))))
                     .contains(QStringLiteral("class=\"draft-banner\"")));

        // A record over a status set back by hand is the other disagreement.
        tw.write(kConcept, text);
        r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("[publish-status-mismatch]")), qPrintable(r.out));
    }

    // `publish A B` with B failing changes no byte of either; --partial publishes A.
    void publishIsAllOrNoneUnlessPartial() {
        TempWorkspace tw;
        writeWorkspace(tw);  // the concept passes, the case fails its debt gate
        const QByteArray conceptBytes = readBytes(tw.abs(kConcept));
        const QByteArray caseBytes = readBytes(tw.abs(kCase));
        TechlogRun r = runTechlog({QStringLiteral("publish"), tw.root(), kConcept, kCase});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY(r.err.contains(kCase));
        QVERIFY(r.err.contains(QStringLiteral("nothing changed")));
        QCOMPARE(readBytes(tw.abs(kConcept)), conceptBytes);
        QCOMPARE(readBytes(tw.abs(kCase)), caseBytes);
        QVERIFY(!QFileInfo::exists(ReviewFile::pathFor(tw.abs(kConcept))));

        r = runTechlog(
            {QStringLiteral("publish"), tw.root(), kConcept, kCase, QStringLiteral("--partial")});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY(readBytes(tw.abs(kConcept)).contains("status: 게시\n"));
        QCOMPARE(readBytes(tw.abs(kCase)), caseBytes);
    }

    void openRemarkIsACheckWarningAndExportStrictRefuses() {
        TempWorkspace tw;
        writeWorkspace(tw);
        ReviewFile f;
        Remark remark;
        remark.id = QStringLiteral("r1");
        remark.author = QStringLiteral("kim");
        remark.text = QStringLiteral("출처");
        remark.quote = QStringLiteral("결론.");
        f.remarks.append(remark);
        QVERIFY(f.write(ReviewFile::pathFor(tw.abs(kCase))));
        const TechlogRun check = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(check.exitCode == 0, qPrintable(describe(check)));
        QVERIFY2(check.out.contains(
                     QStringLiteral("warning: open remark r1 by kim: 출처 [review-remark-open]")),
                 qPrintable(check.out));
        QVERIFY(check.out.contains(kCase + QStringLiteral(":23:")));

        QTemporaryDir out;
        const QString site = out.filePath(QStringLiteral("site"));
        const TechlogRun strict =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), site,
                        QStringLiteral("--strict")});
        QVERIFY2(strict.exitCode == 1, qPrintable(describe(strict)));
        QVERIFY(!QFileInfo::exists(site));
        const TechlogRun loose =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), site});
        QVERIFY2(loose.exitCode == 0, qPrintable(describe(loose)));
        // The review file is never exported.
        QDirIterator it(site, QDirIterator::Subdirectories);
        while (it.hasNext())
            QVERIFY2(!it.next().endsWith(QStringLiteral(".review.json")),
                     qPrintable(it.filePath()));
    }

    // Records name git's user.name (and email) of the workspace's repository, as a commit there
    // would; $TECHLOG_REVIEWER overrides it.
    void theReviewerIsGitsUserUnlessOverridden() {
        TempWorkspace tw;
        writeWorkspace(tw);
        Repository repo(tw.root());
        repo.setConfig("user.name", QStringLiteral("김리뷰"));
        repo.setConfig("user.email", QStringLiteral("kim@example.com"));
        TechlogRunOptions plain;
        plain.environment.remove(QStringLiteral("TECHLOG_REVIEWER"));
        TechlogRun r =
            runTechlog({QStringLiteral("publish"), tw.root(), kCase, QStringLiteral("--force"),
                        QStringLiteral("--reason"), QStringLiteral("급함")},
                       plain);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        r = runTechlog({QStringLiteral("unpublish"), tw.root(), kCase},
                       asReviewer(QStringLiteral("박")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const ReviewFile f = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        QCOMPARE(f.publications.size(), 2);
        QCOMPARE(f.publications[0].by, QStringLiteral("김리뷰 <kim@example.com>"));
        QCOMPARE(f.publications[1].by, QStringLiteral("박"));
    }

    // Published, edited, moved with `techlog rename --slug`: --since-publication diffs against
    // the published commit (found by the record's blob through the move), so the edit made
    // before the move is there, and the move is named.
    void sincePublicationFollowsAMove() {
        TempWorkspace tw;
        writeWorkspace(tw);
        Repository repo(tw.root());
        auto commitAll = [&](const char* message, qint64 when) {
            QStringList files = tw.snapshot().keys();
            files << kCase << ReviewFile::pathFor(kCase);  // gone after the move: removed
            files.removeDuplicates();
            return repo.commit(files, message, when);
        };
        TechlogRun r =
            runTechlog({QStringLiteral("publish"), tw.root(), kCase, QStringLiteral("--force"),
                        QStringLiteral("--reason"), QStringLiteral("급함")},
                       asReviewer(QStringLiteral("kim")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QString published = commitAll("publish", 1000);
        QString text = QString::fromUtf8(readBytes(tw.abs(kCase)));
        text.replace(QStringLiteral("본문. 부하는"), QStringLiteral("본문 고침. 부하는"));
        QVERIFY(tw.write(kCase, text));
        commitAll("edit", 2000);
        r = runTechlog({QStringLiteral("rename"), tw.root(), kCase, QStringLiteral("--slug"),
                        QStringLiteral("moved")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QString moved;
        for (const QString& path : tw.snapshot().keys())
            if (path.endsWith(QStringLiteral("/case-moved.md"))) moved = path;
        QVERIFY2(!moved.isEmpty(), qPrintable(describe(r)));
        commitAll("move", 3000);

        r = runTechlog(
            {QStringLiteral("review"), tw.root(), moved, QStringLiteral("--since-publication")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("published in ") + published.left(12)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("moved: ") + kCase + QStringLiteral(" -> ") + moved),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("\n-본문. 부하는")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("+본문 고침. 부하는")), qPrintable(r.out));
        // Outside a repository it says why there is no diff.
        TempWorkspace plain;
        writeWorkspace(plain);
        r = runTechlog(
            {QStringLiteral("review"), plain.root(), kCase, QStringLiteral("--since-publication")});
        QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("no diff: ")),
                 qPrintable(describe(r)));
    }

    // A published page carries how it was checked (who published it and when, the bytes that
    // record vouches for, the commit, each cited probe's newest reproduced replay and server),
    // and the site's verification.json says the same; a draft carries none of it.
    void publishedPageSaysHowItWasChecked() {
        TempWorkspace tw;
        writeWorkspace(tw);
        QString text = QString::fromUtf8(readBytes(tw.abs(kCase)));
        text.replace(QStringLiteral("topic: t\n"),
                     QStringLiteral("topic: t\nevidence:\n  - ../../final/evidence/raw/p.txt\n"));
        QVERIFY(text.contains(QStringLiteral("evidence:")));
        tw.write(kCase, text);
        tw.write(QStringLiteral("final/evidence/raw/p.txt"), QByteArray("UPDATE 1\nexit 0\n"));
        tw.write(QStringLiteral("final/evidence/probes/p.probe.yaml"), QByteArray("title: p\n"));
        const QString ledger = ReplayLedger::path(tw.root(), QStringLiteral("p"));
        LedgerEntry e = ReplayLedger::currentHashes(tw.root(), QStringLiteral("p"), {});
        e.when = QDateTime(QDate(2026, 12, 1), QTime(9, 30), Qt::UTC);
        e.verdict = QStringLiteral("reproduced");
        e.serverVersion = QStringLiteral("PostgreSQL 15.9");
        QVERIFY(ReplayLedger::append(ledger, e));
        e.when = e.when.addDays(1);
        e.verdict = QStringLiteral("differs");  // newer, but not a reproduction
        QVERIFY(ReplayLedger::append(ledger, e));
        Repository repo(tw.root());
        repo.commit(tw.snapshot().keys(), "workspace", 1000);
        TechlogRun r =
            runTechlog({QStringLiteral("publish"), tw.root(), kCase, QStringLiteral("--force"),
                        QStringLiteral("--reason"), QStringLiteral("급함")},
                       asReviewer(QStringLiteral("kim")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QString blob =
            ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)))->lastPublish()->blob;
        QCOMPARE(blob, PublicationHistory::blobId(readBytes(tw.abs(kCase))));
        const QString head = repo.commit(tw.snapshot().keys(), "publish", 2000);

        QTemporaryDir site;
        r = runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"),
                        site.filePath(QStringLiteral("s"))});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const QString page =
            QString::fromUtf8(readBytes(site.filePath(QStringLiteral("s/t/case/case-c.html"))));
        const qsizetype block = page.indexOf(QStringLiteral("<section class=\"verification\""));
        QVERIFY2(block > page.indexOf(QStringLiteral("class=\"front-matter\"")), qPrintable(page));
        const QString v =
            page.mid(block, page.indexOf(QStringLiteral("</section>"), block) - block);
        QVERIFY2(v.contains(QStringLiteral("검증 기록")), qPrintable(v));
        QVERIFY2(v.contains(QStringLiteral("kim · ")), qPrintable(v));
        QVERIFY2(v.contains(blob.left(12)) && v.contains(head.left(12)), qPrintable(v));
        QVERIFY2(v.contains(QStringLiteral("<code>p</code>: 2026-12-01 09:30 UTC에 재현됨 "
                                           "(PostgreSQL 15.9)")),
                 qPrintable(v));
        // The draft concept has none.
        QVERIFY(!QString::fromUtf8(
                     readBytes(site.filePath(QStringLiteral("s/t/concept/concept-k.html"))))
                     .contains(QStringLiteral("class=\"verification\"")));

        const QJsonObject json =
            QJsonDocument::fromJson(readBytes(site.filePath(QStringLiteral("s/verification.json"))))
                .object();
        QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);
        const QJsonArray docs = json.value(QStringLiteral("documents")).toArray();
        QCOMPARE(docs.size(), 1);
        const QJsonObject d = docs[0].toObject();
        QCOMPARE(d.value(QStringLiteral("path")).toString(), kCase);
        QCOMPARE(d.value(QStringLiteral("page")).toString(), QStringLiteral("t/case/case-c.html"));
        QCOMPARE(d.value(QStringLiteral("publishedBy")).toString(), QStringLiteral("kim"));
        QCOMPARE(d.value(QStringLiteral("blob")).toString(), blob);
        QCOMPARE(d.value(QStringLiteral("commit")).toString(), head);
        const QJsonObject probe = d.value(QStringLiteral("probes")).toArray()[0].toObject();
        QCOMPARE(probe.value(QStringLiteral("key")).toString(), QStringLiteral("p"));
        QCOMPARE(probe.value(QStringLiteral("lastReproduced")).toString(),
                 QStringLiteral("2026-12-01T09:30:00Z"));
        QCOMPARE(probe.value(QStringLiteral("server")).toString(),
                 QStringLiteral("PostgreSQL 15.9"));
    }

    // Through the commands: the acknowledgements `techlog debt` makes and the publication
    // `techlog publish` makes keep what they vouch for. A record changed since: `review` fails
    // the debt gate (debt-ack-outdated) and `check` warns on the published document
    // (publish-outdated), each naming the record; acknowledging again and publishing again
    // settle it. Prose edited elsewhere changes nothing.
    void approvalsGoStaleWhenWhatTheyVouchedForChanges() {
        TempWorkspace tw;
        writeWorkspace(tw);
        QString text = QString::fromUtf8(readBytes(tw.abs(kCase)));
        text.replace(QStringLiteral("topic: t\n"),
                     QStringLiteral("topic: t\nevidence:\n  - ../../final/evidence/raw/p.txt\n"));
        tw.write(kCase, text);
        const QString record = QStringLiteral("final/evidence/raw/p.txt");
        tw.write(record, QByteArray("UPDATE 1\nexit 0\n"));
        auto acknowledgeAll = [&] {
            TechlogRun r =
                runTechlog({QStringLiteral("debt"), tw.root(), QStringLiteral("--format=json")});
            QStringList args{QStringLiteral("debt"), tw.root()};
            for (const QJsonValue& t : json(r).value(QStringLiteral("topics")).toArray())
                for (const QJsonValue& d :
                     t.toObject().value(QStringLiteral("documents")).toArray())
                    for (const QJsonValue& i :
                         d.toObject().value(QStringLiteral("items")).toArray())
                        args << QStringLiteral("--acknowledge")
                             << i.toObject().value(QStringLiteral("hash")).toString();
            r = runTechlog(args, asReviewer(QStringLiteral("kim")));
            QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        };
        acknowledgeAll();
        TechlogRun r = runTechlog({QStringLiteral("publish"), tw.root(), kCase},
                                  asReviewer(QStringLiteral("kim")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(!r.out.contains(QStringLiteral("publish-outdated")), qPrintable(r.out));

        // Prose: nothing goes stale.
        QByteArray edited =
            readBytes(tw.abs(kCase)).replace("본문. 부하는", "본문을 고쳤다. 부하는");
        tw.write(kCase, edited);
        r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(!r.out.contains(QStringLiteral("publish-outdated")), qPrintable(r.out));
        QVERIFY(!runTechlog({QStringLiteral("review"), tw.root(), kCase})
                     .out.contains(QStringLiteral("debt-ack-outdated")));

        // The record: both go stale, naming it.
        tw.write(record, QByteArray("UPDATE 2\nexit 0\n"));
        r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(r.out.contains(QStringLiteral("warning: published, but since then the record ") +
                                record + QStringLiteral(" changed")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("[publish-outdated]")));
        r = runTechlog({QStringLiteral("review"), tw.root(), kCase});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QStringLiteral("debt-ack-outdated")), qPrintable(r.out));

        // Acknowledged again and published again: settled.
        acknowledgeAll();
        r = runTechlog({QStringLiteral("review"), tw.root(), kCase});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        r = runTechlog({QStringLiteral("publish"), tw.root(), kCase},
                       asReviewer(QStringLiteral("kim")));
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        r = runTechlog({QStringLiteral("check"), tw.root()});
        QVERIFY2(!r.out.contains(QStringLiteral("publish-outdated")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestReviewCommand)
#include "tst_reviewcommand.moc"
