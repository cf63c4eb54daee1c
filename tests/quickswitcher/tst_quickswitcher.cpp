// QuickSwitcher, the Ctrl+P dialog, and Go > Go to Document… in the window: typing ranks (초성
// included), the arrow keys move the selection while typing stays in the query line, Enter
// opens, a query with no match opens nothing; the window passes the recently opened documents
// (the open one left out) and opens the chosen one; the real dialog through the default prompt.
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include "examplepaths.h"
#include "mainwindow.h"
#include "middleelidedelegate.h"
#include "quickswitcher.h"
#include "tempworkspace.h"
#include "typetext.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

class TestQuickSwitcher : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const Workspace> m_ws;
    std::unique_ptr<TempWorkspace> m_tw;

    // A window on a copy of the example, its prompts answering without dialogs.
    void openWindow(MainWindow& w, Prompts p) {
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        w.session()->setPrompts(std::move(p));
        w.session()->openWorkspace(m_tw->root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
    }

private slots:
    void initTestCase() {
        std::optional<Workspace> ws = loadWorkspace(exampleWorkspace());
        QVERIFY(ws);
        m_ws = std::make_shared<const Workspace>(std::move(*ws));
    }
    void init() {
        m_tw = std::make_unique<TempWorkspace>();
        QVERIFY(m_tw->copyTree(exampleWorkspace()));
    }
    void cleanup() { m_tw.reset(); }

    void nothingTypedListsEveryDocumentRecentFirst() {
        QuickSwitcher d(m_ws, {kLeaseCase, kEnqueue});
        const QStringList shown = d.shownPaths();
        QCOMPARE(shown.size(), 8);
        QCOMPARE(shown.at(0), kLeaseCase);
        QCOMPARE(shown.at(1), kEnqueue);
        QCOMPARE(d.chosenPath(), kLeaseCase);
        // Long paths elide in the middle: the file name stays in view.
        QVERIFY(qobject_cast<MiddleElideDelegate*>(d.list()->itemDelegateForColumn(2)));
        QCOMPARE(d.findChild<QLabel*>(QStringLiteral("quickSwitchState"))->text(),
                 QStringLiteral("Documents: 8"));
    }

    void typingInitialConsonantsRanksAndEnterOpens() {
        QuickSwitcher d(m_ws, {});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        typeText(d.queryEdit(), QStringLiteral("ㄱㅅㄱㅅ"));
        QCOMPARE(d.shownPaths().value(0), kConcept);
        QVERIFY(d.shownPaths().contains(kCasRule));
        QCOMPARE(d.chosenPath(), kConcept);
        QTest::keyClick(d.queryEdit(), Qt::Key_Return);
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(d.chosenPath(), kConcept);
    }

    void arrowKeysMoveTheSelectionWhileTypingStaysInTheQuery() {
        QuickSwitcher d(m_ws, {});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        typeText(d.queryEdit(), QStringLiteral("판정"));
        QCOMPARE(d.shownPaths(), (QStringList{kConcept, kCasRule}));
        QTest::keyClick(d.queryEdit(), Qt::Key_Down);
        QCOMPARE(d.chosenPath(), kCasRule);
        QTest::keyClick(d.queryEdit(), Qt::Key_Down);  // the last row stays
        QCOMPARE(d.chosenPath(), kCasRule);
        QTest::keyClick(d.queryEdit(), Qt::Key_Up);
        QCOMPARE(d.chosenPath(), kConcept);
        QCOMPARE(d.queryEdit()->text(), QStringLiteral("판정"));
        QVERIFY(d.queryEdit()->hasFocus());
        // Typing on narrows again and puts the selection on the best row.
        QTest::keyClick(d.queryEdit(), Qt::Key_Down);
        typeText(d.queryEdit(), QStringLiteral("이다"));
        QCOMPARE(d.shownPaths(), QStringList{kConcept});
        QCOMPARE(d.chosenPath(), kConcept);
    }

    void aQueryWithNoMatchOpensNothing() {
        QuickSwitcher d(m_ws, {});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        typeText(d.queryEdit(), QStringLiteral("없는 제목 zzz"));
        QVERIFY(d.shownPaths().isEmpty());
        QCOMPARE(d.chosenPath(), QString());
        QCOMPARE(d.findChild<QLabel*>(QStringLiteral("quickSwitchState"))->text(),
                 QStringLiteral("No document matches."));
        QTest::keyClick(d.queryEdit(), Qt::Key_Return);
        QVERIFY(d.isVisible());  // not accepted
        QTest::keyClick(d.queryEdit(), Qt::Key_Escape);
        QCOMPARE(d.result(), int(QDialog::Rejected));
    }

    void slugAndDecomposedInputAreFound() {
        QuickSwitcher d(m_ws, {});
        QTest::keyClicks(d.queryEdit(), QStringLiteral("claim-stale"));
        QCOMPARE(d.shownPaths(), QStringList{kClaimCase});
        d.queryEdit()->setText(
            QStringLiteral("리스 연장").normalized(QString::NormalizationForm_D));
        QCOMPARE(d.shownPaths(), QStringList{kLeaseCase});
    }

    void ctrlPOpensTheChosenDocumentAndPassesTheRecentOnes() {
        MainWindow w;
        QStringList asked;
        QString answer = kCasRule;
        Prompts p;
        p.quickSwitch = [&](QWidget*, std::shared_ptr<const Workspace> ws,
                            const QStringList& recent,
                            const QList<QuickSwitch::Entry>&) -> std::optional<QString> {
            if (!ws) return std::nullopt;
            asked = recent;
            return answer;
        };
        openWindow(w, std::move(p));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.session()->selectDocument(kEnqueue));
        QVERIFY(w.session()->selectDocument(kConcept));
        QTest::keyClick(&w, Qt::Key_P, Qt::ControlModifier);
        QTRY_COMPARE(w.session()->currentPath(), kCasRule);
        QCOMPARE(asked, QStringList{kEnqueue});  // the open one (the concept) left out
        QCOMPARE(w.session()->recentDocuments().mid(0, 3),
                 (QStringList{kCasRule, kConcept, kEnqueue}));
        answer = kEnqueue;
        QVERIFY(w.session()->quickSwitch());
        QCOMPARE(w.session()->currentPath(), kEnqueue);
        QCOMPARE(asked, (QStringList{kConcept, kEnqueue}));
        QCOMPARE(w.session()->recentDocuments().mid(0, 3),
                 (QStringList{kEnqueue, kCasRule, kConcept}));
        answer.clear();  // a path that is no document opens nothing
        QVERIFY(!w.session()->quickSwitch());
        QCOMPARE(w.session()->currentPath(), kEnqueue);
    }

    void theDefaultPromptShowsTheSwitcher() {
        MainWindow w;
        Prompts p;
        p.quickSwitch = Prompts::interactive().quickSwitch;
        openWindow(w, std::move(p));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        bool typed = false;
        QTimer::singleShot(0, this, [&typed] {
            auto* d = qobject_cast<QuickSwitcher*>(QApplication::activeModalWidget());
            if (!d) return;
            QTest::keyClicks(d->queryEdit(), QStringLiteral("upsert"));
            typed = d->chosenPath() == kUpsertRule;
            QTest::keyClick(d->queryEdit(), Qt::Key_Return);
        });
        QVERIFY(w.session()->quickSwitch());
        QVERIFY(typed);
        QCOMPARE(w.session()->currentPath(), kUpsertRule);
    }
};

QTEST_MAIN(TestQuickSwitcher)
#include "tst_quickswitcher.moc"
