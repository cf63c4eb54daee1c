#pragma once

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <memory>

#include "exportreport.h"
#include "workspace.h"

// `techlog export --pdf` prints with Qt WebEngine (Chromium). Linked into `techlog`, its
// libraries cost every command, `check` included, about 16 ms of dynamic loading at each start
// (BENCHMARKS.md, issue 38), so the PDF lives in a helper program, `techlog-pdf`: the same
// commands built with these two functions for real (pdf/pdfexport.cpp). `techlog` itself
// (pdfhandoff.cpp) hands an `export ... --pdf` line to it before anything else.
namespace techlog::cli {

// The application a PDF export runs in. The helper: a QGuiApplication prepared for Qt
// WebEngine. `techlog`: replaces the process with the helper (found beside the program, or in
// ../libexec/techlog/), with the same arguments; returns null, having said why, when it cannot.
std::unique_ptr<QCoreApplication> makePdfApplication(int& argc, char** argv);

// Prints the workspace (or the document `docPath`) to `file`. Only the helper can.
ExportReport exportPdf(const Workspace& ws, const QString& file, const QString& docPath,
                       const QString& status, const std::function<void(int, int)>& progress);

}  // namespace techlog::cli
