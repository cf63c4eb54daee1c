#include "siteexporter.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QMap>
#include <QMutex>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>
#include <atomic>
#include <utility>

#include "pagetemplate.h"
#include "pathguard.h"
#include "sitegraph.h"
#include "siterenderer.h"
#include "sourcetext.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

// One asset as it goes into the site: where it lands and what it holds.
struct PreparedAsset {
    bool ok = false;
    QString outPath;  // relative to OUTDIR
    QByteArray bytes;
    QString warning;
    QString writeError;
};

// Writes files from several threads, each atomically and only inside the output folder (the
// guard refuses links that lead out; each folder is checked once).
class FileWriter {
public:
    explicit FileWriter(const QString& root) : guard_(root) {}

    bool write(const QString& relative, const QByteArray& bytes, QString* error) {
        QString reason;
        bool same = false;
        if (!guard_.write(relative, bytes, &reason, &same)) {
            *error = QStringLiteral("not written: %1").arg(reason);
            return false;
        }
        if (same) ++unchanged_;
        return true;
    }
    // Files that already held the bytes they were given (left alone).
    int unchanged() const { return unchanged_; }

private:
    PathGuard guard_;
    std::atomic_int unchanged_ = 0;
};

// Prepares every asset once, whichever page asks first, and writes it. The result depends on
// the file only, so the order in which threads arrive does not change the output.
class AssetStore {
public:
    AssetStore(const Workspace& ws, FileWriter& writer) : ws_(ws), writer_(writer) {}

    // Returned by value: the table may grow (and move its entries) while others read.
    PreparedAsset prepare(const QString& absFile) {
        {
            QMutexLocker lock(&mutex_);
            auto it = assets_.constFind(absFile);
            if (it != assets_.constEnd()) return *it;
        }
        const SiteRenderer::SiteAsset prepared = SiteRenderer::prepareAsset(ws_, absFile);
        PreparedAsset a;
        a.ok = prepared.ok;
        a.outPath = prepared.outPath;
        a.bytes = prepared.bytes;
        a.warning = prepared.warning;
        const QByteArray bytes = std::exchange(a.bytes, {});  // the table keeps no bytes
        {
            QMutexLocker lock(&mutex_);
            auto it = assets_.constFind(absFile);
            if (it != assets_.constEnd()) return *it;  // another page's thread was quicker
            assets_.insert(absFile, a);
        }
        // Only the thread that inserted the entry writes the file.
        if (a.ok && !writer_.write(a.outPath, bytes, &a.writeError)) {
            a.ok = false;
            QMutexLocker lock(&mutex_);
            assets_.insert(absFile, a);
        }
        return a;
    }

    // Sorted by output path.
    QMap<QString, const PreparedAsset*> all() const {
        QMap<QString, const PreparedAsset*> sorted;
        for (auto it = assets_.constBegin(); it != assets_.constEnd(); ++it)
            sorted.insert(it->outPath, &*it);
        return sorted;
    }

private:
    const Workspace& ws_;
    FileWriter& writer_;
    QMutex mutex_;
    QHash<QString, PreparedAsset> assets_;
};

struct Page {
    int doc = -1;    // a document's page, or
    QString source;  // a source file's (workspace-relative)
    QString path;
};

// The text of a source file for its page, read through the workspace's guard.
std::optional<QString> sourceText(const Workspace& ws, const QString& relativePath) {
    const std::optional<QByteArray> bytes =
        ws.paths().read(ws.root + QLatin1Char('/') + relativePath);
    if (!bytes) return std::nullopt;
    return SourceText::decode(*bytes).text;
}

QByteArray resourceBytes(const QString& name) {
    QFile f(QStringLiteral(":/techlog/site/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

ExportReport SiteExporter::exportSite(const Workspace& ws, const ExportOptions& options) {
    PageTemplate::initResources();
    ExportReport result;
    result.target = options.outDir;
    if (options.outDir.isEmpty()) {
        result.error = QStringLiteral("no output folder given");
        return result;
    }
    const QString outDir = QDir::cleanPath(QDir(options.outDir).absolutePath());
    if (!QDir().mkpath(outDir)) {
        result.error = QStringLiteral("cannot create %1").arg(outDir);
        return result;
    }
    auto cancelled = [&] { return options.cancel && options.cancel->load(); };

    const QList<int> selected = SiteRenderer::selectDocuments(ws, options.status);
    const SiteRenderer::SitePages sitePaths = SiteRenderer::sitePages(ws, selected);
    // Shared by the pages' local graphs instead of each counting its nodes' diagnostics.
    const WorkspaceGraph graph = WorkspaceGraph::build(ws);
    const std::shared_ptr<const WrappedTitles> wrappedTitles = GraphLayout::wrapTitles(graph);
    const QHash<int, QString>& pageOf = sitePaths.pageOf;

    FileWriter writer(outDir);
    AssetStore assets(ws, writer);

    QMutex errorMutex;
    QString writeError;
    QList<Page> pages(selected.size());
    for (int k = 0; k < selected.size(); ++k) {
        pages[k].doc = selected[k];
        pages[k].path = pageOf.value(selected[k]);
    }
    for (auto it = sitePaths.sourcePageOf.constBegin(); it != sitePaths.sourcePageOf.constEnd();
         ++it) {
        Page p;
        p.source = it.key();
        p.path = it.value();
        pages.append(p);
    }
    const SourceResolver sources(ws);  // each source file read once for every page
    std::atomic_int done = 0;
    const int total = int(pages.size());
    QThreadPool pool;
    if (options.threads > 0) pool.setMaxThreadCount(options.threads);

    QFuture<void> rendering = QtConcurrent::map(&pool, pages, [&](Page& page) {
        if (cancelled()) return;
        QString html;
        QString error;
        if (!page.source.isEmpty()) {
            const std::optional<QString> text = sourceText(ws, page.source);
            if (text)
                html = SiteRenderer::renderSourcePage(ws, page.source, *text, sitePaths);
            else
                error = QStringLiteral("%1: cannot be read").arg(page.source);
        } else {
            SiteRenderer::PageContext context = SiteRenderer::siteContext(sitePaths, page.doc);
            context.asset = [&](const QString& absFile) -> QString {
                const PreparedAsset a = assets.prepare(absFile);
                return a.ok ? a.outPath : QString();
            };
            context.graph = &graph;
            context.wrappedTitles = wrappedTitles;
            context.sources = &sources;
            html = SiteRenderer::renderPage(ws, page.doc, ws.documents[page.doc], context);
        }
        // Each page's bytes depend on the workspace only, so the worker that renders a page
        // writes it: the order of writes does not change what is on disk.
        if (!error.isEmpty() || !writer.write(page.path, html.toUtf8(), &error)) {
            QMutexLocker lock(&errorMutex);
            if (writeError.isEmpty()) writeError = error;
        }
        const int n = ++done;
        if (options.progress) options.progress(n, total);
    });
    // The index and the graph page need no page: this thread builds them while the pool
    // renders the pages.
    QList<PageTemplate::IndexEntry> entries;
    for (int i : selected)
        entries.append({&ws.documents[i], PageTemplate::urlPath(pageOf.value(i))});
    QList<PageTemplate::Link> sourceLinks;
    for (auto it = sitePaths.sourcePageOf.constBegin(); it != sitePaths.sourcePageOf.constEnd();
         ++it)
        sourceLinks.append({it.key(), PageTemplate::urlPath(it.value()), QString()});
    const QByteArray indexPage =
        PageTemplate::indexPage(ws, entries, options.status, sourceLinks).toUtf8();
    QString graphError;
    const QString graphSvg = SiteGraph::inlineSvg(
        SiteGraph::siteGraph(graph, selected),
        [&](int doc) {
            const auto it = pageOf.constFind(doc);
            return it == pageOf.constEnd() ? QString() : PageTemplate::urlPath(*it);
        },
        QString(), &graphError, wrappedTitles);
    if (!graphError.isEmpty())
        result.warnings.append(
            QStringLiteral("graph.html: 그래프를 그리지 못했다: %1").arg(graphError));
    const QByteArray graphPage =
        PageTemplate::graphPage(ws, graphSvg, graphError, int(selected.size()), SiteGraph::legend())
            .toUtf8();
    rendering.waitForFinished();
    if (cancelled()) {
        result.cancelled = true;
        result.error = QStringLiteral("cancelled");
        return result;
    }

    // Written in sorted order, from one thread: the folder fills the same way every time.
    if (!writeError.isEmpty()) {
        result.error = writeError;
        return result;
    }
    QMap<QString, QByteArray> files;
    files.insert(QStringLiteral("index.html"), indexPage);
    files.insert(QStringLiteral("graph.html"), graphPage);
    files.insert(QStringLiteral("static/style.css"), resourceBytes(QStringLiteral("style.css")));
    files.insert(QStringLiteral("static/zoom.js"), resourceBytes(QStringLiteral("zoom.js")));
    const auto prepared = assets.all();
    for (auto it = prepared.constBegin(); it != prepared.constEnd(); ++it) {
        if (!it.value()->warning.isEmpty()) result.warnings.append(it.value()->warning);
        if (!it.value()->writeError.isEmpty()) {
            result.error = it.value()->writeError;
            return result;
        }
        if (!it.value()->ok) continue;
        result.files.append(it.key());
        ++result.assets;
    }
    if (files.value(QStringLiteral("static/style.css")).isEmpty()) {
        result.error = QStringLiteral("the site resources are missing from this build");
        return result;
    }
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        if (cancelled()) {
            result.cancelled = true;
            result.error = QStringLiteral("cancelled");
            return result;
        }
        if (!writer.write(it.key(), it.value(), &result.error)) return result;
        result.files.append(it.key());
    }
    for (const Page& p : pages) result.files.append(p.path);
    result.files.sort();
    result.unchanged = writer.unchanged();
    result.sourcePages = int(sitePaths.sourcePageOf.size());
    result.pages = int(pages.size()) - result.sourcePages;
    result.ok = true;
    return result;
}

}  // namespace techlog
