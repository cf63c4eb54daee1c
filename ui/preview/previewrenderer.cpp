#include "previewrenderer.h"

#include <QCache>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>

#include "sourceoutline.h"
#include "sourceresolver.h"

namespace techlog {

namespace {

// Sanitizing an SVG costs more than rendering the page: keep recent ones.
QMutex cacheMutex;
QCache<QString, SiteRenderer::SiteAsset> assetCache(64);

SiteRenderer::SiteAsset prepare(const Workspace& ws, const QString& file) {
    const QFileInfo info(file);
    const QString cacheKey = QStringLiteral("%1|%2|%3|%4")
                                 .arg(ws.root, file)
                                 .arg(info.lastModified().toMSecsSinceEpoch())
                                 .arg(info.size());
    {
        QMutexLocker lock(&cacheMutex);
        if (SiteRenderer::SiteAsset* hit = assetCache.object(cacheKey)) return *hit;
    }
    const SiteRenderer::SiteAsset asset = SiteRenderer::prepareAsset(ws, file);
    QMutexLocker lock(&cacheMutex);
    assetCache.insert(cacheKey, new SiteRenderer::SiteAsset(asset));
    return asset;
}

}  // namespace

QString PreviewRenderer::articleOf(const QString& html) {
    const int start = html.indexOf(QLatin1String("<article"));
    const int end = html.lastIndexOf(QLatin1String("</article>"));
    if (start < 0 || end < start) return {};
    return html.mid(start, end + int(qstrlen("</article>")) - start);
}

// `pages` with a page for each of `files` that has none yet (a name just typed into the buffer,
// or a source file no document names), where the export would put it: the preview's page links
// there, and the studio opens the file instead of following the link.
SiteRenderer::SitePages withSourcePages(const Workspace& ws, const SiteRenderer::SitePages& pages,
                                        const QStringList& files) {
    SiteRenderer::SitePages out = pages;  // shared until a page is added
    for (const QString& rel : files) {
        if (!out.sourcePageOf.contains(rel) && out.documentOfFile(rel) < 0 && ws.hasFile(rel))
            out.sourcePageOf.insert(rel, SiteRenderer::sourcePagePath(rel));
    }
    return out;
}

namespace {

// A source file (`final/document.md`, `analysis/*.md`) the preview shows as its export's page.
bool isSourcePage(const SiteRenderer::SitePages& pages, const QString& relativePath) {
    return pages.documentOfFile(relativePath) < 0 &&
           (pages.sourcePageOf.contains(relativePath) || Workspace::isSourceFile(relativePath));
}

PreviewPage renderBuffer(const Workspace& ws, const SiteRenderer::SitePages& pages,
                         const QString& relativePath, const QString& text,
                         const ParsedBuffer* parsed, quint64 generation,
                         const QElapsedTimer& timer) {
    PreviewPage page;
    page.generation = generation;
    page.path = relativePath;
    if (isSourcePage(pages, relativePath)) {
        // A source file: its page, as the export writes it, from the buffer.
        const SiteRenderer::SitePages sourcePages = withSourcePages(ws, pages, {relativePath});
        page.pagePath = sourcePages.sourcePageOf.value(relativePath);
        page.html = SiteRenderer::renderSourcePage(ws, relativePath, text, sourcePages);
        page.article = PreviewRenderer::articleOf(page.html);
        const SourceOutline outline = SourceOutline::fromText(text);
        for (const SourceOutline::Entry& e : outline.entries())
            page.headingLines.append(e.heading.line);
        page.renderMs = timer.elapsed();
        return page;
    }
    // Only the edited document was read again (parseBuffer: normalised as the loader normalises
    // it, a `body:` file as its document's body) and linked against the loaded workspace, which
    // is neither copied nor linked again.
    const int index = parsed ? parsed->index : -1;
    if (!parsed || !parsed->isDocument || index < 0 || index >= ws.documents.size()) return page;
    page.pagePath = pages.pageOf.value(index);
    const Document& doc = parsed->document;
    const QList<Relation>& relations = parsed->relations;
    const SiteRenderer::SitePages sitePages =
        withSourcePages(ws, pages, SourceResolver::namedFiles(doc));
    SiteRenderer::PageContext context = SiteRenderer::siteContext(sitePages, index);
    context.asset = [&](const QString& absFile) -> QString {
        const SiteRenderer::SiteAsset a = prepare(ws, absFile);
        if (!a.ok) return {};
        page.assets.insert(a.outPath, a.bytes);
        return a.outPath;
    };
    context.relations = &relations;
    page.html = SiteRenderer::renderPage(ws, index, doc, context);
    page.article = PreviewRenderer::articleOf(page.html);
    for (const Heading& h : doc.markdown().headings) page.headingLines.append(h.line);
    page.renderMs = timer.elapsed();
    return page;
}

}  // namespace

PreviewPage PreviewRenderer::render(const Workspace& ws, const SiteRenderer::SitePages& pages,
                                    const QString& relativePath, const QString& text,
                                    quint64 generation) {
    QElapsedTimer timer;
    timer.start();
    if (isSourcePage(pages, relativePath))
        return renderBuffer(ws, pages, relativePath, text, nullptr, generation, timer);
    const ParsedBuffer parsed = parseBuffer(ws, relativePath, text.toUtf8());
    return renderBuffer(ws, pages, relativePath, text, &parsed, generation, timer);
}

PreviewPage PreviewRenderer::render(const Workspace& ws, const SiteRenderer::SitePages& pages,
                                    const ParsedBuffer& parsed, quint64 generation) {
    QElapsedTimer timer;
    timer.start();
    return renderBuffer(ws, pages, parsed.path, parsed.text, &parsed, generation, timer);
}

}  // namespace techlog
