// techlog-pdf's half of pdfexport.h: Qt WebEngine prints the pages.
#include "pdfexport.h"

#include <QGuiApplication>

#include "pdfexporter.h"
#include "pdfprinter.h"

namespace techlog::cli {

// Qt WebEngine needs a QGuiApplication (offscreen: no display) prepared for it
// (PdfPrinter::prepareApplication: shared OpenGL contexts, the print scheme, and as root
// QTWEBENGINE_DISABLE_SANDBOX=1 unless set).
std::unique_ptr<QCoreApplication> makePdfApplication(int& argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    PdfPrinter::prepareApplication();
    return std::make_unique<QGuiApplication>(argc, argv);
}

ExportReport exportPdf(const Workspace& ws, const QString& file, const QString& docPath,
                       const QString& status, const std::function<void(int, int)>& progress) {
    PdfOptions options;
    options.docPath = docPath;
    options.status = status;
    options.progress = progress;
    return PdfExporter::exportPdf(ws, file, options);
}

}  // namespace techlog::cli
