// bench_openlarge [MEGABYTES] [RUNS]: a generated workspace (200 documents) with a raw record of
// MEGABYTES MB; RUNS times, the record is opened from a diagnostic (its line 1,000) in the studio
// window (offscreen), then an ordinary document the same way (the reference). For each: the
// time until the editor holds the file at that line, and the longest gap between ticks of a 5 ms
// timer meanwhile, i.e. the longest the UI thread was held. Prints medians.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "diagnosticspanel.h"
#include "documentpane.h"
#include "mainwindow.h"
#include "sourceeditor.h"
#include "workspacegenerator.h"

using namespace techlog;

namespace {

using techlog::bench::median;

struct Opened {
    double seconds = 0;
    double longestStall = 0;
};

// Activates a diagnostic on `path` and runs the event loop until the editor shows that file.
Opened openFromDiagnostic(MainWindow& window, const QString& path, int line) {
    QElapsedTimer clock, tick;
    double stall = 0;
    QTimer timer;
    timer.setInterval(5);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        stall = std::max(stall, tick.nsecsElapsed() / 1e9);
        tick.restart();
    });
    timer.start();
    tick.start();
    clock.start();
    Diagnostic d;
    d.path = path;
    d.line = line;
    d.column = 1;
    emit window.diagnosticsPanel()->diagnosticActivated(d);
    while (window.documentPane()->relativePath() != path ||
           window.editor()->textCursor().blockNumber() != line - 1)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    Opened o;
    o.seconds = clock.nsecsElapsed() / 1e9;
    // The editor's own work after the file is in (highlighting, layout) holds the thread too.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300) QApplication::processEvents(QEventLoop::AllEvents, 5);
    stall = std::max(stall, tick.nsecsElapsed() / 1e9);
    o.longestStall = stall;
    return o;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int megabytes = argc > 1 ? std::atoi(argv[1]) : 8;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, 200);
    const QString big = QStringLiteral("final/evidence/raw/long-run.txt");
    {
        QDir(root).mkpath(QStringLiteral("final/evidence/raw"));
        QFile f(QDir(root).filePath(big));
        if (!f.open(QIODevice::WriteOnly)) return 2;
        const QByteArray line =
            QStringLiteral(
                "$ psql -c 'update accounts set balance = balance - 1' -- 업데이트 "
                "건수 1, 잠금 대기 없음\n")
                .toUtf8();
        for (qint64 written = 0; written < qint64(megabytes) << 20; written += line.size())
            f.write(line);
    }

    MainWindow window;
    Prompts prompts;
    prompts.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
    prompts.error = [](QWidget*, const QString& title, const QString& message) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(message));
    };
    window.session()->setPrompts(prompts);
    window.show();
    bool loaded = false;
    QObject::connect(window.session(), &StudioSession::workspaceLoaded, [&] { loaded = true; });
    window.session()->openWorkspace(root);
    while (!loaded) QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    const QString ordinary = window.session()->workspace()->documents.at(100).path;

    std::vector<double> bigTime, bigStall, smallTime, smallStall;
    for (int r = 0; r < runs; ++r) {
        const Opened b = openFromDiagnostic(window, big, 1000);
        const Opened s = openFromDiagnostic(window, ordinary, 3);
        bigTime.push_back(b.seconds);
        bigStall.push_back(b.longestStall);
        smallTime.push_back(s.seconds);
        smallStall.push_back(s.longestStall);
    }
    std::printf("record: %d MB, runs: %d (medians)\n", megabytes, runs);
    std::printf("large record: shown after %.1f ms, UI thread held at most %.1f ms\n",
                median(bigTime) * 1e3, median(bigStall) * 1e3);
    std::printf("document (reference): shown after %.1f ms, UI thread held at most %.1f ms\n",
                median(smallTime) * 1e3, median(smallStall) * 1e3);
    std::printf("ratio of the stalls large / document: %.1f\n",
                median(bigStall) / std::max(median(smallStall), 1e-6));
    return 0;
}
