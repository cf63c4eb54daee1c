// bench_findings [DOCUMENTS] [PER_DOCUMENT] [RUNS]: a generated workspace of DOCUMENTS documents
// with PER_DOCUMENT unknown `:::` directives appended to each (one finding each: 5,000 x 4 gives
// about 20,000 findings). The reference, interleaved: `techlog check` on it as a process. The
// studio (its window with every panel, offscreen): the time to the tree and diagnostics filled
// (workspaceLoaded), then, RUNS times each, what an author does with the findings, each timed
// until the UI thread has handled what it posted (and repainted): the severity filter changed,
// "current document only" toggled, a column sorted, the list paged down, the tree's "Errors"
// filter toggled, the open document switched (its findings first). Medians and worst cases; the
// aim (issue 14, part 4): the list and the tree stay responsive (here: each under 100 ms).
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <vector>

#include "benchstats.h"
#include "diagnosticspanel.h"
#include "mainwindow.h"
#include "studiobench.h"
#include "studiopanels.h"
#include "workspacegenerator.h"

using namespace techlog;
using techlog::bench::checkSeconds;
using techlog::bench::median;
using techlog::bench::quietPrompts;

namespace {

void addFindings(const QString& root, int perDocument) {
    QDirIterator it(root, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.contains(QLatin1String("/tech-log-studio/"))) continue;  // documents only
        QFile f(path);
        if (!f.open(QIODevice::Append)) continue;
        for (int i = 0; i < perDocument; ++i)
            f.write(QStringLiteral("\n:::nonsense%1\n찾은 것 %1\n:::\n").arg(i).toUtf8());
    }
}

// `action`, then the events it posted and a repaint of the window: seconds.
double timed(MainWindow& window, const std::function<void()>& action) {
    QElapsedTimer t;
    t.start();
    action();
    QApplication::processEvents();
    window.repaint();
    return t.nsecsElapsed() / 1e9;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int documents = argc > 1 ? atoi(argv[1]) : 5000;
    const int perDocument = argc > 2 ? atoi(argv[2]) : 4;
    const int runs = argc > 3 ? atoi(argv[3]) : 5;
    const QString techlog = QCoreApplication::applicationDirPath() + QStringLiteral("/techlog");
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, documents);
    addFindings(root, perDocument);

    std::vector<double> check, loaded;
    checkSeconds(techlog, root);  // warm the page cache
    int findings = 0;
    std::map<std::string, std::vector<double>> ops;
    for (int r = 0; r < runs; ++r) {
        check.push_back(checkSeconds(techlog, root));
        MainWindow window;
        window.session()->setPrompts(quietPrompts());
        installStudioPanels(*window.session(), *window.panelHost());
        window.resize(1400, 900);
        window.show();
        bool done = false;
        QObject::connect(window.session(), &StudioSession::workspaceLoaded, [&] { done = true; });
        QElapsedTimer t;
        t.start();
        window.session()->openWorkspace(root);
        while (!done) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 20);
        QApplication::processEvents();
        loaded.push_back(t.nsecsElapsed() / 1e9);
        for (int i = 0; i < 50; ++i) QApplication::processEvents(QEventLoop::AllEvents, 20);

        DiagnosticsPanel* panel = window.diagnosticsPanel();
        QTableView* view = panel->view();
        findings = panel->visibleCount();
        auto* severity = panel->findChild<QComboBox*>();
        auto* currentOnly = panel->findChild<QCheckBox*>();
        for (int k = 1; k <= severity->count(); ++k)
            ops["severity filter"].push_back(
                timed(window, [&] { severity->setCurrentIndex(k % severity->count()); }));
        ops["current document only, on"].push_back(
            timed(window, [&] { currentOnly->setChecked(true); }));
        ops["current document only, off"].push_back(
            timed(window, [&] { currentOnly->setChecked(false); }));
        for (int col = 0; col < view->model()->columnCount(); ++col)
            ops["sort by a column"].push_back(
                timed(window, [&] { view->sortByColumn(col, Qt::DescendingOrder); }));
        QScrollBar* bar = view->verticalScrollBar();
        for (int k = 0; k < 20; ++k)
            ops["page down the list"].push_back(
                timed(window, [&] { bar->setValue(bar->value() + bar->pageStep()); }));
        WorkspaceTreeModel::Filter errors;
        errors.errorsOnly = true;
        ops["tree: errors only, on"].push_back(
            timed(window, [&] { window.setTreeFilter(errors); }));
        ops["tree: errors only, off"].push_back(timed(window, [&] { window.setTreeFilter({}); }));
        const auto& docs = window.session()->workspace()->documents;
        for (int k = 1; k <= 4; ++k)
            ops["switch document"].push_back(timed(window, [&] {
                window.session()->selectDocument(docs.at(k * documents / 5).path);
            }));
    }
    const double c = median(check), l = median(loaded);
    std::printf("documents %d, findings in the list %d, runs %d\n", documents, findings, runs);
    std::printf("techlog check:                  %8.1f ms (reference)\n", c * 1e3);
    std::printf("studio, tree and list filled:   %8.1f ms = %.2fx check\n", l * 1e3, l / c);
    for (auto& [name, times] : ops) {
        const double worst = *std::max_element(times.begin(), times.end());
        std::printf("%-30s  %8.1f ms median, %8.1f ms worst (%zu)\n", name.c_str(),
                    median(times) * 1e3, worst * 1e3, times.size());
    }
    return 0;
}
