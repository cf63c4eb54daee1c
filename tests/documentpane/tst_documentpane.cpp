// DocumentPane is the editor view over a DocumentModel: the editor shows (and edits) the model's
// buffer, the "changed on disk" bar follows the model's disk state and its buttons are the
// model's choices, and a reload keeps the cursor where it was. File I/O: tst_documentmodel.
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextLayout>
#include <QtTest>

#include "documentmodel.h"
#include "documentpane.h"
#include "markdownsourcehighlighter.h"
#include "notificationbar.h"
#include "sourceeditor.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {
const QString rel = QStringLiteral("tech-log-studio/t/rule/rule-x.md");
}

class TestDocumentPane : public QObject {
    Q_OBJECT
private slots:
    void editorShowsAndEditsTheModelsBuffer() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentModel model;
        DocumentPane pane(&model);
        QCOMPARE(pane.model(), &model);
        QCOMPARE(pane.editor()->document(), model.document());
        QVERIFY(!pane.editor()->isEnabled());  // nothing open yet
        QVERIFY(model.open(tw.abs(rel), rel));
        QVERIFY(pane.editor()->isEnabled());
        QCOMPARE(pane.editor()->toPlainText(), QStringLiteral("본문\n"));
        pane.editor()->moveCursor(QTextCursor::End);
        pane.editor()->insertPlainText(QStringLiteral("더"));
        QVERIFY(model.isModified());
        QCOMPARE(model.text(), QStringLiteral("본문\n더"));
        model.close();
        QVERIFY(!pane.editor()->isEnabled());
        QVERIFY(pane.editor()->toPlainText().isEmpty());
    }

    void changedOnDiskWithEditsShowsTheBarAndItsButtonsChoose() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentPane pane;  // with a model of its own
        QVERIFY(pane.openFile(tw.abs(rel), rel));
        pane.editor()->insertPlainText(QStringLiteral("Mine "));
        QVERIFY(tw.write(rel, QByteArray("theirs\n")));
        QTRY_VERIFY_WITH_TIMEOUT(pane.externalChangePending(), 10000);
        QVERIFY(!pane.changeBar()->button(QStringLiteral("reloadButton"))->isHidden());
        pane.changeBar()->button(QStringLiteral("keepButton"))->click();
        QVERIFY(!pane.externalChangePending());
        QVERIFY(pane.isModified());

        QVERIFY(tw.write(rel, QByteArray("theirs again\n")));
        QTRY_VERIFY_WITH_TIMEOUT(pane.externalChangePending(), 10000);
        pane.changeBar()->button(QStringLiteral("reloadButton"))->click();
        QVERIFY(!pane.externalChangePending());
        QCOMPARE(pane.editor()->toPlainText(), QStringLiteral("theirs again\n"));
        QVERIFY(!pane.isModified());
    }

    void deletedOnDiskOffersNoReload() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("본문\n")));
        DocumentPane pane;
        QVERIFY(pane.openFile(tw.abs(rel), rel));
        QVERIFY(QFile::remove(tw.abs(rel)));
        QTRY_VERIFY_WITH_TIMEOUT(pane.externalChangePending(), 10000);
        QVERIFY(pane.changeBar()->button(QStringLiteral("reloadButton"))->isHidden());
        QCOMPARE(pane.editor()->toPlainText(), QStringLiteral("본문\n"));
    }

    void multiMegabyteFileIsShownWithoutHighlighting() {
        TempWorkspace tw;
        const QString big = QStringLiteral("final/evidence/raw/huge.txt");
        QByteArray lines;
        for (int i = 0; lines.size() < 3 * 1024 * 1024; ++i)
            lines += "$ psql -c 'select " + QByteArray::number(i) + "' **not bold**\n";
        QVERIFY(tw.write(big, lines));
        QVERIFY(tw.write(rel, QByteArray("# 제목\n\n**굵게**\n")));
        DocumentPane pane;
        auto* highlighter = pane.editor()->document()->findChild<MarkdownSourceHighlighter*>();
        QVERIFY(highlighter);
        QVERIFY(pane.openFile(tw.abs(big), big));
        QCOMPARE(pane.editor()->document()->characterCount() - 1, lines.size());
        QVERIFY(!highlighter->document());  // the whole buffer is not highlighted on the UI thread
        QVERIFY(pane.openFile(tw.abs(rel), rel));
        QCOMPARE(highlighter->document(), pane.model()->document());  // a document is, again
        // (re-attached, it highlights on the next turn of the event loop)
        QTRY_VERIFY(!pane.editor()->document()->firstBlock().layout()->formats().isEmpty());
    }

    void reloadFromDiskKeepsTheCursorLine() {
        TempWorkspace tw;
        QVERIFY(tw.write(rel, QByteArray("one\ntwo\nthree\nfour\n")));
        DocumentPane pane;
        QVERIFY(pane.openFile(tw.abs(rel), rel));
        pane.editor()->goToLine(3, 2);
        QTest::qWait(50);
        QVERIFY(tw.write(rel, QByteArray("one\ntwo\nTHREE\nfour\nfive\n")));
        QTRY_COMPARE_WITH_TIMEOUT(pane.editor()->toPlainText(),
                                  QStringLiteral("one\ntwo\nTHREE\nfour\nfive\n"), 10000);
        QCOMPARE(pane.editor()->currentLine(), 3);
        QCOMPARE(pane.editor()->textCursor().positionInBlock(), 1);
    }
};

QTEST_MAIN(TestDocumentPane)
#include "tst_documentpane.moc"
