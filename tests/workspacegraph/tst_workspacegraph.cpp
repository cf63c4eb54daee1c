// WorkspaceGraph and GraphFilter: the example workspace's typed edges, ghosts for dangling
// titles, neighbourhoods, the edited document's live relations, and each filter (초성 too).
#include <QtTest>

#include "examplepaths.h"
#include "graphfilter.h"
#include "relationresolver.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspacegraph.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

Document makeDoc(const QString& path, DocKind kind, const QString& title, const QString& topic,
                 const QString& status) {
    Document d;
    d.path = path;
    d.bodyPath = path;
    d.kind = kind;
    d.frontMatter.title = title;
    d.frontMatter.topic = topic;
    d.frontMatter.status = status;
    return d;
}

// Five documents by hand: a concept -> rule, a case -> rule and -> a missing title, a lone
// rule with an error, and a draft case nobody names and that names nobody.
Workspace handMade() {
    Workspace ws;
    ws.documents = {
        makeDoc(QStringLiteral("a/concept.md"), DocKind::Concept,
                QStringLiteral("업데이트 중 개념"), QStringLiteral("alpha"),
                QStringLiteral("게시")),
        makeDoc(QStringLiteral("a/rule.md"), DocKind::Rule, QStringLiteral("한 문장 규칙"),
                QStringLiteral("alpha"), QStringLiteral("게시 전")),
        makeDoc(QStringLiteral("b/case.md"), DocKind::Case, QStringLiteral("경합 사례"),
                QStringLiteral("beta"), QStringLiteral("게시 전")),
        makeDoc(QStringLiteral("b/lone.md"), DocKind::Rule, QStringLiteral("외톨이 규칙"),
                QStringLiteral("beta"), QStringLiteral("게시")),
        makeDoc(QStringLiteral("b/draft.md"), DocKind::Case, QStringLiteral("초안 사례"),
                QStringLiteral("beta"), QStringLiteral("게시 전")),
    };
    auto rel = [](int from, int to, EdgeType type, const QString& title) {
        Relation r;
        r.from = from;
        r.to = to;
        r.type = type;
        r.title = title;
        return r;
    };
    ws.graph.edges = {rel(0, 1, EdgeType::ConceptToRule, QStringLiteral("한 문장 규칙")),
                      rel(2, 1, EdgeType::CaseToRule, QStringLiteral("한 문장 규칙")),
                      rel(2, -1, EdgeType::Unresolved, QStringLiteral("없는 규칙")),
                      rel(3, -1, EdgeType::Unresolved, QStringLiteral("없는  규칙"))};
    ws.diagnostics = {{QStringLiteral("b/lone.md"), 1, 1, Severity::Error,
                       QStringLiteral("front-matter"), QStringLiteral("bad")}};
    ws.graph.outgoing.resize(5);
    ws.graph.backlinks.resize(5);
    return ws;
}

// handMade() with the per-document edge lists the resolver would have filled.
Workspace handMadeLinked() {
    Workspace ws = handMade();
    for (int e = 0; e < ws.graph.edges.size(); ++e) {
        const Relation& r = ws.graph.edges[e];
        ws.graph.outgoing[r.from].append(e);
        if (r.to >= 0) ws.graph.backlinks[r.to].append(e);
    }
    return ws;
}

// `a` and `b` node for node (every field the views read) and edge for edge.
void compareGraphs(const WorkspaceGraph& a, const WorkspaceGraph& b,
                   bool sameGhostSpelling = true) {
    QCOMPARE(a.nodes.size(), b.nodes.size());
    for (int i = 0; i < a.nodes.size(); ++i) {
        const GraphNode &x = a.nodes[i], &y = b.nodes[i];
        QCOMPARE(x.key, y.key);
        if (!x.ghost || sameGhostSpelling) QCOMPARE(x.title, y.title);
        QCOMPARE(x.document, y.document);
        QCOMPARE(x.kind, y.kind);
        QCOMPARE(x.status, y.status);
        QCOMPARE(x.errors, y.errors);
        QCOMPARE(x.warnings, y.warnings);
        QCOMPARE(x.ghost, y.ghost);
        QCOMPARE(x.dangling, y.dangling);
    }
    QCOMPARE(a.edges.size(), b.edges.size());
    for (int k = 0; k < a.edges.size(); ++k) {
        QCOMPARE(a.edges[k].from, b.edges[k].from);
        QCOMPARE(a.edges[k].to, b.edges[k].to);
        QCOMPARE(a.edges[k].type, b.edges[k].type);
    }
    QCOMPARE(a.neighbours, b.neighbours);
}

QStringList shownPaths(const WorkspaceGraph& g, const GraphFilter& f) {
    const QList<bool> shown = f.apply(g);
    QStringList out;
    for (int i = 0; i < g.nodes.size(); ++i)
        if (shown[i]) out << g.nodes[i].key;
    return out;
}

}  // namespace

class TestWorkspaceGraph : public QObject {
    Q_OBJECT
    std::optional<Workspace> m_example;

private slots:
    void initTestCase() {
        QString error;
        m_example = loadWorkspace(exampleWorkspace(), {}, &error);
        QVERIFY2(m_example, qPrintable(error));
    }

    void exampleEdgesAreTypedByBothKinds() {
        const WorkspaceGraph g = WorkspaceGraph::build(*m_example);
        auto type = [&](const QString& from, const QString& to) {
            const int f = g.indexOfPath(from), t = g.indexOfPath(to);
            for (const GraphEdge& e : g.edges)
                if (e.from == f && e.to == t) return e.type;
            return EdgeType::Untyped;
        };
        QCOMPARE(type(kEnqueue, kUpsertRule), EdgeType::CaseToRule);
        QCOMPARE(type(kEnqueue, kConcept), EdgeType::CaseToConcept);
        QCOMPARE(type(kUpsertRule, kConcept), EdgeType::RuleToConcept);
        QCOMPARE(type(kClaimCase, kLeaseCase), EdgeType::CaseToCase);
        QCOMPARE(type(kConcept, kCasRule), EdgeType::ConceptToRule);
        QCOMPARE(type(kCasRule, kConcept), EdgeType::RuleToConcept);
        for (const GraphEdge& e : g.edges) {
            QVERIFY(e.type != EdgeType::Untyped);
            QVERIFY(edgeTypeName(e.type) != QStringLiteral("other"));
        }
    }

    void exampleDanglingRelationIsAGhost() {
        const WorkspaceGraph g = WorkspaceGraph::build(*m_example);
        QCOMPARE(g.nodes.size(), m_example->documents.size() + 1);
        const GraphNode& ghost = g.nodes.last();
        QVERIFY(ghost.ghost);
        QCOMPARE(ghost.document, -1);
        QCOMPARE(ghost.title,
                 QStringLiteral("부분 유일 인덱스의 충돌 대상에는 인덱스 술어를 함께 적는다"));
        const int from = g.indexOfPath(kEnqueue);
        QVERIFY(g.nodes[from].dangling);
        QVERIFY(g.neighbours[from].contains(int(g.nodes.size() - 1)));
    }

    void oneGhostPerDanglingTitle() {
        // "없는 규칙" and "없는  규칙" normalise to one title: one ghost, two edges.
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        QCOMPARE(g.nodes.size(), 6);
        QVERIFY(g.nodes[5].ghost);
        QCOMPARE(g.neighbours[5], (QList<int>{2, 3}));
        int unresolved = 0;
        for (const GraphEdge& e : g.edges) {
            if (e.type != EdgeType::Unresolved) continue;
            ++unresolved;
            QCOMPARE(e.to, 5);
        }
        QCOMPARE(unresolved, 2);
    }

    void errorsAndStatusComeFromTheWorkspace() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        QCOMPARE(g.nodes[3].errors, 1);
        QCOMPARE(g.nodes[0].errors, 0);
        QCOMPARE(g.nodes[0].status, QStringLiteral("게시"));
        QCOMPARE(g.nodes[2].topic, QStringLiteral("beta"));
    }

    void neighbourhoodGrowsWithDepth() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        QCOMPARE(g.neighbourhood(0, 1), (QList<int>{0, 1}));
        QCOMPARE(g.neighbourhood(0, 2), (QList<int>{0, 1, 2}));
        QCOMPARE(g.neighbourhood(0, 3), (QList<int>{0, 1, 2, 5}));
        const WorkspaceGraph local = g.subgraph(g.neighbourhood(0, 2));
        QCOMPARE(local.nodes.size(), 3);
        QCOMPARE(local.edges.size(), 2);
    }

    void editedRelationsReplaceTheLoadedOnes() {
        const Workspace ws = handMade();
        Relation r;
        r.from = 4;
        r.to = 0;
        r.type = EdgeType::CaseToConcept;
        r.title = QStringLiteral("업데이트 중 개념");
        const QList<Relation> edited{r};
        const WorkspaceGraph g = WorkspaceGraph::build(ws, 4, &edited);
        QCOMPARE(g.neighbours[4], (QList<int>{0}));
        QVERIFY(!g.isOrphan(4));
    }

    void localIsTheWholeGraphCutToTheNeighbours() {
        for (const Workspace& ws : {*m_example, handMadeLinked()}) {
            const WorkspaceGraph whole = WorkspaceGraph::build(ws);
            for (int d = 0; d < ws.documents.size(); ++d) {
                const WorkspaceGraph cut = whole.subgraph(whole.neighbourhood(d, 1));
                compareGraphs(WorkspaceGraph::local(ws, d), cut, false);
                if (QTest::currentTestFailed()) qFatal("document %d", d);
                compareGraphs(WorkspaceGraph::local(ws, d, -1, nullptr, &whole), cut);
            }
        }
        QCOMPARE(WorkspaceGraph::local(handMadeLinked(), 99).nodes.size(), 0);
        // Without the whole graph a ghost carries the spelling its neighbour wrote.
        const Workspace hand = handMadeLinked();
        QCOMPARE(WorkspaceGraph::local(hand, 3).nodes.last().title, QStringLiteral("없는  규칙"));
    }

    void localFollowsAnEditedDocument() {
        const Workspace ws = handMadeLinked();
        Relation r;
        r.from = 4;
        r.to = 0;
        r.type = EdgeType::CaseToConcept;
        r.title = QStringLiteral("업데이트 중 개념");
        Relation gone;  // and a title that names nothing
        gone.from = 4;
        gone.title = QStringLiteral("아직 없는 사례");
        const QList<Relation> edited{r, gone};
        const WorkspaceGraph whole = WorkspaceGraph::build(ws, 4, &edited);
        // Seen from the edited document and from the one it now names.
        for (int d : {4, 0}) {
            compareGraphs(WorkspaceGraph::local(ws, d, 4, &edited),
                          whole.subgraph(whole.neighbourhood(d, 1)), false);
        }
        QCOMPARE(WorkspaceGraph::local(ws, 0, 4, &edited).nodes.size(), 3);  // 0, 1 and 4
    }

    void filterByKind() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        GraphFilter f;
        f.kinds = {DocKind::Rule};
        // The lone rule's ghost goes with it.
        QCOMPARE(shownPaths(g, f),
                 (QStringList{QStringLiteral("a/rule.md"), QStringLiteral("b/lone.md"),
                              QStringLiteral("?없는 규칙")}));
    }

    void filterByTopicAndStatus() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        GraphFilter f;
        f.topic = QStringLiteral("alpha");
        QCOMPARE(shownPaths(g, f),
                 (QStringList{QStringLiteral("a/concept.md"), QStringLiteral("a/rule.md")}));
        f.topic.clear();
        f.status = QStringLiteral("게시");
        QCOMPARE(shownPaths(g, f),
                 (QStringList{QStringLiteral("a/concept.md"), QStringLiteral("b/lone.md"),
                              QStringLiteral("?없는 규칙")}));
    }

    void filterOnlyDangling() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        GraphFilter f;
        f.onlyDangling = true;
        QCOMPARE(shownPaths(g, f),
                 (QStringList{QStringLiteral("b/case.md"), QStringLiteral("b/lone.md"),
                              QStringLiteral("?없는 규칙")}));
    }

    void filterOrphans() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        GraphFilter f;
        f.onlyOrphans = true;
        QCOMPARE(shownPaths(g, f), (QStringList{QStringLiteral("b/draft.md")}));
    }

    void filterWithErrors() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        GraphFilter f;
        f.onlyErrors = true;
        QCOMPARE(shownPaths(g, f), (QStringList{QStringLiteral("b/lone.md")}));
    }

    void filterTextMatchesInitialConsonants() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        GraphFilter f;
        f.text = QStringLiteral("ㅇㄷㅈ");
        QCOMPARE(shownPaths(g, f), (QStringList{QStringLiteral("a/concept.md")}));
        f.text = QStringLiteral("사례");
        QCOMPARE(shownPaths(g, f),
                 (QStringList{QStringLiteral("b/case.md"), QStringLiteral("b/draft.md"),
                              QStringLiteral("?없는 규칙")}));
        f.text = QStringLiteral("lone.md");
        QCOMPARE(shownPaths(g, f),
                 (QStringList{QStringLiteral("b/lone.md"), QStringLiteral("?없는 규칙")}));
    }

    void emptyFilterShowsEverything() {
        const WorkspaceGraph g = WorkspaceGraph::build(handMade());
        QCOMPARE(shownPaths(g, GraphFilter{}).size(), g.nodes.size());
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceGraph)
#include "tst_workspacegraph.moc"
