#pragma once

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QThreadPool>
#include <atomic>
#include <memory>

#include "exportreport.h"
#include "pdfexporter.h"
#include "pdffinisher.h"
#include "printdocument.h"
#include "workspace.h"

class QWebEnginePage;
class QWebEngineProfile;

namespace techlog {

class PrintRequestBlocker;
class PrintSchemeHandler;

// Prints a workspace (or one document) to a PDF file with Chromium, asynchronously, on the
// thread it lives on, which must be the GUI thread (Qt WebEngine's rule): the studio's export
// dialog runs it beside its event loop, PdfExporter::exportPdf waits for it.
//
// Steps, each reported through progress (documents composed, then loading, printing,
// finishing): PrintDocument composes the HTML on a worker thread; an offscreen QWebEnginePage
// of an off-the-record profile of its own loads it from PrintSchemeHandler (every other
// request blocked by PrintRequestBlocker: no network, no disk); a script in the application's
// world keeps each heading with the block after it; printToPdf prints it (A4); where a figure
// was pushed to the next page, leaving a blank, the text after it that fits is moved in front of
// it and it is printed again (kFlowMarks in pdfprinter.cpp); for a contents
// page the page numbers, read from the named destinations, are filled in and it is printed
// again (the numbers have a column of their own, so nothing moves); a second page of one blank
// sheet per page, holding only the running head and the page number
// (PrintDocument::stampFiles), is printed too, and PdfFinisher draws each sheet over its page,
// writes the outline and makes the bytes stable; QSaveFile writes the file. Cancel stops at the
// next step.
//
// Why the heads and numbers are a second print and not drawn by libqpdf in a font of its own:
// the head holds the title, often Korean, and a standard PDF font has no Hangul, while
// embedding a CJK font ourselves would mean subsetting it ourselves. Chromium lays out and
// subsets the same Noto CJK font the pages use, deterministically. Its printToPdf (Qt 6.4) has
// no header or footer templates, and CSS cannot number printed pages in Chromium 102.
class PdfPrinter : public QObject {
    Q_OBJECT
public:
    explicit PdfPrinter(QObject* parent = nullptr);
    ~PdfPrinter() override;

    // Before the QGuiApplication: what Qt WebEngine needs of a process that is not a widgets
    // application (shared OpenGL contexts, the schemes registered) and, as root, where
    // Chromium's sandbox cannot start, QTWEBENGINE_DISABLE_SANDBOX=1 unless set otherwise.
    static void prepareApplication();

    // False (and nothing emitted) when a print is running. Otherwise finished() follows,
    // always from the event loop, never from within start().
    bool start(std::shared_ptr<const Workspace> workspace, const QString& file,
               const PdfOptions& options);
    void cancel();
    bool isRunning() const { return m_running; }

signals:
    void progressChanged(int done, int total);
    void finished(const techlog::ExportReport& report);

private:
    void composed();
    void loaded(bool ok);
    void markFigures();
    // {figure: blocks to move in front of it} from the last print's destinations.
    QJsonObject figureMoves() const;
    void print();
    void printed(const QByteArray& pdf);
    void printStamps();
    void stampsLoaded(bool ok);
    void stamped(const QByteArray& stamps);
    void fail(const QString& error);
    void finish();
    void progress(int done);
    bool cancelled() const;
    void releasePage();

    std::shared_ptr<const Workspace> m_workspace;
    QString m_file;
    PdfOptions m_options;
    // Shared with the run's worker, which may still read it as the printer goes.
    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    bool m_running = false;
    quint64 m_run = 0;
    int m_total = 0;
    int m_documents = 0;
    int m_flowPasses = 0;     // prints that measured the figures (kFlowPasses at most)
    bool m_numbered = false;  // the contents page's numbers are filled in
    struct FlowFigure {       // figure k, as kFlowMarks marked it
        int document = -1;
        QString before;      // the mark where the text before it ends; empty: left alone
        QStringList blocks;  // the blocks after it, then the one after the last
    };
    QList<FlowFigure> m_figures;

    QThreadPool m_pool;  // composes; one thread, never the global pool
    QFutureWatcher<PrintDocument> m_watcher;
    PrintDocument m_document;
    QHash<QString, PdfDestination> m_destinations;
    ExportReport m_report;

    QWebEngineProfile* m_profile = nullptr;
    PrintSchemeHandler* m_handler = nullptr;
    PrintRequestBlocker* m_blocker = nullptr;
    QWebEnginePage* m_page = nullptr;
    QWebEnginePage* m_stampPage = nullptr;  // the running heads and page numbers
    QByteArray m_printed;                   // the pages, waiting for their stamps
};

}  // namespace techlog
