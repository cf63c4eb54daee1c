// NavigationHistory, and Go > Back / Forward in the window on the example: documents opened
// from the tree or the quick switcher and jumps to a diagnostic's line are places to return to,
// at their line; a new visit drops what was ahead; a place whose file is gone is skipped;
// keeping unsaved edits moves nothing; another workspace starts afresh.
#include <QAction>
#include <QTest>

#include "diagnosticspanel.h"
#include "documentpane.h"
#include "examplepaths.h"
#include "mainwindow.h"
#include "navigationhistory.h"
#include "sourceeditor.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

using Location = NavigationHistory::Location;

class TestNavigationHistory : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<TempWorkspace> m_tw;
    QMessageBox::StandardButton m_unsaved = QMessageBox::Discard;

    void openWindow(MainWindow& w) {
        Prompts p;
        p.unsavedChanges = [this](QWidget*, const QString&, const QString&) { return m_unsaved; };
        w.session()->setPrompts(std::move(p));
        w.session()->openWorkspace(m_tw->root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
    }
    static void jump(MainWindow& w, const QString& path, int line) {
        Diagnostic d;
        d.path = path;
        d.line = line;
        d.column = 1;
        emit w.diagnosticsPanel()->diagnosticActivated(d);
    }
    static QAction* action(MainWindow& w, const char* name) {
        return w.findChild<QAction*>(QLatin1String(name));
    }

private slots:
    void init() {
        m_tw = std::make_unique<TempWorkspace>();
        QVERIFY(m_tw->copyTree(exampleWorkspace()));
        m_unsaved = QMessageBox::Discard;
    }
    void cleanup() { m_tw.reset(); }

    void aNewVisitDropsWhatWasAhead() {
        NavigationHistory h;
        h.visit({QStringLiteral("a.md"), 1});
        h.visit({QStringLiteral("b.md"), 5});
        h.visit({QStringLiteral("b.md"), 5});  // the same place on top: once
        h.visit({});                           // no file: nothing
        QCOMPARE(h.backList().size(), 2);
        const std::optional<Location> back = h.takeBack();
        QCOMPARE(back->path, QStringLiteral("b.md"));
        QCOMPARE(back->line, 5);
        h.pushForward({QStringLiteral("c.md"), 9});
        QVERIFY(h.canGoForward());
        h.visit({QStringLiteral("a.md"), 3});
        QVERIFY(!h.canGoForward());
        QCOMPARE(h.backList().size(), 2);
        h.clear();
        QVERIFY(!h.canGoBack());
        QVERIFY(!h.takeBack());
    }

    void eachSideKeepsTheNewestPlaces() {
        NavigationHistory h;
        for (int i = 0; i < NavigationHistory::kMax + 20; ++i)
            h.visit({QStringLiteral("d%1.md").arg(i), 1});
        QCOMPARE(h.backList().size(), NavigationHistory::kMax);
        QCOMPARE(h.backList().first().path, QStringLiteral("d20.md"));
    }

    void backAndForwardOverDocumentsAndJumps() {
        MainWindow w;
        openWindow(w);
        QVERIFY(!action(w, "backAction")->isEnabled());
        QVERIFY(w.session()->selectDocument(kEnqueue));
        jump(w, kEnqueue, 30);  // a jump within the document
        QCOMPARE(w.editor()->currentLine(), 30);
        QVERIFY(w.session()->selectDocument(kConcept));
        w.editor()->goToLine(12);
        QVERIFY(action(w, "backAction")->isEnabled());
        QVERIFY(!action(w, "forwardAction")->isEnabled());

        QVERIFY(w.session()->goBack());
        QCOMPARE(w.session()->currentPath(), kEnqueue);
        QCOMPARE(w.editor()->currentLine(), 30);
        QVERIFY(action(w, "forwardAction")->isEnabled());
        QVERIFY(w.session()->goBack());
        QCOMPARE(w.session()->currentPath(), kEnqueue);
        QCOMPARE(w.editor()->currentLine(), 1);
        QVERIFY(!w.session()->goBack());  // the first place

        QVERIFY(w.session()->goForward());
        QCOMPARE(w.editor()->currentLine(), 30);
        QVERIFY(w.session()->goForward());
        QCOMPARE(w.session()->currentPath(), kConcept);
        QCOMPARE(w.editor()->currentLine(), 12);  // where the cursor was when left
        QVERIFY(!w.session()->goForward());
        QVERIFY(!action(w, "forwardAction")->isEnabled());

        // Alt+Left from the editor.
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.editor()->setFocus();
        QTest::keyClick(w.editor(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(w.session()->currentPath(), kEnqueue);
        QTest::keyClick(w.editor(), Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(w.session()->currentPath(), kConcept);

        // A new visit after going back drops the forward side.
        QVERIFY(w.session()->goBack());
        QVERIFY(w.session()->selectDocument(kCasRule));
        QVERIFY(!w.session()->history().canGoForward());
    }

    void aPlaceWhoseFileIsGoneIsSkipped() {
        MainWindow w;
        openWindow(w);
        QVERIFY(w.session()->selectDocument(kEnqueue));
        QVERIFY(w.session()->selectDocument(kUpsertRule));
        QVERIFY(w.session()->selectDocument(kConcept));
        QVERIFY(QFile::remove(m_tw->abs(kUpsertRule)));
        QVERIFY(w.session()->goBack());
        QCOMPARE(w.session()->currentPath(), kEnqueue);
    }

    void goingBackKeepsTheUnsavedBufferInItsTab() {
        MainWindow w;
        openWindow(w);
        QVERIFY(w.session()->selectDocument(kEnqueue));
        QVERIFY(w.session()->selectDocument(kConcept));
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("\n더 쓴 줄\n"));
        m_unsaved = QMessageBox::Cancel;  // would refuse, were it asked
        QVERIFY(w.session()->goBack());
        QCOMPARE(w.session()->currentPath(), kEnqueue);
        QVERIFY(w.session()->history().canGoForward());
        // The edits wait in the concept's tab; Forward shows them again.
        QVERIFY(w.session()->goForward());
        QCOMPARE(w.session()->currentPath(), kConcept);
        QVERIFY(w.documentPane()->isModified());
        QVERIFY(w.editor()->toPlainText().endsWith(QStringLiteral("\n더 쓴 줄\n")));
    }

    void anotherWorkspaceStartsAfresh() {
        MainWindow w;
        openWindow(w);
        QVERIFY(w.session()->selectDocument(kEnqueue));
        QVERIFY(w.session()->selectDocument(kConcept));
        QVERIFY(w.session()->history().canGoBack());
        TempWorkspace other;
        QVERIFY(other.copyTree(exampleWorkspace()));
        const auto before = w.session()->workspace();
        w.session()->openWorkspace(other.root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() && w.session()->workspace() != before,
                                 20000);
        QVERIFY(!w.session()->history().canGoBack());
        // Only what the new workspace opened by itself (its first document).
        QCOMPARE(w.session()->recentDocuments(), QStringList{w.session()->currentPath()});
        QVERIFY(!action(w, "backAction")->isEnabled());
    }
};

QTEST_MAIN(TestNavigationHistory)
#include "tst_navigationhistory.moc"
