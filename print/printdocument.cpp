#include "printdocument.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>

#include "htmlescape.h"
#include "pagetemplate.h"
#include "siterenderer.h"

namespace techlog {

namespace {

QString esc(const QString& s) { return HtmlEscape::escape(s); }

QByteArray resource(const QString& name) {
    QFile f(QStringLiteral(":/techlog/site/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The text of an HTML fragment the renderer wrote (tags dropped, its escapes undone).
QString plainText(QString html) {
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    html.remove(tag);
    html.replace(QLatin1String("&lt;"), QLatin1String("<"));
    html.replace(QLatin1String("&gt;"), QLatin1String(">"));
    html.replace(QLatin1String("&quot;"), QLatin1String("\""));
    html.replace(QLatin1String("&#39;"), QLatin1String("'"));
    html.replace(QLatin1String("&#x27;"), QLatin1String("'"));
    html.replace(QLatin1String("&amp;"), QLatin1String("&"));
    return html.replace(space, QStringLiteral(" ")).trimmed();
}

QString docId(int index) { return QStringLiteral("doc%1").arg(index); }

// A document's article, out of the page SiteRenderer rendered, with its ids made its own and
// its headings made targets (appended to `headings`).
QString printArticle(const QString& page, int index, QList<PrintHeading>* headings) {
    const qsizetype from = page.indexOf(QLatin1String("<article"));
    const qsizetype to = page.lastIndexOf(QLatin1String("</article>"));
    if (from < 0 || to < from) return {};
    QString a = page.mid(from, to + 10 - from);
    const QString prefix = docId(index) + QLatin1Char('-');

    // Ids and what points at them, within the page: prefixed. Links to other documents
    // (`#doc<N>`, made by compose()) are left alone.
    static const QRegularExpression idAttr(QStringLiteral("\\b(id|aria-labelledby)=\"([^\"]*)\""));
    static const QRegularExpression localHref(QStringLiteral("href=\"#(?!doc\\d+\")([^\"]*)\""));
    a.replace(idAttr, QStringLiteral("\\1=\"") + prefix + QStringLiteral("\\2\""));
    a.replace(localHref, QStringLiteral("href=\"#") + prefix + QStringLiteral("\\1\""));

    static const QRegularExpression heading(QStringLiteral("<h([1-6])\\b([^>]*)>(.*?)</h\\1>"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression hasId(QStringLiteral("\\bid=\"([^\"]*)\""));
    QString out;
    qsizetype last = 0;
    int k = 0;
    for (auto it = heading.globalMatch(a); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString attrs = m.captured(2);
        const bool title = attrs.contains(QLatin1String("document-title"));
        PrintHeading h;
        h.level = title ? 1 : m.captured(1).toInt();
        h.text = plainText(m.captured(3));
        h.document = index;
        if (title) {
            h.id = docId(index);
            attrs.remove(hasId);
            attrs += QStringLiteral(" id=\"%1\"").arg(h.id);
        } else if (const auto existing = hasId.match(attrs); existing.hasMatch()) {
            h.id = existing.captured(1);
        } else {
            h.id = prefix + QStringLiteral("h%1").arg(++k);
            attrs += QStringLiteral(" id=\"%1\"").arg(h.id);
        }
        if (!h.text.isEmpty()) headings->append(h);
        out += a.mid(last, m.capturedStart() - last);
        out += QStringLiteral("<h%1%2>%3</h%1>").arg(m.captured(1), attrs, m.captured(3));
        last = m.capturedEnd();
    }
    out += a.mid(last);
    return out;
}

QString head(const QString& title) {
    return QStringLiteral(
               "<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta http-equiv=\"Content-Security-Policy\" content=\"%1\">\n"
               "<meta name=\"referrer\" content=\"no-referrer\">\n"
               "<title>%2</title>\n"
               "<link rel=\"stylesheet\" href=\"static/style.css\">\n"
               "<link rel=\"stylesheet\" href=\"static/print.css\">\n</head>\n")
        .arg(esc(SiteRenderer::contentSecurityPolicy()), esc(title));
}

}  // namespace

QString PrintDocument::pagePath() { return QStringLiteral("print.html"); }
QString PrintDocument::stampPath() { return QStringLiteral("stamp.html"); }

QHash<QString, QByteArray> PrintDocument::stampFiles(int pages,
                                                     const QHash<QString, int>& pageOf) const {
    // The documents' first pages, in order: a page belongs to the last one starting at or
    // before it.
    QList<std::pair<int, QString>> starts;
    if (hasContents)
        for (const PrintHeading& h : headings)
            if (h.level == 1 && pageOf.contains(h.id)) starts.append({pageOf.value(h.id), h.text});
    QString h = QStringLiteral(
                    "<!DOCTYPE html>\n<html lang=\"ko\">\n<head>\n<meta charset=\"utf-8\">\n"
                    "<meta http-equiv=\"Content-Security-Policy\" content=\"%1\">\n"
                    "<title>%2</title>\n"
                    "<link rel=\"stylesheet\" href=\"static/stamp.css\">\n</head>\n<body>\n")
                    .arg(esc(SiteRenderer::contentSecurityPolicy()), esc(title));
    for (int p = 0; p < pages; ++p) {
        h += QStringLiteral("<section class=\"stamp\">");
        if (p > 0) {
            QString document;
            for (const auto& [first, text] : std::as_const(starts))
                if (first <= p) document = text;
            h += QStringLiteral(
                     "<div class=\"stamp-head\"><span class=\"stamp-title\">%1</span>"
                     "<span class=\"stamp-document\">%2</span></div>")
                     .arg(esc(title), esc(document));
        }
        h += QStringLiteral("<div class=\"stamp-number\">%1</div></section>\n").arg(p + 1);
    }
    h += QStringLiteral("</body>\n</html>\n");
    return {{stampPath(), h.toUtf8()},
            {QStringLiteral("static/stamp.css"), resource(QStringLiteral("stamp.css"))}};
}

PrintDocument PrintDocument::compose(const Workspace& ws, const QString& docPath,
                                     const QString& status,
                                     const std::function<void(int, int)>& progress,
                                     const std::function<bool()>& cancelled) {
    PageTemplate::initResources();
    PrintDocument d;
    if (!docPath.isEmpty()) {
        QString wanted = QDir::cleanPath(docPath);
        if (QDir::isAbsolutePath(wanted)) wanted = ws.relativePath(wanted);
        const int i = ws.indexOfPath(wanted);
        if (i < 0) {
            d.error = QStringLiteral("no document %1 in the workspace").arg(docPath);
            return d;
        }
        d.documents.append(i);
    } else {
        d.documents = SiteRenderer::selectDocuments(ws, status);
        d.hasContents = true;
    }
    if (d.documents.isEmpty()) {
        d.error = QStringLiteral("no documents to export");
        return d;
    }
    const QString project = PageTemplate::projectName(ws);
    d.title = d.hasContents ? QStringLiteral("%1 기술 기록").arg(project)
                            : PageTemplate::displayTitle(ws.documents[d.documents.first()]);

    const QSet<int> included(d.documents.begin(), d.documents.end());
    const SiteRenderer::SitePages sitePages = SiteRenderer::sitePages(ws, d.documents);
    QHash<QString, QString> assetOf;  // absolute file -> its path here ("" : placeholder)
    // Links inside the one file; no source pages (their names are plain text).
    SiteRenderer::PageContext context;
    context.indexOf = &sitePages.indexOf;
    context.page = [&](int target) -> QString {
        return included.contains(target) ? QLatin1Char('#') + docId(target) : QString();
    };
    context.asset = [&](const QString& absFile) -> QString {
        auto it = assetOf.constFind(absFile);
        if (it == assetOf.constEnd()) {
            const SiteRenderer::SiteAsset a = SiteRenderer::prepareAsset(ws, absFile);
            if (!a.warning.isEmpty()) d.warnings.append(a.warning);
            if (a.ok) d.files.insert(a.outPath, a.bytes);
            it = assetOf.insert(absFile, a.ok ? a.outPath : QString());
        }
        return *it;
    };

    QString articles;
    for (int k = 0; k < d.documents.size(); ++k) {
        if (cancelled && cancelled()) {
            d.cancelled = true;
            d.error = QStringLiteral("cancelled");
            return d;
        }
        const int i = d.documents[k];
        const QString page = SiteRenderer::renderPage(ws, i, ws.documents[i], context);
        articles += QStringLiteral("<div class=\"print-document\">\n") +
                    printArticle(page, i, &d.headings) + QStringLiteral("\n</div>\n");
        if (progress) progress(k + 1, int(d.documents.size()));
    }

    QString h = head(d.title);
    h += QStringLiteral("<body class=\"page-document page-print\">\n<main id=\"main\">\n");
    // Every heading is the target of a link: visible on the contents page (documents and
    // their first two heading levels), in a hidden list for the rest.
    QString hidden;
    if (d.hasContents) {
        h += QStringLiteral(
                 "<section class=\"print-contents\">\n<h1 class=\"print-contents-title\">%1</h1>\n"
                 "<h2 class=\"print-contents-heading\">차례</h2>\n<ol class=\"toc\">\n")
                 .arg(esc(d.title));
        for (const PrintHeading& x : std::as_const(d.headings)) {
            if (x.level > 3) {
                hidden += QStringLiteral("<a href=\"#%1\">%1</a>\n").arg(x.id);
                continue;
            }
            const Document& doc = ws.documents[x.document];
            const QString extra = x.level == 1 ? QStringLiteral(" <span class=\"kind\">%1</span>")
                                                     .arg(PageTemplate::kindLabel(doc.kind))
                                               : QString();
            h += QStringLiteral(
                     "<li class=\"toc-entry toc-level-%1\"><a href=\"#%2\"><span "
                     "class=\"toc-title\">%3%4</span><span class=\"toc-page\" "
                     "data-target=\"%2\"></span></a></li>\n")
                     .arg(x.level)
                     .arg(x.id, esc(x.text), extra);
        }
        h += QStringLiteral("</ol>\n</section>\n");
    } else {
        for (const PrintHeading& x : std::as_const(d.headings))
            hidden += QStringLiteral("<a href=\"#%1\">%1</a>\n").arg(x.id);
    }
    if (!hidden.isEmpty())
        h += QStringLiteral("<nav class=\"print-targets\" hidden>\n") + hidden +
             QStringLiteral("</nav>\n");
    h += articles;
    h += QStringLiteral("</main>\n</body>\n</html>\n");

    d.files.insert(pagePath(), h.toUtf8());
    d.files.insert(QStringLiteral("static/style.css"), resource(QStringLiteral("style.css")));
    d.files.insert(QStringLiteral("static/print.css"), resource(QStringLiteral("print.css")));
    if (d.files.value(QStringLiteral("static/print.css")).isEmpty())
        d.error = QStringLiteral("the print resources are missing from this build");
    return d;
}

}  // namespace techlog
