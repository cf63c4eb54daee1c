// GraphEdgesItem, offscreen: a long edge is drawn wherever it crosses the view (cut to it, not
// skipped), thousands of edges in view are still all drawn, the far-out level comes from the
// worker's image once it arrives and never from an image of edges since hidden, the nearest
// shown edge is found under the pointer, and a highlighted edge is drawn thicker.
#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QSignalSpy>
#include <QtTest>
#include <cmath>

#include "graphedgesitem.h"
#include "graphstyle.h"
#include "workspacegraph.h"

using namespace techlog;

namespace {

const QColor kBackground(Qt::white);

struct Lines {
    WorkspaceGraph graph;
    QList<EdgeLayout> layout;
    void add(const QPointF& a, const QPointF& b, EdgeType type) {
        GraphEdge e;
        e.from = 0;
        e.to = 0;
        e.type = type;
        graph.edges.append(e);
        EdgeLayout el;
        el.path.moveTo(a);
        el.path.lineTo(b);
        layout.append(el);
    }
};

// A view of `item` alone, `size` pixels, white behind.
struct Stage {
    QGraphicsScene scene;
    QGraphicsView view;
    GraphEdgesItem* item = new GraphEdgesItem;
    explicit Stage(const Lines& lines, QSize size = QSize(400, 300)) {
        item->setEdges(lines.graph, lines.layout);
        scene.addItem(item);
        scene.setItemIndexMethod(QGraphicsScene::NoIndex);
        view.setScene(&scene);
        view.setBackgroundBrush(kBackground);
        view.setRenderHint(QPainter::Antialiasing);
        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setFrameShape(QFrame::NoFrame);
        view.resize(size);
        view.show();
    }
    void look(const QPointF& centre, double zoom) {
        view.setSceneRect(item->boundingRect());
        view.resetTransform();
        view.scale(zoom, zoom);
        view.centerOn(centre);
    }
    QImage frame() {
        return view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    }
};

int pixelsOf(const QImage& image, const QColor& colour) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (colour.rgb() & 0xffffff) ? 1 : 0;
    return n;
}

int paintedPixels(const QImage& image) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += (image.pixel(x, y) & 0xffffff) != (kBackground.rgb() & 0xffffff) ? 1 : 0;
    return n;
}

// Columns of `image` with something painted within `band` pixels of row `y`.
int columnsNear(const QImage& image, int y, int band) {
    int n = 0;
    for (int x = 0; x < image.width(); ++x)
        for (int dy = -band; dy <= band; ++dy) {
            const int row = y + dy;
            if (row < 0 || row >= image.height()) continue;
            if ((image.pixel(x, row) & 0xffffff) != (kBackground.rgb() & 0xffffff)) {
                ++n;
                break;
            }
        }
    return n;
}

}  // namespace

class TestGraphEdgesItem : public QObject {
    Q_OBJECT

private slots:
    void aLongEdgeIsDrawnWhereItCrossesTheView() {
        Lines l;
        l.add(QPointF(-200000, 0), QPointF(200000, 0), EdgeType::CaseToRule);
        l.add(QPointF(-200000, 5000), QPointF(200000, 5000), EdgeType::RuleToConcept);  // dotted
        Stage s(l);
        QVERIFY(QTest::qWaitForWindowExposed(&s.view));
        for (const double zoom : {1.0, 3.0}) {
            s.look(QPointF(0, 0), zoom);
            const QImage f = s.frame();
            const int row = s.view.mapFromScene(QPointF(0, 0)).y();
            QVERIFY2(columnsNear(f, row, 3) >= f.width() * 9 / 10,
                     qPrintable(QString::number(columnsNear(f, row, 3))));
            QVERIFY(!s.item->lastFrameFromImage());
        }
        // The dotted one: dots, so a good share of its row but not all of it.
        s.look(QPointF(0, 5000), 1.0);
        const QImage f = s.frame();
        const int covered = columnsNear(f, s.view.mapFromScene(QPointF(0, 5000)).y(), 3);
        QVERIFY2(covered >= f.width() / 5 && covered < f.width(),
                 qPrintable(QString::number(covered)));
    }

    void thousandsOfEdgesInViewAreAllDrawn() {
        // More than kDenseEdges long lines through the middle of the view, fanned out, two types.
        Lines l;
        const int n = GraphEdgesItem::kDenseEdges + 100;
        for (int i = 0; i < n; ++i) {
            const double a = M_PI * i / n;
            const QPointF d(5000 * std::cos(a), 5000 * std::sin(a));
            l.add(-d, d, i % 2 ? EdgeType::CaseToRule : EdgeType::CaseToConcept);
        }
        Stage s(l);
        QVERIFY(QTest::qWaitForWindowExposed(&s.view));
        s.look(QPointF(0, 0), 1.0);
        const QImage f = s.frame();
        // One-pixel lines without antialiasing: each type's exact colour, all over the view.
        for (EdgeType t : {EdgeType::CaseToRule, EdgeType::CaseToConcept}) {
            const int pixels = pixelsOf(f, GraphStyle::edge(t).color);
            QVERIFY2(pixels >= f.width() * f.height() / 10,
                     qPrintable(QStringLiteral("%1: %2").arg(edgeTypeName(t)).arg(pixels)));
        }
        // Out to the edges of the view: the rows at the top and bottom are crossed too.
        QVERIFY(columnsNear(f, 1, 1) >= f.width() / 2);
        QVERIFY(columnsNear(f, f.height() - 2, 1) >= f.width() / 2);
    }

    void farOutTheWorkersImageIsDrawnAndNeverOneOfHiddenEdges() {
        Lines l;
        for (int i = 0; i < 200; ++i)
            l.add(QPointF(i * 50.0, 0), QPointF(i * 50.0 + 3000, 4000), EdgeType::CaseToRule);
        Stage s(l);
        QVERIFY(QTest::qWaitForWindowExposed(&s.view));
        QSignalSpy ready(s.item, &GraphEdgesItem::imageReady);
        s.look(s.item->boundingRect().center(), 0.05);
        QVERIFY(0.05 < GraphEdgesItem::kCoarseLevel);
        const QImage direct = s.frame();
        QVERIFY(!s.item->lastFrameFromImage());  // none yet: drawn directly
        QVERIFY(ready.wait(10000));
        const QImage fromImage = s.frame();
        QVERIFY(s.item->lastFrameFromImage());
        // The same picture: the image is the same drawing, made on the worker.
        const int a = paintedPixels(direct), b = paintedPixels(fromImage);
        QVERIFY2(a > 100 && std::abs(a - b) <= a / 10,
                 qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
        // Hidden: the image of them is not drawn again.
        s.item->setShown(QList<bool>(l.graph.edges.size(), false));
        const QImage hidden = s.frame();
        QVERIFY(!s.item->lastFrameFromImage());
        QCOMPARE(paintedPixels(hidden), 0);
        // Shown again: drawn (directly, then from a new image).
        s.item->setShown(QList<bool>(l.graph.edges.size(), true));
        QVERIFY(paintedPixels(s.frame()) > 100);
        QVERIFY(ready.wait(10000));
        QVERIFY(paintedPixels(s.frame()) > 100);
        QVERIFY(s.item->lastFrameFromImage());
    }

    // The arrow head is kept apart from the spline (which the layout shares): it must still be
    // drawn, whole in view or cut to it, and found under the pointer.
    void theArrowHeadIsDrawnAndFoundWhetherTheEdgeIsInViewOrCrossesIt() {
        Lines l;
        l.add(QPointF(0, 0), QPointF(100, 0), EdgeType::CaseToRule);
        l.layout[0].hasArrow = true;
        l.layout[0].arrowBase = QPointF(100, 0);
        l.layout[0].arrowTip = QPointF(110, 0);
        Stage s(l);
        QVERIFY(QTest::qWaitForWindowExposed(&s.view));
        // A barb ends 7 units back from the tip at 25 degrees: about (103.7, +-3).
        const QPointF barb(104.5, 2.5);
        for (const auto& [centre, zoom] : {std::pair{QPointF(55, 0), 3.0},       // whole in view
                                           std::pair{QPointF(105, 0), 20.0}}) {  // crossing it
            s.look(centre, zoom);
            const QImage f = s.frame();
            const QPoint at = s.view.mapFromScene(barb);
            int painted = 0;
            for (int dy = -3; dy <= 3; ++dy)
                for (int dx = -3; dx <= 3; ++dx)
                    painted += (f.pixel(at.x() + dx, at.y() + dy) & 0xffffff) !=
                               (kBackground.rgb() & 0xffffff);
            QVERIFY2(painted > 0, qPrintable(QStringLiteral("zoom %1").arg(zoom)));
            // Beside the barb, away from every stroke, nothing.
            const QPoint off = s.view.mapFromScene(QPointF(104.5, 6));
            QCOMPARE(f.pixel(off) & 0xffffff, kBackground.rgb() & 0xffffff);
        }
        QCOMPARE(s.item->edgeAt(barb, 0.6), 0);
        QCOMPARE(s.item->edgeAt(QPointF(109, 0), 0.2), 0);  // the stroke from base to tip
        QCOMPARE(s.item->edgeAt(QPointF(104.5, 6), 1), -1);
    }

    void theNearestShownEdgeIsUnderThePointer() {
        Lines l;
        l.add(QPointF(0, 0), QPointF(100, 0), EdgeType::CaseToRule);
        l.add(QPointF(0, 10), QPointF(100, 10), EdgeType::CaseToCase);
        GraphEdgesItem item;
        item.setEdges(l.graph, l.layout);
        QCOMPARE(item.edgeAt(QPointF(50, 2), 4), 0);
        QCOMPARE(item.edgeAt(QPointF(50, 7), 4), 1);
        QCOMPARE(item.edgeAt(QPointF(50, 40), 4), -1);
        item.setShown({false, true});
        QCOMPARE(item.edgeAt(QPointF(50, 2), 4), -1);
        QCOMPARE(item.edgeAt(QPointF(50, 2), 9), 1);
    }

    void aHighlightedEdgeIsDrawnThicker() {
        Lines l;
        l.add(QPointF(0, 0), QPointF(200, 0), EdgeType::CaseToRule);
        Stage s(l);
        QVERIFY(QTest::qWaitForWindowExposed(&s.view));
        s.look(QPointF(100, 0), 2.0);
        const int plain = paintedPixels(s.frame());
        s.item->setHighlighted({0}, true);
        QVERIFY(s.item->isHighlighted(0));
        const int highlighted = paintedPixels(s.frame());
        QVERIFY2(highlighted >= plain * 4 / 3,
                 qPrintable(QStringLiteral("%1 %2").arg(plain).arg(highlighted)));
        s.item->setHighlighted({0}, false);
        QCOMPARE(paintedPixels(s.frame()), plain);
    }
};

QTEST_MAIN(TestGraphEdgesItem)
#include "tst_graphedgesitem.moc"
