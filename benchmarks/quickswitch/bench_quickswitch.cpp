// bench_quickswitch [DOCUMENTS] [RUNS]: a generated workspace (benchmarks/check's generator),
// loaded; the quick switcher (QuickSwitcher, offscreen) over it. Once: building the ranking
// (QuickSwitch: every title, slug and path folded) and opening the dialog. For each query
// (nothing typed, 초성, a substring, a slug, a fuzzy query, no match), RUNS times: setting the
// query line's text, which is what a keystroke runs (rank every document, refill the list).
// Reference in the same run: TextMatcher::matches over every title, the plain filter. Medians;
// aim: a keystroke under 30 ms at 5,000 documents.
#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTemporaryDir>
#include <cstdio>
#include <vector>

#include "benchstats.h"
#include "quickswitcher.h"
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
    const Document& sample = ws->documents.at(documents / 3);
    std::printf("documents: %d, runs: %d (medians); a title: %s\n", documents, runs,
                qPrintable(sample.frontMatter.title));

    QElapsedTimer t;
    t.start();
    QuickSwitcher dialog(ws, {});
    dialog.show();
    QApplication::processEvents();
    std::printf("dialog built and shown (every text folded, the first list): %.2f ms\n",
                t.nsecsElapsed() / 1e6);

    const QStringList queries = {QString(),
                                 QStringLiteral("ㄱㅅㄱㅅ"),
                                 sample.frontMatter.title.left(2),
                                 sample.frontMatter.slug.left(8),
                                 QStringLiteral("갱답사"),
                                 QStringLiteral("없는 제목")};
    for (const QString& q : queries) {
        std::vector<double> shown, filter;
        int rows = 0;
        for (int r = 0; r < runs; ++r) {
            dialog.queryEdit()->setText(QStringLiteral("x"));  // so that each run changes the text
            t.restart();
            dialog.queryEdit()->setText(q);
            shown.push_back(t.nsecsElapsed() / 1e6);
            rows = dialog.shownPaths().size();
            const TextMatcher m(q);
            int matched = 0;
            t.restart();
            for (const Document& d : ws->documents) matched += m.matches(d.frontMatter.title);
            filter.push_back(t.nsecsElapsed() / 1e6);
            QApplication::processEvents();
        }
        std::printf(
            "query %-16s rows %3d: list refilled %6.2f ms  (filter alone %5.2f ms)  "
            "(aim: < 30 ms)\n",
            q.isEmpty() ? "(nothing)" : qPrintable(QLatin1Char('"') + q + QLatin1Char('"')), rows,
            median(shown), median(filter));
    }
    return 0;
}
