// GraphLayout (Graphviz through its library): the example's layout is deterministic and every
// node lies inside the bounding box, titles wrap, a huge title breaks neither DOT nor SVG, the
// SVG is well-formed, sanitized and the same bytes every run, and layouts from several threads
// at once agree (one at a time under the mutex).
#include <QFuture>
#include <QRegularExpression>
#include <QThreadPool>
#include <QXmlStreamReader>
#include <QtConcurrent>
#include <QtTest>

#include "graphlayout.h"
#include "svgsanitizer.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspacegraph.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

bool wellFormed(const QByteArray& xml, QString* error) {
    QXmlStreamReader r(xml);
    while (!r.atEnd()) r.readNext();
    if (r.hasError()) *error = r.errorString();
    return !r.hasError();
}

Workspace twoDocs(const QString& title) {
    Workspace ws;
    Document a;
    a.path = QStringLiteral("a.md");
    a.kind = DocKind::Concept;
    a.frontMatter.title = title;
    Document b;
    b.path = QStringLiteral("b.md");
    b.kind = DocKind::Rule;
    b.frontMatter.title = QStringLiteral("규칙 <b>&\"quoted\"\\N");
    ws.documents = {a, b};
    Relation r;
    r.from = 0;
    r.to = 1;
    r.type = EdgeType::ConceptToRule;
    ws.graph.edges = {r};
    return ws;
}

}  // namespace

class TestGraphLayout : public QObject {
    Q_OBJECT
    WorkspaceGraph m_graph;

private slots:
    void initTestCase() {
        QString error;
        const auto ws = loadWorkspace(exampleWorkspace(), {}, &error);
        QVERIFY2(ws, qPrintable(error));
        m_graph = WorkspaceGraph::build(*ws);
        QVERIFY(m_graph.nodes.size() >= 7);
    }

    void exampleLayoutIsDeterministicAndInsideTheBox() {
        const GraphLayoutResult a = GraphLayout::layout(m_graph);
        QVERIFY2(a.ok, qPrintable(a.error));
        QCOMPARE(a.engine, QStringLiteral("dot"));
        QCOMPARE(a.nodes.size(), m_graph.nodes.size());
        QCOMPARE(a.edges.size(), m_graph.edges.size());
        const QRectF box = a.bounds.adjusted(-0.01, -0.01, 0.01, 0.01);
        for (const NodeLayout& n : a.nodes) {
            QVERIFY(n.size.width() > 0 && n.size.height() > 0);
            QVERIFY2(box.contains(
                         QRectF(n.center - QPointF(n.size.width(), n.size.height()) / 2, n.size)),
                     qPrintable(n.lines.join(QLatin1Char(' '))));
        }
        for (const EdgeLayout& e : a.edges) QVERIFY(!e.path.isEmpty());
        const GraphLayoutResult b = GraphLayout::layout(m_graph);
        for (int i = 0; i < a.nodes.size(); ++i) QCOMPARE(b.nodes[i].center, a.nodes[i].center);
        for (int i = 0; i < a.edges.size(); ++i) QCOMPARE(b.edges[i].path, a.edges[i].path);
    }

    void longTitlesWrapToAFewLines() {
        GraphLayoutOptions o;
        const QStringList lines = GraphLayout::wrapTitle(
            QStringLiteral("부분 유일 인덱스의 충돌 대상에는 인덱스 술어를 함께 적는다"), o);
        QVERIFY(lines.size() >= 2);
        QVERIFY(lines.size() <= o.maxLines);
        const QStringList cut = GraphLayout::wrapTitle(QString(400, QChar(u'가')), o);
        QCOMPARE(cut.size(), o.maxLines);
        QVERIFY(cut.last().endsWith(QChar(0x2026)));
    }

    void hugeTitleBreaksNeitherDotNorSvg() {
        const WorkspaceGraph g = WorkspaceGraph::build(twoDocs(QString(100 * 1024, QChar(u'가'))));
        const QByteArray dot = GraphLayout::dot(g);
        // The label is a few short lines; the tooltip keeps the whole title.
        const QString text = QString::fromUtf8(dot);
        QVERIFY(text.contains(QString(100 * 1024, QChar(u'가'))));
        const QRegularExpression label(QStringLiteral("label=\"((?:[^\"\\\\]|\\\\.)*)\""));
        for (auto it = label.globalMatch(text); it.hasNext();)
            QVERIFY(it.next().captured(1).size() <= 90);
        const GraphLayoutResult r = GraphLayout::layout(g);
        QVERIFY2(r.ok, qPrintable(r.error));
        QString error;
        const QByteArray svg = GraphLayout::svg(g, {}, &error);
        QVERIFY2(!svg.isEmpty(), qPrintable(error));
        QVERIFY2(wellFormed(svg, &error), qPrintable(error));
        QVERIFY(QString::fromUtf8(svg).contains(QStringLiteral("규칙 &lt;b&gt;&amp;")));
    }

    void svgIsSanitizedWellFormedAndTheSameEveryRun() {
        QString error;
        const QByteArray a = GraphLayout::svg(m_graph, {}, &error);
        QVERIFY2(!a.isEmpty(), qPrintable(error));
        QVERIFY2(wellFormed(a, &error), qPrintable(error));
        QCOMPARE(GraphLayout::svg(m_graph), a);
        // Sanitizing it again changes nothing: it went through the sanitizer already.
        const SanitizeResult again = SvgSanitizer::sanitize(a);
        QVERIFY(again.ok);
        QVERIFY2(again.removed.isEmpty(), qPrintable(again.removed.join(QLatin1Char(','))));
        GraphLayoutOptions o;
        const QString text = QString::fromUtf8(a);
        for (const GraphNode& n : m_graph.nodes)
            QVERIFY2(text.contains(GraphLayout::wrapTitle(n.title, o).first().toHtmlEscaped()),
                     qPrintable(n.title));
    }

    void concurrentLayoutsAgree() {
        const GraphLayoutResult reference = GraphLayout::layout(m_graph);
        QThreadPool pool;
        pool.setMaxThreadCount(4);
        QList<QFuture<GraphLayoutResult>> runs;
        for (int i = 0; i < 4; ++i)
            runs << QtConcurrent::run(&pool, [this] { return GraphLayout::layout(m_graph); });
        for (QFuture<GraphLayoutResult>& f : runs) {
            const GraphLayoutResult r = f.result();
            QVERIFY(r.ok);
            for (int i = 0; i < r.nodes.size(); ++i)
                QCOMPARE(r.nodes[i].center, reference.nodes[i].center);
        }
    }

    void tooLargeAGraphIsRefused() {
        WorkspaceGraph g;
        g.nodes.resize(GraphLayout::kMaxNodes + 1);
        const GraphLayoutResult r = GraphLayout::layout(g);
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGraphLayout)
#include "tst_graphlayout.moc"
