#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// One line of a PDF's contents page.
struct PdfContentsEntry {
    QString docPath;
    QString title;
    int page = 0;  // 1-based
};

// What an export run did, whichever format (SiteExporter, PdfExporter) and whoever ran it (the
// CLI's `export`, the export dialog, tests): one vocabulary for how it ended and what it wrote.
struct ExportReport {
    bool ok = false;
    bool cancelled = false;  // stopped on request (`error` then says so)
    QString error;           // why it failed as a whole (folder not writable, no documents, ...)
    QStringList warnings;    // per-file problems that did not stop it (an SVG rejected, ...)
    QString target;          // the output folder (site) or file (PDF), as given
    // Site: document pages written (the index not counted); PDF: pages of the file.
    int pages = 0;
    int sourcePages = 0;  // site: pages of source files (final/document.md, analysis/*.md)
    int assets = 0;       // site: images written (after SvgSanitizer)
    QStringList files;    // site: every file of the export, relative to `target`, sorted
    int unchanged = 0;    // site: of `files`, those that held these bytes already (left alone)
    QList<PdfContentsEntry> contents;  // PDF: the contents page (whole-workspace export)
};

}  // namespace techlog
