// PdfExporter on the example workspace and on small generated ones. What the exporter says
// about its pages and figures is checked against the file itself, read by poppler-utils
// (pdfinfo for the page count, pdftotext for each page's text, pdftoppm for the pixels).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
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

QStringList missingPopplerTools() {
    QStringList missing;
    for (const char* tool : {"pdfinfo", "pdftotext", "pdftoppm"})
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
            missing << QLatin1String(tool);
    return missing;
}

// Runs a poppler tool; false (and a warning) when it fails.
bool runTool(const QString& tool, const QStringList& args, QByteArray* out = nullptr) {
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning("%s %s failed: %s", qPrintable(tool), qPrintable(args.join(u' ')),
                 p.readAllStandardError().constData());
        return false;
    }
    if (out) *out = p.readAllStandardOutput();
    return true;
}

// The page count pdfinfo reads from the file's page tree.
int pdfinfoPages(const QString& file) {
    static const QRegularExpression re(QStringLiteral("(?m)^Pages:\\s+(\\d+)"));
    QByteArray out;
    if (!runTool(QStringLiteral("pdfinfo"), {file}, &out)) return -1;
    const auto m = re.match(QString::fromUtf8(out));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Whitespace removed: a title wrapped on two lines (Korean may wrap between syllables) still
// matches.
QString squeeze(QString text) {
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.remove(space);
}

// Each page's text as pdftotext extracts it (pages end with a form feed), squeezed.
QStringList pageTexts(const QString& file) {
    QByteArray out;
    if (!runTool(QStringLiteral("pdftotext"), {file, QStringLiteral("-")}, &out)) return {};
    QStringList pages = QString::fromUtf8(out).split(QLatin1Char('\f'));
    if (!pages.isEmpty() && squeeze(pages.last()).isEmpty()) pages.removeLast();
    for (QString& page : pages) page = squeeze(page);
    return pages;
}

// The pages drawn by pdftoppm at `dpi`, in page order.
QList<QImage> rasterPages(const QString& file, int dpi) {
    QTemporaryDir dir;
    if (!runTool(QStringLiteral("pdftoppm"),
                 {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-png"), file,
                  dir.filePath(QStringLiteral("p"))}))
        return {};
    // p-1.png ... or p-01.png ...: the number, not the listing order, gives the page.
    QMap<int, QImage> byPage;
    static const QRegularExpression name(QStringLiteral("^p-(\\d+)\\.png$"));
    for (const QString& f : QDir(dir.path()).entryList(QDir::Files)) {
        const auto m = name.match(f);
        if (m.hasMatch())
            byPage.insert(m.captured(1).toInt(),
                          QImage(dir.filePath(f)).convertToFormat(QImage::Format_RGB32));
    }
    return byPage.values();
}

// Where exactly `color` is on a page: its bounding box and how many pixels have it.
struct Patch {
    QRect box;
    int pixels = 0;
};
Patch findColor(const QImage& page, QRgb color) {
    Patch p;
    for (int y = 0; y < page.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(page.constScanLine(y));
        for (int x = 0; x < page.width(); ++x)
            if ((line[x] & 0xffffff) == (color & 0xffffff)) {
                p.box |= QRect(x, y, 1, 1);
                ++p.pixels;
            }
    }
    return p;
}

// An SVG of `w` x `h` filled with one colour: its pixels on the rendered pages show where the
// figure landed and whether it is whole.
QByteArray solidSvg(int w, int h, const char* color) {
    return QStringLiteral(
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
               "viewBox=\"0 0 %1 %2\"><rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" "
               "fill=\"%3\"/></svg>")
        .arg(w)
        .arg(h)
        .arg(QLatin1String(color))
        .toUtf8();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QString frontMatter(const QString& slug, const QString& title, const QString& assets) {
    return QStringLiteral(
               "---\nkind: CASE\nslug: %1\ntitle: %2\ntopic: t\nproject: p\nstatus: 게시 전\n"
               "sourceRevision: 0123456789012345678901234567890123456789\nrootTreeNode: case:%1\n"
               "evidenceCapturedOn: 2026-01-01\n")
               .arg(slug, title) +
           assets + QStringLiteral("---\n# ") + title + QStringLiteral("\n\n");
}

// A word pdftotext reads back as written: Latin letters only (it drops the CJK font's digits),
// of one length, so that no marker is part of another.
QString marker(QChar doc, int k) {
    QString letters;
    for (int i = 0; i < 3; ++i, k /= 26) letters.prepend(QChar(u'a' + k % 26));
    return QStringLiteral("mk") + doc + letters + QLatin1Char('z');
}

// A document body of paragraphs, a code block and a list, each line holding its own marker.
QString markedBody(QChar doc, int paragraphs, QStringList* markers) {
    QString body;
    int k = 0;
    for (int i = 0; i < paragraphs; ++i) {
        *markers << marker(doc, k);
        body += marker(doc, k++) + QStringLiteral(" 한국어 본문이 이어진다.\n\n");
    }
    body += QStringLiteral("```text\n");
    for (int i = 0; i < 12; ++i) {
        *markers << marker(doc, k);
        body += marker(doc, k++) + QStringLiteral(" = next\n");
    }
    body += QStringLiteral("```\n\n");
    for (int i = 0; i < 6; ++i) {
        *markers << marker(doc, k);
        body += QStringLiteral("- ") + marker(doc, k++) + QStringLiteral(" 목록 항목\n");
    }
    return body + QStringLiteral("\n");
}

}  // namespace

class TestPdfExporter : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    Workspace ws_;

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        if (const QStringList missing = missingPopplerTools(); !missing.isEmpty())
            QFAIL(qPrintable(QStringLiteral("poppler-utils is not installed (%1 not found): "
                                            "run scripts/deps.sh")
                                 .arg(missing.join(QStringLiteral(", ")))));
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(kExample, {}, &error);
        QVERIFY2(ws, qPrintable(error));
        ws_ = *ws;
    }

    void wholeWorkspaceHasContentsKoreanFontAndSeveralPages() {
        const QString file = tmp_.filePath(QStringLiteral("all.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.target, file);  // the report names what it wrote, as the site's does
        QVERIFY(r.files.isEmpty() && r.assets == 0);
        const QByteArray pdf = readAll(file);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY2(pdf.contains("NotoSansCJK"), "the Korean font is not embedded");
        QVERIFY(pdf.contains("/FontFile") || pdf.contains("/Type3"));
        // The page count as poppler reads the file, and as its page objects count.
        const int pages = pdfinfoPages(file);
        QVERIFY(pages > 1);
        QCOMPARE(pdfPageCount(pdf), pages);
        QCOMPARE(r.pages, pages);
        const QStringList texts = pageTexts(file);
        QCOMPARE(int(texts.size()), pages);
        // The contents page lists every document; each entry's page shows its title and comes
        // after the contents, in order.
        QVERIFY2(texts.first().contains(QStringLiteral("차례")), qPrintable(texts.first()));
        for (const Document& d : ws_.documents)
            QVERIFY2(texts.first().contains(squeeze(d.title())), qPrintable(d.path));
        QCOMPARE(r.contents.size(), ws_.documents.size());
        int previous = 1;
        for (const PdfContentsEntry& e : r.contents) {
            QVERIFY2(e.page > previous, qPrintable(e.docPath));
            QVERIFY(e.page <= pages);
            QVERIFY2(ws_.indexOfPath(e.docPath) >= 0, qPrintable(e.docPath));
            previous = e.page;
        }
    }

    void wholeWorkspaceShowsEachTitleOnItsContentsPage() {
        const QString file = tmp_.filePath(QStringLiteral("titles.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        const QStringList texts = pageTexts(file);
        QCOMPARE(int(texts.size()), r.pages);
        QStringList missing;
        for (const PdfContentsEntry& e : r.contents) {
            const Document& d = ws_.documents[ws_.indexOfPath(e.docPath)];
            if (!texts.value(e.page - 1).contains(squeeze(d.title())))
                missing << QStringLiteral("%1 (page %2)").arg(e.docPath).arg(e.page);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void twoDocumentsKeepEveryLineOnceAcrossPageBreaks() {
        // Two documents with figures, the first a little longer each round so that its end,
        // the second's start and the lines around them fall on and about page breaks. Every
        // line's marker must be in the file exactly once: none lost (the second document's
        // text once vanished when the figures were put in after a partial layout), none drawn
        // on two pages (a line starting right where a page ends once went onto both).
        for (int extra = 0; extra < 8; ++extra) {
            QTemporaryDir ws;
            QVERIFY(ws.isValid());
            QVERIFY(writeFile(ws.filePath(QStringLiteral("final/assets/diagrams/f.svg")),
                              solidSvg(400, 300, "#00ff00")));
            const QString assets = QStringLiteral(
                "assets:\n  - key: f\n    file: ../../../final/assets/diagrams/f.svg\n");
            const QString figure =
                QStringLiteral(":::evidence key=\"f\" alt=\"그림\" caption=\"그림\"\n:::\n\n");
            QStringList markers;
            const QString first = markedBody(u'a', 36 + 3 * extra, &markers);
            const QString second = markedBody(u'b', 40, &markers);
            QVERIFY(writeFile(ws.filePath(QStringLiteral("tech-log-studio/t/case/case-a.md")),
                              (frontMatter(QStringLiteral("a"), QStringLiteral("첫 문서"), assets) +
                               figure + first + figure)
                                  .toUtf8()));
            QVERIFY(
                writeFile(ws.filePath(QStringLiteral("tech-log-studio/t/case/case-b.md")),
                          (frontMatter(QStringLiteral("b"), QStringLiteral("둘째 문서"), assets) +
                           figure + second)
                              .toUtf8()));
            const std::optional<Workspace> w = loadWorkspace(ws.path());
            QVERIFY(w && w->documents.size() == 2);
            const QString file = ws.filePath(QStringLiteral("two.pdf"));
            const ExportReport r = PdfExporter::exportPdf(*w, file, {});
            QVERIFY2(r.ok, qPrintable(r.error));
            QCOMPARE(r.pages, pdfinfoPages(file));
            QCOMPARE(r.figures.size(), 3);
            const QStringList texts = pageTexts(file);
            QCOMPARE(int(texts.size()), r.pages);
            const QString all = texts.join(QString());
            QStringList wrong;
            for (const QString& m : markers)
                if (const qsizetype n = all.count(m); n != 1)
                    wrong << QStringLiteral("%1 x%2").arg(m).arg(n);
            QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("extra %1, %2 pages: %3")
                                                     .arg(extra)
                                                     .arg(r.pages)
                                                     .arg(wrong.join(QStringLiteral(", ")))));
            // Each document from its own page, its title there.
            QCOMPARE(r.contents.size(), 2);
            for (const PdfContentsEntry& e : r.contents)
                QVERIFY2(texts.value(e.page - 1).contains(squeeze(e.title)),
                         qPrintable(QStringLiteral("extra %1: %2 not on page %3")
                                        .arg(extra)
                                        .arg(e.title)
                                        .arg(e.page)));
        }
    }

    void figuresAreVectorsAndNeverSplitAcrossPages() {
        const QString file = tmp_.filePath(QStringLiteral("figures.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
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

    void figuresAtPageBreaksLandWholeOnOnePage() {
        // Six figures of one colour each, between runs of text of different lengths, so that
        // several fall where a page ends. On the rendered pages each colour must be on one page
        // only, as a whole rectangle of the figure's proportions.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        const char* colors[] = {"#ff0000", "#00ff00", "#0000ff", "#ff00ff", "#00ffff", "#ffff00"};
        QString assets = QStringLiteral("assets:\n");
        QString body;
        for (int i = 0; i < 6; ++i) {
            QVERIFY(writeFile(ws.filePath(QStringLiteral("final/assets/diagrams/f%1.svg").arg(i)),
                              solidSvg(400, 300, colors[i])));
            assets +=
                QStringLiteral("  - key: f%1\n    file: ../../../final/assets/diagrams/f%1.svg\n")
                    .arg(i);
            for (int k = 0; k < 9 + 5 * i; ++k)
                body += QStringLiteral("문단 %1-%2. 한국어 본문이 이어진다.\n\n").arg(i).arg(k);
            body += QStringLiteral(
                        ":::evidence key=\"f%1\" alt=\"그림 %1\" caption=\"그림 %1\"\n:::\n\n")
                        .arg(i);
        }
        QVERIFY(writeFile(
            ws.filePath(QStringLiteral("tech-log-studio/t/case/case-f.md")),
            (frontMatter(QStringLiteral("f"), QStringLiteral("그림들"), assets) + body).toUtf8()));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = QStringLiteral("tech-log-studio/t/case/case-f.md");
        const QString file = ws.filePath(QStringLiteral("f.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QList<QImage> pages = rasterPages(file, 40);
        QCOMPARE(int(pages.size()), pdfinfoPages(file));
        QVERIFY2(pages.size() >= 3, qPrintable(QString::number(pages.size())));
        for (int i = 0; i < 6; ++i) {
            const QRgb color = QColor(QLatin1String(colors[i])).rgb();
            int on = 0;
            for (int p = 0; p < pages.size(); ++p) {
                const Patch patch = findColor(pages[p], color);
                if (patch.pixels < 20) continue;
                ++on;
                const QString where = QStringLiteral("figure %1 on page %2: %3x%4, %5 pixels")
                                          .arg(i)
                                          .arg(p + 1)
                                          .arg(patch.box.width())
                                          .arg(patch.box.height())
                                          .arg(patch.pixels);
                // Whole: 4:3 like the SVG, and solid (the box is filled).
                const double aspect = double(patch.box.width()) / patch.box.height();
                QVERIFY2(qAbs(aspect - 4.0 / 3.0) < 0.08, qPrintable(where));
                QVERIFY2(patch.pixels > 0.9 * patch.box.width() * patch.box.height(),
                         qPrintable(where));
            }
            QVERIFY2(on == 1,
                     qPrintable(QStringLiteral("figure %1 is on %2 pages").arg(i).arg(on)));
        }
    }

    void tallFigureMovesToTheNextPageWhole() {
        // A document whose figure comes after a page's worth of text: the figure cannot fit in
        // what is left of the first page and must start on the next one.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        QVERIFY(writeFile(ws.filePath(QStringLiteral("final/assets/diagrams/tall.svg")),
                          solidSvg(400, 600, "#ff00ff")));
        QString md = frontMatter(
            QStringLiteral("tall"), QStringLiteral("긴 그림"),
            QStringLiteral(
                "assets:\n  - key: tall\n    file: ../../../final/assets/diagrams/tall.svg\n"));
        for (int i = 0; i < 30; ++i)
            md += QStringLiteral("문단 %1. 한국어 본문이 이어진다.\n\n").arg(i);
        md += QStringLiteral(":::evidence key=\"tall\" alt=\"긴 그림\" caption=\"긴 그림\"\n:::\n");
        QVERIFY(writeFile(ws.filePath(QStringLiteral("tech-log-studio/t/case/case-tall.md")),
                          md.toUtf8()));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = QStringLiteral("tech-log-studio/t/case/case-tall.md");
        const QString file = ws.filePath(QStringLiteral("tall.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.figures.size(), 1);
        QCOMPARE(r.figures[0].page, 2);
        QCOMPARE(r.pages, 2);
        // What the file shows: two pages, the text on the first, the whole figure on the second.
        QCOMPARE(pdfinfoPages(file), 2);
        const QStringList texts = pageTexts(file);
        QCOMPARE(int(texts.size()), 2);
        // (pdftotext drops the CJK font's digits, so only letters are compared.)
        QVERIFY(texts[0].contains(squeeze(QStringLiteral("한국어 본문이 이어진다"))));
        const QList<QImage> pages = rasterPages(file, 40);
        QCOMPARE(int(pages.size()), 2);
        const QRgb magenta = qRgb(0xff, 0x00, 0xff);
        QCOMPARE(findColor(pages[0], magenta).pixels, 0);
        const Patch figure = findColor(pages[1], magenta);
        QVERIFY(figure.pixels > 0);
        const double aspect = double(figure.box.width()) / figure.box.height();
        QVERIFY2(
            qAbs(aspect - 400.0 / 600.0) < 0.05,
            qPrintable(QStringLiteral("%1x%2").arg(figure.box.width()).arg(figure.box.height())));
        QVERIFY(figure.pixels > 0.9 * figure.box.width() * figure.box.height());
    }

    void oneDocumentExportHoldsThatDocumentOnly() {
        // Three documents, each with a word found nowhere else; the export of the second must
        // hold its word and title and neither of the others', and no contents page.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        const QStringList slugs = {QStringLiteral("alpha"), QStringLiteral("beta"),
                                   QStringLiteral("gamma")};
        for (const QString& slug : slugs)
            QVERIFY(writeFile(
                ws.filePath(QStringLiteral("tech-log-studio/t/case/case-%1.md").arg(slug)),
                (frontMatter(slug, QStringLiteral("제목 ") + slug, {}) +
                 QStringLiteral("본문에만 있는 낱말 marker%1word 이다.\n").arg(slug))
                    .toUtf8()));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 3);
        PdfOptions o;
        o.docPath = QStringLiteral("tech-log-studio/t/case/case-beta.md");
        const QString file = ws.filePath(QStringLiteral("beta.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.contents.isEmpty());
        QCOMPARE(pdfinfoPages(file), 1);
        QCOMPARE(r.pages, 1);
        const QString text = pageTexts(file).join(QString());
        QVERIFY2(text.contains(QStringLiteral("markerbetaword")), qPrintable(text));
        QVERIFY(text.contains(squeeze(QStringLiteral("제목 beta"))));
        for (const QString& other : {QStringLiteral("alpha"), QStringLiteral("gamma")}) {
            QVERIFY2(!text.contains(QStringLiteral("marker%1word").arg(other)), qPrintable(text));
            QVERIFY2(!text.contains(squeeze(QStringLiteral("제목 ") + other)), qPrintable(text));
        }
        QVERIFY(!text.contains(QStringLiteral("차례")));

        // The example's first document alone: no contents, the pages poppler counts.
        const QString one = tmp_.filePath(QStringLiteral("one.pdf"));
        PdfOptions first;
        first.docPath = ws_.documents.first().path;
        const ExportReport e = PdfExporter::exportPdf(ws_, one, first);
        QVERIFY2(e.ok, qPrintable(e.error));
        QVERIFY(e.contents.isEmpty());
        QCOMPARE(e.pages, pdfinfoPages(one));
        const QStringList texts = pageTexts(one);
        QVERIFY(!texts.isEmpty());
        QVERIFY(texts.first().contains(squeeze(ws_.documents.first().title())));
        QVERIFY(!texts.first().contains(QStringLiteral("차례")));
    }

    void statusFilterAndUnknownDocument() {
        // Which documents are published, read from their front matter here.
        QStringList published, others;
        for (const Document& d : ws_.documents)
            (d.frontMatter.status.trimmed() == QStringLiteral("게시") ? published : others)
                << d.path;
        QVERIFY2(!published.isEmpty() && !others.isEmpty(),
                 "the example has published and unpublished documents");
        PdfOptions o;
        o.status = QStringLiteral("게시");
        const QString file = tmp_.filePath(QStringLiteral("pub.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QStringList listed;
        for (const PdfContentsEntry& e : r.contents) listed << e.docPath;
        listed.sort();
        published.sort();
        QCOMPARE(listed, published);
        QCOMPARE(r.pages, pdfinfoPages(file));
        // The contents page of the file itself names the published documents only.
        const QString contents = pageTexts(file).value(0);
        for (const QString& path : published)
            QVERIFY2(contents.contains(squeeze(ws_.documents[ws_.indexOfPath(path)].title())),
                     qPrintable(path));
        for (const QString& path : others)
            QVERIFY2(!contents.contains(squeeze(ws_.documents[ws_.indexOfPath(path)].title())),
                     qPrintable(path));

        PdfOptions missing;
        missing.docPath = QStringLiteral("no/such.md");
        const ExportReport m =
            PdfExporter::exportPdf(ws_, tmp_.filePath(QStringLiteral("none.pdf")), missing);
        QVERIFY(!m.ok);
        QVERIFY(!m.error.isEmpty());
        QVERIFY(!QFileInfo::exists(tmp_.filePath(QStringLiteral("none.pdf"))));
    }

    void cancelStopsTheExport() {
        std::atomic_bool cancel = true;
        PdfOptions o;
        o.cancel = &cancel;
        const ExportReport r =
            PdfExporter::exportPdf(ws_, tmp_.filePath(QStringLiteral("c.pdf")), o);
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
        QVERIFY(!QFileInfo::exists(tmp_.filePath(QStringLiteral("c.pdf"))));
    }
};

QTEST_MAIN(TestPdfExporter)
#include "tst_pdfexporter.moc"
