#include <QImage>
#include <QPainter>
#include <QSignalSpy>
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

    void gutterShowsEachVisibleLineNumberRightAligned() {
        SourceEditor editor;
        editor.setPlainText(lines(50));
        editor.resize(400, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QImage image = editor.grab().toImage().convertToFormat(QImage::Format_RGB32);
        const qreal dpr = image.devicePixelRatio();
        const QRect gutter(editor.contentsRect().left(), editor.contentsRect().top(),
                           editor.lineNumberAreaWidth(), editor.contentsRect().height());
        const QRgb background = editor.palette().color(QPalette::AlternateBase).rgb();
        // The leftmost inked column inside the gutter between two heights; -1 when blank.
        auto inkLeft = [&](int top, int bottom) {
            int left = -1;
            for (int y = qMax(top, gutter.top()); y < qMin(bottom, gutter.bottom()); ++y)
                for (int x = gutter.left(); x < gutter.right(); ++x)
                    if (image.pixel(int(x * dpr), int(y * dpr)) != background) {
                        if (left < 0 || x < left) left = x;
                        break;
                    }
            return left;
        };
        QCOMPARE(image.pixel(int((gutter.left() + 1) * dpr), int((gutter.bottom() - 1) * dpr)),
                 background);  // a gutter is painted, numbers aside
        const int viewportTop = editor.viewport()->geometry().top();
        int shown = 0;
        int leftOfOne = -1, leftOfTen = -1;
        for (QTextBlock block = editor.document()->firstBlock(); block.isValid();
             block = block.next()) {
            const QRect r = editor.cursorRect(QTextCursor(block));  // viewport coordinates
            const int top = viewportTop + r.top(), bottom = viewportTop + r.bottom();
            if (bottom > gutter.bottom()) break;
            const int left = inkLeft(top, bottom);
            QVERIFY2(left >= 0,
                     qPrintable(
                         QStringLiteral("no number beside line %1").arg(block.blockNumber() + 1)));
            if (block.blockNumber() == 0) leftOfOne = left;
            if (block.blockNumber() == 9) leftOfTen = left;
            ++shown;
        }
        QVERIFY2(shown >= 10, qPrintable(QString::number(shown)));
        // Right-aligned: "10" reaches further left than "1".
        QVERIFY2(leftOfTen < leftOfOne,
                 qPrintable(QStringLiteral("%1 %2").arg(leftOfTen).arg(leftOfOne)));
    }

    void gutterNumbersAreTheLineNumbers() {
        // Each visible line's gutter band, as ink or not, must match that line's number drawn
        // in the editor's font (right-aligned like the gutter): numbers drawn for the wrong
        // lines, or left out, do not match.
        SourceEditor editor;
        editor.setPlainText(lines(50));
        editor.resize(400, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QImage image = editor.grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.devicePixelRatio(), 1.0);
        const QRgb background = editor.palette().color(QPalette::AlternateBase).rgb();
        const int left = editor.contentsRect().left();
        const int width = editor.lineNumberAreaWidth();
        const int height = editor.fontMetrics().height();
        const int viewportTop = editor.viewport()->geometry().top();
        auto band = [&](int top) {
            QImage mask(width, height, QImage::Format_Mono);
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    mask.setPixel(x, y, image.pixel(left + x, top + y) != background ? 1 : 0);
            return mask;
        };
        auto reference = [&](int number) {
            QImage drawn(width, height, QImage::Format_RGB32);
            drawn.setDotsPerMeterX(image.dotsPerMeterX());
            drawn.setDotsPerMeterY(image.dotsPerMeterY());
            drawn.fill(Qt::white);
            QPainter painter(&drawn);
            painter.setFont(editor.font());
            painter.setPen(Qt::black);
            painter.drawText(0, 0, width - 4, height, Qt::AlignRight, QString::number(number));
            painter.end();
            QImage mask(width, height, QImage::Format_Mono);
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    mask.setPixel(x, y, drawn.pixel(x, y) != qRgb(255, 255, 255) ? 1 : 0);
            return mask;
        };
        auto differ = [&](const QImage& a, const QImage& b, int* ink) {
            int n = 0;
            *ink = 0;
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    *ink += b.pixelIndex(x, y);
                    n += a.pixelIndex(x, y) != b.pixelIndex(x, y);
                }
            return n;
        };
        int checked = 0;
        for (QTextBlock block = editor.document()->firstBlock(); block.isValid();
             block = block.next()) {
            const int top = viewportTop + editor.cursorRect(QTextCursor(block)).top();
            if (top + height > viewportTop + editor.viewport()->height()) break;
            const int number = block.blockNumber() + 1;
            int ink = 0;
            const int wrong = differ(band(top), reference(number), &ink);
            QVERIFY(ink > 0);
            QVERIFY2(wrong * 10 <= ink, qPrintable(QStringLiteral("line %1: %2 of %3 pixels differ")
                                                       .arg(number)
                                                       .arg(wrong)
                                                       .arg(ink)));
            ++checked;
        }
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    void markedLinesShowInTheGutterAndAClickReportsTheLine() {
        SourceEditor editor;
        editor.setPlainText(lines(30));
        editor.resize(400, 300);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setLineMarks({{3, QStringLiteral("kim: 근거는?")}});
        QCOMPARE(editor.lineMarks().value(3), QStringLiteral("kim: 근거는?"));
        const QImage image = editor.grab().toImage().convertToFormat(QImage::Format_RGB32);
        const qreal dpr = image.devicePixelRatio();
        const int viewportTop = editor.viewport()->geometry().top();
        const int x = editor.contentsRect().left() + 3;
        auto middleOf = [&](int line) {
            const QRect r =
                editor.cursorRect(QTextCursor(editor.document()->findBlockByNumber(line - 1)));
            return viewportTop + r.center().y();
        };
        const QRgb background = editor.palette().color(QPalette::AlternateBase).rgb();
        QVERIFY(image.pixel(int(x * dpr), int(middleOf(3) * dpr)) != background);
        QCOMPARE(image.pixel(int(x * dpr), int(middleOf(2) * dpr)), background);
        QCOMPARE(image.pixel(int(x * dpr), int(middleOf(4) * dpr)), background);
        // The gutter's y to line, and a click on the marked line.
        QWidget* gutter = nullptr;
        for (QWidget* w : editor.findChildren<QWidget*>())
            if (w->metaObject()->className() == QByteArray("techlog::LineNumberArea")) gutter = w;
        QVERIFY(gutter);
        const int gutterY = middleOf(3) - gutter->geometry().top();
        QCOMPARE(editor.lineAtGutterY(gutterY), 3);
        QSignalSpy activated(&editor, &SourceEditor::lineMarkActivated);
        QTest::mouseClick(gutter, Qt::LeftButton, {}, QPoint(3, gutterY));
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated[0][0].toInt(), 3);
        QTest::mouseClick(gutter, Qt::LeftButton, {},
                          QPoint(3, middleOf(5) - gutter->geometry().top()));
        QCOMPARE(activated.count(), 1);  // an unmarked line reports nothing
    }
};

QTEST_MAIN(TestSourceEditor)
#include "tst_sourceeditor.moc"
