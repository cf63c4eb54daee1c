#include "graphlayout.h"

#include <QCache>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>
#include <QObject>
#include <QProcess>
#include <QStandardPaths>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>

#include "graphstyle.h"
#include "svgsanitizer.h"
#include "workspacegraph.h"

// After Qt: Graphviz's headers define macros of their own.
#include <dlfcn.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

// Exported by libgvc but not declared in its public headers: frees an edge's splines.
extern "C" void gv_free_splines(Agedge_t* e);

namespace techlog {

namespace {

// Graphviz's global state (the plugin list, the error handler, its allocators) is shared by
// every context: one layout or render at a time in the whole process.
QMutex& graphvizMutex() {
    static QMutex mutex;
    return mutex;
}

// The plugins a layout and its SVG need: the layout engines (`dot`; `osage` is in
// neato_layout) and the core renderers. Not the pango text layout: every label's box is given
// (fixedsize), and pango's measuring would cost 10 MB of font caches at 10,000 nodes and make
// the sizes of cluster labels depend on the host's fonts; without it Graphviz estimates text
// from its own metrics, the same on every host.
GVC_t* contextWithPlugins() {
    Dl_info self{};
    if (!dladdr(reinterpret_cast<void*>(&gvContext), &self) || !self.dli_fname) return nullptr;
    // Graphviz looks for its plugins beside its library, in `graphviz/`: so do we.
    const QByteArray dir =
        QByteArray(self.dli_fname).left(QByteArray(self.dli_fname).lastIndexOf('/')) + "/graphviz/";
    static const char* const kNames[] = {"core", "dot_layout", "neato_layout"};
    // Static: the context keeps pointers into the list and its names for its whole life.
    static QByteArray symbols[3];
    static lt_symlist_t builtins[4] = {};
    for (int i = 0; i < 3; ++i) {
        const QByteArray file = dir + "libgvplugin_" + kNames[i] + ".so.6";
        void* library = dlopen(file.constData(), RTLD_NOW | RTLD_LOCAL);
        symbols[i] = QByteArray("gvplugin_") + kNames[i] + "_LTX_library";
        void* address = library ? dlsym(library, symbols[i].constData()) : nullptr;
        if (!address) return nullptr;
        builtins[i] = {symbols[i].constData(), address};
    }
    return gvContextPlugins(builtins, 0);  // these only: no config file, no demand loading
}

// One Graphviz context for the whole process, made on first use (under the mutex) and never
// freed: Graphviz 2.42's plugins keep state (a font name in its context's font dictionary) that
// a layout in a second context would read after the first was freed (found by ASan in
// tst_graphlayout). Where the plugins are not where Graphviz keeps them, its own way of
// finding them (all of them) is used.
GVC_t* sharedContext() {
    static GVC_t* gvc = [] {
        GVC_t* c = contextWithPlugins();
        return c ? c : gvContext();
    }();
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

// From the options' table when it has the title, else wrapped and measured here.
WrappedTitle wrappedTitle(const QString& title, const GraphLayoutOptions& o) {
    if (o.wrapped) {
        const auto it = o.wrapped->constFind(title);
        if (it != o.wrapped->constEnd()) return *it;
    }
    WrappedTitle t;
    t.lines = GraphLayout::wrapTitle(title, o);
    for (const QString& l : t.lines) t.width = std::max(t.width, widthOf(l, o));
    return t;
}

NodeBox measure(const GraphNode& n, const GraphLayoutOptions& o) {
    NodeBox b;
    const WrappedTitle t = wrappedTitle(n.title, o);
    b.lines = t.lines;
    const double w = t.width;
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

// `positionsOnly`: what the layout reads and nothing that only its drawing would (labels in
// fixed-size boxes, tooltips, links, colours): for `osage` in its own process, which then has a
// third of the text to read.
QString dotText(const WorkspaceGraph& g, const GraphLayoutOptions& o, QList<NodeBox>* boxes,
                bool positionsOnly = false) {
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
        if (positionsOnly) {
            nodeLines[i] =
                QStringLiteral(
                    "n%1 [id=\"n%1\", label=\"\", shape=%2, width=%3, "
                    "height=%4];\n")
                    .arg(i)
                    .arg(GraphStyle::dotShape(s.shape), num(b.width / 72.0), num(b.height / 72.0));
            if (large) clusters[n.ghost ? QStringLiteral("\x01") : n.topic].append(i);
            if (boxes) (*boxes)[i] = b;
            continue;
        }
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
        if (o.links && o.href && !n.ghost) {
            const QString href = o.href(n.path);
            if (!href.isEmpty()) line += QStringLiteral(", URL=%1").arg(dotString(href));
        }
        if (!o.focus.isEmpty() && n.key == o.focus)
            line +=
                QStringLiteral(", color=\"%1\", penwidth=3").arg(GraphStyle::focusColor().name());
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
        if (positionsOnly) {
            dot += QStringLiteral("  n%1 -> n%2 [id=\"e%3\"];\n").arg(e.from).arg(e.to).arg(i);
            continue;
        }
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

// `osage` inside this process laid the same graph out differently from one run to the next
// (graph.html of 500 documents came out three ways in four exports; its order follows where
// its objects were allocated, in a heap that other threads share), and the same in every run
// of its own command, a fresh process. So a large graph is laid out there, and its positions
// and splines come back as JSON (readLaidOut). Nothing when the command is not installed or
// fails (then the layout runs here).
std::optional<QByteArray> layOutInItsOwnProcess(const QByteArray& dot, const QString& engine) {
    constexpr int kStartMs = 10000;
    constexpr int kLayoutMs = 300000;  // 10,000 documents take about a second
    const QString program = QStandardPaths::findExecutable(engine);
    if (program.isEmpty()) return std::nullopt;
    QProcess process;
    process.start(program, {QStringLiteral("-Tjson0")});
    if (!process.waitForStarted(kStartMs)) return std::nullopt;
    process.write(dot);
    process.closeWriteChannel();
    if (!process.waitForFinished(kLayoutMs)) {
        process.kill();
        process.waitForFinished();
        return std::nullopt;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    return process.readAllStandardOutput();
}

// A decimal number as Graphviz writes one. std::from_chars on the ASCII digits: QStringView's
// toDouble went through QLocale, 4,800 instructions a number, 4% of a 2,000-page export for
// the site graph's 32,000 coordinates. Both round correctly, so the values are the same; what
// from_chars does not take whole (a sign, spaces) goes to toDouble.
double numberOf(QStringView text, bool* ok) {
    char ascii[64];
    if (text.size() > 0 && text.size() < qsizetype(sizeof ascii)) {
        bool plain = true;
        for (qsizetype i = 0; i < text.size() && plain; ++i) {
            const char16_t c = text[i].unicode();
            plain = c < 0x80;
            ascii[i] = char(c);
        }
        double value = 0;
        const auto r = std::from_chars(ascii, ascii + text.size(), value);
        if (plain && r.ec == std::errc() && r.ptr == ascii + text.size()) {
            *ok = true;
            return value;
        }
    }
    return text.toDouble(ok);
}

// "x,y" (points, y up) as Graphviz writes a position.
std::optional<QPointF> pointOf(QStringView text) {
    const qsizetype comma = text.indexOf(u',');
    if (comma < 0) return std::nullopt;
    bool okX = false, okY = false;
    const double x = numberOf(text.left(comma), &okX);
    const double y = numberOf(text.mid(comma + 1), &okY);
    if (!okX || !okY) return std::nullopt;
    return QPointF(x, y);
}

// The layout in `osage -Tjson0`'s output: each node's `pos`, `width` and `height`, each edge's
// `pos` (splines: "e,x,y" the arrow's tip, then the curve's points, `;` between splines), the
// graph's `bb`. Nodes and edges are known by the ids dotText gave them. False when the output
// is not such a layout.
bool readLaidOut(const QByteArray& json, const QList<NodeBox>& boxes, GraphLayoutResult& r) {
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    const QStringList bb = root.value(QLatin1String("bb")).toString().split(u',');
    if (bb.size() != 4) return false;
    const double left = bb[0].toDouble(), bottom = bb[1].toDouble();
    const double right = bb[2].toDouble(), top = bb[3].toDouble();
    const auto at = [&](QPointF p) { return QPointF(p.x() - left, top - p.y()); };
    r.bounds = QRectF(0, 0, right - left, top - bottom);
    const auto number = [](const QJsonObject& o, char prefix) {
        const QString id = o.value(QLatin1String("id")).toString();
        bool ok = false;
        const int n = id.startsWith(QLatin1Char(prefix)) ? id.mid(1).toInt(&ok) : -1;
        return ok ? n : -1;
    };
    const QJsonArray objects = root.value(QLatin1String("objects")).toArray();
    for (const QJsonValue& v : objects) {
        const QJsonObject o = v.toObject();
        const int i = number(o, 'n');
        if (i < 0 || i >= r.nodes.size()) continue;  // a cluster, or not ours
        const std::optional<QPointF> pos = pointOf(o.value(QLatin1String("pos")).toString());
        if (!pos) return false;
        NodeLayout& nl = r.nodes[i];
        nl.center = at(*pos);
        bool okWidth = false, okHeight = false;
        nl.size = QSizeF(numberOf(o.value(QLatin1String("width")).toString(), &okWidth) * 72.0,
                         numberOf(o.value(QLatin1String("height")).toString(), &okHeight) * 72.0);
        nl.lines = boxes[i].lines;
    }
    const QJsonArray edges = root.value(QLatin1String("edges")).toArray();
    for (const QJsonValue& v : edges) {
        const QJsonObject o = v.toObject();
        const int k = number(o, 'e');
        if (k < 0 || k >= r.edges.size()) continue;
        EdgeLayout& el = r.edges[k];
        const QString pos = o.value(QLatin1String("pos")).toString();
        for (const QStringView spline : QStringView(pos).split(u';', Qt::SkipEmptyParts)) {
            QList<QPointF> points;
            std::optional<QPointF> tip;
            for (const QStringView token : spline.split(u' ', Qt::SkipEmptyParts)) {
                if (token.startsWith(u"e,")) {
                    tip = pointOf(token.mid(2));
                } else if (!token.startsWith(u"s,")) {  // a start arrow: none are drawn
                    const std::optional<QPointF> p = pointOf(token);
                    if (!p) return false;
                    points.append(at(*p));
                }
            }
            if (points.isEmpty()) continue;
            el.moveTo(points[0]);
            for (qsizetype p = 1; p + 2 < points.size(); p += 3)
                el.path.cubicTo(points[p], points[p + 1], points[p + 2]);
            if (points.size() == 2) el.path.lineTo(points[1]);
            if (tip) {
                el.hasArrow = true;
                el.arrowBase = points.last();
                el.arrowTip = at(*tip);
            }
        }
    }
    return true;
}

// An edge Graphviz gave no spline (the engine routes none): centre to centre. Then `r` is done.
GraphLayoutResult withStraightEdges(const WorkspaceGraph& graph, GraphLayoutResult& r) {
    for (int k = 0; k < graph.edges.size(); ++k) {
        EdgeLayout& el = r.edges[k];
        if (!el.path.isEmpty()) continue;
        el.moveTo(r.nodes[graph.edges[k].from].center);
        el.path.lineTo(r.nodes[graph.edges[k].to].center);
    }
    r.ok = true;
    return std::move(r);
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
            // `osage` (2.42) frees its nodes' layout and not its edges': 5 MB of splines were
            // left behind at every layout of 30,000 relations. Freeing them first is safe for
            // every engine (the pointer is cleared, and every cleanup checks it).
            if (m_laidOut) {
                for (Agnode_t* n = agfstnode(m_graph); n; n = agnxtnode(m_graph, n))
                    for (Agedge_t* e = agfstout(m_graph, n); e; e = agnxtout(m_graph, e))
                        gv_free_splines(e);
                gvFreeLayout(m_gvc, m_graph);
            }
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

std::shared_ptr<const WrappedTitles> GraphLayout::wrapTitles(const WorkspaceGraph& graph,
                                                             const GraphLayoutOptions& options) {
    GraphLayoutOptions o = options;
    o.wrapped.reset();
    auto out = std::make_shared<WrappedTitles>();
    out->reserve(graph.nodes.size());
    for (const GraphNode& n : graph.nodes)
        if (!out->contains(n.title)) out->insert(n.title, wrappedTitle(n.title, o));
    return out;
}

NodeLayout GraphLayout::nodeBox(const GraphNode& node, const GraphLayoutOptions& options) {
    const NodeBox b = measure(node, options);
    NodeLayout n;
    n.size = QSizeF(b.width, b.height);
    n.lines = b.lines;
    return n;
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
    r.engine = engineFor(graph, options);
    if (r.engine == QLatin1String("osage")) {
        r.nodes.resize(graph.nodes.size());
        r.edges.resize(graph.edges.size());
        const std::optional<QByteArray> laid =
            layOutInItsOwnProcess(dotText(graph, options, &boxes, true).toUtf8(), r.engine);
        if (laid && readLaidOut(*laid, boxes, r)) return withStraightEdges(graph, r);
        r = GraphLayoutResult();  // what the output gave, if any, goes: laid out here instead
        r.engine = engineFor(graph, options);
    }
    const QByteArray text = dotText(graph, options, &boxes).toUtf8();
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
                el.moveTo(at(bz.list[0]));
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
    return withStraightEdges(graph, r);
}

namespace {

// Where new nodes go: the rectangles taken so far, in a grid of buckets for the overlap test.
class Occupancy {
public:
    explicit Occupancy(double cell) : m_cell(cell) {}
    void add(const QRectF& r) {
        m_rects.append(r);
        forCells(r, [&](qint64 key) { m_buckets[key].append(int(m_rects.size() - 1)); });
    }
    bool isFree(const QRectF& r) const {
        bool free = true;
        forCells(r, [&](qint64 key) {
            if (!free) return;
            for (int i : m_buckets.value(key))
                if (m_rects[i].intersects(r)) {
                    free = false;
                    return;
                }
        });
        return free;
    }

private:
    template <typename F>
    void forCells(const QRectF& r, F f) const {
        const qint64 x0 = qint64(std::floor(r.left() / m_cell));
        const qint64 x1 = qint64(std::floor(r.right() / m_cell));
        const qint64 y0 = qint64(std::floor(r.top() / m_cell));
        const qint64 y1 = qint64(std::floor(r.bottom() / m_cell));
        for (qint64 x = x0; x <= x1; ++x)
            for (qint64 y = y0; y <= y1; ++y) f((x << 32) ^ (y & 0xffffffff));
    }
    double m_cell;
    QList<QRectF> m_rects;
    QHash<qint64, QList<int>> m_buckets;
};

QRectF boxAt(const QPointF& center, const QSizeF& size) {
    return QRectF(center.x() - size.width() / 2, center.y() - size.height() / 2, size.width(),
                  size.height());
}

// Where the line from the box's centre towards `toward` leaves the box.
QPointF borderPoint(const QRectF& box, const QPointF& toward) {
    const QPointF c = box.center();
    const QPointF d = toward - c;
    if (qFuzzyIsNull(d.x()) && qFuzzyIsNull(d.y())) return c;
    const double sx = qFuzzyIsNull(d.x()) ? 1e300 : (box.width() / 2) / std::abs(d.x());
    const double sy = qFuzzyIsNull(d.y()) ? 1e300 : (box.height() / 2) / std::abs(d.y());
    return c + d * std::min({sx, sy, 1.0});
}

}  // namespace

std::optional<GraphLayoutResult> GraphLayout::update(const WorkspaceGraph& before,
                                                     const GraphLayoutResult& previous,
                                                     const WorkspaceGraph& graph,
                                                     const GraphLayoutOptions& options) {
    if (!previous.ok || previous.nodes.size() != before.nodes.size() ||
        previous.edges.size() != before.edges.size() || !checkSize(graph).isEmpty())
        return std::nullopt;
    QList<int> old(graph.nodes.size(), -1);  // per node: its index in `before`, or -1
    int kept = 0;
    for (int i = 0; i < graph.nodes.size(); ++i) {
        old[i] = before.indexOfKey(graph.nodes[i].key);
        kept += old[i] >= 0 ? 1 : 0;
    }
    const qsizetype added = graph.nodes.size() - kept;
    const qsizetype gone = before.nodes.size() - kept;
    if (kept == 0 || added * 4 > graph.nodes.size() || gone * 4 > before.nodes.size())
        return std::nullopt;

    GraphLayoutResult r;
    r.engine = previous.engine;
    r.kept = true;
    r.nodes.resize(graph.nodes.size());
    Occupancy taken(64);
    const double gap = 12;  // points between a new node and its neighbours
    for (int i = 0; i < graph.nodes.size(); ++i) {
        NodeLayout& nl = r.nodes[i];
        const int was = old[i];
        if (was >= 0 && before.nodes[was].title == graph.nodes[i].title &&
            GraphStyle::node(before.nodes[was]).shape == GraphStyle::node(graph.nodes[i]).shape) {
            nl = previous.nodes[was];  // as Graphviz sized it
        } else {
            const NodeBox b = measure(graph.nodes[i], options);
            nl.size = QSizeF(b.width, b.height);
            nl.lines = b.lines;
        }
        if (was < 0) continue;
        nl.center = previous.nodes[was].center;
        taken.add(boxAt(nl.center, nl.size).adjusted(-gap, -gap, gap, gap));
    }
    // New nodes in graph order (deterministic): beside the centre of their placed neighbours,
    // on rings of candidate places around it, the nearest free one first.
    QRectF bounds = previous.bounds;
    double rowX = bounds.left();
    QList<bool> placed(graph.nodes.size());
    for (int i = 0; i < graph.nodes.size(); ++i) placed[i] = old[i] >= 0;
    for (int i = 0; i < graph.nodes.size(); ++i) {
        if (placed[i]) continue;
        NodeLayout& nl = r.nodes[i];
        QPointF sum;
        int n = 0;
        for (int m : graph.neighbours.value(i))
            if (placed[m]) {
                sum += r.nodes[m].center;
                ++n;
            }
        std::optional<QPointF> at;
        if (n > 0) {
            const QPointF anchor = sum / n;
            const double stepX = nl.size.width() + gap, stepY = nl.size.height() + gap;
            for (int ring = 1; ring <= 12 && !at; ++ring)
                for (int dy = -ring; dy <= ring && !at; ++dy)
                    for (int dx = -ring; dx <= ring && !at; ++dx) {
                        if (std::max(std::abs(dx), std::abs(dy)) != ring) continue;
                        const QPointF c = anchor + QPointF(dx * stepX, dy * stepY);
                        if (taken.isFree(boxAt(c, nl.size))) at = c;
                    }
        }
        if (!at) {  // no placed neighbour, or no room near them: a row under the graph
            at = QPointF(rowX + nl.size.width() / 2, bounds.bottom() + gap + nl.size.height() / 2);
            rowX += nl.size.width() + gap;
        }
        nl.center = *at;
        placed[i] = true;
        taken.add(boxAt(nl.center, nl.size).adjusted(-gap, -gap, gap, gap));
    }
    // Edges: a kept one (same ends by key, same type) keeps its spline when neither end moved.
    QMultiHash<QString, int> oldEdges;  // "from\x1fto\x1ftype" -> index in `before`
    const auto edgeKey = [](const WorkspaceGraph& g, const GraphEdge& e) {
        return g.nodes[e.from].key + QChar(0x1f) + g.nodes[e.to].key + QChar(0x1f) +
               QString::number(int(e.type));
    };
    for (int k = before.edges.size() - 1; k >= 0; --k)
        oldEdges.insert(edgeKey(before, before.edges[k]), k);  // last in, first found
    r.edges.resize(graph.edges.size());
    for (int k = 0; k < graph.edges.size(); ++k) {
        const GraphEdge& e = graph.edges[k];
        const QString key = edgeKey(graph, e);
        const auto found = oldEdges.find(key);
        const bool sameEnds = found != oldEdges.end() && old[e.from] >= 0 && old[e.to] >= 0 &&
                              r.nodes[e.from].size == previous.nodes[old[e.from]].size &&
                              r.nodes[e.to].size == previous.nodes[old[e.to]].size;
        if (sameEnds) {
            r.edges[k] = previous.edges[found.value()];
            oldEdges.erase(found);
            continue;
        }
        EdgeLayout& el = r.edges[k];
        const QRectF from = boxAt(r.nodes[e.from].center, r.nodes[e.from].size);
        const QRectF to = boxAt(r.nodes[e.to].center, r.nodes[e.to].size);
        const QPointF tail = borderPoint(from, to.center());
        const QPointF tip = borderPoint(to, from.center());
        QLineF line(tail, tip);
        el.moveTo(tail);
        if (line.length() > 6) {
            line.setLength(line.length() - 6);  // the arrow's length, as Graphviz leaves it
            el.path.lineTo(line.p2());
            el.hasArrow = true;
            el.arrowBase = line.p2();
            el.arrowTip = tip;
        } else {
            el.path.lineTo(tip);
        }
    }
    for (const NodeLayout& nl : r.nodes) bounds |= boxAt(nl.center, nl.size);
    for (const EdgeLayout& el : r.edges) bounds |= el.path.boundingRect();
    r.bounds = bounds;
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
    static QMutex cacheMutex;
    static QCache<QByteArray, QByteArray> cache(16 * 1024 * 1024);  // cost: bytes
    {
        QMutexLocker lock(&cacheMutex);
        if (const QByteArray* hit = cache.object(text)) return *hit;
    }
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
    so.relativeLinks = options.links;
    const SanitizeResult clean = SvgSanitizer::sanitize(raw, so);
    if (!clean.ok) {
        if (error) *error = clean.error;
        return {};
    }
    if (clean.svg.size() < 1024 * 1024) {
        QMutexLocker lock(&cacheMutex);
        cache.insert(text, new QByteArray(clean.svg), int(clean.svg.size()));
    }
    return clean.svg;
}

}  // namespace techlog
