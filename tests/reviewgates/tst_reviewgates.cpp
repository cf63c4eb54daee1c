// Each gate fails for its cause and passes once the cause is gone; Publisher refuses over a
// failed gate without touching a byte and, when it may, changes only the status line.
#include <QThreadPool>
#include <QtConcurrent>
#include <QtTest>

#include "checkedworkspace.h"
#include "publisher.h"
#include "replayledger.h"
#include "reviewgates.h"
#include "tempworkspace.h"
#include "vouchedparts.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kConcept = QStringLiteral("t/concept/concept-k.md");
const QString kCase = QStringLiteral("t/case/case-c.md");

void writeWorkspace(const TempWorkspace& tw, const QString& caseBodyText,
                    const QString& extra = {}) {
    tw.write(kConcept, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"),
                                   QStringLiteral("개념이다"), QStringLiteral("t"), {},
                                   QStringLiteral("# 개념이다\n\n## 본문\n내용.\n")));
    tw.write(kCase,
             markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례다"),
                         QStringLiteral("t"), extra, caseBodyText));
}

QString fullCase(const QString& debtSection = QStringLiteral("없다.\n")) {
    return QStringLiteral(
               "# 사례다\n\n## 관계\n- **개념이다**\n쓴 개념.\n\n## 문제\n문제.\n\n## "
               "결론\n결론.\n\n"
               "## 검증 환경\n환경.\n\n## 재현 조건\n조건.\n\n## 본문\n본문.\n\n## 확인하지 못한 "
               "것\n") +
           debtSection;
}

DocumentReview reviewOf(const TempWorkspace& tw, const QString& path) {
    QString error;
    const auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
    if (!ws) qFatal("load failed: %s", qPrintable(error));
    return ReviewGates::reviewWorkspace(*ws, {path}).value(0);
}

QString failures(const DocumentReview& r) {
    QStringList s;
    for (const Gate& g : r.gates)
        for (const GateItem& i : g.failures)
            s << QStringLiteral("%1 %2:%3 %4 %5")
                     .arg(g.id, i.path)
                     .arg(i.line)
                     .arg(i.code, i.message);
    return s.join(u'\n');
}

void acknowledgeAll(const TempWorkspace& tw, const DocumentReview& r) {
    ReviewFile f = *ReviewFile::read(ReviewFile::pathFor(tw.abs(r.path)));
    for (const DebtItem& i : r.debt)
        f.acknowledgements.append(
            {i.hash, i.text, QStringLiteral("kim"), QDateTime::currentDateTimeUtc(), {}});
    QVERIFY(f.write(ReviewFile::pathFor(tw.abs(r.path))));
}

}  // namespace

class TestReviewGates : public QObject {
    Q_OBJECT

private slots:
    void cleanConceptPassesEveryGate() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase());
        const DocumentReview r = reviewOf(tw, kConcept);
        QVERIFY2(r.passed(), qPrintable(failures(r)));
        QCOMPARE(r.gates.size(), ReviewGates::ids().size());
    }

    // The Review panel runs these on a global-pool thread; with that pool's only thread busy
    // with the caller, a map queued on the same pool would never start.
    void workspaceReviewFinishesWhenCalledFromTheOnlyGlobalPoolThread() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase());
        QString error;
        const auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        QThreadPool* global = QThreadPool::globalInstance();
        const int before = global->maxThreadCount();
        global->setMaxThreadCount(1);
        QFuture<int> reviewed = QtConcurrent::run([&ws] {
            return int(ReviewGates::reviewWorkspace(*ws).size() +
                       ReviewGates::remarkDiagnostics(*ws).size());
        });
        QTRY_VERIFY_WITH_TIMEOUT(reviewed.isFinished(), 20000);
        global->setMaxThreadCount(before);
        QCOMPARE(reviewed.result(), 2);
    }

    void debtFailsUntilAcknowledgedAndAgainWhenItsTextChanges() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase(QStringLiteral("- 운영에서 재현하지 않았다.\n")));
        DocumentReview r = reviewOf(tw, kCase);
        QCOMPARE(r.failedGates(), QStringList{QStringLiteral("debt")});
        const Gate* debt = r.gate(QStringLiteral("debt"));
        QCOMPARE(debt->failures.size(), 1);
        QCOMPARE(debt->failures[0].path, kCase);
        QVERIFY(debt->failures[0].line > 1);
        acknowledgeAll(tw, r);
        r = reviewOf(tw, kCase);
        QVERIFY2(r.passed(), qPrintable(failures(r)));
        // The item's text changes: the acknowledgement no longer holds.
        writeWorkspace(tw, fullCase(QStringLiteral("- 운영과 시험에서 재현하지 않았다.\n")));
        r = reviewOf(tw, kCase);
        QCOMPARE(r.failedGates(), QStringList{QStringLiteral("debt")});
    }

    void emptyOrMissingSectionFailsSections() {
        TempWorkspace tw;
        QString body = fullCase();
        body.replace(QStringLiteral("## 결론\n결론.\n"), QStringLiteral("## 결론\n\n"));
        body.replace(QStringLiteral("## 재현 조건\n조건.\n\n"), QString());
        writeWorkspace(tw, body);
        const DocumentReview r = reviewOf(tw, kCase);
        const Gate* g = r.gate(QStringLiteral("sections"));
        QVERIFY(!g->passed);
        QStringList codes;
        for (const GateItem& i : g->failures) codes << i.code + u' ' + i.target;
        QVERIFY2(codes.contains(QStringLiteral("section-empty 결론")),
                 qPrintable(codes.join(u',')));
        QVERIFY(codes.contains(QStringLiteral("section-missing 재현 조건")));
    }

    // The gates fail on the very findings `techlog check` and the live check show as warnings
    // while writing (issue 37 D): the sections gate on CaseSections' (same code, place and
    // message), the relations gate on a relation listed twice.
    void theGatesFailOnTheFindingsShownWhileWriting() {
        TempWorkspace tw;
        QString body = fullCase();
        body.replace(QStringLiteral("## 결론\n결론.\n"), QStringLiteral("## 결론\n\n"));
        body.replace(QStringLiteral("- **개념이다**\n쓴 개념.\n"),
                     QStringLiteral("- **개념이다**\n쓴 개념.\n- **개념이다**\n또 쓴다.\n"));
        writeWorkspace(tw, body);
        QString error;
        const auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        const DocumentReview r = ReviewGates::reviewWorkspace(*ws, {kCase}).value(0);
        const Diagnostics empty = withCode(ws->diagnostics, QStringLiteral("section-empty"));
        QCOMPARE(empty.size(), 1);
        const Gate* sections = r.gate(QStringLiteral("sections"));
        QVERIFY(!sections->passed);
        QCOMPARE(sections->failures.size(), 1);
        const GateItem& s = sections->failures.first();
        QCOMPARE(
            QStringList({s.path, s.code, s.message, s.target}),
            QStringList({empty[0].path, empty[0].code, empty[0].message, QStringLiteral("결론")}));
        QCOMPARE(std::pair(s.line, s.column), std::pair(empty[0].line, empty[0].column));
        const Diagnostics dup = withCode(ws->diagnostics, QStringLiteral("relation-duplicate"));
        QCOMPARE(dup.size(), 1);
        const Gate* relations = r.gate(QStringLiteral("relations"));
        QVERIFY(!relations->passed);
        QCOMPARE(relations->failures.size(), 1);
        QCOMPARE(relations->failures[0].code, QStringLiteral("relation-duplicate"));
        QCOMPARE(relations->failures[0].line, dup[0].line);
    }

    // A section runs to the next heading of its level or above: a sub-heading and its text
    // are the section's content, not the end of an empty one.
    void subHeadingsAndTheirTextAreTheSectionsContent() {
        TempWorkspace tw;
        QString body = fullCase();
        body.replace(QStringLiteral("## 재현 조건\n조건.\n"),
                     QStringLiteral("## 재현 조건\n\n### 준비\n두 세션을 연다.\n"));
        writeWorkspace(tw, body);
        const DocumentReview review1 = reviewOf(tw, kCase);  // alive while g is used
        const Gate* g = review1.gate(QStringLiteral("sections"));
        QVERIFY2(g->passed, qPrintable(g->failures.value(0).code));
        // A section whose only content is a sub-heading with no text is still empty.
        body = fullCase();
        body.replace(QStringLiteral("## 재현 조건\n조건.\n"),
                     QStringLiteral("## 재현 조건\n\n### 준비\n\n"));
        writeWorkspace(tw, body);
        QCOMPARE(reviewOf(tw, kCase).gate(QStringLiteral("sections"))->failures.value(0).code,
                 QStringLiteral("section-empty"));
    }

    // Only `##` headings are a case's sections: a `### 결론` does not stand for `## 결론`.
    void aLowerLevelHeadingIsNotACaseSection() {
        TempWorkspace tw;
        QString body = fullCase();
        body.replace(QStringLiteral("## 결론\n"), QStringLiteral("### 결론\n"));
        writeWorkspace(tw, body);
        const DocumentReview review2 = reviewOf(tw, kCase);  // alive while g is used
        const Gate* g = review2.gate(QStringLiteral("sections"));
        QVERIFY(!g->passed);
        QCOMPARE(g->failures.value(0).code + u' ' + g->failures.value(0).target,
                 QStringLiteral("section-missing 결론"));
    }

    void unresolvedRelationFailsRelationsAndErrorsFailDiagnostics() {
        TempWorkspace tw;
        QString body = fullCase();
        body.replace(QStringLiteral("**개념이다**"), QStringLiteral("**없는 문서**"));
        writeWorkspace(tw, body, QStringLiteral("kind2: x\n"));
        tw.write(QStringLiteral("t/concept/concept-bad.md"), QByteArray("---\nkind: NOPE\n---\n"));
        const DocumentReview r = reviewOf(tw, kCase);
        QVERIFY(!r.gate(QStringLiteral("relations"))->passed);
        QCOMPARE(r.gate(QStringLiteral("relations"))->failures[0].code,
                 QStringLiteral("relation-unresolved"));
        const DocumentReview bad = reviewOf(tw, QStringLiteral("t/concept/concept-bad.md"));
        QVERIFY(!bad.gate(QStringLiteral("diagnostics"))->passed);
    }

    void openRemarkFailsUntilResolved() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase());
        acknowledgeAll(tw, reviewOf(tw, kCase));  // the debt section's one item
        ReviewFile f = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        Remark remark;
        remark.id = QStringLiteral("r1");
        remark.author = QStringLiteral("kim");
        remark.text = QStringLiteral("출처는?");
        remark.quote = QStringLiteral("결론.");
        remark.line = 1;
        f.remarks.append(remark);
        QVERIFY(f.write(ReviewFile::pathFor(tw.abs(kCase))));
        DocumentReview r = reviewOf(tw, kCase);
        QCOMPARE(r.failedGates(), QStringList{QStringLiteral("remarks")});
        const GateItem& item = r.gate(QStringLiteral("remarks"))->failures[0];
        QCOMPARE(item.code, QStringLiteral("review-remark-open"));
        QVERIFY(item.line > 11);  // anchored at its quote in the body, not where it said
        f.remarks[0].resolved = true;
        QVERIFY(f.write(ReviewFile::pathFor(tw.abs(kCase))));
        QVERIFY(reviewOf(tw, kCase).passed());
    }

    void citedProbeMustBeReproducedForTheCurrentFiles() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase(),
                       QStringLiteral("evidence:\n  - ../../final/evidence/raw/p.txt\n"));
        tw.write(QStringLiteral("final/evidence/raw/p.txt"), QByteArray("UPDATE 1\nexit 0\n"));
        tw.write(QStringLiteral("final/evidence/probes/p.probe.yaml"), QByteArray("title: p\n"));
        acknowledgeAll(tw, reviewOf(tw, kCase));
        DocumentReview r = reviewOf(tw, kCase);
        QCOMPARE(r.failedGates(), QStringList{QStringLiteral("replay")});
        QCOMPARE(r.gate(QStringLiteral("replay"))->failures[0].code,
                 QStringLiteral("replay-never"));
        QCOMPARE(r.gate(QStringLiteral("replay"))->failures[0].target,
                 QStringLiteral("final/evidence/probes/p.probe.yaml"));

        LedgerEntry e = ReplayLedger::currentHashes(tw.root(), QStringLiteral("p"), {});
        e.when = QDateTime::currentDateTimeUtc();
        e.verdict = QStringLiteral("reproduced");
        QVERIFY(ReplayLedger::append(ReplayLedger::path(tw.root(), QStringLiteral("p")), e));
        r = reviewOf(tw, kCase);
        QVERIFY2(r.passed(), qPrintable(failures(r)));

        tw.write(QStringLiteral("final/evidence/probes/p.probe.yaml"), QByteArray("title: p2\n"));
        r = reviewOf(tw, kCase);
        QCOMPARE(r.gate(QStringLiteral("replay"))->failures[0].code,
                 QStringLiteral("replay-changed"));
    }

    void publishRefusedChangesNothingAllowedChangesOnlyTheStatusLine() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase(QStringLiteral("- 재현하지 않았다.\n")));
        const QByteArray before = readBytes(tw.abs(kCase));
        QString error;
        auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
        PublishOutcome r = Publisher::publish(*ws, kCase, QStringLiteral("kim"), false, {});
        QVERIFY(r.refused);
        QVERIFY(!r.ok);
        QCOMPARE(readBytes(tw.abs(kCase)), before);
        QVERIFY(!QFileInfo::exists(ReviewFile::pathFor(tw.abs(kCase))));

        acknowledgeAll(tw, r.review);
        ws = loadCheckedWorkspace(tw.root(), {}, &error);
        r = Publisher::publish(*ws, kCase, QStringLiteral("kim"), false, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        const QByteArray after = readBytes(tw.abs(kCase));
        QByteArray expected = before;
        expected.replace("status: 게시 전\n", "status: 게시\n");
        QCOMPARE(after, expected);
        const ReviewFile file = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        QCOMPARE(file.publications.size(), 1);
        QCOMPARE(file.publications[0].by, QStringLiteral("kim"));
        QCOMPARE(file.publications[0].passedGates, ReviewGates::ids());
        QVERIFY(!file.publications[0].forced);

        ws = loadCheckedWorkspace(tw.root(), {}, &error);
        r = Publisher::unpublish(*ws, kCase, QStringLiteral("lee"), QStringLiteral("다시 본다"));
        QVERIFY(r.ok);
        QCOMPARE(readBytes(tw.abs(kCase)), before);
    }

    void forcedPublishNeedsAReasonAndRecordsIt() {
        TempWorkspace tw;
        writeWorkspace(tw, fullCase(QStringLiteral("- 재현하지 않았다.\n")));
        QString error;
        const auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
        QVERIFY(!Publisher::publish(*ws, kCase, QStringLiteral("kim"), true, {}).ok);
        const PublishOutcome r =
            Publisher::publish(*ws, kCase, QStringLiteral("kim"), true, QStringLiteral("마감"));
        QVERIFY2(r.ok, qPrintable(r.error));
        const ReviewFile file = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        QVERIFY(file.publications[0].forced);
        QCOMPARE(file.publications[0].reason, QStringLiteral("마감"));
        QCOMPARE(file.publications[0].failedGates, QStringList{QStringLiteral("debt")});
    }

    // An acknowledgement keeps the hashes of what it vouches for (the cited record and figure,
    // the captions, the `확인하지 못한 것` section, the relations): prose edited elsewhere keeps
    // it; a change to one of those makes it outdated, with the reason; one made before the
    // hashes were kept holds as before.
    void anAcknowledgementGoesStaleWhenWhatItVouchedForChanges() {
        TempWorkspace tw;
        const QString record = QStringLiteral("final/evidence/raw/p.txt");
        writeWorkspace(tw, fullCase(QStringLiteral("- 운영에서 재현하지 않았다.\n")),
                       QStringLiteral("evidence:\n  - ../../final/evidence/raw/p.txt\n"));
        tw.write(record, QByteArray("UPDATE 1\nexit 0\n"));
        QString error;
        auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        const Document& doc = ws->documents[ws->indexOfPath(kCase)];
        const DocumentReview before = reviewOf(tw, kCase);
        QCOMPARE(before.debt.size(), 1);
        ReviewFile f;
        f.acknowledge({before.debt[0].hash, before.debt[0].text, QStringLiteral("kim"),
                       QDateTime::currentDateTimeUtc(), VouchedParts::of(*ws, doc)});
        QVERIFY(f.write(ReviewFile::pathFor(tw.abs(kCase))));
        QVERIFY(reviewOf(tw, kCase).gate(QStringLiteral("debt"))->passed);

        // Prose elsewhere: still acknowledged.
        const QByteArray original = readBytes(tw.abs(kCase));
        tw.write(kCase, QByteArray(original).replace("## 본문\n본문.", "## 본문\n본문을 고쳤다."));
        QVERIFY(reviewOf(tw, kCase).gate(QStringLiteral("debt"))->passed);

        // The record: outdated, naming it.
        tw.write(record, QByteArray("UPDATE 2\nexit 0\n"));
        const DocumentReview review3 = reviewOf(tw, kCase);  // alive while g is used
        const Gate* g = review3.gate(QStringLiteral("debt"));
        QVERIFY(!g->passed);
        QCOMPARE(g->failures.value(0).code, QStringLiteral("debt-ack-outdated"));
        QVERIFY2(g->failures[0].message.contains(QStringLiteral("the record ") + record +
                                                 QStringLiteral(" changed")),
                 qPrintable(g->failures[0].message));
        tw.write(record, QByteArray("UPDATE 1\nexit 0\n"));
        QVERIFY(reviewOf(tw, kCase).gate(QStringLiteral("debt"))->passed);

        // The relations and the section each count.
        tw.write(kCase, QByteArray(original).replace("쓴 개념.", "다른 설명."));
        QVERIFY2(reviewOf(tw, kCase)
                     .gate(QStringLiteral("debt"))
                     ->failures.value(0)
                     .message.contains(QStringLiteral("the relations changed")),
                 qPrintable(failures(reviewOf(tw, kCase))));
        tw.write(kCase,
                 QByteArray(original).replace("- 운영에서 재현하지 않았다.\n",
                                              "- 운영에서 재현하지 않았다.\n\n추가 설명.\n"));
        QVERIFY2(reviewOf(tw, kCase)
                     .gate(QStringLiteral("debt"))
                     ->failures.value(0)
                     .message.contains(QStringLiteral("the section 확인하지 못한 것 changed")),
                 qPrintable(failures(reviewOf(tw, kCase))));

        // Acknowledged again (the newest stands in the log), it holds for the new parts.
        tw.write(kCase, QByteArray(original).replace("쓴 개념.", "다른 설명."));
        auto again = loadCheckedWorkspace(tw.root(), {}, &error);
        ReviewFile g2 = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        g2.acknowledge({before.debt[0].hash, before.debt[0].text, QStringLiteral("lee"),
                        QDateTime::currentDateTimeUtc().addSecs(1),
                        VouchedParts::of(*again, again->documents[again->indexOfPath(kCase)])});
        QVERIFY(g2.write(ReviewFile::pathFor(tw.abs(kCase))));
        QVERIFY(reviewOf(tw, kCase).gate(QStringLiteral("debt"))->passed);
        QCOMPARE(ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)))->acknowledgements.size(), 1);

        // An acknowledgement without hashes (made before them) holds whatever changed.
        ReviewFile old;
        old.acknowledge({before.debt[0].hash,
                         before.debt[0].text,
                         QStringLiteral("kim"),
                         QDateTime::currentDateTimeUtc(),
                         {}});
        QFile::remove(ReviewFile::pathFor(tw.abs(kCase)));
        QVERIFY(old.write(ReviewFile::pathFor(tw.abs(kCase))));
        tw.write(record, QByteArray("UPDATE 3\nexit 0\n"));
        QVERIFY(reviewOf(tw, kCase).gate(QStringLiteral("debt"))->passed);
    }
};

QTEST_GUILESS_MAIN(TestReviewGates)
#include "tst_reviewgates.moc"
