// RelationResolver: relation titles to documents, edge types, dangling and ambiguous relations.
#include <QtTest>

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
        QCOMPARE(RelationResolver::edgeType(DocKind::Rule, DocKind::Concept), EdgeType::Other);
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
        QVERIFY(
            tw.copy(seed000(), QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/"
                                              "concept-cas-tuple-and-update-count.md")));
        QVERIFY(tw.copy(seed002(), QStringLiteral("imports/002.txt")));
        QVERIFY(tw.copy(seed003(), QStringLiteral("imports/003.txt")));
        // The documents the seeds point at, with exactly their titles.
        QVERIFY(writeDoc(tw, QStringLiteral("CONCEPT"), QStringLiteral("fenced-lease"),
                         QStringLiteral("fenced lease — 만료 시각만으로는 부족한 이유"), {}));
        QVERIFY(writeDoc(
            tw, QStringLiteral("RULE"), QStringLiteral("cas-rule"),
            QStringLiteral("CAS 튜플을 where 절에 전부 반복하고 update count를 답으로 쓴다"), {}));
        QVERIFY(writeDoc(tw, QStringLiteral("RULE"), QStringLiteral("atomic"),
                         QStringLiteral("Atomic 타입의 존재는 원자성의 증거가 아니다"), {}));
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
        QCOMPARE(r->type, EdgeType::Other);
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
};

QTEST_GUILESS_MAIN(TestRelationResolver)
#include "tst_relationresolver.moc"
