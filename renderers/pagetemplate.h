#pragma once

#include <QList>
#include <QString>

#include "document.h"
#include "workspace.h"

namespace techlog {

// The HTML shell of the exported site: the page around a rendered body, and the index.
// Korean labels, `lang="ko"`, UTF-8, the CSP of SiteExporter, the stylesheet and the zoom
// script by relative path; no inline script or style. Pure functions of their input.
namespace PageTemplate {

struct Link {
    QString title;
    QString href;  // relative; empty: shown as plain text (the target was filtered out)
    QString kind;  // kindName()
};
struct IndexEntry {
    const Document* doc = nullptr;
    QString href;  // relative to OUTDIR
};

// A document's page. `up` leads from the page's folder to OUTDIR (`../../`); `localGraph` is
// the page's 관계 그래프 section (SiteGraph::localSection), after the backlinks.
QString documentPage(const Workspace& ws, const Document& doc, const QString& bodyHtml,
                     const QList<Link>& backlinks, const QString& up,
                     const QString& localGraph = {});
// index.html: the documents by topic, by kind and by status, and a link to graph.html.
QString indexPage(const Workspace& ws, const QList<IndexEntry>& entries,
                  const QString& statusFilter);
// graph.html: the whole graph (`svg`, inline, or `error` when it could not be drawn) with its
// legend; `count` documents.
QString graphPage(const Workspace& ws, const QString& svg, const QString& error, int count,
                  const QString& legend);

QString rootPrefix(const QString& pagePath);   // `a/b/c.html` -> `../../`
QString urlPath(const QString& relativePath);  // percent-encodes each segment
QString displayTitle(const Document& doc);     // the title, or the path
// The rendered body without its opening `#` heading when that heading is the document's
// title: pages and the PDF put the title above the summary themselves.
QString withoutTitleHeading(const Document& doc, const QString& bodyHtml);
QString kindLabel(DocKind kind);  // 개념, 규칙, 사례, 기타
QString projectName(const Workspace& ws);
QString draftBanner();              // 게시 전 · ...
bool isDraft(const Document& doc);  // status is not 게시

// Registers the site resources (style.css, zoom.js) of this static library.
void initResources();

}  // namespace PageTemplate

}  // namespace techlog
