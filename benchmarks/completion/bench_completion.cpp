// bench_completion [DOCUMENTS] [RUNS]: a generated workspace (benchmarks/check's generator),
// loaded; an editor at `## 관계` / `- **` with the completer over it. For each query (nothing
// typed, initials, a syllable prefix, a half-typed syllable, no match), RUNS times: the time of
// RelationCompleter::update(), which is what a keystroke there runs (rank every title, fill
// and show the list). Reference in the same run: TextMatcher::matches over every title, the
// filter alone. Medians; aim: list shown in < 30 ms at 5,000 titles.
#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QElapsedTimer>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "relationcompleter.h"
#include "sourceeditor.h"
#include "textmatcher.h"
#include "workspacegenerator.h"
#include "workspaceloader.h"

using namespace techlog;
using techlog::bench::median;

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int documents = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 21;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs/bench");
    const std::shared_ptr<const Workspace> ws = techlog::bench::generateAndLoad(root, documents);
    if (!ws) return 2;
    SourceEditor editor;
    editor.resize(900, 700);
    editor.show();
    RelationCompleter completer(&editor);
    completer.setWorkspace(ws);
    const QString sample = ws->documents.at(documents / 3).frontMatter.title;
    std::printf("documents: %d, runs: %d (medians); a title: %s\n", documents, runs,
                qPrintable(sample));
    const QStringList queries = {QString(), QStringLiteral("ㄱㅅ"), sample.left(2),
                                 QStringLiteral("갱신 거"),  // 건 half typed
                                 QStringLiteral("없는 제목")};
    for (const QString& q : queries) {
        editor.setPlainText(QStringLiteral("## 관계\n- **") + q);
        editor.moveCursor(QTextCursor::End);
        std::vector<double> shown, filter;
        int rows = 0;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer t;
            t.start();
            completer.update();
            shown.push_back(t.nsecsElapsed() / 1e6);
            rows = completer.model()->rowCount();
            const TextMatcher m(q);
            int matched = 0;
            t.restart();
            for (const Document& d : ws->documents) matched += m.matches(d.frontMatter.title);
            filter.push_back(t.nsecsElapsed() / 1e6);
            QApplication::processEvents();
        }
        std::printf(
            "query %-14s rows %2d: list shown %6.2f ms  (filter alone %5.2f ms)  "
            "(aim: < 30 ms)\n",
            q.isEmpty() ? "(nothing)" : qPrintable(QLatin1Char('"') + q + QLatin1Char('"')), rows,
            median(shown), median(filter));
    }
    return 0;
}
