// MarkdownWriter: writing documents back as Markdown that the studio reads again unchanged.
#include <QtTest>

#include "documentparser.h"
#include "frontmatterparser.h"
#include "markdownwriter.h"
#include "tempworkspace.h"
#include "textnormalizer.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

Document parseFile(const QString& abs, const QString& rel, Diagnostics& out) {
    return parseDocumentFile(abs, rel, readBytes(abs), out);
}

Document parseText(const QString& text, const QString& rel, Diagnostics& out) {
    return parseDocumentFile(QStringLiteral("/nonexistent/") + rel, rel, text.toUtf8(), out);
}

void compareFrontMatter(const FrontMatter& a, const FrontMatter& b) {
    QCOMPARE(a.kind, b.kind);
    QCOMPARE(a.slug, b.slug);
    QCOMPARE(a.title, b.title);
    QCOMPARE(a.topic, b.topic);
    QCOMPARE(a.project, b.project);
    QCOMPARE(a.status, b.status);
    QCOMPARE(a.sourceRevision, b.sourceRevision);
    QCOMPARE(a.rootTreeNode, b.rootTreeNode);
    QCOMPARE(a.evidenceCapturedOn, b.evidenceCapturedOn);
    QCOMPARE(a.assets.size(), b.assets.size());
    for (int i = 0; i < a.assets.size(); ++i) {
        QCOMPARE(a.assets[i].key, b.assets[i].key);
        QCOMPARE(a.assets[i].file, b.assets[i].file);
    }
    QCOMPARE(a.evidence.size(), b.evidence.size());
    for (int i = 0; i < a.evidence.size(); ++i) QCOMPARE(a.evidence[i].path, b.evidence[i].path);
    QCOMPARE(a.source, b.source);
}

}  // namespace

class TestMarkdownWriter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
    }

    void seed000IsWrittenWithIndentedFrontMatter() {
        Diagnostics out;
        const Document original = parseFile(seed000(), QStringLiteral("000.md"), out);
        QVERIFY(original.frontMatterRepaired);
        const QString md = MarkdownWriter::toMarkdown(original);
        QVERIFY(md.startsWith(QStringLiteral("---\nkind: CONCEPT\n")));
        QVERIFY2(
            md.contains(QStringLiteral(
                "assets:\n  - key: cas-tuple-and-update-count\n"
                "    file: ../../../final/evidence/rendered/cas-tuple-and-update-count.svg\n")),
            qPrintable(md.left(1200)));
        QVERIFY(md.contains(QStringLiteral(
            "\nevidence:\n  - ../../../final/evidence/raw/cas-tuple-and-update-count.txt\n")));
        QVERIFY(md.contains(QStringLiteral("\nsource:\n  - ")));
        // No `file:` is left at column 0.
        QVERIFY(!md.contains(QStringLiteral("\nfile:")));

        Diagnostics again;
        const FrontMatterResult r = FrontMatterParser::parse(md, QStringLiteral("000.md"), again);
        QVERIFY2(again.isEmpty(), qPrintable(dump(again)));
        QVERIFY(r.parsed);
        QVERIFY(!r.repaired);
        compareFrontMatter(r.frontMatter, original.frontMatter);
        QCOMPARE(r.body, original.body.text());
        // The front matter takes as many lines as before: every body position stays put.
        QCOMPARE(r.bodyLine, original.bodyLine);
    }

    void seed000RoundTripKeepsOutline() {
        Diagnostics out;
        const Document original = parseFile(seed000(), QStringLiteral("000.md"), out);
        Diagnostics again;
        const Document back =
            parseText(MarkdownWriter::toMarkdown(original), QStringLiteral("000.md"), again);
        QVERIFY2(withCode(again, QStringLiteral("front-matter-repaired")).isEmpty(),
                 qPrintable(dump(again)));
        QVERIFY(!back.frontMatterRepaired);
        QVERIFY(!back.broken);
        QCOMPARE(back.headings.size(), original.headings.size());
        QCOMPARE(back.directives.size(), original.directives.size());
        QCOMPARE(back.relations.size(), 3);
        for (int i = 0; i < 3; ++i) QCOMPARE(back.relations[i].title, original.relations[i].title);
        // Writing the written text again changes nothing.
        QCOMPARE(MarkdownWriter::toMarkdown(back), MarkdownWriter::toMarkdown(original));
    }

    void seed002BecomesMarkdownWithBoldRelationsAndUnfoldedEvidence() {
        Diagnostics out;
        const Document flat = parseFile(seed002(), QStringLiteral("imports/002.txt"), out);
        QVERIFY(flat.imported);
        const QString md = MarkdownWriter::toMarkdown(flat);
        QVERIFY(md.startsWith(QStringLiteral("---\n")));
        QVERIFY(
            md.contains(QStringLiteral("\n# upsert 라고 적힌 연산이 갱신하고 안 되면 삽입한다\n")));
        QVERIFY(md.contains(QStringLiteral("\n## 관계\n")));
        QVERIFY(md.contains(QStringLiteral("\n## 확인하지 못한 것\n")));
        QVERIFY(!md.contains(QStringLiteral("• ")));
        QVERIFY(!md.contains(QStringLiteral("\" :::")));  // nothing left folded

        Diagnostics again;
        const Document back = parseText(md, MarkdownWriter::canonicalPath(flat), again);
        QVERIFY2(withCode(again, QStringLiteral("front-matter-invalid")).isEmpty(),
                 qPrintable(dump(again)));
        QVERIFY2(withCode(again, QStringLiteral("front-matter-repaired")).isEmpty(),
                 qPrintable(dump(again)));
        QVERIFY(!back.imported);
        QVERIFY(!back.broken);
        QCOMPARE(back.kind, DocKind::Case);
        compareFrontMatter(back.frontMatter, flat.frontMatter);

        QCOMPARE(back.relations.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(!back.relations[i].titleGuessed, qPrintable(back.relations[i].rawText));
            QCOMPARE(normalizeTitle(back.relations[i].title),
                     normalizeTitle(flat.relations[i].title));
            QCOMPARE(back.relations[i].note, flat.relations[i].note);
        }
        QCOMPARE(back.relations[2].title,
                 QStringLiteral("Atomic 타입의 존재는 원자성의 증거가 아니다"));

        QCOMPARE(back.directives.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const Directive& d = back.directives[i];
            QCOMPARE(d.name, QStringLiteral("evidence"));
            QVERIFY(d.closed);
            QCOMPARE(d.endLine, d.line + 1);  // `:::evidence ...` then `:::`
            for (const QString& name : {QStringLiteral("key"), QStringLiteral("alt"),
                                        QStringLiteral("caption"), QStringLiteral("zoom")})
                QCOMPARE(d.attribute(name), flat.directives[i].attribute(name));
        }
        for (const QString& s :
             {QStringLiteral("관계"), QStringLiteral("문제"), QStringLiteral("결론"),
              QStringLiteral("검증 환경"), QStringLiteral("재현 조건"), QStringLiteral("본문"),
              QStringLiteral("확인하지 못한 것")})
            QVERIFY2(back.hasHeading(s), qPrintable(s));
    }

    void seed002SavedAtItsCanonicalPathLoadsCleanly() {
        Diagnostics out;
        const Document flat = parseFile(seed002(), QStringLiteral("imports/002.txt"), out);
        QCOMPARE(MarkdownWriter::canonicalPath(flat),
                 QStringLiteral(
                     "tech-log-studio/non-atomic-check-then-act/case/case-a05-f026-enqueue.md"));
        TempWorkspace tw;
        QVERIFY(tw.write(MarkdownWriter::canonicalPath(flat), MarkdownWriter::toMarkdown(flat)));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);
        QVERIFY(!ws->documents[0].imported);
        for (const QString& code :
             {QStringLiteral("front-matter-invalid"), QStringLiteral("front-matter-missing-key"),
              QStringLiteral("directive-unclosed"), QStringLiteral("section-missing"),
              QStringLiteral("evidence-key-unknown"), QStringLiteral("path-outside-workspace"),
              QStringLiteral("topic-mismatch"), QStringLiteral("imported-flattened-view")})
            QVERIFY2(withCode(ws->diagnostics, code).isEmpty(),
                     qPrintable(code + QLatin1Char('\n') + dump(ws->diagnostics)));
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("asset-missing")).size(), 4);
    }

    void seed003DropsBodyKeyAndKeepsResplitTitles() {
        const auto ws = loadWorkspace(seedsDir());
        QVERIFY(ws);
        const Document* flat = documentAt(*ws, QStringLiteral("003_dbc55aeca6c47d54.txt"));
        QVERIFY(flat);
        const QString md = MarkdownWriter::toMarkdown(*flat);
        QVERIFY(!md.contains(QStringLiteral("\nbody:")));
        QVERIFY(
            md.contains(QStringLiteral("\n- **fenced lease — 만료 시각만으로는 부족한 이유**\n"
                                       "펜스와 소유자를 함께 요구하는 이유를 적은 문서다.\n")));
        Diagnostics again;
        const Document back = parseText(md, MarkdownWriter::canonicalPath(*flat), again);
        QVERIFY(back.frontMatter.body.isEmpty());
        QCOMPARE(back.bodyPath, back.path);
        QCOMPARE(back.relations.size(), 3);
        QCOMPARE(back.directives.size(), 3);
        QCOMPARE(back.frontMatter.assets.size(), 3);
    }

    void documentWithBodyFileIsWrittenWithoutCopyingTheBody() {
        // The example's `body:` case: saving it must leave the body in its own file.
        const QString dir =
            exampleWorkspace() + QStringLiteral("/tech-log-studio/owner-safe-state-machines/case/");
        const QString rel = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.md");
        const QString bodyRel = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.body.md");
        const auto ws = loadWorkspace(exampleWorkspace());
        QVERIFY2(ws, qPrintable(exampleWorkspace()));
        const Document* doc = documentAt(*ws, rel);
        QVERIFY(doc);
        QCOMPARE(doc->bodyPath, bodyRel);
        const QString md = MarkdownWriter::toMarkdown(*doc);
        QVERIFY(md.contains(QStringLiteral("\nbody: case-lease-renew-owner-only.body.md\n")));
        QVERIFY2(!md.contains(QStringLiteral("## 관계")), qPrintable(md));

        TempWorkspace tw;
        QVERIFY(tw.write(rel, md));
        QVERIFY(tw.copy(dir + QStringLiteral("case-lease-renew-owner-only.body.md"), bodyRel));
        const auto again = tw.load();
        QVERIFY(again);
        QCOMPARE(again->documents.size(), 1);
        QVERIFY2(withCode(again->diagnostics, QStringLiteral("body-ignored")).isEmpty(),
                 qPrintable(dump(again->diagnostics)));
        const Document& back = again->documents.first();
        QCOMPARE(back.bodyPath, bodyRel);
        QCOMPARE(back.body.text(), doc->body.text());
        QCOMPARE(back.relations.size(), doc->relations.size());
        compareFrontMatter(back.frontMatter, doc->frontMatter);
        QCOMPARE(back.frontMatter.body, doc->frontMatter.body);
    }

    void frontMatterQuotesValuesThatNeedIt() {
        FrontMatter fm;
        fm.kind = QStringLiteral("RULE");
        fm.slug = QStringLiteral("r");
        fm.title = QStringLiteral("콜론: 그리고 # 해시, \"따옴표\"");
        fm.status = QStringLiteral("게시");
        fm.source = {QStringLiteral("- 대시로 시작"), QStringLiteral("'작은따옴표'")};
        fm.assets = {{QStringLiteral("k"), QStringLiteral("a b.svg"), {}}};
        const QString yaml = MarkdownWriter::frontMatter(fm);
        QVERIFY(yaml.startsWith(QStringLiteral("---\n")));
        QVERIFY(yaml.endsWith(QStringLiteral("\n---\n")));
        Diagnostics out;
        const FrontMatterResult r =
            FrontMatterParser::parse(yaml + QStringLiteral("# x\n"), QStringLiteral("x.md"), out);
        QVERIFY2(out.isEmpty(), qPrintable(dump(out) + QLatin1Char('\n') + yaml));
        QVERIFY(r.parsed);
        QCOMPARE(r.frontMatter.title, fm.title);
        QCOMPARE(r.frontMatter.status, fm.status);
        QCOMPARE(r.frontMatter.source, fm.source);
        QCOMPARE(r.frontMatter.assets.size(), 1);
        QCOMPARE(r.frontMatter.assets[0].file, QStringLiteral("a b.svg"));
        // Keys never set are not written.
        QVERIFY(!yaml.contains(QStringLiteral("topic:")));
        QVERIFY(!yaml.contains(QStringLiteral("body:")));
    }

    void keysInFormatOrder() {
        FrontMatter fm;
        fm.source = {QStringLiteral("s")};
        fm.kind = QStringLiteral("CASE");
        fm.title = QStringLiteral("t");
        fm.slug = QStringLiteral("s");
        fm.evidence = {{QStringLiteral("e.txt"), {}}};
        const QString yaml = MarkdownWriter::frontMatter(fm);
        const qsizetype kind = yaml.indexOf(QStringLiteral("kind:"));
        const qsizetype slug = yaml.indexOf(QStringLiteral("slug:"));
        const qsizetype title = yaml.indexOf(QStringLiteral("title:"));
        const qsizetype evidence = yaml.indexOf(QStringLiteral("evidence:"));
        const qsizetype source = yaml.indexOf(QStringLiteral("source:"));
        QVERIFY(kind >= 0 && kind < slug && slug < title && title < evidence && evidence < source);
    }
};

QTEST_GUILESS_MAIN(TestMarkdownWriter)
#include "tst_markdownwriter.moc"
