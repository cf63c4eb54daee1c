// bench_graph [DOCS]: the rule graph at scale. Generates DOCS documents (default 10,000) with
// three relations each, then measures, in the same run:
//   load       loadWorkspace (the reference the layout is compared with)
//   build      WorkspaceGraph::build
//   layout     GraphLayout::layout (what the Graph tab's worker runs; sfdp at this size)
//   view       GraphView::setGraph (the scene built from the layout)
//   frames     a full redraw of the view at fit, at 1:1 and zoomed in, against a reference
//              scene of as many plain rectangles, median of 15 frames each
//   memory     peak RSS (VmHWM) after each step
// Run offscreen: QT_QPA_PLATFORM=offscreen build/bin/bench_graph
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

// Median time of `frames` full redraws of `view` into an image of its size.
double frameMs(QGraphicsView& view, int frames = 15) {
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QList<double> t;
    for (int i = 0; i < frames; ++i) {
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
    t.restart();
    view.setGraph(graph, layout);
    view.fit();
    const double viewMs = t.nsecsElapsed() / 1e6;
    const double viewMb = peakMb();
    std::fprintf(stderr, "view %.0f ms\n", viewMs);

    const double fitFrame = frameMs(view);
    view.resetTransform();
    view.centerOn(layout.bounds.center());
    const double oneFrame = frameMs(view);
    view.zoomBy(3);
    const double zoomFrame = frameMs(view);

    // Reference: as many plain rectangles where the nodes are, no edges, no labels.
    QGraphicsScene refScene;
    for (const NodeLayout& n : layout.nodes)
        refScene.addRect(QRectF(n.center - QPointF(n.size.width(), n.size.height()) / 2, n.size));
    QGraphicsView ref(&refScene);
    ref.resize(1280, 800);
    ref.setRenderHints(view.renderHints());
    ref.fitInView(refScene.itemsBoundingRect(), Qt::KeepAspectRatio);
    const double refFit = frameMs(ref);
    ref.resetTransform();
    ref.centerOn(layout.bounds.center());
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
    std::printf("frame, 1:1         %8.1f ms  (%.1f fps; %.2fx reference %.1f ms)\n", oneFrame,
                1000 / oneFrame, oneFrame / refOne, refOne);
    std::printf("frame, zoom 3x     %8.1f ms  (%.1f fps)\n", zoomFrame, 1000 / zoomFrame);
    return 0;
}
