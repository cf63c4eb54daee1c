// SiteGraph, EgoLayout and GraphSvg: the graphs of the exported site. A document's own graph
// puts what cites it left, the document in the middle, what it names right, with no two boxes
// overlapping and every node inside the bounds; its SVG is well-formed, sanitized, the same
// bytes every run, links only documents that have a page, marks the document and carries every
// node's whole title; a 100 KB title breaks nothing; the graph page's graph holds the chosen
// documents and the dangling titles they name, and nothing else.
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

#include "egolayout.h"
#include "graphstyle.h"
#include "graphsvg.h"
#include "sitegraph.h"
#include "svgsanitizer.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspacegraph.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QByteArray doc(const QString& kind, const QString& title, const QStringList& relations) {
    QString text = QStringLiteral("---\nkind: %1\ntitle: %2\nstatus: 게시\n---\n# %2\n\n## 관계\n")
                       .arg(kind, title);
    for (const QString& r : relations) text += QStringLiteral("- **%1**\n").arg(r);
    return (text + QStringLiteral("\n## 본문\n본문.\n")).toUtf8();
}

QRectF boxOf(const NodeLayout& n) {
    return QRectF(n.center - QPointF(n.size.width(), n.size.height()) / 2, n.size);
}

struct Parsed {
    bool ok = false;
    QString error;
    QStringList hrefs;   // every <a>'s link, in order
    QStringList titles;  // every node's <title>
};

Parsed parse(const QByteArray& svg) {
    Parsed p;
    QXmlStreamReader r(svg);
    QStringList groups;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement()) {
            if (r.name() == u"a")
                p.hrefs << r.attributes()
                               .value(QStringLiteral("http://www.w3.org/1999/xlink"),
                                      QStringLiteral("href"))
                               .toString();
            if (r.name() == u"title" && !groups.isEmpty() && groups.last() == u"node")
                p.titles << r.readElementText();
            if (r.name() == u"g")
                groups << r.attributes().value(QStringLiteral("class")).toString();
        }
        if (r.isEndElement() && r.name() == u"g") groups.removeLast();
    }
    p.ok = !r.hasError();
    p.error = r.errorString();
    return p;
}

}  // namespace

class TestSiteGraph : public QObject {
    Q_OBJECT
    TempWorkspace m_ws;
    std::optional<Workspace> m_loaded;

    int indexOf(const QString& path) const {
        for (int i = 0; i < m_loaded->documents.size(); ++i)
            if (m_loaded->documents[i].path == path) return i;
        return -1;
    }

private slots:
    void initTestCase() {
        // The rule R is named by two cases and a concept, names its concept C (which names it
        // back) and a title no document has; X stands apart.
        QVERIFY(m_ws.write(QStringLiteral("c.md"),
                           doc(QStringLiteral("CONCEPT"), QStringLiteral("개념 씨"),
                               {QStringLiteral("규칙 알")})));
        QVERIFY(m_ws.write(QStringLiteral("r.md"),
                           doc(QStringLiteral("RULE"), QStringLiteral("규칙 알"),
                               {QStringLiteral("개념 씨"), QStringLiteral("없는 제목")})));
        QVERIFY(m_ws.write(
            QStringLiteral("k1.md"),
            doc(QStringLiteral("CASE"), QStringLiteral("사례 하나"), {QStringLiteral("규칙 알")})));
        QVERIFY(m_ws.write(QStringLiteral("k2.md"),
                           doc(QStringLiteral("CASE"), QStringLiteral("사례 둘"),
                               {QStringLiteral("규칙 알"), QStringLiteral("사례 하나")})));
        QVERIFY(m_ws.write(QStringLiteral("x.md"),
                           doc(QStringLiteral("CONCEPT"), QStringLiteral("외딴 개념"), {})));
        QString error;
        m_loaded = loadWorkspace(m_ws.root(), {}, &error);
        QVERIFY2(m_loaded, qPrintable(error));
        QCOMPARE(m_loaded->documents.size(), 5);
    }

    void egoLayoutPutsCitersLeftAndNamedRight() {
        const int r = indexOf(QStringLiteral("r.md"));
        const WorkspaceGraph g = WorkspaceGraph::local(*m_loaded, r);
        QCOMPARE(g.nodes.size(), 5);  // r, c, k1, k2, the ghost
        const GraphLayoutResult l = EgoLayout::layout(g, QStringLiteral("r.md"));
        QVERIFY2(l.ok, qPrintable(l.error));
        QCOMPARE(l.nodes.size(), g.nodes.size());
        QCOMPARE(l.edges.size(), g.edges.size());
        const double mid = l.nodes[g.indexOfPath(QStringLiteral("r.md"))].center.x();
        for (const QString& citer : {QStringLiteral("k1.md"), QStringLiteral("k2.md")})
            QVERIFY2(l.nodes[g.indexOfPath(citer)].center.x() < mid, qPrintable(citer));
        // Named both ways: on the right, with what the rule names.
        QVERIFY(l.nodes[g.indexOfPath(QStringLiteral("c.md"))].center.x() > mid);
        int ghost = -1;
        for (int i = 0; i < g.nodes.size(); ++i)
            if (g.nodes[i].ghost) ghost = i;
        QVERIFY(ghost >= 0);
        QVERIFY(l.nodes[ghost].center.x() > mid);
    }

    void egoLayoutHasNoOverlapAndStaysInsideTheBounds() {
        for (int d = 0; d < m_loaded->documents.size(); ++d) {
            const WorkspaceGraph g = WorkspaceGraph::local(*m_loaded, d);
            const GraphLayoutResult l = EgoLayout::layout(g, m_loaded->documents[d].path);
            QVERIFY2(l.ok, qPrintable(l.error));
            for (int i = 0; i < l.nodes.size(); ++i) {
                QVERIFY(l.bounds.contains(boxOf(l.nodes[i])));
                for (int j = i + 1; j < l.nodes.size(); ++j)
                    QVERIFY2(
                        !boxOf(l.nodes[i]).intersects(boxOf(l.nodes[j])),
                        qPrintable(g.nodes[i].title + QStringLiteral(" / ") + g.nodes[j].title));
            }
            for (const EdgeLayout& e : l.edges) {
                QVERIFY(!e.path.isEmpty());
                // Corners, not the rectangle: a level edge's box is flat, and Qt says a flat
                // rectangle is contained nowhere.
                const QRectF box = e.path.boundingRect(), outer = l.bounds.adjusted(-1, -1, 1, 1);
                QVERIFY(outer.contains(box.topLeft()) && outer.contains(box.bottomRight()));
                QVERIFY(outer.contains(e.arrowTip));
            }
        }
    }

    void egoLayoutRefusesAnUnknownFocus() {
        const WorkspaceGraph g = WorkspaceGraph::local(*m_loaded, 0);
        const GraphLayoutResult l = EgoLayout::layout(g, QStringLiteral("nowhere.md"));
        QVERIFY(!l.ok);
        QVERIFY(!l.error.isEmpty());
        QString error;
        QVERIFY(GraphSvg::write(g, l, {}, &error).isEmpty());
        QVERIFY(!error.isEmpty());
    }

    void svgIsWellFormedDeterministicAndLinksOnlyPages() {
        const int r = indexOf(QStringLiteral("r.md"));
        const int k2 = indexOf(QStringLiteral("k2.md"));
        // k2 has no page in this export: its node is drawn, not linked.
        const auto href = [&](int document) {
            return document == k2 ? QString()
                                  : QStringLiteral("../pages/") + QString::number(document) +
                                        QStringLiteral(".html");
        };
        const QString a = SiteGraph::localSection(*m_loaded, r, href);
        QCOMPARE(SiteGraph::localSection(*m_loaded, r, href), a);
        const qsizetype start = a.indexOf(QStringLiteral("<svg"));
        const qsizetype end = a.indexOf(QStringLiteral("</svg>"));
        QVERIFY(start > 0 && end > start);
        const QByteArray svg = a.mid(start, end + 6 - start).toUtf8();
        const Parsed p = parse(svg);
        QVERIFY2(p.ok, qPrintable(p.error));
        QStringList expected;
        for (const QString& path :
             {QStringLiteral("c.md"), QStringLiteral("k1.md"), QStringLiteral("r.md")})
            expected << QStringLiteral("../pages/") + QString::number(indexOf(path)) +
                            QStringLiteral(".html");
        QStringList got = p.hrefs;
        got.sort();
        expected.sort();
        QCOMPARE(got, expected);
        // Every node's whole title is its tooltip, the ghost's too.
        QCOMPARE(p.titles.size(), 5);
        for (const QString& t :
             {QStringLiteral("규칙 알"), QStringLiteral("개념 씨"), QStringLiteral("사례 하나"),
              QStringLiteral("사례 둘"), QStringLiteral("없는 제목")})
            QVERIFY2(p.titles.filter(t).size() == 1, qPrintable(t));
        // The document itself is marked, and only it.
        QCOMPARE(a.count(GraphStyle::focusColor().name()), 1);
        QVERIFY(!a.contains(QStringLiteral("<script")));
        QVERIFY(!a.contains(QStringLiteral("<?xml")));
    }

    // An export wraps every title once (GraphLayout::wrapTitles) and its graphs look the
    // titles up: the same bytes as wrapping each time, and the table is what they read.
    void titlesWrappedOnceGiveTheSameGraphs() {
        const WorkspaceGraph whole = WorkspaceGraph::build(*m_loaded);
        const std::shared_ptr<const WrappedTitles> wrapped = GraphLayout::wrapTitles(whole);
        QCOMPARE(wrapped->size(), whole.nodes.size());  // five titles and the ghost's
        const auto href = [](int document) { return QStringLiteral("p%1.html").arg(document); };
        for (int i = 0; i < m_loaded->documents.size(); ++i)
            QCOMPARE(SiteGraph::localSection(*m_loaded, i, href, nullptr, &whole, wrapped),
                     SiteGraph::localSection(*m_loaded, i, href, nullptr, &whole));
        QList<int> all;
        for (int i = 0; i < m_loaded->documents.size(); ++i) all << i;
        const WorkspaceGraph page = SiteGraph::siteGraph(whole, all);
        QCOMPARE(SiteGraph::inlineSvg(page, href, QString(), nullptr, wrapped),
                 SiteGraph::inlineSvg(page, href, QString()));
        // A table entry is used as it stands: a doctored one shows.
        auto doctored = std::make_shared<WrappedTitles>(*wrapped);
        (*doctored)[QStringLiteral("개념 씨")].lines = {QStringLiteral("바꾼 줄")};
        QVERIFY(SiteGraph::localSection(*m_loaded, indexOf(QStringLiteral("r.md")), href, nullptr,
                                        &whole, doctored)
                    .contains(QStringLiteral("바꾼 줄")));
    }

    void aDocumentWithoutRelationsSaysSo() {
        const QString h = SiteGraph::localSection(*m_loaded, indexOf(QStringLiteral("x.md")),
                                                  [](int) { return QStringLiteral("p.html"); });
        QVERIFY(h.contains(QStringLiteral("local-graph-empty")));
        QVERIFY(!h.contains(QStringLiteral("<svg")));
    }

    void aHugeTitleBreaksNeitherLayoutNorSvg() {
        TempWorkspace ws;
        const QString huge = QString(100 * 1024 / 3, QChar(0xAC00)) + QStringLiteral("<&\"]]>");
        QVERIFY(ws.write(QStringLiteral("a.md"),
                         doc(QStringLiteral("RULE"), QStringLiteral("짧은 규칙"), {huge})));
        QVERIFY(ws.write(QStringLiteral("b.md"), doc(QStringLiteral("CASE"), QStringLiteral("사례"),
                                                     {QStringLiteral("짧은 규칙")})));
        QString error;
        const auto loaded = loadWorkspace(ws.root(), {}, &error);
        QVERIFY2(loaded, qPrintable(error));
        const WorkspaceGraph g = WorkspaceGraph::local(*loaded, 0);
        QCOMPARE(g.nodes.size(), 3);
        GraphLayoutOptions o;
        const GraphLayoutResult l = EgoLayout::layout(g, QStringLiteral("a.md"), o);
        QVERIFY2(l.ok, qPrintable(l.error));
        for (const NodeLayout& n : l.nodes) {
            QVERIFY(n.lines.size() <= o.maxLines);
            QVERIFY(n.size.width() < 400);
        }
        const QByteArray svg = GraphSvg::write(g, l, o, &error);
        QVERIFY2(!svg.isEmpty(), qPrintable(error));
        const Parsed p = parse(svg);
        QVERIFY2(p.ok, qPrintable(p.error));
        QVERIFY(p.titles.contains(huge));  // the tooltip keeps it whole, escaped
    }

    // GraphSvg skips the sanitizer's pass because it writes what the sanitizer would keep:
    // the sanitizer removes nothing from it, whatever the titles and the links asked for.
    void svgNeedsNothingFromTheSanitizer() {
        TempWorkspace ws;
        const QString hostile = QStringLiteral(
            "<script>alert(1)</script> ]]> &amp; \" onload=\"x\" javascript:x \x01\x1f\uFFFE");
        QVERIFY(ws.write(QStringLiteral("a.md"),
                         doc(QStringLiteral("RULE"), QStringLiteral("규칙 <b onclick=x>"),
                             {hostile, QStringLiteral("사례 'url(http://e/x)'")})));
        QVERIFY(ws.write(QStringLiteral("b.md"),
                         doc(QStringLiteral("CASE"), QStringLiteral("사례 'url(http://e/x)'"),
                             {QStringLiteral("규칙 <b onclick=x>")})));
        QString error;
        const auto loaded = loadWorkspace(ws.root(), {}, &error);
        QVERIFY2(loaded, qPrintable(error));
        const WorkspaceGraph g = WorkspaceGraph::local(*loaded, 0);
        QVERIFY(g.nodes.size() >= 3);
        for (const QString& link :
             {QStringLiteral("b.html"), QStringLiteral("#doc-2"), QStringLiteral("javascript:x"),
              QStringLiteral("http://e.example/b.html"), QStringLiteral("/abs/b.html")}) {
            GraphLayoutOptions o;
            o.links = true;
            o.href = [&](const QString&) { return link; };
            o.focus = QStringLiteral("a.md");
            const QByteArray svg = GraphSvg::write(g, EgoLayout::layout(g, o.focus, o), o, &error);
            QVERIFY2(!svg.isEmpty(), qPrintable(error));
            const Parsed p = parse(svg);
            QVERIFY2(p.ok, qPrintable(link + QStringLiteral(": ") + p.error));
            SanitizeOptions so;
            so.relativeLinks = true;
            const SanitizeResult clean = SvgSanitizer::sanitize(svg, so);
            QVERIFY2(clean.ok, qPrintable(clean.error));
            QVERIFY2(clean.removed.isEmpty(), qPrintable(clean.removed.join(QLatin1Char(','))));
            const bool kept = SvgSanitizer::isPageLink(link);
            QCOMPARE(p.hrefs.isEmpty(), !kept);
            QVERIFY(!svg.contains("<script"));
            QVERIFY(!svg.contains("\x01"));
            QVERIFY(!svg.contains("href=\"javascript:"));  // as text in a title it is harmless
        }
    }

    void theGraphPageHoldsTheChosenDocumentsAndTheirGhosts() {
        const WorkspaceGraph all = WorkspaceGraph::build(*m_loaded);
        const int c = all.indexOfPath(QStringLiteral("c.md"));
        const int r = all.indexOfPath(QStringLiteral("r.md"));
        const int k1 = all.indexOfPath(QStringLiteral("k1.md"));
        QList<int> selected{c, r, k1};
        std::sort(selected.begin(), selected.end());
        const WorkspaceGraph site = SiteGraph::siteGraph(all, selected);
        QStringList keys;
        for (const GraphNode& n : site.nodes)
            keys << (n.ghost ? QStringLiteral("ghost:") + n.title : n.path);
        keys.sort();
        QCOMPARE(keys, (QStringList{QStringLiteral("c.md"), QStringLiteral("ghost:없는 제목"),
                                    QStringLiteral("k1.md"), QStringLiteral("r.md")}));
        for (const GraphEdge& e : site.edges) {
            QVERIFY(e.from >= 0 && e.from < site.nodes.size());
            QVERIFY(e.to >= 0 && e.to < site.nodes.size());
            QVERIFY(!site.nodes[e.from].path.startsWith(QStringLiteral("k2")));
        }
        // k2's edges went with it; c<->r, k1->r and r->ghost stay.
        QCOMPARE(site.edges.size(), 4);
        const QString svg =
            SiteGraph::inlineSvg(site, [](int d) { return QStringLiteral("d%1.html").arg(d); }, {});
        const Parsed p = parse(svg.toUtf8());
        QVERIFY2(p.ok, qPrintable(p.error));
        QCOMPARE(p.hrefs.size(), 3);
    }

    void theLegendNamesEveryEdgeType() {
        const QString legend = SiteGraph::legend();
        for (const char* name : {"concept-rule", "rule-concept", "case-rule", "case-concept",
                                 "case-case", "unresolved"})
            QVERIFY2(legend.contains(QLatin1String(name)), name);
    }
};

QTEST_GUILESS_MAIN(TestSiteGraph)
#include "tst_sitegraph.moc"
