#include "previewrenderer.h"

#include <QCache>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QThread>
#include <QUrl>

#include "blockscanner.h"
#include "evidencepaths.h"
#include "markdownrenderer.h"
#include "relationresolver.h"
#include "svgsanitizer.h"

namespace techlog {

namespace {

struct CachedAsset {
    QByteArray svg;
    QImage image;
};

// Rasterising an SVG costs more than rendering the page: keep recent ones.
QMutex cacheMutex;
QCache<QString, CachedAsset> assetCache(64);

CachedAsset prepare(const QString& file, int width) {
    const QFileInfo info(file);
    const QString cacheKey = QStringLiteral("%1|%2|%3|%4")
                                 .arg(file)
                                 .arg(info.lastModified().toMSecsSinceEpoch())
                                 .arg(info.size())
                                 .arg(width);
    {
        QMutexLocker lock(&cacheMutex);
        if (CachedAsset* hit = assetCache.object(cacheKey)) return *hit;
    }
    CachedAsset asset;
    const SanitizeResult clean = SvgSanitizer::sanitizeFile(file);
    if (clean.ok) {
        asset.svg = clean.svg;
        QSvgRenderer renderer(clean.svg);
        if (renderer.isValid()) {
            QSizeF size = renderer.defaultSize();
            if (size.isEmpty()) size = renderer.viewBoxF().size();
            if (!size.isEmpty()) {
                const double scale = std::min(1.0, double(width) / size.width());
                const QSize target = (size * scale).toSize().expandedTo(QSize(1, 1));
                asset.image = QImage(target, QImage::Format_ARGB32_Premultiplied);
                asset.image.fill(Qt::transparent);
                QPainter p(&asset.image);
                p.setRenderHint(QPainter::Antialiasing);
                renderer.render(&p);
            }
        }
    }
    QMutexLocker lock(&cacheMutex);
    assetCache.insert(cacheKey, new CachedAsset(asset));
    return asset;
}

}  // namespace

PreviewPage PreviewRenderer::render(const Workspace& ws, const QString& relativePath,
                                    const QString& text, int imageWidth, quint64 generation) {
    QElapsedTimer timer;
    timer.start();
    PreviewPage page;
    page.generation = generation;
    const int index = ws.indexOfPath(relativePath);
    if (index < 0) return page;
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

    RenderContext ctx;
    ctx.workspace = &ws;
    ctx.relations = &relations;
    ctx.documentHref = [](const Document& target) {
        return documentScheme() + QLatin1Char(':') +
               QString::fromUtf8(QUrl::toPercentEncoding(target.path));
    };
    int counter = 0;
    ctx.assetSrc = [&](const Document&, const AssetRef& asset, const QString& absFile) -> QString {
        const CachedAsset prepared = prepare(absFile, imageWidth);
        if (prepared.svg.isEmpty()) return {};
        const QString src = scheme() + QStringLiteral(":%1").arg(counter++);
        PreviewAsset a;
        a.key = asset.key;
        a.absoluteFile = absFile;
        // Only a record inside the workspace is ever shown beside its figure.
        a.recordPath =
            ws.paths().confine(EvidencePaths::record(ws.root, asset.key)).value_or(QString());
        a.svg = prepared.svg;
        a.image = prepared.image;
        page.assets.insert(src, a);
        return src;
    };
    page.html = MarkdownRenderer::renderDocumentBody(doc, ctx);
    // Captions for the zoom viewer, from the directives that were rendered.
    for (auto it = page.assets.begin(); it != page.assets.end(); ++it) {
        for (const Directive& d : doc.markdown().directives)
            if (d.name == QLatin1String("evidence") &&
                d.attribute(QStringLiteral("key")) == it->key)
                it->caption = d.attribute(QStringLiteral("caption"));
    }
    page.renderMs = timer.elapsed();
    return page;
}

void PreviewRenderer::buildDocument(PreviewPage& page, const QString& styleSheet, QThread* thread) {
    QElapsedTimer timer;
    timer.start();
    auto* doc = new QTextDocument;
    doc->setDefaultStyleSheet(styleSheet);
    for (auto it = page.assets.constBegin(); it != page.assets.constEnd(); ++it)
        doc->addResource(QTextDocument::ImageResource, QUrl(it.key()), it->image);
    doc->setHtml(page.html);
    doc->moveToThread(thread);
    page.documentMs = timer.elapsed();
    page.document.reset(doc, [](QTextDocument* d) { d->deleteLater(); });
}

}  // namespace techlog
