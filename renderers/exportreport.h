#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// Where a figure landed in a PDF, in the body's layout (device pixels of the PDF writer).
struct PdfFigure {
    QString docPath;
    QString key;
    int page = 0;                        // 1-based page of the whole PDF
    double top = 0, bottom = 0;          // the figure's line, in document coordinates
    double pageTop = 0, pageBottom = 0;  // the body area of that page
    bool split() const { return top < pageTop || bottom > pageBottom; }
};

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
    int assets = 0;     // site: images written (after SvgSanitizer)
    QStringList files;  // site: every file of the export, relative to `target`, sorted
    int unchanged = 0;  // site: of `files`, those that held these bytes already (left alone)
    QList<PdfContentsEntry> contents;  // PDF: the contents page (whole-workspace export)
    QList<PdfFigure> figures;          // PDF: every evidence figure drawn, for checks
};

}  // namespace techlog
