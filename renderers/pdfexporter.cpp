#include "pdfexporter.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontInfo>
#include <QHash>
#include <QImage>
#include <QMutex>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextObjectInterface>
#include <QUrl>
#include <cmath>

#include "htmlescape.h"
#include "markdownrenderer.h"
#include "pagetemplate.h"
#include "pathguard.h"
#include "siteexporter.h"
#include "svgsanitizer.h"

namespace techlog {

namespace {

constexpr int kSvgObjectType = QTextFormat::UserObject + 17;
constexpr int kSvgIndexProperty = QTextFormat::UserProperty + 17;
constexpr int kResolution = 300;  // dots per inch of the PDF's coordinate system

QString esc(const QString& s) { return HtmlEscape::escape(s); }

// A sanitized evidence SVG drawn as a text object: QSvgRenderer paints paths and text onto the
// PDF painter, so the figure stays a vector drawing in the file.
class SvgTextObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    struct Figure {
        QByteArray svg;
        QSizeF size;  // device pixels, already fitted to the page
        QString docPath;
        QString key;
    };
    QList<Figure> figures;

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override {
        return figures.value(format.intProperty(kSvgIndexProperty)).size;
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                    const QTextFormat& format) override {
        const int i = format.intProperty(kSvgIndexProperty);
        if (i < 0 || i >= figures.size()) return;
        QSvgRenderer renderer(figures[i].svg);
        renderer.setAspectRatioMode(Qt::KeepAspectRatio);
        renderer.render(painter, rect);
    }
};

const char* kStyleSheet =
    "h1 { font-size: 17pt; font-weight: bold; margin-bottom: 8px; }"
    "h2 { font-size: 13.5pt; font-weight: bold; margin-top: 14px; }"
    "h3 { font-size: 11.5pt; font-weight: bold; margin-top: 10px; }"
    "p, li { font-size: 10pt; }"
    "pre { font-size: 8.5pt; background-color: #f5f6f8; }"
    "code { font-size: 9pt; }"
    ".draft { color: #8a4b00; background-color: #fff4e0; font-weight: bold; }"
    ".caption { color: #5b6270; font-size: 9pt; }"
    ".fm { font-size: 9pt; color: #333333; }"
    ".callout-title { font-weight: bold; }"
    ".evidence-missing-reason { color: #7a1f1f; font-weight: bold; }"
    ".relation-unresolved { color: #a3261b; }"
    ".contents-page { color: #333333; }"
    ".hl-keyword { color: #8b2bb9; font-weight: bold; }"
    ".hl-type { color: #1f6f8b; }"
    ".hl-string { color: #2f7d32; }"
    ".hl-comment { color: #6b7280; font-style: italic; }"
    ".hl-number { color: #b45309; }"
    ".hl-function { color: #1f4fbf; }";

// The renderer's HTML uses a few elements QTextDocument does not know: make them blocks it knows.
QString adaptForTextDocument(QString html) {
    static const QRegularExpression figureOpen(QStringLiteral("<figure\\b[^>]*>"));
    static const QRegularExpression asideOpen(QStringLiteral("<aside\\b[^>]*>"));
    static const QRegularExpression img(QStringLiteral("<img\\b([^>]*)/?>"));
    html.replace(figureOpen, QStringLiteral("<div class=\"figure\">"));
    html.replace(QStringLiteral("</figure>"), QStringLiteral("</div>"));
    html.replace(asideOpen, QStringLiteral("<div class=\"callout\">"));
    html.replace(QStringLiteral("</aside>"), QStringLiteral("</div>"));
    html.replace(QStringLiteral("<figcaption>"),
                 QStringLiteral("<p class=\"caption\" align=\"center\">"));
    html.replace(QStringLiteral("</figcaption>"), QStringLiteral("</p>"));
    html.replace(img, QStringLiteral("<p align=\"center\"><img\\1/></p>"));
    return html;
}

// QPdfWriter stamps the current local time into /CreationDate: `yyyyMMddhhmmssZ` in UTC,
// `yyyyMMddhhmmss+HH'mm'` elsewhere, six bytes longer. Same workspace, same bytes, in any time
// zone: the date becomes the newest evidenceCapturedOn of the exported documents, midnight UTC,
// always in the short form; when that changes the length, every offset after it in the
// cross-reference table (and startxref) moves by the difference. An unexpected layout is left
// alone rather than guessed at.
void stampCreationDate(QByteArray& pdf, const Workspace& ws, const QList<int>& included) {
    QString newest;
    for (int i : included)
        newest = std::max(newest, ws.documents[i].frontMatter.evidenceCapturedOn);
    QDate date = QDate::fromString(newest, Qt::ISODate);
    if (!date.isValid()) date = QDate(2000, 1, 1);
    const QByteArray marker = "/CreationDate (D:";
    const qsizetype at = pdf.indexOf(marker);
    if (at < 0) return;
    const qsizetype start = at + marker.size();
    const qsizetype end = pdf.indexOf(')', start);
    if (end < 0) return;
    const QByteArray stamp = date.toString(QStringLiteral("yyyyMMdd")).toLatin1() + "000000Z";
    const qsizetype delta = stamp.size() - (end - start);
    if (delta == 0) {
        pdf.replace(start, stamp.size(), stamp);
        return;
    }
    // One classic table (what QPdfWriter writes): "xref\n0 N\n" then N entries of 20 bytes.
    const qsizetype xref = pdf.lastIndexOf("\nxref\n");
    const qsizetype startxref = pdf.lastIndexOf("\nstartxref\n");
    if (xref < end || startxref < xref) return;
    const qsizetype header = xref + 6;
    const qsizetype headerEnd = pdf.indexOf('\n', header);
    const QList<QByteArray> counts = pdf.mid(header, headerEnd - header).trimmed().split(' ');
    if (counts.size() != 2 || counts[0] != "0") return;
    bool ok = false;
    const int entries = counts[1].toInt(&ok);
    if (!ok || headerEnd + 1 + qsizetype(entries) * 20 > startxref + 1) return;
    for (int e = 0; e < entries; ++e) {
        const qsizetype entry = headerEnd + 1 + qsizetype(e) * 20;
        if (pdf.at(entry + 17) != 'n') continue;
        const qlonglong offset = pdf.mid(entry, 10).toLongLong(&ok);
        if (!ok) return;
        if (offset > at)
            pdf.replace(entry, 10, QByteArray::number(offset + delta).rightJustified(10, '0'));
    }
    const qsizetype numberAt = startxref + 11;
    const qsizetype numberEnd = pdf.indexOf('\n', numberAt);
    const QByteArray number = pdf.mid(numberAt, numberEnd - numberAt);
    const qlonglong old = number.trimmed().toLongLong(&ok);
    if (!ok) return;
    pdf.replace(numberAt, number.size(), QByteArray::number(old + delta) + ' ');
    pdf.replace(start, end - start, stamp);
}

QTextDocument* newDocument(QPdfWriter* writer, const QString& family, const QSizeF& page,
                           QObject* parent) {
    auto* doc = new QTextDocument(parent);
    doc->documentLayout()->setPaintDevice(writer);
    QFont font(family);
    font.setPointSizeF(10);
    doc->setDefaultFont(font);
    doc->setDefaultStyleSheet(QString::fromLatin1(kStyleSheet));
    doc->setPageSize(page);
    doc->setDocumentMargin(0);
    return doc;
}

QString documentHtml(const Workspace& ws, int index, bool firstOfFile, SvgTextObject* figures,
                     const QSizeF& maxFigure, QStringList* warnings,
                     QHash<QString, int>* svgByFile) {
    const Document& doc = ws.documents[index];
    RenderContext ctx;
    ctx.workspace = &ws;
    ctx.assetSrc = [&](const Document& d, const AssetRef& asset,
                       const QString& absFile) -> QString {
        int i = svgByFile->value(absFile + QLatin1Char('#') + asset.key, -1);
        if (i < 0) {
            if (QFileInfo(absFile).suffix().toLower() != QLatin1String("svg")) {
                warnings->append(
                    QStringLiteral("%1: %2 is not an SVG; not drawn").arg(d.path, asset.file));
                return {};
            }
            const SanitizeResult r = SvgSanitizer::sanitizeFile(absFile);
            if (!r.ok) {
                warnings->append(QStringLiteral("%1: %2 rejected by the SVG sanitizer: %3")
                                     .arg(d.path, asset.file, r.error));
                return {};
            }
            QSvgRenderer probe(r.svg);
            if (!probe.isValid()) {
                warnings->append(
                    QStringLiteral("%1: %2 could not be drawn").arg(d.path, asset.file));
                return {};
            }
            QSizeF size = probe.viewBoxF().size();
            if (probe.defaultSize().isValid()) size = probe.defaultSize();
            if (size.isEmpty()) size = QSizeF(400, 300);
            size *= kResolution / 96.0;  // SVG user units are CSS pixels
            const double scale = std::min(
                {1.0, maxFigure.width() / size.width(), maxFigure.height() / size.height()});
            i = int(figures->figures.size());
            figures->figures.append({r.svg, size * scale, d.path, asset.key});
            svgByFile->insert(absFile + QLatin1Char('#') + asset.key, i);
        }
        return QStringLiteral("techlog-figure-%1.svg").arg(i);
    };
    // Relations stay bold text: a PDF reader finds a document through the contents page.

    const QString body =
        PageTemplate::withoutTitleHeading(doc, MarkdownRenderer::renderDocumentBody(doc, ctx));

    const FrontMatter& fm = doc.frontMatter;
    auto orNone = [](const QString& v) {
        return v.trimmed().isEmpty() ? QStringLiteral("없음") : v.trimmed();
    };
    QString h =
        QStringLiteral("<h1%1><a name=\"techlog-doc-%2\"></a>%3</h1>\n")
            .arg(firstOfFile ? QString() : QStringLiteral(" style=\"page-break-before: always\""))
            .arg(index)
            .arg(esc(PageTemplate::displayTitle(doc)));
    if (PageTemplate::isDraft(doc))
        h += QStringLiteral("<p class=\"draft\">%1</p>\n").arg(esc(PageTemplate::draftBanner()));
    h +=
        QStringLiteral(
            "<p class=\"fm\">종류 %1 · 상태 %2 · 주제 %3<br/>소스 리비전 %4 · 증거 수집일 %5</p>\n")
            .arg(PageTemplate::kindLabel(doc.kind), esc(orNone(fm.status)), esc(orNone(fm.topic)),
                 esc(orNone(fm.sourceRevision)), esc(orNone(fm.evidenceCapturedOn)));
    h += adaptForTextDocument(body);

    QList<int> from;
    if (index < ws.graph.backlinks.size())
        for (int e : ws.graph.backlinks[index])
            if (e >= 0 && e < ws.graph.edges.size() && !from.contains(ws.graph.edges[e].from) &&
                ws.graph.edges[e].from != index)
                from.append(ws.graph.edges[e].from);
    std::sort(from.begin(), from.end());
    h += QStringLiteral("<h2>이 문서를 가리키는 문서</h2>\n");
    if (from.isEmpty()) {
        h += QStringLiteral("<p>이 문서를 가리키는 문서가 없습니다.</p>\n");
    } else {
        h += QStringLiteral("<ul>\n");
        for (int f : from)
            h += QStringLiteral("<li>%1 (%2)</li>\n")
                     .arg(esc(PageTemplate::displayTitle(ws.documents[f])),
                          PageTemplate::kindLabel(ws.documents[f].kind));
        h += QStringLiteral("</ul>\n");
    }
    return h;
}

// Turns the placeholder images into SVG text objects; returns their positions.
QList<int> insertFigures(QTextDocument* doc) {
    static const QRegularExpression name(QStringLiteral("^techlog-figure-(\\d+)\\.svg$"));
    QList<QPair<int, int>> found;  // position, figure index
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (!f.charFormat().isImageFormat()) continue;
            const QRegularExpressionMatch m = name.match(f.charFormat().toImageFormat().name());
            if (!m.hasMatch()) continue;
            for (int k = 0; k < f.length(); ++k)
                found.append({f.position() + k, m.captured(1).toInt()});
        }
    }
    QList<int> positions;
    for (const auto& [pos, index] : found) {
        QTextCursor c(doc);
        c.setPosition(pos);
        c.setPosition(pos + 1, QTextCursor::KeepAnchor);
        QTextCharFormat fmt;
        fmt.setObjectType(kSvgObjectType);
        fmt.setProperty(kSvgIndexProperty, index);
        c.insertText(QString(QChar::ObjectReplacementCharacter), fmt);
        positions.append(pos);  // one character replaced by one: later positions hold
    }
    return positions;
}

double blockTop(QTextDocument* doc, const QTextBlock& b) {
    return doc->documentLayout()->blockBoundingRect(b).top();
}

// Page (0-based) of a position in a paginated document.
int pageOf(QTextDocument* doc, int position, double pageHeight, double* top = nullptr,
           double* bottom = nullptr) {
    const QTextBlock b = doc->findBlock(position);
    const QTextLayout* layout = b.layout();
    double y = blockTop(doc, b), h = 0;
    if (layout) {
        const QTextLine line = layout->lineForTextPosition(position - b.position());
        if (line.isValid()) {
            y += line.y();
            h = line.height();
        }
    }
    if (top) *top = y;
    if (bottom) *bottom = y + h;
    return int(std::floor((y + 0.5) / pageHeight));
}

void drawPage(QPainter& painter, QTextDocument* doc, int page, const QSizeF& body) {
    const QRectF area(0, page * body.height(), body.width(), body.height());
    painter.save();
    painter.translate(0, -area.top());
    painter.setClipRect(area);
    // Not drawContents(): QTextLayout draws every line touching the clip, edges included, so a
    // line starting exactly where this page ends (one moved to the next page) would be drawn
    // here too, out of sight but in the file's text. Culling against a rect a hair inside
    // keeps each line on its own page; the painter still clips to the whole page.
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = area.adjusted(0, 0.5, 0, -0.5);
    doc->documentLayout()->draw(&painter, context);
    painter.restore();
}

}  // namespace

ExportReport PdfExporter::exportPdf(const Workspace& ws, const QString& file,
                                    const PdfOptions& options) {
    ExportReport result;
    result.target = file;
    auto cancelled = [&] { return options.cancel && options.cancel->load(); };

    QList<int> included;
    if (!options.docPath.isEmpty()) {
        QString wanted = QDir::cleanPath(options.docPath);
        if (QDir::isAbsolutePath(wanted)) wanted = ws.relativePath(wanted);
        const int i = ws.indexOfPath(wanted);
        if (i < 0) {
            result.error = QStringLiteral("no document %1 in the workspace").arg(options.docPath);
            return result;
        }
        included.append(i);
    } else {
        included = SiteExporter::selectDocuments(ws, options.status);
    }
    if (included.isEmpty()) {
        result.error = QStringLiteral("no documents to export");
        return result;
    }

    // Written to memory first: the creation date is made deterministic below, and the file
    // only replaces an older one once it is whole (QSaveFile).
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(kResolution);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(18, 16, 18, 12), QPageLayout::Millimeter));
    writer.setTitle(options.docPath.isEmpty()
                        ? QStringLiteral("%1 기술 기록").arg(PageTemplate::projectName(ws))
                        : PageTemplate::displayTitle(ws.documents[included.first()]));
    writer.setCreator(QStringLiteral("Techlog Studio"));
    const QRectF paint = writer.pageLayout().paintRectPixels(kResolution);
    const double footer = kResolution * 0.4;  // about 10 mm for the page number
    const QSizeF body(paint.width(), paint.height() - footer);

    QObject owner;
    auto* handler = new SvgTextObject;
    handler->setParent(&owner);
    QTextDocument* main = newDocument(&writer, options.fontFamily, body, &owner);
    main->documentLayout()->registerHandler(kSvgObjectType, handler);

    QString html;
    QHash<QString, int> svgByFile;
    const QSizeF maxFigure(body.width() * 0.98, body.height() * 0.8);
    for (int k = 0; k < included.size(); ++k) {
        if (cancelled()) {
            result.cancelled = true;
            result.error = QStringLiteral("cancelled");
            return result;
        }
        html +=
            documentHtml(ws, included[k], k == 0, handler, maxFigure, &result.warnings, &svgByFile);
        if (options.progress) options.progress(k + 1, int(included.size()));
    }
    // The placeholders become SVG objects below; registering them keeps QTextDocument from
    // looking for files of that name.
    for (int i = 0; i < handler->figures.size(); ++i) {
        QImage dot(1, 1, QImage::Format_ARGB32);
        dot.fill(Qt::transparent);
        main->addResource(QTextDocument::ImageResource,
                          QUrl(QStringLiteral("techlog-figure-%1.svg").arg(i)), dot);
    }
    if (QFontInfo(main->defaultFont()).family() != options.fontFamily)
        result.warnings.append(QStringLiteral("font %1 is not installed: Korean text may not show")
                                   .arg(options.fontFamily));
    main->setHtml(QStringLiteral("<html><body>%1</body></html>").arg(html));
    const QList<int> figurePositions = insertFigures(main);
    // setHtml lays out only a first chunk (QTextDocument's layout is lazy). Each edit above then
    // relays out around itself and, on running to the end of the document, takes the layout for
    // finished: the blocks after it keep no lines (no text drawn, no height). Lay the whole,
    // complete document out again.
    main->markContentsDirty(0, main->characterCount());
    main->documentLayout()->documentSize();  // lays the document out
    const int mainPages = std::max(1, main->pageCount());

    // Where each document starts: its title's anchor.
    QHash<int, int> startPage;
    for (QTextBlock b = main->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it)
            for (const QString& a : it.fragment().charFormat().anchorNames())
                if (a.startsWith(QLatin1String("techlog-doc-")))
                    startPage.insert(a.mid(12).toInt(),
                                     pageOf(main, it.fragment().position(), body.height()));

    // The contents page(s): laid out once to count them, again with the real page numbers.
    QTextDocument* contents = nullptr;
    int contentsPages = 0;
    if (options.docPath.isEmpty()) {
        auto contentsHtml = [&](int offset) {
            QString c = QStringLiteral(
                            "<h1>%1 기술 기록</h1>\n<h2>차례</h2>\n<table width=\"100%\" "
                            "cellpadding=\"3\">\n")
                            .arg(esc(PageTemplate::projectName(ws)));
            result.contents.clear();
            for (int i : included) {
                const int page = startPage.value(i, 0) + 1 + offset;
                result.contents.append(
                    {ws.documents[i].path, PageTemplate::displayTitle(ws.documents[i]), page});
                c += QStringLiteral(
                         "<tr><td>%1 <span class=\"contents-page\">(%2)</span></td>"
                         "<td align=\"right\" width=\"12%\">%3</td></tr>\n")
                         .arg(esc(PageTemplate::displayTitle(ws.documents[i])),
                              PageTemplate::kindLabel(ws.documents[i].kind))
                         .arg(page);
            }
            return c + QStringLiteral("</table>\n");
        };
        contents = newDocument(&writer, options.fontFamily, body, &owner);
        contents->setHtml(contentsHtml(0));
        contentsPages = std::max(1, contents->pageCount());
        for (int attempt = 0; attempt < 3; ++attempt) {
            contents->setHtml(contentsHtml(contentsPages));
            const int n = std::max(1, contents->pageCount());
            if (n == contentsPages) break;
            contentsPages = n;
        }
    }
    result.pages = contentsPages + mainPages;

    for (int pos : figurePositions) {
        QTextCursor c(main);
        c.setPosition(pos + 1);
        const int index = c.charFormat().intProperty(kSvgIndexProperty);
        PdfFigure f;
        const int page = pageOf(main, pos, body.height(), &f.top, &f.bottom);
        f.page = contentsPages + page + 1;
        f.pageTop = page * body.height();
        f.pageBottom = (page + 1) * body.height();
        if (index >= 0 && index < handler->figures.size()) {
            f.docPath = handler->figures[index].docPath;
            f.key = handler->figures[index].key;
        }
        result.figures.append(f);
    }

    QPainter painter;
    if (!painter.begin(&writer)) {
        result.error = QStringLiteral("cannot write %1").arg(file);
        return result;
    }
    QFont footerFont(options.fontFamily);
    footerFont.setPointSizeF(8);
    auto footerText = [&](int pageNumber) {
        painter.setFont(footerFont);
        painter.setPen(QColor(0x5b, 0x62, 0x70));
        painter.drawText(QRectF(0, body.height(), body.width(), footer),
                         Qt::AlignHCenter | Qt::AlignBottom,
                         QStringLiteral("%1 / %2").arg(pageNumber).arg(result.pages));
    };
    int pageNumber = 0;
    for (int p = 0; p < contentsPages; ++p) {
        if (pageNumber > 0) writer.newPage();
        drawPage(painter, contents, p, body);
        footerText(++pageNumber);
    }
    for (int p = 0; p < mainPages; ++p) {
        if (cancelled()) {
            painter.end();
            result.cancelled = true;
            result.error = QStringLiteral("cancelled");
            return result;
        }
        if (pageNumber > 0) writer.newPage();
        drawPage(painter, main, p, body);
        footerText(++pageNumber);
    }
    if (!painter.end()) {
        result.error = QStringLiteral("cannot finish %1").arg(file);
        return result;
    }
    QByteArray pdf = buffer.data();
    stampCreationDate(pdf, ws, included);
    if (!PathGuard::isPlainOutputFile(file, &result.error)) return result;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(pdf) != pdf.size() || !out.commit()) {
        result.error = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

}  // namespace techlog

#include "pdfexporter.moc"
