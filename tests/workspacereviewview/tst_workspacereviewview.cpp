// WorkspaceReviewView offscreen on a workspace on disk: one row per document with its gate
// summary; the filters and the sort (Korean order, counts as numbers); the debt tree grouped by
// topic then document with counts, acknowledged items hidden by default; activating a row
// jumps; a hidden view reviews nothing until shown; files changed outside the studio (a ledger,
// a review file) are followed.
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>

#include "checkedworkspace.h"
#include "replayledger.h"
#include "reviewfile.h"
#include "tempworkspace.h"
#include "workspacereviewfilter.h"
#include "workspacereviewmodel.h"
#include "workspacereviewview.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kConcept = QStringLiteral("t/concept/concept-k.md");
const QString kCase = QStringLiteral("t/case/case-c.md");
const QString kRule = QStringLiteral("a/rule/rule-r.md");
const QString kDebtText = QStringLiteral("운영에서 재현하지 않았다.");

void writeWorkspace(const TempWorkspace& tw) {
    tw.write(kConcept, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"),
                                   QStringLiteral("하나 개념"), QStringLiteral("t"), {},
                                   QStringLiteral("# 하나 개념\n\n## 본문\n내용.\n")));
    tw.write(kCase, markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"),
                                QStringLiteral("나중 사례"), QStringLiteral("t"), {},
                                caseBody(QStringLiteral("나중 사례"),
                                         QStringLiteral("- **하나 개념**\n쓴 개념.\n"),
                                         QStringLiteral("확인하지 못한 것")) +
                                    QStringLiteral("## 확인하지 못한 것\n- ") + kDebtText +
                                    QStringLiteral("\n- 부하에서 관측하지 않았다.\n")));
    tw.write(
        kRule,
        markdownDoc(QStringLiteral("RULE"), QStringLiteral("r"), QStringLiteral("가장 앞 규칙"),
                    QStringLiteral("a"), {}, QStringLiteral("# 가장 앞 규칙\n\n## 본문\n내용.\n"))
            .replace(QStringLiteral("status: 게시 전"), QStringLiteral("status: 게시")));
}

int lineOf(const TempWorkspace& tw, const QString& rel, const QString& text) {
    QFile f(tw.abs(rel));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(text)) return i + 1;
    return -1;
}

QStringList column(const QTableView* table, int col) {
    QStringList out;
    for (int r = 0; r < table->model()->rowCount(); ++r)
        out << table->model()->index(r, col).data().toString();
    return out;
}

}  // namespace

class TestWorkspaceReviewView : public QObject {
    Q_OBJECT

    std::shared_ptr<const Workspace> load(const TempWorkspace& tw) {
        QString error;
        auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
        if (!ws) qWarning("load failed: %s", qPrintable(error));
        return ws ? std::make_shared<const Workspace>(std::move(*ws)) : nullptr;
    }

    // Shows `view` on `ws` and waits for its review.
    bool showReviewed(WorkspaceReviewView& view, std::shared_ptr<const Workspace> ws) {
        QSignalSpy updated(&view, &WorkspaceReviewView::reviewUpdated);
        view.setWorkspace(std::move(ws));
        view.show();
        return updated.count() > 0 || updated.wait(20000);
    }

    // Acknowledges the case's first debt item as the Review panel does (the review file written).
    bool acknowledgeFirstDebtItem(const WorkspaceReviewView& view, const TempWorkspace& tw) {
        const DocumentReview* r = nullptr;
        auto* model = qobject_cast<WorkspaceReviewModel*>(view.filter()->sourceModel());
        for (const DocumentReview& each : model->reviews())
            if (each.path == kCase) r = &each;
        if (!r || r->debt.size() != 2) return false;
        ReviewFile f;
        f.acknowledgements.append({r->debt[0].hash,
                                   r->debt[0].text,
                                   QStringLiteral("kim"),
                                   QDateTime::currentDateTimeUtc(),
                                   {}});
        return f.write(ReviewFile::pathFor(tw.abs(kCase)));
    }

private slots:
    void listsEveryDocumentWithItsGateSummary() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        QTableView* t = view.documentTable();
        QCOMPARE(t->model()->rowCount(), 3);
        // Titles in Korean dictionary order: 가 < 나 < 하.
        QCOMPARE(column(t, WorkspaceReviewModel::Title),
                 (QStringList{QStringLiteral("가장 앞 규칙"), QStringLiteral("나중 사례"),
                              QStringLiteral("하나 개념")}));
        const QStringList gates = column(t, WorkspaceReviewModel::Gates);
        QVERIFY2(gates[1].contains(QStringLiteral("debt")), qPrintable(gates[1]));
        QVERIFY2(!gates[2].contains(QStringLiteral("failed")), qPrintable(gates[2]));
        QCOMPARE(column(t, WorkspaceReviewModel::Debt)[1], QStringLiteral("2 of 2 open"));
        QVERIFY2(view.summaryLabel()->text().contains(QStringLiteral("2 debt item")),
                 qPrintable(view.summaryLabel()->text()));
    }

    void filtersByStatusTopicKindAndFailing() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        QTableView* t = view.documentTable();
        view.statusFilter()->setCurrentIndex(view.statusFilter()->findData(QStringLiteral("게시")));
        QCOMPARE(column(t, WorkspaceReviewModel::Title),
                 QStringList{QStringLiteral("가장 앞 규칙")});
        view.statusFilter()->setCurrentIndex(0);
        view.topicFilter()->setCurrentIndex(view.topicFilter()->findData(QStringLiteral("t")));
        QCOMPARE(t->model()->rowCount(), 2);
        view.kindFilter()->setCurrentIndex(view.kindFilter()->findData(QStringLiteral("case")));
        QCOMPARE(column(t, WorkspaceReviewModel::Title), QStringList{QStringLiteral("나중 사례")});
        view.kindFilter()->setCurrentIndex(0);
        view.topicFilter()->setCurrentIndex(0);
        view.failingOnly()->setChecked(true);
        for (int r = 0; r < t->model()->rowCount(); ++r)
            QVERIFY(!t->model()->index(r, 0).data(WorkspaceReviewModel::PassedRole).toBool());
        QVERIFY(t->model()->rowCount() >= 1);
        QVERIFY(t->model()->rowCount() < 3);
    }

    void sortsCountsAsNumbers() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        QTableView* t = view.documentTable();
        t->sortByColumn(WorkspaceReviewModel::Debt, Qt::DescendingOrder);
        QCOMPARE(t->model()->index(0, 0).data(WorkspaceReviewModel::PathRole).toString(), kCase);
        t->sortByColumn(WorkspaceReviewModel::Title, Qt::DescendingOrder);
        QCOMPARE(t->model()->index(0, 0).data().toString(), QStringLiteral("하나 개념"));
    }

    void debtIsGroupedByTopicAndDocumentAndJumpsToItsLine() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        QTreeWidget* tree = view.debtTree();
        QCOMPARE(tree->topLevelItemCount(), 1);  // topic `a` has no debt
        QTreeWidgetItem* topic = tree->topLevelItem(0);
        QCOMPARE(topic->text(0), QStringLiteral("t (2)"));
        QCOMPARE(topic->childCount(), 1);
        QTreeWidgetItem* doc = topic->child(0);
        QCOMPARE(doc->text(0), QStringLiteral("나중 사례 (2)"));
        QCOMPARE(doc->childCount(), 2);
        QTreeWidgetItem* item = doc->child(0);
        QCOMPARE(item->text(0), kDebtText);
        QSignalSpy jumped(&view, &WorkspaceReviewView::locationActivated);
        emit tree->itemActivated(item, 0);
        QCOMPARE(jumped.count(), 1);
        QCOMPARE(jumped[0][0].toString(), kCase);
        QCOMPARE(jumped[0][1].toInt(), lineOf(tw, kCase, kDebtText));
    }

    void acknowledgedDebtIsHiddenUnlessAsked() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        // Acknowledge the first item, and review again.
        QVERIFY(acknowledgeFirstDebtItem(view, tw));
        QVERIFY(showReviewed(view, load(tw)));
        QTreeWidgetItem* doc = view.debtTree()->topLevelItem(0)->child(0);
        QCOMPARE(doc->childCount(), 1);
        QVERIFY(!doc->child(0)->text(0).contains(kDebtText));
        view.openDebtOnly()->setChecked(false);
        doc = view.debtTree()->topLevelItem(0)->child(0);
        QCOMPARE(doc->childCount(), 2);
        QVERIFY(doc->child(0)->text(0).contains(kDebtText));
        QVERIFY(doc->child(0)->text(0).startsWith(QStringLiteral("✓")));
    }

    void documentRowOpensItsDocument() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        QSignalSpy opened(&view, &WorkspaceReviewView::documentActivated);
        emit view.documentTable()->activated(view.documentTable()->model()->index(0, 0));
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened[0][0].toString(), kRule);
    }

    void hiddenViewReviewsNothingUntilShown() {
        TempWorkspace tw;
        writeWorkspace(tw);
        WorkspaceReviewView view;
        QSignalSpy updated(&view, &WorkspaceReviewView::reviewUpdated);
        view.setWorkspace(load(tw));
        QTest::qWait(200);
        QVERIFY(!view.isBusy());
        QCOMPARE(updated.count(), 0);
        QCOMPARE(view.documentTable()->model()->rowCount(), 0);
        view.show();
        QVERIFY(updated.wait(20000));
        QCOMPARE(view.documentTable()->model()->rowCount(), 3);
    }

    // A replay run in a terminal (the ledger made, then appended to) and an acknowledgement made
    // by `techlog debt` or a merge (the review file written whole) turn the rows, with no call.
    void gatesFollowFilesChangedOutsideTheStudio() {
        TempWorkspace tw;
        writeWorkspace(tw);
        QFile caseFile(tw.abs(kCase));
        QVERIFY(caseFile.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(caseFile.readAll());
        caseFile.close();
        text.replace(
            QStringLiteral("status: 게시 전"),
            QStringLiteral("status: 게시 전\nevidence:\n  - ../../final/evidence/raw/p.txt"));
        tw.write(kCase, text.toUtf8());
        tw.write(QStringLiteral("final/evidence/raw/p.txt"), QByteArray("UPDATE 1\nexit 0\n"));
        tw.write(QStringLiteral("final/evidence/probes/p.probe.yaml"), QByteArray("title: p\n"));
        WorkspaceReviewView view;
        QVERIFY(showReviewed(view, load(tw)));
        auto caseRow = [&] {
            const QStringList titles = column(view.documentTable(), WorkspaceReviewModel::Title);
            return int(titles.indexOf(QStringLiteral("나중 사례")));
        };
        auto cell = [&](int col) { return column(view.documentTable(), col).value(caseRow()); };
        QVERIFY2(cell(WorkspaceReviewModel::Gates).contains(QStringLiteral("replay")),
                 qPrintable(cell(WorkspaceReviewModel::Gates)));
        QCOMPARE(cell(WorkspaceReviewModel::Debt), QStringLiteral("2 of 2 open"));

        LedgerEntry e = ReplayLedger::currentHashes(tw.root(), QStringLiteral("p"), {});
        e.when = QDateTime::currentDateTimeUtc();
        e.verdict = QStringLiteral("reproduced");
        const QString ledger = ReplayLedger::path(tw.root(), QStringLiteral("p"));
        QVERIFY(ReplayLedger::append(ledger, e));
        QTRY_VERIFY_WITH_TIMEOUT(
            !cell(WorkspaceReviewModel::Gates).contains(QStringLiteral("replay")), 20000);
        e.when = e.when.addSecs(1);
        e.verdict = QStringLiteral("differs");
        QVERIFY(ReplayLedger::append(ledger, e));
        QTRY_VERIFY_WITH_TIMEOUT(
            cell(WorkspaceReviewModel::Gates).contains(QStringLiteral("replay")), 20000);

        QVERIFY(acknowledgeFirstDebtItem(view, tw));
        QTRY_COMPARE_WITH_TIMEOUT(cell(WorkspaceReviewModel::Debt), QStringLiteral("1 of 2 open"),
                                  20000);
    }
};

QTEST_MAIN(TestWorkspaceReviewView)
#include "tst_workspacereviewview.moc"
