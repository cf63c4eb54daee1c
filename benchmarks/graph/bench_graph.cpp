// bench_graph [DOCS]: the rule graph at scale. Generates DOCS documents (default 10,000) with
// three relations each, then measures, in the same run:
//   load       loadWorkspace (the reference the layout is compared with)
//   build      WorkspaceGraph::build
//   layout     GraphLayout::layout (what the Graph tab's worker runs; sfdp at this size)
//   view       GraphView::setGraph (the scene built from the layout)
//   frames     a full redraw of the view (1280 x 800) at fit, at 1:1 and zoomed 3x about the
//              node with the most relations, against a reference scene of as many plain
//              rectangles, median of 15 frames each; then each step of zooming with the wheel
//              from fit to 3x there (every step a full redraw, a 60 Hz frame's events between
//              steps), its median and slowest
//   memory     peak RSS (VmHWM) after each step
// Run offscreen: QT_QPA_PLATFORM=offscreen build/bin/bench_graph
// BENCH_SHOT=PREFIX saves the 1:1 and 3x frames as PNG files; BENCH_STEPS=1 prints each zoom step.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsRectItem>
#include <QGraphicsView>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

#include "graphedgesitem.h"
#include "graphlayout.h"
#include "graphview.h"
#include "workspace.h"
#include "workspacegenerator.h"
#include "workspacegraph.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

double peakMb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024;
    return 0;
}

// Events for `ms`, as between two wheel notches or mouse moves (the view's worker hands over
// its images meanwhile).
void idle(int ms) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms) QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

// Median time of `frames` full redraws of `view` into an image of its size, events for 16 ms
// (a frame at 60 Hz) between them.
double frameMs(QGraphicsView& view, int frames = 15) {
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QList<double> t;
    for (int i = 0; i < frames; ++i) {
        idle(16);
        QElapsedTimer timer;
        timer.start();
        QPainter p(&image);
        view.render(&p);
        p.end();
        t.append(timer.nsecsElapsed() / 1e6);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int documents = argc > 1 ? QByteArray(argv[1]).toInt() : 10000;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs");
    bench::generateWorkspace(root, documents);

    QElapsedTimer t;
    t.start();
    QString error;
    LoadOptions lo;
    lo.runChecks = false;
    const auto ws = loadWorkspace(root, lo, &error);
    if (!ws) {
        std::fprintf(stderr, "load failed: %s\n", qPrintable(error));
        return 2;
    }
    const double loadMs = t.nsecsElapsed() / 1e6;
    const double loadMb = peakMb();

    t.restart();
    const WorkspaceGraph graph = WorkspaceGraph::build(*ws);
    const double buildMs = t.nsecsElapsed() / 1e6;

    t.restart();
    const GraphLayoutResult layout = GraphLayout::layout(graph, GraphView::layoutOptions());
    const double layoutMs = t.nsecsElapsed() / 1e6;
    if (!layout.ok) {
        std::fprintf(stderr, "layout failed: %s\n", qPrintable(layout.error));
        return 2;
    }
    const double layoutMb = peakMb();
    std::fprintf(stderr, "load %.0f ms, build %.0f ms, layout %.0f ms (%s)\n", loadMs, buildMs,
                 layoutMs, qPrintable(layout.engine));

    GraphView view;
    view.resize(1280, 800);
    view.show();  // the viewport takes its size only when shown (offscreen)
    t.restart();
    view.setGraph(graph, layout);
    view.fit();
    const double viewMs = t.nsecsElapsed() / 1e6;
    const double viewMb = peakMb();
    std::fprintf(stderr, "view %.0f ms\n", viewMs);

    // The first frame at fit draws the edges itself; the worker's image of them follows.
    const double firstFit = frameMs(view, 1);
    QElapsedTimer wait;
    wait.start();
    while (view.edgesItem()->isRenderingImage() && wait.elapsed() < 10000) idle(5);
    const double imageMs = wait.nsecsElapsed() / 1e6;
    const double fitFrame = frameMs(view);
    // The same frame without the edges: what the nodes cost.
    view.edgesItem()->setVisible(false);
    const double fitNodes = frameMs(view);
    view.edgesItem()->setVisible(true);
    // Zooming from fit to 3x about the busiest place (the node with the most relations), the
    // way the wheel does it: every step is a full redraw. The slowest step and the median.
    int busiest = 0;
    for (int i = 0; i < graph.nodes.size(); ++i)
        if (graph.neighbours[i].size() > graph.neighbours[busiest].size()) busiest = i;
    const QPointF centre = layout.nodes[busiest].center;
    QList<double> steps;
    view.centerOn(centre);
    while (view.zoom() < 3) {
        view.zoomBy(1.25);
        view.centerOn(centre);
        steps.append(frameMs(view, 1));
        if (qEnvironmentVariableIsSet("BENCH_STEPS"))
            std::fprintf(stderr, "zoom %.3f: %.1f ms%s\n", view.zoom(), steps.last(),
                         view.edgesItem()->lastFrameFromImage() ? " (image)" : "");
    }
    std::sort(steps.begin(), steps.end());
    // BENCH_SHOT=PREFIX saves the frames measured below (PREFIX-1to1.png, PREFIX-3x.png): what
    // the figures are of.
    const QString shot = qEnvironmentVariable("BENCH_SHOT");
    view.resetTransform();
    view.centerOn(centre);
    const double oneFrame = frameMs(view);
    if (!shot.isEmpty()) view.viewport()->grab().save(shot + QStringLiteral("-1to1.png"));
    view.zoomBy(3);
    view.centerOn(centre);
    const double zoomFrame = frameMs(view);
    if (!shot.isEmpty()) view.viewport()->grab().save(shot + QStringLiteral("-3x.png"));

    // Reference: as many plain rectangles where the nodes are, no edges, no labels.
    QGraphicsScene refScene;
    for (const NodeLayout& n : layout.nodes)
        refScene.addRect(QRectF(n.center - QPointF(n.size.width(), n.size.height()) / 2, n.size));
    QGraphicsView ref(&refScene);
    ref.resize(1280, 800);
    ref.show();
    ref.setRenderHints(view.renderHints());
    ref.fitInView(refScene.itemsBoundingRect(), Qt::KeepAspectRatio);
    const double refFit = frameMs(ref);
    ref.resetTransform();
    ref.centerOn(centre);
    const double refOne = frameMs(ref);

    std::setvbuf(stdout, nullptr, _IONBF, 0);
    std::printf("documents %d, nodes %lld, edges %lld, engine %s\n", documents,
                qlonglong(graph.nodes.size()), qlonglong(graph.edges.size()),
                qPrintable(layout.engine));
    std::printf("load (reference)   %8.0f ms  peak %6.0f MB\n", loadMs, loadMb);
    std::printf("graph build        %8.0f ms  (%.2fx load)\n", buildMs, buildMs / loadMs);
    std::printf("layout             %8.0f ms  (%.2fx load)  peak %6.0f MB\n", layoutMs,
                layoutMs / loadMs, layoutMb);
    std::printf("view ready         %8.0f ms  peak %6.0f MB\n", viewMs, viewMb);
    std::printf("frame, fit         %8.1f ms  (%.1f fps; %.2fx reference %.1f ms)\n", fitFrame,
                1000 / fitFrame, fitFrame / refFit, refFit);
    std::printf("first frame at fit %8.1f ms  (edges drawn directly; their image %.0f ms later)\n",
                firstFit, imageMs);
    std::printf("frame, fit, nodes  %8.1f ms  (the same frame without the edges)\n", fitNodes);
    std::printf("frame, 1:1         %8.1f ms  (%.1f fps; %.2fx reference %.1f ms)\n", oneFrame,
                1000 / oneFrame, oneFrame / refOne, refOne);
    std::printf("frame, zoom 3x     %8.1f ms  (%.1f fps)\n", zoomFrame, 1000 / zoomFrame);
    std::printf("zooming fit to 3x  %8.1f ms median, %.1f ms slowest of %lld steps (%.1f fps)\n",
                steps[steps.size() / 2], steps.last(), qlonglong(steps.size()),
                1000 / steps.last());
    return 0;
}
