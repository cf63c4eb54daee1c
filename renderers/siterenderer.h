#pragma once

#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

#include "graphlayout.h"
#include "sourceresolver.h"
#include "workspace.h"

namespace techlog {

class WorkspaceGraph;

// The static site's pages as bytes: where each page goes (SitePages), a document's page and a
// source file's, an image as the site holds it. Writes no file: the site export (export/
// SiteExporter) writes these pages, the studio's preview shows them, the PDF (print/
// PrintDocument) prints them. Every link is relative; every page carries the CSP
// `default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'` and no inline
// script or style; a page's bytes depend on its input only (sorted iteration, no timestamps).
namespace SiteRenderer {

// Where the included documents' pages go: document index -> page path relative to the site's root
// (two documents that would share a page: the later by path gets a suffix; index.html and
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

// An asset as the site holds it: where it lands (relative to the site's root) and its bytes (an SVG
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

// The page of a document, relative to the site's root (`a/b/case-x.md` -> `a/b/case-x.html`).
QString pagePath(const Document& doc);
// The documents an export with `status` includes (indices into ws.documents, sorted).
QList<int> selectDocuments(const Workspace& ws, const QString& status);
// The status that counts as published; any other shows the draft banner.
QString publishedStatus();  // 게시
// The CSP every page declares.
QString contentSecurityPolicy();

}  // namespace SiteRenderer

}  // namespace techlog
