#include "graphlayout.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QObject>
#include <cmath>
#include <map>

#include "graphstyle.h"
#include "svgsanitizer.h"
#include "workspacegraph.h"

// After Qt: Graphviz's headers define macros of their own.
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

namespace techlog {

namespace {

// Graphviz's global state (the plugin list, the error handler, its allocators) is shared by
// every context: one layout or render at a time in the whole process.
QMutex& graphvizMutex() {
    static QMutex mutex;
    return mutex;
}

// One Graphviz context for the whole process, made on first use (under the mutex) and never
// freed: Graphviz 2.42's pango plugin caches a font name that lives in its context's font
// dictionary, so a layout in a second context after the first was freed reads freed memory
// (found by ASan in tst_graphlayout).
GVC_t* sharedContext() {
    static GVC_t* gvc = gvContext();
    return gvc;
}

bool isWide(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x1100 && u <= 0x11FF) || (u >= 0x2E80 && u <= 0xA4CF) ||
           (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
           (u >= 0xFF00 && u <= 0xFF60) || c.isHighSurrogate();
}

double estimateWidth(const QString& s, double fontSize) {
    double w = 0;
    for (QChar c : s) {
        if (c.isLowSurrogate()) continue;
        w += isWide(c) ? 1.0 : (c.isSpace() ? 0.3 : 0.55);
    }
    return w * fontSize;
}

double widthOf(const QString& s, const GraphLayoutOptions& o) {
    return o.textWidth ? o.textWidth(s) : estimateWidth(s, o.fontSize);
}

QString cut(const QString& s, int max) {
    if (s.size() <= max) return s;
    int n = max - 1;
    if (s.at(n).isLowSurrogate()) --n;
    return s.left(n).trimmed() + QChar(0x2026);
}

QString dotString(const QString& s) {
    QString e;
    e.reserve(s.size() + 2);
    e += QLatin1Char('"');
    for (QChar c : s) {
        if (c == QLatin1Char('\\') || c == QLatin1Char('"')) e += QLatin1Char('\\');
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) c = QLatin1Char(' ');
        if (c.unicode() < 0x20) continue;
        e += c;
    }
    e += QLatin1Char('"');
    return e;
}

// The wrapped lines as one DOT string, `\n` (centred) between them.
QString labelString(const QStringList& lines) {
    QStringList parts;
    for (const QString& l : lines) parts << dotString(l).mid(1).chopped(1);
    return QLatin1Char('"') + parts.join(QStringLiteral("\\n")) + QLatin1Char('"');
}

QString num(double v) { return QString::number(v, 'f', 3); }

struct NodeBox {
    QStringList lines;
    double width = 0;  // points
    double height = 0;
};

NodeBox measure(const GraphNode& n, const GraphLayoutOptions& o) {
    NodeBox b;
    b.lines = GraphLayout::wrapTitle(n.title, o);
    double w = 0;
    for (const QString& l : b.lines) w = std::max(w, widthOf(l, o));
    const double lineHeight = o.fontSize * 1.3;
    b.width = std::ceil(w) + 16;
    b.height = std::ceil(b.lines.size() * lineHeight) + 10;
    // Room for the text inside the shapes that are not boxes.
    const GraphStyle::Shape shape = GraphStyle::node(n).shape;
    if (shape == GraphStyle::Shape::Ellipse) {
        b.width *= 1.35;
        b.height *= 1.35;
    } else if (shape != GraphStyle::Shape::Box) {
        b.width *= 1.2;
    }
    return b;
}

QString engineFor(const WorkspaceGraph& g, const GraphLayoutOptions& o) {
    return g.nodes.size() >= o.largeGraphNodes ? QStringLiteral("osage") : QStringLiteral("dot");
}

QString dotText(const WorkspaceGraph& g, const GraphLayoutOptions& o, QList<NodeBox>* boxes) {
    const bool large = engineFor(g, o) == QLatin1String("osage");
    const QString font = dotString(o.fontFamily);
    QString dot = QStringLiteral("digraph techlog {\n");
    if (large)
        // At thousands of nodes `dot` and even `sfdp` take minutes; `osage` packs one cluster
        // per topic (ghosts in one of their own) in well under that, deterministically.
        dot += QStringLiteral(
                   "  graph [pack=true, packmode=\"array\", outputorder=edgesfirst, "
                   "pad=0.2, fontname=%1, fontsize=%2];\n")
                   .arg(font, num(o.fontSize * 2));
    else
        dot += QStringLiteral(
            "  graph [rankdir=LR, nodesep=0.25, ranksep=0.5, "
            "outputorder=edgesfirst, pad=0.2, nslimit=20, mclimit=2];\n");
    dot += QStringLiteral("  node [fontname=%1, fontsize=%2, style=filled, fixedsize=true];\n")
               .arg(font, num(o.fontSize));
    dot += QStringLiteral("  edge [arrowsize=0.6];\n");
    // Clusters (large graphs only): topic -> its nodes, in order.
    std::map<QString, QList<int>> clusters;
    if (boxes) boxes->resize(g.nodes.size());
    QStringList nodeLines(g.nodes.size());
    for (int i = 0; i < g.nodes.size(); ++i) {
        const GraphNode& n = g.nodes[i];
        const NodeBox b = measure(n, o);
        const GraphStyle::NodeStyle s = GraphStyle::node(n);
        // The whole title, however long: only labels have a limit in Graphviz.
        const QString tooltip = n.ghost ? n.title : n.title + QStringLiteral(" — ") + n.path;
        QString style = QStringLiteral("filled");
        if (s.borderDash != GraphStyle::Dash::Solid)
            style += QLatin1Char(',') + GraphStyle::dotDash(s.borderDash);
        QString line =
            QStringLiteral(
                "n%1 [id=\"n%1\", label=%2, tooltip=%3, shape=%4, fillcolor=\"%5\", "
                "color=\"%6\", penwidth=%7, style=\"%8\", width=%9, height=%10")
                .arg(i)
                .arg(labelString(b.lines), dotString(tooltip), GraphStyle::dotShape(s.shape),
                     s.fill.name(), s.border.name(), num(s.borderWidth), style, num(b.width / 72.0),
                     num(b.height / 72.0));
        if (o.links && o.href && !n.ghost)
            line += QStringLiteral(", URL=%1").arg(dotString(o.href(n.path)));
        line += QStringLiteral("];\n");
        nodeLines[i] = line;
        if (large) clusters[n.ghost ? QStringLiteral("\x01") : n.topic].append(i);
        if (boxes) (*boxes)[i] = b;
    }
    if (large) {
        int c = 0;
        for (const auto& [topic, members] : clusters) {
            dot += QStringLiteral("  subgraph cluster_%1 {\n    label=%2;\n")
                       .arg(c++)
                       .arg(dotString(topic == QStringLiteral("\x01") ? QObject::tr("missing")
                                                                      : topic));
            for (int i : members) dot += QStringLiteral("    ") + nodeLines[i];
            dot += QStringLiteral("  }\n");
        }
    } else {
        for (const QString& l : nodeLines) dot += QStringLiteral("  ") + l;
    }
    for (int i = 0; i < g.edges.size(); ++i) {
        const GraphEdge& e = g.edges[i];
        const GraphStyle::EdgeStyle s = GraphStyle::edge(e.type);
        dot += QStringLiteral(
                   "  n%1 -> n%2 [id=\"e%3\", class=\"%4\", color=\"%5\", style=%6, "
                   "penwidth=%7, tooltip=\"%4\"];\n")
                   .arg(e.from)
                   .arg(e.to)
                   .arg(i)
                   .arg(edgeTypeName(e.type), s.color.name(), GraphStyle::dotDash(s.dash),
                        num(s.width));
    }
    dot += QStringLiteral("}\n");
    return dot;
}

// Graphviz reports through a callback that, by default, prints to stderr: collect instead.
QString* g_errors = nullptr;
int collectError(char* message) {
    if (g_errors && g_errors->size() < 4000) g_errors->append(QString::fromUtf8(message));
    return 0;
}

// One laid-out graph, freed on every path out (the caller holds the mutex).
class LaidOut {
public:
    explicit LaidOut(const QByteArray& dot) {
        agseterr(AGERR);
        agseterrf(collectError);
        m_gvc = sharedContext();
        m_graph = agmemread(dot.constData());
    }
    ~LaidOut() {
        if (m_graph) {
            if (m_laidOut) gvFreeLayout(m_gvc, m_graph);
            agclose(m_graph);
        }
        agseterrf(nullptr);
    }
    bool layout(const QString& engine) {
        if (!m_gvc || !m_graph) return false;
        m_laidOut = gvLayout(m_gvc, m_graph, engine.toLatin1().constData()) == 0;
        return m_laidOut;
    }
    GVC_t* gvc() const { return m_gvc; }
    Agraph_t* graph() const { return m_graph; }

private:
    GVC_t* m_gvc = nullptr;
    Agraph_t* m_graph = nullptr;
    bool m_laidOut = false;
};

int idNumber(void* obj, char prefix) {
    char* id = agget(obj, const_cast<char*>("id"));
    if (!id || id[0] != prefix) return -1;
    bool ok = false;
    const int n = QByteArray(id + 1).toInt(&ok);
    return ok ? n : -1;
}

QString checkSize(const WorkspaceGraph& g) {
    if (g.nodes.size() > GraphLayout::kMaxNodes || g.edges.size() > GraphLayout::kMaxEdges)
        return QObject::tr("the graph has %1 nodes and %2 edges; at most %3 and %4 are laid out")
            .arg(g.nodes.size())
            .arg(g.edges.size())
            .arg(GraphLayout::kMaxNodes)
            .arg(GraphLayout::kMaxEdges);
    return {};
}

}  // namespace

QStringList GraphLayout::wrapTitle(const QString& title, const GraphLayoutOptions& o) {
    const QString text = cut(title.simplified(), kMaxTitle);
    QStringList lines;
    QString line;
    const auto flush = [&] {
        if (!line.isEmpty()) lines.append(line);
        line.clear();
    };
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (widthOf(candidate, o) <= o.maxLabelWidth) {
            line = candidate;
            continue;
        }
        flush();
        // A word wider than a line is broken where it overflows.
        QString rest = word;
        while (widthOf(rest, o) > o.maxLabelWidth && rest.size() > 1) {
            int n = 1;
            while (n < rest.size() && widthOf(rest.left(n + 1), o) <= o.maxLabelWidth) ++n;
            if (n < rest.size() && rest.at(n).isLowSurrogate()) --n;
            if (n < 1) n = 1;
            lines.append(rest.left(n));
            rest = rest.mid(n);
        }
        line = rest;
    }
    flush();
    if (lines.isEmpty()) lines.append(QString());
    if (lines.size() > o.maxLines) {
        lines = lines.mid(0, o.maxLines);
        QString& last = lines.last();
        while (!last.isEmpty() && widthOf(last + QChar(0x2026), o) > o.maxLabelWidth)
            last.chop(last.size() > 1 && last.at(last.size() - 1).isLowSurrogate() ? 2 : 1);
        last += QChar(0x2026);
    }
    return lines;
}

QByteArray GraphLayout::dot(const WorkspaceGraph& graph, const GraphLayoutOptions& options) {
    return dotText(graph, options, nullptr).toUtf8();
}

GraphLayoutResult GraphLayout::layout(const WorkspaceGraph& graph,
                                      const GraphLayoutOptions& options) {
    GraphLayoutResult r;
    r.error = checkSize(graph);
    if (!r.error.isEmpty()) return r;
    QList<NodeBox> boxes;
    const QByteArray text = dotText(graph, options, &boxes).toUtf8();
    r.engine = engineFor(graph, options);

    QMutexLocker lock(&graphvizMutex());
    QString errors;
    g_errors = &errors;
    LaidOut lo(text);
    if (!lo.layout(r.engine)) {
        g_errors = nullptr;
        r.error = errors.isEmpty() ? QObject::tr("Graphviz could not lay the graph out")
                                   : errors.trimmed();
        return r;
    }
    g_errors = nullptr;
    Agraph_t* g = lo.graph();
    const boxf bb = GD_bb(g);
    const auto at = [&](pointf p) { return QPointF(p.x - bb.LL.x, bb.UR.y - p.y); };
    r.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    r.nodes.resize(graph.nodes.size());
    r.edges.resize(graph.edges.size());
    for (Agnode_t* n = agfstnode(g); n; n = agnxtnode(g, n)) {
        const int i = idNumber(n, 'n');
        if (i < 0 || i >= r.nodes.size()) continue;
        NodeLayout& nl = r.nodes[i];
        nl.center = at(ND_coord(n));
        nl.size = QSizeF(ND_width(n) * 72.0, ND_height(n) * 72.0);
        nl.lines = boxes[i].lines;
        for (Agedge_t* e = agfstout(g, n); e; e = agnxtout(g, e)) {
            const int k = idNumber(e, 'e');
            if (k < 0 || k >= r.edges.size()) continue;
            EdgeLayout& el = r.edges[k];
            const splines* spl = ED_spl(e);
            if (!spl) continue;
            for (int b = 0; b < spl->size; ++b) {
                const bezier& bz = spl->list[b];
                if (bz.size < 1) continue;
                el.path.moveTo(at(bz.list[0]));
                for (int p = 1; p + 2 < bz.size; p += 3)
                    el.path.cubicTo(at(bz.list[p]), at(bz.list[p + 1]), at(bz.list[p + 2]));
                if (bz.size == 2) el.path.lineTo(at(bz.list[1]));
                if (bz.eflag) {
                    el.hasArrow = true;
                    el.arrowBase = at(bz.list[bz.size - 1]);
                    el.arrowTip = at(bz.ep);
                }
            }
        }
    }
    // An edge Graphviz gave no spline (the engine routes none): centre to centre.
    for (int k = 0; k < graph.edges.size(); ++k) {
        EdgeLayout& el = r.edges[k];
        if (!el.path.isEmpty()) continue;
        el.path.moveTo(r.nodes[graph.edges[k].from].center);
        el.path.lineTo(r.nodes[graph.edges[k].to].center);
    }
    r.ok = true;
    return r;
}

QByteArray GraphLayout::svg(const WorkspaceGraph& graph, const GraphLayoutOptions& options,
                            QString* error) {
    QString why = checkSize(graph);
    if (!why.isEmpty()) {
        if (error) *error = why;
        return {};
    }
    const QByteArray text = dotText(graph, options, nullptr).toUtf8();
    QByteArray raw;
    {
        QMutexLocker lock(&graphvizMutex());
        QString errors;
        g_errors = &errors;
        LaidOut lo(text);
        if (lo.layout(engineFor(graph, options))) {
            char* data = nullptr;
            unsigned int length = 0;
            if (gvRenderData(lo.gvc(), lo.graph(), "svg", &data, &length) == 0 && data)
                raw = QByteArray(data, int(length));
            gvFreeRenderData(data);
        }
        g_errors = nullptr;
        if (raw.isEmpty()) {
            if (error)
                *error = errors.isEmpty() ? QObject::tr("Graphviz could not render the graph")
                                          : errors.trimmed();
            return {};
        }
    }
    // Graphviz's SVG starts with a DOCTYPE, which the sanitizer refuses by design.
    const qsizetype doctype = raw.indexOf("<!DOCTYPE");
    if (doctype >= 0) {
        const qsizetype end = raw.indexOf('>', doctype);
        if (end > doctype) raw.remove(doctype, end - doctype + 1);
    }
    SanitizeOptions so;
    so.maxInputBytes = 64 * 1024 * 1024;
    so.maxElements = 2000000;
    so.maxTextChars = 64 * 1024 * 1024;
    const SanitizeResult clean = SvgSanitizer::sanitize(raw, so);
    if (!clean.ok) {
        if (error) *error = clean.error;
        return {};
    }
    return clean.svg;
}

}  // namespace techlog
