#pragma once

#include <QString>
#include <atomic>
#include <functional>
#include <memory>

#include "exportreport.h"
#include "workspace.h"

namespace techlog {

struct PdfOptions {
    // One document (workspace-relative path, e.g. `tech-log-studio/t/case/case-x.md`); empty:
    // the whole workspace, after a contents page.
    QString docPath;
    // Only documents with exactly this status (whole-workspace export); empty: all.
    QString status;
    // (done, total), always on the thread that started the export.
    std::function<void(int, int)> progress;
    // Set (from any thread) to stop at the next step; the file is then not written. Shared: the
    // composing worker reads it and may outlive the one who asked.
    std::shared_ptr<const std::atomic_bool> cancel;
};

// `techlog export WORKSPACE --pdf FILE [--doc PATH]`: one PDF of one document or of the whole
// workspace (a contents page, then each document from a new page).
//
// The PDF is the exported page, printed: PrintDocument renders the pages `export --html` writes
// (SiteRenderer::renderPage, the site's style.css with its print rules, plus print.css) into one
// HTML document, PdfPrinter prints it with Chromium (Qt WebEngine's printToPdf) and
// PdfFinisher (libqpdf) makes the bytes stable and writes the outline. docs/FORMAT-CHOICES.md
// says why.
//
// Blocking: runs an event loop until the file is written. Needs a QGuiApplication (prepared
// with PdfPrinter::prepareApplication()) and its main thread, as Qt WebEngine does; the studio
// uses PdfPrinter directly, asynchronously.
namespace PdfExporter {

// `target` is `file`; `pages` and `contents` say what it holds.
ExportReport exportPdf(const Workspace& ws, const QString& file, const PdfOptions& options = {});

}  // namespace PdfExporter

}  // namespace techlog
