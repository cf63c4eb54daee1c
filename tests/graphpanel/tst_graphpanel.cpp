// GraphPanel and LocalGraphPanel offscreen, without a main window: the example's nodes and
// typed edges are drawn, filters hide and show nodes, a double-click on a document asks to open
// it, the selection follows the open document, a reload with the same graph keeps positions,
// and the local graph follows a relation typed into the buffer.
#include <QApplication>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>

#include "graphedgesitem.h"
#include "graphnodeitem.h"
#include "graphpanel.h"
#include "graphstyle.h"
#include "graphview.h"
#include "localgraphpanel.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

constexpr int kTimeoutMs = 30000;
const QString kConcept = QStringLiteral(
    "tech-log-studio/owner-safe-state-machines/concept/concept-update-count-is-the-answer.md");
const QString kEnqueue =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");

std::shared_ptr<const Workspace> example() {
    QString error;
    auto ws = loadWorkspace(exampleWorkspace(), {}, &error);
    if (!ws) qFatal("example: %s", qPrintable(error));
    return std::make_shared<const Workspace>(std::move(*ws));
}

int shownNodes(const GraphView& v) {
    int n = 0;
    for (int i = 0; i < v.graph().nodes.size(); ++i) n += v.isShown(i) ? 1 : 0;
    return n;
}

}  // namespace

class TestGraphPanel : public QObject {
    Q_OBJECT
    std::shared_ptr<const Workspace> m_ws;

    void waitLaidOut(GraphPanel& p, int layouts) {
        QTRY_VERIFY_WITH_TIMEOUT(p.layouts() >= layouts, kTimeoutMs);
    }

private slots:
    void initTestCase() { m_ws = example(); }

    void showsTheExamplesNodesAndTypedEdges() {
        GraphPanel p;
        p.resize(900, 600);
        p.show();
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        QCOMPARE(v->graph().nodes.size(), m_ws->documents.size() + 1);  // one ghost
        QCOMPARE(shownNodes(*v), int(v->graph().nodes.size()));
        QSet<EdgeType> types;
        for (const GraphEdge& e : v->graph().edges) types.insert(e.type);
        QVERIFY(types.contains(EdgeType::ConceptToRule));
        QVERIFY(types.contains(EdgeType::RuleToConcept));
        QVERIFY(types.contains(EdgeType::CaseToRule));
        QVERIFY(types.contains(EdgeType::CaseToCase));
        QVERIFY(types.contains(EdgeType::Unresolved));
        // Every edge drawn, each in its type's colour.
        QCOMPARE(v->edgesItem()->count(), int(v->graph().edges.size()));
        QVERIFY(QTest::qWaitForWindowExposed(&p));
        v->fit();
        const QImage frame = v->viewport()->grab().toImage();
        for (EdgeType t : types) {
            // Near the type's colour: a thin diagonal line is all antialiased, with few pixels
            // of the exact colour.
            const QRgb colour = GraphStyle::edge(t).color.rgb();
            const auto near = [colour](QRgb p) {
                return qAbs(qRed(p) - qRed(colour)) <= 24 &&
                       qAbs(qGreen(p) - qGreen(colour)) <= 24 &&
                       qAbs(qBlue(p) - qBlue(colour)) <= 24;
            };
            int pixels = 0;
            for (int y = 0; y < frame.height(); ++y)
                for (int x = 0; x < frame.width(); ++x) pixels += near(frame.pixel(x, y)) ? 1 : 0;
            QVERIFY2(pixels >= 5, qPrintable(edgeTypeName(t)));
        }
    }

    void filtersHideAndShowNodes() {
        GraphPanel p;
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        const int all = shownNodes(*v);
        GraphFilter f;
        f.kinds = {DocKind::Concept};
        p.setFilter(f);
        int concepts = 0;
        for (int i = 0; i < v->graph().nodes.size(); ++i) {
            const bool concept_ = v->graph().nodes[i].kind == DocKind::Concept;
            concepts += concept_ ? 1 : 0;
            QCOMPARE(v->isShown(i), concept_);
        }
        QVERIFY(concepts >= 1);
        f = {};
        f.onlyDangling = true;
        p.setFilter(f);
        QCOMPARE(shownNodes(*v), 2);  // the enqueue case and its ghost
        QVERIFY(v->isShown(v->graph().indexOfPath(kEnqueue)));
        f = {};
        f.text = QStringLiteral(
            "ㄱㅅㄱㅅㄱㄱㅍㅈ");  // 갱신 건수가 곧 판정이다, not 갱신 건수로 판정한다
        p.setFilter(f);
        QCOMPARE(shownNodes(*v), 1);
        QVERIFY(v->isShown(v->graph().indexOfPath(kConcept)));
        f = {};
        f.onlyOrphans = true;
        p.setFilter(f);
        QCOMPARE(shownNodes(*v), 0);
        f = {};
        f.onlyErrors = true;
        p.setFilter(f);
        QCOMPARE(shownNodes(*v), 0);
        p.setFilter(GraphFilter{});
        QCOMPARE(shownNodes(*v), all);
    }

    void doubleClickOpensTheDocument() {
        GraphPanel p;
        p.resize(900, 600);
        p.show();
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        QVERIFY(QTest::qWaitForWindowExposed(&p));
        GraphView* v = p.view();
        const int node = v->graph().indexOfPath(kConcept);
        v->centerOn(v->nodePosition(node));
        QSignalSpy opened(&p, &GraphPanel::documentActivated);
        const QPoint at = v->mapFromScene(v->nodePosition(node));
        QTest::mouseDClick(v->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().first().toString(), kConcept);
    }

    void selectionFollowsTheOpenDocumentAndShowsDetails() {
        GraphPanel p;
        p.setCurrentDocument(kEnqueue);  // before the layout: applied when it arrives
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        QCOMPARE(v->selectedNode(), v->graph().indexOfPath(kEnqueue));
        QVERIFY(p.details().contains(QStringLiteral("case")));
        QVERIFY(p.details().contains(QStringLiteral("relation-unresolved")));
        p.setCurrentDocument(kConcept);
        QCOMPARE(v->selectedNode(), v->graph().indexOfPath(kConcept));
        QVERIFY(p.details().contains(QStringLiteral("갱신 건수가 곧 판정이다")));
    }

    void hoverHighlightsNeighbours() {
        GraphPanel p;
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        const int node = v->graph().indexOfPath(kEnqueue);
        v->hoverNode(node, true);
        QList<int> expected = v->graph().neighbours[node];
        expected.append(node);
        std::sort(expected.begin(), expected.end());
        QCOMPARE(v->highlightedNodes(), expected);
        v->hoverNode(node, false);
        QVERIFY(v->highlightedNodes().isEmpty());
    }

    void reloadWithTheSameGraphKeepsPositions() {
        GraphPanel p;
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        GraphNodeItem* item = v->nodeItem(0);
        item->setPos(item->pos() + QPointF(500, 500));  // as if the author had moved it
        const QPointF moved = item->pos();
        p.setWorkspace(example());
        waitLaidOut(p, 2);
        QCOMPARE(v->nodeItem(0), item);
        QCOMPARE(v->nodePosition(0), moved);
    }

    void aNewDocumentKeepsEveryOtherPositionAndTheZoom() {
        TempWorkspace tw;
        QVERIFY(tw.copyTree(exampleWorkspace()));
        QString error;
        auto first = loadWorkspace(tw.root(), {}, &error);
        QVERIFY2(first, qPrintable(error));
        GraphPanel p;
        p.resize(900, 600);
        p.show();
        p.setWorkspace(std::make_shared<const Workspace>(std::move(*first)));
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        QHash<QString, QPointF> before;
        for (int i = 0; i < v->graph().nodes.size(); ++i)
            before.insert(v->graph().nodes[i].key, v->nodePosition(i));
        v->zoomBy(1.7);
        const QTransform zoom = v->transform();
        // A new rule citing the concept, as a save or a change on disk brings it.
        const QString added =
            QStringLiteral("tech-log-studio/owner-safe-state-machines/rule/rule-new.md");
        QVERIFY(tw.write(
            added,
            QStringLiteral(
                "---\nkind: RULE\nslug: new\ntitle: 새 규칙은 판정을 갱신 건수로 한다\ntopic: "
                "owner-safe-state-machines\n"
                "project: sample-service\nstatus: 게시 전\n"
                "sourceRevision: 0123456789abcdef0123456789abcdef01234567\nrootTreeNode: rule:new\n"
                "source:\n  - s\n---\n\n# 새 규칙은 판정을 갱신 건수로 한다\n\n## 관계\n"
                "- **갱신 건수가 곧 판정이다** 이 규칙이 기댄다.\n")));
        auto second = loadWorkspace(tw.root(), {}, &error);
        QVERIFY2(second, qPrintable(error));
        p.setWorkspace(std::make_shared<const Workspace>(std::move(*second)));
        waitLaidOut(p, 2);
        QCOMPARE(v->graph().nodes.size(), before.size() + 1);
        for (int i = 0; i < v->graph().nodes.size(); ++i) {
            const QString key = v->graph().nodes[i].key;
            if (key == added) continue;
            QCOMPARE(v->nodePosition(i), before.value(key));
        }
        QCOMPARE(v->transform(), zoom);
        QVERIFY(v->graph().indexOfKey(added) >= 0);
        // Lay Out Again: Graphviz afresh, the whole graph in view.
        auto* again = p.findChild<QToolButton*>(QStringLiteral("relayoutButton"));
        QVERIFY(again);
        again->click();
        waitLaidOut(p, 3);
        QVERIFY(v->transform() != zoom);
    }

    void zoomAndFit() {
        GraphPanel p;
        p.resize(600, 400);
        p.show();
        p.setWorkspace(m_ws);
        waitLaidOut(p, 1);
        GraphView* v = p.view();
        v->fit();
        const double fitted = v->zoom();
        v->zoomBy(2.0);
        QVERIFY(qAbs(v->zoom() - 2 * fitted) < 1e-6);
        v->fit();
        QVERIFY(qAbs(v->zoom() - fitted) < 1e-6);
    }

    // A workspace that comes while the tab is hidden in a shown window is not laid out (at the
    // studio's start that took a core from the first load); it is when the tab is shown, and
    // then fills the view, and follows its size until the reader zooms; Fit brings that back.
    // The local graph has a Fit of its own.
    void aGraphForAHiddenTabIsLaidOutWhenShownAndFillsTheView() {
        QTabWidget tabs;
        tabs.resize(900, 600);
        auto* other = new QWidget;
        auto* p = new GraphPanel;
        tabs.addTab(other, QStringLiteral("other"));
        tabs.addTab(p, QStringLiteral("graph"));
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        p->setWorkspace(m_ws);
        QTest::qWait(300);
        QCOMPARE(p->layouts(), 0);
        GraphView* v = p->view();
        QVERIFY(!v->hasGraph());
        const auto filled = [v] {
            const QRectF shown = v->mapFromScene(v->scene()->itemsBoundingRect()).boundingRect();
            const QRectF view = v->viewport()->rect();
            return qMax(shown.width() / view.width(), shown.height() / view.height());
        };
        tabs.setCurrentWidget(p);
        waitLaidOut(*p, 1);
        QTRY_VERIFY2(filled() > 0.8, qPrintable(QString::number(filled())));
        tabs.resize(1200, 800);
        QTRY_VERIFY2(filled() > 0.8, qPrintable(QString::number(filled())));
        QWheelEvent wheel(QPointF(100, 100), v->viewport()->mapToGlobal(QPointF(100, 100)),
                          QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(v->viewport(), &wheel);
        QVERIFY(!v->fitsAutomatically());
        const double zoomed = v->zoom();
        tabs.resize(700, 500);
        QTest::qWait(50);
        QCOMPARE(v->zoom(), zoomed);
        v->fit();
        QVERIFY(v->fitsAutomatically());

        LocalGraphPanel local;
        auto* fit = local.findChild<QToolButton*>(QStringLiteral("localGraphFit"));
        QVERIFY(fit && fit->text() == QStringLiteral("Fit"));
    }

    void localGraphFollowsARelationTypedInTheBuffer() {
        // A workspace of two documents that do not know each other yet.
        TempWorkspace tw;
        const QString head = QStringLiteral(
            "---\nkind: %1\nslug: %2\ntitle: %3\ntopic: t\nproject: p\nstatus: 게시 전\n"
            "sourceRevision: 0123456789abcdef0123456789abcdef01234567\nrootTreeNode: x:%2\n"
            "source:\n  - s\n---\n\n# %3\n\n");
        const QString a = QStringLiteral("tech-log-studio/t/concept/concept-a.md");
        const QString b = QStringLiteral("tech-log-studio/t/rule/rule-b.md");
        const QString aText =
            head.arg(QStringLiteral("CONCEPT"), QStringLiteral("a"), QStringLiteral("가 개념")) +
            QStringLiteral("## 본문\n\n본문.\n");
        QVERIFY(tw.write(a, aText));
        QVERIFY(tw.write(
            b, head.arg(QStringLiteral("RULE"), QStringLiteral("b"), QStringLiteral("나 규칙")) +
                   QStringLiteral("## 본문\n\n본문.\n")));
        QString error;
        auto loaded = loadWorkspace(tw.root(), {}, &error);
        QVERIFY2(loaded, qPrintable(error));
        auto ws = std::make_shared<const Workspace>(std::move(*loaded));

        LocalGraphPanel local;
        QSignalSpy laid(&local, &LocalGraphPanel::laidOut);
        local.setWorkspace(ws);
        local.setDocument(a);
        QTRY_VERIFY_WITH_TIMEOUT(local.view()->graph().nodes.size() == 1, kTimeoutMs);
        local.setParsedBuffer(parseBuffer(
            ws, a, aText + QStringLiteral("\n## 관계\n- **나 규칙** 이 규칙이 실천한다.\n")));
        QTRY_VERIFY_WITH_TIMEOUT(local.view()->graph().nodes.size() == 2, kTimeoutMs);
        QCOMPARE(local.view()->graph().edges.size(), 1);
        QCOMPARE(local.view()->graph().edges.first().type, EdgeType::ConceptToRule);
        QCOMPARE(local.view()->selectedNode(), local.view()->graph().indexOfPath(a));
        const qsizetype before = laid.size();
        local.setDepth(2);
        QTRY_VERIFY_WITH_TIMEOUT(laid.size() > before, kTimeoutMs);
        QCOMPARE(local.view()->graph().nodes.size(), 2);
    }

    void localGraphFollowsARelationTypedInABodyFile() {
        // A case whose body is a file of its own, and a rule it does not name yet.
        TempWorkspace tw;
        const QString caseDoc = QStringLiteral("tech-log-studio/t/case/case-c.md");
        const QString body = QStringLiteral("tech-log-studio/t/case/case-c.body.md");
        const QString rule = QStringLiteral("tech-log-studio/t/rule/rule-b.md");
        QVERIFY(tw.write(caseDoc, markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"),
                                              QStringLiteral("다 사례"), QStringLiteral("t"),
                                              QStringLiteral("body: case-c.body.md\n"), {})));
        const QString bodyText = QStringLiteral("# 다 사례\n\n## 본문\n\n본문.\n");
        QVERIFY(tw.write(body, bodyText));
        QVERIFY(tw.write(rule, markdownDoc(QStringLiteral("RULE"), QStringLiteral("b"),
                                           QStringLiteral("나 규칙"), QStringLiteral("t"), {},
                                           QStringLiteral("# 나 규칙\n\n## 본문\n\n본문.\n"))));
        QString error;
        auto loaded = loadWorkspace(tw.root(), {}, &error);
        QVERIFY2(loaded, qPrintable(error));
        auto ws = std::make_shared<const Workspace>(std::move(*loaded));

        LocalGraphPanel local;
        local.setWorkspace(ws);
        local.setDocument(body);  // the body file is open: its document's neighbours
        QTRY_VERIFY_WITH_TIMEOUT(local.view()->graph().nodes.size() == 1, kTimeoutMs);
        QCOMPARE(local.view()->selectedNode(), local.view()->graph().indexOfPath(caseDoc));
        local.setParsedBuffer(parseBuffer(
            ws, body, bodyText + QStringLiteral("\n## 관계\n- **나 규칙** 이 규칙을 깬다.\n")));
        QTRY_VERIFY_WITH_TIMEOUT(local.view()->graph().nodes.size() == 2, kTimeoutMs);
        QCOMPARE(local.view()->graph().edges.size(), 1);
        QCOMPARE(local.view()->graph().edges.first().type, EdgeType::CaseToRule);
        QCOMPARE(local.view()->selectedNode(), local.view()->graph().indexOfPath(caseDoc));
    }
};

QTEST_MAIN(TestGraphPanel)
#include "tst_graphpanel.moc"
