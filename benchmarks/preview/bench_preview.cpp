// bench_preview [LINES] [EDITS] [DOCUMENTS]: opens a generated LINES-line case in the preview
// (Qt WebEngine, offscreen) and times the first page of the newly opened document; then types
// EDITS times; for each, the time from the keystroke (setText) to the page updated in place
// (pageUpdated, after the page's script replaced what changed), debounce included. Prints the
// median and the worst. Then the worker's part of a keystroke (PreviewRenderer::render) for the
// same case in a workspace of DOCUMENTS other documents, against the same case alone (the
// reference, measured interleaved in the same run): what a large workspace adds to each keystroke.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <utility>

#include "benchstats.h"
#include "documentparser.h"
#include "longcase.h"
#include "previewpane.h"
#include "previewrenderer.h"
#include "relationresolver.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

using techlog::bench::median;

QString titleOf(int i) {
    return QStringLiteral("문서 %1: 갱신 건수를 답으로 쓰는 조건부 갱신의 사례 %2")
        .arg(i)
        .arg(i * 7 % 1000);
}

// `others` documents (each with three relations to others) and the case at `rel`, parsed and
// linked in memory as the loader would; the files need not exist for the preview.
std::shared_ptr<const Workspace> workspaceWith(const QString& root, const QString& rel,
                                               const QString& text, int others) {
    Workspace ws;
    ws.root = root;
    const char* kinds[] = {"concept", "rule", "case"};
    Diagnostics ignored;
    for (int i = 0; i < others; ++i) {
        const QString kind = QString::fromLatin1(kinds[i % 3]);
        const QString path =
            QStringLiteral("tech-log-studio/topic-%1/%2/%2-doc-%3.md").arg(i % 20).arg(kind).arg(i);
        QString t = QStringLiteral("---\nkind: %1\nslug: doc-%2\ntitle: \"%3\"\ntopic: t\n---\n")
                        .arg(kind.toUpper())
                        .arg(i)
                        .arg(titleOf(i));
        t += QStringLiteral("# %1\n\n## 관계\n").arg(titleOf(i));
        for (int r = 1; r <= 3; ++r)
            t += QStringLiteral("- **%1**\n관련된 문서다.\n").arg(titleOf((i + r * 37) % others));
        t += QStringLiteral("\n## 본문\n\n갱신 건수가 0 이면 다른 작업자가 먼저 옮긴 것이다.\n");
        ws.documents.append(
            parseDocumentFile(root + QLatin1Char('/') + path, path, t.toUtf8(), ignored));
    }
    ws.documents.append(
        parseDocumentFile(root + QLatin1Char('/') + rel, rel, text.toUtf8(), ignored));
    std::sort(ws.documents.begin(), ws.documents.end(),
              [](const Document& a, const Document& b) { return a.path < b.path; });
    RelationResolver::link(ws);
    return std::make_shared<const Workspace>(std::move(ws));
}

double threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

// Every document has a page, as in the pane (computed once per workspace there).
const SiteRenderer::SitePages& pagesOf(const Workspace& ws) {
    static std::map<const Workspace*, SiteRenderer::SitePages> cache;
    auto it = cache.find(&ws);
    if (it == cache.end()) {
        QList<int> all(ws.documents.size());
        for (int i = 0; i < all.size(); ++i) all[i] = i;
        it = cache.emplace(&ws, SiteRenderer::sitePages(ws, all)).first;
    }
    return it->second;
}

}  // namespace

int main(int argc, char** argv) {
    bench::prepareOffscreenWebEngine();
    QApplication app(argc, argv);
    const bench::PreviewBenchArgs args = bench::previewBenchArgs(argc, argv);
    const int lines = args.lines, edits = args.edits, others = args.documents;
    QTemporaryDir dir;
    const QString rel = QStringLiteral("tech-log-studio/t/case/case-big.md");
    QDir().mkpath(dir.path() + QStringLiteral("/tech-log-studio/t/case"));
    QString text = bench::longCase(lines);
    {
        QFile f(dir.path() + QLatin1Char('/') + rel);
        f.open(QIODevice::WriteOnly);
        f.write(text.toUtf8());
    }
    auto ws = std::make_shared<const Workspace>(*loadWorkspace(dir.path()));
    PreviewPane pane;
    pane.resize(900, 800);
    pane.show();
    pane.setWorkspace(ws);
    QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
    // The first page starts Chromium's processes: warm up on it, then time the first page of a
    // newly opened document (the pane loads it from scratch) against a clear page.
    pane.setDocument(rel, text);
    updated.wait(60000);
    std::vector<double> first;
    for (int i = 0; i < 5; ++i) {
        pane.clearDocument();
        updated.clear();
        QElapsedTimer t;
        t.start();
        pane.setDocument(rel, text);
        if (!updated.wait(10000)) {
            std::fprintf(stderr, "no first page\n");
            return 1;
        }
        first.push_back(t.nsecsElapsed() / 1e6);
    }

    std::vector<double> ms, render;
    for (int i = 0; i < edits; ++i) {
        text += QStringLiteral("새 줄 %1\n").arg(i);
        updated.clear();
        QElapsedTimer t;
        t.start();
        pane.setText(text);
        if (!updated.wait(5000)) {
            std::fprintf(stderr, "no page after edit %d\n", i);
            return 1;
        }
        ms.push_back(t.nsecsElapsed() / 1e6);
        render.push_back(pane.currentPage().renderMs);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(render.begin(), render.end());
    std::printf("document: %d lines, %d edits\n", int(text.count(QLatin1Char('\n'))), edits);
    std::printf(
        "keystroke to updated page (in place, Qt WebEngine): median %.1f ms, worst %.1f ms "
        "(aim: < 50 ms; debounce %d ms included)\n",
        ms[ms.size() / 2], ms.back(), 20);
    std::printf("of which on the worker: render %.0f ms (median)\n", render[render.size() / 2]);
    std::printf("first page of a newly opened document: median %.1f ms (aim: < 300 ms)\n",
                median(first));

    // The worker's part in a large workspace, interleaved with the same case alone. CPU time of
    // this thread: on a loaded machine, wall time of a few milliseconds is mostly waiting.
    const auto alone = workspaceWith(dir.path(), rel, text, 0);
    const auto large = workspaceWith(dir.path(), rel, text, others);
    std::vector<double> aloneMs, largeMs;
    for (int i = 0; i < edits; ++i) {
        text += QStringLiteral("또 새 줄 %1\n").arg(i);
        for (const auto& [ws, out] : {std::pair{alone, &aloneMs}, std::pair{large, &largeMs}}) {
            const double start = threadCpuMs();
            const PreviewPage page =
                PreviewRenderer::render(*ws, pagesOf(*ws), rel, text, quint64(i));
            out->push_back(threadCpuMs() - start);
            if (page.html.isEmpty()) {
                std::fprintf(stderr, "no page for edit %d\n", i);
                return 1;
            }
        }
    }
    const double a = median(aloneMs), l = median(largeMs);
    std::printf("render on the worker, case alone (reference): median %.2f ms CPU\n", a);
    std::printf("render on the worker, case among %d documents: median %.2f ms CPU (%.2fx)\n",
                others, l, l / a);
    return 0;
}
