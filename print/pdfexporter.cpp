#include "pdfexporter.h"

#include <QEventLoop>
#include <QGuiApplication>
#include <QThread>

#include "pdfprinter.h"

namespace techlog {

ExportReport PdfExporter::exportPdf(const Workspace& ws, const QString& file,
                                    const PdfOptions& options) {
    auto* app = qobject_cast<QGuiApplication*>(QCoreApplication::instance());
    if (!app || QThread::currentThread() != app->thread()) {
        ExportReport r;
        r.target = file;
        r.error = QStringLiteral("PDF export needs a GUI application and its main thread");
        return r;
    }
    PdfPrinter printer;
    ExportReport report;
    QEventLoop loop;
    QObject::connect(&printer, &PdfPrinter::finished, &loop, [&](const ExportReport& r) {
        report = r;
        loop.quit();
    });
    // The caller keeps the workspace alive for the call: no ownership to share.
    printer.start(std::shared_ptr<const Workspace>(&ws, [](const Workspace*) {}), file, options);
    loop.exec();
    return report;
}

}  // namespace techlog
