#include "exportdialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "pdfprinter.h"
#include "postback.h"
#include "siteexporter.h"
#include "siterenderer.h"

namespace techlog {

namespace {

// The gates' own thread, shared by every export dialog and living as long as the application:
// reviewWorkspace waits on the global pool, and a dialog closed meanwhile need not wait for it.
QThreadPool* gatePool() {
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool(QCoreApplication::instance());
        p->setMaxThreadCount(1);
        return p;
    }();
    return pool;
}

const QString kUnpublished = QStringLiteral("게시 전");

// A run that failed after Cancel was pressed counts as cancelled, whatever stopped it first.
ExportReport cancelledOnRequest(ExportReport r, const std::atomic_bool& cancel) {
    r.cancelled = r.cancelled || (cancel.load() && !r.ok);
    return r;
}

}  // namespace

ExportDialog::ExportDialog(std::shared_ptr<const Workspace> workspace, QWidget* parent)
    : QDialog(parent),
      m_workspace(std::move(workspace)),
      m_openUrl([](const QUrl& url) { QDesktopServices::openUrl(url); }) {
    m_pool.setMaxThreadCount(1);
    setWindowTitle(tr("Export"));
    setObjectName(QStringLiteral("exportDialog"));

    // Format and target.
    m_site = new QRadioButton(tr("HTML site (a folder)"), this);
    m_pdf = new QRadioButton(tr("PDF (a file)"), this);
    m_site->setChecked(true);
    auto* formatGroup = new QButtonGroup(this);
    formatGroup->addButton(m_site);
    formatGroup->addButton(m_pdf);

    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("exportFolder"));
    m_folder->setPlaceholderText(
        tr("Output folder (created when missing; files in it are overwritten)"));
    m_browseFolder = new QToolButton(this);
    m_browseFolder->setText(tr("…"));
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("exportPdfFile"));
    m_file->setPlaceholderText(tr("PDF file"));
    m_browseFile = new QToolButton(this);
    m_browseFile->setText(tr("…"));

    m_scopeDocument = new QRadioButton(tr("Current document only"), this);
    m_scopeWorkspace = new QRadioButton(tr("Whole workspace"), this);
    m_scopeWorkspace->setChecked(true);
    auto* scopeGroup = new QButtonGroup(this);
    scopeGroup->addButton(m_scopeDocument);
    scopeGroup->addButton(m_scopeWorkspace);

    // Status filter: all, 게시, 게시 전, then whatever else the documents use.
    m_status = new QComboBox(this);
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_status->addItem(tr("All documents"), QString());
    m_status->addItem(SiteRenderer::publishedStatus(), SiteRenderer::publishedStatus());
    m_status->addItem(kUnpublished, kUnpublished);
    if (m_workspace) {
        QStringList others;
        for (const Document& d : m_workspace->documents) {
            const QString s = d.frontMatter.status.trimmed();
            if (!s.isEmpty() && s != SiteRenderer::publishedStatus() && s != kUnpublished &&
                !others.contains(s))
                others << s;
        }
        others.sort();
        for (const QString& s : others) m_status->addItem(s, s);
    }

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(true);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("exportMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_gateWarning = new QLabel(this);
    m_gateWarning->setObjectName(QStringLiteral("exportGateWarning"));
    m_gateWarning->setWordWrap(true);
    m_gateWarning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_gateWarning->setTextFormat(Qt::PlainText);
    // The failing documents, one a line: a label cut them off mid-line, without a scroll bar,
    // once there were more than the dialog's height holds or a path wider than the dialog.
    m_failingList = new QPlainTextEdit(this);
    m_failingList->setObjectName(QStringLiteral("exportFailingList"));
    m_failingList->setReadOnly(true);
    // Read by keyboard as well (arrows, Page Down, Ctrl+End) and copied.
    m_failingList->setTextInteractionFlags(Qt::TextSelectableByMouse |
                                           Qt::TextSelectableByKeyboard);
    m_failingList->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_failingList->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_failingList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_failingList->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_failingList->setMaximumHeight(m_failingList->fontMetrics().lineSpacing() * 8 + 12);
    m_failingList->setVisible(false);
    m_strict = new QCheckBox(tr("Refuse when a document has errors or fails a review gate"), this);
    m_strict->setObjectName(QStringLiteral("exportStrict"));
    m_strict->setToolTip(tr("Like techlog export --strict: nothing is exported while one fails."));

    m_export = new QPushButton(tr("Export"), this);
    m_export->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel export"), this);
    m_openResult = new QPushButton(tr("Open in Browser"), this);
    m_openResult->setObjectName(QStringLiteral("exportOpenResult"));
    m_showFolder = new QPushButton(tr("Show Folder"), this);
    m_showFolder->setObjectName(QStringLiteral("exportShowFolder"));
    m_close = new QPushButton(tr("Close"), this);
    m_openResult->setVisible(false);
    m_showFolder->setVisible(false);

    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(m_browseFolder);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browseFile);
    auto* scopeRow = new QHBoxLayout;
    scopeRow->addWidget(m_scopeDocument);
    scopeRow->addWidget(m_scopeWorkspace);
    scopeRow->addStretch(1);

    auto* form = new QFormLayout;
    form->addRow(m_site);
    form->addRow(tr("Folder:"), folderRow);
    form->addRow(m_pdf);
    form->addRow(tr("File:"), fileRow);
    form->addRow(tr("Documents:"), scopeRow);
    form->addRow(tr("Status:"), m_status);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_openResult);
    buttons->addWidget(m_showFolder);
    buttons->addStretch(1);
    buttons->addWidget(m_export);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_close);

    auto* layout = new QVBoxLayout(this);
    if (m_workspace)
        layout->addWidget(new QLabel(
            tr("Workspace: %1 (%n document(s))", nullptr, int(m_workspace->documents.size()))
                .arg(QDir::toNativeSeparators(m_workspace->root)),
            this));
    layout->addLayout(form);
    layout->addWidget(m_gateWarning);
    layout->addWidget(m_failingList);
    layout->addWidget(m_strict);
    layout->addWidget(m_progress);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    connect(m_site, &QRadioButton::toggled, this, &ExportDialog::updateControls);
    connect(m_scopeDocument, &QRadioButton::toggled, this, &ExportDialog::updateControls);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::updateControls);
    connect(m_file, &QLineEdit::textChanged, this, &ExportDialog::updateControls);
    connect(m_browseFolder, &QToolButton::clicked, this, &ExportDialog::browse);
    connect(m_browseFile, &QToolButton::clicked, this, &ExportDialog::browse);
    connect(m_export, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &ExportDialog::cancelExport);
    connect(m_openResult, &QPushButton::clicked, this, &ExportDialog::openResult);
    connect(m_showFolder, &QPushButton::clicked, this, &ExportDialog::showFolder);
    // The result shown was the other format's.
    connect(m_site, &QRadioButton::toggled, this, &ExportDialog::clearResult);
    connect(m_close, &QPushButton::clicked, this, &ExportDialog::reject);
    connect(&m_watcher, &QFutureWatcher<ExportReport>::finished, this, &ExportDialog::onFinished);
    connect(m_site, &QRadioButton::toggled, this, &ExportDialog::checkGates);
    connect(m_scopeDocument, &QRadioButton::toggled, this, &ExportDialog::checkGates);
    connect(m_status, &QComboBox::currentIndexChanged, this, &ExportDialog::checkGates);
    connect(m_strict, &QCheckBox::toggled, this, [this] {
        m_startWhenChecked = false;  // an export waiting for the gates waits no more
        showGates();
    });
    connect(&m_gateWatcher, &QFutureWatcher<QList<DocumentReview>>::finished, this,
            &ExportDialog::onGatesChecked);

    if (!m_workspace) showMessage(tr("No workspace is open."), true);
    updateControls();
    checkGates();
}

ExportDialog::~ExportDialog() {
    if (m_printer) {
        m_printer->disconnect(this);
        m_printer->cancel();  // its destructor (a child's) stops what is left
    }
    if (m_watcher.isRunning()) {
        if (m_cancelFlag) m_cancelFlag->store(true);
        m_watcher.disconnect(this);
        m_watcher.waitForFinished();
    }
    // The gate run holds the workspace and its paths by value: it finishes on its own, unseen,
    // and closing the dialog does not wait for a whole workspace's review.
    m_gateWatcher.disconnect(this);
}

void ExportDialog::setCurrentDocument(const QString& relativePath) {
    m_currentDocument =
        m_workspace && m_workspace->indexOfPath(relativePath) >= 0 ? relativePath : QString();
    m_scopeDocument->setText(
        m_currentDocument.isEmpty()
            ? tr("Current document only")
            : tr("Current document only (%1)").arg(QFileInfo(m_currentDocument).fileName()));
    if (m_currentDocument.isEmpty()) m_scopeWorkspace->setChecked(true);
    updateControls();
    checkGates();
}

void ExportDialog::setFormat(Format format) {
    (format == Format::Site ? m_site : m_pdf)->setChecked(true);
}
ExportDialog::Format ExportDialog::format() const {
    return m_site->isChecked() ? Format::Site : Format::Pdf;
}
void ExportDialog::setOutputFolder(const QString& folder) { m_folder->setText(folder); }
QString ExportDialog::outputFolder() const { return m_folder->text().trimmed(); }
void ExportDialog::setPdfFile(const QString& file) { m_file->setText(file); }
QString ExportDialog::pdfFile() const { return m_file->text().trimmed(); }

void ExportDialog::setPdfScope(PdfScope scope) {
    (scope == PdfScope::CurrentDocument ? m_scopeDocument : m_scopeWorkspace)->setChecked(true);
}

ExportDialog::PdfScope ExportDialog::pdfScope() const {
    return m_scopeDocument->isChecked() ? PdfScope::CurrentDocument : PdfScope::Workspace;
}

void ExportDialog::setStatusFilter(const QString& status) {
    int i = m_status->findData(status);
    if (i < 0) {
        m_status->addItem(status, status);
        i = m_status->count() - 1;
    }
    m_status->setCurrentIndex(i);
}

QString ExportDialog::statusFilter() const { return m_status->currentData().toString(); }

QStringList ExportDialog::statusChoices() const {
    QStringList out;
    for (int i = 0; i < m_status->count(); ++i) out << m_status->itemData(i).toString();
    return out;
}

void ExportDialog::setOpenUrlHook(OpenUrl hook) {
    if (hook) m_openUrl = std::move(hook);
}

QString ExportDialog::resultMessage() const { return m_message->text(); }

void ExportDialog::updateControls() {
    const bool running = isRunning();
    const bool site = m_site->isChecked();
    for (QWidget* w : {static_cast<QWidget*>(m_site), static_cast<QWidget*>(m_pdf)})
        w->setEnabled(!running);
    m_folder->setEnabled(!running && site);
    m_browseFolder->setEnabled(!running && site);
    m_file->setEnabled(!running && !site);
    m_browseFile->setEnabled(!running && !site);
    m_scopeDocument->setEnabled(!running && !site && !m_currentDocument.isEmpty());
    m_scopeWorkspace->setEnabled(!running && !site);
    // One document is exported whatever its status.
    m_status->setEnabled(!running && (site || pdfScope() == PdfScope::Workspace));
    const bool target = site ? !outputFolder().isEmpty() : !pdfFile().isEmpty();
    m_export->setEnabled(!running && !m_startWhenChecked && m_workspace && target);
    m_export->setText(m_gatesKnown && !m_failing.isEmpty() && !isStrict() ? tr("Export Anyway")
                                                                          : tr("Export"));
    m_strict->setEnabled(!running);
    m_cancel->setEnabled(running && m_cancelFlag && !m_cancelFlag->load());
    m_close->setEnabled(true);
    const bool written = !running && m_hasResult && m_report.ok && !m_report.cancelled;
    const bool siteResult = m_resultFormat == Format::Site;
    m_openResult->setText(siteResult ? tr("Open in Browser") : tr("Open PDF"));
    m_openResult->setToolTip(siteResult ? tr("Open the site's index.html in the web browser")
                                        : tr("Open the PDF in the default viewer"));
    m_openResult->setVisible(written && (siteResult ? QFileInfo(m_report.target).isDir()
                                                    : QFileInfo(m_report.target).isFile()));
    m_showFolder->setVisible(written && QFileInfo::exists(m_report.target));
}

void ExportDialog::clearResult() {
    if (isRunning() || !m_hasResult) return;
    m_hasResult = false;
    m_report = {};
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    showMessage(QString(), false);
    updateControls();
}

void ExportDialog::showMessage(const QString& text, bool error) {
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("color: #b00020;") : QString());
}

QStringList ExportDialog::exportedDocuments() const {
    if (!m_workspace) return {};
    if (format() == Format::Pdf && pdfScope() == PdfScope::CurrentDocument)
        return m_currentDocument.isEmpty() ? QStringList() : QStringList{m_currentDocument};
    QStringList out;
    for (int i : SiteRenderer::selectDocuments(*m_workspace, statusFilter()))
        out << m_workspace->documents[i].path;
    return out;
}

void ExportDialog::setStrict(bool strict) { m_strict->setChecked(strict); }
bool ExportDialog::isStrict() const { return m_strict->isChecked(); }

void ExportDialog::checkGates() {
    const QStringList paths = exportedDocuments();
    if (paths == m_gatePaths && (m_gatesKnown || m_gateWatcher.isRunning())) return;
    // Other documents: an export that waited for the old ones' gates is not this one.
    if (!m_gatePaths.isEmpty() || m_gatesKnown) m_startWhenChecked = false;
    m_gatePaths = paths;
    m_gatesKnown = false;
    m_failing.clear();
    if (!m_workspace || paths.isEmpty()) {
        m_gatesKnown = true;
        showGates();
        emit gatesChecked();
        return;
    }
    showGates();
    // A run for older settings finishes on its own; onGatesChecked ignores it and starts this.
    if (m_gateWatcher.isRunning()) return;
    std::shared_ptr<const Workspace> ws = m_workspace;
    m_gateWatcher.setFuture(QtConcurrent::run(
        gatePool(), [ws, paths] { return ReviewGates::reviewWorkspace(*ws, paths); }));
}

void ExportDialog::onGatesChecked() {
    const QList<DocumentReview> reviews = m_gateWatcher.result();
    QStringList judged;
    for (const DocumentReview& r : reviews) judged << r.path;
    if (judged != m_gatePaths) {  // the settings changed meanwhile
        m_gatePaths.clear();
        checkGates();
        return;
    }
    for (const DocumentReview& r : reviews)
        if (!r.passed()) m_failing << r;
    m_gatesKnown = true;
    showGates();
    emit gatesChecked();
    if (m_startWhenChecked) {
        m_startWhenChecked = false;
        start();  // its checks again (the target, the document), then the export or the refusal
    }
}

void ExportDialog::showGates() {
    QString text;
    QStringList lines;
    if (!m_gatesKnown) {
        text = tr("Checking the review gates of the documents to export…");
    } else if (!m_failing.isEmpty()) {
        text = tr("⚠ %n document(s) to export have errors or fail a review gate:", nullptr,
                  int(m_failing.size()));
        // Every one: the list scrolls. A bound all the same, for a workspace of thousands.
        constexpr int kShown = 500;
        for (int i = 0; i < qMin<int>(kShown, int(m_failing.size())); ++i) {
            const DocumentReview& r = m_failing[i];
            const Gate* d = r.gate(QStringLiteral("diagnostics"));
            const QString errors =
                d && !d->passed ? tr("%n error(s)", nullptr, int(d->failures.size())) : QString();
            QStringList gates = r.failedGates();
            lines << QStringLiteral("• %1 (%2): %3")
                         .arg(r.title.isEmpty() ? r.path : r.title, r.path,
                              errors.isEmpty() ? gates.join(QStringLiteral(", "))
                                               : errors + QStringLiteral("; ") +
                                                     gates.join(QStringLiteral(", ")));
        }
        if (m_failing.size() > kShown)
            lines << tr("… and %n more", nullptr, int(m_failing.size()) - kShown);
        text += QStringLiteral("\n") +
                (isStrict() ? tr("Nothing will be exported while one fails.")
                            : tr("They are exported as they are; the Review panel shows why."));
    }
    m_gateWarning->setText(text);
    m_gateWarning->setVisible(!text.isEmpty());
    const QString list = lines.join(u'\n');
    if (m_failingList->toPlainText() != list) m_failingList->setPlainText(list);
    m_failingList->setVisible(!lines.isEmpty());
    const QString warningColour =
        m_gatesKnown && !m_failing.isEmpty() ? QStringLiteral("color: #8a4b00;") : QString();
    m_gateWarning->setStyleSheet(warningColour);
    m_failingList->setStyleSheet(warningColour);
    updateControls();
}

void ExportDialog::browse() {
    if (m_site->isChecked()) {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Export the site to"), outputFolder());
        if (!dir.isEmpty()) setOutputFolder(dir);
    } else {
        const QString file = QFileDialog::getSaveFileName(this, tr("Export the PDF to"), pdfFile(),
                                                          tr("PDF (*.pdf)"));
        if (!file.isEmpty())
            setPdfFile(file.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)
                           ? file
                           : file + QStringLiteral(".pdf"));
    }
}

bool ExportDialog::start() {
    if (isRunning()) return false;
    if (!m_workspace) {
        showMessage(tr("No workspace is open."), true);
        return false;
    }
    const bool site = format() == Format::Site;
    const QString target = site ? outputFolder() : pdfFile();
    if (target.isEmpty()) {
        showMessage(site ? tr("Choose the output folder.") : tr("Choose the PDF file."), true);
        return false;
    }
    const bool oneDocument = !site && pdfScope() == PdfScope::CurrentDocument;
    if (oneDocument && m_currentDocument.isEmpty()) {
        showMessage(tr("No document is open: export the whole workspace instead."), true);
        return false;
    }
    const QString status = oneDocument ? QString() : statusFilter();
    if (!oneDocument && SiteRenderer::selectDocuments(*m_workspace, status).isEmpty()) {
        showMessage(tr("No document has the status %1.").arg(status), true);
        return false;
    }
    if (isStrict()) {
        checkGates();
        if (!m_gatesKnown) {
            m_startWhenChecked = true;
            showMessage(tr("Checking the review gates before exporting…"), false);
            updateControls();  // Export waits with it
            return true;
        }
    }
    if (isStrict() && !m_failing.isEmpty()) {
        showMessage(tr("Not exported: %n document(s) have errors or fail a review gate "
                       "(listed above).",
                       nullptr, int(m_failing.size())),
                    true);
        return false;
    }

    const quint64 id = ++m_runId;
    m_cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_hasResult = false;
    m_report = {};
    m_progress->setRange(0, 0);  // busy until the first progress report
    m_progress->setValue(0);
    showMessage(tr("Exporting…"), false);

    // Called on worker threads: hop to the UI thread, dropped there once the dialog is gone (its
    // destructor also waits for the worker).
    auto progress = [self = QPointer<ExportDialog>(this), id](int done, int total) {
        postBack(self, [id, done, total](ExportDialog* d) { d->onProgress(id, done, total); });
    };
    std::shared_ptr<const Workspace> ws = m_workspace;
    std::shared_ptr<std::atomic_bool> cancel = m_cancelFlag;
    const QString doc = oneDocument ? m_currentDocument : QString();
    if (!site) {
        // Qt WebEngine runs on this thread: PdfPrinter works through the event loop, reporting
        // progress as it goes, and stops at its next step once the flag is set.
        if (!m_printer) {
            m_printer = new PdfPrinter(this);
            connect(m_printer, &PdfPrinter::finished, this, [this](const ExportReport& r) {
                if (m_cancelFlag) finishWith(cancelledOnRequest(r, *m_cancelFlag));
            });
        }
        PdfOptions o;
        o.docPath = doc;
        o.status = status;
        o.progress = [this, id](int done, int total) { onProgress(id, done, total); };
        o.cancel = cancel;
        m_running = true;
        m_printer->start(ws, target, o);
        updateControls();
        emit exportStarted();
        return true;
    }
    QFuture<ExportReport> future =
        QtConcurrent::run(&m_pool, [ws, cancel, target, status, progress] {
            ExportOptions o;
            o.outDir = target;
            o.status = status;
            o.progress = progress;
            o.cancel = cancel.get();
            return cancelledOnRequest(SiteExporter::exportSite(*ws, o), *cancel);
        });
    m_running = true;
    m_watcher.setFuture(future);
    updateControls();
    emit exportStarted();
    return true;
}

void ExportDialog::cancelExport() {
    if (!isRunning() || !m_cancelFlag) return;
    m_cancelFlag->store(true);
    showMessage(tr("Cancelling…"), false);
    updateControls();
}

void ExportDialog::reject() {
    if (isRunning()) {
        m_closeWhenDone = true;
        cancelExport();
        return;
    }
    QDialog::reject();
}

void ExportDialog::openResult() {
    if (!m_hasResult || !m_report.ok || m_report.cancelled) return;
    const QFileInfo info(m_report.target);
    m_openUrl(QUrl::fromLocalFile(
        m_resultFormat == Format::Site
            ? QDir(info.absoluteFilePath()).filePath(QStringLiteral("index.html"))
            : info.absoluteFilePath()));
}

void ExportDialog::showFolder() {
    if (!m_hasResult || !m_report.ok || m_report.cancelled) return;
    const QFileInfo info(m_report.target);
    m_openUrl(QUrl::fromLocalFile(info.isDir() ? info.absoluteFilePath() : info.absolutePath()));
}

void ExportDialog::onProgress(quint64 runId, int done, int total) {
    if (runId != m_runId || !isRunning()) return;
    m_progress->setRange(0, qMax(1, total));
    m_progress->setValue(qBound(0, done, qMax(1, total)));
    emit progressChanged(done, total);
}

void ExportDialog::onFinished() { finishWith(m_watcher.result()); }

void ExportDialog::finishWith(const ExportReport& report) {
    if (!m_running) return;
    m_running = false;
    m_report = report;
    m_hasResult = true;
    m_resultFormat = format();  // the format cannot change while running
    const ExportReport& o = m_report;
    m_progress->setRange(0, 1);
    m_progress->setValue(o.ok && !o.cancelled ? 1 : 0);

    QStringList lines;
    const QString where = QDir::toNativeSeparators(o.target);
    if (o.cancelled) {
        lines << (format() == Format::Site
                      ? tr("Export cancelled: %1 may hold part of the site.").arg(where)
                      : tr("Export cancelled: %1 was not finished.").arg(where));
    } else if (!o.ok) {
        lines << tr("Export failed: %1").arg(o.error.isEmpty() ? tr("unknown error") : o.error);
    } else if (format() == Format::Site) {
        lines << tr("Wrote %n page(s)", nullptr, o.pages) +
                     tr(" and %n image(s)", nullptr, o.assets) + tr(" to %1.").arg(where);
    } else {
        lines << tr("Wrote %1 (%n page(s)).", nullptr, o.pages).arg(where);
    }
    if (!o.warnings.isEmpty()) {
        lines << tr("%n warning(s):", nullptr, int(o.warnings.size()));
        const int shown = qMin<int>(20, int(o.warnings.size()));
        for (int i = 0; i < shown; ++i) lines << QStringLiteral("• ") + o.warnings[i];
        if (o.warnings.size() > shown)
            lines << tr("… and %n more", nullptr, int(o.warnings.size()) - shown);
    }
    showMessage(lines.join(u'\n'), !o.ok && !o.cancelled);
    updateControls();
    emit exportFinished(o.ok && !o.cancelled, o.cancelled);
    if (m_closeWhenDone) {
        m_closeWhenDone = false;
        QDialog::reject();
    }
}

}  // namespace techlog
