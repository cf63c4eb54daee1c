// SiteRenderer: one page of a document, with the links of whoever renders it (the site and the
// preview through siteContext, the PDF with links inside itself); writing the site is export/'s.
#include <QDirIterator>
#include <QFileInfo>
#include <QUrl>
#include <QtTest>

#include "examplepaths.h"
#include "pagetemplate.h"
#include "siterenderer.h"
#include "tempworkspace.h"
#include "workspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

// Every file under `dir` with its size and time: what rendering must leave as it was.
QStringList filesUnder(const QString& dir) {
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        out.append(QStringLiteral("%1 %2 %3")
                       .arg(info.filePath())
                       .arg(info.size())
                       .arg(info.lastModified().toMSecsSinceEpoch()));
    }
    out.sort();
    return out;
}

}  // namespace

class TestSiteRenderer : public QObject {
    Q_OBJECT

    std::optional<Workspace> ws_;
    SiteRenderer::SitePages all_;

    int index(const QString& path) const { return ws_->indexOfPath(path); }

private slots:
    // A page's URL path: each part percent-encoded (plain ASCII paths returned as they are).
    void urlPathsEncodeEachPart() {
        const QStringList paths = {QStringLiteral("tech-log-studio/topic/case/case-a_b.c~d.html"),
                                   QStringLiteral("문서/갱신 건수.html"),
                                   QStringLiteral("a b/c#d?e%f.html"),
                                   QStringLiteral("/lead//double/"),
                                   QStringLiteral("x+y=z;'\"<>.html"),
                                   QString()};
        for (const QString& path : paths) {
            QStringList parts = path.split(QLatin1Char('/'));
            for (QString& p : parts) p = QString::fromLatin1(QUrl::toPercentEncoding(p));
            QCOMPARE(PageTemplate::urlPath(path), parts.join(QLatin1Char('/')));
        }
        QCOMPARE(PageTemplate::urlPath(QStringLiteral("문서.html")),
                 QStringLiteral("%EB%AC%B8%EC%84%9C.html"));
    }

    void initTestCase() {
        ws_ = loadWorkspace(exampleWorkspace());
        QVERIFY(ws_);
        QList<int> every(ws_->documents.size());
        for (int i = 0; i < every.size(); ++i) every[i] = i;
        all_ = SiteRenderer::sitePages(*ws_, every);
    }

    // The site's context: everything relative to the page, the asset where the caller says.
    void siteContextLinksRelativeToThePage() {
        const int claim = index(kClaimCase);
        QVERIFY(claim >= 0);
        SiteRenderer::PageContext context = SiteRenderer::siteContext(all_, claim);
        QCOMPARE(context.up, QStringLiteral("../../../"));
        QStringList asked;
        context.asset = [&](const QString& absFile) {
            asked.append(absFile);
            return QStringLiteral("assets/") + ws_->relativePath(absFile);
        };
        const QString html = SiteRenderer::renderPage(*ws_, claim, ws_->documents[claim], context);
        QVERIFY(!asked.isEmpty());
        QVERIFY(html.contains(QStringLiteral(
            "<img src=\"../../../assets/final/assets/diagrams/claim-cas-diagram.svg\"")));
        QVERIFY(html.contains(QStringLiteral("<a class=\"relation\" href=\"../../../")));
        QVERIFY(html.contains(QStringLiteral("href=\"../../../final/document.html#")));
        QVERIFY(!html.contains(QStringLiteral("증거를 보여 줄 수 없습니다")));
    }

    // An empty asset path is the renderer's placeholder (an image the export rejected).
    void emptyAssetPathShowsThePlaceholder() {
        const int claim = index(kClaimCase);
        SiteRenderer::PageContext context = SiteRenderer::siteContext(all_, claim);
        context.asset = [](const QString&) { return QString(); };
        const QString html = SiteRenderer::renderPage(*ws_, claim, ws_->documents[claim], context);
        QVERIFY(!html.contains(QStringLiteral("<img ")));
        QVERIFY(html.contains(QStringLiteral("class=\"evidence-missing\"")));
    }

    // The PDF's context: links inside one file, no source pages, images beside it.
    void linksOfTheCallersChoosing() {
        const int claim = index(kClaimCase);
        SiteRenderer::PageContext context;
        context.indexOf = &all_.indexOf;
        context.page = [](int target) { return QStringLiteral("#doc%1").arg(target); };
        context.asset = [&](const QString& absFile) {
            return QStringLiteral("assets/") + ws_->relativePath(absFile);
        };
        const QString html = SiteRenderer::renderPage(*ws_, claim, ws_->documents[claim], context);
        QVERIFY(html.contains(QStringLiteral("<a class=\"relation\" href=\"#doc")));
        QVERIFY(html.contains(
            QStringLiteral("<img src=\"assets/final/assets/diagrams/claim-cas-diagram.svg\"")));
        QVERIFY(!html.contains(QStringLiteral("class=\"source-link")));
        QVERIFY(!html.contains(QStringLiteral("../")));
    }

    // A document the site leaves out (not in its pages) is plain text, never a broken link.
    void documentsWithoutAPageArePlainText() {
        const int claim = index(kClaimCase);
        const SiteRenderer::SitePages alone = SiteRenderer::sitePages(*ws_, {claim});
        const SiteRenderer::PageContext context = SiteRenderer::siteContext(alone, claim);
        const QString html = SiteRenderer::renderPage(*ws_, claim, ws_->documents[claim], context);
        QVERIFY(!html.contains(QStringLiteral("<a class=\"relation\"")));
        QVERIFY(html.contains(QStringLiteral("<span class=\"relation\" data-target=")));
    }

    // Rendering every page, a source page too, with the images prepared, leaves the workspace
    // as it was.
    void renderingLeavesTheWorkspaceAsItWas() {
        const QStringList before = filesUnder(ws_->root);
        for (int i = 0; i < ws_->documents.size(); ++i) {
            SiteRenderer::PageContext context = SiteRenderer::siteContext(all_, i);
            context.asset = [&](const QString& absFile) {
                const SiteRenderer::SiteAsset a = SiteRenderer::prepareAsset(*ws_, absFile);
                return a.ok ? a.outPath : QString();
            };
            QVERIFY(!SiteRenderer::renderPage(*ws_, i, ws_->documents[i], context).isEmpty());
        }
        const QString source = QStringLiteral("final/document.md");
        QVERIFY(!SiteRenderer::renderSourcePage(
                     *ws_, source,
                     QString::fromUtf8(readBytes(ws_->root + QLatin1Char('/') + source)), all_)
                     .isEmpty());
        QCOMPARE(filesUnder(ws_->root), before);
    }
};

QTEST_GUILESS_MAIN(TestSiteRenderer)
#include "tst_siterenderer.moc"
