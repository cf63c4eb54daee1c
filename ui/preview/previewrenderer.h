#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include "bufferparse.h"
#include "siterenderer.h"
#include "workspace.h"

namespace techlog {

// A document's page for the preview: the page `techlog export --html` writes for it, from the
// editor's buffer, and the sanitized assets it refers to.
struct PreviewPage {
    quint64 generation = 0;
    QString path;      // the document (or source file), workspace-relative
    QString pagePath;  // the page, relative to the site's root (SiteRenderer::SitePages)
    QString html;      // the whole page, byte for byte what the export writes for this text
    QString article;   // its <article> element, for updating a shown page in place
    // The assets the page refers to, by path relative to the site's root (`assets/...`): after
    // SvgSanitizer, exactly the bytes the export writes.
    QHash<QString, QByteArray> assets;
    // The source lines of the rendered document's headings, in order (for scrolling with the
    // editor; the page itself carries lines only on figures and directives).
    QList<int> headingLines;
    qint64 renderMs = 0;  // parse and link (unless given parsed), render the page, prepare assets
};

// Renders a document's current text for the preview, off the UI thread (or a source file's,
// `final/document.md` or `analysis/*.md`: its page as the export writes it, SiteRenderer::
// renderSourcePage): parses the buffer into
// one Document (parseBuffer, the studio's one parse of a buffer: normalised as the loader
// normalises, an imported view gets its Markdown form; a `body:` file is the body of the
// document that names it), resolves that document's relations against the loaded workspace
// (RelationResolver::linkOne; the workspace is read, never copied or linked again), and renders
// the page with
// SiteRenderer::renderPage, the export's own page, with assets prepared as the export prepares
// them (SiteRenderer::prepareAsset; cached by file, size and time). Thread-safe.
namespace PreviewRenderer {

// `workspace` and `pages` must stay alive and unchanged during the call (the pane holds them
// by a shared_ptr in the task).
PreviewPage render(const Workspace& workspace, const SiteRenderer::SitePages& pages,
                   const QString& relativePath, const QString& text, quint64 generation);
// The same from the buffer parsed already against `workspace` (the studio's BufferParser): no
// parse of its own; a source file's page from `parsed.text`.
PreviewPage render(const Workspace& workspace, const SiteRenderer::SitePages& pages,
                   const ParsedBuffer& parsed, quint64 generation);
// The `<article ...>...</article>` element of a page (empty when there is none).
QString articleOf(const QString& html);

}  // namespace PreviewRenderer

}  // namespace techlog
