// ExportDialog driven on the example workspace: a site export to a folder, a one-document PDF,
// what each offers to open afterwards (clicked), the result cleared when the format changes, the
// status choices, input checks, the list of failing documents; Cancel on a generated workspace
// large enough that an export is still going when the cancel comes.
#include <QCheckBox>
#include <QComboBox>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <memory>

#include "checkedworkspace.h"
#include "exportdialog.h"
#include "reviewgates.h"
#include "screenshot.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

const QString kCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
// Every gate of this one passes (`techlog review` on the example says so).
const QString kRule =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/rule/rule-cas-whole-owner-tuple.md");
constexpr int kTimeoutMs = 120000;
// Pages of the generated workspace: several seconds of export on two busy cores, where the
// cancel comes within a progress report of the start.
constexpr int kBigDocuments = 5000;

// Each file under `dir` with its size, sorted by path: what an export has written so far.
QStringList snapshot(const QString& dir) {
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo f(it.next());
        out << QDir(dir).relativeFilePath(f.filePath()) + u' ' + QString::number(f.size());
    }
    out.sort();
    return out;
}

QStringList pathsOf(const QList<DocumentReview>& reviews) {
    QStringList out;
    for (const DocumentReview& r : reviews) out << r.path;
    return out;
}

int pagesUnder(const QString& dir) {
    int n = 0;
    for (const QString& line : snapshot(dir))
        if (line.startsWith(QLatin1String("tech-log-studio/"))) ++n;
    return n;
}

}  // namespace

class TestExportDialog : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const Workspace> m_ws;
    std::shared_ptr<const Workspace> m_checked;  // as the studio holds it: evidence checked too
    techlog::test::TempWorkspace m_bigDir;
    std::shared_ptr<const Workspace> m_big;

    // Starts a site export of the big workspace into `out` and waits for its first progress
    // report, so that the export is known to be under way.
    bool startBigExport(ExportDialog& dlg, const QString& out) {
        QSignalSpy progress(&dlg, &ExportDialog::progressChanged);
        dlg.setOutputFolder(out);
        if (!dlg.start()) return false;
        QElapsedTimer t;
        t.start();
        while (progress.isEmpty() && dlg.isRunning() && t.elapsed() < kTimeoutMs) QTest::qWait(1);
        return !progress.isEmpty() && dlg.isRunning();
    }

private slots:
    void initTestCase() {
        QString error;
        auto ws = loadWorkspace(techlog::test::exampleWorkspace(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        QVERIFY(!ws->documents.isEmpty());
        m_ws = std::make_shared<const Workspace>(std::move(*ws));
        auto checked = loadCheckedWorkspace(techlog::test::exampleWorkspace(), {}, &error);
        QVERIFY2(checked, qPrintable(error));
        m_checked = std::make_shared<const Workspace>(std::move(*checked));

        // Documents with a code block each, so that every page costs some highlighting.
        for (int i = 0; i < kBigDocuments; ++i) {
            const QString slug = QStringLiteral("big-%1").arg(i, 4, 10, QLatin1Char('0'));
            const QString title = QStringLiteral("큰 작업공간 문서 %1").arg(i);
            QString body = QStringLiteral("# ") + title + QStringLiteral("\n\n## 본문\n");
            for (int p = 0; p < 8; ++p)
                body += QStringLiteral("문단 %1 의 내용이다. **굵게** 쓴 말과 `코드` 가 있다.\n\n")
                            .arg(p);
            body += QStringLiteral(
                        "```java\nclass A%1 { int f(int x) { return x * %1; } } // 주석\n```\n")
                        .arg(i);
            QVERIFY(m_bigDir.write(
                QStringLiteral("tech-log-studio/big/concept/concept-%1.md").arg(slug),
                techlog::test::markdownDoc(QStringLiteral("CONCEPT"), slug, title,
                                           QStringLiteral("big"), {}, body)));
        }
        auto big = m_bigDir.load();
        QVERIFY(big);
        QCOMPARE(int(big->documents.size()), kBigDocuments);
        m_big = std::make_shared<const Workspace>(std::move(*big));
    }

    void siteExportWritesIndexAndOffersOpenFolder() {
        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/site");
        ExportDialog dlg(m_ws);
        QList<QUrl> opened;
        dlg.setOpenUrlHook([&](const QUrl& url) { opened << url; });
        QSignalSpy started(&dlg, &ExportDialog::exportStarted);
        QSignalSpy finished(&dlg, &ExportDialog::exportFinished);
        QSignalSpy progress(&dlg, &ExportDialog::progressChanged);
        QVERIFY(!dlg.exportButton()->isEnabled());  // no folder yet
        dlg.setFormat(ExportDialog::Format::Site);
        dlg.setOutputFolder(out);
        QVERIFY(dlg.exportButton()->isEnabled());
        QVERIFY(!dlg.cancelButton()->isEnabled());

        QVERIFY(dlg.start());
        QCOMPARE(started.size(), 1);
        // Running until the worker's result comes back through the event loop.
        QVERIFY(dlg.isRunning());
        QCOMPARE(finished.size(), 0);
        QVERIFY(!dlg.hasResult());
        QVERIFY(!dlg.exportButton()->isEnabled());
        QVERIFY(dlg.cancelButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QCOMPARE(finished.size(), 1);
        QVERIFY2(dlg.lastReport().ok, qPrintable(dlg.resultMessage()));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(finished.first().at(1).toBool(), false);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/index.html")));
        QVERIFY(dlg.lastReport().pages > 0);
        QVERIFY(progress.size() > 0);
        QCOMPARE(dlg.progressBar()->value(), dlg.progressBar()->maximum());
        QVERIFY2(dlg.resultMessage().contains(QString::number(dlg.lastReport().pages)),
                 qPrintable(dlg.resultMessage()));
        // Open in Browser opens the site's index.html, Show Folder the folder: through the
        // hook, clicked.
        QVERIFY(!dlg.openResultButton()->isHidden());
        QCOMPARE(dlg.openResultButton()->text(), QStringLiteral("Open in Browser"));
        QVERIFY(!dlg.showFolderButton()->isHidden());
        if (const QString dir = qEnvironmentVariable("TECHLOG_GRAB_DIR"); !dir.isEmpty())
            dlg.grab().save(dir + QStringLiteral("/exportdialog-site.png"));
        QVERIFY(dlg.exportButton()->isEnabled());
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        techlog::test::screenshot(&dlg, QStringLiteral("exportdialog-site-done"));
        QTest::mouseClick(dlg.openResultButton(), Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(QFileInfo(opened.first().toLocalFile()).canonicalFilePath(),
                 QFileInfo(out + QStringLiteral("/index.html")).canonicalFilePath());
        QTest::mouseClick(dlg.showFolderButton(), Qt::LeftButton);
        QCOMPARE(opened.size(), 2);
        QCOMPARE(QFileInfo(opened.last().toLocalFile()).canonicalFilePath(),
                 QFileInfo(out).canonicalFilePath());
    }

    void switchingTheFormatClearsTheResult() {
        // A site written, then PDF chosen: the site's message and buttons are not the PDF's.
        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/site");
        ExportDialog dlg(m_ws);
        QList<QUrl> opened;
        dlg.setOpenUrlHook([&](const QUrl& url) { opened << url; });
        dlg.setOutputFolder(out);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QTest::mouseClick(dlg.exportButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QVERIFY2(dlg.lastReport().ok, qPrintable(dlg.resultMessage()));
        QVERIFY(dlg.resultMessage().contains(QStringLiteral("page(s)")));
        QVERIFY(!dlg.openResultButton()->isHidden());

        auto* pdf = dlg.findChildren<QRadioButton*>().value(1);
        QVERIFY(pdf && pdf->text().startsWith(QStringLiteral("PDF")));
        QTest::mouseClick(pdf, Qt::LeftButton, {}, QPoint(8, pdf->height() / 2));
        QCOMPARE(dlg.format(), ExportDialog::Format::Pdf);
        QVERIFY(!dlg.hasResult());
        QVERIFY2(dlg.resultMessage().isEmpty(), qPrintable(dlg.resultMessage()));
        QVERIFY(dlg.openResultButton()->isHidden());
        QVERIFY(dlg.showFolderButton()->isHidden());
        QCOMPARE(dlg.progressBar()->value(), 0);
        techlog::test::screenshot(&dlg, QStringLiteral("exportdialog-switched-to-pdf"));

        // The PDF's own result then, with its own buttons.
        dlg.setPdfFile(tmp.path() + QStringLiteral("/all.pdf"));
        QTest::mouseClick(dlg.exportButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QVERIFY2(dlg.lastReport().ok, qPrintable(dlg.resultMessage()));
        QCOMPARE(dlg.openResultButton()->text(), QStringLiteral("Open PDF"));
        QVERIFY(!dlg.openResultButton()->isHidden());
        techlog::test::screenshot(&dlg, QStringLiteral("exportdialog-pdf-done"));
        // And back to the site: the PDF's result goes in turn.
        auto* site = dlg.findChildren<QRadioButton*>().value(0);
        QTest::mouseClick(site, Qt::LeftButton, {}, QPoint(8, site->height() / 2));
        QCOMPARE(dlg.format(), ExportDialog::Format::Site);
        QVERIFY(!dlg.hasResult());
        QVERIFY(dlg.openResultButton()->isHidden());
        QVERIFY(opened.isEmpty());
    }

    void pdfOfCurrentDocument() {
        QTemporaryDir tmp;
        const QString file = tmp.path() + QStringLiteral("/case.pdf");
        ExportDialog dlg(m_ws);
        dlg.setCurrentDocument(kCase);
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setPdfScope(ExportDialog::PdfScope::CurrentDocument);
        QCOMPARE(dlg.pdfScope(), ExportDialog::PdfScope::CurrentDocument);
        dlg.setPdfFile(file);
        QVERIFY(dlg.start());
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QVERIFY2(dlg.lastReport().ok, qPrintable(dlg.resultMessage()));
        QVERIFY(QFileInfo(file).size() > 0);
        QVERIFY(dlg.lastReport().pages > 0);
        // Open PDF opens the file, Show Folder the folder that holds it.
        QList<QUrl> opened;
        dlg.setOpenUrlHook([&](const QUrl& url) { opened << url; });
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QCOMPARE(dlg.openResultButton()->text(), QStringLiteral("Open PDF"));
        QVERIFY(!dlg.openResultButton()->isHidden());
        QVERIFY(!dlg.showFolderButton()->isHidden());
        QTest::mouseClick(dlg.openResultButton(), Qt::LeftButton);
        QTest::mouseClick(dlg.showFolderButton(), Qt::LeftButton);
        QCOMPARE(opened.size(), 2);
        QCOMPARE(QFileInfo(opened[0].toLocalFile()).canonicalFilePath(),
                 QFileInfo(file).canonicalFilePath());
        QCOMPARE(QFileInfo(opened[1].toLocalFile()).canonicalFilePath(),
                 QFileInfo(tmp.path()).canonicalFilePath());
    }

    void pdfOfWorkspaceRunsOnTheUiThreadWithoutBlockingIt() {
        // Qt WebEngine prints on the UI thread: the dialog must keep its event loop running
        // (a timer keeps ticking) and report progress up to the end.
        QTemporaryDir tmp;
        const QString file = tmp.path() + QStringLiteral("/all.pdf");
        ExportDialog dlg(m_ws);
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setPdfScope(ExportDialog::PdfScope::Workspace);
        dlg.setPdfFile(file);
        QSignalSpy progress(&dlg, &ExportDialog::progressChanged);
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(10);
        QVERIFY(dlg.start());
        QVERIFY(dlg.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QVERIFY2(dlg.lastReport().ok, qPrintable(dlg.resultMessage()));
        QVERIFY2(ticks > 5, qPrintable(QString::number(ticks)));
        QVERIFY(progress.size() >= 3);
        QCOMPARE(progress.last().at(0).toInt(), progress.last().at(1).toInt());
        QCOMPARE(dlg.progressBar()->value(), dlg.progressBar()->maximum());
        QVERIFY(dlg.lastReport().pages > 1);
        QCOMPARE(dlg.lastReport().contents.size(), m_ws->documents.size());
        QVERIFY(QFileInfo(file).size() > 0);
    }

    void pdfCancelEndsCancelledWithoutFile() {
        QTemporaryDir tmp;
        const QString file = tmp.path() + QStringLiteral("/cancelled.pdf");
        ExportDialog dlg(m_ws);
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setPdfFile(file);
        QSignalSpy finished(&dlg, &ExportDialog::exportFinished);
        QVERIFY(dlg.start());
        QVERIFY(dlg.cancelButton()->isEnabled());
        dlg.cancelButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QVERIFY(dlg.lastReport().cancelled);
        QVERIFY(!dlg.lastReport().ok);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().at(1).toBool(), true);
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(dlg.exportButton()->isEnabled());
    }

    void warnsOfTheDocumentsThatFailAGateBeforeExporting() {
        ExportDialog dlg(m_checked);
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        // What `techlog review` says of the same documents.
        QStringList expected;
        for (const DocumentReview& r : ReviewGates::reviewWorkspace(*m_checked))
            if (!r.passed()) expected << r.path;
        QVERIFY(expected.contains(kCase));
        QVERIFY(!expected.contains(kRule));
        QCOMPARE(pathsOf(dlg.failingDocuments()), expected);
        QVERIFY(!dlg.gateWarning()->isHidden());
        QVERIFY(!dlg.failingList()->isHidden());
        const QString warning = dlg.gateWarning()->text();
        QVERIFY2(warning.contains(QStringLiteral("%1 document(s)").arg(expected.size())),
                 qPrintable(warning));
        const QString list = dlg.failingList()->toPlainText();
        QCOMPARE(list.split(u'\n').size(), expected.size());
        for (const QString& path : expected) QVERIFY2(list.contains(path), qPrintable(path));
        QVERIFY(list.contains(QLatin1String("relations, debt")));  // kCase's failed gates
        QVERIFY(!list.contains(kRule));
        QCOMPARE(dlg.exportButton()->text(), QStringLiteral("Export Anyway"));
        dlg.setStrict(true);
        QCOMPARE(dlg.exportButton()->text(), QStringLiteral("Export"));
        QVERIFY(dlg.gateWarning()->text().contains(QLatin1String("Nothing will be exported")));
    }

    void gateWarningFollowsTheDocumentsTheSettingsExport() {
        ExportDialog dlg(m_checked);
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setCurrentDocument(kRule);
        dlg.setPdfScope(ExportDialog::PdfScope::CurrentDocument);
        QCOMPARE(dlg.exportedDocuments(), QStringList{kRule});
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        QVERIFY(dlg.failingDocuments().isEmpty());
        QVERIFY(dlg.gateWarning()->isHidden());
        QVERIFY(dlg.failingList()->isHidden());
        QCOMPARE(dlg.exportButton()->text(), QStringLiteral("Export"));

        dlg.setCurrentDocument(kCase);
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        QCOMPARE(pathsOf(dlg.failingDocuments()), QStringList{kCase});
        QVERIFY(!dlg.gateWarning()->isHidden());

        // The site of the published documents only: the ones with that status are judged.
        dlg.setFormat(ExportDialog::Format::Site);
        dlg.setStatusFilter(QStringLiteral("게시"));
        QStringList published;
        for (const Document& d : m_checked->documents)
            if (d.frontMatter.status == QStringLiteral("게시")) published << d.path;
        published.sort();
        QStringList exported = dlg.exportedDocuments();
        exported.sort();
        QCOMPARE(exported, published);
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        for (const DocumentReview& r : dlg.failingDocuments())
            QVERIFY2(published.contains(r.path), qPrintable(r.path));
    }

    void errorsAreNamedInTheWarning() {
        techlog::test::TempWorkspace dir;
        QVERIFY(dir.copyTree(techlog::test::exampleWorkspace()));
        const QString file = dir.abs(kRule);
        QByteArray bytes = techlog::test::readBytes(file);
        bytes += "\n:::evidence key=no-such-record\n:::\n";  // evidence-key-unknown, an error
        QVERIFY(dir.write(kRule, bytes));
        QString error;
        auto ws = loadCheckedWorkspace(dir.root(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        ExportDialog dlg(std::make_shared<const Workspace>(std::move(*ws)));
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        QVERIFY(pathsOf(dlg.failingDocuments()).contains(kRule));
        const QString warning = dlg.failingList()->toPlainText();
        QVERIFY2(warning.contains(kRule + QStringLiteral("): 1 error(s); diagnostics")),
                 qPrintable(warning));
    }

    void aLongListOfFailingDocumentsScrollsAndWrapsWithoutCuttingALine() {
        // Forty documents with an error each, under a path wider than the dialog: every one is
        // listed, the list scrolls to its last line, and no line runs past the right edge.
        techlog::test::TempWorkspace dir;
        constexpr int kFailing = 40;
        const QString topic = QStringLiteral(
            "a-topic-whose-name-is-long-enough-to-be-wider-than-"
            "the-export-dialog-all-by-itself");
        QStringList paths;
        for (int i = 0; i < kFailing; ++i) {
            const QString slug = QStringLiteral("failing-%1").arg(i, 2, 10, QLatin1Char('0'));
            const QString rel =
                QStringLiteral("tech-log-studio/%1/concept/concept-%2.md").arg(topic, slug);
            QVERIFY(dir.write(
                rel,
                techlog::test::markdownDoc(
                    QStringLiteral("CONCEPT"), slug, QStringLiteral("실패하는 문서 %1").arg(i),
                    topic, {},
                    QStringLiteral("# 실패하는 문서\n\n:::evidence key=no-such-record\n:::\n"))));
            paths << rel;
        }
        QString error;
        auto ws = loadCheckedWorkspace(dir.root(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        ExportDialog dlg(std::make_shared<const Workspace>(std::move(*ws)));
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        QCOMPARE(int(dlg.failingDocuments().size()), kFailing);
        QPlainTextEdit* list = dlg.failingList();
        QVERIFY(list->isVisible());
        const QString text = list->toPlainText();
        for (const QString& path : paths) QVERIFY2(text.contains(path), qPrintable(path));
        QVERIFY(!text.contains(QLatin1String("more")));  // none left out
        // Inside the dialog, wrapped rather than cut, and scrolled rather than clipped.
        QVERIFY(dlg.rect().contains(QRect(list->mapTo(&dlg, QPoint(0, 0)), list->size())));
        QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
        QScrollBar* bar = list->verticalScrollBar();
        QVERIFY(bar->isVisible());
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), 0);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(10, 10));
        QTest::keyClick(list, Qt::Key_End, Qt::ControlModifier);
        // Scrolled down to the last document's line, which is then in view, whole.
        QVERIFY(bar->value() > 0);
        const QRect last = list->cursorRect();
        QVERIFY(list->viewport()->rect().contains(last));
        QVERIFY(list->textCursor().block().text().contains(paths.last()));
        techlog::test::screenshot(&dlg, QStringLiteral("exportdialog-failing-list"));
    }

    void strictRefusesAndWritesNothingWhenAGateFails() {
        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/site");
        ExportDialog dlg(m_checked);
        dlg.setStrict(true);
        QVERIFY(dlg.isStrict());
        dlg.setOutputFolder(out);
        QSignalSpy started(&dlg, &ExportDialog::exportStarted);
        dlg.start();  // waits for the gates when they are not known yet
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        QTest::qWait(50);
        QVERIFY(!dlg.isRunning());
        QVERIFY(!dlg.hasResult());
        QCOMPARE(started.size(), 0);
        QVERIFY2(
            dlg.resultMessage().contains(
                QStringLiteral("Not exported: %1 document(s)").arg(dlg.failingDocuments().size())),
            qPrintable(dlg.resultMessage()));
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(!dlg.start());  // the gates known: refused at once
        QVERIFY(!QFileInfo::exists(out));
    }

    void anExportWaitingForTheGatesIsDroppedWhenStrictIsUnticked() {
        QTemporaryDir tmp;
        const QString file = tmp.path() + QStringLiteral("/rule.pdf");
        ExportDialog dlg(m_checked);
        dlg.setCurrentDocument(kRule);
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setPdfScope(ExportDialog::PdfScope::CurrentDocument);
        dlg.setPdfFile(file);
        dlg.setStrict(true);
        QSignalSpy started(&dlg, &ExportDialog::exportStarted);
        QSignalSpy checked(&dlg, &ExportDialog::gatesChecked);
        QVERIFY(!dlg.gatesKnown());  // judged on a worker, known only through the event loop
        QVERIFY(dlg.start());        // waits for the gates
        QVERIFY(!dlg.exportButton()->isEnabled());  // not a second one meanwhile
        dlg.setStrict(false);  // the author changes their mind: nothing starts by itself
        QTRY_VERIFY_WITH_TIMEOUT(dlg.gatesKnown(), kTimeoutMs);
        QTest::qWait(100);
        QCOMPARE(started.size(), 0);
        QVERIFY(!QFileInfo::exists(file));
        QVERIFY(dlg.exportButton()->isEnabled());
    }

    void strictExportsWhenEveryGatePasses() {
        QTemporaryDir tmp;
        const QString file = tmp.path() + QStringLiteral("/rule.pdf");
        ExportDialog dlg(m_checked);
        dlg.setStrict(true);
        dlg.setCurrentDocument(kRule);
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setPdfScope(ExportDialog::PdfScope::CurrentDocument);
        dlg.setPdfFile(file);
        QVERIFY(dlg.start());
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QVERIFY2(dlg.lastReport().ok, qPrintable(dlg.resultMessage()));
        QVERIFY(QFileInfo(file).size() > 0);
    }

    void statusChoicesListPublishedUnpublishedAndPresent() {
        ExportDialog dlg(m_ws);
        const QStringList choices = dlg.statusChoices();
        QCOMPARE(choices.value(0), QString());
        QVERIFY(choices.contains(QStringLiteral("게시")));
        QVERIFY(choices.contains(QStringLiteral("게시 전")));
        for (const Document& d : m_ws->documents)
            if (!d.frontMatter.status.trimmed().isEmpty())
                QVERIFY(choices.contains(d.frontMatter.status.trimmed()));
        dlg.setStatusFilter(QStringLiteral("게시 전"));
        QCOMPARE(dlg.statusFilter(), QStringLiteral("게시 전"));
    }

    void startRefusesIncompleteSettings() {
        ExportDialog dlg(m_ws);
        QSignalSpy started(&dlg, &ExportDialog::exportStarted);
        QVERIFY(!dlg.start());  // no folder
        QVERIFY(!dlg.resultMessage().isEmpty());
        dlg.setFormat(ExportDialog::Format::Pdf);
        dlg.setPdfFile(QDir::tempPath() + QStringLiteral("/never-written.pdf"));
        dlg.setPdfScope(ExportDialog::PdfScope::CurrentDocument);  // no current document
        QCOMPARE(dlg.pdfScope(), ExportDialog::PdfScope::CurrentDocument);
        QVERIFY(!dlg.start());
        // A status no document has.
        QTemporaryDir tmp;
        dlg.setFormat(ExportDialog::Format::Site);
        dlg.setOutputFolder(tmp.path());
        dlg.setStatusFilter(QStringLiteral("no-such-status"));
        QVERIFY(!dlg.start());
        QCOMPARE(started.size(), 0);
    }

    void cancelDuringExportEndsCancelledWithoutIndex() {
        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/site");
        ExportDialog dlg(m_big);
        QSignalSpy finished(&dlg, &ExportDialog::exportFinished);
        QVERIFY2(startBigExport(dlg, out), "the export did not report progress while running");
        QVERIFY(dlg.cancelButton()->isEnabled());
        dlg.cancelButton()->click();
        QVERIFY(!dlg.cancelButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QCOMPARE(finished.size(), 1);
        QVERIFY(!dlg.isRunning());
        QVERIFY2(dlg.lastReport().cancelled, qPrintable(dlg.resultMessage()));
        QVERIFY(!dlg.lastReport().ok);
        QCOMPARE(finished.first().at(0).toBool(), false);
        QCOMPARE(finished.first().at(1).toBool(), true);
        QVERIFY2(dlg.resultMessage().contains(QStringLiteral("cancelled")),
                 qPrintable(dlg.resultMessage()));
        QVERIFY(dlg.openResultButton()->isHidden());
        QVERIFY(dlg.showFolderButton()->isHidden());
        QCOMPARE(dlg.progressBar()->value(), 0);
        // Stopped part-way: the index comes after every page, and not every page was written.
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/index.html")));
        QVERIFY2(pagesUnder(out) < kBigDocuments, qPrintable(QString::number(pagesUnder(out))));
        QVERIFY(dlg.exportButton()->isEnabled());
    }

    void closingWhileRunningCancelsThenCloses() {
        QTemporaryDir tmp;
        ExportDialog dlg(m_big);
        dlg.show();
        QVERIFY2(startBigExport(dlg, tmp.path() + QStringLiteral("/site")),
                 "the export did not report progress while running");
        QSignalSpy rejected(&dlg, &QDialog::rejected);
        dlg.reject();
        // Still open until the export has stopped.
        QCOMPARE(rejected.size(), 0);
        QVERIFY(dlg.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!dlg.isRunning() && dlg.hasResult(), kTimeoutMs);
        QVERIFY(dlg.lastReport().cancelled);
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 5000);
        QVERIFY(!dlg.isVisible());
    }

    void destroyingDialogDuringExportCancelsAndWaits() {
        QTemporaryDir tmp;
        const QString out = tmp.path() + QStringLiteral("/site");
        auto dlg = std::make_unique<ExportDialog>(m_big);
        QVERIFY2(startBigExport(*dlg, out), "the export did not report progress while running");
        dlg.reset();  // cancels and waits; late progress events are dropped
        // Nothing writes once the destructor has returned...
        const QStringList after = snapshot(out);
        QTest::qWait(300);
        QCOMPARE(snapshot(out), after);
        // ...and the export was cancelled, not left to finish.
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/index.html")));
        QVERIFY2(pagesUnder(out) < kBigDocuments, qPrintable(QString::number(pagesUnder(out))));
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
