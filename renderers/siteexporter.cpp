#include "siteexporter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QMutex>
#include <QSet>
#include <QThreadPool>
#include <QUrl>
#include <QtConcurrent/QtConcurrentMap>
#include <atomic>
#include <utility>

#include "markdownrenderer.h"
#include "pagetemplate.h"
#include "pathguard.h"
#include "sitegraph.h"
#include "sourceoutline.h"
#include "sourcetext.h"
#include "svgsanitizer.h"
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

bool isRasterImage(const QString& path) {
    const QString s = QFileInfo(path).suffix().toLower();
    return s == QLatin1String("png") || s == QLatin1String("jpg") || s == QLatin1String("jpeg") ||
           s == QLatin1String("gif") || s == QLatin1String("webp");
}

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
        const SiteExporter::SiteAsset prepared = SiteExporter::prepareAsset(ws_, absFile);
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

QString SiteExporter::publishedStatus() { return QStringLiteral("게시"); }

QString SiteExporter::contentSecurityPolicy() {
    return QStringLiteral(
        "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'");
}

QString SiteExporter::pagePath(const Document& doc) {
    QString p = doc.path;
    const int slash = p.lastIndexOf(QLatin1Char('/'));
    const int dot = p.lastIndexOf(QLatin1Char('.'));
    if (dot > slash + 1) p.truncate(dot);
    return p + QStringLiteral(".html");
}

QList<int> SiteExporter::selectDocuments(const Workspace& ws, const QString& status) {
    QList<int> out;
    for (int i = 0; i < ws.documents.size(); ++i)
        if (status.isEmpty() || ws.documents[i].frontMatter.status.trimmed() == status.trimmed())
            out.append(i);
    return out;
}

SiteExporter::SiteAsset SiteExporter::prepareAsset(const Workspace& ws, const QString& absFile) {
    SiteAsset a;
    const QString rel = ws.relativePath(absFile);
    a.outPath = QStringLiteral("assets/") + rel;
    if (QFileInfo(absFile).suffix().toLower() == QLatin1String("svg")) {
        const SanitizeResult r = SvgSanitizer::sanitizeFile(absFile);
        a.ok = r.ok;
        a.bytes = r.svg;
        if (!r.ok)
            a.warning =
                QStringLiteral("%1: 그림을 내보내지 않았다 (SVG 검사 실패: %2)").arg(rel, r.error);
        else if (!r.removed.isEmpty())
            a.warning = QStringLiteral("%1: SVG 에서 지운 것: %2")
                            .arg(rel, r.removed.join(QStringLiteral(", ")));
    } else if (isRasterImage(absFile)) {
        QFile f(absFile);
        a.ok = f.open(QIODevice::ReadOnly);
        if (a.ok)
            a.bytes = f.readAll();
        else
            a.warning = QStringLiteral("%1: 읽을 수 없다").arg(rel);
    } else {
        a.warning = QStringLiteral("%1: 그림 형식이 아니다 (SVG, PNG, JPEG, GIF, WebP 만 내보낸다)")
                        .arg(rel);
    }
    return a;
}

SiteExporter::SitePages SiteExporter::sitePages(const Workspace& ws, const QList<int>& selected) {
    SitePages pages;
    for (int i = 0; i < ws.documents.size(); ++i) {
        const Document& d = ws.documents[i];
        pages.indexOf.insert(d.path, i);
        if (d.bodyPath != d.path && !pages.bodyOf.contains(d.bodyPath))
            pages.bodyOf.insert(d.bodyPath, i);
    }
    // Two documents whose paths differ only in the extension would share a page: the later one
    // (by path) gets a suffix.
    // The site's own index is index.html: a workspace-root index.md gets index-2.html.
    QSet<QString> taken = {QStringLiteral("index.html"), QStringLiteral("graph.html")};
    for (int i : selected) {
        const QString base = pagePath(ws.documents[i]);
        QString p = base;
        for (int n = 2; taken.contains(p); ++n)
            p = base.chopped(5) + QStringLiteral("-%1.html").arg(n);
        taken.insert(p);
        pages.pageOf.insert(i, p);
    }
    // The source files the included documents name, when they exist and are not documents
    // (a document named as a source links to its own page).
    QList<int> ascending = selected;
    std::sort(ascending.begin(), ascending.end());
    for (int i : std::as_const(ascending))
        for (const QString& file : SourceResolver::namedFiles(ws.documents[i]))
            pages.citedBy[file].append(i);
    QStringList files = pages.citedBy.keys();
    files.sort();
    for (const QString& rel : std::as_const(files)) {
        if (pages.documentOfFile(rel) >= 0 || !ws.hasFile(rel)) continue;
        const QString base = sourcePagePath(rel);
        QString p = base;
        for (int n = 2; taken.contains(p); ++n)
            p = base.chopped(5) + QStringLiteral("-%1.html").arg(n);
        taken.insert(p);
        pages.sourcePageOf.insert(rel, p);
    }
    return pages;
}

QString SiteExporter::sourcePagePath(const QString& relativePath) {
    QString p = relativePath;
    if (p.endsWith(QLatin1String(".md"))) p.chop(3);
    return p + QStringLiteral(".html");
}

QString SiteExporter::renderSourcePage(const Workspace& ws, const QString& relativePath,
                                       const QString& text, const SitePages& pages) {
    const QString page = pages.sourcePageOf.value(relativePath);
    if (page.isEmpty()) return {};
    const QString up = PageTemplate::rootPrefix(page);
    const SourceOutline outline = SourceOutline::fromText(text);
    RenderContext ctx;
    ctx.workspace = &ws;
    ctx.headingId = [&](int line) { return outline.idOfLine(line); };
    const QString body = MarkdownRenderer::renderMarkdown(text, ctx);

    QString title = relativePath;
    for (const SourceOutline::Entry& e : outline.entries())
        if (e.heading.level == 1) {
            title = e.heading.text;
            break;
        }
    QList<PageTemplate::Link> citedBy;
    for (int i : pages.citedBy.value(relativePath))
        citedBy.append({PageTemplate::displayTitle(ws.documents[i]),
                        up + PageTemplate::urlPath(pages.pageOf.value(i)),
                        kindName(ws.documents[i].kind)});
    return PageTemplate::sourcePage(ws, relativePath, title, body, citedBy, up);
}

namespace {

// The href of the page of ws.documents[target] from a page `up` below the root; empty when the
// site has no page for it (a document the filter left out: the renderer's plain text).
QString sitePageHref(const SiteExporter::SitePages& pages, const QString& up, int target) {
    const auto it = pages.pageOf.constFind(target);
    return it == pages.pageOf.constEnd() ? QString() : up + PageTemplate::urlPath(*it);
}

}  // namespace

SiteExporter::PageContext SiteExporter::siteContext(const SitePages& pages, int index) {
    PageContext context;
    context.up = PageTemplate::rootPrefix(pages.pageOf.value(index));
    context.indexOf = &pages.indexOf;
    const SitePages* site = &pages;
    context.page = [site, up = context.up](int target) { return sitePageHref(*site, up, target); };
    context.source = [site, up = context.up](const QString& path, const QString& id) -> QString {
        // A document named as a source: its own page, from the top.
        const int document = site->documentOfFile(path);
        if (document >= 0) return sitePageHref(*site, up, document);
        const auto it = site->sourcePageOf.constFind(path);
        if (it == site->sourcePageOf.constEnd()) return {};
        QString href = up + PageTemplate::urlPath(*it);
        if (!id.isEmpty())
            href += QLatin1Char('#') + QString::fromLatin1(QUrl::toPercentEncoding(id));
        return href;
    };
    return context;
}

QString SiteExporter::renderPage(const Workspace& ws, int index, const Document& doc,
                                 const PageContext& context) {
    static const std::function<QString(int)> noPage = [](int) { return QString(); };
    const std::function<QString(int)>& page = context.page ? context.page : noPage;
    RenderContext ctx;
    ctx.workspace = &ws;
    ctx.relations = context.relations;
    ctx.documentHref = [&](const Document& target) -> QString {
        return page(context.indexOf ? context.indexOf->value(target.path, -1)
                                    : ws.indexOfPath(target.path));
    };
    ctx.assetSrc = [&](const Document&, const AssetRef&, const QString& absFile) -> QString {
        const QString out = context.asset ? context.asset(absFile) : QString();
        return out.isEmpty() ? QString() : context.up + PageTemplate::urlPath(out);
    };
    const QString body = MarkdownRenderer::renderDocumentBody(doc, ctx);

    QList<PageTemplate::Link> backlinks;
    QSet<int> seen;
    if (index >= 0 && index < ws.graph.backlinks.size()) {
        QList<int> from;
        for (int e : ws.graph.backlinks[index]) {
            if (e < 0 || e >= ws.graph.edges.size()) continue;
            const int f = ws.graph.edges[e].from;
            if (f >= 0 && f < ws.documents.size() && f != index && !seen.contains(f)) {
                seen.insert(f);
                from.append(f);
            }
        }
        std::sort(from.begin(), from.end());
        for (int f : from)
            backlinks.append({PageTemplate::displayTitle(ws.documents[f]), page(f),
                              kindName(ws.documents[f].kind)});
    }
    // The `source:` sentences, their names linked where the caller has pages for them.
    std::optional<SourceResolver> own;
    if (!context.sources) own.emplace(ws);
    const SourceResolver& resolver = context.sources ? *context.sources : *own;
    QStringList sources;
    for (const QString& sentence : doc.frontMatter.source)
        sources.append(
            PageTemplate::sourceSentence(sentence, resolver.resolve(sentence), context.source));
    const QString localGraph = index >= 0 && index < ws.documents.size()
                                   ? SiteGraph::localSection(ws, index, page, context.relations,
                                                             context.graph, context.wrappedTitles)
                                   : QString();
    return PageTemplate::documentPage(ws, doc, body, backlinks, sources, context.up, localGraph);
}

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

    const QList<int> selected = selectDocuments(ws, options.status);
    const SitePages sitePaths = sitePages(ws, selected);
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
                html = renderSourcePage(ws, page.source, *text, sitePaths);
            else
                error = QStringLiteral("%1: cannot be read").arg(page.source);
        } else {
            PageContext context = siteContext(sitePaths, page.doc);
            context.asset = [&](const QString& absFile) -> QString {
                const PreparedAsset a = assets.prepare(absFile);
                return a.ok ? a.outPath : QString();
            };
            context.graph = &graph;
            context.wrappedTitles = wrappedTitles;
            context.sources = &sources;
            html = renderPage(ws, page.doc, ws.documents[page.doc], context);
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
