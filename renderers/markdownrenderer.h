#pragma once

#include <QString>
#include <QStringList>
#include <functional>

#include "document.h"
#include "frontmatter.h"
#include "workspace.h"

namespace techlog {

// What the renderer needs from its caller. Every member may be left empty.
struct RenderContext {
    // For relation targets (Workspace::graph) and for resolving asset paths against the root.
    // Without it, relations stay plain bold text and asset paths are resolved against the root
    // derived from Document::absolutePath / Document::path.
    const Workspace* workspace = nullptr;
    // The href of a relation's target. Empty or unset: the title is marked
    // `<span class="relation" data-target="PATH">` instead of linked.
    std::function<QString(const Document& target)> documentHref;
    // The `src` of an evidence image. `absFile` exists (checked before the call). Unset: the
    // asset's `file` as written. Returning a null/empty string shows the `evidence-missing`
    // placeholder ("could not be prepared"), e.g. when the export's sanitizer rejects the file.
    std::function<QString(const Document& doc, const AssetRef& asset, const QString& absFile)>
        assetSrc;
    // The rendered document's relations as resolved against `workspace`
    // (RelationResolver::linkOne), for a document the workspace holds in another version (the
    // preview's edited buffer). Unset: its edges in `workspace->graph` (the document there of
    // the same path).
    const QList<Relation>* relations = nullptr;
    // The id of the heading that starts on `line` (lines as `data-line` counts them), written
    // as the heading's `id`; empty: none. A source file's page (SourceOutline's ids) sets it, so
    // that the links of `source:` sentences land on their heading. A trailing `{#id}` in such a
    // heading is its id, not text: it is dropped from the heading.
    std::function<QString(int line)> headingId = {};
};

struct MarkdownOptions {
    bool directives = true;  // parse `:::` container directives (FORMAT.md) as blocks
    // cmark-gfm's safe mode: raw HTML becomes `<!-- raw HTML omitted -->`, link/image URLs
    // with javascript:, vbscript:, file: and non-image data: are emptied. The renderer's own
    // URLs (image src, relation href) are held to the same rule.
    bool safe = true;
    bool highlight = true;  // CodeHighlighter on fenced code with a known language
    // External images become placeholders, external links get rel="noopener noreferrer" and
    // a mark (HtmlEscape::markExternal). Off only to compare with cmark-gfm's own output.
    bool markExternal = true;
    bool footnotes = false;  // cmark-gfm's CMARK_OPT_FOOTNOTES
    // cmark-gfm's `data-sourcepos="L:C-L:C"` on Markdown blocks (for the preview), with lines
    // counted like `data-line` (body-file lines). Off by default: pages do not need it.
    bool sourcePositions = false;
    QStringList extensions = coreExtensions();  // cmark-gfm syntax extension names

    static QStringList coreExtensions();  // table, strikethrough, autolink, tagfilter, tasklist
};

// Markdown (GFM + the directives of FORMAT.md) to an HTML fragment. Stateless, thread-safe and
// deterministic: the same input gives the same bytes.
//
// How: the text is split into Markdown segments and directives (DirectiveBlocks, which knows
// fenced code); each segment goes through cmark-gfm (Debian's cmark-gfm has no HTML render
// hooks), directive content is rendered recursively. Highlighted code and relation links are
// put into cmark-gfm's tree as custom nodes, so safe mode still applies to everything else.
// Markdown without directives renders exactly as cmark-gfm renders it (apart from code
// highlighting spans and relation links).
//
// One kind of document: an imported flattened view is rendered as its Markdown form
// (Document::markdown(), made by the model when it was read); the renderer never converts.
//
// Relations: in lists under a `관계` heading (until the next heading of the same or a higher
// level), the first bold text of an item is matched to Document::relations (same line, else
// same title) and its edge is taken from RenderContext::relations or Workspace::graph
// (outgoing, relationIndex); the renderer never resolves titles itself.
// Evidence: the asset comes from the front matter's `assets` by `key`, its path is resolved
// with Workspace::resolve and must exist as a file before `assetSrc` is asked for a src.
// Callouts are titled Note/Tip/Warning/Caution unless a `title="..."` attribute (or bare
// text after the name) says otherwise.
//
// CSS class contract (the site exporter and the preview style these; keep in sync):
//   figure.evidence[data-key][data-line]        an evidence image: <img> + <figcaption>
//   figure.evidence[data-zoom="true"]           zoomable: also tabindex="0" role="button"
//                                               aria-haspopup="dialog"; the page's script opens
//                                               it enlarged on click/Enter (not included here)
//   div.evidence-missing[data-key][data-line]   placeholder: key unknown, no key, path outside
//                                               the workspace, file missing, or not prepared;
//                                               holds p.evidence-missing-reason (with key, path)
//                                               then p.evidence-alt when there is alt text and
//                                               p.evidence-caption when there is a caption
//   aside.callout.note / .tip / .warning / .caution [data-line]
//                                               callout; p.callout-title, then the content
//   div.directive.directive-unknown[data-directive][data-line]
//                                               unknown directive; p.directive-label, content
//   p.directive-error                           visible problem in a directive: not closed,
//                                               attributes that did not parse
//   .directive-unclosed                         added to a directive container left open
//   h1..h6[id]                                  a heading of a source file's page
//                                               (RenderContext::headingId)
//   a.relation[href] (also .relation-ambiguous) a relation title linked to its target
//   span.relation[data-target]                  resolved, but no href callback was given
//   span.relation-unresolved[title]             a relation title that matches no document
//   pre > code.language-LANG                    fenced code (as cmark-gfm writes it), with
//   span.hl-ELEMENT inside                      ELEMENT from CodeHighlighter::cssElements():
//                                               attribute cbracket classname comment function
//                                               keyword label number preproc property regexp
//                                               specialchar string symbol todo type usertype
//                                               value variable
namespace MarkdownRenderer {

// The body of `doc.markdown()` (Document::body, lines numbered from Document::bodyLine) to an
// HTML fragment (no <html>). `data-line` attributes are lines of Document::bodyPath (for an
// imported document: of its Markdown form).
QString renderDocumentBody(const Document& doc, const RenderContext& ctx,
                           const MarkdownOptions& options = {});
// Plain Markdown, for tests, conformance and snippets. Evidence directives have no
// document to take assets from, so they show the `evidence-missing` placeholder.
QString renderMarkdown(const QString& markdown, const RenderContext& ctx = {},
                       const MarkdownOptions& options = {});

}  // namespace MarkdownRenderer

}  // namespace techlog
