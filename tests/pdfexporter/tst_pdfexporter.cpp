#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "pdfexporter.h"
#include "siteexporter.h"
#include "workspace.h"

using namespace techlog;

namespace {

const QString kExample = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Counts the page objects of a PDF (`/Type /Page`, not `/Pages`).
int pdfPageCount(const QByteArray& pdf) {
    static const QRegularExpression re(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    int n = 0;
    for (auto it = re.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next()) ++n;
    return n;
}

}  // namespace

class TestPdfExporter : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    Workspace ws_;

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(kExample, {}, &error);
        QVERIFY2(ws, qPrintable(error));
        ws_ = *ws;
    }

    void wholeWorkspaceHasContentsKoreanFontAndSeveralPages() {
        const QString file = tmp_.filePath(QStringLiteral("all.pdf"));
        const PdfResult r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        const QByteArray pdf = readAll(file);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY2(pdf.contains("NotoSansCJK"), "the Korean font is not embedded");
        QVERIFY(pdf.contains("/FontFile") || pdf.contains("/Type3"));
        QVERIFY(r.pages > 1);
        QCOMPARE(pdfPageCount(pdf), r.pages);
        // The contents page lists every document, in order, each starting after the contents.
        QCOMPARE(r.contents.size(), ws_.documents.size());
        int previous = 1;
        for (const PdfContentsEntry& e : r.contents) {
            QVERIFY2(e.page > previous, qPrintable(e.docPath));
            QVERIFY(e.page <= r.pages);
            previous = e.page;
        }
    }

    void figuresAreVectorsAndNeverSplitAcrossPages() {
        const QString file = tmp_.filePath(QStringLiteral("figures.pdf"));
        const PdfResult r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY2(!r.figures.isEmpty(), "the example's diagram was not drawn");
        for (const PdfFigure& f : r.figures) {
            QVERIFY2(!f.split(), qPrintable(QStringLiteral("%1 %2 page %3: %4-%5 outside %6-%7")
                                                .arg(f.docPath, f.key)
                                                .arg(f.page)
                                                .arg(f.top)
                                                .arg(f.bottom)
                                                .arg(f.pageTop)
                                                .arg(f.pageBottom)));
            QVERIFY(f.bottom > f.top);
        }
        // Drawn as paths, not as an embedded raster image.
        const QByteArray pdf = readAll(file);
        QVERIFY(!pdf.contains("/Subtype /Image"));
    }

    void tallFigureMovesToTheNextPageWhole() {
        // A document whose figure comes after a page's worth of text: the figure cannot fit in
        // what is left of the first page and must start on the next one.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        const QString dir = ws.filePath(QStringLiteral("tech-log-studio/t/case"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(QDir().mkpath(ws.filePath(QStringLiteral("final/assets/diagrams"))));
        QFile svg(ws.filePath(QStringLiteral("final/assets/diagrams/tall.svg")));
        QVERIFY(svg.open(QIODevice::WriteOnly));
        svg.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"600\" viewBox=\"0 0 "
            "400 600\">"
            "<rect x=\"10\" y=\"10\" width=\"380\" height=\"580\" fill=\"none\" stroke=\"#000\"/>"
            "<text x=\"200\" y=\"300\" text-anchor=\"middle\">그림</text></svg>");
        svg.close();
        QString md = QStringLiteral(
            "---\nkind: CASE\nslug: tall\ntitle: 긴 그림\ntopic: t\nproject: p\nstatus: 게시 전\n"
            "sourceRevision: 0123456789012345678901234567890123456789\nrootTreeNode: case:tall\n"
            "evidenceCapturedOn: 2026-01-01\nassets:\n  - key: tall\n    file: "
            "../../../final/assets/diagrams/tall.svg\n---\n"
            "# 긴 그림\n\n");
        for (int i = 0; i < 30; ++i)
            md += QStringLiteral("문단 %1. 한국어 본문이 이어진다.\n\n").arg(i);
        md += QStringLiteral(":::evidence key=\"tall\" alt=\"긴 그림\" caption=\"긴 그림\"\n:::\n");
        QFile doc(dir + QStringLiteral("/case-tall.md"));
        QVERIFY(doc.open(QIODevice::WriteOnly));
        doc.write(md.toUtf8());
        doc.close();
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = QStringLiteral("tech-log-studio/t/case/case-tall.md");
        const PdfResult r = PdfExporter::exportPdf(*w, ws.filePath(QStringLiteral("tall.pdf")), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.figures.size(), 1);
        QVERIFY(!r.figures[0].split());
        QCOMPARE(r.figures[0].page, 2);
        QCOMPARE(r.pages, 2);
    }

    void oneDocumentWithoutContents() {
        const QString file = tmp_.filePath(QStringLiteral("one.pdf"));
        PdfOptions o;
        o.docPath = ws_.documents.first().path;
        const PdfResult r = PdfExporter::exportPdf(ws_, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.contents.isEmpty());
        QVERIFY(readAll(file).startsWith("%PDF-"));
        QVERIFY(r.pages >= 1);
    }

    void statusFilterAndUnknownDocument() {
        PdfOptions o;
        o.status = SiteExporter::publishedStatus();
        const PdfResult r =
            PdfExporter::exportPdf(ws_, tmp_.filePath(QStringLiteral("pub.pdf")), o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.contents.size(), SiteExporter::selectDocuments(ws_, o.status).size());
        PdfOptions missing;
        missing.docPath = QStringLiteral("no/such.md");
        const PdfResult m =
            PdfExporter::exportPdf(ws_, tmp_.filePath(QStringLiteral("none.pdf")), missing);
        QVERIFY(!m.ok);
        QVERIFY(!m.error.isEmpty());
    }

    void cancelStopsTheExport() {
        std::atomic_bool cancel = true;
        PdfOptions o;
        o.cancel = &cancel;
        const PdfResult r = PdfExporter::exportPdf(ws_, tmp_.filePath(QStringLiteral("c.pdf")), o);
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
    }
};

QTEST_MAIN(TestPdfExporter)
#include "tst_pdfexporter.moc"
