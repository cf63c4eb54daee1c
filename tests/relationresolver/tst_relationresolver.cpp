// RelationResolver: relation titles to documents, edge types, dangling and ambiguous relations.
#include <QtTest>

#include "documentparser.h"
#include "markdownwriter.h"
#include "relationresolver.h"
#include "tempworkspace.h"
#include "textnormalizer.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QString conceptPath(const QString& slug) {
    return QStringLiteral("tech-log-studio/t/concept/concept-%1.md").arg(slug);
}
QString rulePath(const QString& slug) {
    return QStringLiteral("tech-log-studio/t/rule/rule-%1.md").arg(slug);
}
QString casePath(const QString& slug) {
    return QStringLiteral("tech-log-studio/t/case/case-%1.md").arg(slug);
}

bool writeDoc(const TempWorkspace& tw, const QString& kind, const QString& slug,
              const QString& title, const QString& relations) {
    const QString lower = kind.toLower();
    const QString rel = QStringLiteral("tech-log-studio/t/%1/%1-%2.md").arg(lower, slug);
    const QString body =
        kind == QLatin1String("CASE")
            ? caseBody(title, relations)
            : QStringLiteral("# %1\n\n## 관계\n%2\n## 본문\n내용.\n").arg(title, relations);
    return tw.write(rel, markdownDoc(kind, slug, title, QStringLiteral("t"), {}, body));
}

// The three seeds and the documents they point at, with exactly their titles.
bool writeSeedWorkspace(const TempWorkspace& tw) {
    return tw.copy(seed000(), QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/"
                                             "concept-cas-tuple-and-update-count.md")) &&
           tw.copy(seed002(), QStringLiteral("imports/002.txt")) &&
           tw.copy(seed003(), QStringLiteral("imports/003.txt")) &&
           writeDoc(tw, QStringLiteral("CONCEPT"), QStringLiteral("fenced-lease"),
                    QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유"), {}) &&
           writeDoc(
               tw, QStringLiteral("RULE"), QStringLiteral("cas-rule"),
               QStringLiteral("CAS 튜플을 where 절에 전부 반복하고 update count를 답으로 쓴다"),
               {}) &&
           writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("atomic"),
                    QStringLiteral("Atomic 타입의 존재는 원자성의 증거가 아니다"), {});
}

// The document at `rel` read again from disk, as the preview and a re-read would see it.
Document reread(const Workspace& ws, const QString& rel) {
    const Document& d = ws.documents[ws.indexOfPath(rel)];
    Diagnostics ignored;
    return parseDocumentFile(d.absolutePath, d.path, readBytes(d.absolutePath), ignored);
}

bool sameEdge(const Relation& a, const Relation& b) {
    return a.from == b.from && a.to == b.to && a.relationIndex == b.relationIndex &&
           a.title == b.title && a.type == b.type && a.ambiguous == b.ambiguous;
}

const Relation* edgeFrom(const Workspace& ws, const QString& from, int n = 0) {
    const int i = ws.indexOfPath(from);
    if (i < 0 || n >= ws.graph.outgoing[i].size()) return nullptr;
    return &ws.graph.edges[ws.graph.outgoing[i][n]];
}

}  // namespace

class TestRelationResolver : public QObject {
    Q_OBJECT

private slots:
    void normalizeTitleFoldsSpaceAndStrayStar() {
        QCOMPARE(normalizeTitle(QStringLiteral("  a   b \t c ")), QStringLiteral("a b c"));
        QCOMPARE(normalizeTitle(QStringLiteral("Atomic 타입의 존재는 원자성의 증거가 아니다*")),
                 QStringLiteral("Atomic 타입의 존재는 원자성의 증거가 아니다"));
        QCOMPARE(normalizeTitle(QStringLiteral("제목 ** ")), QStringLiteral("제목"));
        // NFC: a decomposed Hangul syllable equals the composed one.
        const QString decomposed = QStringLiteral("한").normalized(QString::NormalizationForm_D);
        QVERIFY(decomposed != QStringLiteral("한"));
        QCOMPARE(normalizeTitle(decomposed), QStringLiteral("한"));
    }

    void edgeTypesFollowKindsAtBothEnds() {
        QCOMPARE(RelationResolver::edgeType(DocKind::Concept, DocKind::Rule),
                 EdgeType::ConceptToRule);
        QCOMPARE(RelationResolver::edgeType(DocKind::Case, DocKind::Rule), EdgeType::CaseToRule);
        QCOMPARE(RelationResolver::edgeType(DocKind::Case, DocKind::Concept),
                 EdgeType::CaseToConcept);
        QCOMPARE(RelationResolver::edgeType(DocKind::Case, DocKind::Case), EdgeType::CaseToCase);
        QCOMPARE(RelationResolver::edgeType(DocKind::Rule, DocKind::Concept),
                 EdgeType::RuleToConcept);
        QCOMPARE(RelationResolver::edgeType(DocKind::Concept, DocKind::Concept),
                 EdgeType::ConceptToConcept);
        QCOMPARE(RelationResolver::edgeType(DocKind::Unknown, DocKind::Rule), EdgeType::Untyped);
        QCOMPARE(edgeTypeName(EdgeType::RuleToConcept), QStringLiteral("rule-concept"));
        QCOMPARE(edgeTypeName(EdgeType::ConceptToRule), QStringLiteral("concept-rule"));
        QCOMPARE(edgeTypeName(EdgeType::Unresolved), QStringLiteral("unresolved"));
    }

    void boldTitlesResolveWithBacklinks() {
        TempWorkspace tw;
        QVERIFY(writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("r"),
                         QStringLiteral("규칙의 제목이다"), {}));
        QVERIFY(writeDoc(tw, QStringLiteral("CONCEPT"), QStringLiteral("k"),
                         QStringLiteral("개념의 제목"),
                         QStringLiteral("- **규칙의 제목이다**\n개념을 옮긴 규칙.\n")));
        QVERIFY(writeDoc(
            tw, QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례의 제목"),
            QStringLiteral(
                "- **규칙의 제목이다**\n어긴다.\n- **개념의   제목**\n공백이 달라도 같다.\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("relation-unresolved")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
        const Relation* k = edgeFrom(*ws, conceptPath(QStringLiteral("k")));
        QVERIFY(k);
        QCOMPARE(ws->documents[k->to].path, rulePath(QStringLiteral("r")));
        QCOMPARE(k->type, EdgeType::ConceptToRule);
        const Relation* c1 = edgeFrom(*ws, casePath(QStringLiteral("c")), 0);
        const Relation* c2 = edgeFrom(*ws, casePath(QStringLiteral("c")), 1);
        QVERIFY(c1 && c2);
        QCOMPARE(c1->type, EdgeType::CaseToRule);
        QCOMPARE(ws->documents[c2->to].path, conceptPath(QStringLiteral("k")));
        QCOMPARE(c2->type, EdgeType::CaseToConcept);
        QCOMPARE(ws->graph.backlinks[ws->indexOfPath(rulePath(QStringLiteral("r")))].size(), 2);
        QCOMPARE(ws->graph.backlinks[ws->indexOfPath(casePath(QStringLiteral("c")))].size(), 0);
    }

    void unresolvedRelationIsAWarningAtTheItem() {
        TempWorkspace tw;
        QVERIFY(writeDoc(tw, QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념"),
                         QStringLiteral("- **없는 문서의 제목**\n설명.\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        const QString rel = conceptPath(QStringLiteral("k"));
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("relation-unresolved"), rel);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, ws->documents.first().relations.first().line);
        QCOMPARE(w.column, 3);
        QVERIFY(w.message.contains(QStringLiteral("\"없는 문서의 제목\"")));
        QCOMPARE(ws->graph.edges.size(), 1);
        QVERIFY(!ws->graph.edges[0].resolved());
        QCOMPARE(ws->graph.edges[0].type, EdgeType::Unresolved);
    }

    void ambiguousRelationWhenTwoDocumentsShareATitle() {
        TempWorkspace tw;
        QVERIFY(writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("a"),
                         QStringLiteral("같은 제목"), {}));
        QVERIFY(writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("b"),
                         QStringLiteral("같은 제목"), {}));
        QVERIFY(writeDoc(tw, QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념"),
                         QStringLiteral("- **같은 제목**\n둘 중 하나.\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        const QString rel = conceptPath(QStringLiteral("k"));
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("relation-ambiguous"), rel);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, ws->documents[ws->indexOfPath(rel)].relations.first().line);
        QCOMPARE(w.column, 3);
        QVERIFY(w.message.contains(rulePath(QStringLiteral("a"))));
        QVERIFY(w.message.contains(rulePath(QStringLiteral("b"))));
        const Relation* e = edgeFrom(*ws, rel);
        QVERIFY(e);
        QVERIFY(e->ambiguous);
        QCOMPARE(ws->documents[e->to].path, rulePath(QStringLiteral("a")));  // the first by path
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("relation-unresolved")).isEmpty());
        QCOMPARE(ws->indicesOfTitle(QStringLiteral("같은 제목")).size(), 2);
    }

    void seedRelationsResolveAgainstDocumentsWithThoseTitles() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        TempWorkspace tw;
        QVERIFY(writeSeedWorkspace(tw));
        const auto ws = tw.load();
        QVERIFY(ws);
        const QString fenced = conceptPath(QStringLiteral("fenced-lease"));
        const QString casRule = rulePath(QStringLiteral("cas-rule"));
        const QString atomic = rulePath(QStringLiteral("atomic"));

        // 000 (`**... 이유 **`, trailing space inside the bold) -> the fenced-lease concept.
        const QString p000 = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/concept/"
            "concept-cas-tuple-and-update-count.md");
        const Relation* r = edgeFrom(*ws, p000, 0);
        QVERIFY(r && r->resolved());
        QCOMPARE(ws->documents[r->to].path, fenced);
        QCOMPARE(r->type, EdgeType::ConceptToConcept);
        r = edgeFrom(*ws, p000, 1);
        QVERIFY(r && r->resolved());
        QCOMPARE(ws->documents[r->to].path, casRule);
        QCOMPARE(r->type, EdgeType::ConceptToRule);

        // 002: the stray `*` is ignored.
        const QString p002 = QStringLiteral("imports/002.txt");
        r = edgeFrom(*ws, p002, 2);
        QVERIFY(r && r->resolved());
        QCOMPARE(ws->documents[r->to].path, atomic);
        QCOMPARE(r->type, EdgeType::CaseToRule);
        r = edgeFrom(*ws, p002, 0);
        QVERIFY(r && r->resolved());
        QCOMPARE(ws->documents[r->to].path, casRule);
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("relation-unresolved"), p002).size(), 1);

        // 003: its first item is re-split against the known title.
        const QString p003 = QStringLiteral("imports/003.txt");
        r = edgeFrom(*ws, p003, 0);
        QVERIFY(r && r->resolved());
        QCOMPARE(ws->documents[r->to].path, fenced);
        QCOMPARE(r->type, EdgeType::CaseToConcept);
        const Document& d003 = ws->documents[ws->indexOfPath(p003)];
        QCOMPARE(d003.relations[0].note,
                 QStringLiteral("펜스와 소유자를 함께 요구하는 이유를 적은 문서다."));
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("relation-unresolved"), p003).size(), 1);

        QCOMPARE(ws->graph.backlinks[ws->indexOfPath(fenced)].size(), 2);
        QCOMPARE(ws->graph.backlinks[ws->indexOfPath(casRule)].size(), 3);
        QCOMPARE(ws->graph.backlinks[ws->indexOfPath(atomic)].size(), 1);
    }

    void guessedFlattenedTitleIsResplitAgainstDocumentTitles() {
        TempWorkspace tw;
        QVERIFY(writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("r"),
                         QStringLiteral("규칙 제목 끝"), {}));
        const QString flat = QStringLiteral(
            "docs/p/tech-log-studio/t/case/case-f.md\n\nkind, slug, title\n\nkind\tslug\ttitle\n"
            "CASE\tf\t평평한 사례\n\n평평한 사례\n\n관계\n\n• 규칙 제목 끝 그리고 설명이 "
            "이어진다.\n");
        QVERIFY(tw.write(QStringLiteral("imports/f.txt"), flat));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Relation* r = edgeFrom(*ws, QStringLiteral("imports/f.txt"));
        QVERIFY(r);
        QVERIFY2(r->resolved(), qPrintable(dump(ws->diagnostics)));
        QCOMPARE(r->title, QStringLiteral("규칙 제목 끝"));
        QCOMPARE(ws->documents[ws->indexOfPath(QStringLiteral("imports/f.txt"))].relations[0].note,
                 QStringLiteral("그리고 설명이 이어진다."));
    }

    // --- one document against a linked workspace (the preview) ----------------------------

    void linkOneOfEachDocumentAsReadGivesItsEdgesInTheGraph() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        TempWorkspace tw;
        QVERIFY(writeSeedWorkspace(tw));
        const auto ws = tw.load();
        QVERIFY(ws);
        int edges = 0;
        for (int i = 0; i < ws->documents.size(); ++i) {
            Document doc = reread(*ws, ws->documents[i].path);
            Diagnostics warnings;
            const QList<Relation> one = RelationResolver::linkOne(*ws, doc, i, &warnings);
            QCOMPARE(one.size(), ws->graph.outgoing[i].size());
            for (int k = 0; k < one.size(); ++k)
                QVERIFY2(sameEdge(one[k], ws->graph.edges[ws->graph.outgoing[i][k]]),
                         qPrintable(ws->documents[i].path));
            // The same relation warnings as the whole workspace's link.
            Diagnostics expected;
            for (const Diagnostic& d : ws->diagnostics)
                if (d.path == doc.bodyPath && d.code.startsWith(QLatin1String("relation-")))
                    expected.append(d);
            QCOMPARE(dump(warnings), dump(expected));
            // Guessed titles re-split as link() settled them.
            for (int k = 0; k < doc.relations.size(); ++k)
                QCOMPARE(doc.relations[k].title, ws->documents[i].relations[k].title);
            edges += int(one.size());
        }
        QVERIFY(edges >= 8);
    }

    void linkOneResplitsAGuessedTitleAndRemakesTheMarkdownForm() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        TempWorkspace tw;
        QVERIFY(writeSeedWorkspace(tw));
        const auto ws = tw.load();
        QVERIFY(ws);
        const QString p003 = QStringLiteral("imports/003.txt");
        Document doc = reread(*ws, p003);
        const QString line = QStringLiteral(
            "\n- **fenced lease — 만료 시각만으로는 부족한 이유**\n"
            "펜스와 소유자를 함께 요구하는 이유를 적은 문서다.\n");
        QVERIFY(doc.markdownForm);
        QVERIFY(!doc.markdownForm->source.text().contains(line));  // the guess, before linking
        RelationResolver::linkOne(*ws, doc, ws->indexOfPath(p003));
        QVERIFY(doc.markdownForm->source.text().contains(line));
        QCOMPARE(doc.markdownForm->source.text(), MarkdownWriter::toMarkdown(doc));
        // What the loader's link() left in the workspace is the same form.
        QCOMPARE(documentAt(*ws, p003)->markdownForm->source.text(),
                 doc.markdownForm->source.text());
    }

    void linkOneSeesTheEditedDocumentsNewTitle() {
        TempWorkspace tw;
        QVERIFY(
            writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("r"), QStringLiteral("규칙"), {}));
        QVERIFY(writeDoc(tw, QStringLiteral("CASE"), QStringLiteral("a"), QStringLiteral("사례"),
                         QStringLiteral("- **규칙**\n설명.\n- **사례**\n자기 자신.\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        const int a = ws->indexOfPath(casePath(QStringLiteral("a")));
        const int r = ws->indexOfPath(rulePath(QStringLiteral("r")));
        QCOMPARE(edgeFrom(*ws, casePath(QStringLiteral("a")), 1)->to, a);

        // Retitled `규칙` in the buffer: its first relation now has two targets, itself among
        // them, and the one to its old title has none.
        Document doc = reread(*ws, casePath(QStringLiteral("a")));
        doc.frontMatter.title = QStringLiteral("규칙");
        Diagnostics warnings;
        const QList<Relation> one = RelationResolver::linkOne(*ws, doc, a, &warnings);
        QCOMPARE(one.size(), 2);
        QVERIFY(one[0].ambiguous);
        QVERIFY(a < r);  // by path: case/ before rule/
        QCOMPARE(one[0].to, a);
        QCOMPARE(one[0].type, EdgeType::CaseToCase);
        QVERIFY(!one[1].resolved());
        QCOMPARE(withCode(warnings, QStringLiteral("relation-ambiguous")).size(), 1);
        QCOMPARE(withCode(warnings, QStringLiteral("relation-unresolved")).size(), 1);
        // The workspace is as it was.
        QCOMPARE(ws->documents[a].title(), QStringLiteral("사례"));
        QVERIFY(!edgeFrom(*ws, casePath(QStringLiteral("a")), 0)->ambiguous);
    }

    void linkOneAgainstAWorkspaceNeverLinkedIndexesItOnTheSpot() {
        Workspace ws;
        Document target;
        target.path = rulePath(QStringLiteral("r"));
        target.kind = DocKind::Rule;
        target.frontMatter.title = QStringLiteral("규칙 * ");
        ws.documents.append(target);
        Document doc;
        doc.path = casePath(QStringLiteral("a"));
        doc.kind = DocKind::Case;
        doc.relations.append({QStringLiteral("규칙"), {}, 3, 1, false, {}});
        const QList<Relation> one = RelationResolver::linkOne(ws, doc, -1);
        QCOMPARE(one.size(), 1);
        QCOMPARE(one[0].to, 0);  // after normalisation
        QCOMPARE(one[0].from, -1);
        QCOMPARE(one[0].type, EdgeType::CaseToRule);
    }
};

QTEST_GUILESS_MAIN(TestRelationResolver)
#include "tst_relationresolver.moc"
