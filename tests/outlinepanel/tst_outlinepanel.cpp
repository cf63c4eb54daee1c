// OutlinePanel: headings nested by level, a click emits the heading's line, the cursor's
// section made current without a jump, no rebuild when the headings are unchanged; and in the
// studio (installStudioPanels) on the example: the Outline tab follows the open document and
// its buffer, a click moves the editor there and Back returns, a `body:` file's heading opens it.
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

#include "documentpane.h"
#include "examplepaths.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "outlinepanel.h"
#include "sourceeditor.h"
#include "studiopanels.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QList<Heading> headings() {
    return {{1, QStringLiteral("사례"), 20},
            {2, QStringLiteral("배경"), 22},
            {3, QStringLiteral("세부"), 25},
            {2, QStringLiteral("재현"), 30},
            {1, QStringLiteral("부록"), 40}};
}

}  // namespace

class TestOutlinePanel : public QObject {
    Q_OBJECT
private slots:
    void headingsNestByLevel() {
        OutlinePanel p;
        p.setHeadings(headings(), QStringLiteral("a.md"));
        QTreeWidget* t = p.tree();
        QCOMPARE(t->topLevelItemCount(), 2);
        QTreeWidgetItem* top = t->topLevelItem(0);
        QCOMPARE(top->text(0), QStringLiteral("사례"));
        QCOMPARE(top->childCount(), 2);
        QCOMPARE(top->child(0)->child(0)->text(0), QStringLiteral("세부"));
        QCOMPARE(top->child(1)->text(0), QStringLiteral("재현"));
        QCOMPARE(t->topLevelItem(1)->text(0), QStringLiteral("부록"));
    }

    void aClickEmitsTheLineAndTheCursorOnlyMarks() {
        OutlinePanel p;
        p.resize(300, 300);
        p.show();
        QVERIFY(QTest::qWaitForWindowExposed(&p));
        p.setHeadings(headings(), QStringLiteral("a.md"));
        QSignalSpy jumps(&p, &OutlinePanel::headingActivated);
        p.setCursorLine(27);
        QCOMPARE(p.currentHeadingLine(), 25);
        p.setCursorLine(5);
        QCOMPARE(p.currentHeadingLine(), 0);  // above the first heading
        p.setCursorLine(100);
        QCOMPARE(p.currentHeadingLine(), 40);
        QCOMPARE(jumps.count(), 0);
        QTreeWidgetItem* item = p.tree()->topLevelItem(0)->child(1);
        const QRect r = p.tree()->visualItemRect(item);
        QTest::mouseClick(p.tree()->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(jumps.count(), 1);
        QCOMPARE(jumps.first().first().toInt(), 30);
    }

    void unchangedHeadingsKeepTheTree() {
        OutlinePanel p;
        p.setHeadings(headings(), QStringLiteral("a.md"));
        QTreeWidgetItem* before = p.tree()->topLevelItem(0);
        p.setHeadings(headings(), QStringLiteral("a.md"));
        QCOMPARE(p.tree()->topLevelItem(0), before);
        QList<Heading> changed = headings();
        changed[1].text = QStringLiteral("배경과 목적");
        p.setHeadings(changed, QStringLiteral("a.md"));
        QCOMPARE(p.tree()->topLevelItem(0)->child(0)->text(0), QStringLiteral("배경과 목적"));
        p.clear();
        QCOMPARE(p.tree()->topLevelItemCount(), 0);
    }

    void theStudiosOutlineFollowsTheDocumentAndItsBuffer() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        MainWindow w;
        Prompts prompts;
        prompts.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
        w.session()->setPrompts(std::move(prompts));
        const StudioPanels panels = installStudioPanels(*w.session(), *w.panelHost());
        OutlinePanel* outline = panels.outline;
        QVERIFY(outline);
        QVERIFY(w.rightTabs()->indexOf(outline) >= 0);
        w.session()->openWorkspace(tw.root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(w.session()->selectDocument(kConcept));
        const Document* doc = w.session()->currentDocument();
        QVERIFY(doc && !doc->headings.isEmpty());
        QCOMPARE(outline->tree()->topLevelItem(0)->text(0), doc->headings.first().text);

        // A click on 관계 moves the editor there; Back returns to line 1.
        QTreeWidgetItem* relations = nullptr;
        for (QTreeWidgetItemIterator it(outline->tree()); *it; ++it)
            if ((*it)->text(0) == QStringLiteral("관계")) relations = *it;
        QVERIFY(relations);
        int line = 0;
        for (const Heading& h : doc->headings)
            if (h.text == QStringLiteral("관계")) line = h.line;
        emit outline->tree()->itemClicked(relations, 0);
        QCOMPARE(w.editor()->currentLine(), line);
        QCOMPARE(outline->currentHeadingLine(), line);
        QVERIFY(w.session()->goBack());
        QCOMPARE(w.editor()->currentLine(), 1);

        // A heading typed into the buffer shows after the live check, before any save.
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("\n## 새로 쓴 절\n"));
        QTRY_VERIFY_WITH_TIMEOUT(
            !outline->tree()
                 ->findItems(QStringLiteral("새로 쓴 절"), Qt::MatchExactly | Qt::MatchRecursive)
                 .isEmpty(),
            20000);

        // The lease case keeps its body in a `body:` file: its headings open that file.
        QVERIFY(w.session()->selectDocument(kLeaseCase));
        const QString body = w.session()->currentDocument()->bodyPath;
        QVERIFY(body.endsWith(QStringLiteral(".body.md")));
        QCOMPARE(outline->file(), body);
        QTreeWidgetItem* first = outline->tree()->topLevelItem(0);
        QVERIFY(first);
        emit outline->tree()->itemClicked(first, 0);
        QCOMPARE(w.session()->currentPath(), body);
        QCOMPARE(w.editor()->currentLine(),
                 w.session()
                     ->workspace()
                     ->documents.at(w.session()->workspace()->indexOfPath(kLeaseCase))
                     .headings.first()
                     .line);
    }
};

QTEST_MAIN(TestOutlinePanel)
#include "tst_outlinepanel.moc"
