// FigureCompareView offscreen: two figures drawn side by side (valid renderers, one row each);
// a figure new since the base shows a note on its left; setting no pairs says no figure changed.
#include <QLabel>
#include <QSvgRenderer>
#include <QSvgWidget>
#include <QtTest>

#include "figurecompareview.h"

using namespace techlog;

namespace {

QByteArray svg(const char* fill) {
    return QByteArray(
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40\">"
               "<rect width=\"120\" height=\"40\" fill=\"") +
           fill + "\"/></svg>";
}

QStringList labels(const QWidget& w) {
    QStringList out;
    for (const QLabel* l : w.findChildren<QLabel*>()) out << l->text();
    return out;
}

}  // namespace

class TestFigureCompareView : public QObject {
    Q_OBJECT

private slots:
    void eachChangedFigureIsDrawnAsItWasAndAsItIs() {
        FigureCompareView view;
        view.setPairs(
            {{QStringLiteral("final/evidence/rendered/a.svg"), svg("#ccc"), svg("#369"), {}, {}},
             {QStringLiteral("final/evidence/rendered/b.svg"),
              {},
              svg("#963"),
              QStringLiteral("(not there then)"),
              {}}},
            QStringLiteral("Published 0123456789ab"));
        view.resize(600, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.pairCount(), 2);
        QVERIFY(view.beforeView(0) && view.beforeView(0)->renderer()->isValid());
        QVERIFY(view.afterView(0) && view.afterView(0)->renderer()->isValid());
        QVERIFY(view.beforeView(0)->isVisible() && view.afterView(0)->isVisible());
        // Side by side: the same row, the old one on the left.
        const QPoint before = view.beforeView(0)->mapTo(&view, QPoint(0, 0));
        const QPoint after = view.afterView(0)->mapTo(&view, QPoint(0, 0));
        QCOMPARE(before.y(), after.y());
        QVERIFY(before.x() < after.x());
        QVERIFY(!view.beforeView(1));
        QVERIFY(view.afterView(1) && view.afterView(1)->renderer()->isValid());
        const QStringList text = labels(view);
        QVERIFY(text.contains(QStringLiteral("(not there then)")));
        QVERIFY(text.contains(QStringLiteral("final/evidence/rendered/b.svg")));
        QVERIFY(text.join(u' ').contains(QStringLiteral("Published 0123456789ab")));
    }

    void noPairsSayNoFigureChanged() {
        FigureCompareView view;
        view.setPairs({{QStringLiteral("x.svg"), svg("#ccc"), svg("#369"), {}, {}}},
                      QStringLiteral("base"));
        view.setPairs({}, {});
        QCOMPARE(view.pairCount(), 0);
        QVERIFY(!view.beforeView(0));
        QVERIFY(labels(view).contains(QStringLiteral("No figure changed.")));
        QVERIFY(!labels(view).contains(QStringLiteral("x.svg")));
    }
};

QTEST_MAIN(TestFigureCompareView)
#include "tst_figurecompareview.moc"
