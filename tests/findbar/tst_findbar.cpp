// FindBar: find as you type with every match shaded, Enter and Shift+Enter round the matches
// and wrapping, match case / whole words / regular expression, an invalid expression shown,
// Replace and Replace All (one undo step, regular-expression groups), NFD input, the bar
// following edits and a replaced document, Escape; and Edit > Find… / Replace… / F3 in the
// window on the example.
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QTextBlock>
#include <QToolButton>

#include "documentpane.h"
#include "examplepaths.h"
#include "findbar.h"
#include "mainwindow.h"
#include "sourceeditor.h"
#include "tempworkspace.h"
#include "typetext.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kText = QStringLiteral(
    "# 갱신 건수\n"
    "update jobs set owner = ? where job_id = ?\n"
    "갱신 건수가 1 이면 성공, 갱신 건수가 0 이면 실패.\n"
    "Update 는 조건부 갱신이다.\n");

struct Fixture {
    QWidget window;
    SourceEditor* editor;
    FindBar* bar;
    Fixture() {
        editor = new SourceEditor(&window);
        bar = new FindBar(editor, &window);
        // As in the studio, the buffer is not the editor's own (DocumentModel's, there).
        auto* buffer = new QTextDocument(&window);
        editor->setSourceDocument(buffer, false);
        buffer->setPlainText(kText);
        editor->moveCursor(QTextCursor::Start);
        window.resize(800, 500);
        editor->resize(800, 440);
        bar->move(0, 440);
        window.show();
    }
    QString selected() const { return editor->textCursor().selectedText(); }
    int selectionStart() const { return editor->textCursor().selectionStart(); }
};

}  // namespace

class TestFindBar : public QObject {
    Q_OBJECT
private slots:
    void findsAsYouTypeAndShadesEveryMatch() {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        f.bar->open(false);
        QVERIFY(f.bar->isVisible());
        QVERIFY(!f.bar->isReplaceShown());
        QVERIFY(f.bar->findEdit()->hasFocus());
        typeText(f.bar->findEdit(), QStringLiteral("갱신"));
        QCOMPARE(f.bar->matchCount(), 4);
        QCOMPARE(f.editor->findMatches().size(), 4);
        QCOMPARE(f.selected(), QStringLiteral("갱신"));
        QCOMPARE(f.selectionStart(), 2);  // the first, in the heading
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("1 of 4"));
        typeText(f.bar->findEdit(), QStringLiteral(" 건수가"));
        QCOMPARE(f.bar->matchCount(), 2);
        QCOMPARE(f.selected(), QStringLiteral("갱신 건수가"));
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("1 of 2"));
    }

    // Finding as you type from a cursor past the last match goes to the first one and says
    // which it is, not "wrapped around": nothing was stepped through yet.
    void theFirstSearchFromTheEndSaysNoWrap() {
        Fixture f;
        f.editor->moveCursor(QTextCursor::End);
        f.bar->open(false);
        typeText(f.bar->findEdit(), QStringLiteral("갱신"));
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("1 of 4"));
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return, Qt::ShiftModifier);  // a real wrap
        QVERIFY(f.bar->statusLabel()->text().startsWith(QStringLiteral("4 of 4 · ")));
    }

    void enterAndShiftEnterGoRoundTheMatches() {
        Fixture f;
        f.bar->open(false);
        typeText(f.bar->findEdit(), QStringLiteral("갱신"));
        const int first = f.selectionStart();
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return);
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("2 of 4"));
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return);
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return);
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("4 of 4"));
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return);  // round to the first
        QCOMPARE(f.selectionStart(), first);
        QVERIFY(f.bar->statusLabel()->text().startsWith(QStringLiteral("1 of 4 · ")));
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return, Qt::ShiftModifier);  // back to the last
        QCOMPARE(f.bar->statusLabel()->text().left(6), QStringLiteral("4 of 4"));
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("3 of 4"));
    }

    void caseWholeWordsAndRegularExpressions() {
        Fixture f;
        f.bar->open(false);
        QTest::keyClicks(f.bar->findEdit(), QStringLiteral("update"));
        QCOMPARE(f.bar->matchCount(), 2);
        f.bar->caseButton()->setChecked(true);
        QCOMPARE(f.bar->matchCount(), 1);
        f.bar->caseButton()->setChecked(false);
        f.bar->findEdit()->clear();
        QTest::keyClicks(f.bar->findEdit(), QStringLiteral("job"));
        QCOMPARE(f.bar->matchCount(), 2);  // jobs, job_id
        f.bar->wordButton()->setChecked(true);
        QCOMPARE(f.bar->matchCount(), 0);
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("No match"));
        f.bar->wordButton()->setChecked(false);
        f.bar->findEdit()->clear();
        f.bar->regexButton()->setChecked(true);
        QTest::keyClicks(f.bar->findEdit(), QStringLiteral("[01] "));
        QCOMPARE(f.bar->matchCount(), 2);
        QTest::keyClicks(f.bar->findEdit(), QStringLiteral("("));
        QVERIFY(f.bar->statusLabel()->text().startsWith(QStringLiteral("Invalid: ")));
        QCOMPARE(f.bar->matchCount(), 0);
    }

    void decomposedInputFindsComposedText() {
        Fixture f;
        f.bar->open(false);
        typeText(f.bar->findEdit(),
                 QStringLiteral("건수가").normalized(QString::NormalizationForm_D));
        QCOMPARE(f.bar->matchCount(), 2);
        QCOMPARE(f.selected(), QStringLiteral("건수가"));
    }

    void replaceOneThenAllAsOneUndoStep() {
        Fixture f;
        f.bar->open(true);
        QVERIFY(f.bar->isReplaceShown());
        typeText(f.bar->findEdit(), QStringLiteral("갱신 건수"));
        QCOMPARE(f.bar->matchCount(), 3);
        typeText(f.bar->replaceEdit(), QStringLiteral("변경 행 수"));
        QTest::keyClick(f.bar->replaceEdit(), Qt::Key_Return);  // the heading's
        QVERIFY(f.editor->toPlainText().startsWith(QStringLiteral("# 변경 행 수\n")));
        QCOMPARE(f.bar->matchCount(), 2);
        QCOMPARE(f.bar->statusLabel()->text(), QStringLiteral("1 of 2"));  // the next selected
        QCOMPARE(f.bar->replaceAll(), 2);
        QCOMPARE(f.editor->toPlainText().count(QStringLiteral("변경 행 수")), 3);
        QCOMPARE(f.bar->matchCount(), 0);
        f.editor->undo();  // Replace All, in one step
        QCOMPARE(f.editor->toPlainText().count(QStringLiteral("변경 행 수")), 1);
        f.editor->undo();
        QCOMPARE(f.editor->toPlainText(), kText);
    }

    void replaceWithGroupsOfARegularExpression() {
        Fixture f;
        f.bar->open(true);
        f.bar->regexButton()->setChecked(true);
        QTest::keyClicks(f.bar->findEdit(), QStringLiteral("(\\w+)_id"));
        QTest::keyClicks(f.bar->replaceEdit(), QStringLiteral("\\1Id"));
        QCOMPARE(f.bar->replaceAll(), 1);
        QVERIFY(f.editor->toPlainText().contains(QStringLiteral("where jobId = ?")));
    }

    void replaceWhenTheSelectionIsNoMatchOnlyFinds() {
        Fixture f;
        f.bar->open(true);
        typeText(f.bar->findEdit(), QStringLiteral("실패"));
        QTextCursor c = f.editor->textCursor();
        c.setPosition(0);
        f.editor->setTextCursor(c);
        typeText(f.bar->replaceEdit(), QStringLiteral("거절"));
        QVERIFY(!f.bar->replaceCurrent());
        QCOMPARE(f.editor->toPlainText(), kText);
        QCOMPARE(f.selected(), QStringLiteral("실패"));
        QVERIFY(f.bar->replaceCurrent());
        QVERIFY(f.editor->toPlainText().contains(QStringLiteral("0 이면 거절.")));
    }

    void readOnlyTextIsFoundButNotReplaced() {
        Fixture f;
        f.editor->setReadOnly(true);
        f.bar->open(true);
        QVERIFY(!f.bar->replaceEdit()->isEnabled());
        typeText(f.bar->findEdit(), QStringLiteral("갱신"));
        QCOMPARE(f.bar->matchCount(), 4);
        QCOMPARE(f.bar->replaceAll(), 0);
        QCOMPARE(f.editor->toPlainText(), kText);
    }

    void matchesFollowEditsAndAReplacedDocument() {
        Fixture f;
        f.bar->open(false);
        typeText(f.bar->findEdit(), QStringLiteral("성공"));
        QCOMPARE(f.bar->matchCount(), 1);
        QTextCursor c = f.editor->textCursor();
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral("다시 성공.\n"));
        QCOMPARE(f.bar->matchCount(), 2);                 // recounted at once when asked
        QTRY_COMPARE(f.editor->findMatches().size(), 2);  // shaded after the pause
        auto* other = new QTextDocument(&f.window);
        other->setPlainText(QStringLiteral("성공 성공 성공"));
        f.editor->setSourceDocument(other, false);
        QVERIFY(f.editor->findMatches().isEmpty());
        f.bar->documentReplaced();
        QCOMPARE(f.bar->matchCount(), 3);
        QCOMPARE(f.editor->findMatches().size(), 3);
    }

    void selectionBecomesTheQueryAndEscapeCloses() {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.window));
        QTextCursor c(f.editor->document()->findBlockByNumber(1));
        c.movePosition(QTextCursor::NextWord, QTextCursor::KeepAnchor);
        f.editor->setTextCursor(c);
        f.bar->open(false);
        QCOMPARE(f.bar->findEdit()->text(), QStringLiteral("update "));
        QCOMPARE(f.bar->findEdit()->selectedText(), QStringLiteral("update "));
        QTest::keyClick(f.bar->findEdit(), Qt::Key_Escape);
        QVERIFY(!f.bar->isVisible());
        QVERIFY(f.editor->findMatches().isEmpty());
        QVERIFY(f.editor->hasFocus());
    }

    void theWindowsFindReplaceAndF3() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
        w.session()->setPrompts(std::move(p));
        w.session()->openWorkspace(tw.root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.session()->selectDocument(kConcept));
        w.editor()->setFocus();
        FindBar* bar = w.documentPane()->findBar();
        QTest::keyClick(w.editor(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(bar->isVisible());
        QVERIFY(!bar->isReplaceShown());
        typeText(bar->findEdit(), QStringLiteral("갱신 건수"));
        const int count = bar->matchCount();
        QVERIFY(count >= 2);
        QCOMPARE(bar->statusLabel()->text(), QStringLiteral("1 of %1").arg(count));
        w.editor()->setFocus();
        QTest::keyClick(w.editor(), Qt::Key_F3);
        QCOMPARE(bar->statusLabel()->text(), QStringLiteral("2 of %1").arg(count));
        QTest::keyClick(w.editor(), Qt::Key_F3, Qt::ShiftModifier);
        QCOMPARE(bar->statusLabel()->text(), QStringLiteral("1 of %1").arg(count));
        QTest::keyClick(w.editor(), Qt::Key_H, Qt::ControlModifier);
        QVERIFY(bar->isReplaceShown());
        typeText(bar->replaceEdit(), QStringLiteral("변경 행 수"));
        QCOMPARE(bar->replaceAll(), count);
        QVERIFY(w.documentPane()->isModified());
        QVERIFY(!w.editor()->toPlainText().contains(QStringLiteral("갱신 건수")));
        // Another document: the bar finds in it.
        QVERIFY(w.session()->selectDocument(kCasRule));
        QVERIFY(bar->matchCount() >= 1);
    }
};

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
