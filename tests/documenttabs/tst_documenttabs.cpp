// Several documents open at once (issue 14, part 1): each tab its own buffer, undo history,
// dirty state and cursor; Ctrl+W, Ctrl+Tab; the tabs restored when the workspace opens again.
#include <QAction>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>

#include "asyncworkspaceloader.h"
#include "bufferrecovery.h"
#include "documentcommands.h"
#include "documentmodel.h"
#include "documentpane.h"
#include "documenttabbar.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "recentworkspaces.h"
#include "sourceeditor.h"
#include "studiotestworkspace.h"
#include "workspacetreemodel.h"

using namespace techlog;
using namespace studiotest;

class TestDocumentTabs : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_root;
    QMessageBox::StandardButton m_answer = QMessageBox::Cancel;
    QStringList m_asked;  // the paths the unsaved-edits question was asked about
    std::optional<QString> m_newTitle;

    QString abs(const QString& rel) const { return m_root + QLatin1Char('/') + rel; }

    std::unique_ptr<MainWindow> open() {
        auto w = std::make_unique<MainWindow>();
        Prompts p;
        p.unsavedChanges = [this](QWidget*, const QString& path, const QString&) {
            m_asked << path;
            return m_answer;
        };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        p.renameTitle = [this](QWidget*, const QString&, auto) { return m_newTitle; };
        w->session()->setPrompts(p);
        w->session()->openWorkspace(m_root);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(w->session()->workspace() != nullptr, 20000); }();
        return w;
    }
    static void type(MainWindow& w, const QString& text, bool atEnd = true) {
        if (atEnd) w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(text);
    }
    static QStringList tabPaths(MainWindow& w) {
        QStringList out;
        for (DocumentModel* m : w.session()->openDocuments()) out << m->relativePath();
        return out;
    }
    static DocumentModel* tabOf(MainWindow& w, const QString& path) {
        return w.session()->openDocuments().value(w.session()->indexOfPath(path));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        RecentWorkspaces::clear();
    }

    void init() {
        m_dir.~QTemporaryDir();
        new (&m_dir) QTemporaryDir;
        QVERIFY(m_dir.isValid());
        m_root = createWorkspace(m_dir);
        m_answer = QMessageBox::Cancel;
        m_asked.clear();
        m_newTitle.reset();
    }

    void openingAnotherDocumentKeepsTheUnsavedBufferInItsTab() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        type(*w, QStringLiteral("Unsaved rule edit.\n"));
        QVERIFY(w->session()->selectDocument(conceptPath));
        QVERIFY(m_asked.isEmpty());  // no question: nothing is lost by switching
        QCOMPARE(w->session()->currentPath(), conceptPath);
        QVERIFY(tabPaths(*w).contains(rulePath));
        QVERIFY(tabPaths(*w).contains(conceptPath));
        DocumentModel* rule = tabOf(*w, rulePath);
        QVERIFY(rule && rule->isModified());
        const int ruleTab = w->documentTabs()->indexOf(rule);
        QVERIFY(w->documentTabs()->tabText(ruleTab).startsWith(QStringLiteral("●")));
        QCOMPARE(w->documentTabs()->tabText(ruleTab).mid(2), QStringLiteral("두 번째 규칙"));
        QCOMPARE(readFile(abs(rulePath)), ruleSource());  // not written behind the author

        // Back to it: the edit is there, still unsaved; the tree marks it meanwhile.
        QVERIFY(w->session()->selectDocument(rulePath));
        QCOMPARE(w->documentTabs()->currentModel(), rule);
        QVERIFY(w->editor()->toPlainText().endsWith(QStringLiteral("Unsaved rule edit.\n")));
        QVERIFY(w->documentPane()->isModified());
        QVERIFY(w->isWindowModified());
    }

    void eachTabHasItsOwnUndoHistory() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        type(*w, QStringLiteral("rule-edit"));
        QVERIFY(w->session()->selectDocument(conceptPath));
        type(*w, QStringLiteral("concept-edit"));
        QVERIFY(w->session()->selectDocument(rulePath));
        w->editor()->undo();  // undoes the rule's edit, not the concept's
        QCOMPARE(w->editor()->toPlainText(), QString::fromUtf8(ruleSource()));
        QVERIFY(!tabOf(*w, rulePath)->isModified());  // undone back to the file: not modified
        QVERIFY(!w->documentTabs()
                     ->tabText(w->documentTabs()->currentIndex())
                     .startsWith(QStringLiteral("●")));
        QVERIFY(!w->editor()->document()->isUndoAvailable());
        // Edit > Undo follows the buffer shown.
        QAction* undo = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(QKeySequence::Undo)) undo = a;
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        QVERIFY(w->session()->selectDocument(conceptPath));
        QVERIFY(w->editor()->toPlainText().endsWith(QStringLiteral("concept-edit")));
        QVERIFY(w->editor()->document()->isUndoAvailable());
        QVERIFY(undo->isEnabled());
    }

    void eachTabKeepsItsCursor() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        w->editor()->goToLine(18, 3);
        QVERIFY(w->session()->selectDocument(conceptPath));
        w->editor()->goToLine(20, 1);
        QVERIFY(w->session()->selectDocument(rulePath));
        QCOMPARE(w->editor()->textCursor().blockNumber(), 17);
        QCOMPARE(w->editor()->textCursor().positionInBlock(), 2);
        QVERIFY(w->session()->selectDocument(conceptPath));
        QCOMPARE(w->editor()->textCursor().blockNumber(), 19);
    }

    void closingATabAsksAboutItsEditsAndShowsThePreviousTab() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        QVERIFY(w->session()->selectDocument(casePath));
        QVERIFY(w->session()->selectDocument(conceptPath));
        type(*w, QStringLiteral("kept?"));
        QAction* close = w->findChild<QAction*>(QStringLiteral("closeDocumentAction"));
        QVERIFY(close);
        QCOMPARE(close->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_W));

        m_answer = QMessageBox::Cancel;
        close->trigger();
        QCOMPARE(m_asked, QStringList{conceptPath});
        QCOMPARE(w->session()->currentPath(), conceptPath);  // kept, with its edit
        QVERIFY(w->documentPane()->isModified());

        m_answer = QMessageBox::Discard;
        close->trigger();
        QCOMPARE(m_asked.size(), 2);
        QVERIFY(!tabPaths(*w).contains(conceptPath));
        QCOMPARE(w->session()->currentPath(), casePath);  // the tab shown before it
        QCOMPARE(readFile(abs(conceptPath)), conceptSource());

        // A clean tab closes without a question; the last one leaves the editor empty.
        QVERIFY(w->session()->closeDocument());
        QCOMPARE(w->session()->currentPath(), rulePath);
        QVERIFY(w->session()->closeDocument());
        QCOMPARE(m_asked.size(), 2);
        QCOMPARE(w->documentTabs()->count(), 0);
        QVERIFY(!w->documentPane()->hasFile());
        QVERIFY(!w->editor()->isEnabled());
        QVERIFY(!w->session()->closeDocument());
    }

    void closingWithSaveWritesTheFile() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        type(*w, QStringLiteral("Saved on close.\n"));
        QVERIFY(w->session()->selectDocument(conceptPath));
        m_answer = QMessageBox::Save;
        // The close button of a tab that is not the current one.
        DocumentModel* rule = tabOf(*w, rulePath);
        emit w->documentTabs()->tabCloseRequested(w->documentTabs()->indexOf(rule));
        QCOMPARE(m_asked, QStringList{rulePath});
        QCOMPARE(readFile(abs(rulePath)), ruleSource() + "Saved on close.\n");
        QVERIFY(!tabPaths(*w).contains(rulePath));
        QVERIFY(tabPaths(*w).contains(conceptPath));
        QCOMPARE(w->session()->currentPath(), conceptPath);
    }

    void ctrlTabGoesThroughTheTabsInTheirOrder() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        QVERIFY(w->session()->selectDocument(casePath));
        QVERIFY(w->session()->selectDocument(conceptPath));
        const QStringList order = tabPaths(*w);
        QCOMPARE(order.size(), 3);
        w->show();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        w->editor()->setFocus();
        const int at = order.indexOf(conceptPath);
        QTest::keyClick(w->editor(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(w->session()->currentPath(), order.at((at + 1) % 3));
        QTest::keyClick(w->editor(), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(w->session()->currentPath(), order.at((at + 2) % 3));
        QTest::keyClick(w->editor(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w->session()->currentPath(), order.at((at + 1) % 3));
        // The editor kept no tab character from it.
        for (DocumentModel* m : w->session()->openDocuments()) QVERIFY(!m->isModified());
        // Ctrl+W from the keyboard too.
        const int before = w->documentTabs()->count();
        QTest::keyClick(w->editor(), Qt::Key_W, Qt::ControlModifier);
        QCOMPARE(w->documentTabs()->count(), before - 1);
    }

    void tabsAndCursorsComeBackWhenTheWorkspaceOpensAgain() {
        {
            auto w = open();
            QVERIFY(w->session()->selectDocument(rulePath));
            w->editor()->goToLine(18, 2);
            QVERIFY(w->session()->selectDocument(casePath));
            QVERIFY(w->session()->selectDocument(conceptPath));
            w->editor()->goToLine(16, 1);
            QVERIFY(w->session()->selectDocument(rulePath));  // the last one shown
            QVERIFY(w->close());
        }
        auto w = open();
        QTRY_COMPARE(w->documentTabs()->count(), 3);
        QCOMPARE(w->session()->currentPath(), rulePath);
        QCOMPARE(w->editor()->textCursor().blockNumber(), 17);
        QCOMPARE(w->editor()->textCursor().positionInBlock(), 1);
        QVERIFY(w->session()->selectDocument(conceptPath));
        QCOMPARE(w->editor()->textCursor().blockNumber(), 15);
        // A tab whose file went away meanwhile is not brought back.
        QVERIFY(w->close());
        QVERIFY(QFile::remove(abs(casePath)));
        auto again = open();
        QTRY_COMPARE(again->documentTabs()->count(), 2);
        QVERIFY(!tabPaths(*again).contains(casePath));
        QCOMPARE(again->session()->currentPath(), conceptPath);
    }

    void tabsComeBackAfterAStudioThatDidNotCloseCleanly() {
        {
            auto w = open();
            QVERIFY(w->session()->selectDocument(rulePath));
            QVERIFY(w->session()->selectDocument(conceptPath));
            // No closeEvent: as after a crash or a kill, only what was kept as the tabs changed
            // (a moment after).
            QTest::qWait(1500);
        }
        auto w = open();
        QTRY_COMPARE(w->documentTabs()->count(), 3);
        QCOMPARE(w->session()->currentPath(), conceptPath);
        QVERIFY(tabPaths(*w).contains(rulePath));
    }

    void closingTheWindowAsksAboutEveryTabWithEdits() {
        auto w = open();
        QVERIFY(w->session()->selectDocument(rulePath));
        type(*w, QStringLiteral("one"));
        QVERIFY(w->session()->selectDocument(casePath));
        QVERIFY(w->session()->selectDocument(conceptPath));
        type(*w, QStringLiteral("two"));
        m_answer = QMessageBox::Cancel;
        QVERIFY(!w->close());
        QCOMPARE(m_asked.size(), 1);  // stopped at the first Cancel
        m_asked.clear();
        m_answer = QMessageBox::Discard;
        QVERIFY(w->close());
        QCOMPARE(m_asked.size(), 2);
        QVERIFY(m_asked.contains(rulePath) && m_asked.contains(conceptPath));
        QCOMPARE(readFile(abs(rulePath)), ruleSource());
    }

    void everyTabWithEditsIsKeptForRecovery() {
        auto w = open();
        w->session()->recovery()->setDelay(20);
        QVERIFY(w->session()->selectDocument(rulePath));
        type(*w, QStringLiteral("rule typed"));
        QVERIFY(w->session()->selectDocument(conceptPath));
        type(*w, QStringLiteral("concept typed"));
        w->session()->recovery()->flush();
        QStringList kept;
        for (const RecoveredBuffer& b : w->session()->recovery()->store().entries()) kept << b.path;
        kept.sort();
        QStringList expected{conceptPath, rulePath};
        expected.sort();
        QCOMPARE(kept, expected);
        // Closing a tab (its edits discarded) removes its entry.
        m_answer = QMessageBox::Discard;
        QVERIFY(w->session()->closeDocument(tabOf(*w, rulePath)));
        w->session()->recovery()->waitForWrites();
        kept.clear();
        for (const RecoveredBuffer& b : w->session()->recovery()->store().entries()) kept << b.path;
        QCOMPARE(kept, QStringList{conceptPath});
    }

    void tooManyTabsCloseTheOldestWithoutEdits() {
        // Enough rules for more tabs than the bar keeps.
        QStringList paths;
        for (int i = 0; i < StudioSession::kMaxTabs + 2; ++i) {
            const QString slug = QStringLiteral("extra%1").arg(i, 2, 10, QLatin1Char('0'));
            const QString path = QStringLiteral("tech-log-studio/beta/rule/rule-%1.md").arg(slug);
            QByteArray source = ruleSource();
            source.replace("slug: second", "slug: " + slug.toUtf8());
            source.replace("두 번째 규칙", QStringLiteral("규칙 %1").arg(slug).toUtf8());
            QVERIFY(writeFile(abs(path), source));
            paths << path;
        }
        auto w = open();
        QVERIFY(w->session()->selectDocument(paths.at(0)));
        type(*w, QStringLiteral("keep me"));  // never closed behind the author
        for (const QString& path : std::as_const(paths))
            QVERIFY(w->session()->selectDocument(path));
        QCOMPARE(w->documentTabs()->count(), StudioSession::kMaxTabs);
        QVERIFY(tabPaths(*w).contains(paths.at(0)));
        QVERIFY(tabOf(*w, paths.at(0))->isModified());
        QVERIFY(tabPaths(*w).contains(paths.last()));
        QCOMPARE(w->session()->currentPath(), paths.last());
    }

    void theFindingsOfEveryEditedTabOutliveASave() {
        auto w = open();
        w->session()->liveChecker()->setDebounceMs(20);
        auto ruleKindUnknown = [&] {
            for (const Diagnostic& d : w->session()->workspace()->diagnostics)
                if (d.path == rulePath && d.code == QLatin1String("kind-unknown")) return true;
            return false;
        };
        QVERIFY(w->session()->selectDocument(rulePath));
        QTextCursor c(w->editor()->document()->findBlockByNumber(1));  // `kind: RULE`
        c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        c.insertText(QStringLiteral("kind: NOTHING"));
        QTRY_VERIFY_WITH_TIMEOUT(ruleKindUnknown(), 20000);
        // Another tab edited and saved: the workspace is read again from disk, and the rule's
        // unsaved edit is laid over it again with the shown buffer's.
        QVERIFY(w->session()->selectDocument(conceptPath));
        type(*w, QStringLiteral("saved text\n"));
        const auto before = w->session()->workspace();
        QVERIFY(w->session()->save());
        QTRY_VERIFY_WITH_TIMEOUT(!w->session()->documentModel()->isModified(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w->session()->workspace() != before &&
                                     !w->session()->loader()->isLoading() &&
                                     !w->session()->liveChecker()->isBusy() && ruleKindUnknown(),
                                 20000);
        // Discarded, it goes: the file's findings again.
        m_answer = QMessageBox::Discard;
        QVERIFY(w->session()->closeDocument(tabOf(*w, rulePath)));
        QTRY_VERIFY_WITH_TIMEOUT(!ruleKindUnknown(), 20000);
    }

    void renamingCarriesIntoAnotherTabsUnsavedBuffer() {
        auto w = open();
        // The concept names the rule under its relations; its buffer has edits.
        QVERIFY(w->session()->selectDocument(conceptPath));
        type(*w, QStringLiteral("concept edit\n"));
        QVERIFY(w->session()->selectDocument(rulePath));
        m_newTitle = QStringLiteral("고친 규칙");
        QVERIFY(w->commands()->renameDocument());
        DocumentModel* conceptTab = tabOf(*w, conceptPath);
        QVERIFY(conceptTab->text().contains(QStringLiteral("- **고친 규칙**")));
        QVERIFY(conceptTab->text().endsWith(QStringLiteral("concept edit\n")));
        QVERIFY(conceptTab->isModified());
        // Its file was not written under the buffer.
        QCOMPARE(readFile(abs(conceptPath)), conceptSource());
        // One undo step in that tab takes the rename back out of it.
        QVERIFY(w->session()->selectDocument(conceptPath));
        w->editor()->undo();
        QVERIFY(w->editor()->toPlainText().contains(QStringLiteral("- **두 번째 규칙**")));
    }
};

QTEST_MAIN(TestDocumentTabs)
#include "tst_documenttabs.moc"
