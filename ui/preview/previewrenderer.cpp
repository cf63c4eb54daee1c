#include "previewrenderer.h"

#include <QCache>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>

#include "blockscanner.h"
#include "documentparser.h"
#include "relationresolver.h"
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

PreviewPage PreviewRenderer::render(const Workspace& ws, const SiteRenderer::SitePages& pages,
                                    const QString& relativePath, const QString& text,
                                    quint64 generation) {
    QElapsedTimer timer;
    timer.start();
    PreviewPage page;
    page.generation = generation;
    page.path = relativePath;
    const int index = pages.indexOf.value(relativePath, -1);
    if (index < 0 && pages.documentOfFile(relativePath) < 0 &&
        (pages.sourcePageOf.contains(relativePath) || Workspace::isSourceFile(relativePath))) {
        // A source file: its page, as the export writes it, from the buffer.
        const SiteRenderer::SitePages sourcePages = withSourcePages(ws, pages, {relativePath});
        page.pagePath = sourcePages.sourcePageOf.value(relativePath);
        page.html = SiteRenderer::renderSourcePage(ws, relativePath, text, sourcePages);
        page.article = articleOf(page.html);
        const SourceOutline outline = SourceOutline::fromText(text);
        for (const SourceOutline::Entry& e : outline.entries())
            page.headingLines.append(e.heading.line);
        page.renderMs = timer.elapsed();
        return page;
    }
    if (index < 0 || index >= ws.documents.size()) return page;
    page.pagePath = pages.pageOf.value(index);
    // Only the edited document is read again (normalised as the loader normalises it) and
    // linked against the loaded workspace, which is neither copied nor linked again.
    const Document& old = ws.documents[index];
    Document doc;
    if (old.bodyPath != old.path && old.bodyPath == relativePath) {
        // Editing a `body:` file: the front matter stays, the body is the buffer.
        doc = old;
        doc.body = text;
        doc.bodyLine = 1;
        BlockScanner::Outline o = BlockScanner::scanMarkdown(text, 1);
        doc.headings = o.headings;
        doc.codeBlocks = o.codeBlocks;
        doc.directives = o.directives;
        doc.relations = o.relations;
    } else {
        Diagnostics ignored;
        doc = parseDocumentFile(old.absolutePath, old.path, text.toUtf8(), ignored);
    }
    const QList<Relation> relations = RelationResolver::linkOne(ws, doc, index);
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
    page.article = articleOf(page.html);
    for (const Heading& h : doc.markdown().headings) page.headingLines.append(h.line);
    page.renderMs = timer.elapsed();
    return page;
}

}  // namespace techlog
