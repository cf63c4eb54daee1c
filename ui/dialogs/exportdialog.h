#pragma once

#include <QDialog>
#include <QFutureWatcher>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QUrl>
#include <atomic>
#include <functional>
#include <memory>

#include "exportreport.h"
#include "reviewgates.h"
#include "workspace.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QToolButton;

namespace techlog {

class PdfPrinter;

// File > Export: an HTML site (a folder) or a PDF (a file; the current document or the whole
// workspace), with an optional status filter. The site is written off the UI thread
// (QtConcurrent); the PDF is printed by Qt WebEngine, which must run on the UI thread, so
// PdfPrinter does it there step by step without blocking (its HTML composed on a worker). Both
// show a progress bar and Cancel; at the end the dialog says what was written and offers to open
// it ("Open in Browser" for a site's index.html, "Open PDF") and "Show Folder". Switching the
// format clears that result: it belonged to the other format.
//
// Before anything is exported the dialog warns about the documents to be exported that have
// errors or fail a review gate (docs/REVIEW.md; the gates judged on a worker as the settings
// change), one a line in a list that wraps and scrolls, and the Export button then reads
// "Export Anyway". "Refuse when a gate fails" is
// `techlog export --strict`: nothing is exported while one of them fails.
//
// Lead: `ExportDialog d(mainWindow.workspace(), &mainWindow);
//        d.setCurrentDocument(mainWindow.currentPath()); d.exec();`
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    enum class Format { Site, Pdf };
    enum class PdfScope { CurrentDocument, Workspace };
    using OpenUrl = std::function<void(const QUrl&)>;

    explicit ExportDialog(std::shared_ptr<const Workspace> workspace, QWidget* parent = nullptr);
    // Cancels an export still going and waits for it.
    ~ExportDialog() override;

    // Workspace-relative path of the open document; empty: only the whole-workspace PDF.
    void setCurrentDocument(const QString& relativePath);
    void setFormat(Format format);
    Format format() const;
    void setOutputFolder(const QString& folder);
    QString outputFolder() const;
    void setPdfFile(const QString& file);
    QString pdfFile() const;
    void setPdfScope(PdfScope scope);
    PdfScope pdfScope() const;
    // Empty: every document. Any status in statusChoices() (others are added).
    void setStatusFilter(const QString& status);
    QString statusFilter() const;
    QStringList statusChoices() const;  // "" (all), 게시, 게시 전, then the others present
    // Replaces QDesktopServices::openUrl (tests): every file or folder the dialog opens goes
    // through it.
    void setOpenUrlHook(OpenUrl hook);

    // The workspace-relative documents the settings export (the status filter, or the current
    // document's PDF).
    QStringList exportedDocuments() const;
    // The gates of exportedDocuments() are known (gatesChecked was emitted for these settings).
    bool gatesKnown() const { return m_gatesKnown; }
    // Of those, the ones with errors or a failed gate, in path order.
    const QList<DocumentReview>& failingDocuments() const { return m_failing; }
    void setStrict(bool strict);
    bool isStrict() const;
    // The headline and what happens to them; failingList() names them, one a line.
    QLabel* gateWarning() const { return m_gateWarning; }
    QPlainTextEdit* failingList() const { return m_failingList; }
    QCheckBox* strictBox() const { return m_strict; }

    bool isRunning() const { return m_running; }
    bool hasResult() const { return m_hasResult; }
    const ExportReport& lastReport() const { return m_report; }
    QString resultMessage() const;

    QPushButton* exportButton() const { return m_export; }
    QPushButton* cancelButton() const { return m_cancel; }
    // After a finished export: "Open in Browser" (the site's index.html) or "Open PDF".
    QPushButton* openResultButton() const { return m_openResult; }
    // After a finished export: the site's folder, or the folder holding the PDF.
    QPushButton* showFolderButton() const { return m_showFolder; }
    QProgressBar* progressBar() const { return m_progress; }

public slots:
    // Starts the export with the dialog's settings; false (and a message) when they are
    // incomplete or an export is already running.
    bool start();
    void cancelExport();
    void openResult();
    void showFolder();
    // While an export runs: cancel it, and close once it has stopped.
    void reject() override;

signals:
    void exportStarted();
    void progressChanged(int done, int total);
    void exportFinished(bool ok, bool cancelled);
    void gatesChecked();

private:
    void onProgress(quint64 runId, int done, int total);
    void onFinished();
    void finishWith(const ExportReport& report);
    void updateControls();
    // Forgets the last export's result (its message and buttons), unless one is running.
    void clearResult();
    void showMessage(const QString& text, bool error);
    void browse();
    // Judges the gates of exportedDocuments() again when they differ from the last judged.
    void checkGates();
    void onGatesChecked();
    void showGates();

    std::shared_ptr<const Workspace> m_workspace;
    QString m_currentDocument;
    OpenUrl m_openUrl;
    // The export's driver thread; the exporters render on the global pool themselves.
    QThreadPool m_pool;
    QFutureWatcher<ExportReport> m_watcher;
    PdfPrinter* m_printer = nullptr;  // the PDF, on the UI thread; made on first use
    std::shared_ptr<std::atomic_bool> m_cancelFlag;
    quint64 m_runId = 0;
    bool m_running = false;  // from start() to onFinished(), whatever the future says
    bool m_closeWhenDone = false;
    bool m_hasResult = false;
    Format m_resultFormat = Format::Site;  // of m_report
    ExportReport m_report;

    QFutureWatcher<QList<DocumentReview>> m_gateWatcher;
    QStringList m_gatePaths;  // what the newest gate run judges
    bool m_gatesKnown = false;
    bool m_startWhenChecked = false;  // strict: Export was pressed before the gates were known
    QList<DocumentReview> m_failing;
    QLabel* m_gateWarning;
    QPlainTextEdit* m_failingList;
    QCheckBox* m_strict;

    QRadioButton* m_site;
    QRadioButton* m_pdf;
    QLineEdit* m_folder;
    QLineEdit* m_file;
    QToolButton* m_browseFolder;
    QToolButton* m_browseFile;
    QRadioButton* m_scopeDocument;
    QRadioButton* m_scopeWorkspace;
    QComboBox* m_status;
    QProgressBar* m_progress;
    QLabel* m_message;
    QPushButton* m_export;
    QPushButton* m_cancel;
    QPushButton* m_openResult;
    QPushButton* m_showFolder;
    QPushButton* m_close;
};

}  // namespace techlog
