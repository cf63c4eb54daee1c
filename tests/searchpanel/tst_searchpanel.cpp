// SearchPanel offscreen over a loaded workspace: typing searches after a pause; results grouped
// by document (title and count) with each matching line; activating a result reports its place;
// toggling an option searches again; an invalid regular expression says so.
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

#include "searchpanel.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kA = QStringLiteral("t/concept/concept-a.md");
const QString kB = QStringLiteral("t/rule/rule-b.md");

std::shared_ptr<const Workspace> workspace(const TempWorkspace& tw) {
    tw.write(kA, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("a"),
                             QStringLiteral("갱신 개념"), QStringLiteral("t"), {},
                             QStringLiteral("# 갱신 개념\n\n## 본문\n갱신 건수가 답이다.\n"
                                            "다시 갱신 건수.\n")));
    tw.write(kB, markdownDoc(QStringLiteral("RULE"), QStringLiteral("b"), QStringLiteral("규칙"),
                             QStringLiteral("t"), {},
                             QStringLiteral("# 규칙\n\n## 본문\nUpdate count 를 본다.\n")));
    auto ws = tw.load();
    return ws ? std::make_shared<const Workspace>(std::move(*ws)) : nullptr;
}

}  // namespace

class TestSearchPanel : public QObject {
    Q_OBJECT

private slots:
    void typingShowsResultsGroupedByDocumentAndAResultOpensItsLine() {
        TempWorkspace tw;
        SearchPanel panel;
        panel.setWorkspace(workspace(tw));
        QSignalSpy finished(&panel, &SearchPanel::searchFinished);
        panel.queryEdit()->setText(QStringLiteral("갱신 건수"));  // as typed: after the pause
        QVERIFY(finished.wait(20000));
        QTreeWidget* t = panel.resultTree();
        QCOMPARE(t->topLevelItemCount(), 1);
        QCOMPARE(t->topLevelItem(0)->text(0), QStringLiteral("갱신 개념 (2)"));
        QCOMPARE(t->topLevelItem(0)->childCount(), 2);
        QTreeWidgetItem* second = t->topLevelItem(0)->child(1);
        QCOMPARE(second->text(0), QStringLiteral("다시 갱신 건수."));
        QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("2 match")));
        QSignalSpy opened(&panel, &SearchPanel::locationActivated);
        emit t->itemActivated(second, 0);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened[0][0].toString(), kA);
        QCOMPARE(second->text(1), opened[0][1].toString());
        QCOMPARE(opened[0][2].toInt(), 4);  // "다시 " then the match
    }

    void anOptionSearchesAgainAndABadPatternIsReported() {
        TempWorkspace tw;
        SearchPanel panel;
        panel.setWorkspace(workspace(tw));
        QSignalSpy finished(&panel, &SearchPanel::searchFinished);
        panel.queryEdit()->setText(QStringLiteral("update"));
        panel.searchNow();
        QVERIFY(finished.wait(20000));
        QCOMPARE(panel.resultTree()->topLevelItemCount(), 1);
        panel.caseBox()->setChecked(true);  // "Update" only: nothing
        QVERIFY(finished.wait(20000));
        QCOMPARE(panel.resultTree()->topLevelItemCount(), 0);
        panel.caseBox()->setChecked(false);
        QVERIFY(finished.wait(20000));
        panel.regexBox()->setChecked(true);
        QVERIFY(finished.wait(20000));
        panel.queryEdit()->setText(QStringLiteral("(갱신"));
        panel.searchNow();
        QVERIFY(finished.wait(20000));
        QVERIFY(panel.summaryLabel()->text().contains(QStringLiteral("regular expression")));
        QCOMPARE(panel.resultTree()->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestSearchPanel)
#include "tst_searchpanel.moc"
