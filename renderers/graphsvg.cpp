#include "graphsvg.h"

#include <QLineF>
#include <QStringList>
#include <charconv>

#include "graphstyle.h"
#include "svgsanitizer.h"
#include "workspacegraph.h"

namespace techlog {

namespace {

constexpr double kPad = 8;  // points around the drawing

// Two decimals, '.' whatever the locale (std::to_chars: no allocation, no locale; the same
// digits as QString::number(v, 'f', 2)).
void appendNum(QString& out, double v) {
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, 2);
    out += QLatin1StringView(buf, r.ptr - buf);
}

QString num(double v) {
    QString s;
    appendNum(s, v);
    return s;
}

void appendPoint(QString& out, double x, double y) {
    appendNum(out, x);
    out += u',';
    appendNum(out, y);
}

// The few calls of QXmlStreamWriter used here, appending to one string: QXmlStreamWriter
// writes through a QIODevice call per piece, which was half of this file's time in a
// 5,000-page export. The same escaping: & < > in text, and " and line breaks in attributes.
class Xml {
public:
    void writeStartDocument() { m_out += u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>"; }
    void writeEndDocument() {
        while (!m_open.isEmpty()) writeEndElement();
        m_out += u'\n';
    }
    void writeStartElement(const QString& name) {
        closeStart();
        m_out += u'<';
        m_out += name;
        m_open.append(name);
        m_inStart = true;
    }
    void writeDefaultNamespace(const QString& uri) { writeAttribute(QStringLiteral("xmlns"), uri); }
    void writeNamespace(const QString& uri, const QString& prefix) {
        writeAttribute(QStringLiteral("xmlns:") + prefix, uri);
    }
    void writeAttribute(const QString& name, const QString& value) {
        m_out += u' ';
        m_out += name;
        m_out += u"=\"";
        escape(value, true);
        m_out += u'"';
    }
    void writeCharacters(const QString& text) {
        closeStart();
        escape(text, false);
    }
    void writeTextElement(const QString& name, const QString& text) {
        writeStartElement(name);
        writeCharacters(text);
        writeEndElement();
    }
    void writeEndElement() {
        const QString name = m_open.takeLast();
        if (m_inStart) {
            m_out += u"/>";
            m_inStart = false;
        } else {
            m_out += u"</";
            m_out += name;
            m_out += u'>';
        }
    }
    QByteArray bytes() const { return m_out.toUtf8(); }
    void reserve(qsizetype n) { m_out.reserve(n); }

private:
    void closeStart() {
        if (!m_inStart) return;
        m_out += u'>';
        m_inStart = false;
    }
    // Runs of plain text appended whole; only the characters that need it are replaced.
    void escape(QStringView text, bool attribute) {
        qsizetype start = 0;
        for (qsizetype i = 0; i < text.size(); ++i) {
            QStringView with;
            switch (text[i].unicode()) {
                case u'&':
                    with = u"&amp;";
                    break;
                case u'<':
                    with = u"&lt;";
                    break;
                case u'>':
                    with = u"&gt;";
                    break;
                case u'"':
                    if (attribute) with = u"&quot;";
                    break;
                case u'\n':
                    if (attribute) with = u"&#10;";
                    break;
                case u'\r':
                    if (attribute) with = u"&#13;";
                    break;
                case u'\t':
                    if (attribute) with = u"&#9;";
                    break;
                default:
                    break;
            }
            if (with.isNull()) continue;
            m_out += text.mid(start, i - start);
            m_out += with;
            start = i + 1;
        }
        m_out += text.mid(start);
    }

    QString m_out;
    QStringList m_open;
    bool m_inStart = false;
};

// `text` without what XML 1.0 does not allow (control characters, lone surrogates,
// U+FFFE/U+FFFF), which no escaping makes well-formed.
QString xmlText(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            out.append(text[i]).append(text[i + 1]);
            ++i;
        } else if ((c >= 0x20 && !QChar::isSurrogate(c) && c != 0xFFFE && c != 0xFFFF) ||
                   c == 0x9 || c == 0xA || c == 0xD) {
            out.append(text[i]);
        }
    }
    return out;
}

QString pathData(const QPainterPath& path) {
    QString d;
    d.reserve(path.elementCount() * 14);
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        switch (e.type) {
            case QPainterPath::MoveToElement:
                d += u'M';
                break;
            case QPainterPath::LineToElement:
                d += u'L';
                break;
            case QPainterPath::CurveToElement:
                d += u'C';
                break;
            case QPainterPath::CurveToDataElement:
                d += u' ';
                break;
        }
        appendPoint(d, e.x, e.y);
    }
    return d;
}

QString dashArray(GraphStyle::Dash d) {
    return d == GraphStyle::Dash::Dashed ? QStringLiteral("5,2") : QStringLiteral("1,5");
}

QString points(const QList<QPointF>& ps) {
    QString out;
    out.reserve(ps.size() * 14);
    for (const QPointF& p : ps) {
        if (!out.isEmpty()) out += u' ';
        appendPoint(out, p.x(), p.y());
    }
    return out;
}

void writeShape(Xml& w, GraphStyle::Shape shape, const QRectF& r) {
    switch (shape) {
        case GraphStyle::Shape::Ellipse:
            w.writeStartElement(QStringLiteral("ellipse"));
            w.writeAttribute(QStringLiteral("cx"), num(r.center().x()));
            w.writeAttribute(QStringLiteral("cy"), num(r.center().y()));
            w.writeAttribute(QStringLiteral("rx"), num(r.width() / 2));
            w.writeAttribute(QStringLiteral("ry"), num(r.height() / 2));
            return;
        case GraphStyle::Shape::Box:
            w.writeStartElement(QStringLiteral("rect"));
            w.writeAttribute(QStringLiteral("x"), num(r.left()));
            w.writeAttribute(QStringLiteral("y"), num(r.top()));
            w.writeAttribute(QStringLiteral("width"), num(r.width()));
            w.writeAttribute(QStringLiteral("height"), num(r.height()));
            return;
        case GraphStyle::Shape::Hexagon: {
            const double dx = r.width() * 0.12;
            w.writeStartElement(QStringLiteral("polygon"));
            w.writeAttribute(QStringLiteral("points"), points({{r.left() + dx, r.top()},
                                                               {r.right() - dx, r.top()},
                                                               {r.right(), r.center().y()},
                                                               {r.right() - dx, r.bottom()},
                                                               {r.left() + dx, r.bottom()},
                                                               {r.left(), r.center().y()}}));
            return;
        }
        case GraphStyle::Shape::Octagon: {
            const double dx = r.width() * 0.12, dy = r.height() * 0.25;
            w.writeStartElement(QStringLiteral("polygon"));
            w.writeAttribute(QStringLiteral("points"), points({{r.left() + dx, r.top()},
                                                               {r.right() - dx, r.top()},
                                                               {r.right(), r.top() + dy},
                                                               {r.right(), r.bottom() - dy},
                                                               {r.right() - dx, r.bottom()},
                                                               {r.left() + dx, r.bottom()},
                                                               {r.left(), r.bottom() - dy},
                                                               {r.left(), r.top() + dy}}));
            return;
        }
    }
}

void writeEdge(Xml& w, const GraphEdge& e, const EdgeLayout& el) {
    const GraphStyle::EdgeStyle s = GraphStyle::edge(e.type);
    w.writeStartElement(QStringLiteral("g"));
    w.writeAttribute(QStringLiteral("class"), QStringLiteral("edge ") + edgeTypeName(e.type));
    w.writeTextElement(QStringLiteral("title"), edgeTypeName(e.type));
    w.writeStartElement(QStringLiteral("path"));
    w.writeAttribute(QStringLiteral("d"), pathData(el.path));
    w.writeAttribute(QStringLiteral("fill"), QStringLiteral("none"));
    w.writeAttribute(QStringLiteral("stroke"), s.color.name());
    w.writeAttribute(QStringLiteral("stroke-width"), num(s.width));
    if (s.dash != GraphStyle::Dash::Solid)
        w.writeAttribute(QStringLiteral("stroke-dasharray"), dashArray(s.dash));
    w.writeEndElement();
    if (el.hasArrow) {
        // A filled head from the spline's end to the tip, Graphviz's `normal` at 0.6.
        const QLineF axis(el.arrowBase, el.arrowTip);
        const QPointF across = axis.normalVector().unitVector().p2() - axis.p1();
        w.writeStartElement(QStringLiteral("polygon"));
        w.writeAttribute(QStringLiteral("points"), points({el.arrowTip, el.arrowBase + across * 2.1,
                                                           el.arrowBase - across * 2.1}));
        w.writeAttribute(QStringLiteral("fill"), s.color.name());
        w.writeAttribute(QStringLiteral("stroke"), s.color.name());
        w.writeAttribute(QStringLiteral("stroke-width"), num(s.width));
        w.writeEndElement();
    }
    w.writeEndElement();
}

void writeNode(Xml& w, const GraphNode& n, const NodeLayout& nl, const GraphLayoutOptions& o) {
    const GraphStyle::NodeStyle s = GraphStyle::node(n);
    const bool focus = !o.focus.isEmpty() && n.key == o.focus;
    w.writeStartElement(QStringLiteral("g"));
    w.writeAttribute(QStringLiteral("class"), QStringLiteral("node"));
    QString href = o.links && o.href && !n.ghost ? o.href(n.path) : QString();
    if (!SvgSanitizer::isPageLink(href)) href.clear();
    if (!href.isEmpty()) {
        w.writeStartElement(QStringLiteral("a"));
        w.writeAttribute(QStringLiteral("xlink:href"), href);
    }
    w.writeTextElement(QStringLiteral("title"),
                       xmlText(n.ghost ? n.title : n.title + QStringLiteral(" — ") + n.path));
    const QRectF box(nl.center - QPointF(nl.size.width(), nl.size.height()) / 2, nl.size);
    writeShape(w, s.shape, box);
    w.writeAttribute(QStringLiteral("fill"), s.fill.name());
    w.writeAttribute(QStringLiteral("stroke"),
                     focus ? GraphStyle::focusColor().name() : s.border.name());
    w.writeAttribute(QStringLiteral("stroke-width"), num(focus ? 3.0 : s.borderWidth));
    if (s.borderDash != GraphStyle::Dash::Solid && !focus)
        w.writeAttribute(QStringLiteral("stroke-dasharray"), dashArray(s.borderDash));
    w.writeEndElement();
    const double lineHeight = o.fontSize * 1.3;
    double baseline =
        nl.center.y() - lineHeight * nl.lines.size() / 2 + lineHeight / 2 + o.fontSize * 0.35;
    for (const QString& line : nl.lines) {
        w.writeStartElement(QStringLiteral("text"));
        w.writeAttribute(QStringLiteral("x"), num(nl.center.x()));
        w.writeAttribute(QStringLiteral("y"), num(baseline));
        w.writeAttribute(QStringLiteral("text-anchor"), QStringLiteral("middle"));
        w.writeAttribute(QStringLiteral("font-family"), o.fontFamily);
        w.writeAttribute(QStringLiteral("font-size"), num(o.fontSize));
        w.writeAttribute(QStringLiteral("fill"), QStringLiteral("#111827"));
        w.writeCharacters(xmlText(line));
        w.writeEndElement();
        baseline += lineHeight;
    }
    if (!href.isEmpty()) w.writeEndElement();
    w.writeEndElement();
}

}  // namespace

QByteArray GraphSvg::write(const WorkspaceGraph& graph, const GraphLayoutResult& layout,
                           const GraphLayoutOptions& options, QString* error) {
    if (!layout.ok || layout.nodes.size() != graph.nodes.size() ||
        layout.edges.size() != graph.edges.size()) {
        if (error) *error = layout.error.isEmpty() ? QStringLiteral("no layout") : layout.error;
        return {};
    }
    Xml w;
    w.reserve(1024 + 700 * (graph.nodes.size() + graph.edges.size()));
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("svg"));
    w.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
    w.writeNamespace(QStringLiteral("http://www.w3.org/1999/xlink"), QStringLiteral("xlink"));
    const double width = layout.bounds.width() + 2 * kPad;
    const double height = layout.bounds.height() + 2 * kPad;
    w.writeAttribute(QStringLiteral("width"), num(width) + QStringLiteral("pt"));
    w.writeAttribute(QStringLiteral("height"), num(height) + QStringLiteral("pt"));
    w.writeAttribute(QStringLiteral("viewBox"),
                     QStringLiteral("0 0 %1 %2").arg(num(width), num(height)));
    w.writeStartElement(QStringLiteral("g"));
    w.writeAttribute(QStringLiteral("class"), QStringLiteral("graph"));
    w.writeAttribute(QStringLiteral("transform"),
                     QStringLiteral("translate(%1 %2)")
                         .arg(num(kPad - layout.bounds.left()), num(kPad - layout.bounds.top())));
    for (int k = 0; k < graph.edges.size(); ++k) writeEdge(w, graph.edges[k], layout.edges[k]);
    for (int i = 0; i < graph.nodes.size(); ++i)
        writeNode(w, graph.nodes[i], layout.nodes[i], options);
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    // No pass through the sanitizer: what is written here is its allow-list already (fixed
    // elements and attributes, numbers, colours from GraphStyle, escaped text without the
    // characters XML forbids, links only where SvgSanitizer::isPageLink says so), and the
    // sanitizer's pass was 64% of this function's time, a third of a 5,000-page export's.
    // tests/sitegraph holds the sanitizer to removing nothing from it, hostile titles included.
    return w.bytes();
}

}  // namespace techlog
