// BlockScanner: headings, fenced code, directives and relation items with their lines.
#include <QtTest>

#include "blockscanner.h"
#include "directivesyntax.h"
#include "documentparser.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

BlockScanner::Outline scan(const QString& body, int firstLine = 1) {
    return BlockScanner::scanMarkdown(body, firstLine);
}

}  // namespace

class TestBlockScanner : public QObject {
    Q_OBJECT

private slots:
    void atxHeadingsWithLevelsAndLines() {
        const auto o =
            scan(QStringLiteral("# 제목\n\n## 관계\n###없음\n   ### 셋 ###\n#######x\n"), 10);
        QCOMPARE(o.headings.size(), 3);
        QCOMPARE(o.headings[0].level, 1);
        QCOMPARE(o.headings[0].text, QStringLiteral("제목"));
        QCOMPARE(o.headings[0].line, 10);
        QCOMPARE(o.headings[1].line, 12);
        QCOMPARE(o.headings[2].level, 3);
        QCOMPARE(o.headings[2].text, QStringLiteral("셋"));
        QCOMPARE(o.headings[2].line, 14);
    }

    void headingInsideCodeIsCode() {
        const auto o = scan(QStringLiteral("```sh\n# comment\n```\n"));
        QVERIFY(o.headings.isEmpty());
        QCOMPARE(o.codeBlocks.size(), 1);
        QCOMPARE(o.codeBlocks[0].info, QStringLiteral("sh"));
        QCOMPARE(o.codeBlocks[0].text, QStringLiteral("# comment"));
        QCOMPARE(o.codeBlocks[0].line, 1);
        QCOMPARE(o.codeBlocks[0].endLine, 3);
    }

    void evidenceDirectiveAttributesAndLines() {
        const auto o = scan(QStringLiteral("text\n:::evidence key=\"k-1\" alt='대체 \"글\"' "
                                           "caption=\"설명 — 18줄\" zoom=true\n:::\n"),
                            5);
        QCOMPARE(o.directives.size(), 1);
        const Directive& d = o.directives[0];
        QCOMPARE(d.name, QStringLiteral("evidence"));
        QCOMPARE(d.line, 6);
        QCOMPARE(d.column, 1);
        QCOMPARE(d.endLine, 7);
        QCOMPARE(d.contentLine, 7);
        QVERIFY(d.closed);
        QCOMPARE(d.depth, 0);
        QCOMPARE(d.attribute(QStringLiteral("key")), QStringLiteral("k-1"));
        QCOMPARE(d.attribute(QStringLiteral("alt")), QStringLiteral("대체 \"글\""));
        QCOMPARE(d.attribute(QStringLiteral("caption")), QStringLiteral("설명 — 18줄"));
        QCOMPARE(d.attribute(QStringLiteral("zoom")), QStringLiteral("true"));
        QVERIFY(!d.hasAttribute(QStringLiteral("missing")));
        QCOMPARE(d.attribute(QStringLiteral("missing"), QStringLiteral("fb")),
                 QStringLiteral("fb"));
    }

    void noteDirectiveKeepsItsContent() {
        const auto o = scan(QStringLiteral(":::note\n첫 줄\n**둘째**\n:::\n뒤\n"));
        QCOMPARE(o.directives.size(), 1);
        QCOMPARE(o.directives[0].content, QStringLiteral("첫 줄\n**둘째**"));
        QCOMPARE(o.directives[0].endLine, 4);
    }

    void colonLineInsideFencedCodeInsideDirectiveDoesNotClose() {
        const auto o = scan(QStringLiteral(":::note\n```text\n:::\n```\n여전히 노트\n:::\n밖\n"));
        QCOMPARE(o.directives.size(), 1);
        const Directive& d = o.directives[0];
        QVERIFY(d.closed);
        QCOMPARE(d.endLine, 6);
        QCOMPARE(d.content, QStringLiteral("```text\n:::\n```\n여전히 노트"));
        QCOMPARE(o.codeBlocks.size(), 1);
        QCOMPARE(o.codeBlocks[0].text, QStringLiteral(":::"));
        QCOMPARE(o.codeBlocks[0].line, 2);
        QCOMPARE(o.codeBlocks[0].endLine, 4);
    }

    void directiveOpeningInsideCodeIsCode() {
        const auto o = scan(QStringLiteral("~~~\n:::evidence key=\"x\"\n~~~\n"));
        QVERIFY(o.directives.isEmpty());
        QCOMPARE(o.codeBlocks.size(), 1);
    }

    void nestedLongerDirectiveFences() {
        const auto o = scan(QStringLiteral("::::note\n바깥\n:::tip\n안쪽\n:::\n다시 바깥\n::::\n"));
        QCOMPARE(o.directives.size(), 2);
        const Directive& outer = o.directives[0];
        const Directive& inner = o.directives[1];
        QCOMPARE(outer.name, QStringLiteral("note"));
        QCOMPARE(outer.fenceLength, 4);
        QCOMPARE(outer.depth, 0);
        QCOMPARE(outer.line, 1);
        QCOMPARE(outer.endLine, 7);
        QVERIFY(outer.closed);
        QCOMPARE(outer.content, QStringLiteral("바깥\n:::tip\n안쪽\n:::\n다시 바깥"));
        QCOMPARE(inner.name, QStringLiteral("tip"));
        QCOMPARE(inner.depth, 1);
        QCOMPARE(inner.line, 3);
        QCOMPARE(inner.endLine, 5);
        QCOMPARE(inner.content, QStringLiteral("안쪽"));
    }

    void shorterColonLineDoesNotCloseALongerFence() {
        const auto o = scan(QStringLiteral("::::note\n:::\n내용\n::::\n"));
        QCOMPARE(o.directives.size(), 1);
        QVERIFY(o.directives[0].closed);
        QCOMPARE(o.directives[0].endLine, 4);
        QCOMPARE(o.directives[0].content, QStringLiteral(":::\n내용"));
    }

    void nestedLongerCodeFences() {
        const auto o = scan(QStringLiteral("````markdown\n```java\nint x;\n```\n````\n# 제목\n"));
        QCOMPARE(o.codeBlocks.size(), 1);
        QCOMPARE(o.codeBlocks[0].info, QStringLiteral("markdown"));
        QCOMPARE(o.codeBlocks[0].text, QStringLiteral("```java\nint x;\n```"));
        QCOMPARE(o.codeBlocks[0].endLine, 5);
        QCOMPARE(o.headings.size(), 1);
        QCOMPARE(o.headings[0].line, 6);
    }

    void tildeFenceIsNotClosedByBackticks() {
        const auto o = scan(QStringLiteral("~~~\n```\n# not a heading\n~~~\n"));
        QCOMPARE(o.codeBlocks.size(), 1);
        QCOMPARE(o.codeBlocks[0].endLine, 4);
        QVERIFY(o.headings.isEmpty());
    }

    void unclosedDirectiveRunsToTheEnd() {
        const auto o = scan(QStringLiteral(":::note\n내용\n\n마지막"), 3);
        QCOMPARE(o.directives.size(), 1);
        QVERIFY(!o.directives[0].closed);
        QCOMPARE(o.directives[0].line, 3);
        QCOMPARE(o.directives[0].endLine, 6);
        QCOMPARE(o.directives[0].content, QStringLiteral("내용\n\n마지막"));
    }

    void unclosedCodeFenceRunsToTheEnd() {
        const auto o = scan(QStringLiteral("```\ncode\n:::\n"));
        QCOMPARE(o.codeBlocks.size(), 1);
        QCOMPARE(o.codeBlocks[0].endLine, 4);
        QVERIFY(o.directives.isEmpty());
    }

    void relationItemsUnderRelationsHeadingOnly() {
        const auto o =
            scan(QStringLiteral("# 제목\n## 관계\n- **첫 문서 제목**\n첫 설명.\n이어지는 설명.\n- "
                                "**둘째 제목** 같은 줄 설명\n"
                                "* 굵지 않은 항목\n\n## 본문\n- **관계 아님**\n"));
        QCOMPARE(o.relations.size(), 3);
        QCOMPARE(o.relations[0].title, QStringLiteral("첫 문서 제목"));
        QCOMPARE(o.relations[0].note, QStringLiteral("첫 설명. 이어지는 설명."));
        QCOMPARE(o.relations[0].line, 3);
        QCOMPARE(o.relations[0].column, 3);
        QVERIFY(!o.relations[0].titleGuessed);
        QCOMPARE(o.relations[1].title, QStringLiteral("둘째 제목"));
        QCOMPARE(o.relations[1].note, QStringLiteral("같은 줄 설명"));
        QCOMPARE(o.relations[2].title, QStringLiteral("굵지 않은 항목"));
        QVERIFY(o.relations[2].titleGuessed);
    }

    void boldTitleWithTrailingSpaceIsTrimmed() {
        // Seed 000 writes `**fenced lease — ... 이유 **`.
        const auto o = scan(QStringLiteral(
            "## 관계\n- **fenced lease — 만료 시각만으로는 부족한 이유 **\n설명.\n"));
        QCOMPARE(o.relations.size(), 1);
        QCOMPARE(o.relations[0].title,
                 QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유"));
        QCOMPARE(o.relations[0].note, QStringLiteral("설명."));
    }

    void relationsEndAtTheNextHeadingOfSameOrHigherLevel() {
        const auto o = scan(QStringLiteral("## 관계\n### 세부\n- **안쪽**\n## 다음\n- **바깥**\n"));
        QCOMPARE(o.relations.size(), 1);
        QCOMPARE(o.relations[0].title, QStringLiteral("안쪽"));
    }

    void foldedDirectiveOnOneLine() {
        Directive d;
        bool folded = false;
        QVERIFY(BlockScanner::parseOpening(
            QStringLiteral(":::evidence key=\"a\" caption=\"x ::: y\" zoom=\"true\" :::"), &d,
            &folded));
        QVERIFY(folded);
        QCOMPARE(d.attribute(QStringLiteral("caption")), QStringLiteral("x ::: y"));
        QCOMPARE(d.attribute(QStringLiteral("zoom")), QStringLiteral("true"));
        QVERIFY(BlockScanner::parseOpening(QStringLiteral("   :::tip"), &d, &folded));
        QVERIFY(!folded);
        QCOMPARE(d.column, 4);
        QVERIFY(!BlockScanner::parseOpening(QStringLiteral(":::"), &d, &folded));
        QVERIFY(!BlockScanner::parseOpening(QStringLiteral("::note"), &d, &folded));
        QVERIFY(!BlockScanner::parseOpening(QStringLiteral("    :::note"), &d, &folded));
    }

    void caseSectionsInFormatOrder() {
        QCOMPARE(
            BlockScanner::caseSections(),
            (QStringList{QStringLiteral("관계"), QStringLiteral("문제"), QStringLiteral("결론"),
                         QStringLiteral("검증 환경"), QStringLiteral("재현 조건"),
                         QStringLiteral("본문"), QStringLiteral("확인하지 못한 것")}));
        QCOMPARE(BlockScanner::relationsHeading(), QStringLiteral("관계"));
    }

    void seed000OutlineFromItsBody() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        Diagnostics out;
        const Document d =
            parseDocumentFile(seed000(), QStringLiteral("000.md"), readBytes(seed000()), out);
        QCOMPARE(d.directives.size(), 4);
        QCOMPARE(d.codeBlocks.size(), 4);
        QCOMPARE(d.codeBlocks[0].line, 45);
        QCOMPARE(d.codeBlocks[0].endLine, 54);
        QCOMPARE(d.relations.size(), 3);
        QCOMPARE(d.relations[2].line, 28);
        QCOMPARE(d.relations[2].note,
                 QStringLiteral("같은 구조가 JPA 버전 컬럼과 만나는 지점의 사례다."));
    }

    // Past DirectiveSyntax::kMaxDepth an opening is text; its closing fence still pairs with
    // it, so the directives around it close where they should.
    void directivesPastTheDepthLimitAreTextAndStillPair() {
        const int n = DirectiveSyntax::kMaxDepth + 3;
        QString body;
        for (int k = 0; k < n; ++k) body += QStringLiteral(":::note\n");
        body += QStringLiteral("안쪽\n");
        for (int k = 0; k < n; ++k) body += QStringLiteral(":::\n");
        body += QStringLiteral("after\n");
        const BlockScanner::Outline o = BlockScanner::scanMarkdown(body, 1);
        QCOMPARE(int(o.directives.size()), DirectiveSyntax::kMaxDepth);
        QCOMPARE(int(o.tooDeep.size()), 3);
        QCOMPARE(o.tooDeep.first().line, DirectiveSyntax::kMaxDepth + 1);
        for (const Directive& d : o.directives) QVERIFY(d.closed);
        // The outermost closes on the last fence, the innermost kept one on its own.
        QCOMPARE(o.directives.first().endLine, 2 * n + 1);
        const Directive& inner = o.directives.last();
        QCOMPARE(inner.depth, DirectiveSyntax::kMaxDepth - 1);
        QCOMPARE(inner.content.count(QStringLiteral(":::note")), 3);
        QVERIFY(inner.content.contains(QStringLiteral("안쪽")));
    }

    // 64,000 nested openings: the outline holds kMaxDepth directives and its contents are
    // bounded by kMaxDepth copies of the text, not one per open directive.
    void deepNestingCostsLinearMemory() {
        const QString body = QStringLiteral(":::note\n").repeated(64000);
        const BlockScanner::Outline o = BlockScanner::scanMarkdown(body, 1);
        QCOMPARE(int(o.directives.size()), DirectiveSyntax::kMaxDepth);
        qsizetype total = 0;
        for (const Directive& d : o.directives) total += d.content.size();
        QVERIFY(total <= DirectiveSyntax::kMaxDepth * body.size());
        QCOMPARE(int(o.tooDeep.size()), 64000 - DirectiveSyntax::kMaxDepth);
    }
};

QTEST_GUILESS_MAIN(TestBlockScanner)
#include "tst_blockscanner.moc"
