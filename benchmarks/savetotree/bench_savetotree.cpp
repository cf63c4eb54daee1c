// bench_savetotree [DOCUMENTS] [RUNS]: opens a generated workspace of DOCUMENTS documents in the
// studio window (offscreen), opens one document and, RUNS times, edits it and saves: the time
// from save() to the tree model updated with the re-read workspace (the window's
// workspaceLoaded, emitted after the tree, diagnostics and views took it). Each run also times
// the reference, interleaved: a full reload of the workspace through the same window, which is
// what every save did before. Prints the medians and their ratio; aim: save to tree < 50 ms.
#include <QApplication>
#include <QElapsedTimer>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTreeView>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "checkedworkspace.h"
#include "documentmodel.h"
#include "mainwindow.h"
#include "sourceeditor.h"
#include "workspacegenerator.h"
#include "workspacetreemodel.h"

using namespace techlog;

namespace {

using techlog::bench::median;

// Runs the event loop until the window has delivered a workspace after `start`; the seconds.
double untilLoaded(MainWindow& window, const std::function<void()>& start) {
    bool loaded = false;
    QElapsedTimer t;
    const QMetaObject::Connection c =
        QObject::connect(window.session(), &StudioSession::workspaceLoaded, [&] { loaded = true; });
    t.start();
    start();
    while (!loaded) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    const double seconds = t.nsecsElapsed() / 1e9;
    QObject::disconnect(c);
    return seconds;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 9;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, documents);

    MainWindow window;
    Prompts prompts;
    prompts.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
    prompts.confirmOverwrite = [](QWidget*, const QString&) { return false; };
    prompts.error = [](QWidget*, const QString& title, const QString& message) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(message));
    };
    prompts.chooseWorkspace = [](QWidget*, const QString&) { return QString(); };
    window.session()->setPrompts(prompts);
    window.show();
    const double first = untilLoaded(window, [&] { window.session()->openWorkspace(root); });
    const QString path = window.session()->workspace()->documents.at(documents / 2).path;
    if (!window.session()->selectDocument(path)) return 2;
    // The tree has rows expanded and one selected: an update must keep both.
    const QModelIndex selected = window.treeView()->currentIndex();

    std::vector<double> save, reload, write;
    untilLoaded(window, [&] { window.session()->reloadWorkspace(); });  // warm the page cache
    for (int r = 0; r < runs; ++r) {
        QTextCursor cursor(window.session()->documentModel()->document());
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(QStringLiteral("\n편집 %1 회차다.\n").arg(r));
        // An author saves some time after the last load, not within the same millisecond: let
        // the reference's after-effects (its old workspace freed on a worker) settle first.
        QElapsedTimer idle;
        idle.start();
        while (idle.elapsed() < 300) QApplication::processEvents(QEventLoop::AllEvents, 20);
        save.push_back(untilLoaded(window, [&] { window.session()->save(); }));
        reload.push_back(untilLoaded(window, [&] { window.session()->reloadWorkspace(); }));
        // The floor under a save: QSaveFile's write and commit (its fsync) of the same bytes
        // beside the document, which no code of ours can make faster.
        QElapsedTimer t;
        t.start();
        QSaveFile file(window.session()->documentModel()->absolutePath() +
                       QStringLiteral(".bench"));
        if (!file.open(QIODevice::WriteOnly)) return 2;
        file.write(window.session()->documentModel()->text().toUtf8());
        if (!file.commit()) return 2;
        write.push_back(t.nsecsElapsed() / 1e9);
        QFile::remove(window.session()->documentModel()->absolutePath() + QStringLiteral(".bench"));
    }
    // Where the time goes: the worker's re-read, and the tree's update on the UI thread.
    std::vector<double> rereadTimes, treeTimes;
    WorkspaceTreeModel tree;
    tree.setWorkspace(window.session()->workspace());
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        std::optional<Workspace> next =
            rereadCheckedWorkspace(*window.session()->workspace(), {path});
        rereadTimes.push_back(t.nsecsElapsed() / 1e9);
        auto shared = std::make_shared<const Workspace>(std::move(*next));
        t.restart();
        tree.setWorkspace(shared);
        treeTimes.push_back(t.nsecsElapsed() / 1e9);
    }
    const bool kept = window.treeView()->currentIndex() == selected &&
                      window.treeView()->isExpanded(selected.parent());
    const double s = median(save), f = median(reload);
    std::printf("documents: %d, runs: %d (medians); first load %.3f s\n", documents, runs, first);
    std::printf("save to updated tree:   %.1f ms  (aim: < 50 ms; fastest %.1f, slowest %.1f)\n",
                s * 1e3, *std::min_element(save.begin(), save.end()) * 1e3,
                *std::max_element(save.begin(), save.end()) * 1e3);
    std::printf("full reload (before):   %.1f ms\n", f * 1e3);
    std::printf("ratio save / reload:    %.3f\n", s / f);
    std::printf("QSaveFile write alone:  %.1f ms  (save to tree less the write: %.1f ms)\n",
                median(write) * 1e3, (s - median(write)) * 1e3);
    std::printf("  of which re-read (worker): %.1f ms, tree update (UI): %.1f ms\n",
                median(rereadTimes) * 1e3, median(treeTimes) * 1e3);
    std::printf("selection and expansion kept: %s\n", kept ? "yes" : "NO");
    return 0;
}
