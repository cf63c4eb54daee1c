// bench_packtext [DOCS] [RUNS]: the studio packs every document's text once a workspace is
// loaded (StoredText, Workspace::packText). Generates DOCS documents (default 10,000), then
// measures in the same run, medians of RUNS (default 5):
//   load     loadWorkspace, checks included (the reference)
//   pack     Workspace::packText on a copy of the loaded workspace
//   bytes    the text held before and after (source and body, StoredText::heldBytes)
//   share    the load with LoadOptions::shareStrings (as the studio loads), its time against
//            the reference and the heap the loaded workspace holds either way (glibc's mallinfo2)
//   search   WorkspaceSearch::search over every document, plain and packed: what packing costs
//            a reader of all the text (the Search tab), for a word in every document and for
//            one in none
#include <malloc.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <cstdio>
#include <functional>
#include <vector>

#include "benchstats.h"
#include "workspace.h"
#include "workspacegenerator.h"
#include "workspaceloader.h"
#include "workspacesearch.h"

using namespace techlog;

namespace {

double timeMs(const std::function<void()>& f) {
    QElapsedTimer t;
    t.start();
    f();
    return t.nsecsElapsed() / 1e6;
}

double medianMs(int runs, const std::function<void()>& f) {
    std::vector<double> v;
    for (int i = 0; i < runs; ++i) v.push_back(timeMs(f));
    return bench::median(v);
}

qsizetype heldBytes(const Workspace& ws) {
    qsizetype n = 0;
    for (const Document& d : ws.documents) n += d.source.heldBytes() + d.body.heldBytes();
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int documents = argc > 1 ? QByteArray(argv[1]).toInt() : 10000;
    const int runs = argc > 2 ? QByteArray(argv[2]).toInt() : 5;
    QTemporaryDir dir;
    const QString root = dir.path() + QStringLiteral("/docs");
    bench::generateWorkspace(root, documents);

    std::optional<Workspace> plain;
    // The reference and the load that shares strings, in turns (the machine's noise falls on
    // both alike); each workspace is dropped inside its time.
    LoadOptions sharing;
    sharing.shareStrings = true;
    std::vector<double> loads, sharedLoads;
    for (int i = 0; i < runs; ++i) {
        loads.push_back(timeMs([&] { loadWorkspace(root); }));
        sharedLoads.push_back(timeMs([&] { loadWorkspace(root, sharing); }));
    }
    const double loadMs = bench::median(loads);
    const double shareMs = bench::median(sharedLoads);
    plain = loadWorkspace(root);
    if (!plain) {
        std::fprintf(stderr, "load failed\n");
        return 2;
    }
    std::optional<Workspace> packed;
    const double packMs = medianMs(runs, [&] {
        packed = *plain;
        packed->packText();
    });
    const auto heapHeld = [&](const LoadOptions& o) {
        const qint64 before = qint64(mallinfo2().uordblks);
        const std::optional<Workspace> ws = loadWorkspace(root, o);
        return qint64(mallinfo2().uordblks) - before;
    };
    const qint64 heapPlain = heapHeld({});
    const qint64 heapShared = heapHeld(sharing);
    const qsizetype before = heldBytes(*plain);
    const qsizetype after = heldBytes(*packed);

    // "project" stands once in every generated document (its front matter); the other word in
    // none. The bound on hits is raised so that both read every document.
    WorkspaceSearch::Options options;
    options.maxHits = documents * 2;
    int hitsPlain = 0;
    int hitsPacked = 0;
    const auto searchMs = [&](const Workspace& ws, const QString& q, int* docs) {
        return medianMs(runs, [&] { *docs = WorkspaceSearch::search(ws, q, options).documents; });
    };
    const double everyPlain = searchMs(*plain, QStringLiteral("project"), &hitsPlain);
    const double everyPacked = searchMs(*packed, QStringLiteral("project"), &hitsPacked);
    int nonePlainDocs = 0;
    int nonePackedDocs = 0;
    const double nonePlain = searchMs(*plain, QStringLiteral("없는낱말"), &nonePlainDocs);
    const double nonePacked = searchMs(*packed, QStringLiteral("없는낱말"), &nonePackedDocs);

    std::printf("documents %d, runs %d (medians)\n", documents, runs);
    std::printf("load (reference)     %8.0f ms\n", loadMs);
    std::printf("pack                 %8.0f ms  (%.2fx load)\n", packMs, packMs / loadMs);
    std::printf(
        "load, strings shared %8.0f ms  (%.2fx load); the workspace holds %.1f MB of "
        "heap, %.1f MB unshared\n",
        shareMs, shareMs / loadMs, heapShared / 1e6, heapPlain / 1e6);
    std::printf("text held            %8.1f MB plain, %.1f MB packed (%.1fx less)\n", before / 1e6,
                after / 1e6, double(before) / double(after));
    std::printf("search, every doc    %8.0f ms plain, %.0f ms packed (%.2fx; %d and %d docs)\n",
                everyPlain, everyPacked, everyPacked / everyPlain, hitsPlain, hitsPacked);
    std::printf("search, no doc       %8.0f ms plain, %.0f ms packed (%.2fx; %d and %d docs)\n",
                nonePlain, nonePacked, nonePacked / nonePlain, nonePlainDocs, nonePackedDocs);
    return hitsPlain == hitsPacked && nonePlainDocs == nonePackedDocs ? 0 : 1;
}
