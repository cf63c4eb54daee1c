#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

#include "workspace.h"

namespace techlog {

// One heading of the print document: a link target (so Chromium writes a named destination
// for it) and an entry of the PDF's outline.
struct PrintHeading {
    QString id;         // the element's id, ASCII: `doc<N>` (a document's title), `doc<N>-h<K>`
    int level = 1;      // 1: a document's title; 2..6: its headings
    QString text;       // plain text
    int document = -1;  // index into Workspace::documents
};

// The HTML that PdfPrinter prints: the pages `techlog export --html` writes for the included
// documents (SiteRenderer::renderPage, unchanged but for links and ids), one after another in
// one document, each from a new page, after a contents page (whole workspace).
//
// - Links between included documents become `#doc<N>` fragments, so Chromium writes them as
//   link annotations to destinations inside the PDF; links to documents left out are plain
//   text, as in the site.
// - Every id of a page gets its document's prefix (`doc<N>-`), so pages do not clash.
// - Every heading is a link target (from the contents page, or a hidden list of links when
//   there is none): Chromium 102 writes no outline, but it writes a named destination for each
//   link target, which PdfFinisher turns into the outline.
// - The stylesheets are the site's (`static/style.css`, its `@media print` rules) and
//   `static/print.css` (page breaks between documents, the contents page).
struct PrintDocument {
    QString error;  // set: nothing to print
    bool cancelled = false;
    QString title;  // the PDF's title
    bool hasContents = false;
    QList<int> documents;              // included, in order
    QList<PrintHeading> headings;      // in document order
    QHash<QString, QByteArray> files;  // path -> bytes: `print.html`, `static/*`, `assets/*`
    QStringList warnings;

    static QString pagePath();   // print.html
    static QString stampPath();  // stamp.html

    // The running heads and page numbers of a print of `pages` pages, as the files of a page
    // (`stamp.html` and `static/stamp.css`) of one blank A4 sheet per page that holds only them:
    // Chromium prints it and PdfFinisher draws sheet i over page i. Every page is numbered
    // (the contents page cites these numbers); every page but the first carries the PDF's title
    // and, in a whole-workspace PDF, the title of the document the page belongs to (`pageOf`: a
    // heading's id -> the 0-based page it is on). The first page opens with the title itself.
    QHash<QString, QByteArray> stampFiles(int pages, const QHash<QString, int>& pageOf) const;
    // `docPath` empty: the documents of `status` (all when empty) after a contents page.
    // `progress(done, total)` after each document, from the calling thread; `cancelled()`
    // checked before each.
    static PrintDocument compose(const Workspace& ws, const QString& docPath, const QString& status,
                                 const std::function<void(int, int)>& progress = {},
                                 const std::function<bool()>& cancelled = {});
};

}  // namespace techlog
