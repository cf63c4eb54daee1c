// The live check: the open buffer checked as the author types, over the loaded workspace, with
// nothing written. The diagnostics panel, the tree's counts, the properties and the editor's
// marks follow the buffer; F8 / Shift+F8 walk the marks; a discarded edit takes them back.
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTextBlock>

#include "asyncworkspaceloader.h"
#include "diagnosticsmodel.h"
#include "diagnosticspanel.h"
#include "documentmodel.h"
#include "frontmatterview.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "recentworkspaces.h"
#include "sourceeditor.h"
#include "studiotestworkspace.h"
#include "tempworkspace.h"
#include "typetext.h"
#include "workspacetreemodel.h"

using namespace techlog;
using namespace studiotest;
using techlog::test::typeText;
using techlog::test::withCode;

namespace {

// Replaces line `line` (1-based) of the editor's text as typing would: one edit in the buffer.
void replaceLine(SourceEditor& e, int line, const QString& text) {
    QTextCursor c(e.document()->findBlockByNumber(line - 1));
    c.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    c.insertText(text);
}

}  // namespace

class TestLiveChecker : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    std::unique_ptr<MainWindow> m_window;
    int m_checks = 0;
    QStringList m_offered;  // the last quick fixes offered

    MainWindow& open(const QString& document) {
        m_window = std::make_unique<MainWindow>();
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        p.chooseQuickFix = [this](QWidget*, const QStringList& labels, const QPoint&) {
            m_offered = labels;
            return labels.isEmpty() ? -1 : 0;
        };
        m_window->session()->setPrompts(p);
        m_checks = 0;
        QObject::connect(m_window->session(), &StudioSession::bufferChecked,
                         [this] { ++m_checks; });
        m_window->session()->liveChecker()->setDebounceMs(50);
        m_window->session()->openWorkspace(m_root);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->workspace() != nullptr, 20000); }();
        [&] { QVERIFY(m_window->session()->selectDocument(document)); }();
        return *m_window;
    }
    void waitForCheck(int before) {
        QTRY_VERIFY_WITH_TIMEOUT(m_checks > before && !m_window->session()->liveChecker()->isBusy(),
                                 20000);
    }
    // The mark of the unknown evidence key in the case (the case has others: missing sections).
    static std::optional<SourceEditor::Mark> unknownKeyMark(const SourceEditor& e) {
        for (const SourceEditor::Mark& m : e.diagnosticMarks())
            if (m.text.contains(QStringLiteral("[evidence-key-unknown]"))) return m;
        return std::nullopt;
    }
    // The editor's mark with `code`, if any.
    static std::optional<SourceEditor::Mark> markOf(const SourceEditor& e, const QString& code) {
        for (const SourceEditor::Mark& m : e.diagnosticMarks())
            if (m.text.contains(QLatin1Char('[') + code + QLatin1Char(']'))) return m;
        return std::nullopt;
    }
    // Puts the cursor at the end of line `line` (1-based) of the focused editor.
    static void goToEndOfLine(SourceEditor& e, int line) {
        QTextCursor c(e.document()->findBlockByNumber(line - 1));
        c.movePosition(QTextCursor::EndOfBlock);
        e.setTextCursor(c);
        e.setFocus();
    }
    Diagnostics shownDiagnostics() const {
        return m_window->diagnosticsPanel()->model()->diagnostics();
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
    }

    void cleanup() { m_window.reset(); }

    void yamlTypoIsReportedAtItsLineBeforeSaving() {
        MainWindow& w = open(rulePath);
        const QByteArray onDisk = readFile(m_root + QLatin1Char('/') + rulePath);
        QVERIFY(withCode(shownDiagnostics(), QStringLiteral("front-matter-invalid")).isEmpty());
        const int before = m_checks;
        replaceLine(*w.editor(), 7, QStringLiteral("status: [게시 전"));
        waitForCheck(before);

        // The panel says where the typo is, not where YAML gave up (the next key, 8:15).
        const Diagnostics invalid =
            withCode(shownDiagnostics(), QStringLiteral("front-matter-invalid"));
        QCOMPARE(invalid.size(), 1);
        QCOMPARE(invalid.first().path, rulePath);
        QCOMPARE(invalid.first().line, 7);
        QCOMPARE(invalid.first().column, 9);
        // The tree's counts follow the buffer.
        const QModelIndex row = w.treeModel()->indexForPath(rulePath);
        QVERIFY(row.data(WorkspaceTreeModel::ErrorCountRole).toInt() >= 1);
        // The properties keep the last good values, marked stale with the error.
        QVERIFY(w.frontMatterView()->isStale());
        QCOMPARE(w.frontMatterView()->valueOf(QStringLiteral("title")),
                 QStringLiteral("두 번째 규칙"));
        QVERIFY(w.frontMatterView()->valueOf(QStringLiteral("(stale)")).contains("line 7"));
        // The editor marks it: line 7, from the `[`.
        const QList<SourceEditor::Mark> marks = w.editor()->diagnosticMarks();
        QCOMPARE(marks.size(), 1);
        QCOMPARE(marks.first().line, 7);
        QCOMPARE(marks.first().column, 9);
        QCOMPARE(marks.first().severity, Severity::Error);
        QVERIFY(marks.first().text.contains(QStringLiteral("[front-matter-invalid]")));
        QVERIFY(w.editor()->diagnosticsOnLine(7).contains(QStringLiteral("front-matter-invalid")));
        // Nothing was written.
        QCOMPARE(readFile(m_root + QLatin1Char('/') + rulePath), onDisk);
        QVERIFY(w.session()->documentModel()->isModified());

        // Undo back to the saved text: the findings are the file's again.
        const int again = m_checks;
        w.editor()->undo();
        QVERIFY(!w.session()->documentModel()->isModified());
        waitForCheck(again);
        QVERIFY(withCode(shownDiagnostics(), QStringLiteral("front-matter-invalid")).isEmpty());
        QVERIFY(w.editor()->diagnosticMarks().isEmpty());
        QVERIFY(!w.frontMatterView()->isStale());
        QCOMPARE(w.treeModel()->indexForPath(rulePath).data(WorkspaceTreeModel::ErrorCountRole),
                 QVariant(0));
    }

    // A relation title no document has is underlined whole, bold markers included, not only its
    // first word.
    void anUnresolvedRelationIsUnderlinedWhole() {
        MainWindow& w = open(conceptPath);
        const int line = int(w.editor()->toPlainText().split(u'\n').indexOf(
                             QStringLiteral("- **두 번째 규칙**"))) +
                         1;
        QVERIFY(line > 0);
        const int before = m_checks;
        const QString title = QStringLiteral("아무 문서도 없는 규칙 제목");
        replaceLine(*w.editor(), line, QStringLiteral("- **") + title + QStringLiteral("** 설명"));
        waitForCheck(before);
        std::optional<SourceEditor::Mark> mark;
        for (const SourceEditor::Mark& m : w.editor()->diagnosticMarks())
            if (m.text.contains(QStringLiteral("[relation-unresolved]"))) mark = m;
        QVERIFY(mark);
        QCOMPARE(mark->line, line);
        QCOMPARE(mark->column, 3);
        QCOMPARE(mark->length, int(title.size()) + 4);
    }

    // What review would fail on later is a warning as you type (issue 37 D): a case section
    // typed as a bare heading is `section-empty` at its heading until its first text is typed.
    void anEmptySectionIsAWarningUntilItGetsText() {
        MainWindow& w = open(casePath);
        QVERIFY(withCode(shownDiagnostics(), QStringLiteral("section-empty")).isEmpty());
        const int last = w.editor()->document()->blockCount();  // the case's last line, empty
        goToEndOfLine(*w.editor(), last);
        int before = m_checks;
        QTest::keyClicks(w.editor(), QStringLiteral("## "));
        typeText(w.editor(), QStringLiteral("결론"));
        QTest::keyClick(w.editor(), Qt::Key_Return);
        waitForCheck(before);
        const Diagnostics empty = withCode(shownDiagnostics(), QStringLiteral("section-empty"));
        QCOMPARE(empty.size(), 1);
        QCOMPARE(empty[0].path, casePath);
        QCOMPARE(empty[0].line, last);
        QCOMPARE(empty[0].severity, Severity::Warning);
        const std::optional<SourceEditor::Mark> mark =
            markOf(*w.editor(), QStringLiteral("section-empty"));
        QVERIFY(mark);
        QCOMPARE(mark->line, last);
        QCOMPARE(mark->column, 1);
        QCOMPARE(mark->length, int(QStringLiteral("## 결론").size()));
        // The `결론` section is there now: no longer missing, only empty.
        for (const Diagnostic& d : withCode(shownDiagnostics(), QStringLiteral("section-missing")))
            QVERIFY(!d.message.contains(QStringLiteral("`결론`")));
        // Its first words: the warning goes.
        before = m_checks;
        QTest::keyClicks(w.editor(), QStringLiteral("Done."));
        waitForCheck(before);
        QVERIFY(withCode(shownDiagnostics(), QStringLiteral("section-empty")).isEmpty());
        QVERIFY(!markOf(*w.editor(), QStringLiteral("section-empty")));
    }

    // A relation typed a second time is `relation-duplicate` at the second, its title
    // underlined; deleting that line takes the warning away.
    void aRelationTypedTwiceIsAWarningUntilOneGoes() {
        MainWindow& w = open(conceptPath);
        const QStringList lines = w.editor()->toPlainText().split(u'\n');
        const int first = int(lines.indexOf(QStringLiteral("- **두 번째 규칙**"))) + 1;
        QVERIFY(first > 0);
        goToEndOfLine(*w.editor(), first + 1);  // after the item's sentence
        int before = m_checks;
        QTest::keyClick(w.editor(), Qt::Key_Return);
        QTest::keyClicks(w.editor(), QStringLiteral("- **"));
        typeText(w.editor(), QStringLiteral("두 번째 규칙"));
        QTest::keyClicks(w.editor(), QStringLiteral("** again"));
        const int second = first + 2;
        QCOMPARE(w.editor()->document()->findBlockByNumber(second - 1).text(),
                 QStringLiteral("- **두 번째 규칙** again"));
        waitForCheck(before);
        const Diagnostics dup = withCode(shownDiagnostics(), QStringLiteral("relation-duplicate"));
        QCOMPARE(dup.size(), 1);
        QCOMPARE(dup[0].path, conceptPath);
        QCOMPARE(dup[0].line, second);
        QCOMPARE(dup[0].column, 3);
        QCOMPARE(dup[0].severity, Severity::Warning);
        const std::optional<SourceEditor::Mark> mark =
            markOf(*w.editor(), QStringLiteral("relation-duplicate"));
        QVERIFY(mark);
        QCOMPARE(mark->line, second);
        QCOMPARE(mark->length, int(QStringLiteral("**두 번째 규칙**").size()));
        // The line deleted, key by key (Backspace from its end, its line break too): the
        // warning goes.
        before = m_checks;
        goToEndOfLine(*w.editor(), second);
        const int length = int(w.editor()->textCursor().block().length());  // with its break
        for (int i = 0; i < length; ++i) QTest::keyClick(w.editor(), Qt::Key_Backspace);
        QCOMPARE(w.editor()->toPlainText().count(QStringLiteral("두 번째 규칙")), 1);
        QCOMPARE(w.editor()->document()->findBlockByNumber(second - 2).text(),
                 QStringLiteral("이 규칙이 개념을 실천한다."));
        waitForCheck(before);
        QVERIFY(withCode(shownDiagnostics(), QStringLiteral("relation-duplicate")).isEmpty());
        QVERIFY(!markOf(*w.editor(), QStringLiteral("relation-duplicate")));
    }

    void typingTheMissingKeyClearsTheErrorAsYouType() {
        MainWindow& w = open(casePath);
        QCOMPARE(
            withCode(w.session()->workspace()->diagnostics, QStringLiteral("evidence-key-unknown"))
                .size(),
            1);
        QCOMPARE(unknownKeyMark(*w.editor()).value().line, brokenCaseErrorLine);
        // Put the cursor after `key="` and type the registered key over `nope`, key by key.
        QTextCursor c(w.editor()->document()->findBlockByNumber(brokenCaseErrorLine - 1));
        c.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
                       int(strlen(":::evidence key=\"")));
        c.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, 4);
        w.editor()->setTextCursor(c);
        w.editor()->setFocus();
        const int before = m_checks;
        QTest::keyClicks(w.editor(), QStringLiteral("known"));
        QVERIFY(w.editor()
                    ->document()
                    ->findBlockByNumber(brokenCaseErrorLine - 1)
                    .text()
                    .contains(QStringLiteral("key=\"known\"")));
        waitForCheck(before);
        // One check for the whole word: each key restarts the pause.
        QCOMPARE(m_checks, before + 1);
        QVERIFY(withCode(shownDiagnostics(), QStringLiteral("evidence-key-unknown")).isEmpty());
        QVERIFY(!unknownKeyMark(*w.editor()));
        QCOMPARE(w.treeModel()->indexForPath(casePath).data(WorkspaceTreeModel::ErrorCountRole),
                 QVariant(0));
    }

    void discardingTheEditTakesTheFindingsBackToTheFile() {
        MainWindow& w = open(rulePath);
        const int errors = w.session()->workspace()->errorCount();
        const int before = m_checks;
        replaceLine(*w.editor(), 2, QStringLiteral("kind: NOTHING"));
        waitForCheck(before);
        QVERIFY(w.session()->workspace()->errorCount() > errors);
        // Another tab shown: the edit is still in the rule's buffer, and its findings stay.
        DocumentModel* rule = w.session()->documentModel();
        QVERIFY(w.session()->selectDocument(conceptPath));
        QTest::qWait(200);
        QVERIFY(w.session()->workspace()->errorCount() > errors);
        // Its tab closed, the edit discarded: the workspace is the files' again.
        QVERIFY(w.session()->closeDocument(rule));
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->workspace()->errorCount(), errors, 20000);
        QTRY_VERIFY(!w.session()->loader()->isLoading());
        QCOMPARE(w.session()->workspace()->errorCount(), errors);
    }

    void f8AndShiftF8WalkTheMarksAndWrapAround() {
        MainWindow& w = open(rulePath);
        w.show();  // the shortcuts are the window's
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int before = m_checks;
        // Two blocks whose keys the document does not register: two findings.
        replaceLine(*w.editor(), 18, QStringLiteral(":::evidence key=\"first\""));
        replaceLine(*w.editor(), 19, QStringLiteral(":::\n\n:::evidence key=\"second\"\n:::"));
        waitForCheck(before);
        const QList<SourceEditor::Mark> marks = w.editor()->diagnosticMarks();
        QVERIFY2(marks.size() >= 2, qPrintable(QString::number(marks.size())));
        w.editor()->goToLine(1);
        w.editor()->setFocus();
        QTest::keyClick(w.editor(), Qt::Key_F8);
        QCOMPARE(w.editor()->currentLine(), marks.first().line);
        QCOMPARE(w.editor()->textCursor().positionInBlock() + 1, marks.first().column);
        QTest::keyClick(w.editor(), Qt::Key_F8);
        QCOMPARE(w.editor()->currentLine(), marks.at(1).line);
        // From the last one, F8 wraps to the first; Shift+F8 from the first wraps to the last.
        w.editor()->goToLine(marks.last().line, marks.last().column);
        QTest::keyClick(w.editor(), Qt::Key_F8);
        QCOMPARE(w.editor()->currentLine(), marks.first().line);
        QTest::keyClick(w.editor(), Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(w.editor()->currentLine(), marks.last().line);
    }

    void ctrlPeriodAppliesTheFixOfTheLineAsOneUndoStep() {
        MainWindow& w = open(casePath);
        w.show();  // the shortcut is the window's
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int missing =
            int(withCode(w.session()->workspace()->diagnostics, QStringLiteral("section-missing"))
                    .size());
        QVERIFY(missing >= 2);  // the case has only `## 문제`
        const QString before = w.editor()->toPlainText();
        // On a line without a finding nothing is offered.
        w.editor()->goToLine(2);
        m_offered.clear();
        QTest::keyClick(w.editor(), Qt::Key_Period, Qt::ControlModifier);
        QVERIFY(m_offered.isEmpty());
        QCOMPARE(w.editor()->toPlainText(), before);
        // The missing sections are reported where the body starts (line 18).
        const Diagnostic first =
            withCode(w.session()->workspace()->diagnostics, QStringLiteral("section-missing"))
                .first();
        w.editor()->goToLine(first.line);
        const int checks = m_checks;
        QTest::keyClick(w.editor(), Qt::Key_Period, Qt::ControlModifier);
        QVERIFY2(m_offered.size() >= 2, qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(m_offered.first().contains(QStringLiteral("관계")));
        QVERIFY(w.editor()->toPlainText().contains(QStringLiteral("## 관계\n")));
        waitForCheck(checks);
        QCOMPARE(int(withCode(shownDiagnostics(), QStringLiteral("section-missing")).size()),
                 missing - 1);
        // One undo step takes it all back.
        w.editor()->undo();
        QCOMPARE(w.editor()->toPlainText(), before);
        QVERIFY(!w.session()->documentModel()->isModified());
    }

    void marksMoveWithTheTextUntilTheNextCheck() {
        MainWindow& w = open(casePath);
        QCOMPARE(unknownKeyMark(*w.editor()).value().line, brokenCaseErrorLine);
        w.session()->liveChecker()->setDebounceMs(
            60000);  // no check comes: only the marks' own movement
        QTextCursor c(w.editor()->document()->findBlockByNumber(0));
        c.movePosition(QTextCursor::EndOfBlock);
        c.insertText(QStringLiteral("\n"));  // a line above the finding
        QCOMPARE(unknownKeyMark(*w.editor()).value().line, brokenCaseErrorLine + 1);
        // The mark's tooltip is under the word it marks.
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const SourceEditor::Mark mark = unknownKeyMark(*w.editor()).value();
        QTextCursor at(w.editor()->document()->findBlockByNumber(mark.line - 1));
        at.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, mark.column);
        w.editor()->setTextCursor(at);
        w.editor()->ensureCursorVisible();
        const QRect r = w.editor()->cursorRect(at);
        QVERIFY(
            w.editor()->diagnosticsAt(r.center()).contains(QStringLiteral("evidence-key-unknown")));
        QVERIFY(w.editor()
                    ->diagnosticsAt(QPoint(r.center().x(), r.center().y() - 3 * r.height()))
                    .isEmpty());
    }
};

QTEST_MAIN(TestLiveChecker)
#include "tst_livechecker.moc"
