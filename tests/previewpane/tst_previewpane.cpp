// The preview of a document as the author edits it, offscreen.
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "previewpane.h"
#include "workspace.h"
#include "zoomviewer.h"

using namespace techlog;

namespace {

const QString kExample = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");
const QString kClaimCase =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/case/case-claim-stale-write.md");

std::shared_ptr<const Workspace> load(const QString& root) {
    auto ws = loadWorkspace(root);
    if (!ws) return nullptr;
    return std::make_shared<const Workspace>(std::move(*ws));
}

QString readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The caption attribute of the `:::evidence key="KEY"` directive in a document's source.
QString captionOf(const QString& source, const QString& key) {
    const QRegularExpression re(QStringLiteral(":::evidence key=\"%1\"[^\\n]*caption=\"([^\"]*)\"")
                                    .arg(QRegularExpression::escape(key)));
    return re.match(source).captured(1);
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

}  // namespace

class TestPreviewPane : public QObject {
    Q_OBJECT
private slots:
    void exampleCaseShowsItsEvidenceFigure() {
        auto ws = load(kExample);
        QVERIFY2(ws, "the example workspace did not load");
        PreviewPane pane;
        pane.resize(800, 600);
        pane.setWorkspace(ws);
        QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
        pane.setDocument(kClaimCase, readText(kExample + QLatin1Char('/') + kClaimCase));
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 10000);
        bool diagram = false;
        for (const PreviewAsset& a : pane.page().assets)
            if (a.key == QLatin1String("claim-cas-diagram")) {
                diagram = true;
                QVERIFY(!a.image.isNull());
                QVERIFY(a.image.width() > 0);
            }
        QVERIFY2(diagram, "the diagram figure of the claim case is not in the preview");
        QVERIFY(pane.page().html.contains(QLatin1String("class=\"evidence\"")));
        QVERIFY(pane.toPlainText().contains(QStringLiteral("관계")));
    }

    void typingUpdatesThePage() {
        auto ws = load(kExample);
        QVERIFY(ws);
        PreviewPane pane;
        pane.setWorkspace(ws);
        QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
        const QString text = readText(kExample + QLatin1Char('/') + kClaimCase);
        pane.setDocument(kClaimCase, text);
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 10000);
        pane.setText(text + QStringLiteral("\n\n새로 쓴 문단이 미리보기에 보인다\n"));
        QTRY_VERIFY_WITH_TIMEOUT(pane.toPlainText().contains(QStringLiteral("새로 쓴 문단")),
                                 10000);
    }

    void zoomViewerShowsFigureCaptionAndRecord() {
        auto ws = load(kExample);
        QVERIFY(ws);
        PreviewPane pane;
        pane.setWorkspace(ws);
        QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
        const QString source = readText(kExample + QLatin1Char('/') + kClaimCase);
        pane.setDocument(kClaimCase, source);
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 10000);
        QString src;
        for (auto it = pane.page().assets.constBegin(); it != pane.page().assets.constEnd(); ++it)
            if (it->key == QLatin1String("claim-cas")) src = it.key();
        QVERIFY(!src.isEmpty());
        pane.openAsset(src);
        auto* viewer = pane.findChild<ZoomViewer*>();
        QVERIFY(viewer);
        QTRY_VERIFY(viewer->isVisible());
        // The caption as the document gives it, in the window title and under the figure.
        const QString caption = captionOf(source, QStringLiteral("claim-cas"));
        QVERIFY(!caption.isEmpty());
        auto* captionLabel = viewer->findChild<QLabel*>(QStringLiteral("zoomCaption"));
        QVERIFY(captionLabel);
        QCOMPARE(captionLabel->text(), caption);
        QCOMPARE(viewer->windowTitle(), caption);
        // The raw record beside it, as it is on disk, read off the UI thread.
        const QString record =
            readText(kExample + QStringLiteral("/final/evidence/raw/claim-cas.txt"));
        QVERIFY(!record.isEmpty());
        QTRY_COMPARE(viewer->recordView()->toPlainText(), record);
        QVERIFY(viewer->recordView()->isReadOnly());

        const double fitted = viewer->scale();
        viewer->zoomBy(2.0);
        QCOMPARE(viewer->scale(), fitted * 2.0);
        viewer->actualSize();
        QCOMPARE(viewer->scale(), 1.0);
        QTest::keyClick(viewer, Qt::Key_Escape);
        QTRY_VERIFY(!viewer->isVisible());
    }

    void zoomViewerOfDiagramSaysItHasNoRecord() {
        auto ws = load(kExample);
        QVERIFY(ws);
        PreviewPane pane;
        pane.setWorkspace(ws);
        QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
        const QString source = readText(kExample + QLatin1Char('/') + kClaimCase);
        pane.setDocument(kClaimCase, source);
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 10000);
        QString src;
        for (auto it = pane.page().assets.constBegin(); it != pane.page().assets.constEnd(); ++it)
            if (it->key == QLatin1String("claim-cas-diagram")) src = it.key();
        QVERIFY(!src.isEmpty());
        pane.openAsset(src);
        auto* viewer = pane.findChild<ZoomViewer*>();
        QVERIFY(viewer);
        QTRY_VERIFY(viewer->isVisible());
        auto* captionLabel = viewer->findChild<QLabel*>(QStringLiteral("zoomCaption"));
        QVERIFY(captionLabel);
        QCOMPARE(captionLabel->text(), captionOf(source, QStringLiteral("claim-cas-diagram")));
        QTRY_VERIFY2(viewer->recordView()->toPlainText().contains(QStringLiteral("no raw record")),
                     qPrintable(viewer->recordView()->toPlainText()));
        viewer->close();
    }

    void hostileSvgNeverReachesQtSvg() {
        QTemporaryDir dir;
        const QString root = dir.path();
        const QString doc = QStringLiteral("tech-log-studio/t/case/case-x.md");
        writeFile(root + QStringLiteral("/final/assets/diagrams/x.svg"),
                  "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                  "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"100\" height=\"50\">"
                  "<script>alert(1)</script><rect width=\"100\" height=\"50\" onclick=\"x()\"/>"
                  "<image xlink:href=\"/etc/passwd\" width=\"10\" height=\"10\"/></svg>");
        writeFile(root + QLatin1Char('/') + doc,
                  "---\nkind: CASE\nslug: x\ntitle: X\nassets:\n  - key: x\n    file: "
                  "../../../final/assets/diagrams/x.svg\n---\n:::evidence key=\"x\" alt=\"a\" "
                  "caption=\"c\"\n:::\n");
        auto ws = load(root);
        QVERIFY(ws);
        PreviewPane pane;
        pane.setWorkspace(ws);
        QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
        pane.setDocument(doc, readText(root + QLatin1Char('/') + doc));
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 10000);
        QCOMPARE(pane.page().assets.size(), 1);
        const QByteArray svg = pane.page().assets.begin()->svg;
        QVERIFY(!svg.contains("script"));
        QVERIFY(!svg.contains("onclick"));
        QVERIFY(!svg.contains("/etc/passwd"));
    }

    void relationLinkAsksToOpenItsTarget() {
        auto ws = load(kExample);
        QVERIFY(ws);
        PreviewPane pane;
        pane.setWorkspace(ws);
        QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
        QSignalSpy link(&pane, &PreviewPane::documentLinkActivated);
        pane.setDocument(kClaimCase, readText(kExample + QLatin1Char('/') + kClaimCase));
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 10000);
        const QString html = pane.page().html;
        const qsizetype at = html.indexOf(QLatin1String("href=\"techlog-doc:"));
        QVERIFY2(at >= 0, "no relation link in the preview");
        const qsizetype start = at + 6;
        const QString href = html.mid(start, html.indexOf(QLatin1Char('"'), start) - start);
        emit pane.anchorClicked(QUrl(href));
        QCOMPARE(link.count(), 1);
        const QString target = link.first().first().toString();
        QVERIFY2(ws->indexOfPath(target) >= 0, qPrintable(target));
    }
};

QTEST_MAIN(TestPreviewPane)
#include "tst_previewpane.moc"
