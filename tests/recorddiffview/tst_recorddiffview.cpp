// RecordDiffView on long records: every changed line found (LineDiff), its marks laid on the
// lines around those shown and following the scroll. Its basic marks: tests/replaypanel; its
// bounds on 100,000 lines: tests/diffbounds.
#include <QApplication>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QtTest>

#include "recorddiffview.h"

using namespace techlog;

namespace {

// `lines` lines; in `changed` every tenth one (10, 20, ...) reads differently.
QString record(int lines, bool changed) {
    QString out;
    for (int i = 1; i <= lines; ++i)
        out += QStringLiteral("%1 회차: 남은 행 %2\n").arg(i).arg(changed && i % 10 == 0 ? 2 : 1);
    return out;
}

// The blocks the editor's extra selections stand on.
QList<int> markedLines(const QPlainTextEdit* edit) {
    QList<int> lines;
    for (const QTextEdit::ExtraSelection& s : edit->extraSelections())
        lines << s.cursor.block().blockNumber();
    return lines;
}

}  // namespace

class TestRecordDiffView : public QObject {
    Q_OBJECT

private slots:
    void everyChangedLineOfALongRecordIsFound() {
        RecordDiffView view;
        view.setRecords(record(20000, false), record(20000, true));
        QCOMPARE(view.changedRecordedLines().size(), 2000);
        QCOMPARE(view.changedNewLines().size(), 2000);
        QCOMPARE(view.changedRecordedLines().first(), 9);
        QCOMPARE(view.changedRecordedLines().last(), 19999);
        // Each pair differs in one word, the count.
        QCOMPARE(view.changedWordsLeft().size(), 2000);
        QCOMPARE(view.changedWordsLeft().first(), QStringLiteral("1"));
        QCOMPARE(view.changedWordsRight().first(), QStringLiteral("2"));
    }

    void marksStandAroundTheShownLinesAndFollowTheScroll() {
        RecordDiffView view;
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setRecords(record(5000, false), record(5000, true));
        QPlainTextEdit* edit = view.recordedEdit();
        const QList<int> top = markedLines(edit);
        QVERIFY(!top.isEmpty());
        QVERIFY2(top.size() < 200, qPrintable(QString::number(top.size())));  // not 1,000 lines
        QVERIFY(top.contains(9));
        QVERIFY(!top.contains(4999));
        // Scrolled to the end (the other side follows): the marks there, none at the top.
        edit->verticalScrollBar()->setValue(edit->verticalScrollBar()->maximum());
        for (const QPlainTextEdit* side : {view.recordedEdit(), view.newEdit()}) {
            const QList<int> bottom = markedLines(side);
            QVERIFY(bottom.contains(4999));
            QVERIFY(!bottom.contains(9));
            // The line and its changed word.
            QCOMPARE(bottom.count(4999), 2);
        }
    }

    // The editors keep their width when a record long enough to scroll arrives: a new width
    // would lay out every line again.
    void editorsKeepTheirWidthWhenALongRecordArrives() {
        RecordDiffView view;
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int left = view.recordedEdit()->viewport()->width();
        const int right = view.newEdit()->viewport()->width();
        view.setRecords(record(5000, false), record(5000, true));
        QCoreApplication::processEvents();
        QCOMPARE(view.recordedEdit()->viewport()->width(), left);
        QCOMPARE(view.newEdit()->viewport()->width(), right);
    }
};

QTEST_MAIN(TestRecordDiffView)
#include "tst_recorddiffview.moc"
