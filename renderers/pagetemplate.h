#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

#include "document.h"
#include "sourceresolver.h"
#include "workspace.h"

namespace techlog {

// The HTML shell of the exported site: the page around a rendered body, and the index.
// Korean labels, `lang="ko"`, UTF-8, the CSP of SiteRenderer, the stylesheet and the zoom
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

// A document's page. `up` leads from the page's folder to OUTDIR (`../../`). `sources`: its
// `source:` sentences as HTML (sourceSentence), shown in the metadata card under 출처;
// `localGraph` is the page's 관계 그래프 section (SiteGraph::localSection), after the backlinks.
QString documentPage(const Workspace& ws, const Document& doc, const QString& bodyHtml,
                     const QList<Link>& backlinks, const QStringList& sources, const QString& up,
                     const QString& localGraph = {});
// A source file's page (`final/document.md`, `analysis/*.md`): its path and the rendered file,
// then the documents that name it in their `source:` sentences (`citedBy`).
QString sourcePage(const Workspace& ws, const QString& path, const QString& title,
                   const QString& bodyHtml, const QList<Link>& citedBy, const QString& up);
// index.html: the documents by topic, by kind and by status, then the source files that have
// a page (`sources`: title = the path, href), when there are any; and a link to graph.html.
QString indexPage(const Workspace& ws, const QList<IndexEntry>& entries,
                  const QString& statusFilter, const QList<Link>& sources = {});
// graph.html: the whole graph (`svg`, inline, or `error` when it could not be drawn) with its
// legend; `count` documents.
QString graphPage(const Workspace& ws, const QString& svg, const QString& error, int count,
                  const QString& legend);
// One `source:` sentence as HTML: the text escaped, backquoted parts as <code>, each file name
// (with its `#anchor`) and each `§` a link `href(path, id)` gives to where it landed (the
// heading's id; an unresolved `§` or anchor: the file's top, marked `source-unresolved`), with
// `data-source` (the workspace-relative file) and `data-source-line` (the line it lands on) for
// the studio's preview; plain text where `href` gives nothing (the PDF); a file that does not
// exist or leaves the workspace is marked `source-missing`.
QString sourceSentence(const QString& sentence, const QList<ResolvedSource>& refs,
                       const std::function<QString(const QString& path, const QString& id)>& href);

QString rootPrefix(const QString& pagePath);   // `a/b/c.html` -> `../../`
QString urlPath(const QString& relativePath);  // percent-encodes each segment
QString displayTitle(const Document& doc);     // the title, or the path
// The rendered body without its opening `#` heading when that heading is the document's
// title: pages and the PDF put the title above the summary themselves.
QString withoutTitleHeading(const Document& doc, const QString& bodyHtml);
QString kindLabel(DocKind kind);  // 개념, 규칙, 사례, 기타
QString projectName(const Workspace& ws);
QString draftBanner();  // 게시 전 · ...
// Not published: the status is not 게시, or no publication record backs it
// (Workspace::unrecordedPublications).
bool isDraft(const Workspace& ws, const Document& doc);
// "검증 기록": how a published page was checked (Workspace::verifications), under the metadata
// card; empty for a document without a publication.
QString verificationBlock(const Verification& verification);

// Registers the site resources (style.css, zoom.js) of this static library.
void initResources();

}  // namespace PageTemplate

}  // namespace techlog
