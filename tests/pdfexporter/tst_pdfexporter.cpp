// PdfExporter (Chromium's print of the exported pages, finished by libqpdf) on the example
// workspace and on small generated ones. What the exporter says about its pages is checked
// against the file itself, read by poppler-utils (pdfinfo for the page count, pdffonts for the
// fonts, pdftotext for each page's text and word boxes, pdftoppm for the pixels, pdftohtml for
// the outline) and by libqpdf for the link annotations.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <map>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <set>

#include "pdfexporter.h"
#include "pdfprinter.h"
#include "printdocument.h"
#include "siterenderer.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

const QString kExample = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList missingPopplerTools() {
    QStringList missing;
    for (const char* tool : {"pdfinfo", "pdftotext", "pdftoppm", "pdffonts", "pdftohtml"})
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

// pdffonts: one row per font, (name, type, embedded, subset).
struct FontRow {
    QString name, type;
    bool embedded = false, subset = false, toUnicode = false;
};
QList<FontRow> pdfFonts(const QString& file) {
    QByteArray out;
    if (!runTool(QStringLiteral("pdffonts"), {file}, &out)) return {};
    QList<FontRow> rows;
    const QStringList lines = QString::fromUtf8(out).split(QLatin1Char('\n'));
    // name type encoding emb sub uni object ID: the last six columns are single words.
    for (int i = 2; i < lines.size(); ++i) {
        const QStringList cols = lines[i].simplified().split(QLatin1Char(' '));
        if (cols.size() < 7) continue;
        FontRow r;
        r.name = cols.first();
        r.type = cols.mid(1, cols.size() - 7).join(QLatin1Char(' '));
        r.toUnicode = cols[cols.size() - 3] == QLatin1String("yes");
        r.embedded = cols[cols.size() - 5] == QLatin1String("yes");
        r.subset = cols[cols.size() - 4] == QLatin1String("yes");
        rows.append(r);
    }
    return rows;
}

// The outline as poppler reads it (pdftohtml -xml): (depth, title, page).
struct OutlineRow {
    int depth = 0;
    QString title;
    int page = 0;
};
QList<OutlineRow> pdfOutline(const QString& file) {
    QTemporaryDir dir;
    const QString xml = dir.filePath(QStringLiteral("o"));
    if (!runTool(QStringLiteral("pdftohtml"),
                 {QStringLiteral("-xml"), QStringLiteral("-i"), QStringLiteral("-q"), file, xml}))
        return {};
    QFile f(xml + QStringLiteral(".xml"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    QList<OutlineRow> rows;
    QXmlStreamReader r(&f);
    int depth = 0;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("outline")) ++depth;
        if (r.isEndElement() && r.name() == QLatin1String("outline")) --depth;
        if (r.isStartElement() && r.name() == QLatin1String("item")) {
            OutlineRow row;
            row.depth = depth;
            row.page = r.attributes().value(QLatin1String("page")).toInt();
            row.title = r.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            rows.append(row);
        }
    }
    return rows;
}

// The words of each page with their boxes (pdftotext -bbox), and the page width, in points.
struct Word {
    int page = 0;  // 1-based
    QString text;
    double xMin = 0, xMax = 0;
    double yMin = 0, yMax = 0;  // from the page's top
};
QList<Word> pdfWords(const QString& file, double* pageWidth, double* pageHeight = nullptr) {
    QByteArray out;
    if (!runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), file, QStringLiteral("-")},
                 &out))
        return {};
    QList<Word> words;
    QXmlStreamReader r(out);
    int page = 0;
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement()) continue;
        if (r.name() == QLatin1String("page")) {
            ++page;
            *pageWidth = r.attributes().value(QLatin1String("width")).toDouble();
            if (pageHeight) *pageHeight = r.attributes().value(QLatin1String("height")).toDouble();
        } else if (r.name() == QLatin1String("word")) {
            Word w;
            w.page = page;
            w.xMin = r.attributes().value(QLatin1String("xMin")).toDouble();
            w.xMax = r.attributes().value(QLatin1String("xMax")).toDouble();
            w.yMin = r.attributes().value(QLatin1String("yMin")).toDouble();
            w.yMax = r.attributes().value(QLatin1String("yMax")).toDouble();
            w.text = r.readElementText();
            words.append(w);
        }
    }
    return words;
}

// What each page holds in its top and bottom margins (16 mm, print.css), squeezed, page by
// page: the running head and the page number.
struct Margins {
    QStringList heads, feet;
};
Margins marginTexts(const QString& file) {
    double width = 0, height = 0;
    const QList<Word> words = pdfWords(file, &width, &height);
    const double margin = 16 / 25.4 * 72;
    Margins m;
    for (const Word& w : words) {
        while (m.heads.size() < w.page) {
            m.heads << QString();
            m.feet << QString();
        }
        if (w.yMax <= margin) m.heads[w.page - 1] += squeeze(w.text);
        if (w.yMin >= height - margin) m.feet[w.page - 1] += squeeze(w.text);
    }
    return m;
}

// The link annotations of a PDF (libqpdf): each link's page and whether its destination, named
// or explicit, leads to a page of the file; `external` counts links with a URI action.
struct Links {
    int internal = 0, dangling = 0, external = 0;
    QList<int> pages;  // 1-based page of each internal link's target
    QList<int> from;   // and the page it is on
};
Links pdfLinks(const QString& file) {
    Links links;
    QPDF q;
    q.setSuppressWarnings(true);
    q.processFile(file.toLocal8Bit().constData());
    std::map<QPDFObjGen, int> index;
    const std::vector<QPDFObjectHandle>& pages = q.getAllPages();
    for (size_t i = 0; i < pages.size(); ++i) index[pages[i].getObjGen()] = int(i) + 1;
    QPDFObjectHandle dests = q.getRoot().getKey("/Dests");
    for (QPDFObjectHandle page : pages) {
        const int on = index[page.getObjGen()];
        QPDFObjectHandle annots = page.getKey("/Annots");
        if (!annots.isArray()) continue;
        for (int i = 0; i < annots.getArrayNItems(); ++i) {
            QPDFObjectHandle a = annots.getArrayItem(i);
            if (!a.isDictionary() || a.getKey("/Subtype").getName() != "/Link") continue;
            QPDFObjectHandle dest = a.getKey("/Dest");
            if (dest.isNull() && a.getKey("/A").isDictionary()) {
                if (a.getKey("/A").getKey("/S").isName() &&
                    a.getKey("/A").getKey("/S").getName() == "/URI") {
                    ++links.external;
                    continue;
                }
                dest = a.getKey("/A").getKey("/D");
            }
            if (dest.isName() && dests.isDictionary()) dest = dests.getKey(dest.getName());
            if (dest.isDictionary()) dest = dest.getKey("/D");
            const int target = dest.isArray() && dest.getArrayNItems() > 0
                                   ? (index.count(dest.getArrayItem(0).getObjGen())
                                          ? index[dest.getArrayItem(0).getObjGen()]
                                          : 0)
                                   : 0;
            if (target > 0) {
                ++links.internal;
                links.pages.append(target);
                links.from.append(on);
            } else {
                ++links.dangling;
            }
        }
    }
    return links;
}

// Every font is embedded; a font program (TrueType, CFF) is a subset; Type 3 fonts (Chromium
// 102 draws CFF-flavoured OpenType such as Noto Sans CJK as Type 3) hold only the glyphs the
// text uses: fewer glyph procedures than four per distinct character of the text (each weight
// and family has its own: regular, bold, code), not the font's 65,535, and map
// back to Unicode (text is text). Empty when all is well, else what is wrong.
QString fontProblems(const QString& file) {
    QStringList problems;
    const QList<FontRow> fonts = pdfFonts(file);
    if (fonts.isEmpty()) return QStringLiteral("no fonts");
    for (const FontRow& f : fonts) {
        if (!f.embedded) problems << f.name + QStringLiteral(" not embedded");
        if (!f.toUnicode) problems << f.name + QStringLiteral(" has no ToUnicode");
        if (f.type != QLatin1String("Type 3") && !f.subset)
            problems << f.name + QStringLiteral(" embedded whole");
    }
    QPDF q;
    q.setSuppressWarnings(true);
    q.processFile(file.toLocal8Bit().constData());
    std::set<QPDFObjGen> seen;
    int glyphs = 0;
    for (QPDFObjectHandle page : q.getAllPages()) {
        QPDFObjectHandle resources = page.getKey("/Resources");
        if (!resources.isDictionary() || !resources.getKey("/Font").isDictionary()) continue;
        QPDFObjectHandle dict = resources.getKey("/Font");
        for (const std::string& key : dict.getKeys()) {
            QPDFObjectHandle font = dict.getKey(key);
            if (!seen.insert(font.getObjGen()).second) continue;
            if (font.getKey("/CharProcs").isDictionary())
                glyphs += int(font.getKey("/CharProcs").getKeys().size());
        }
    }
    QByteArray text;
    runTool(QStringLiteral("pdftotext"), {file, QStringLiteral("-")}, &text);
    QSet<uint> distinct;
    for (const uint c : QString::fromUtf8(text).toUcs4()) distinct.insert(c);
    if (glyphs > 4 * distinct.size() + 64)
        problems << QStringLiteral("%1 Type 3 glyphs for %2 distinct characters")
                        .arg(glyphs)
                        .arg(distinct.size());
    return problems.join(QStringLiteral("; "));
}

// A workspace of one generated case document (`body` after the front matter).
bool writeCase(const QTemporaryDir& ws, const QString& slug, const QString& title,
               const QString& assets, const QString& body) {
    return writeFile(ws.filePath(QStringLiteral("tech-log-studio/t/case/case-%1.md").arg(slug)),
                     (frontMatter(slug, title, assets) + body).toUtf8());
}

// The six colours of figureBody's figures, in order.
const char* const kFigureColors[] = {"#ff0000", "#00ff00", "#0000ff",
                                     "#ff00ff", "#00ffff", "#ffff00"};

// Six one-colour figures `<key>0` ... `<key>5` written under final/assets/diagrams, each after a
// run of text (`runs + step * i` paragraphs: the lengths differ, so that some figure falls where
// a page ends) and, when `headings`, after a heading marker(key, i). Fills `assets` (front matter
// lines) and returns the body.
QString figureBody(const QTemporaryDir& ws, QChar key, int runs, int step, bool headings,
                   QString* assets, bool* ok) {
    *assets = QStringLiteral("assets:\n");
    *ok = true;
    QString body;
    for (int i = 0; i < 6; ++i) {
        *ok =
            *ok &&
            writeFile(ws.filePath(QStringLiteral("final/assets/diagrams/%1%2.svg").arg(key).arg(i)),
                      solidSvg(400, 300, kFigureColors[i]));
        *assets +=
            QStringLiteral("  - key: %1%2\n    file: ../../../final/assets/diagrams/%1%2.svg\n")
                .arg(key)
                .arg(i);
        for (int k = 0; k < runs + step * i; ++k)
            body += QStringLiteral("문단 %1-%2. 한국어 본문이 이어진다.\n\n").arg(i).arg(k);
        if (headings) body += QStringLiteral("## %1\n\n").arg(marker(key, i));
        body +=
            QStringLiteral(":::evidence key=\"%1%2\" alt=\"그림 %2\" caption=\"그림 %2\"\n:::\n\n")
                .arg(key)
                .arg(i);
    }
    return body;
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

    void wholeWorkspaceHasContentsSubsetFontsAndKoreanText() {
        const QString file = tmp_.filePath(QStringLiteral("all.pdf"));
        QElapsedTimer timer;
        timer.start();
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        qInfo("whole example: %lld ms, %lld bytes", timer.elapsed(), QFileInfo(file).size());
        QCOMPARE(r.target, file);  // the report names what it wrote, as the site's does
        QVERIFY(r.files.isEmpty() && r.assets == 0);
        const QByteArray pdf = readAll(file);
        QVERIFY(pdf.startsWith("%PDF-"));
        // The whole example in under 2 MB: every font embedded, and only the glyphs used.
        QVERIFY2(pdf.size() < 2 * 1024 * 1024, qPrintable(QString::number(pdf.size())));
        const QString fonts = fontProblems(file);
        QVERIFY2(fonts.isEmpty(), qPrintable(fonts));
        const int pages = pdfinfoPages(file);
        QVERIFY(pages > 1);
        QCOMPARE(r.pages, pages);
        const QStringList texts = pageTexts(file);
        QCOMPARE(int(texts.size()), pages);
        // Korean text is text: a sentence of a document, as pdftotext extracts it.
        QVERIFY2(texts.join(QString()).contains(squeeze(QStringLiteral("중복 행은 생기지 않는다"))),
                 "a Korean sentence of the case is not in the text");
        // The contents pages (before the first document) list every document; each entry's
        // page comes after them, in order, and its line shows that number.
        QCOMPARE(r.contents.size(), ws_.documents.size());
        const int contentsPages = r.contents.first().page - 1;
        QVERIFY(contentsPages >= 1);
        const QString contents = texts.mid(0, contentsPages).join(QString());
        QVERIFY2(contents.contains(QStringLiteral("차례")), qPrintable(contents));
        for (const Document& d : ws_.documents)
            QVERIFY2(contents.contains(squeeze(d.title())), qPrintable(d.path));
        QByteArray layout;
        QVERIFY(runTool(QStringLiteral("pdftotext"),
                        {QStringLiteral("-layout"), QStringLiteral("-l"),
                         QString::number(contentsPages), file, QStringLiteral("-")},
                        &layout));
        const QStringList lines = QString::fromUtf8(layout).split(QLatin1Char('\n'));
        int previous = contentsPages;
        for (const PdfContentsEntry& e : r.contents) {
            QVERIFY2(e.page > previous, qPrintable(e.docPath));
            QVERIFY(e.page <= pages);
            QVERIFY2(ws_.indexOfPath(e.docPath) >= 0, qPrintable(e.docPath));
            bool numbered = false;
            for (const QString& line : lines)
                numbered = numbered ||
                           (squeeze(line).startsWith(squeeze(e.title).left(8)) &&
                            line.trimmed().endsWith(QLatin1Char(' ') + QString::number(e.page)));
            QVERIFY2(numbered,
                     qPrintable(QStringLiteral("%1: page %2 not shown").arg(e.title).arg(e.page)));
            previous = e.page;
        }
    }

    void everyPageIsNumberedAndHeadedWithTheTitles() {
        // The footer of page n reads n (the numbers the contents page cites), the head of every
        // page but the first the PDF's title and the title of the document the page is in.
        const QString file = tmp_.filePath(QStringLiteral("numbered.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        const Margins m = marginTexts(file);
        QCOMPARE(int(m.feet.size()), r.pages);
        for (int p = 0; p < r.pages; ++p)
            QVERIFY2(
                m.feet[p] == QString::number(p + 1),
                qPrintable(
                    QStringLiteral("page %1's footer reads \"%2\"").arg(p + 1).arg(m.feet[p])));
        const QString title = squeeze(QStringLiteral("sample-service 기술 기록"));
        QVERIFY2(!m.heads[0].contains(title), qPrintable(m.heads[0]));  // its own h1 says it
        for (int p = 1; p < r.pages; ++p)
            QVERIFY2(m.heads[p].startsWith(title),
                     qPrintable(QStringLiteral("page %1's head: %2").arg(p + 1).arg(m.heads[p])));
        // A document's pages name it, up to the next document's first page.
        for (int k = 0; k < r.contents.size(); ++k) {
            const PdfContentsEntry& e = r.contents[k];
            const int last = k + 1 < r.contents.size() ? r.contents[k + 1].page - 1 : r.pages;
            const QString doc = squeeze(e.title).left(12);
            for (int p = e.page; p <= last; ++p)
                QVERIFY2(
                    m.heads[p - 1].mid(title.size()).startsWith(doc),
                    qPrintable(
                        QStringLiteral("page %1 of %2: %3").arg(p).arg(e.docPath, m.heads[p - 1])));
        }
        // The stamps are drawn over the pages, not instead of them: the contents page is there.
        QVERIFY(pageTexts(file).value(0).contains(QStringLiteral("차례")));
    }

    void oneDocumentsHeadIsItsKoreanTitle() {
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        QStringList markers;
        const QString title = QStringLiteral("갱신 건수가 곧 판정이다");
        QVERIFY(writeCase(ws, QStringLiteral("k"), title, {}, markedBody(u'k', 60, &markers)));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = w->documents.first().path;
        const QString file = ws.filePath(QStringLiteral("k.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.pages >= 2);
        const Margins m = marginTexts(file);
        QVERIFY2(m.heads[0].isEmpty(), qPrintable(m.heads[0]));
        for (int p = 1; p < r.pages; ++p) QCOMPARE(m.heads[p], squeeze(title));
        for (int p = 0; p < r.pages; ++p) QCOMPARE(m.feet[p], QString::number(p + 1));
        const QString fonts = fontProblems(file);
        QVERIFY2(fonts.isEmpty(), qPrintable(fonts));
    }

    void sourceRevisionIsOneUnbrokenWordInTheMetadataCard() {
        // The 40-character revision on one line of the card, not broken mid-hash. (Letters
        // only: pdftotext drops the CJK fonts' digits.)
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        const QString revision = QStringLiteral("abcdef").repeated(6) + QStringLiteral("abcd");
        QString md = frontMatter(QStringLiteral("rev"), QStringLiteral("리비전"), {}) +
                     QStringLiteral("본문이다.\n");
        md.replace(QStringLiteral("0123456789012345678901234567890123456789"), revision);
        QVERIFY(md.contains(revision));
        QVERIFY(writeFile(ws.filePath(QStringLiteral("tech-log-studio/t/case/case-rev.md")),
                          md.toUtf8()));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = w->documents.first().path;
        const QString file = ws.filePath(QStringLiteral("rev.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        double width = 0;
        QStringList found;
        for (const Word& word : pdfWords(file, &width))
            if (revision.contains(word.text) && word.text.size() > 3) found << word.text;
        QVERIFY2(found == QStringList{revision}, qPrintable(found.join(QStringLiteral(" | "))));
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

    void sameWorkspaceGivesTheSameBytes() {
        const QString a = tmp_.filePath(QStringLiteral("same-a.pdf"));
        const QString b = tmp_.filePath(QStringLiteral("same-b.pdf"));
        QVERIFY(PdfExporter::exportPdf(ws_, a, {}).ok);
        QVERIFY(PdfExporter::exportPdf(ws_, b, {}).ok);
        const QByteArray first = readAll(a);
        QVERIFY(!first.isEmpty());
        QVERIFY2(first == readAll(b), "two exports of one workspace differ");
        // No date or producer stamp left to differ on another day or build.
        for (const char* stamp : {"/CreationDate", "/ModDate", "/Producer", "Skia"})
            QVERIFY2(!first.contains(stamp), stamp);
    }

    void outlineHoldsDocumentsAndTheirHeadings() {
        const QString file = tmp_.filePath(QStringLiteral("outline.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        const QList<OutlineRow> outline = pdfOutline(file);
        QVERIFY(!outline.isEmpty());
        // Each document is a top-level entry at its page; its headings are below it.
        int documents = 0, headings = 0;
        for (const OutlineRow& row : outline) (row.depth == 1 ? documents : headings)++;
        QCOMPARE(documents, int(r.contents.size()));
        for (const PdfContentsEntry& e : r.contents) {
            bool found = false;
            for (const OutlineRow& row : outline)
                found = found || (row.depth == 1 && squeeze(row.title) == squeeze(e.title) &&
                                  row.page == e.page);
            QVERIFY2(found, qPrintable(QStringLiteral("%1 at page %2").arg(e.title).arg(e.page)));
        }
        // The case's `## 결론` heading, under its document, on a page whose text holds it.
        const QStringList texts = pageTexts(file);
        bool conclusion = false;
        for (const OutlineRow& row : outline)
            if (row.depth == 2 && row.title == QStringLiteral("결론")) {
                conclusion = true;
                QVERIFY(texts.value(row.page - 1).contains(QStringLiteral("결론")));
            }
        QVERIFY2(conclusion, "no outline entry for a document's heading");
        QVERIFY(headings > documents);
    }

    void linksLeadToPagesInsideThePdf() {
        const QString file = tmp_.filePath(QStringLiteral("links.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        const Links links = pdfLinks(file);
        QCOMPARE(links.dangling, 0);
        QCOMPARE(links.external, 0);
        // The contents page links to every document and heading, and the documents link to
        // each other (relations, backlinks): more links than contents entries, all inside.
        QVERIFY2(links.internal > r.contents.size() * 2,
                 qPrintable(QString::number(links.internal)));
        for (const PdfContentsEntry& e : r.contents)
            QVERIFY2(links.pages.contains(e.page), qPrintable(e.title));
        // Relation links and backlinks, on the documents' pages.
        int fromDocuments = 0;
        for (int p : links.from) fromDocuments += p > 1;
        QVERIFY(fromDocuments > 0);
    }

    // Each document's local graph is in the PDF too, its nodes links to the documents'
    // sections of the one page (fragments; the sanitizer keeps them), so the PDF links them.
    void localGraphNodesLinkInsideThePdf() {
        const PrintDocument d = PrintDocument::compose(ws_, {}, {});
        QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
        const QString html = QString::fromUtf8(d.files.value(PrintDocument::pagePath()));
        QVERIFY(html.count(QLatin1String("<section class=\"local-graph\"")) >= 6);
        static const QRegularExpression link(QStringLiteral("<a xlink:href=\"#([^\"]+)\">"));
        int links = 0;
        for (auto it = link.globalMatch(html); it.hasNext(); ++links) {
            const QString id = it.next().captured(1);
            QVERIFY2(html.contains(QStringLiteral("id=\"%1\"").arg(id)), qPrintable(id));
        }
        QVERIFY2(links >= 12, qPrintable(QString::number(links)));
        QVERIFY(!html.contains(QLatin1String("xlink:href=\"../")));
    }

    // The PDF holds no source files' pages: the names in the 출처 rows are plain text there (no
    // link that would dangle), and read as text.
    void sourceNamesArePlainTextInThePdf() {
        const PrintDocument d = PrintDocument::compose(ws_, {}, {});
        QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
        const QString html = QString::fromUtf8(d.files.value(PrintDocument::pagePath()));
        QVERIFY(html.contains(QStringLiteral("<dt>출처</dt>")));
        QVERIFY(html.contains(
            QStringLiteral("<span class=\"source-file\">analysis/06-job-claims.md</span>")));
        QVERIFY(html.contains(QStringLiteral("<span class=\"source-file\">§2</span>")));
        QVERIFY(!html.contains(QLatin1String("source-link")));
        QVERIFY(!html.contains(QLatin1String("data-source")));
        QVERIFY(!html.contains(QLatin1String("final/document.html")));
        QVERIFY(!html.contains(QLatin1String("source-missing")));

        const QString file = tmp_.filePath(QStringLiteral("sources.pdf"));
        PdfOptions one;
        one.docPath = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/rule/rule-cas-whole-owner-tuple.md");
        const ExportReport r = PdfExporter::exportPdf(ws_, file, one);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString text = pageTexts(file).join(QString());
        QVERIFY2(text.contains(QStringLiteral("analysis/06-job-claims.md")), qPrintable(text));
        QCOMPARE(pdfLinks(file).dangling, 0);
        QCOMPARE(pdfLinks(file).external, 0);
    }

    void twoDocumentsKeepEveryLineOnceAcrossPageBreaks() {
        // Two documents with figures, the first a little longer each round so that its end,
        // the second's start and the lines around them fall on and about page breaks. Every
        // line's marker must be in the file exactly once: none lost (the second document's
        // text once vanished when the figures were put in after a partial layout), none drawn
        // on two pages (a line starting right where a page ends once went onto both).
        for (int extra = 0; extra < 9; extra += 4) {
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

    void figuresAreVectors() {
        const QString file = tmp_.filePath(QStringLiteral("figures.pdf"));
        const ExportReport r = PdfExporter::exportPdf(ws_, file, {});
        QVERIFY2(r.ok, qPrintable(r.error));
        // The example's SVG diagrams are drawn as paths and text, not as raster images.
        const QByteArray pdf = readAll(file);
        QVERIFY(!pdf.contains("/Subtype /Image"));
        QVERIFY(!pdf.contains("/Subtype/Image"));
    }

    void longCodeLinesWrapInsideThePage() {
        // A code line with no space in it, and one with many: both wrap and every word stays
        // inside the page's right margin (14 mm); no part of either is lost.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        QString token;
        for (int i = 0; i < 60; ++i) token += QStringLiteral("seg%1x").arg(char('a' + i % 26));
        QString spaced;
        for (int i = 0; i < 40; ++i) spaced += QStringLiteral("word%1 ").arg(char('a' + i % 26));
        QVERIFY(writeCase(ws, QStringLiteral("code"), QStringLiteral("긴 줄"), {},
                          QStringLiteral("```text\n") + token + QLatin1Char('\n') + spaced +
                              QStringLiteral("\n```\n")));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = w->documents.first().path;
        const QString file = ws.filePath(QStringLiteral("code.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        double width = 0;
        const QList<Word> words = pdfWords(file, &width);
        QVERIFY(width > 500);
        const double right = width - 14 / 25.4 * 72 + 1;  // the margin, and a point of slack
        QString all;
        int pieces = 0;
        for (const Word& word : words) {
            QVERIFY2(word.xMax <= right, qPrintable(QStringLiteral("%1 ends at %2 of %3")
                                                        .arg(word.text)
                                                        .arg(word.xMax)
                                                        .arg(width)));
            all += word.text;
            pieces += word.text.size() > 3 && token.contains(word.text) ? 1 : 0;
        }
        QVERIFY2(all.contains(token), "the long line is not all there");
        QVERIFY2(all.contains(squeeze(spaced)), "the spaced line is not all there");
        QVERIFY2(pieces >= 2, "the long line did not wrap");
    }

    void headingStaysWithItsFigure() {
        // Headings each followed by a figure, after runs of text of different lengths, so that
        // some heading would end a page: the heading must be on the page of its figure.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        QString assets;
        bool ok = false;
        const QString body = figureBody(ws, u'h', 7, 3, true, &assets, &ok);
        QVERIFY(ok);
        QVERIFY(writeCase(ws, QStringLiteral("h"), QStringLiteral("제목과 그림"), assets, body));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = w->documents.first().path;
        const QString file = ws.filePath(QStringLiteral("h.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QStringList texts = pageTexts(file);
        const QList<QImage> pages = rasterPages(file, 40);
        QCOMPARE(pages.size(), texts.size());
        QVERIFY2(pages.size() >= 3, qPrintable(QString::number(pages.size())));
        for (int i = 0; i < 6; ++i) {
            int headingPage = -1, figurePage = -1;
            for (int p = 0; p < texts.size(); ++p)
                if (texts[p].contains(marker(u'h', i))) headingPage = p;
            for (int p = 0; p < pages.size(); ++p)
                if (findColor(pages[p], QColor(QLatin1String(kFigureColors[i])).rgb()).pixels >= 20)
                    figurePage = p;
            QVERIFY2(headingPage >= 0 && headingPage == figurePage,
                     qPrintable(QStringLiteral("heading %1 on page %2, its figure on page %3")
                                    .arg(i)
                                    .arg(headingPage + 1)
                                    .arg(figurePage + 1)));
        }
    }

    void fourPageCaseIsUnderHalfAMegabyte() {
        // A case of four pages or more: Korean text, code and three figures.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        QString assets = QStringLiteral("assets:\n");
        QString body;
        for (int i = 0; i < 3; ++i) {
            QVERIFY(writeFile(ws.filePath(QStringLiteral("final/assets/diagrams/g%1.svg").arg(i)),
                              solidSvg(400, 300, "#3366cc")));
            assets +=
                QStringLiteral("  - key: g%1\n    file: ../../../final/assets/diagrams/g%1.svg\n")
                    .arg(i);
        }
        for (int i = 0; i < 3; ++i) {
            body += QStringLiteral("## 절 %1\n\n").arg(i);
            for (int k = 0; k < 8; ++k)
                body += QStringLiteral(
                    "복구 큐의 넣기는 열린 항목을 갱신해 보고 0 이면 삽입한다. 열린 항목이 없는 "
                    "업로드에 두 보고가 같은 순간 들어오면 둘 다 0 을 받고 둘 다 삽입한다. "
                    "인덱스는 "
                    "제 일을 한다. 중복 행은 생기지 않는다.\n\n");
            body += QStringLiteral(
                "```sql\nUPDATE recovery_queue SET reason = ? WHERE upload_id = ? AND state = "
                "'OPEN';\n"
                "INSERT INTO recovery_queue (upload_id, reason, state) VALUES (?, ?, "
                "'OPEN');\n```\n\n");
            body +=
                QStringLiteral(":::evidence key=\"g%1\" alt=\"그림\" caption=\"그림 %1\"\n:::\n\n")
                    .arg(i);
        }
        QVERIFY(writeCase(ws, QStringLiteral("four"), QStringLiteral("네 쪽 사례"), assets, body));
        const std::optional<Workspace> w = loadWorkspace(ws.path());
        QVERIFY(w && w->documents.size() == 1);
        PdfOptions o;
        o.docPath = w->documents.first().path;
        const QString file = ws.filePath(QStringLiteral("four.pdf"));
        const ExportReport r = PdfExporter::exportPdf(*w, file, o);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY2(pdfinfoPages(file) >= 4, qPrintable(QString::number(pdfinfoPages(file))));
        QVERIFY2(QFileInfo(file).size() < 500 * 1024,
                 qPrintable(QString::number(QFileInfo(file).size())));
        const QString fonts = fontProblems(file);
        QVERIFY2(fonts.isEmpty(), qPrintable(fonts));
    }

    void figuresAtPageBreaksLandWholeOnOnePage() {
        // Six figures of one colour each, between runs of text of different lengths, so that
        // several fall where a page ends. On the rendered pages each colour must be on one page
        // only, as a whole rectangle of the figure's proportions.
        QTemporaryDir ws;
        QVERIFY(ws.isValid());
        QString assets;
        bool ok = false;
        const QString body = figureBody(ws, u'f', 9, 5, false, &assets, &ok);
        QVERIFY(ok);
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
            const QRgb color = QColor(QLatin1String(kFigureColors[i])).rgb();
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

    void tallFigureLandsWholeOnOnePage() {
        // A document whose tall figure comes after a page's worth of text: it lands whole on
        // one page (moved to the next when what is left of a page is too short).
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
        const int count = pdfinfoPages(file);
        QCOMPARE(r.pages, count);
        QVERIFY(count >= 2);
        const QStringList texts = pageTexts(file);
        // (Only letters are compared.)
        QVERIFY(texts.value(0).contains(squeeze(QStringLiteral("한국어 본문이 이어진다"))));
        const QList<QImage> pages = rasterPages(file, 40);
        QCOMPARE(int(pages.size()), count);
        const QRgb magenta = qRgb(0xff, 0x00, 0xff);
        int on = 0;
        for (const QImage& page : pages) {
            const Patch figure = findColor(page, magenta);
            if (figure.pixels == 0) continue;
            ++on;
            const double aspect = double(figure.box.width()) / figure.box.height();
            QVERIFY2(qAbs(aspect - 400.0 / 600.0) < 0.05,
                     qPrintable(
                         QStringLiteral("%1x%2").arg(figure.box.width()).arg(figure.box.height())));
            QVERIFY(figure.pixels > 0.9 * figure.box.width() * figure.box.height());
        }
        QCOMPARE(on, 1);
    }

    void textFlowsIntoTheBlankBeforeAPushedFigure() {
        // A tall figure after text that leaves a third of the page or more: too short for the
        // figure, which goes to the next page whole. The paragraphs after it that fit move in
        // front of it, onto the page it left part blank; none is lost or doubled. Kept with a
        // heading before it, the figure has its section's text after it, as written.
        for (const bool heading : {false, true}) {
            for (const int before : {8, 11}) {
                QTemporaryDir ws;
                QVERIFY(ws.isValid());
                QVERIFY(writeFile(ws.filePath(QStringLiteral("final/assets/diagrams/tall.svg")),
                                  solidSvg(400, 600, "#ff00ff")));
                QString md =
                    frontMatter(QStringLiteral("flow"), QStringLiteral("밀려난 그림"),
                                QStringLiteral("assets:\n  - key: tall\n    file: "
                                               "../../../final/assets/diagrams/tall.svg\n"));
                for (int i = 0; i < before; ++i)
                    md += QStringLiteral("문단 %1. 한국어 본문이 이어진다.\n\n").arg(i);
                if (heading) md += QStringLiteral("## 그림의 절\n\n");
                md += QStringLiteral(
                    ":::evidence key=\"tall\" alt=\"긴 그림\" caption=\"긴 그림\"\n:::\n\n");
                QStringList markers;
                for (int i = 0; i < 5; ++i) {
                    markers << marker(u'w', i);
                    md += marker(u'w', i) + QStringLiteral(" 그림 뒤의 문단이다.\n\n");
                }
                QVERIFY(
                    writeFile(ws.filePath(QStringLiteral("tech-log-studio/t/case/case-flow.md")),
                              md.toUtf8()));
                const std::optional<Workspace> w = loadWorkspace(ws.path());
                QVERIFY(w && w->documents.size() == 1);
                PdfOptions o;
                o.docPath = w->documents.first().path;
                const QString file = ws.filePath(QStringLiteral("flow.pdf"));
                const ExportReport r = PdfExporter::exportPdf(*w, file, o);
                QVERIFY2(r.ok, qPrintable(r.error));
                const QStringList texts = pageTexts(file);
                const QList<QImage> pages = rasterPages(file, 40);
                QCOMPARE(pages.size(), texts.size());
                int figurePage = -1, figures = 0;
                for (int p = 0; p < pages.size(); ++p)
                    if (findColor(pages[p], qRgb(0xff, 0x00, 0xff)).pixels >= 20) {
                        figurePage = p;
                        ++figures;
                    }
                const QString where =
                    QStringLiteral("heading %1, %2 paragraphs before").arg(heading).arg(before);
                QVERIFY2(figures == 1, qPrintable(where));
                // The figure was pushed: the text before it ends on the page before.
                QVERIFY2(figurePage == 1, qPrintable(where));
                QVERIFY2(texts[0].contains(squeeze(QStringLiteral("문단 %1.").arg(before - 1))),
                         qPrintable(where));
                const QString all = texts.join(QString());
                for (const QString& m : markers)
                    QVERIFY2(all.count(m) == 1, qPrintable(where + u' ' + m));
                if (heading) {
                    QVERIFY2(texts[1].contains(markers[0]), qPrintable(where));
                } else {
                    QVERIFY2(texts[0].contains(markers[0]), qPrintable(where));
                    QVERIFY2(texts[0].contains(markers[1]), qPrintable(where));
                    // In order: what moved comes before what did not.
                    for (int i = 1; i < markers.size(); ++i)
                        QVERIFY2(all.indexOf(markers[i - 1]) < all.indexOf(markers[i]),
                                 qPrintable(where));
                }
            }
        }
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
        QVERIFY(!r.contents.isEmpty());
        const QString contents =
            pageTexts(file).mid(0, r.contents.first().page - 1).join(QString());
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
        PdfOptions o;
        o.cancel = std::make_shared<std::atomic_bool>(true);
        const ExportReport r =
            PdfExporter::exportPdf(ws_, tmp_.filePath(QStringLiteral("c.pdf")), o);
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
        QVERIFY(!QFileInfo::exists(tmp_.filePath(QStringLiteral("c.pdf"))));
    }
};

int main(int argc, char** argv) {
    // As `techlog export --pdf` does: Qt WebEngine prepared before the application exists.
    PdfPrinter::prepareApplication();
    QGuiApplication app(argc, argv);
    TestPdfExporter test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_pdfexporter.moc"
