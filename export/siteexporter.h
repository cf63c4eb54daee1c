#pragma once

#include <QString>
#include <atomic>
#include <functional>

#include "exportreport.h"
#include "workspace.h"

namespace techlog {

// What the site export takes (the PDF's: PdfOptions). Every member may be left empty.
struct ExportOptions {
    QString outDir;  // the site's folder (created when missing; files in it are overwritten)
    // Only documents with exactly this status (e.g. `게시`). Empty: every document; those whose
    // status is not `게시` then carry a visible "게시 전" banner.
    QString status;
    // Called as pages finish: (done, total). From worker threads: keep it cheap and thread-safe.
    std::function<void(int, int)> progress;
    // Set to true (from any thread) to stop early: the report then has `cancelled` set. A first
    // export leaves nothing (it is written into a hidden folder, renamed into place when
    // complete); an export into an existing folder may have replaced some of its files.
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
// script or style. The pages (SiteRenderer) are rendered on several threads, each then written
// with the images it was the first to use (QtConcurrent; each page's bytes depend on the
// workspace only), then the index, the graph page and the static files in sorted order: the
// same workspace gives the same bytes (sorted iteration, no timestamps). Files from earlier
// exports that this export does not write are left alone. A first export (OUTDIR not there
// yet) is written into .OUTDIR.partial-XXXX beside it and renamed to OUTDIR when complete.
//
// Studio use (off the UI thread):
//   ExportOptions o; o.outDir = dir; o.cancel = &cancelFlag; o.progress = ...;
//   ExportReport r = SiteExporter::exportSite(workspace, o);
namespace SiteExporter {

// `target` is `options.outDir`; `pages`, `assets`, `files` and `unchanged` say what was written.
ExportReport exportSite(const Workspace& ws, const ExportOptions& options);

}  // namespace SiteExporter

}  // namespace techlog
