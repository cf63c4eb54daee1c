#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <thread>

#include "directiveblocks.h"
#include "directivesyntax.h"
#include "documentparser.h"
#include "markdownrenderer.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

QString md(const QString& markdown, const RenderContext& ctx = {}) {
    return MarkdownRenderer::renderMarkdown(markdown, ctx);
}

RenderContext ctxFor(const Workspace& ws) {
    RenderContext ctx;
    ctx.workspace = &ws;
    return ctx;
}

int count(const QString& haystack, const QString& needle) { return int(haystack.count(needle)); }

// A case document in a temporary workspace, with one asset whose file exists.
struct Fixture {
    QTemporaryDir dir;
    Workspace ws;
    Fixture() {
        ws.root = QDir::cleanPath(dir.path());
        QDir(ws.root).mkpath(QStringLiteral("final/evidence/rendered"));
        QDir(ws.root).mkpath(QStringLiteral("tech-log-studio/t/case"));
        QDir(ws.root).mkpath(QStringLiteral("tech-log-studio/t/concept"));
        QFile f(ws.root + QStringLiteral("/final/evidence/rendered/present.svg"));
        f.open(QIODevice::WriteOnly);
        f.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    }
    Document caseDoc(const QString& body, int bodyLine = 1) {
        Document d;
        d.path = QStringLiteral("tech-log-studio/t/case/case-a.md");
        d.absolutePath = ws.root + QLatin1Char('/') + d.path;
        d.baseDir = QStringLiteral("tech-log-studio/t/case");
        d.bodyPath = d.path;
        d.kind = DocKind::Case;
        d.frontMatter.title = QStringLiteral("사례 A");
        d.frontMatter.assets.append({QStringLiteral("present"),
                                     QStringLiteral("../../../final/evidence/rendered/present.svg"),
                                     {}});
        d.frontMatter.assets.append({QStringLiteral("gone"),
                                     QStringLiteral("../../../final/evidence/rendered/gone.svg"),
                                     {}});
        d.frontMatter.assets.append(
            {QStringLiteral("escape"), QStringLiteral("../../../../outside.svg"), {}});
        d.body = body;
        d.bodyLine = bodyLine;
        return d;
    }
};

}  // namespace

class TestMarkdownRenderer : public QObject {
    Q_OBJECT
private slots:
    // --- directive parsing ---------------------------------------------------------------

    void textWithoutDirectivesIsOneSegmentUnchanged() {
        const QString text = QStringLiteral("# t\n\n```\n:::\n```\n");
        const auto blocks = DirectiveBlocks::split(text);
        QCOMPARE(blocks.size(), 1);
        QCOMPARE(blocks[0].markdown, text);
    }

    void colonLineInsideFencedCodeDoesNotCloseDirective() {
        const QString html = md(QStringLiteral(":::note\n```text\n:::\n```\ninside\n:::\nafter\n"));
        QCOMPARE(count(html, QStringLiteral("<aside")), 1);
        const int asideEnd = int(html.indexOf(QStringLiteral("</aside>")));
        QVERIFY(html.indexOf(QStringLiteral("<code class=\"language-text\">:::\n</code>")) <
                asideEnd);
        QVERIFY(html.indexOf(QStringLiteral("<p>inside</p>")) < asideEnd);
        QVERIFY(html.indexOf(QStringLiteral("<p>after</p>")) > asideEnd);
        QVERIFY(!html.contains(QStringLiteral("directive-error")));
    }

    void directiveOpeningInsideFencedCodeIsCode() {
        const QString html = md(QStringLiteral("```\n:::note\n```\n"));
        QVERIFY(!html.contains(QStringLiteral("<aside")));
        QVERIFY(html.contains(QStringLiteral(":::note")));
    }

    void longerOuterFenceNestsDirectives() {
        const QString html = md(
            QStringLiteral("::::warning\nouter\n:::tip\ninner\n:::\nstill outer\n::::\nafter\n"));
        QCOMPARE(count(html, QStringLiteral("<aside")), 2);
        const int warning = int(html.indexOf(QStringLiteral("callout warning")));
        const int tip = int(html.indexOf(QStringLiteral("callout tip")));
        const int tipEnd = int(html.indexOf(QStringLiteral("</aside>")));
        const int warningEnd = int(html.lastIndexOf(QStringLiteral("</aside>")));
        QVERIFY(warning < tip && tip < tipEnd);
        const int still = int(html.indexOf(QStringLiteral("<p>still outer</p>")));
        QVERIFY(tipEnd < still && still < warningEnd);
        QVERIFY(html.indexOf(QStringLiteral("<p>after</p>")) > warningEnd);
        QVERIFY(!html.contains(QStringLiteral("directive-error")));
    }

    void shortCloseInsideLongerFenceIsText() {
        const auto blocks = DirectiveBlocks::split(QStringLiteral("::::note\na\n:::\nb\n::::\n"));
        QCOMPARE(blocks.size(), 1);
        QVERIFY(blocks[0].directive.closed);
        QCOMPARE(blocks[0].directive.content, QStringLiteral("a\n:::\nb\n"));
    }

    void sameLengthFencesNestInnermostFirst() {
        const auto blocks =
            DirectiveBlocks::split(QStringLiteral(":::note\n:::tip\nx\n:::\ny\n:::\n"));
        QCOMPARE(blocks.size(), 1);
        QCOMPARE(blocks[0].directive.content, QStringLiteral(":::tip\nx\n:::\ny\n"));
        QCOMPARE(blocks[0].directive.endLine, 6);
    }

    void unclosedDirectiveRendersVisibly() {
        const QString html = md(QStringLiteral("before\n\n:::note\nhello\n"));
        QVERIFY(html.contains(QStringLiteral("<p>before</p>")));
        QVERIFY(html.contains(QStringLiteral("class=\"directive-error\"")));
        QVERIFY(html.contains(QStringLiteral("not closed")));
        QVERIFY(html.contains(QStringLiteral("callout note directive-unclosed")));
        QVERIFY(html.contains(QStringLiteral("<p>hello</p>")));
        const auto blocks = DirectiveBlocks::split(QStringLiteral(":::note\nhello\n"));
        QVERIFY(!blocks[0].directive.closed);
        QCOMPARE(blocks[0].directive.endLine, 2);
    }

    void unclosedCodeFenceInsideDirectiveKeepsItOpenVisibly() {
        const QString html = md(QStringLiteral(":::note\n```\ncode\n:::\n"));
        QVERIFY(html.contains(QStringLiteral("not closed")));
        QVERIFY(html.contains(QStringLiteral("<pre><code>code\n:::\n</code></pre>")));
    }

    void foldedOneLineFormOpensAndCloses() {
        const auto blocks = DirectiveBlocks::split(
            QStringLiteral("intro\n:::evidence key=\"k\" alt=\"a b\" caption=\"c ::: d\" "
                           "zoom=\"true\" :::\nafter\n"));
        QCOMPARE(blocks.size(), 3);
        const Directive& d = blocks[1].directive;
        QVERIFY(blocks[1].isDirective);
        QCOMPARE(d.name, QStringLiteral("evidence"));
        QVERIFY(d.closed);
        QCOMPARE(d.line, 2);
        QCOMPARE(d.endLine, 2);
        QCOMPARE(d.attribute(QStringLiteral("caption")), QStringLiteral("c ::: d"));
        QCOMPARE(d.attribute(QStringLiteral("zoom")), QStringLiteral("true"));
        QCOMPARE(blocks[2].markdown, QStringLiteral("after\n"));
        QCOMPARE(blocks[2].line, 3);
    }

    void attributesWithKoreanTextAndEscapedQuotes() {
        QList<DirectiveAttribute> attrs;
        QString error;
        QVERIFY(DirectiveSyntax::parseAttributes(
            QStringLiteral("key=\"cas-diagram\" caption=\"\\\"갱신 건수\\\" 확인 — 69줄 · exit 0\" "
                           "alt='두 연결의 경합' zoom=false path=\"a\\\\b\""),
            &attrs, &error));
        QCOMPARE(attrs.size(), 5);
        QCOMPARE(attrs[0].value, QStringLiteral("cas-diagram"));
        QCOMPARE(attrs[1].name, QStringLiteral("caption"));
        QCOMPARE(attrs[1].value, QStringLiteral("\"갱신 건수\" 확인 — 69줄 · exit 0"));
        QCOMPARE(attrs[2].value, QStringLiteral("두 연결의 경합"));
        QCOMPARE(attrs[3].value, QStringLiteral("false"));
        QCOMPARE(attrs[4].value, QStringLiteral("a\\b"));
    }

    void unterminatedQuoteIsReportedVisibly() {
        const QString html = md(QStringLiteral(":::note title=\"open\nx\n:::\n"));
        QVERIFY(html.contains(QStringLiteral("directive-error")));
        QVERIFY(html.contains(QStringLiteral("unterminated quote")));
    }

    void directiveLinesAreBodyFileLines() {
        Fixture fx;
        const Document doc = fx.caseDoc(QStringLiteral("para\n\n:::note\nx\n:::\n"), 10);
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws));
        QVERIFY2(html.contains(QStringLiteral("data-line=\"12\"")), qPrintable(html));
    }

    void sourcePositionsAreBodyFileLinesWhenAsked() {
        Fixture fx;
        const Document doc =
            fx.caseDoc(QStringLiteral("para\n\n:::note\nx\n:::\n\n```java\nint a;\n```\n"), 10);
        MarkdownOptions o;
        o.sourcePositions = true;
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws), o);
        QVERIFY2(html.contains(QStringLiteral("<p data-sourcepos=\"10:1-10:4\">para</p>")),
                 qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("<p data-sourcepos=\"13:1-13:1\">x</p>")));
        QVERIFY(html.contains(
            QStringLiteral("<pre data-sourcepos=\"16:1-18:3\"><code class=\"language-java\">")));
        QVERIFY(!MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws))
                     .contains(QStringLiteral("data-sourcepos")));
    }

    // --- evidence ------------------------------------------------------------------------

    void evidenceWithAssetRendersFigureWithCallbackSrc() {
        Fixture fx;
        const Document doc =
            fx.caseDoc(QStringLiteral(":::evidence key=\"present\" alt=\"경합 기록\" caption=\"두 "
                                      "연결 — 18줄\" zoom=\"false\"\n:::\n"));
        RenderContext ctx = ctxFor(fx.ws);
        QString seenAbs;
        ctx.assetSrc = [&](const Document&, const AssetRef& asset, const QString& abs) {
            seenAbs = abs;
            return QStringLiteral("assets/") + asset.key + QStringLiteral(".svg");
        };
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctx);
        QCOMPARE(seenAbs, fx.ws.root + QStringLiteral("/final/evidence/rendered/present.svg"));
        QVERIFY(html.contains(
            QStringLiteral("<figure class=\"evidence\" data-key=\"present\" data-line=\"1\">")));
        QVERIFY(
            html.contains(QStringLiteral("<img src=\"assets/present.svg\" alt=\"경합 기록\" />")));
        QVERIFY(html.contains(QStringLiteral("<figcaption>두 연결 — 18줄</figcaption>")));
        QVERIFY(!html.contains(QStringLiteral("data-zoom")));
        QVERIFY(!html.contains(QStringLiteral("evidence-missing")));
    }

    void evidenceWithZoomTrueIsMarkedZoomable() {
        Fixture fx;
        const Document doc = fx.caseDoc(QStringLiteral(
            ":::evidence key=\"present\" alt=\"a\" caption=\"c\" zoom=\"true\" :::\n"));
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws));
        QVERIFY(html.contains(QStringLiteral("data-zoom=\"true\" tabindex=\"0\" role=\"button\"")));
        // Without a callback, the path as written.
        QVERIFY(
            html.contains(QStringLiteral("src=\"../../../final/evidence/rendered/present.svg\"")));
    }

    void evidenceWithUnknownKeyShowsPlaceholder() {
        Fixture fx;
        const Document doc =
            fx.caseDoc(QStringLiteral(":::evidence key=\"nope\" caption=\"cap\"\n:::\n"));
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws));
        QVERIFY(html.contains(QStringLiteral("<div class=\"evidence-missing\" data-key=\"nope\"")));
        QVERIFY(html.contains(QStringLiteral("<code>assets</code> 에 없습니다")));
        QVERIFY(html.contains(QStringLiteral("<code>nope</code>")));
        QVERIFY(html.contains(QStringLiteral("<p class=\"evidence-caption\">cap</p>")));
        QVERIFY(!html.contains(QStringLiteral("<img")));
    }

    void evidenceWithMissingFileShowsPlaceholderWithPath() {
        Fixture fx;
        const Document doc = fx.caseDoc(QStringLiteral(":::evidence key=\"gone\"\n:::\n"));
        bool called = false;
        RenderContext ctx{&fx.ws, {}, [&](const Document&, const AssetRef&, const QString&) {
                              called = true;
                              return QStringLiteral("x");
                          }};
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctx);
        QVERIFY(!called);
        QVERIFY(html.contains(QStringLiteral("evidence-missing")));
        QVERIFY(html.contains(QStringLiteral("파일이 없습니다")));
        QVERIFY(html.contains(QStringLiteral("final/evidence/rendered/gone.svg")));
        QVERIFY(!html.contains(QStringLiteral("<img")));
    }

    void evidencePathLeavingWorkspaceShowsPlaceholder() {
        Fixture fx;
        const Document doc = fx.caseDoc(QStringLiteral(":::evidence key=\"escape\"\n:::\n"));
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws));
        QVERIFY(html.contains(QStringLiteral("작업 공간 밖을 가리킵니다")));
        QVERIFY(!html.contains(QStringLiteral("<img")));
    }

    void evidenceCallbackRefusalShowsPlaceholder() {
        Fixture fx;
        const Document doc = fx.caseDoc(QStringLiteral(":::evidence key=\"present\"\n:::\n"));
        RenderContext ctx{
            &fx.ws, {}, [](const Document&, const AssetRef&, const QString&) { return QString(); }};
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctx);
        QVERIFY(html.contains(QStringLiteral("내보낼 수 없습니다")));
    }

    void evidenceWithoutKeyShowsPlaceholder() {
        const QString html = md(QStringLiteral(":::evidence alt=\"x\"\n:::\n"));
        QVERIFY(html.contains(QStringLiteral("evidence-missing")));
        QVERIFY(html.contains(QStringLiteral("지시문에 <code>key</code> 가 없습니다")));
    }

    void evidenceAttributesAreEscaped() {
        Fixture fx;
        const Document doc = fx.caseDoc(QStringLiteral(
            ":::evidence key=\"present\" alt=\"a\\\"><script>\" caption=\"<b>c</b> & d\"\n:::\n"));
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws));
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(!html.contains(QStringLiteral("<b>")));
        QVERIFY(html.contains(QStringLiteral("alt=\"a&quot;&gt;&lt;script&gt;\"")));
        QVERIFY(html.contains(QStringLiteral("&lt;b&gt;c&lt;/b&gt; &amp; d")));
    }

    void percentSignsInAttributesAreKeptVerbatim() {
        Fixture fx;
        const Document doc = fx.caseDoc(
            QStringLiteral(":::evidence key=\"%3%1\" caption=\"100% %2\"\n:::\n"
                           ":::evidence key=\"present\" alt=\"%1\" caption=\"50%3 %2\"\n:::\n"));
        const QString html = MarkdownRenderer::renderDocumentBody(doc, ctxFor(fx.ws));
        QVERIFY2(html.contains(QStringLiteral("data-key=\"%3%1\" data-line=\"1\"")),
                 qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("<code>%3%1</code>")));
        QVERIFY(html.contains(QStringLiteral("100% %2")));
        QVERIFY(html.contains(QStringLiteral("alt=\"%1\"")));
        QVERIFY(html.contains(QStringLiteral("<figcaption>50%3 %2</figcaption>")));
    }

    // --- callouts and unknown directives --------------------------------------------------

    void calloutsRenderAsAsidesWithMarkdownContent() {
        for (const char* name : {"note", "tip", "warning", "caution"}) {
            const QString n = QString::fromLatin1(name);
            const QString html =
                md(QStringLiteral(":::%1\n**굵게** 그리고 `코드`\n\n- 항목\n:::\n").arg(n));
            QVERIFY2(html.contains(QStringLiteral(
                                       "<aside class=\"callout %1\" data-line=\"1\" role=\"note\">")
                                       .arg(n)),
                     qPrintable(html));
            QVERIFY(html.contains(QStringLiteral("<p class=\"callout-title\">")));
            QVERIFY(html.contains(QStringLiteral("<strong>굵게</strong>")));
            QVERIFY(html.contains(QStringLiteral("<code>코드</code>")));
            QVERIFY(html.contains(QStringLiteral("<li>항목</li>")));
        }
    }

    void calloutTitleAttributeOverridesDefault() {
        QVERIFY(md(QStringLiteral(":::tip title=\"먼저 읽기\"\nx\n:::\n"))
                    .contains(QStringLiteral("<p class=\"callout-title\">먼저 읽기</p>")));
        QVERIFY(md(QStringLiteral(":::note 제목 있는 노트\nx\n:::\n"))
                    .contains(QStringLiteral("<p class=\"callout-title\">제목 있는 노트</p>")));
    }

    void unknownDirectiveRendersLabelledContainer() {
        const QString html = md(QStringLiteral(":::details\n*x*\n:::\n"));
        QVERIFY(
            html.contains(QStringLiteral("<div class=\"directive directive-unknown\" "
                                         "data-directive=\"details\" data-line=\"1\">")));
        QVERIFY(html.contains(QStringLiteral("<p class=\"directive-label\">details</p>")));
        QVERIFY(html.contains(QStringLiteral("<em>x</em>")));
    }

    void directivesOffLeavesColonLinesAsText() {
        MarkdownOptions o;
        o.directives = false;
        const QString html =
            MarkdownRenderer::renderMarkdown(QStringLiteral(":::note\nx\n:::\n"), {}, o);
        QVERIFY(!html.contains(QStringLiteral("<aside")));
        QVERIFY(html.contains(QStringLiteral(":::note")));
    }

    // --- relations -----------------------------------------------------------------------

    void relationTitlesLinkResolvedAndMarkUnresolved() {
        Fixture fx;
        const QString body = QStringLiteral(
            "## 관계\n"  // line 5
            "- **fenced lease — 만료 시각만으로는 부족한 이유**\n"
            "이 구조가 강제하는 소유권 모델이다.\n"
            "- **없는 문서의 제목***\n"
            "\n"
            "## 문제\n"
            "- **fenced lease — 만료 시각만으로는 부족한 이유** is not a relation here\n");
        Document a = fx.caseDoc(body, 5);
        a.relations.append({QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유"),
                            QStringLiteral("이 구조가 강제하는 소유권 모델이다."),
                            6,
                            3,
                            false,
                            {}});
        a.relations.append({QStringLiteral("없는 문서의 제목*"), QString(), 8, 3, false, {}});
        Document b;
        b.path = QStringLiteral("tech-log-studio/t/concept/concept-lease.md");
        b.kind = DocKind::Concept;
        b.frontMatter.title = QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유");
        fx.ws.documents = {a, b};
        Relation r0;
        r0.from = 0;
        r0.to = 1;
        r0.relationIndex = 0;
        r0.type = EdgeType::CaseToConcept;
        Relation r1;
        r1.from = 0;
        r1.relationIndex = 1;
        fx.ws.graph.edges = {r0, r1};
        fx.ws.graph.outgoing = {{0, 1}, {}};
        fx.ws.graph.backlinks = {{}, {0}};

        RenderContext ctx{&fx.ws,
                          [](const Document& t) {
                              return QStringLiteral("../") +
                                     t.path.section(QLatin1Char('/'), -1)
                                         .replace(QStringLiteral(".md"), QStringLiteral(".html"));
                          },
                          {}};
        const QString html = MarkdownRenderer::renderDocumentBody(fx.ws.documents[0], ctx);
        QVERIFY2(
            html.contains(QStringLiteral(
                "<li><a class=\"relation\" href=\"../concept-lease.html\"><strong>fenced lease — "
                "만료 시각만으로는 부족한 이유</strong></a>")),
            qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("<span class=\"relation-unresolved\" title=\"")));
        QVERIFY(html.contains(QStringLiteral("<strong>없는 문서의 제목</strong>*</span>")) ||
                html.contains(QStringLiteral("<strong>없는 문서의 제목</strong></span>")));
        // Only under `관계`.
        QCOMPARE(count(html, QStringLiteral("class=\"relation\"")), 1);

        // Without an href callback the target is named, not linked.
        const QString plain =
            MarkdownRenderer::renderDocumentBody(fx.ws.documents[0], ctxFor(fx.ws));
        QVERIFY(plain.contains(
            QStringLiteral("<span class=\"relation\" "
                           "data-target=\"tech-log-studio/t/concept/concept-lease.md\">")));
        // Without a workspace, nothing is resolved or marked.
        const QString none = MarkdownRenderer::renderDocumentBody(fx.ws.documents[0], {});
        QVERIFY(!none.contains(QStringLiteral("class=\"relation")));
    }

    // --- code -----------------------------------------------------------------------------

    void codeBlocksHighlightedForJavaSqlYamlShell() {
        const QString html =
            md(QStringLiteral("```java\npublic class A { int x = 1; // c\n}\n```\n\n"
                              "```sql\nSELECT id FROM t WHERE v = 'x';\n```\n\n"
                              "```yaml\nkey: \"value\" # c\n```\n\n"
                              "```shell\necho \"hi\" # c\n```\n"));
        QVERIFY(html.contains(QStringLiteral(
            "<pre><code class=\"language-java\"><span class=\"hl-keyword\">public</span>")));
        QVERIFY(html.contains(QStringLiteral("<span class=\"hl-comment\">// c</span>")));
        QVERIFY2(html.contains(QStringLiteral(
                     "<code class=\"language-sql\"><span class=\"hl-keyword\">SELECT</span>")),
                 qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("<span class=\"hl-string\">'x'</span>")));
        QVERIFY2(html.contains(QStringLiteral(
                     "<code class=\"language-yaml\"><span class=\"hl-type\">key</span>")),
                 qPrintable(html));
        QVERIFY(
            html.contains(QStringLiteral("<span class=\"hl-string\">&quot;value&quot;</span>")));
        QVERIFY(html.contains(QStringLiteral("<code class=\"language-shell\">")));
        QVERIFY(html.contains(QStringLiteral("<span class=\"hl-comment\"># c</span>")));
    }

    void unknownLanguageIsEscapedPlainCode() {
        const QString html = md(QStringLiteral("```nosuchlang\na < b && \"c\"\n```\n"));
        QCOMPARE(html, QStringLiteral("<pre><code class=\"language-nosuchlang\">a &lt; b "
                                      "&amp;&amp; &quot;c&quot;\n</code></pre>\n"));
    }

    void codeInsideCalloutIsHighlighted() {
        const QString html = md(QStringLiteral(":::note\n```java\nreturn null;\n```\n:::\n"));
        QVERIFY(html.contains(QStringLiteral("<span class=\"hl-keyword\">return</span>")));
    }

    // --- safety ---------------------------------------------------------------------------

    void rawHtmlNeverReachesThePage() {
        const QString html = md(
            QStringLiteral("<script>alert(1)</script>\n\ntext <img src=x onerror=alert(1)> more\n\n"
                           ":::note\n<iframe src=\"https://e.example\"></iframe>\n:::\n"));
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(!html.contains(QStringLiteral("<img")));
        QVERIFY(!html.contains(QStringLiteral("<iframe")));
        QVERIFY(html.contains(QStringLiteral("<!-- raw HTML omitted -->")));
    }

    void javascriptLinksAreDroppedAlsoInAutolinks() {
        const QString html =
            md(QStringLiteral("[a](javascript:alert(1)) <javascript:alert(2)> [b](JAVASCRIPT:x) "
                              "![i](javascript:y) [v](vbscript:z) [f](file:///etc/passwd) "
                              "[d](data:text/html;base64,xx)\n\n"
                              "www.example.com/javascript:alert(3) https://ok.example/\n\n"
                              ":::tip\n[c](javascript:alert(4))\n:::\n"));
        static const QRegularExpression unsafe(
            QStringLiteral("(href|src)=\"\\s*(javascript|vbscript|file|data):"),
            QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!unsafe.match(html).hasMatch(), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("href=\"https://ok.example/\"")));
        QVERIFY(html.contains(QStringLiteral("<a href=\"\">a</a>")));
    }

    void unsafeModeKeepsRawHtml() {
        MarkdownOptions o;
        o.safe = false;
        QVERIFY(MarkdownRenderer::renderMarkdown(QStringLiteral("<kbd>x</kbd>\n"), {}, o)
                    .contains(QStringLiteral("<kbd>x</kbd>")));
    }

    // --- real documents ------------------------------------------------------------------

    void exampleWorkspaceRelationsLinkAndEvidenceIsNeverSilent() {
        const QString root = test::exampleWorkspace();
        QVERIFY2(QFileInfo::exists(root), qPrintable(QStringLiteral("missing ") + root));
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(root, {}, &error);
        QVERIFY2(ws, qPrintable(error));
        RenderContext ctx = ctxFor(*ws);
        ctx.documentHref = [](const Document& t) { return QStringLiteral("site/") + t.path; };
        int links = 0, figures = 0;
        for (int i = 0; i < ws->documents.size(); ++i) {
            const Document& doc = ws->documents[i];
            const QString html = MarkdownRenderer::renderDocumentBody(doc, ctx);
            QVERIFY2(!html.contains(QStringLiteral("directive-error")), qPrintable(doc.path));
            for (int e : ws->graph.outgoing.value(i)) {
                const Relation& r = ws->graph.edges[e];
                if (r.resolved()) {
                    QVERIFY2(html.contains(
                                 QStringLiteral("href=\"site/%1\"").arg(ws->documents[r.to].path)),
                             qPrintable(doc.path + QStringLiteral(": no link for ") + r.title));
                    ++links;
                } else {
                    QVERIFY2(html.contains(QStringLiteral("relation-unresolved")),
                             qPrintable(doc.path));
                }
            }
            int evidence = 0;
            for (const Directive& d : doc.directives)
                evidence += d.name == QLatin1String("evidence");
            const int shown = count(html, QStringLiteral("<figure class=\"evidence")) +
                              count(html, QStringLiteral("<div class=\"evidence-missing"));
            QVERIFY2(shown == evidence,
                     qPrintable(QStringLiteral("%1: %2 evidence directives, %3 shown")
                                    .arg(doc.path)
                                    .arg(evidence)
                                    .arg(shown)));
            figures += count(html, QStringLiteral("<figure class=\"evidence"));
        }
        QVERIFY(links > 0);
        QVERIFY(figures > 0);
    }

    void seedFlattenedViewFoldedEvidenceIsNeverSilent() {
        if (!test::seedsPresent()) QFAIL(qPrintable(test::seedsMissingMessage()));
        Diagnostics diags;
        const Document doc = parseDocumentFile(test::seed002(), QStringLiteral("seed-002.txt"),
                                               test::readBytes(test::seed002()), diags);
        const QString html = MarkdownRenderer::renderDocumentBody(doc, {});
        int evidence = 0;
        for (const Directive& d : doc.directives) evidence += d.name == QLatin1String("evidence");
        QVERIFY(evidence > 0);
        QCOMPARE(count(html, QStringLiteral("<div class=\"evidence-missing")) +
                     count(html, QStringLiteral("<figure class=\"evidence")),
                 evidence);
        QVERIFY(!html.contains(QStringLiteral(":::evidence")));
        QVERIFY(!html.contains(QStringLiteral("directive-error")));
    }

    void flattenedViewRendersAsItsMarkdownConversion() {
        if (!test::seedsPresent()) QFAIL(qPrintable(test::seedsMissingMessage()));
        Diagnostics diags;
        const Document doc = parseDocumentFile(test::seed002(), QStringLiteral("seed-002.txt"),
                                               test::readBytes(test::seed002()), diags);
        QVERIFY(doc.imported);
        const QString html = MarkdownRenderer::renderDocumentBody(doc, {});
        // The bare section lines become headings, the `• ` items a list of relation titles.
        QVERIFY(html.contains(QStringLiteral("<h2>관계</h2>")));
        QVERIFY(html.contains(QStringLiteral("<h2>확인하지 못한 것</h2>")));
        QVERIFY(html.contains(QStringLiteral("<h1>upsert 라고 적힌 연산이")));
        QVERIFY(html.contains(QStringLiteral("<strong>CAS 튜플을 where 절에 전부 반복하고")));
        QVERIFY(!html.contains(QStringLiteral("• CAS")));
    }

    // One kind of document: an imported one is rendered from the Markdown form the model
    // holds, never converted here.
    void importedDocumentRendersItsMarkdownFormNotItsText() {
        Fixture fx;
        Document flat = fx.caseDoc(QStringLiteral("평평한 본문\n\n관계\n\n• 무엇\n"), 7);
        flat.imported = true;
        Document form = fx.caseDoc(QStringLiteral("## 모델이 만든 형태\n\n:::note\n참고\n:::\n"));
        flat.markdownForm = std::make_shared<const Document>(form);
        const QString html = MarkdownRenderer::renderDocumentBody(flat, ctxFor(fx.ws));
        QCOMPARE(html, MarkdownRenderer::renderDocumentBody(form, ctxFor(fx.ws)));
        QVERIFY(html.contains(QStringLiteral("<h2>모델이 만든 형태</h2>")));
        QVERIFY(!html.contains(QStringLiteral("평평한")));
    }

    void seedViewRendersAsItsMarkdownReadAsADocument() {
        if (!test::seedsPresent()) QFAIL(qPrintable(test::seedsMissingMessage()));
        const auto ws = loadWorkspace(test::seedsDir());
        QVERIFY(ws);
        int compared = 0;
        for (int i = 0; i < ws->documents.size(); ++i) {
            const Document& doc = ws->documents[i];
            if (!doc.imported) continue;
            // The Markdown of the view, written out and read back as any Markdown file is.
            Diagnostics ignored;
            Document md = parseDocumentFile(doc.absolutePath, doc.path,
                                            doc.markdownForm->source.text().toUtf8(), ignored);
            md.baseDir = doc.baseDir;
            QList<Relation> edges;
            for (int e : ws->graph.outgoing[i]) edges.append(ws->graph.edges[e]);
            RenderContext ctx = ctxFor(*ws);
            ctx.documentHref = [](const Document& target) { return target.path; };
            const QString viaWorkspace = MarkdownRenderer::renderDocumentBody(doc, ctx);
            ctx.relations = &edges;
            QCOMPARE(viaWorkspace, MarkdownRenderer::renderDocumentBody(md, ctx));
            QVERIFY(viaWorkspace.contains(QStringLiteral("<h2>관계</h2>")));
            QVERIFY(viaWorkspace.contains(QStringLiteral("class=\"relation")));  // linked
            ++compared;
        }
        QCOMPARE(compared, 2);
    }

    void renderersNeverIncludeTheMarkdownWriter() {
        const QDir dir(QStringLiteral(TECHLOG_SOURCE_DIR "/renderers"));
        const QStringList files =
            dir.entryList({QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files);
        QVERIFY(files.size() > 10);
        for (const QString& f : files)
            QVERIFY2(!test::readBytes(dir.filePath(f)).contains("markdownwriter.h"),
                     qPrintable(f + QStringLiteral(" includes markdownwriter.h: the model "
                                                   "normalises imported documents, renderers "
                                                   "only render")));
    }

    // --- determinism ----------------------------------------------------------------------

    void sameInputGivesSameBytesAcrossRunsAndThreads() {
        Fixture fx;
        const QString body = QStringLiteral(
            "# 제목\n\n:::note\n```java\nint x = 1;\n```\n:::\n\n"
            ":::evidence key=\"present\" alt=\"a\" caption=\"c\" zoom=\"true\" :::\n\n"
            "| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n```yaml\na: 1\n```\n\n```sql\nSELECT "
            "1;\n```\n");
        const Document doc = fx.caseDoc(body);
        const RenderContext ctx = ctxFor(fx.ws);
        const QString first = MarkdownRenderer::renderDocumentBody(doc, ctx);
        QCOMPARE(MarkdownRenderer::renderDocumentBody(doc, ctx), first);
        QList<QString> results(4);
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                QString last;
                for (int i = 0; i < 25; ++i) last = MarkdownRenderer::renderDocumentBody(doc, ctx);
                results[t] = last;
            });
        }
        for (auto& th : threads) th.join();
        for (const QString& r : results) QCOMPARE(r, first);
    }

    // Pages load nothing from outside: an external image is a placeholder naming its address;
    // an external link is marked and opens with noopener noreferrer. Tables too (a cell is
    // where a replaced node once lost its text).
    void externalImagesArePlaceholdersAndLinksAreMarked() {
        const QString html = MarkdownRenderer::renderMarkdown(
            QStringLiteral("![그림](https://example.com/a.png \"t\") [사이트](http://example.com) "
                           "[안](other.html) ![안 그림](local.png)\n\n| a |\n| - |\n| "
                           "[셀](https://x.example/) |\n"));
        QVERIFY2(!html.contains(QStringLiteral("<img src=\"https://")), qPrintable(html));
        QVERIFY(html.contains(
            QStringLiteral("<span class=\"image-external\" title=\"https://example.com/a.png\">")));
        QVERIFY(html.contains(QStringLiteral("외부 이미지는 싣지 않습니다 (그림)")));
        QVERIFY(html.contains(
            QStringLiteral("<a class=\"external\" rel=\"noopener noreferrer\" "
                           "href=\"http://example.com\">사이트<span "
                           "class=\"external-mark\" aria-label=\"외부 링크\">↗</span></a>")));
        QVERIFY(
            html.contains(QStringLiteral("<a class=\"external\" rel=\"noopener noreferrer\" "
                                         "href=\"https://x.example/\">셀<span")));
        QVERIFY(html.contains(QStringLiteral("<a href=\"other.html\">안</a>")));
        QVERIFY(html.contains(QStringLiteral("<img src=\"local.png\" alt=\"안 그림\" />")));
        MarkdownOptions plain;
        plain.markExternal = false;
        QVERIFY(MarkdownRenderer::renderMarkdown(QStringLiteral("![x](https://e.example/x.png)"),
                                                 {}, plain)
                    .contains(QStringLiteral("<img src=\"https://e.example/x.png\"")));
    }
};

QTEST_GUILESS_MAIN(TestMarkdownRenderer)
#include "tst_markdownrenderer.moc"
