#include <QTest>
#include <QTextBlock>

#include "sourceeditor.h"

using namespace techlog;

class TestSourceEditor : public QObject {
    Q_OBJECT

    static QString lines(int count) {
        QStringList l;
        for (int i = 1; i <= count; ++i) l << QStringLiteral("line %1").arg(i);
        return l.join(QLatin1Char('\n'));
    }

private slots:
    void lineNumberAreaWidthGrowsWithLineCount() {
        SourceEditor editor;
        editor.setPlainText(lines(5));
        const int small = editor.lineNumberAreaWidth();
        QVERIFY(small > 0);
        editor.setPlainText(lines(150));
        const int hundreds = editor.lineNumberAreaWidth();
        QVERIFY(hundreds > small);
        editor.setPlainText(lines(12000));
        QVERIFY(editor.lineNumberAreaWidth() > hundreds);
        // The viewport leaves room for the gutter.
        QVERIFY(editor.viewport()->geometry().left() >= editor.lineNumberAreaWidth());
    }

    void widthDoesNotJumpBetweenNineAndTenLines() {
        SourceEditor editor;
        editor.setPlainText(lines(9));
        const int nine = editor.lineNumberAreaWidth();
        editor.setPlainText(lines(10));
        QCOMPARE(editor.lineNumberAreaWidth(), nine);
    }

    void goToLineMovesTheCursor() {
        SourceEditor editor;
        editor.setPlainText(lines(100));
        editor.goToLine(42, 3);
        QCOMPARE(editor.textCursor().blockNumber(), 41);
        QCOMPARE(editor.textCursor().positionInBlock(), 2);
        QCOMPARE(editor.currentLine(), 42);
    }

    void goToLineClampsOutOfRange() {
        SourceEditor editor;
        editor.setPlainText(lines(3));
        editor.goToLine(99, 99);
        QCOMPARE(editor.currentLine(), 3);
        editor.goToLine(0);
        QCOMPARE(editor.currentLine(), 1);
    }

    void paintsWithoutCrashing() {
        SourceEditor editor;
        editor.setPlainText(lines(50));
        editor.resize(400, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.grab();
    }
};

QTEST_MAIN(TestSourceEditor)
#include "tst_sourceeditor.moc"
