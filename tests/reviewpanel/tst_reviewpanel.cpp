// ReviewPanel over a real checked workspace on disk; every write goes through the panel.
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QSvgWidget>
#include <QTabWidget>
#include <QTreeWidget>
#include <QtTest>

#include "checkedworkspace.h"
#include "documentmove.h"
#include "figurecompareview.h"
#include "gitrepository.h"
#include "messagecatalogue.h"
#include "recorddiffview.h"
#include "replayledger.h"
#include "reviewfile.h"
#include "reviewpanel.h"
#include "screenshot.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("t/case/case-c.md");

void writeWorkspace(const TempWorkspace& tw, const QString& extra = {}) {
    tw.write(
        QStringLiteral("t/concept/concept-k.md"),
        markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념이다"),
                    QStringLiteral("t"), {}, QStringLiteral("# 개념이다\n\n## 본문\n내용.\n")));
    tw.write(
        kCase,
        markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례다"),
                    QStringLiteral("t"), extra,
                    QStringLiteral(
                        "# 사례다\n\n## 관계\n- **개념이다**\n쓴 개념.\n\n## 문제\n문제.\n\n"
                        "## 결론\n결론.\n\n## 검증 환경\n환경.\n\n## 재현 조건\n조건.\n\n"
                        "## 본문\n본문.\n\n## 확인하지 못한 것\n- 운영에서 재현하지 않았다.\n")));
}

std::shared_ptr<const Workspace> load(const TempWorkspace& tw) {
    QString error;
    auto ws = loadCheckedWorkspace(tw.root(), {}, &error);
    return ws ? std::make_shared<const Workspace>(std::move(*ws)) : nullptr;
}

QTreeWidgetItem* gateItem(QTreeWidget* tree, const QString& id) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, Qt::UserRole + 3).toString() == id)
            return tree->topLevelItem(i);
    return nullptr;
}

}  // namespace

class TestReviewPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        // The reviewer's name is a studio setting: the test's own, never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QSettings(QStringLiteral("techlog"), QStringLiteral("techlog-studio")).clear();
        qunsetenv("TECHLOG_REVIEWER");
    }

    // "Reviewer…" sets the name acknowledgements record, over git's user.name, which is the
    // default; cleared, git's name comes back.
    void reviewerButtonSetsTheRecordedName() {
        TempWorkspace tw;
        writeWorkspace(tw);
        Repository repo(tw.root());
        // Both set here: the machine's own git config may have either.
        repo.setConfig("user.name", QStringLiteral("김리뷰"));
        repo.setConfig("user.email", QStringLiteral("kim@example.com"));
        ReviewPanel panel;
        panel.resize(800, 600);
        static_cast<QWidget&>(panel).show();  // ReviewPanel::show(Result) hides it
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        QString offered = QStringLiteral("(not asked)");
        std::optional<QString> answer = QStringLiteral("이검토");
        panel.setReviewerPrompt([&](QWidget*, const QString& current) {
            offered = current;
            return answer;
        });
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        const QString file = ReviewFile::pathFor(tw.abs(kCase));
        auto acknowledge = [&] {
            QTreeWidgetItem* debt = gateItem(panel.gateTree(), QStringLiteral("debt"));
            QVERIFY(debt && debt->childCount() == 1);
            panel.gateTree()->setCurrentItem(debt->child(0));
            QVERIFY(panel.acknowledgeSelected());
            QVERIFY(changed.wait(20000));
        };
        // git's name by default.
        acknowledge();
        QCOMPARE(ReviewFile::read(file)->acknowledgements.value(0).by,
                 QStringLiteral("김리뷰 <kim@example.com>"));
        QFile::remove(file);
        // The button, clicked: the name asked for is recorded.
        QTest::mouseClick(panel.reviewerButton(), Qt::LeftButton);
        QCOMPARE(offered, QString());
        QVERIFY(panel.lastMessage().contains(QStringLiteral("이검토")));
        acknowledge();
        QCOMPARE(ReviewFile::read(file)->acknowledgements.value(0).by, QStringLiteral("이검토"));
        // Asked again, it offers the name set; cleared, git's name is back; cancelled, nothing.
        answer = QString();
        QTest::mouseClick(panel.reviewerButton(), Qt::LeftButton);
        QCOMPARE(offered, QStringLiteral("이검토"));
        answer = std::nullopt;
        QTest::mouseClick(panel.reviewerButton(), Qt::LeftButton);
        QCOMPARE(offered, QString());
        QFile::remove(file);
        acknowledge();
        QCOMPARE(ReviewFile::read(file)->acknowledgements.value(0).by,
                 QStringLiteral("김리뷰 <kim@example.com>"));
    }

    void gatesShownCauseJumpsAcknowledgeThenPublish() {
        TempWorkspace tw;
        writeWorkspace(tw);
        ReviewPanel panel;
        panel.resize(800, 600);
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        QSignalSpy jumped(&panel, &ReviewPanel::locationActivated);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        QCOMPARE(panel.gateTree()->topLevelItemCount(), 7);
        QTreeWidgetItem* debt = gateItem(panel.gateTree(), QStringLiteral("debt"));
        QVERIFY(debt);
        QVERIFY(debt->text(0).startsWith(QStringLiteral("✗")));
        QVERIFY(gateItem(panel.gateTree(), QStringLiteral("relations"))
                    ->text(0)
                    .startsWith(QStringLiteral("✓")));
        QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("1 of 7 gates fail")));
        QVERIFY(
            panel.changesView()->toPlainText().contains(QStringLiteral("Not in a git repository")));

        // A failure jumps to its cause.
        QTreeWidgetItem* item = debt->child(0);
        emit panel.gateTree()->itemActivated(item, 0);
        QCOMPARE(jumped.size(), 1);
        QCOMPARE(jumped[0][0].toString(), kCase);
        const QList<QByteArray> lines = readBytes(tw.abs(kCase)).split('\n');
        QCOMPARE(lines.value(jumped[0][1].toInt() - 1), QByteArray("- 운영에서 재현하지 않았다."));

        // Publish says beforehand that it would be refused: disabled, the failing gate in its
        // tooltip; triggered anyway (a key, the form), it says so and the file's bytes stay.
        QVERIFY(!panel.publishButton()->isEnabled());
        QVERIFY2(panel.publishButton()->toolTip().contains(QStringLiteral("debt")),
                 qPrintable(panel.publishButton()->toolTip()));
        const QByteArray before = readBytes(tw.abs(kCase));
        QVERIFY(!panel.publish(false));
        QVERIFY2(panel.lastMessage().contains(QStringLiteral("Not published")) &&
                     panel.lastMessage().contains(QStringLiteral("debt")),
                 qPrintable(panel.lastMessage()));
        QCOMPARE(panel.summaryLabel()->text(), panel.lastMessage());
        QCOMPARE(readBytes(tw.abs(kCase)), before);
        QVERIFY(!QFileInfo::exists(ReviewFile::pathFor(tw.abs(kCase))));

        // Acknowledge the item, reload, and the gate passes; then publishing is allowed.
        panel.gateTree()->setCurrentItem(item);
        QVERIFY(panel.acknowledgeSelected());
        QVERIFY(changed.wait(20000));
        QCOMPARE(ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)))->acknowledgements.size(), 1);
        updated.clear();
        panel.setWorkspace(load(tw));
        QVERIFY(updated.wait(20000));
        QVERIFY(panel.review().passed());
        QVERIFY(panel.publishButton()->isEnabled());
        QVERIFY(panel.publish(false));
        QVERIFY(changed.wait(20000));
        QVERIFY2(panel.lastMessage().startsWith(QStringLiteral("Published")),
                 qPrintable(panel.lastMessage()));
        QVERIFY(readBytes(tw.abs(kCase)).contains("\nstatus: 게시\n"));
    }

    // Publishing with unsaved edits asks first; Cancel changes nothing; "Save and Publish" asks
    // the lead to save and publishes only once the saved file is loaded, never before.
    void publishWithUnsavedEditsSavesFirst() {
        TempWorkspace tw;
        writeWorkspace(tw);
        QString caseText = QString::fromUtf8(readBytes(tw.abs(kCase)));
        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        QSignalSpy saveRequested(&panel, &ReviewPanel::saveRequested);
        bool unsaved = true;
        int asked = 0;
        bool answer = false;
        panel.setUnsavedEdits([&](const QString& path) { return path == kCase && unsaved; });
        panel.setSavePrompt([&](QWidget*, const QString&, bool) {
            ++asked;
            return answer;
        });
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        // The one debt item acknowledged (a review file, not the document): every gate passes.
        panel.gateTree()->setCurrentItem(
            gateItem(panel.gateTree(), QStringLiteral("debt"))->child(0));
        QVERIFY(panel.acknowledgeSelected());
        QVERIFY(changed.wait(20000));
        changed.clear();
        updated.clear();
        panel.setWorkspace(load(tw));
        QVERIFY(updated.wait(20000));
        QVERIFY2(panel.review().passed(), qPrintable(panel.summaryLabel()->text()));
        const QByteArray before = readBytes(tw.abs(kCase));

        QVERIFY(!panel.publish(false));  // Cancel
        QCOMPARE(asked, 1);
        QCOMPARE(saveRequested.size(), 0);
        QVERIFY(!panel.publishPending());

        answer = true;
        QVERIFY(panel.publish(false));
        QCOMPARE(asked, 2);
        QCOMPARE(saveRequested.size(), 1);
        QCOMPARE(saveRequested[0][0].toString(), kCase);
        // A workspace that comes before the save (the live check of an earlier key) publishes
        // nothing.
        panel.setWorkspace(load(tw));
        QVERIFY(!changed.wait(300));
        QCOMPARE(readBytes(tw.abs(kCase)), before);
        // The lead saved (the buffer's new line) and loaded the workspace again: published.
        caseText.replace(QStringLiteral("본문.\n"), QStringLiteral("본문. 저장한 줄.\n"));
        tw.write(kCase, caseText);
        unsaved = false;
        panel.documentSaved(kCase);
        panel.setWorkspace(load(tw));
        QVERIFY(changed.wait(20000));
        QVERIFY2(panel.lastMessage().startsWith(QStringLiteral("Published")),
                 qPrintable(panel.lastMessage()));
        const QByteArray after = readBytes(tw.abs(kCase));
        QVERIFY(after.contains("\nstatus: 게시\n"));
        QVERIFY(after.contains("저장한 줄."));
        QCOMPARE(ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)))->publications.size(), 1);
    }

    void changedFigureIsShownAsItWasAndAsItIs() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString figure = QStringLiteral("final/evidence/rendered/rec.svg");
        const QString record = QStringLiteral("final/evidence/raw/rec.txt");
        tw.write(kCase, markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"),
                                    QStringLiteral("사례다"), QStringLiteral("t"),
                                    QStringLiteral("assets:\n  - key: rec\n    file: ../../") +
                                        figure + QStringLiteral("\nevidence:\n  - ../../") +
                                        record + QStringLiteral("\n"),
                                    QStringLiteral("# 사례다\n\n## 본문\n:::evidence key=\"rec\" "
                                                   "alt=\"기록\" caption=\"기록\"\n:::\n")));
        auto svg = [](const char* fill) {
            return QByteArray(
                       "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" "
                       "height=\"40\"><rect width=\"100\" height=\"40\" fill=\"") +
                   fill + "\"/></svg>";
        };
        tw.write(record, QByteArray("$ true\nexit 0\n"));
        tw.write(figure, svg("#cccccc"));
        Repository repo(tw.root());
        repo.commit({kCase, record, figure, QStringLiteral("t/concept/concept-k.md")}, "first",
                    1700000000);
        tw.write(figure, svg("#336699"));

        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        FigureCompareView* figures = panel.figureView();
        QCOMPARE(figures->pairCount(), 1);
        QVERIFY(figures->beforeView(0) && figures->afterView(0));
        QVERIFY(figures->beforeView(0)->renderer()->isValid());
        QVERIFY(figures->afterView(0)->renderer()->isValid());
        QVERIFY(panel.changesView()->toPlainText().contains(figure));
        panel.resize(900, 640);
        panel.QWidget::show();
        panel.historyTabs()->setCurrentWidget(figures);
        screenshot(&panel, QStringLiteral("review-03-figure-then-and-now"));

        // The figure back as it was: nothing to compare.
        tw.write(figure, svg("#cccccc"));
        panel.setWorkspace(load(tw));
        QVERIFY(updated.wait(20000));
        QCOMPARE(figures->pairCount(), 0);
    }

    // The road a reviewer walks, in the panel over a git repository: published through the
    // gates (debt acknowledged, Publish clicked), committed; the body edited, committed; the
    // document moved to another slug (DocumentMove, as Edit > Move Document… does), committed.
    // The panel on the moved document names the move and still shows the edit made before it.
    void publishedEditedThenMovedShowsTheMoveAndTheEdit() {
        TempWorkspace tw;
        writeWorkspace(tw);
        Repository repo(tw.root());
        ReviewPanel panel;
        panel.resize(900, 640);
        panel.QWidget::show();
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        panel.gateTree()->setCurrentItem(
            gateItem(panel.gateTree(), QStringLiteral("debt"))->child(0));
        QVERIFY(panel.acknowledgeSelected());
        QVERIFY(changed.wait(20000));
        updated.clear();
        panel.setWorkspace(load(tw));
        QVERIFY(updated.wait(20000));
        QTRY_VERIFY(panel.publishButton()->isEnabled());
        screenshot(&panel, QStringLiteral("review-01-gates-pass"));
        QTest::mouseClick(panel.publishButton(), Qt::LeftButton);
        QVERIFY(changed.wait(20000));
        QVERIFY(readBytes(tw.abs(kCase)).contains("\nstatus: 게시\n"));
        const QString caseReview = ReviewFile::pathFor(tw.abs(kCase));
        repo.commit({kCase, QStringLiteral("t/concept/concept-k.md"),
                     QDir(tw.root()).relativeFilePath(caseReview)},
                    "published", 1700000000);

        QByteArray edited = readBytes(tw.abs(kCase));
        edited.replace("본문.\n", "본문. 발행 뒤에 고친 문장.\n");
        tw.write(kCase, edited);
        repo.commit({kCase}, "edited", 1700000100);

        const auto ws = load(tw);
        const DocumentMove::Plan move =
            DocumentMove::plan(*ws, kCase, QStringLiteral("moved"), {}, {});
        QVERIFY2(move.ok(), qPrintable(move.problems.join(u'\n')));
        QString error;
        QVERIFY2(DocumentMove::apply(*ws, move, &error), qPrintable(error));
        QStringList moved;
        for (const DocumentMove::Move& m : move.moves) moved << m.from << m.to;
        repo.commit(moved, "moved", 1700000200);

        updated.clear();
        panel.setWorkspace(load(tw));
        panel.setDocument(move.target);
        QVERIFY(updated.wait(20000));
        const QString changes = panel.changesView()->toPlainText();
        QVERIFY2(
            changes.contains(QStringLiteral("Moved since then: %1 -> %2").arg(kCase, move.target)),
            qPrintable(changes));
        QVERIFY2(changes.contains(QStringLiteral("발행 뒤에 고친 문장")), qPrintable(changes));
        screenshot(&panel, QStringLiteral("review-02-moved-since-publication"));
    }

    // In Korean the gates are named in Korean (the ids stay the CLI's and the docs').
    void gatesAreNamedInTheLanguageShown() {
        MessageCatalogue korean;
        QVERIFY(korean.installKorean());
        TempWorkspace tw;
        writeWorkspace(tw);
        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        QStringList shown;
        for (int i = 0; i < panel.gateTree()->topLevelItemCount(); ++i)
            shown << panel.gateTree()->topLevelItem(i)->text(0);
        QVERIFY2(shown.contains(QStringLiteral("✓ 진단")), qPrintable(shown.join(u'|')));
        QVERIFY2(shown.join(u'|').contains(QStringLiteral("✗ 검증 부채")),
                 qPrintable(shown.join(u'|')));
        QVERIFY(!shown.join(u'|').contains(QStringLiteral("debt")));
        QVERIFY(panel.publishButton()->toolTip().contains(QStringLiteral("검증 부채")));
    }

    void sourceSinceTheBaseIsSideBySideWithChangedWordsMarked() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QByteArray first = readBytes(tw.abs(kCase));
        Repository repo(tw.root());
        repo.commit({kCase, QStringLiteral("t/concept/concept-k.md")}, "first", 1700000000);
        QByteArray now = first;
        now.append("\n추가한 문단 하나.\n");
        tw.write(kCase, now);

        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        RecordDiffView* diff = panel.sourceDiffView();
        // (The view shows the lines; a final line end is not one.)
        QCOMPARE(diff->recordedEdit()->toPlainText().trimmed(), QString::fromUtf8(first).trimmed());
        QCOMPARE(diff->newEdit()->toPlainText().trimmed(), QString::fromUtf8(now).trimmed());
        QVERIFY(diff->hasDifferences());
        QVERIFY(diff->changedRecordedLines().isEmpty());
        QVERIFY(!diff->changedNewLines().isEmpty());

        // A word changed within a line: both sides marked, the words named.
        const QByteArray edited = QByteArray(first).replace("사례다", "사건이다");
        QVERIFY(edited != first);
        tw.write(kCase, edited);
        panel.setWorkspace(load(tw));
        QVERIFY(updated.wait(20000));
        QVERIFY(!diff->changedRecordedLines().isEmpty());
        QVERIFY(diff->changedWordsLeft().join(u' ').contains(QStringLiteral("사례다")));
        QVERIFY(diff->changedWordsRight().join(u' ').contains(QStringLiteral("사건이다")));

        // Unchanged since: nothing marked.
        tw.write(kCase, first);
        panel.setWorkspace(load(tw));
        QVERIFY(updated.wait(20000));
        QVERIFY(!diff->hasDifferences());
    }

    void forcedPublishAsksForAReasonAndCancelChangesNothing() {
        TempWorkspace tw;
        writeWorkspace(tw);
        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        panel.setReasonPrompt([](QWidget*) { return QString(); });
        QVERIFY(!panel.publish(true));
        panel.setReasonPrompt([](QWidget*) { return QStringLiteral("마감"); });
        QVERIFY(panel.publish(true));
        QVERIFY(changed.wait(20000));
        const ReviewFile f = *ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)));
        QCOMPARE(f.publications.size(), 1);
        QVERIFY(f.publications[0].forced);
        QCOMPARE(f.publications[0].reason, QStringLiteral("마감"));
    }

    void remarkAddedFollowsMovedTextAndIsOrphanedWhenItIsGone() {
        TempWorkspace tw;
        writeWorkspace(tw);
        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        const QList<QByteArray> lines = readBytes(tw.abs(kCase)).split('\n');
        const int line = int(lines.indexOf(QByteArray("결론."))) + 1;
        QVERIFY(panel.addRemark(QStringLiteral("결론."), line, QStringLiteral("근거는?")));
        QVERIFY(changed.wait(20000));
        auto remarkRow = [&]() -> QTreeWidgetItem* {
            updated.clear();
            panel.setWorkspace(load(tw));
            if (!updated.wait(20000)) return nullptr;
            QTreeWidgetItem* remarks = gateItem(panel.gateTree(), QStringLiteral("remarks"));
            return remarks && remarks->childCount() ? remarks->child(0) : nullptr;
        };
        QTreeWidgetItem* row = remarkRow();
        QVERIFY(row);
        QCOMPARE(row->data(0, Qt::UserRole + 1).toInt(), line);
        QCOMPARE(row->toolTip(0), QStringLiteral("review-remark-open"));

        // Two lines added above: the remark moves with its text.
        QByteArray bytes = readBytes(tw.abs(kCase));
        bytes.replace("# 사례다\n", "# 사례다\n\n추가된 줄.\n");
        QVERIFY(tw.write(kCase, bytes));
        row = remarkRow();
        QVERIFY(row);
        QCOMPARE(row->data(0, Qt::UserRole + 1).toInt(), line + 2);

        // Its text is gone: orphaned, still listed.
        bytes.replace("결론.\n", "다른 결론이다\n");
        QVERIFY(tw.write(kCase, bytes));
        row = remarkRow();
        QVERIFY(row);
        QCOMPARE(row->toolTip(0), QStringLiteral("review-remark-orphaned"));
        QCOMPARE(ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)))->remarks.size(), 1);
    }

    void openRemarkIsResolvedFromThePanel() {
        TempWorkspace tw;
        writeWorkspace(tw);
        ReviewFile f;
        Remark r;
        r.id = QStringLiteral("r1");
        r.author = QStringLiteral("kim");
        r.text = QStringLiteral("출처?");
        r.quote = QStringLiteral("결론.");
        f.remarks.append(r);
        QVERIFY(f.write(ReviewFile::pathFor(tw.abs(kCase))));
        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy changed(&panel, &ReviewPanel::changed);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        QTreeWidgetItem* remarks = gateItem(panel.gateTree(), QStringLiteral("remarks"));
        QVERIFY(remarks->text(0).startsWith(QStringLiteral("✗")));
        panel.gateTree()->setCurrentItem(remarks->child(0));
        QVERIFY(panel.resolveSelected());
        QVERIFY(changed.wait(20000));
        QVERIFY(ReviewFile::read(ReviewFile::pathFor(tw.abs(kCase)))->remarks[0].resolved);
    }

    // A replay run in a terminal appends to the probe's ledger; an acknowledgement made with
    // `techlog debt` rewrites the review file: the panel runs the gates again by itself.
    void gatesFollowFilesChangedOutsideTheStudio() {
        TempWorkspace tw;
        writeWorkspace(tw, QStringLiteral("evidence:\n  - ../../final/evidence/raw/p.txt\n"));
        tw.write(QStringLiteral("final/evidence/raw/p.txt"), QByteArray("UPDATE 1\nexit 0\n"));
        tw.write(QStringLiteral("final/evidence/probes/p.probe.yaml"), QByteArray("title: p\n"));
        ReviewPanel panel;
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        panel.setWorkspace(load(tw));
        panel.setDocument(kCase);
        QVERIFY(updated.wait(20000));
        QVERIFY(gateItem(panel.gateTree(), QStringLiteral("replay"))
                    ->text(0)
                    .startsWith(QStringLiteral("✗")));
        const QString hash = panel.review().gate(QStringLiteral("debt"))->failures.value(0).target;
        QVERIFY(!hash.isEmpty());

        // The ledger is made (the probes folder changes), as `techlog replay` makes it.
        LedgerEntry e = ReplayLedger::currentHashes(tw.root(), QStringLiteral("p"), {});
        e.when = QDateTime::currentDateTimeUtc();
        e.verdict = QStringLiteral("reproduced");
        QVERIFY(ReplayLedger::append(ReplayLedger::path(tw.root(), QStringLiteral("p")), e));
        QTRY_VERIFY_WITH_TIMEOUT(gateItem(panel.gateTree(), QStringLiteral("replay"))
                                     ->text(0)
                                     .startsWith(QStringLiteral("✓")),
                                 20000);
        // A second entry is appended to the existing ledger (the file itself changes).
        const QString ledger = ReplayLedger::path(tw.root(), QStringLiteral("p"));
        e.when = e.when.addSecs(1);
        e.verdict = QStringLiteral("differs");
        QVERIFY(ReplayLedger::append(ledger, e));
        QTRY_VERIFY_WITH_TIMEOUT(gateItem(panel.gateTree(), QStringLiteral("replay"))
                                     ->text(0)
                                     .startsWith(QStringLiteral("✗")),
                                 20000);

        // The debt item acknowledged outside (the review file written whole, as by a merge).
        ReviewFile f;
        f.acknowledgements.append({hash,
                                   QStringLiteral("운영에서 재현하지 않았다."),
                                   QStringLiteral("kim"),
                                   QDateTime::currentDateTimeUtc(),
                                   {}});
        QVERIFY(f.write(ReviewFile::pathFor(tw.abs(kCase))));
        QTRY_VERIFY_WITH_TIMEOUT(gateItem(panel.gateTree(), QStringLiteral("debt"))
                                     ->text(0)
                                     .startsWith(QStringLiteral("✓")),
                                 20000);
    }
};

QTEST_MAIN(TestReviewPanel)
#include "tst_reviewpanel.moc"
