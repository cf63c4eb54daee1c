#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include "pagetemplate.h"
#include "siteexporter.h"
#include "siterenderer.h"
#include "sourceresolver.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

const QString kExample = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString readText(const QString& path) { return QString::fromUtf8(readAll(path)); }

// Every file under `dir`, relative, sorted.
QStringList filesUnder(const QString& dir) {
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) out.append(QDir(dir).relativeFilePath(it.next()));
    out.sort();
    return out;
}

bool copyTree(const QString& from, const QString& to) {
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = to + QLatin1Char('/') + QDir(from).relativeFilePath(src);
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst)) return false;
    }
    return true;
}

Workspace load(const QString& root) {
    QString error;
    const std::optional<Workspace> ws = loadWorkspace(root, {}, &error);
    if (!ws) qFatal("cannot load %s: %s", qPrintable(root), qPrintable(error));
    return *ws;
}

// The local targets (href/src) of an HTML page.
QStringList references(const QString& html) {
    static const QRegularExpression re(QStringLiteral("\\b(?:href|src)=\"([^\"]*)\""));
    QStringList out;
    for (auto it = re.globalMatch(html); it.hasNext();) out.append(it.next().captured(1));
    return out;
}

}  // namespace

class TestSiteExporter : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    Workspace ws_;
    QString site_;
    ExportReport result_;

    ExportReport exportTo(const Workspace& ws, const QString& dir, const QString& status = {},
                          int threads = 0) {
        ExportOptions o;
        o.outDir = dir;
        o.status = status;
        o.threads = threads;
        return SiteExporter::exportSite(ws, o);
    }

private slots:
    void initTestCase() {
        QVERIFY(tmp_.isValid());
        QVERIFY2(QFileInfo(kExample).isDir(), qPrintable(kExample));
        ws_ = load(kExample);
        QVERIFY(ws_.documents.size() >= 5);
        site_ = tmp_.filePath(QStringLiteral("site"));
        result_ = exportTo(ws_, site_);
        QVERIFY2(result_.ok, qPrintable(result_.error));
    }

    void indexListsEveryDocumentAndEachHasAPage() {
        const QString index = readText(site_ + QStringLiteral("/index.html"));
        QVERIFY(!index.isEmpty());
        QCOMPARE(result_.pages, int(ws_.documents.size()));
        for (const Document& d : ws_.documents) {
            const QString page = SiteRenderer::pagePath(d);
            QVERIFY2(QFileInfo(site_ + QLatin1Char('/') + page).isFile(), qPrintable(page));
            QVERIFY2(index.contains(QStringLiteral("href=\"%1\"").arg(PageTemplate::urlPath(page))),
                     qPrintable(page));
            QVERIFY2(index.contains(d.title().toHtmlEscaped()), qPrintable(d.title()));
        }
        for (const QString& section :
             {QStringLiteral("주제별"), QStringLiteral("종류별"), QStringLiteral("상태별")})
            QVERIFY2(index.contains(section), qPrintable(section));
        QVERIFY(QFileInfo(site_ + QStringLiteral("/static/style.css")).size() > 0);
        QVERIFY(QFileInfo(site_ + QStringLiteral("/static/zoom.js")).size() > 0);
    }

    void everyLocalLinkResolvesToAnExistingFile() {
        int relationLinks = 0;
        for (const QString& rel : filesUnder(site_)) {
            if (!rel.endsWith(QLatin1String(".html"))) continue;
            const QString html = readText(site_ + QLatin1Char('/') + rel);
            relationLinks += int(html.count(QStringLiteral("class=\"relation\" href=")));
            const QString dir = QFileInfo(site_ + QLatin1Char('/') + rel).absolutePath();
            for (QString ref : references(html)) {
                if (ref.startsWith(QLatin1Char('#'))) continue;
                QVERIFY2(!ref.contains(QLatin1String(":")),
                         qPrintable(rel + QStringLiteral(": ") + ref));
                QVERIFY2(!ref.startsWith(QLatin1Char('/')),
                         qPrintable(rel + QStringLiteral(": ") + ref));
                ref = ref.section(QLatin1Char('#'), 0, 0);
                const QString target = QDir::cleanPath(dir + QLatin1Char('/') +
                                                       QUrl::fromPercentEncoding(ref.toUtf8()));
                QVERIFY2(target.startsWith(QDir::cleanPath(site_) + QLatin1Char('/')),
                         qPrintable(rel + QStringLiteral(": ") + ref));
                QVERIFY2(QFileInfo(target).isFile(), qPrintable(rel + QStringLiteral(": ") + ref));
            }
        }
        QVERIFY(relationLinks >= 5);
    }

    void backlinksSectionListsEveryDocumentPointingHere() {
        int checked = 0;
        for (int i = 0; i < ws_.documents.size(); ++i) {
            const QString page = SiteRenderer::pagePath(ws_.documents[i]);
            const QString html = readText(site_ + QLatin1Char('/') + page);
            QVERIFY2(html.contains(QStringLiteral("class=\"backlinks\"")), qPrintable(page));
            for (int e : ws_.graph.backlinks.value(i)) {
                const Document& from = ws_.documents[ws_.graph.edges[e].from];
                if (ws_.graph.edges[e].from == i) continue;
                const QString href = PageTemplate::rootPrefix(page) +
                                     PageTemplate::urlPath(SiteRenderer::pagePath(from));
                QVERIFY2(html.contains(QStringLiteral("class=\"backlink\" href=\"%1\"").arg(href)),
                         qPrintable(page + QStringLiteral(" <- ") + from.path));
                ++checked;
            }
        }
        QVERIFY(checked >= 3);
    }

    void everyPageDeclaresTheCspKoreanAndUtf8() {
        const QString csp = QStringLiteral(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src "
            "'self'; "
            "style-src 'self'; script-src 'self'\">");
        for (const QString& rel : filesUnder(site_)) {
            if (!rel.endsWith(QLatin1String(".html"))) continue;
            const QString html = readText(site_ + QLatin1Char('/') + rel);
            QVERIFY2(html.contains(csp), qPrintable(rel));
            QVERIFY2(html.contains(QStringLiteral("<html lang=\"ko\">")), qPrintable(rel));
            QVERIFY2(html.contains(QStringLiteral("<meta charset=\"utf-8\">")), qPrintable(rel));
        }
    }

    void noFileReferencesTheNetwork() {
        // SVG namespace names are identifiers, not references: they are the only URLs allowed
        // (in SVG files and in the graphs inline in pages).
        static const QRegularExpression ns(QStringLiteral("xmlns(:\\w+)?=\"[^\"]*\""));
        for (const QString& rel : filesUnder(site_)) {
            QString text = readText(site_ + QLatin1Char('/') + rel);
            text.remove(ns);
            QVERIFY2(!text.contains(QLatin1String("http://"), Qt::CaseInsensitive),
                     qPrintable(rel));
            QVERIFY2(!text.contains(QLatin1String("https://"), Qt::CaseInsensitive),
                     qPrintable(rel));
            QVERIFY2(!text.contains(QLatin1String("=\"//")), qPrintable(rel));
            QVERIFY2(!text.contains(QLatin1String("url(")) || rel.endsWith(QLatin1String(".svg")),
                     qPrintable(rel));
        }
    }

    void noInlineScriptOrStyleAnywhere() {
        static const QRegularExpression scriptTag(
            QStringLiteral("<script\\b([^>]*)>([^<]*)</script>"));
        static const QRegularExpression handler(QStringLiteral("\\son[a-z]+\\s*="),
                                                QRegularExpression::CaseInsensitiveOption);
        for (const QString& rel : filesUnder(site_)) {
            if (!rel.endsWith(QLatin1String(".html"))) continue;
            const QString html = readText(site_ + QLatin1Char('/') + rel);
            QVERIFY2(!html.contains(QLatin1String(" style=")), qPrintable(rel));
            QVERIFY2(!html.contains(QLatin1String("<style")), qPrintable(rel));
            QVERIFY2(!html.contains(handler), qPrintable(rel));
            QVERIFY2(!html.contains(QLatin1String("javascript:"), Qt::CaseInsensitive),
                     qPrintable(rel));
            int scripts = 0;
            for (auto it = scriptTag.globalMatch(html); it.hasNext();) {
                const auto m = it.next();
                QVERIFY2(m.captured(1).contains(QLatin1String("src=\"")), qPrintable(rel));
                QVERIFY2(m.captured(2).trimmed().isEmpty(), qPrintable(rel));
                ++scripts;
            }
            QCOMPARE(int(html.count(QLatin1String("<script"))), scripts);
        }
    }

    void zoomableFiguresAndPrintRules() {
        const Document* doc = nullptr;
        for (const Document& d : ws_.documents)
            if (d.path.endsWith(QLatin1String("case-claim-stale-write.md"))) doc = &d;
        QVERIFY(doc);
        const QString html = readText(site_ + QLatin1Char('/') + SiteRenderer::pagePath(*doc));
        QVERIFY(html.contains(QStringLiteral("data-zoom=\"true\"")));
        QVERIFY(html.contains(QStringLiteral(
            "<img src=\"../../../assets/final/assets/diagrams/claim-cas-diagram.svg\"")));
        QVERIFY(
            QFileInfo(site_ + QStringLiteral("/assets/final/assets/diagrams/claim-cas-diagram.svg"))
                .isFile());
        const QString css = readText(site_ + QStringLiteral("/static/style.css"));
        const int print = int(css.indexOf(QLatin1String("@media print")));
        QVERIFY(print > 0);
        QVERIFY(css.indexOf(QLatin1String("break-inside: avoid"), print) > print);
        const QString js = readText(site_ + QStringLiteral("/static/zoom.js"));
        QVERIFY(js.contains(QLatin1String("Escape")));
        QVERIFY(js.contains(QLatin1String("data-zoom")));
    }

    void pagesCarryKoreanLabelsOnly() {
        int callouts = 0, placeholders = 0;
        for (const Document& d : ws_.documents) {
            const QString html = readText(site_ + QLatin1Char('/') + SiteRenderer::pagePath(d));
            QVERIFY2(!html.contains(QLatin1String("Evidence not shown")), qPrintable(d.path));
            for (const char* en : {">Note<", ">Tip<", ">Warning<", ">Caution<"})
                QVERIFY2(!html.contains(QLatin1String(en)),
                         qPrintable(d.path + QLatin1Char(' ') + QLatin1String(en)));
            callouts += int(html.count(QStringLiteral("<p class=\"callout-title\">")));
            placeholders += int(html.count(QStringLiteral("증거를 보여 줄 수 없습니다")));
        }
        QVERIFY(callouts > 0);
        // Every figure of the example has its SVG: none may show the placeholder.
        QCOMPARE(placeholders, 0);
    }

    void sameWorkspaceExportsToTheSameBytes() {
        const QString again = tmp_.filePath(QStringLiteral("again"));
        const QString single = tmp_.filePath(QStringLiteral("single-thread"));
        QVERIFY(exportTo(ws_, again).ok);
        QVERIFY(exportTo(ws_, single, {}, 1).ok);
        const QStringList files = filesUnder(site_);
        QCOMPARE(filesUnder(again), files);
        QCOMPARE(filesUnder(single), files);
        for (const QString& rel : files) {
            const QByteArray bytes = readAll(site_ + QLatin1Char('/') + rel);
            QVERIFY2(bytes == readAll(again + QLatin1Char('/') + rel), qPrintable(rel));
            QVERIFY2(bytes == readAll(single + QLatin1Char('/') + rel), qPrintable(rel));
        }
        QCOMPARE(result_.files, files);
    }

    // The report says where it wrote and, of the files, which already held those bytes.
    void reportNamesItsTargetAndTheFilesLeftUnchanged() {
        const QString dir = tmp_.filePath(QStringLiteral("report"));
        const ExportReport first = exportTo(ws_, dir);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.target, dir);
        QCOMPARE(first.files, filesUnder(dir));
        QCOMPARE(first.unchanged, 0);
        QCOMPARE(first.assets, result_.assets);

        const ExportReport again = exportTo(ws_, dir);
        QVERIFY(again.ok);
        QCOMPARE(again.files, first.files);
        QCOMPARE(again.unchanged, int(first.files.size()));

        QFile page(dir + QLatin1Char('/') + SiteRenderer::pagePath(ws_.documents.first()));
        QVERIFY(page.open(QIODevice::WriteOnly | QIODevice::Truncate));
        page.write("changed by hand");
        page.close();
        const ExportReport third = exportTo(ws_, dir);
        QVERIFY(third.ok);
        QCOMPARE(third.unchanged, int(first.files.size()) - 1);
    }

    void statusFilterExportsOnlyThatStatus() {
        const QString dir = tmp_.filePath(QStringLiteral("published"));
        const ExportReport r = exportTo(ws_, dir, SiteRenderer::publishedStatus());
        QVERIFY2(r.ok, qPrintable(r.error));
        int published = 0;
        for (const Document& d : ws_.documents) {
            const bool want = d.frontMatter.status == SiteRenderer::publishedStatus();
            published += want;
            QCOMPARE(QFileInfo(dir + QLatin1Char('/') + SiteRenderer::pagePath(d)).isFile(), want);
        }
        QVERIFY(published > 0 && published < ws_.documents.size());
        QCOMPARE(r.pages, published);
        // Relations and backlinks to the drafts left out are plain text, never broken links.
        int plain = 0;
        for (const QString& rel : filesUnder(dir)) {
            if (!rel.endsWith(QLatin1String(".html"))) continue;
            const QString html = readText(dir + QLatin1Char('/') + rel);
            QVERIFY2(!html.contains(QLatin1String("draft-banner")), qPrintable(rel));
            plain += int(html.count(QLatin1String("<span class=\"relation\" data-target=")));
            plain += int(html.count(QLatin1String("class=\"relation-filtered\"")));
            const QString base = QFileInfo(dir + QLatin1Char('/') + rel).absolutePath();
            for (const QString& ref : references(html)) {
                if (ref.startsWith(QLatin1Char('#'))) continue;
                const QString target = QDir::cleanPath(
                    base + QLatin1Char('/') +
                    QUrl::fromPercentEncoding(ref.section(QLatin1Char('#'), 0, 0).toUtf8()));
                QVERIFY2(QFileInfo(target).isFile(), qPrintable(rel + QStringLiteral(": ") + ref));
            }
        }
        QVERIFY(plain > 0);
        const QString index = readText(dir + QStringLiteral("/index.html"));
        QVERIFY(index.contains(QStringLiteral("문서 %1개").arg(published)));
    }

    void draftsCarryTheNotYetPublishedBanner() {
        int drafts = 0, published = 0;
        for (const Document& d : ws_.documents) {
            const QString html = readText(site_ + QLatin1Char('/') + SiteRenderer::pagePath(d));
            const bool banner =
                html.contains(QStringLiteral("<p class=\"draft-banner\" role=\"status\">게시 전"));
            if (d.frontMatter.status == SiteRenderer::publishedStatus()) {
                QVERIFY2(!banner, qPrintable(d.path));
                ++published;
            } else {
                QVERIFY2(banner, qPrintable(d.path));
                ++drafts;
            }
            QCOMPARE(int(html.count(QLatin1String("<h1"))), 1);  // the title, once
            QVERIFY(html.contains(QStringLiteral("<dt>소스 리비전</dt>")));
            QVERIFY(html.contains(d.frontMatter.sourceRevision));
            QVERIFY(html.contains(QStringLiteral("<dt>증거 수집일</dt>")));
        }
        QVERIFY(drafts > 0 && published > 0);
    }

    void hostileSvgIsSanitizedOrReplacedByAPlaceholder() {
        const QString copy = tmp_.filePath(QStringLiteral("hostile-ws"));
        QVERIFY(copyTree(kExample, copy));
        const QString diagram =
            copy + QStringLiteral("/final/assets/diagrams/claim-cas-diagram.svg");
        QFile f(diagram);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" "
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            "width=\"100\" height=\"50\" onload=\"alert(1)\">"
            "<script>alert(document.cookie)</script>"
            "<rect width=\"100\" height=\"50\" fill=\"red\" onclick=\"alert(2)\"/>"
            "<a xlink:href=\"javascript:alert(3)\"><text x=\"5\" y=\"20\">x</text></a>"
            "<image href=\"https://evil.example/x.png\" width=\"10\" height=\"10\"/>"
            "<foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\">hi</div></foreignObject>"
            "</svg>");
        f.close();
        // A second asset that the sanitizer must reject whole (a DOCTYPE) becomes a placeholder.
        const QString rendered = copy + QStringLiteral("/final/evidence/rendered");
        QDir().mkpath(rendered);
        QFile bad(rendered + QStringLiteral("/claim-cas.svg"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(
            "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x \"y\">]><svg "
            "xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>");
        bad.close();

        const Workspace ws = load(copy);
        const QString out = tmp_.filePath(QStringLiteral("hostile-site"));
        const ExportReport r = exportTo(ws, out);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!r.warnings.isEmpty());
        const QString svgPath =
            out + QStringLiteral("/assets/final/assets/diagrams/claim-cas-diagram.svg");
        const QString svg = readText(svgPath);
        QVERIFY(!svg.isEmpty());
        for (const char* bad : {"<script", "onload", "onclick", "javascript:", "foreignObject",
                                "evil.example", "alert("})
            QVERIFY2(!svg.contains(QLatin1String(bad), Qt::CaseInsensitive), bad);
        QVERIFY(!QFileInfo::exists(
            out + QStringLiteral("/assets/final/evidence/rendered/claim-cas.svg")));
        const QString page = readText(
            out +
            QStringLiteral(
                "/tech-log-studio/owner-safe-state-machines/case/case-claim-stale-write.html"));
        QVERIFY(page.contains(QStringLiteral("class=\"evidence-missing\" data-key=\"claim-cas\"")));
        QVERIFY(
            page.contains(QStringLiteral("증거를 보여 줄 수 없습니다: 키 <code>claim-cas</code>")));
        // Only the rejected figure: the page's other figures still show.
        QCOMPARE(int(page.count(QStringLiteral("증거를 보여 줄 수 없습니다"))), 1);
        QVERIFY(page.contains(
            QStringLiteral("<figure class=\"evidence\" data-key=\"claim-cas-diagram\"")));
    }

    void cancelBeforeStartStopsTheExport() {
        std::atomic_bool cancel = true;
        ExportOptions o;
        o.outDir = tmp_.filePath(QStringLiteral("cancelled"));
        o.cancel = &cancel;
        const ExportReport r = SiteExporter::exportSite(ws_, o);
        QVERIFY(!r.ok);
        QVERIFY(r.cancelled);
        QVERIFY(!QFileInfo::exists(o.outDir + QStringLiteral("/index.html")));
    }

    // A first export is written into a hidden folder beside the one named and renamed into
    // place when complete: stopped half-way, it leaves neither a half site nor that folder.
    void aFirstExportStoppedHalfWayLeavesNothingBehind() {
        const QString parent = tmp_.filePath(QStringLiteral("stopped"));
        QVERIFY(QDir().mkpath(parent));
        std::atomic_bool cancel = false;
        std::atomic_int seen = 0;
        ExportOptions o;
        o.outDir = parent + QStringLiteral("/site");
        o.cancel = &cancel;
        o.threads = 1;
        QStringList during;
        o.progress = [&](int done, int) {
            if (done != 2) return;
            // Half-way: the named folder is not there yet, the hidden one fills.
            seen = QFileInfo::exists(o.outDir) ? -1 : 1;
            during = QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
            cancel = true;
        };
        const ExportReport r = SiteExporter::exportSite(ws_, o);
        QVERIFY(r.cancelled);
        QCOMPARE(int(seen), 1);
        QCOMPARE(during.size(), 1);
        QVERIFY2(during.first().startsWith(QStringLiteral(".site.partial-")),
                 qPrintable(during.first()));
        QVERIFY(!QFileInfo::exists(o.outDir));
        QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());

        // Completed, the site is in the named folder and the hidden one is gone.
        o.cancel = nullptr;
        o.progress = nullptr;
        const ExportReport done = SiteExporter::exportSite(ws_, o);
        QVERIFY2(done.ok, qPrintable(done.error));
        QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("site")});
        QCOMPARE(filesUnder(o.outDir), filesUnder(site_));
        QCOMPARE(done.files, filesUnder(o.outDir));
        QCOMPARE(done.target, o.outDir);
    }

    // An export into a folder that exists writes into it and leaves other files alone.
    void anExportIntoAnExistingFolderKeepsWhatElseIsThere() {
        const QString dir = tmp_.filePath(QStringLiteral("existing"));
        QVERIFY(QDir().mkpath(dir));
        QFile own(dir + QStringLiteral("/README.txt"));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("mine");
        own.close();
        const ExportReport r = exportTo(ws_, dir);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(readAll(dir + QStringLiteral("/README.txt")), QByteArray("mine"));
        QVERIFY(QFileInfo::exists(dir + QStringLiteral("/index.html")));
        QCOMPARE(QDir(tmp_.path())
                     .entryList({QStringLiteral(".existing*")}, QDir::AllEntries | QDir::Hidden),
                 QStringList());
    }

    // A first export whose file cannot be written fails naming the folder the user gave, not
    // the hidden one, and leaves nothing.
    void aFailedFirstExportNamesTheFolderGivenAndLeavesNothing() {
        const QString parent = tmp_.filePath(QStringLiteral("failing"));
        QVERIFY(QDir().mkpath(parent));
        ExportOptions o;
        o.outDir = parent + QStringLiteral("/site");
        // index.html cannot be written: a folder sits at its path by then (made when the
        // first page is done).
        o.threads = 1;
        o.progress = [&](int done, int) {
            if (done != 1) return;
            const QStringList hidden = QDir(parent).entryList({QStringLiteral(".site.partial-*")},
                                                              QDir::AllEntries | QDir::Hidden);
            if (hidden.size() == 1)
                QDir().mkpath(parent + QLatin1Char('/') + hidden.first() +
                              QStringLiteral("/index.html"));
        };
        const ExportReport r = SiteExporter::exportSite(ws_, o);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(o.outDir + QStringLiteral("/index.html")), qPrintable(r.error));
        QVERIFY2(!r.error.contains(QStringLiteral(".partial-")), qPrintable(r.error));
        QCOMPARE(QDir(parent).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
    }

    void progressCountsEveryPage() {
        std::atomic_int calls = 0, last = 0, total = 0;
        ExportOptions o;
        o.outDir = tmp_.filePath(QStringLiteral("progress"));
        o.progress = [&](int done, int t) {
            ++calls;
            if (done == t) last = done;
            total = t;
        };
        QVERIFY(SiteExporter::exportSite(ws_, o).ok);
        // The documents' pages and the source files' pages.
        const int pages = int(ws_.documents.size()) + result_.sourcePages;
        QCOMPARE(int(calls), pages);
        QCOMPARE(int(total), pages);
        QCOMPARE(int(last), pages);
    }

    // The files `source:` sentences name are pages of the site; every name and `§` in a
    // document's 출처 row links to the heading it names, in a page that exists and holds that
    // id, at the line the studio opens.
    void sourceFilesArePagesAndTheSentencesLinkToTheirHeadings() {
        const QStringList sourcePages = {QStringLiteral("analysis/05-recovery-queue.html"),
                                         QStringLiteral("analysis/06-job-claims.html"),
                                         QStringLiteral("analysis/07-thumbnail-backfill.html"),
                                         QStringLiteral("final/document.html")};
        QCOMPARE(result_.sourcePages, int(sourcePages.size()));
        for (const QString& page : sourcePages)
            QVERIFY2(result_.files.contains(page), qPrintable(page));
        static const QRegularExpression link(QStringLiteral(
            "<a class=\"(source-link[^\"]*)\" href=\"([^\"]*)\" data-source=\"([^\"]*)\" "
            "data-source-line=\"(\\d+)\"[^>]*>(.*?)</a>"));
        int names = 0, sections = 0;
        for (const Document& d : ws_.documents) {
            const QString page = SiteRenderer::pagePath(d);
            const QString html = readText(site_ + QLatin1Char('/') + page);
            QVERIFY2(html.contains(QStringLiteral("<div class=\"sources\"><dt>출처</dt><dd><ul "
                                                  "class=\"source-list\">")),
                     qPrintable(page));
            const QString dir = QFileInfo(site_ + QLatin1Char('/') + page).absolutePath();
            int onPage = 0;
            for (auto it = link.globalMatch(html); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                ++onPage;
                const QString where = page + QStringLiteral(": ") + m.captured(0);
                QVERIFY2(!m.captured(1).contains(QLatin1String("source-unresolved")),
                         qPrintable(where));
                const QString href = m.captured(2);
                const QString file = QDir::cleanPath(
                    dir + QLatin1Char('/') +
                    QUrl::fromPercentEncoding(href.section(QLatin1Char('#'), 0, 0).toUtf8()));
                QVERIFY2(QFileInfo(file).isFile(), qPrintable(where));
                QCOMPARE(QDir(site_).relativeFilePath(file),
                         SiteRenderer::sourcePagePath(m.captured(3)));
                const QStringList sourceLines =
                    readText(kExample + QLatin1Char('/') + m.captured(3)).split(QLatin1Char('\n'));
                const int line = m.captured(4).toInt();
                const QString text = m.captured(5);
                if (text.startsWith(QStringLiteral("§"))) {
                    ++sections;
                    // The heading's id is in the page the link leads to, and the line the studio
                    // opens is that heading, numbered as the link says.
                    const QString id =
                        QUrl::fromPercentEncoding(href.section(QLatin1Char('#'), 1).toUtf8());
                    QVERIFY2(!id.isEmpty(), qPrintable(where));
                    QVERIFY2(readText(file).contains(QStringLiteral(" id=\"%1\"").arg(id)),
                             qPrintable(where));
                    const QString heading = sourceLines.value(line - 1);
                    const QString number = text.mid(1).section(QChar(0x2013), 0, 0);
                    QVERIFY2(
                        heading.startsWith(QLatin1Char('#')) &&
                            heading.section(QLatin1Char(' '), 1, 1) == number + QLatin1Char('.'),
                        qPrintable(where + QStringLiteral(" -> ") + heading));
                } else {
                    ++names;
                    QCOMPARE(text, m.captured(3));  // the file's name, to its top
                    QVERIFY2(!href.contains(QLatin1Char('#')), qPrintable(where));
                    QCOMPARE(line, 1);
                }
            }
            QVERIFY2(onPage >= 4, qPrintable(page));
        }
        QVERIFY(names >= 2 * ws_.documents.size());
        QVERIFY(sections >= 2 * ws_.documents.size());

        // A source page: the file rendered, headings with ids, the documents that cite it.
        const QString final = readText(site_ + QStringLiteral("/final/document.html"));
        QVERIFY(final.contains(
            QStringLiteral("<h2 id=\"2-복구-큐의-넣기-p2\">2. 복구 큐의 넣기 (P2)</h2>")));
        QVERIFY(final.contains(QStringLiteral("<code>final/document.md</code>")));
        QVERIFY(final.contains(SiteRenderer::contentSecurityPolicy().toHtmlEscaped()));
        QVERIFY(final.contains(QStringLiteral("이 자료를 출처로 삼는 문서")));
        for (const Document& d : ws_.documents)
            QVERIFY2(final.contains(QStringLiteral("class=\"backlink\" href=\"../%1\"")
                                        .arg(PageTemplate::urlPath(SiteRenderer::pagePath(d)))),
                     qPrintable(d.path));
        // The index lists them.
        const QString index = readText(site_ + QStringLiteral("/index.html"));
        for (const QString& page : sourcePages)
            QVERIFY2(index.contains(QStringLiteral("href=\"%1\"").arg(page)), qPrintable(page));
    }

    // A `§` or anchor the file lacks leads to its top, marked; a file that is not there is
    // plain text, marked, and gets no page; only files the exported documents name get one.
    void unresolvedAndMissingSourcesAndTheStatusFilter() {
        const QString kConcept = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/concept/"
            "concept-update-count-is-the-answer.md");
        const QString kBodyFile = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.body.md");
        const QString copy = tmp_.filePath(QStringLiteral("sources-ws"));
        QVERIFY(copyTree(kExample, copy));
        const QString rule = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/rule/rule-cas-whole-owner-tuple.md");
        QFile f(copy + QLatin1Char('/') + rule);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(f.readAll());
        f.close();
        QVERIFY(text.contains(QStringLiteral("source:\n")));
        text.replace(QStringLiteral("source:\n"),
                     QStringLiteral("source:\n  - 없는 절은 final/document.md §9 와 "
                                    "`analysis/99-none.md` §1, analysis/05-recovery-queue.md#zz "
                                    "다.\n  - 문서는 %1 와 %2 다.\n")
                         .arg(kConcept, kBodyFile));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text.toUtf8());
        f.close();
        const Workspace ws = load(copy);
        const QString out = tmp_.filePath(QStringLiteral("sources-site"));
        const ExportReport r = exportTo(ws, out);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString html = readText(out + QLatin1Char('/') +
                                      SiteRenderer::pagePath(ws.documents[ws.indexOfPath(rule)]));
        QVERIFY2(html.contains(QStringLiteral(
                     "<a class=\"source-link source-section source-unresolved\" "
                     "href=\"../../../final/document.html\" data-source=\"final/document.md\" "
                     "data-source-line=\"1\"")),
                 qPrintable(html));
        QVERIFY(
            html.contains(QStringLiteral("<code><span class=\"source-file source-missing\" "
                                         "title=\"작업 공간에 없는 파일입니다\">"
                                         "analysis/99-none.md</span></code>")));
        QVERIFY(
            html.contains(QStringLiteral("<a class=\"source-link source-unresolved\" "
                                         "href=\"../../../analysis/05-recovery-queue.html\"")));
        QVERIFY(!QFileInfo::exists(out + QStringLiteral("/analysis/99-none.html")));
        // A document named as a source, by its own file or by its `body:` file, is its page.
        for (const QString& file : {kConcept, kBodyFile}) {
            const int doc = ws.indexOfPath(file);
            QVERIFY2(doc >= 0, qPrintable(file));
            QVERIFY2(html.contains(
                         QStringLiteral("href=\"../../../%1\" data-source=\"%2\"")
                             .arg(PageTemplate::urlPath(SiteRenderer::pagePath(ws.documents[doc])),
                                  file)),
                     qPrintable(file));
        }
        // Neither got a source page: the example's four source files have one each, no more.
        QCOMPARE(r.sourcePages, 4);
        QVERIFY(!r.files.contains(QStringLiteral("analysis/99-none.html")));

        // Published documents only: the pages of the files they name, no other.
        const QString published = tmp_.filePath(QStringLiteral("sources-published"));
        const ExportReport p = exportTo(ws, published, SiteRenderer::publishedStatus());
        QVERIFY2(p.ok, qPrintable(p.error));
        QSet<QString> named;
        for (int i : SiteRenderer::selectDocuments(ws, SiteRenderer::publishedStatus()))
            for (const QString& file : SourceResolver::namedFiles(ws.documents[i]))
                if (ws.indexOfPath(file) < 0 && QFileInfo(copy + QLatin1Char('/') + file).isFile())
                    named.insert(file);  // a document's file is its page, not a source page
        QVERIFY(!named.isEmpty());
        QCOMPARE(p.sourcePages, int(named.size()));
        for (const QString& file : std::as_const(named))
            QVERIFY2(p.files.contains(SiteRenderer::sourcePagePath(file)), qPrintable(file));
        const QString cited = readText(published + QStringLiteral("/final/document.html"));
        QVERIFY(cited.contains(QStringLiteral("class=\"backlink\"")));
        QVERIFY(!cited.contains(QStringLiteral("case-enqueue-race")));  // a draft: left out
    }

    void missingOutputFolderNameFails() {
        const ExportReport r = SiteExporter::exportSite(ws_, ExportOptions{});
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSiteExporter)
#include "tst_siteexporter.moc"
