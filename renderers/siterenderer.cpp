#include "siterenderer.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QSet>
#include <QUrl>
#include <algorithm>
#include <optional>

#include "markdownrenderer.h"
#include "pagetemplate.h"
#include "sitegraph.h"
#include "sourceoutline.h"
#include "svgsanitizer.h"

namespace techlog {

namespace {

bool isRasterImage(const QString& path) {
    const QString s = QFileInfo(path).suffix().toLower();
    return s == QLatin1String("png") || s == QLatin1String("jpg") || s == QLatin1String("jpeg") ||
           s == QLatin1String("gif") || s == QLatin1String("webp");
}

// The href of the page of ws.documents[target] from a page `up` below the root; empty when the
// site has no page for it (a document the filter left out: the renderer's plain text).
QString sitePageHref(const SiteRenderer::SitePages& pages, const QString& up, int target) {
    const auto it = pages.pageOf.constFind(target);
    return it == pages.pageOf.constEnd() ? QString() : up + PageTemplate::urlPath(*it);
}

}  // namespace

QString SiteRenderer::publishedStatus() { return QStringLiteral("게시"); }

QString SiteRenderer::contentSecurityPolicy() {
    return QStringLiteral(
        "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'");
}

QString SiteRenderer::pagePath(const Document& doc) {
    QString p = doc.path;
    const int slash = p.lastIndexOf(QLatin1Char('/'));
    const int dot = p.lastIndexOf(QLatin1Char('.'));
    if (dot > slash + 1) p.truncate(dot);
    return p + QStringLiteral(".html");
}

QList<int> SiteRenderer::selectDocuments(const Workspace& ws, const QString& status) {
    QList<int> out;
    for (int i = 0; i < ws.documents.size(); ++i)
        if (status.isEmpty() || ws.documents[i].frontMatter.status.trimmed() == status.trimmed())
            out.append(i);
    return out;
}

SiteRenderer::SiteAsset SiteRenderer::prepareAsset(const Workspace& ws, const QString& absFile) {
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

SiteRenderer::SitePages SiteRenderer::sitePages(const Workspace& ws, const QList<int>& selected) {
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

QString SiteRenderer::sourcePagePath(const QString& relativePath) {
    QString p = relativePath;
    if (p.endsWith(QLatin1String(".md"))) p.chop(3);
    return p + QStringLiteral(".html");
}

QString SiteRenderer::renderSourcePage(const Workspace& ws, const QString& relativePath,
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

SiteRenderer::PageContext SiteRenderer::siteContext(const SitePages& pages, int index) {
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

QString SiteRenderer::renderPage(const Workspace& ws, int index, const Document& doc,
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

}  // namespace techlog
