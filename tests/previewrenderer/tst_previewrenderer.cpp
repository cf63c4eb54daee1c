// PreviewRenderer: a keystroke renders the edited buffer as one document against the loaded
// workspace, which it neither changes nor copies and links again; a `body:` file as the body of
// its document; from the studio's one parse of the buffer, the same page as from its text.
#include <QtTest>
#include <atomic>
#include <cstdlib>
#include <new>

#include "addresssanitizer.h"
#include "bufferparse.h"
#include "documentparser.h"
#include "markdownrenderer.h"
#include "previewrenderer.h"
#include "relationresolver.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

// Allocations through operator new are counted while `counting` is on: linking a workspace
// (title hashes, the graph's lists, the document copies' detach) allocates per document, so a
// count that does not grow with the workspace shows that a keystroke did none of it. Off under
// AddressSanitizer, which brings its own operator new.
#define TECHLOG_COUNTS_ALLOCATIONS (!TECHLOG_ADDRESS_SANITIZER)

namespace {
std::atomic_bool counting = false;
std::atomic<long long> allocations = 0;
}  // namespace

#if TECHLOG_COUNTS_ALLOCATIONS
void* operator new(std::size_t size) {
    if (counting.load(std::memory_order_relaxed))
        allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
#endif

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("tech-log-studio/t/case/case-edited.md");

QString titleOf(int i) { return QStringLiteral("문서 %1 조건부 갱신의 사례").arg(i); }

QString caseText(const QString& extra = {}) {
    return markdownDoc(QStringLiteral("CASE"), QStringLiteral("edited"),
                       QStringLiteral("고친 사례"), QStringLiteral("t"), {},
                       caseBody(QStringLiteral("고친 사례"),
                                QStringLiteral("- **%1**\n이 사례가 깨는 규칙.\n- **%2**\n개념.\n")
                                    .arg(titleOf(1), titleOf(2)),
                                {}, extra));
}

// The case and `others` documents that relate to each other, parsed and linked as the loader
// would (the files need not exist: the preview reads the buffer, not the file).
Workspace workspaceWith(const QString& root, int others) {
    Workspace ws;
    ws.root = root;
    Diagnostics ignored;
    for (int i = 0; i < others; ++i) {
        const QString path = QStringLiteral("tech-log-studio/t/rule/rule-%1.md").arg(i);
        const QString text =
            markdownDoc(QStringLiteral("RULE"), QStringLiteral("%1").arg(i), titleOf(i),
                        QStringLiteral("t"), {},
                        QStringLiteral("# %1\n\n## 관계\n- **%2**\n관련.\n\n## 본문\n내용.\n")
                            .arg(titleOf(i), titleOf((i + 7) % others)));
        ws.documents.append(
            parseDocumentFile(root + QLatin1Char('/') + path, path, text.toUtf8(), ignored));
    }
    ws.documents.append(
        parseDocumentFile(root + QLatin1Char('/') + kCase, kCase, caseText().toUtf8(), ignored));
    std::sort(ws.documents.begin(), ws.documents.end(),
              [](const Document& a, const Document& b) { return a.path < b.path; });
    RelationResolver::link(ws);
    return ws;
}

template <typename F>
long long allocationsOf(F&& f) {
    allocations = 0;
    counting = true;
    f();
    counting = false;
    return allocations.load();
}

}  // namespace

// Every document has a page, as in the studio's preview.
SiteRenderer::SitePages allPages(const Workspace& ws) {
    QList<int> all(ws.documents.size());
    for (int i = 0; i < all.size(); ++i) all[i] = i;
    return SiteRenderer::sitePages(ws, all);
}

class TestPreviewRenderer : public QObject {
    Q_OBJECT

private slots:
    void editedBufferIsRenderedWithoutChangingTheWorkspace() {
        const auto ws = loadWorkspace(exampleWorkspace());
        QVERIFY(ws);
        const QString rel =
            QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
        const int index = ws->indexOfPath(rel);
        QVERIFY(index >= 0);
        const QList<Document> documents = ws->documents;
        const QList<Relation> edges = ws->graph.edges;
        const Diagnostics diagnostics = ws->diagnostics;
        const QString body = ws->documents[index].body.text();

        const QString text = QString::fromUtf8(readBytes(ws->documents[index].absolutePath)) +
                             QStringLiteral("\n## 방금 쓴 절\n\n새 문단.\n");
        const PreviewPage page = PreviewRenderer::render(*ws, allPages(*ws), rel, text, 7);
        QCOMPARE(page.generation, quint64(7));
        QVERIFY(page.html.contains(QStringLiteral("<h2>방금 쓴 절</h2>")));
        // Relations resolved against the loaded workspace: linked to their targets' pages.
        QVERIFY(page.html.contains(QStringLiteral("<a class=\"relation\" href=\"../../")));
        QVERIFY(!page.assets.isEmpty());
        for (auto it = page.assets.constBegin(); it != page.assets.constEnd(); ++it)
            QVERIFY2(page.html.contains(it.key()), qPrintable(it.key()));
        QVERIFY(page.article.startsWith(QLatin1String("<article")));
        QVERIFY(page.article.endsWith(QLatin1String("</article>")));
        QVERIFY(!page.headingLines.isEmpty());

        // Nothing in the workspace was touched, not even detached.
        QVERIFY(ws->documents.isSharedWith(documents));
        QVERIFY(ws->graph.edges.isSharedWith(edges));
        QVERIFY(ws->diagnostics.isSharedWith(diagnostics));
        QCOMPARE(ws->documents[index].body.text(), body);
    }

    // A `body:` file's buffer is the body of the document that names it: its page, with the
    // front matter the document has; unchanged, exactly the page the export writes.
    void bodyFileBufferRendersItsDocumentsPage() {
        const auto ws = loadWorkspace(exampleWorkspace());
        QVERIFY(ws);
        const QString doc = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/"
            "case-lease-renew-owner-only.md");
        const QString body = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.body.md");
        const int index = ws->indexOfPath(doc);
        QVERIFY(index >= 0);
        QCOMPARE(ws->documents[index].bodyPath, body);
        const SiteRenderer::SitePages pages = allPages(*ws);
        const QString text = QString::fromUtf8(readBytes(ws->root + QLatin1Char('/') + body));

        const PreviewPage same = PreviewRenderer::render(*ws, pages, body, text, 1);
        QCOMPARE(same.path, body);
        QCOMPARE(same.pagePath, pages.pageOf.value(index));
        SiteRenderer::PageContext context = SiteRenderer::siteContext(pages, index);
        context.asset = [&](const QString& abs) {
            const SiteRenderer::SiteAsset a = SiteRenderer::prepareAsset(*ws, abs);
            return a.ok ? a.outPath : QString();
        };
        QCOMPARE(same.html, SiteRenderer::renderPage(*ws, index, ws->documents[index], context));

        const PreviewPage edited = PreviewRenderer::render(
            *ws, pages, body, text + QStringLiteral("\n## 본문 파일에 쓴 절\n\n새 문단.\n"), 2);
        QVERIFY(edited.html.contains(QStringLiteral("<h2>본문 파일에 쓴 절</h2>")));
        QVERIFY(edited.html.contains(ws->documents[index].title().toHtmlEscaped()));
    }

    // The studio renders from its one parse of the buffer: the same page, byte for byte.
    void aParsedBufferRendersThePageItsTextRenders() {
        auto loaded = loadWorkspace(exampleWorkspace());
        QVERIFY(loaded);
        const auto ws = std::make_shared<const Workspace>(std::move(*loaded));
        const SiteRenderer::SitePages pages = allPages(*ws);
        const QStringList files = {
            QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md"),
            QStringLiteral("tech-log-studio/owner-safe-state-machines/case/"
                           "case-lease-renew-owner-only.body.md"),
            QStringLiteral("final/document.md")};
        for (const QString& rel : files) {
            const QString text = QString::fromUtf8(readBytes(ws->root + QLatin1Char('/') + rel)) +
                                 QStringLiteral("\n## 방금 쓴 절\n\n새 문단.\n");
            const std::shared_ptr<const ParsedBuffer> parsed = parseBuffer(ws, rel, text);
            const quint64 before = documentParseCount();
            const PreviewPage fromParse = PreviewRenderer::render(*ws, pages, *parsed, 3);
            QCOMPARE(documentParseCount(), before);  // nothing parsed again
            const PreviewPage fromText = PreviewRenderer::render(*ws, pages, rel, text, 3);
            QVERIFY2(fromParse.html.contains(QStringLiteral("방금 쓴 절")), qPrintable(rel));
            QCOMPARE(fromParse.html, fromText.html);
            QCOMPARE(fromParse.pagePath, fromText.pagePath);
            QCOMPARE(fromParse.headingLines, fromText.headingLines);
            QCOMPARE(fromParse.assets, fromText.assets);
        }
    }

    void keystrokeAllocatesNoMoreInALargeWorkspace() {
#if !TECHLOG_COUNTS_ALLOCATIONS
        QSKIP("allocation counting needs the normal operator new (AddressSanitizer replaces it)");
#endif
        QTemporaryDir dir;
        const Workspace small = workspaceWith(dir.path(), 3);
        const Workspace large = workspaceWith(dir.path(), 3000);
        const QString text = caseText(QStringLiteral("\n한 줄 더.\n"));
        const SiteRenderer::SitePages smallPages = allPages(small), largePages = allPages(large);
        auto render = [&](const Workspace& ws) {
            const PreviewPage page = PreviewRenderer::render(
                ws, &ws == &small ? smallPages : largePages, kCase, text, 1);
            QVERIFY(page.html.contains(QStringLiteral("한 줄 더.")));
            QVERIFY(page.html.contains(QStringLiteral("class=\"relation\"")));
        };
        render(small);  // warm: per-thread highlighter and path caches
        render(large);
        long long alone = LLONG_MAX, among = LLONG_MAX;
        for (int run = 0; run < 3; ++run) {
            alone = std::min(alone, allocationsOf([&] { render(small); }));
            among = std::min(among, allocationsOf([&] { render(large); }));
        }
        QVERIFY(alone > 0);
        QVERIFY2(among <= alone + 8,
                 qPrintable(QStringLiteral("%1 allocations among 3,000 documents, %2 alone")
                                .arg(among)
                                .arg(alone)));

        // The measure sees what the preview used to do per keystroke: copy the workspace, put
        // the buffer in, link it all again.
        const long long relink = allocationsOf([&] {
            Workspace copy = large;
            Diagnostics ignored;
            copy.documents[copy.indexOfPath(kCase)] = parseDocumentFile(
                dir.path() + QLatin1Char('/') + kCase, kCase, text.toUtf8(), ignored);
            RelationResolver::link(copy);
        });
        // (585 against 145 on Qt 6.4: the title hashes grow with the workspace.)
        QVERIFY2(relink > alone + 200, qPrintable(QString::number(relink)));
    }

    void importedBufferRendersAsItsMarkdownFormWithTitlesSettled() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        const auto ws = loadWorkspace(seedsDir());
        QVERIFY(ws);
        const QString rel = QStringLiteral("003_dbc55aeca6c47d54.txt");
        const Document* loaded = documentAt(*ws, rel);
        QVERIFY(loaded && loaded->imported);
        const QString text = QString::fromUtf8(readBytes(loaded->absolutePath));
        const SiteRenderer::SitePages pages = allPages(*ws);
        const PreviewPage page = PreviewRenderer::render(*ws, pages, rel, text, 1);
        QVERIFY(page.html.contains(QStringLiteral("<h2>관계</h2>")));
        QVERIFY(!page.html.contains(QStringLiteral("• ")));
        // The buffer's guessed title was re-split against the workspace, as the loader's link
        // did: the page shows the settled title in bold.
        QVERIFY(page.html.contains(
            QStringLiteral("<strong>fenced lease — 만료 시각만으로는 부족한 이유</strong>")));
        // The same page the export writes for the loaded document.
        const int index = ws->indexOfPath(rel);
        SiteRenderer::PageContext context = SiteRenderer::siteContext(pages, index);
        context.asset = [&](const QString& abs) {
            const SiteRenderer::SiteAsset a = SiteRenderer::prepareAsset(*ws, abs);
            return a.ok ? a.outPath : QString();
        };
        QCOMPARE(page.html, SiteRenderer::renderPage(*ws, index, *loaded, context));
    }
};

QTEST_MAIN(TestPreviewRenderer)
#include "tst_previewrenderer.moc"
