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
    // The workspace's graph (WorkspaceGraph::build), when the caller has it: shared by the
    // pages' local graphs instead of each counting its nodes' diagnostics.
    std::shared_ptr<const WorkspaceGraph> graph;
    // Its titles wrapped for the graphs' labels (GraphLayout::wrapTitles), once per export.
    std::shared_ptr<const WrappedTitles> wrappedTitles;

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

// The page of `ws.documents[index]` as the site writes it at `pages.pageOf[index]`, rendered
// from `doc` (that document, or the studio's edited version of it). `assetPath(absFile)` gives
// the asset's path relative to OUTDIR, empty for the placeholder; `relations`, when set, are
// `doc`'s as resolved by RelationResolver::linkOne. The export and the studio's preview both
// call this: one page.
// `sources`, when given, reads the source files its sentences name (shared by the pages of an
// export); else the page reads them itself.
QString renderPage(const Workspace& ws, int index, const Document& doc, const SitePages& pages,
                   const std::function<QString(const QString& absFile)>& assetPath,
                   const QList<Relation>* relations = nullptr,
                   const SourceResolver* sources = nullptr);
// The same page with links of the caller's choosing (the PDF links inside itself): `page(i)` is
// the href of ws.documents[i] (empty: plain text), `asset(absFile)` the src of an asset (empty:
// the placeholder); `up` leads to the root of what the page is part of; `indexOf` maps paths to
// document indices (SitePages::indexOf).
// `source(path, id)` the href of source file `path` (workspace-relative) at the heading `id`
// (empty: its top); unset or empty: the name is plain text (the PDF, which holds no source
// pages). `sources` reads the source files (unset: the page reads them itself).
struct PageLinks {
    std::function<QString(int index)> page;
    std::function<QString(const QString& absFile)> asset;
    const WorkspaceGraph* graph = nullptr;               // as SitePages::graph
    std::shared_ptr<const WrappedTitles> wrappedTitles;  // as SitePages::wrappedTitles
    std::function<QString(const QString& path, const QString& id)> source;
    const SourceResolver* sources = nullptr;
};
QString renderPage(const Workspace& ws, int index, const Document& doc, const PageLinks& links,
                   const QString& up, const QHash<QString, int>& indexOf,
                   const QList<Relation>* relations = nullptr);

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
