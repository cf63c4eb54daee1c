#include "pagetemplate.h"

#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QUrl>
#include <algorithm>
#include <functional>

#include "htmlescape.h"
#include "siterenderer.h"

// The resources of a static library are not registered unless something refers to them.
static void techlogInitSiteResources() { Q_INIT_RESOURCE(resources); }

namespace techlog {

namespace {

QString esc(const QString& s) { return HtmlEscape::escape(s); }

QString head(const QString& title, const QString& up) {
    return QStringLiteral(
               "<!DOCTYPE html>\n"
               "<html lang=\"ko\">\n"
               "<head>\n"
               "<meta charset=\"utf-8\">\n"
               "<meta http-equiv=\"Content-Security-Policy\" content=\"%1\">\n"
               "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
               "<meta name=\"referrer\" content=\"no-referrer\">\n"
               "<title>%2</title>\n"
               "<link rel=\"stylesheet\" href=\"%3static/style.css\">\n"
               "<script src=\"%3static/zoom.js\" defer></script>\n"
               "</head>\n")
        .arg(esc(SiteRenderer::contentSecurityPolicy()), esc(title), up);
}

int kindOrder(DocKind k) {
    switch (k) {
        case DocKind::Concept:
            return 0;
        case DocKind::Rule:
            return 1;
        case DocKind::Case:
            return 2;
        default:
            return 3;
    }
}

QString orNone(const QString& value, const QString& none) {
    return value.trimmed().isEmpty() ? none : value.trimmed();
}

QString statusBadge(const Workspace& ws, const Document& d) {
    const QString status = orNone(d.frontMatter.status, QStringLiteral("상태 없음"));
    return QStringLiteral("<span class=\"status %1\">%2</span>")
        .arg(PageTemplate::isDraft(ws, d) ? QStringLiteral("status-draft")
                                          : QStringLiteral("status-published"),
             esc(status));
}

QString entryItem(const Workspace& ws, const PageTemplate::IndexEntry& e) {
    const Document& d = *e.doc;
    return QStringLiteral(
               "<li><a href=\"%1\">%2</a> <span class=\"kind kind-%3\">%4</span> %5</li>\n")
        .arg(esc(e.href), esc(PageTemplate::displayTitle(d)), kindName(d.kind),
             PageTemplate::kindLabel(d.kind), statusBadge(ws, d));
}

}  // namespace

void PageTemplate::initResources() {
    static const bool once = [] {
        techlogInitSiteResources();
        return true;
    }();
    (void)once;
}

QString PageTemplate::rootPrefix(const QString& pagePath) {
    return QStringLiteral("../").repeated(pagePath.count(QLatin1Char('/')));
}

QString PageTemplate::urlPath(const QString& relativePath) {
    // Most paths are unreserved ASCII already, which percent-encoding leaves as it is: the
    // split, the encoding of each part and the join were 6,700 instructions a link.
    bool plain = true;
    for (const QChar c : relativePath) {
        const char16_t u = c.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') ||
              u == u'-' || u == u'.' || u == u'_' || u == u'~' || u == u'/')) {
            plain = false;
            break;
        }
    }
    if (plain) return relativePath;
    QStringList parts = relativePath.split(QLatin1Char('/'));
    for (QString& p : parts) p = QString::fromLatin1(QUrl::toPercentEncoding(p));
    return parts.join(QLatin1Char('/'));
}

QString PageTemplate::displayTitle(const Document& doc) {
    return doc.title().trimmed().isEmpty() ? doc.path : doc.title().trimmed();
}

QString PageTemplate::kindLabel(DocKind kind) {
    switch (kind) {
        case DocKind::Concept:
            return QStringLiteral("개념");
        case DocKind::Rule:
            return QStringLiteral("규칙");
        case DocKind::Case:
            return QStringLiteral("사례");
        default:
            return QStringLiteral("기타");
    }
}

QString PageTemplate::projectName(const Workspace& ws) {
    for (const Document& d : ws.documents)
        if (!d.frontMatter.project.trimmed().isEmpty()) return d.frontMatter.project.trimmed();
    return QFileInfo(ws.root).fileName();
}

QString PageTemplate::draftBanner() {
    return QStringLiteral("게시 전 · 아직 게시되지 않은 문서입니다. 내용이 바뀔 수 있습니다.");
}

bool PageTemplate::isDraft(const Workspace& ws, const Document& doc) {
    return doc.frontMatter.status.trimmed() != SiteRenderer::publishedStatus() ||
           ws.unrecordedPublications.contains(doc.path);
}

QString PageTemplate::withoutTitleHeading(const Document& doc, const QString& bodyHtml) {
    QString body = bodyHtml;
    // The headings of what was rendered: an imported document's Markdown form.
    const QList<Heading>& headings = doc.markdown().headings;
    const bool bodyHasTitle = !headings.isEmpty() && headings.first().level == 1 &&
                              headings.first().text.trimmed() == doc.title().trimmed();
    if (bodyHasTitle) {
        static const QRegularExpression firstH1(QStringLiteral("<h1[^>]*>.*?</h1>\\n?"),
                                                QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch m = firstH1.match(body);
        if (m.hasMatch()) body.remove(m.capturedStart(), m.capturedLength());
    }
    return body;
}

namespace {

// The section listing the documents that point at a page (a document's backlinks, a source
// file's citing documents): each linked, with its kind; one without a page as plain text.
QString linkSection(const QString& headingId, const QString& heading, const QString& none,
                    const QList<PageTemplate::Link>& links) {
    QString h = QStringLiteral(
                    "<section class=\"backlinks\" aria-labelledby=\"%1\">\n"
                    "<h2 id=\"%1\">%2</h2>\n")
                    .arg(headingId, esc(heading));
    if (links.isEmpty())
        return h +
               QStringLiteral("<p class=\"backlinks-empty\">%1</p>\n</section>\n").arg(esc(none));
    h += QStringLiteral("<ul>\n");
    for (const PageTemplate::Link& l : links) {
        const QString label =
            l.href.isEmpty()
                ? QStringLiteral("<span class=\"relation-filtered\">%1</span>").arg(esc(l.title))
                : QStringLiteral("<a class=\"backlink\" href=\"%1\">%2</a>")
                      .arg(esc(l.href), esc(l.title));
        h += QStringLiteral("<li>%1 <span class=\"kind kind-%2\">%3</span></li>\n")
                 .arg(label, esc(l.kind), PageTemplate::kindLabel(kindFromString(l.kind)));
    }
    return h + QStringLiteral("</ul>\n</section>\n");
}

}  // namespace

QString PageTemplate::sourceSentence(
    const QString& sentence, const QList<ResolvedSource>& refs,
    const std::function<QString(const QString& path, const QString& id)>& href) {
    // The links and marks to put around parts of the sentence; they never overlap, and a
    // backquoted part holds a whole link or none of one (names and `§` have no backquotes).
    struct Span {
        int start = 0;
        int end = 0;
        QString open;
        QString close;
    };
    QList<Span> spans;
    auto linkOrText = [&](const ResolvedSource& r, int start, int length,
                          const SourceOutline::Target& target, bool resolved,
                          const QString& extraClass) {
        Span span{start, start + length, {}, {}};
        const QString link = r.found() && href ? href(r.path, target.id) : QString();
        if (!r.found()) {
            span.open = QStringLiteral(
                "<span class=\"source-file source-missing\" "
                "title=\"작업 공간에 없는 파일입니다\">");
            span.close = QStringLiteral("</span>");
        } else if (link.isEmpty()) {
            span.open = QStringLiteral("<span class=\"source-file\">");
            span.close = QStringLiteral("</span>");
        } else {
            QString cls = QStringLiteral("source-link") + extraClass;
            QString title;
            if (!resolved) {
                cls += QStringLiteral(" source-unresolved");
                title = QStringLiteral(" title=\"이 파일에서 찾지 못해 파일의 처음으로 갑니다\"");
            }
            span.open =
                QStringLiteral(
                    "<a class=\"%1\" href=\"%2\" data-source=\"%3\" data-source-line=\"%4\"%5>")
                    .arg(cls, esc(link), esc(r.path), QString::number(target.line), title);
            span.close = QStringLiteral("</a>");
        }
        spans.append(span);
    };
    for (const ResolvedSource& r : refs) {
        const SourceReference& ref = r.ref;
        linkOrText(r, ref.start, ref.length, r.fileTarget(), ref.anchor.isEmpty() || r.anchor,
                   QString());
        for (int k = 0; k < ref.sections.size(); ++k)
            linkOrText(r, ref.sections[k].start, ref.sections[k].length, r.sectionTarget(k),
                       r.sections.value(k).has_value(), QStringLiteral(" source-section"));
    }
    std::sort(spans.begin(), spans.end(),
              [](const Span& a, const Span& b) { return a.start < b.start; });

    // Backquotes in pairs, left to right; an odd last one stays as written.
    QList<int> ticks;
    for (int i = 0; i < sentence.size(); ++i)
        if (sentence.at(i) == QLatin1Char('`')) ticks.append(i);
    if (ticks.size() % 2) ticks.removeLast();

    QString out;
    int next = 0;   // the next span to open
    int open = -1;  // the span open now
    int tick = 0;
    for (int i = 0; i <= sentence.size(); ++i) {
        if (open >= 0 && spans[open].end == i) {
            out += spans[open].close;
            open = -1;
        }
        if (i == sentence.size()) break;
        if (tick < ticks.size() && ticks[tick] == i) {
            out += tick % 2 ? QStringLiteral("</code>") : QStringLiteral("<code>");
            ++tick;
            continue;
        }
        if (open < 0 && next < spans.size() && spans[next].start == i) {
            open = next++;
            out += spans[open].open;
        }
        out += esc(sentence.mid(i, 1));
    }
    return out;
}

QString PageTemplate::sourcePage(const Workspace& ws, const QString& path, const QString& title,
                                 const QString& bodyHtml, const QList<Link>& citedBy,
                                 const QString& up) {
    const QString project = projectName(ws);
    QString h = head(QStringLiteral("%1 · %2").arg(title, project), up);
    h += QStringLiteral(
             "<body class=\"page-source\">\n"
             "<header class=\"site-header\"><nav aria-label=\"사이트\">"
             "<a href=\"%1index.html\">%2 기술 기록</a></nav></header>\n"
             "<main id=\"main\">\n<article class=\"document source-document\">\n"
             "<p class=\"source-path\">분석 자료 · <code>%3</code></p>\n")
             .arg(up, esc(project), esc(path));
    h += QStringLiteral("<div class=\"document-body\">\n") + bodyHtml + QStringLiteral("</div>\n");
    h += linkSection(QStringLiteral("cited-by-title"), QStringLiteral("이 자료를 출처로 삼는 문서"),
                     QStringLiteral("이 자료를 출처로 삼는 문서가 없습니다."), citedBy);
    h += QStringLiteral(
             "</article>\n</main>\n"
             "<footer class=\"site-footer\"><p>%1 · <code>%2</code></p></footer>\n"
             "</body>\n</html>\n")
             .arg(esc(project), esc(path));
    return h;
}

QString PageTemplate::verificationBlock(const Verification& v) {
    if (v.publishedWhen.isNull() && v.publishedBy.isEmpty()) return {};
    auto when = [](const QDateTime& t) {
        return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
    };
    auto row = [](const QString& label, const QString& value) {
        return QStringLiteral("<div><dt>%1</dt><dd>%2</dd></div>\n").arg(label, value);
    };
    QString h = QStringLiteral(
        "<section class=\"verification\" aria-labelledby=\"verification-title\">\n"
        "<h2 id=\"verification-title\">검증 기록</h2>\n<dl>\n");
    h += row(QStringLiteral("게시"),
             QStringLiteral("%1 · %2").arg(esc(v.publishedBy), esc(when(v.publishedWhen))));
    if (!v.blob.isEmpty())
        h += row(QStringLiteral("게시한 내용"),
                 QStringLiteral("<code title=\"git blob %1\">%2</code>")
                     .arg(esc(v.blob), esc(v.blob.left(12))));
    if (!v.commit.isEmpty())
        h += row(QStringLiteral("내보낸 커밋"), QStringLiteral("<code title=\"%1\">%2</code>")
                                                    .arg(esc(v.commit), esc(v.commit.left(12))));
    QString probes;
    for (const Verification::Probe& p : v.probes) {
        QString state = p.lastReproduced.isNull()
                            ? QStringLiteral("재현된 기록 없음")
                            : QStringLiteral("%1에 재현됨").arg(esc(when(p.lastReproduced)));
        if (!p.lastReproduced.isNull() && !p.server.isEmpty())
            state += QStringLiteral(" (%1)").arg(esc(p.server));
        probes += QStringLiteral("<li><code>%1</code>: %2</li>\n").arg(esc(p.key), state);
    }
    h += row(QStringLiteral("프로브"), probes.isEmpty()
                                           ? QStringLiteral("인용한 프로브 없음")
                                           : QStringLiteral("<ul>\n%1</ul>").arg(probes));
    return h + QStringLiteral("</dl>\n</section>\n");
}

QString PageTemplate::documentPage(const Workspace& ws, const Document& doc,
                                   const QString& bodyHtml, const QList<Link>& backlinks,
                                   const QStringList& sources, const QString& up,
                                   const QString& localGraph) {
    const QString title = displayTitle(doc);
    const QString project = projectName(ws);
    QString h = head(QStringLiteral("%1 · %2").arg(title, project), up);
    h += QStringLiteral(
             "<body class=\"page-document\">\n"
             "<header class=\"site-header\"><nav aria-label=\"사이트\">"
             "<a href=\"%1index.html\">%2 기술 기록</a></nav></header>\n"
             "<main id=\"main\">\n<article class=\"document kind-%3\">\n")
             .arg(up, esc(project), kindName(doc.kind));
    if (isDraft(ws, doc))
        h += QStringLiteral("<p class=\"draft-banner\" role=\"status\">%1</p>\n")
                 .arg(esc(draftBanner()));

    // The title first, then the summary: the body's own `#` title heading (when it opens the
    // body) moves above the summary.
    const QString body = withoutTitleHeading(doc, bodyHtml);
    h += QStringLiteral("<h1 class=\"document-title\">%1</h1>\n").arg(esc(title));

    const FrontMatter& fm = doc.frontMatter;
    auto row = [](const QString& label, const QString& value, const QString& cls = {}) {
        return QStringLiteral("<div%1><dt>%2</dt><dd>%3</dd></div>\n")
            .arg(cls.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(cls), label,
                 value);
    };
    h += QStringLiteral("<dl class=\"front-matter\">\n");
    h += row(QStringLiteral("종류"), kindLabel(doc.kind));
    h += row(QStringLiteral("상태"), statusBadge(ws, doc));
    h += row(QStringLiteral("주제"), esc(orNone(fm.topic, QStringLiteral("없음"))));
    h += row(QStringLiteral("소스 리비전"),
             QStringLiteral("<code>%1</code>")
                 .arg(esc(orNone(fm.sourceRevision, QStringLiteral("없음")))),
             QStringLiteral("revision"));
    h += row(QStringLiteral("증거 수집일"),
             esc(orNone(fm.evidenceCapturedOn, QStringLiteral("없음"))));
    QString sourceList = QStringLiteral("없음");
    if (!sources.isEmpty()) {
        sourceList = QStringLiteral("<ul class=\"source-list\">\n");
        for (const QString& sentence : sources)
            sourceList += QStringLiteral("<li>%1</li>\n").arg(sentence);
        sourceList += QStringLiteral("</ul>");
    }
    h += row(QStringLiteral("출처"), sourceList, QStringLiteral("sources"));
    h += QStringLiteral("</dl>\n");
    if (!isDraft(ws, doc)) h += verificationBlock(ws.verifications.value(doc.path));

    h += QStringLiteral("<div class=\"document-body\">\n") + body + QStringLiteral("</div>\n");

    h += linkSection(QStringLiteral("backlinks-title"), QStringLiteral("이 문서를 가리키는 문서"),
                     QStringLiteral("이 문서를 가리키는 문서가 없습니다."), backlinks);
    h += localGraph;
    h += QStringLiteral(
             "</article>\n</main>\n"
             "<footer class=\"site-footer\"><p>%1 · <code>%2</code></p></footer>\n"
             "</body>\n</html>\n")
             .arg(esc(project), esc(doc.path));
    return h;
}

QString PageTemplate::indexPage(const Workspace& ws, const QList<IndexEntry>& entries,
                                const QString& statusFilter, const QList<Link>& sources) {
    const QString project = projectName(ws);
    QString h = head(QStringLiteral("%1 기술 기록").arg(project), QString());
    h += QStringLiteral("<body class=\"page-index\">\n<main id=\"main\">\n<h1>%1 기술 기록</h1>\n")
             .arg(esc(project));
    h += QStringLiteral("<p class=\"index-summary\">문서 %1개").arg(entries.size());
    if (!statusFilter.isEmpty())
        h += QStringLiteral(" · 상태가 <span class=\"status\">%1</span> 인 문서만")
                 .arg(esc(statusFilter));
    h += QStringLiteral("</p>\n");
    h += QStringLiteral(
        "<nav class=\"index-nav\" aria-label=\"목차\"><ul>"
        "<li><a href=\"#by-topic\">주제별</a></li>"
        "<li><a href=\"#by-kind\">종류별</a></li>"
        "<li><a href=\"#by-status\">상태별</a></li>"
        "<li><a href=\"graph.html\">관계 그래프</a></li>");
    if (!sources.isEmpty()) h += QStringLiteral("<li><a href=\"#sources\">분석 자료</a></li>");
    h += QStringLiteral("</ul></nav>\n");

    auto section = [&](const QString& id, const QString& heading,
                       const QMap<QString, QList<IndexEntry>>& groups,
                       const std::function<QString(const QString&)>& label) {
        QString s = QStringLiteral("<section class=\"index-group\" id=\"%1\">\n<h2>%2</h2>\n")
                        .arg(id, heading);
        for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
            s += QStringLiteral(
                     "<h3>%1 <span class=\"count\">(%2)</span></h3>\n<ul class=\"doc-list\">\n")
                     .arg(esc(label(it.key())))
                     .arg(it.value().size());
            for (const IndexEntry& e : it.value()) s += entryItem(ws, e);
            s += QStringLiteral("</ul>\n");
        }
        return s + QStringLiteral("</section>\n");
    };

    // Within a group: concepts, rules, cases, then by title; entries arrive sorted by path.
    QList<IndexEntry> sorted = entries;
    std::stable_sort(sorted.begin(), sorted.end(), [](const IndexEntry& a, const IndexEntry& b) {
        const int ka = kindOrder(a.doc->kind), kb = kindOrder(b.doc->kind);
        if (ka != kb) return ka < kb;
        return displayTitle(*a.doc) < displayTitle(*b.doc);
    });
    QMap<QString, QList<IndexEntry>> byTopic, byKind, byStatus;
    for (const IndexEntry& e : sorted) {
        byTopic[e.doc->frontMatter.topic.trimmed()].append(e);
        byKind[QString::number(kindOrder(e.doc->kind))].append(e);
        byStatus[e.doc->frontMatter.status.trimmed()].append(e);
    }
    h += section(QStringLiteral("by-topic"), QStringLiteral("주제별"), byTopic,
                 [](const QString& k) { return orNone(k, QStringLiteral("주제 없음")); });
    h += section(QStringLiteral("by-kind"), QStringLiteral("종류별"), byKind, [](const QString& k) {
        static const QStringList labels{QStringLiteral("개념"), QStringLiteral("규칙"),
                                        QStringLiteral("사례"), QStringLiteral("기타")};
        return labels.value(k.toInt());
    });
    h += section(QStringLiteral("by-status"), QStringLiteral("상태별"), byStatus,
                 [](const QString& k) { return orNone(k, QStringLiteral("상태 없음")); });
    if (!sources.isEmpty()) {
        // The material the documents were written from, which their `source:` sentences name.
        h += QStringLiteral(
            "<section class=\"index-group\" id=\"sources\">\n<h2>분석 자료</h2>\n"
            "<ul class=\"doc-list\">\n");
        for (const Link& l : sources)
            h += QStringLiteral("<li><a href=\"%1\"><code>%2</code></a></li>\n")
                     .arg(esc(l.href), esc(l.title));
        h += QStringLiteral("</ul>\n</section>\n");
    }
    h += QStringLiteral("</main>\n</body>\n</html>\n");
    return h;
}

QString PageTemplate::graphPage(const Workspace& ws, const QString& svg, const QString& error,
                                int count, const QString& legend) {
    const QString project = projectName(ws);
    QString h = head(QStringLiteral("관계 그래프 · %1").arg(project), QString());
    h += QStringLiteral(
             "<body class=\"page-graph\">\n"
             "<header class=\"site-header\"><nav aria-label=\"사이트\">"
             "<a href=\"index.html\">%1 기술 기록</a></nav></header>\n"
             "<main id=\"main\">\n<h1>관계 그래프</h1>\n"
             "<p class=\"index-summary\">문서 %2개와 그 관계. 문서를 누르면 그 문서로 "
             "갑니다.</p>\n")
             .arg(esc(project))
             .arg(count);
    if (svg.isEmpty())
        h += QStringLiteral(
                 "<p class=\"graph-error\" role=\"status\">그래프를 그리지 못했습니다: "
                 "%1</p>\n")
                 .arg(esc(error));
    else
        h += QStringLiteral(
                 "<div class=\"graph-canvas graph-whole\" tabindex=\"0\" "
                 "aria-label=\"관계 그래프\">%1</div>\n")
                 .arg(svg);
    h += legend;
    h += QStringLiteral("</main>\n</body>\n</html>\n");
    return h;
}

}  // namespace techlog
