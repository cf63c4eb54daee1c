// bench_livecheck [DOCUMENTS] [LINES] [RUNS]: opens a generated workspace of DOCUMENTS documents
// in the studio window (offscreen), makes one of its documents LINES lines long, opens it and,
// RUNS times, types into it: the time from the end of the typing pause (LiveChecker::started)
// to the marks in the editor (the window's bufferChecked, emitted once the diagnostics, tree,
// properties and marks took the result). Two kinds of edit: one in the body, and one in the
// title (every relation in the workspace is linked again). The reference, interleaved: the full
// checked load `techlog check` does of the same workspace. Aim: < 100 ms.
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextCursor>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "checkedworkspace.h"
#include "documentmodel.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "sourceeditor.h"
#include "workspacegenerator.h"

using namespace techlog;
using techlog::bench::median;

namespace {

// Runs the event loop until `done` is set; false after 60 s.
bool waitFor(const bool& done) {
    QElapsedTimer t;
    t.start();
    while (!done && t.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int lines = argc > 2 ? std::atoi(argv[2]) : 1000;
    const int runs = argc > 3 ? std::atoi(argv[3]) : 9;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    techlog::bench::generateWorkspace(root, documents);

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
    if (!waitFor(loaded)) return 2;

    // One document made LINES long: prose, lists and code, as a long case is.
    const QString path = window.session()->workspace()->documents.at(documents / 2).path;
    {
        QFile f(root + QLatin1Char('/') + path);
        if (!f.open(QIODevice::Append)) return 2;
        QByteArray extra = "\n## 긴 본문\n\n";
        for (int i = 0; extra.count('\n') < lines; ++i) {
            if (i % 10 == 9)
                extra += "```sql\nUPDATE jobs SET owner = $1 WHERE id = $2;\n```\n";
            else if (i % 5 == 0)
                extra += "- 항목 " + QByteArray::number(i) + ": 갱신 건수를 확인한다.\n";
            else
                extra += "문단 " + QByteArray::number(i) +
                         "은 소유자 튜플 전체를 조건으로 걸어야 한다는 설명이다.\n";
        }
        f.write(extra);
    }
    loaded = false;
    window.session()->reloadWorkspace();
    if (!waitFor(loaded) || !window.session()->selectDocument(path)) return 2;
    const int shownLines = window.editor()->blockCount();

    LiveChecker* live = window.session()->liveChecker();
    QElapsedTimer sincePause;
    QObject::connect(live, &LiveChecker::started, [&] { sincePause.start(); });
    bool checked = false;
    double lastMs = 0;
    QObject::connect(window.session(), &StudioSession::bufferChecked, [&] {
        lastMs = sincePause.nsecsElapsed() / 1e6;
        checked = true;
    });
    auto typeAndWait = [&](const std::function<void(QTextCursor&)>& edit) {
        QTextCursor cursor(window.session()->documentModel()->document());
        checked = false;
        edit(cursor);
        return waitFor(checked) ? lastMs : -1.0;
    };
    std::vector<double> body, title, full;
    int marks = 0;
    for (int r = 0; r < runs; ++r) {
        body.push_back(typeAndWait([&](QTextCursor& c) {
            c.movePosition(QTextCursor::End);
            c.insertText(QStringLiteral("\n:::nonsense\n%1 회차\n:::\n").arg(r));
        }));
        marks = int(window.editor()->diagnosticMarks().size());
        title.push_back(typeAndWait([&](QTextCursor& c) {
            // Line 4 is `title: …`: one more syllable at its end.
            c = QTextCursor(window.session()->documentModel()->document()->findBlockByNumber(3));
            c.movePosition(QTextCursor::EndOfBlock);
            const QString line = c.block().text();
            if (line.endsWith(QLatin1Char('"')) || line.endsWith(QLatin1Char('\'')))
                c.movePosition(QTextCursor::Left);  // inside the quotes
            c.insertText(QStringLiteral("다"));
        }));
        QElapsedTimer t;
        t.start();
        if (!loadCheckedWorkspace(root)) return 2;
        full.push_back(t.nsecsElapsed() / 1e6);
    }
    if (qEnvironmentVariableIsSet("BENCH_DEBUG"))
        for (const Diagnostic& d : window.session()->workspace()->diagnostics)
            if (d.path == path) std::printf("%s\n", qPrintable(d.format()));
    const double b = median(body), ti = median(title), f = median(full);
    std::printf("documents: %d, open document: %d lines, runs: %d (medians)\n", documents,
                shownLines, runs);
    std::printf(
        "pause end to marks, body edit:   %.1f ms  (aim < 100 ms; fastest %.1f, slowest "
        "%.1f; %d marks)\n",
        b, *std::min_element(body.begin(), body.end()), *std::max_element(body.begin(), body.end()),
        marks);
    std::printf("pause end to marks, title edit:  %.1f ms  (every relation linked again)\n", ti);
    std::printf("full checked load (techlog check's): %.1f ms\n", f);
    std::printf("ratio body / full: %.3f, title / full: %.3f\n", b / f, ti / f);
    return 0;
}
