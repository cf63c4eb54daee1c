#pragma once

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>

#include "exportreport.h"
#include "graphlayout.h"
#include "sourceresolver.h"
#include "workspace.h"

namespace techlog {

class WorkspaceGraph;

// What the site and PDF exports take. Every member may be left empty.
struct ExportOptions {
    QString outDir;  // the site's folder (created when missing; files in it are overwritten)
    // Only documents with exactly this status (e.g. `게시`). Empty: every document; those whose
    // status is not `게시` then carry a visible "게시 전" banner.
    QString status;
    // Called as pages finish: (done, total). From worker threads: keep it cheap and thread-safe.
    std::function<void(int, int)> progress;
    // Set to true (from any thread) to stop early: the report then has `cancelled` set and the
    // output folder may hold part of the site.
    const std::atomic_bool* cancel = nullptr;
    int threads = 0;  // 0: QThreadPool's default (one per core)
};

// `techlog export WORKSPACE --html OUTDIR`: a static site that works offline from the file
// system and from any web server.
//
// Layout of OUTDIR:
//   index.html                          documents by topic, by kind and by status
//   graph.html                          the rule graph of the exported documents (SiteGraph),
//                                       inline SVG, each node a link to its page; each
//                                       document page carries its own neighbours' graph
//   <document path with .html>          one page per document, mirroring the workspace
//                                       (tech-log-studio/<topic>/<kind>/<kind>-<slug>.html)
//   assets/<workspace path of the SVG>  every evidence image, after SvgSanitizer; an image the
//                                       sanitizer rejects becomes the renderer's visible
//                                       `evidence-missing` placeholder (and a warning)
//   <source file path with .html>       one page per source file the documents' `source:`
//                                       sentences name (final/document.html, analysis/*.html),
//                                       their headings with ids; the sentences' names link there
//   static/style.css, static/zoom.js    from the resources (:/techlog/site/)
//
// Every link is relative; nothing is loaded from the network; every page carries the CSP
// `default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'` and no inline
// script or style. Pages are rendered and written on several threads (QtConcurrent; each page's
// bytes depend on the workspace only), then assets, index and static files in sorted order: the
// same workspace gives the same bytes (sorted iteration, no timestamps). Files from earlier
// exports that this export does not write are left alone.
//
// Studio use (off the UI thread):
//   ExportOptions o; o.outDir = dir; o.cancel = &cancelFlag; o.progress = ...;
//   ExportReport r = SiteExporter::exportSite(workspace, o);
namespace SiteExporter {

// Where the included documents' pages go: document index -> page path relative to OUTDIR (two
// documents that would share a page: the later by path gets a suffix; index.html and
// graph.html are the site's own), and each document's index by path.
// The source files (`final/document.md`, `analysis/*.md`) that the included documents'
// `source:` sentences name and that exist in the workspace (inside it, not documents) get a page
// each, at their path with `.html` (suffixed when a document's page is there).
struct SitePages {
    QHash<int, QString> pageOf;
    QHash<QString, int> indexOf;          // document path -> index
    QHash<QString, int> bodyOf;           // a `body:` file -> its document's index
    QMap<QString, QString> sourcePageOf;  // workspace-relative source file -> its page
    // Source file -> the included documents whose `source:` sentences name it (ascending).
    QHash<QString, QList<int>> citedBy;

    // The document a workspace file is (its own file or its `body:` file), or -1: what
    // Workspace::indexOfPath says, without a scan of every document per source link.
    int documentOfFile(const QString& path) const {
        const int i = indexOf.value(path, -1);
        return i >= 0 ? i : bodyOf.value(path, -1);
    }
};
SitePages sitePages(const Workspace& ws, const QList<int>& selected);

// An asset as the site holds it: where it lands (relative to OUTDIR) and its bytes (an SVG
// after SvgSanitizer). Not ok: the page shows the renderer's placeholder and `warning` says why.
struct SiteAsset {
    bool ok = false;
    QString outPath;
    QByteArray bytes;
    QString warning;
};
SiteAsset prepareAsset(const Workspace& ws, const QString& absFile);

// What a page is rendered with, whoever renders it: the site export and the studio's preview
// (siteContext, plus the assets; the preview adds its edited buffer's relations) and the PDF
// (links inside itself). The one page, `renderPage`, takes nothing else.
struct PageContext {
    // Leads from the page to the root of what it is part of (`../../`; the PDF's: empty).
    QString up;
    // The href of ws.documents[i]; empty or unset: plain text (a document the filter left out).
    std::function<QString(int index)> page;
    // Where the image `absFile` is, relative to the root (its src is `up` + that); empty or
    // unset: the renderer's placeholder (an image the sanitizer rejected).
    std::function<QString(const QString& absFile)> asset;
    // The href of source file `path` (workspace-relative) at the heading `id` (empty: its top);
    // empty or unset: the name is plain text (the PDF, which holds no source pages).
    std::function<QString(const QString& path, const QString& id)> source;
    // Document path -> index (SitePages::indexOf), for the relations' links; unset:
    // Workspace::indexOfPath.
    const QHash<QString, int>* indexOf = nullptr;
    // The rendered document's relations as resolved by RelationResolver::linkOne (the preview's
    // edited buffer); unset: its edges in ws.graph.
    const QList<Relation>* relations = nullptr;
    // Shared by the pages of an export; unset, the page works each out itself.
    const WorkspaceGraph* graph = nullptr;               // WorkspaceGraph::build(ws)
    std::shared_ptr<const WrappedTitles> wrappedTitles;  // GraphLayout::wrapTitles(*graph)
    const SourceResolver* sources = nullptr;             // reads the files `source:` names
};
// The site's context for the page of ws.documents[index] at `pages.pageOf[index]`: `up`, and
// links relative to that page to the pages `pages` holds (documents, source files at their
// headings). Its links refer to `pages`, which must outlive it.
PageContext siteContext(const SitePages& pages, int index);

// The page of `ws.documents[index]`, rendered from `doc` (that document, or the studio's edited
// version of it). The export, the studio's preview and the PDF all call this: one page.
QString renderPage(const Workspace& ws, int index, const Document& doc, const PageContext& context);

// The page of source file `relativePath` (SitePages::sourcePageOf), rendered from `text` (the
// file's, or the studio's buffer): the same template and stylesheet as a document's, the file's
// Markdown rendered as a document's body is (sanitized, no raw HTML), each heading with its
// SourceOutline id so that the documents' links land on it, and the included documents that
// name it. An empty string when the file has no page in `pages`.
QString renderSourcePage(const Workspace& ws, const QString& relativePath, const QString& text,
                         const SitePages& pages);
// Where a source file's page goes when nothing else is there: its path with `.html`.
QString sourcePagePath(const QString& relativePath);

// `target` is `options.outDir`; `pages`, `assets`, `files` and `unchanged` say what was written.
ExportReport exportSite(const Workspace& ws, const ExportOptions& options);

// The page of a document, relative to OUTDIR (`a/b/case-x.md` -> `a/b/case-x.html`).
QString pagePath(const Document& doc);
// The documents an export with `status` includes (indices into ws.documents, sorted).
QList<int> selectDocuments(const Workspace& ws, const QString& status);
// The status that counts as published; any other shows the draft banner.
QString publishedStatus();  // 게시
// The CSP every page declares.
QString contentSecurityPolicy();

}  // namespace SiteExporter

}  // namespace techlog
