#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

#include "exportreport.h"
#include "workspace.h"

namespace techlog {

struct PdfOptions {
    // One document (workspace-relative path, e.g. `tech-log-studio/t/case/case-x.md`); empty:
    // the whole workspace, after a contents page.
    QString docPath;
    // Only documents with exactly this status (whole-workspace export); empty: all.
    QString status;
    std::function<void(int, int)> progress;  // (done, total), from the calling thread
    const std::atomic_bool* cancel = nullptr;
    QString fontFamily = QStringLiteral("Noto Sans CJK KR");  // embedded in the PDF
};

// `techlog export WORKSPACE --pdf FILE [--doc PATH]`: one PDF of one document or of the whole
// workspace (a contents page with page numbers, then each document from a new page).
//
// How: each document's rendered HTML (MarkdownRenderer) goes into a QTextDocument laid out on
// the QPdfWriter's pages. Each evidence SVG passes SvgSanitizer and becomes a custom text object
// that paints with QSvgRenderer onto the PDF painter, so figures stay vectors; a figure is one
// line of the layout and QTextDocument moves a line that does not fit to the next page, and
// figures are scaled to fit one page, so no figure is split. The text uses `fontFamily`
// ("Noto Sans CJK KR"), whose glyphs Qt embeds (subset) in the file.
//
// Needs a QGuiApplication (fonts and painting); call it off the UI thread in the studio only if
// the caller accepts QTextDocument's GUI-thread rules — simplest is the UI thread with a
// progress dialog, or a worker thread (QTextDocument and QPdfWriter are used thread-locally).
namespace PdfExporter {

// `target` is `file`; `pages`, `contents` and `figures` say what it holds.
ExportReport exportPdf(const Workspace& ws, const QString& file, const PdfOptions& options = {});

}  // namespace PdfExporter

}  // namespace techlog
