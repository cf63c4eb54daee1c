// bench_startup [DOCUMENTS] [RUNS] [switch]: on a generated workspace of DOCUMENTS documents, RUNS
// times and interleaved: `techlog check` on it (the reference, a separate process as a user runs
// it), and the studio's window made, shown and opened on it: the time to the first sign of work
// (the progress bar shown, the loader started) and to the tree usable (workspaceLoaded: tree,
// diagnostics and views have the workspace). Then switching between two documents RUNS times
// each way: selectDocument and the events it posted, to the new document in the editor.
// Prints medians and the ratio of tree-usable to check; aims (issue 14, part 4): progress
// within 100 ms, tree within 2x check, a switch under 30 ms.
#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProgressBar>
#include <QTemporaryDir>
#include <cstdio>
#include <memory>
#include <vector>

#include "asyncworkspaceloader.h"
#include "benchstats.h"
#include "mainwindow.h"
#include "studiopanels.h"
#include "workspacegenerator.h"

using namespace techlog;
using techlog::bench::median;

namespace {

Prompts quietPrompts() {
    Prompts p;
    p.unsavedChanges = [](QWidget*, const QString&) { return QMessageBox::Discard; };
    p.error = [](QWidget*, const QString& title, const QString& message) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(message));
    };
    p.chooseWorkspace = [](QWidget*, const QString&) { return QString(); };
    return p;
}

double checkSeconds(const QString& techlog, const QString& root) {
    QProcess p;
    QElapsedTimer t;
    t.start();
    p.start(techlog, {QStringLiteral("check"), root});
    p.waitForFinished(-1);
    return t.nsecsElapsed() / 1e9;
}

struct Start {
    double progress = -1;  // to the loader started with the progress bar shown
    double tree = -1;      // to workspaceLoaded
};

Start studioStart(const QString& root) {
    Start s;
    QElapsedTimer t;
    t.start();
    auto window = std::make_unique<MainWindow>();
    window->setPrompts(quietPrompts());
    installStudioPanels(*window);
    bool loaded = false;
    QObject::connect(window->loader(), &AsyncWorkspaceLoader::started, [&] {
        if (s.progress < 0 && window->progressBar()->isVisibleTo(window.get()))
            s.progress = t.nsecsElapsed() / 1e9;
    });
    QObject::connect(window.get(), &MainWindow::workspaceLoaded, [&] { loaded = true; });
    window->show();
    window->openWorkspace(root);
    while (!loaded) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    s.tree = t.nsecsElapsed() / 1e9;
    if (s.progress < 0) s.progress = s.tree;  // never shown: as late as it gets
    window->close();
    window.reset();
    QApplication::processEvents();
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("bench_startup"));
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    const QString techlog = QCoreApplication::applicationDirPath() + QStringLiteral("/techlog");
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, documents);

    // A third argument, "switch": the switches alone (for a profiler).
    const bool switchOnly = argc > 3 && QByteArray(argv[3]) == "switch";
    checkSeconds(techlog, root);  // warm the page cache
    std::vector<double> check, progress, tree;
    for (int r = 0; r < runs && !switchOnly; ++r) {
        check.push_back(checkSeconds(techlog, root));
        const Start s = studioStart(root);
        progress.push_back(s.progress);
        tree.push_back(s.tree);
    }

    // Switching: one window, two documents far apart in the tree.
    MainWindow window;
    window.setPrompts(quietPrompts());
    installStudioPanels(window);
    bool loaded = false;
    QObject::connect(&window, &MainWindow::workspaceLoaded, [&] { loaded = true; });
    window.show();
    window.openWorkspace(root);
    while (!loaded) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
    const QString a = window.workspace()->documents.at(documents / 3).path;
    const QString b = window.workspace()->documents.at(2 * documents / 3).path;
    std::vector<double> switching, selecting;
    for (int r = 0; r < 2 * runs + 2; ++r) {
        const QString to = r % 2 ? a : b;
        QElapsedTimer t;
        t.start();
        if (!window.selectDocument(to)) return 2;
        const double selected = t.nsecsElapsed() / 1e9;
        QApplication::processEvents();  // what the switch posted for the UI thread
        if (r >= 2) {                   // the first two warm up
            switching.push_back(t.nsecsElapsed() / 1e9);
            selecting.push_back(selected);
        }
    }

    const double c = median(check), p = median(progress), tr = median(tree), sw = median(switching);
    std::printf("documents %d, runs %d\n", documents, runs);
    std::printf("techlog check:          %8.1f ms (reference)\n", c * 1e3);
    std::printf("studio, first progress: %8.1f ms (aim < 100 ms)\n", p * 1e3);
    std::printf("studio, tree usable:    %8.1f ms = %.2fx check (aim < 2x)\n", tr * 1e3, tr / c);
    std::printf("switch document:        %8.1f ms (aim < 30 ms), of which selectDocument %.1f ms\n",
                sw * 1e3, median(selecting) * 1e3);
    return 0;
}
