// ExportDialog driven programmatically on the example workspace: a site export to a folder, a
// one-document PDF, the status choices, input checks, and Cancel.
#include <QComboBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "exportdialog.h"
#include "tempworkspace.h"
#include "workspace.h"

using namespace techlog;

namespace {

const QString kCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
constexpr int kTimeoutMs = 120000;

}  // namespace

class TestExportDialog : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const Workspace> m_ws;

private slots:
    void initTestCase() {
        QString error;
        auto ws = loadWorkspace(techlog::test::exampleWorkspace(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        QVERIFY(!ws->documents.isEmpty());
        m_ws = std::make_shared<const Workspace>(std::move(*ws));
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
        QVERIFY(dlg.isRunning() || finished.size() == 0);
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QCOMPARE(finished.size(), 1);
        QVERIFY2(dlg.lastOutcome().ok, qPrintable(dlg.resultMessage()));
        QCOMPARE(finished.first().at(0).toBool(), true);
        QCOMPARE(finished.first().at(1).toBool(), false);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/index.html")));
        QVERIFY(dlg.lastOutcome().pages > 0);
        QVERIFY(progress.size() > 0);
        QCOMPARE(dlg.progressBar()->value(), dlg.progressBar()->maximum());
        QVERIFY2(dlg.resultMessage().contains(QString::number(dlg.lastOutcome().pages)),
                 qPrintable(dlg.resultMessage()));
        QVERIFY(!dlg.openFolderButton()->isHidden());
        if (const QString dir = qEnvironmentVariable("TECHLOG_GRAB_DIR"); !dir.isEmpty())
            dlg.grab().save(dir + QStringLiteral("/exportdialog-site.png"));
        QVERIFY(dlg.exportButton()->isEnabled());
        dlg.openFolderButton()->click();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(QFileInfo(opened.first().toLocalFile()).canonicalFilePath(),
                 QFileInfo(out).canonicalFilePath());
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
        QVERIFY2(dlg.lastOutcome().ok, qPrintable(dlg.resultMessage()));
        QVERIFY(QFileInfo(file).size() > 0);
        QVERIFY(dlg.lastOutcome().pages > 0);
        QVERIFY(dlg.openFolderButton()->isHidden());  // a file, not a site
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

    void cancelEndsCleanly() {
        QTemporaryDir tmp;
        ExportDialog dlg(m_ws);
        QSignalSpy finished(&dlg, &ExportDialog::exportFinished);
        dlg.setOutputFolder(tmp.path() + QStringLiteral("/site"));
        QVERIFY(dlg.start());
        QVERIFY(dlg.cancelButton()->isEnabled());
        dlg.cancelButton()->click();
        QVERIFY(!dlg.cancelButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dlg.hasResult(), kTimeoutMs);
        QCOMPARE(finished.size(), 1);
        QVERIFY(!dlg.isRunning());
        // The example is small: the export may finish before it sees the flag. Either way it
        // ends, and a cancelled one says so and offers no folder.
        qInfo("export %s",
              dlg.lastOutcome().cancelled ? "cancelled" : "finished before the flag was seen");
        if (dlg.lastOutcome().cancelled) {
            QCOMPARE(finished.first().at(1).toBool(), true);
            QVERIFY2(dlg.resultMessage().contains(QStringLiteral("cancelled")),
                     qPrintable(dlg.resultMessage()));
            QVERIFY(dlg.openFolderButton()->isHidden());
        } else {
            QVERIFY2(dlg.lastOutcome().ok, qPrintable(dlg.resultMessage()));
        }
        QVERIFY(dlg.exportButton()->isEnabled());
    }

    void closingWhileRunningCancelsThenCloses() {
        QTemporaryDir tmp;
        ExportDialog dlg(m_ws);
        dlg.setOutputFolder(tmp.path() + QStringLiteral("/site"));
        dlg.show();
        QVERIFY(dlg.start());
        QSignalSpy rejected(&dlg, &QDialog::rejected);
        dlg.reject();
        QTRY_VERIFY_WITH_TIMEOUT(!dlg.isRunning() && dlg.hasResult(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(rejected.size(), 1, 5000);
        QVERIFY(!dlg.isVisible());
    }

    void destroyingDialogDuringExportWaits() {
        QTemporaryDir tmp;
        auto dlg = std::make_unique<ExportDialog>(m_ws);
        dlg->setOutputFolder(tmp.path() + QStringLiteral("/site"));
        QVERIFY(dlg->start());
        dlg.reset();  // cancels and waits; late progress events are dropped
        QTest::qWait(50);
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
