#include "svgsanitizer.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include "filebytes.h"
#include "recordprovenance.h"
#include "svgwriter.h"

namespace techlog {

namespace {

const QString kSvgNs = QStringLiteral("http://www.w3.org/2000/svg");
const QString kXlinkNs = QStringLiteral("http://www.w3.org/1999/xlink");
const QString kXmlNs = QStringLiteral("http://www.w3.org/XML/1998/namespace");
const QString kTechlogNs = QString::fromLatin1(kTechlogNamespace);

QSet<QString> wordSet(const char* words) {
    const QStringList list = QString::fromLatin1(words).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return QSet<QString>(list.begin(), list.end());
}

const QSet<QString>& keptElements() {
    static const QSet<QString> names = wordSet(
        "svg g defs title desc metadata symbol use path rect circle ellipse line polyline "
        "polygon text tspan textPath linearGradient radialGradient stop pattern clipPath mask "
        "marker image style filter feBlend feColorMatrix feComponentTransfer feFuncR feFuncG "
        "feFuncB feFuncA feComposite feDropShadow feFlood feGaussianBlur feMerge feMergeNode "
        "feMorphology feOffset");
    return names;
}

// Harmless containers whose own meaning is dropped but whose children are kept.
const QSet<QString>& unwrappedElements() {
    static const QSet<QString> names = wordSet("a");
    return names;
}

// Elements whose `href` may point at another element of the same document.
const QSet<QString>& fragmentHrefElements() {
    static const QSet<QString> names =
        wordSet("use textPath linearGradient radialGradient pattern filter");
    return names;
}

const QSet<QString>& keptAttributes() {
    static const QSet<QString> names = wordSet(
        // core, accessibility
        "id class style lang role aria-label aria-labelledby aria-describedby aria-hidden "
        "tabindex version baseProfile "
        // geometry
        "x y width height viewBox preserveAspectRatio transform d cx cy r rx ry x1 y1 x2 y2 "
        "points pathLength "
        // text
        "dx dy rotate textLength lengthAdjust startOffset method spacing side font-family "
        "font-size font-size-adjust font-stretch font-style font-variant font-weight "
        "text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing "
        "word-spacing text-decoration writing-mode direction unicode-bidi white-space "
        "text-rendering glyph-orientation-vertical glyph-orientation-horizontal kerning "
        // painting
        "fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap "
        "stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color "
        "visibility display overflow clip clip-path clip-rule mask filter marker-start "
        "marker-mid marker-end paint-order vector-effect shape-rendering image-rendering "
        "color-interpolation color-interpolation-filters color-rendering solid-color "
        "solid-opacity mix-blend-mode isolation "
        // markers, gradients, patterns, clipping, masking
        "markerWidth markerHeight markerUnits refX refY orient gradientUnits "
        "gradientTransform spreadMethod fx fy fr offset stop-color stop-opacity patternUnits "
        "patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits "
        // filters
        "filterUnits primitiveUnits in in2 result mode type values operator k1 k2 k3 k4 "
        "stdDeviation edgeMode radius flood-color flood-opacity lighting-color tableValues "
        "slope intercept amplitude exponent "
        // references, checked separately
        "href");
    return names;
}

const QSet<QString>& provenanceAttributes() {
    static const QSet<QString> names = wordSet("record-sha256 renderer layout lines exit");
    return names;
}

bool isFragmentRef(const QString& value, QString* id = nullptr) {
    static const QRegularExpression re(QStringLiteral("^\\s*#([A-Za-z_][A-Za-z0-9_.:-]*)\\s*$"));
    const auto match = re.match(value);
    if (!match.hasMatch()) return false;
    if (id) *id = match.captured(1);
    return true;
}

bool isDataImage(const QString& value) {
    static const QRegularExpression re(
        QStringLiteral("^data:image/(png|jpeg|jpg|gif);base64,[A-Za-z0-9+/=\\s]+$"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(value).hasMatch();
}

// CSS (a style attribute, a <style> element, a presentation attribute: browsers read those as
// CSS too). Returns the safe form, or nothing when the whole text must go.
std::optional<QString> cleanCss(const QString& css, QStringList* why) {
    // Most values (`24`, `#e8f1fb`, `middle`) hold none of the characters every rule below
    // needs (escape, comment, function, scheme, at-rule): leave them without the regular
    // expressions, which were most of the sanitizer's time on a plain diagram.
    bool plain = true;
    for (const QChar c : css) {
        const char16_t u = c.unicode();
        if (u == '\\' || u == '/' || u == '(' || u == ':' || u == '@') {
            plain = false;
            break;
        }
    }
    if (plain && !css.contains(QLatin1String("-moz-binding"), Qt::CaseInsensitive)) return css;
    // Escapes can spell `url` or `expression` in ways no pattern catches: refuse them.
    if (css.contains(QLatin1Char('\\'))) {
        why->append(QStringLiteral("CSS escape"));
        return std::nullopt;
    }
    QString text = css;
    static const QRegularExpression comments(QStringLiteral("/\\*.*?(\\*/|$)"),
                                             QRegularExpression::DotMatchesEverythingOption);
    text.remove(comments);
    const QString lower = text.toLower();
    for (const char* bad : {"expression(", "javascript:", "vbscript:", "behavior:", "-moz-binding",
                            "image-set(", "cross-fade(", "element(", "image(", "src("}) {
        if (lower.contains(QLatin1String(bad))) {
            why->append(QStringLiteral("CSS %1").arg(QString::fromLatin1(bad)));
            return std::nullopt;
        }
    }
    static const QRegularExpression import(QStringLiteral("@import[^;]*;?"),
                                           QRegularExpression::CaseInsensitiveOption);
    if (text.contains(import)) {
        text.remove(import);
        why->append(QStringLiteral("CSS @import"));
    }
    // url(...): only url(#id) stays; anything else becomes `none`.
    QString out;
    qsizetype from = 0;
    for (;;) {
        const qsizetype at = text.indexOf(QLatin1String("url("), from, Qt::CaseInsensitive);
        if (at < 0) break;
        const qsizetype close = text.indexOf(QLatin1Char(')'), at);
        if (close < 0) {
            why->append(QStringLiteral("CSS unterminated url("));
            return std::nullopt;
        }
        QString target = text.mid(at + 4, close - at - 4).trimmed();
        if (target.size() >= 2 &&
            (target.front() == QLatin1Char('"') || target.front() == QLatin1Char('\'')) &&
            target.back() == target.front())
            target = target.mid(1, target.size() - 2);
        out += text.mid(from, at - from);
        if (isFragmentRef(target)) {
            out += text.mid(at, close + 1 - at);
        } else {
            out += QLatin1String("none");
            why->append(QStringLiteral("CSS url(%1)").arg(target.left(60)));
        }
        from = close + 1;
    }
    out += text.mid(from);
    return out;
}

struct Frame {
    enum Mode { Keep, Unwrap, Skip } mode = Keep;
    QString name;
    QString id;
    bool containsUse = false;
    bool isStyle = false;
    bool isMetadata = false;
    QString styleText;
};

class Sanitizer {
public:
    explicit Sanitizer(const SanitizeOptions& options) : m_opt(options) {}

    SanitizeResult run(const QByteArray& input) {
        SanitizeResult result;
        if (input.size() > m_opt.maxInputBytes) {
            result.error = QStringLiteral("SVG too large: %1 bytes (limit %2)")
                               .arg(input.size())
                               .arg(m_opt.maxInputBytes);
            return result;
        }
        // Cheap refusal before the parser reads any declaration (UTF-16 input is caught by
        // the DTD token below).
        if (input.contains("<!DOCTYPE") || input.contains("<!ENTITY")) {
            result.error = QStringLiteral("DOCTYPE and entity declarations are not accepted");
            return result;
        }
        QXmlStreamReader reader(input);
        reader.setNamespaceProcessing(true);
        // What QXmlStreamWriter wrote, through SvgWriter (a third of the time, in QIODevice
        // calls per piece): the same declaration, escaping and namespaces.
        m_w.raw(QLatin1StringView("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));

        while (!reader.atEnd()) {
            const auto token = reader.readNext();
            switch (token) {
                case QXmlStreamReader::StartDocument:
                    break;
                case QXmlStreamReader::DTD:
                    return fail(QStringLiteral("DOCTYPE and entity declarations are not accepted"));
                case QXmlStreamReader::EntityReference:
                    return fail(QStringLiteral("entity reference &%1; is not accepted")
                                    .arg(reader.name().toString()));
                case QXmlStreamReader::StartElement:
                    if (!startElement(reader)) return fail(m_error);
                    break;
                case QXmlStreamReader::EndElement:
                    endElement();
                    break;
                case QXmlStreamReader::Characters:
                    if (!characters(reader.text())) return fail(m_error);
                    break;
                case QXmlStreamReader::ProcessingInstruction:
                    note(QStringLiteral("processing instruction"));
                    break;
                case QXmlStreamReader::Comment:
                case QXmlStreamReader::EndDocument:
                case QXmlStreamReader::NoToken:
                case QXmlStreamReader::Invalid:
                    break;
            }
        }
        if (reader.hasError()) {
            return fail(QStringLiteral("not well-formed XML (line %1, column %2): %3")
                            .arg(reader.lineNumber())
                            .arg(reader.columnNumber())
                            .arg(reader.errorString()));
        }
        if (!m_sawRoot) return fail(QStringLiteral("no root element"));
        // QXmlStreamWriter's end of document wrote a line break, and this one followed it.
        result.svg = m_w.takeUtf8() + "\n\n";
        result.removed = m_removed;
        result.ok = true;
        return result;
    }

private:
    SanitizeResult fail(const QString& error) {
        SanitizeResult result;
        result.error = error;
        result.removed = m_removed;
        return result;
    }

    void note(const QString& what) {
        if (m_removed.size() < 200 && !m_removed.contains(what)) m_removed.append(what);
    }

    bool countText(qsizetype chars) {
        m_textChars += chars;
        if (m_textChars > m_opt.maxTextChars) {
            m_error = QStringLiteral("too much text (limit %1 characters)").arg(m_opt.maxTextChars);
            return false;
        }
        return true;
    }

    bool skipping() const { return !m_stack.isEmpty() && m_stack.last().mode == Frame::Skip; }
    bool inMetadata() const {
        for (const Frame& f : m_stack)
            if (f.isMetadata) return true;
        return false;
    }

    bool startElement(QXmlStreamReader& reader) {
        if (++m_elements > m_opt.maxElements) {
            m_error = QStringLiteral("too many elements (limit %1)").arg(m_opt.maxElements);
            return false;
        }
        if (m_stack.size() + 1 > m_opt.maxDepth) {
            m_error = QStringLiteral("nesting too deep (limit %1)").arg(m_opt.maxDepth);
            return false;
        }
        const QString ns = reader.namespaceUri().toString();
        const QString name = reader.name().toString();
        const QXmlStreamAttributes attributes = reader.attributes();
        for (const QXmlStreamAttribute& a : attributes)
            if (!countText(a.value().size())) return false;

        Frame frame;
        frame.name = name;
        if (skipping()) {
            frame.mode = Frame::Skip;
            m_stack.append(frame);
            return true;
        }
        if (m_stack.isEmpty()) {
            if (m_sawRoot || name != QLatin1String("svg") || !(ns == kSvgNs || ns.isEmpty())) {
                m_error = QStringLiteral("not an SVG document (root element <%1>)")
                              .arg(reader.qualifiedName().toString());
                return false;
            }
            m_sawRoot = true;
            m_svgNs = ns;  // a hand-made file may omit the namespace: treat it as SVG
        }
        const bool svgElement = ns == m_svgNs || ns == kSvgNs;
        if (ns == kTechlogNs && name == QLatin1String("provenance") && inMetadata()) {
            writeProvenance(attributes);
            frame.mode = Frame::Keep;
            m_stack.append(frame);
            return true;
        }
        if (!svgElement) {
            note(QStringLiteral("element %1").arg(reader.qualifiedName().toString()));
            frame.mode = Frame::Skip;
            m_stack.append(frame);
            return true;
        }
        if (inMetadata()) {  // only the provenance lives there
            note(QStringLiteral("element %1 in metadata").arg(name));
            frame.mode = Frame::Skip;
            m_stack.append(frame);
            return true;
        }
        if (name == QLatin1String("a")) return startLink(attributes, frame);
        if (unwrappedElements().contains(name)) {
            note(QStringLiteral("element %1 (children kept)").arg(name));
            frame.mode = Frame::Unwrap;
            m_stack.append(frame);
            return true;
        }
        if (!keptElements().contains(name)) {
            note(QStringLiteral("element %1").arg(name));
            frame.mode = Frame::Skip;
            m_stack.append(frame);
            return true;
        }

        // Attributes first: an <image> or <use> whose reference is refused goes entirely.
        QList<QPair<QString, QString>> plain;  // (name, value), no namespace
        QList<QPair<QString, QString>> xmlAttrs;
        QString href;
        bool hasHref = false;
        for (const QXmlStreamAttribute& a : attributes) {
            const QString ans = a.namespaceUri().toString();
            const QString an = a.name().toString();
            const QString value = a.value().toString();
            if (an.startsWith(QLatin1String("on"), Qt::CaseInsensitive) && ans.isEmpty()) {
                note(QStringLiteral("attribute %1").arg(an));
                continue;
            }
            if (ans == kXmlNs) {
                if (an == QLatin1String("space") || an == QLatin1String("lang"))
                    xmlAttrs.append({an, value});
                else
                    note(QStringLiteral("attribute xml:%1").arg(an));
                continue;
            }
            const bool isHref = an == QLatin1String("href") && (ans.isEmpty() || ans == kXlinkNs);
            if (isHref) {
                if (hasHref) continue;  // one reference is enough; `href` and `xlink:href` agree
                hasHref = true;
                href = value;
                continue;
            }
            if (!ans.isEmpty()) {
                note(QStringLiteral("attribute %1").arg(a.qualifiedName().toString()));
                continue;
            }
            if (!keptAttributes().contains(an)) {
                note(QStringLiteral("attribute %1").arg(an));
                continue;
            }
            QStringList why;
            const std::optional<QString> clean = cleanCss(value, &why);
            for (const QString& reason : why)
                note(QStringLiteral("%1 in attribute %2").arg(reason, an));
            if (!clean) continue;
            if (an == QLatin1String("style") && clean->trimmed().isEmpty()) continue;
            plain.append({an, *clean});
        }

        QString hrefOut;
        if (hasHref) {
            QString target;
            if (name == QLatin1String("image")) {
                if (isDataImage(href)) {
                    hrefOut = href;
                } else {
                    note(QStringLiteral("image with href %1").arg(describeRef(href)));
                    frame.mode = Frame::Skip;
                    m_stack.append(frame);
                    return true;
                }
            } else if (fragmentHrefElements().contains(name) && isFragmentRef(href, &target)) {
                if (name == QLatin1String("use") && !m_closedIds.contains(target)) {
                    // Only a finished element without <use> inside: no reference loops and
                    // no exponential fan-out (the "billion laughs" of <use>).
                    note(QStringLiteral("use of #%1 (not an earlier element free of use)")
                             .arg(target.left(60)));
                    frame.mode = Frame::Skip;
                    m_stack.append(frame);
                    return true;
                }
                hrefOut = QStringLiteral("#") + target;
            } else {
                note(QStringLiteral("href %1 on %2").arg(describeRef(href), name));
                if (name == QLatin1String("use") || name == QLatin1String("image")) {
                    frame.mode = Frame::Skip;
                    m_stack.append(frame);
                    return true;
                }
            }
        } else if (name == QLatin1String("image") || name == QLatin1String("use")) {
            note(QStringLiteral("%1 without href").arg(name));
            frame.mode = Frame::Skip;
            m_stack.append(frame);
            return true;
        }
        if (name == QLatin1String("style")) {
            for (const auto& [an, value] : plain) {
                if (an == QLatin1String("type") &&
                    value.trimmed().toLower() != QLatin1String("text/css")) {
                    note(QStringLiteral("style of type %1").arg(value.left(40)));
                    frame.mode = Frame::Skip;
                    m_stack.append(frame);
                    return true;
                }
            }
        }

        // Names from the allow-lists, which outlive the writer that keeps views of them.
        m_w.start(*keptElements().constFind(name));
        if (m_stack.isEmpty()) {
            m_w.attribute(QLatin1StringView("xmlns"), kSvgNs);
            m_w.attribute(QLatin1StringView("xmlns:xlink"), kXlinkNs);
        }
        for (const auto& [an, value] : xmlAttrs)
            m_w.attribute(an == QLatin1String("space") ? QLatin1StringView("xml:space")
                                                       : QLatin1StringView("xml:lang"),
                          QStringView(value));
        for (const auto& [an, value] : plain) {
            m_w.attribute(*keptAttributes().constFind(an), QStringView(value));
            if (an == QLatin1String("id")) frame.id = value;
        }
        // Always as xlink:href: Qt SVG 6.4 reads no other, and browsers read both.
        if (!hrefOut.isEmpty())
            m_w.attribute(QLatin1StringView("xlink:href"), QStringView(hrefOut));
        frame.mode = Frame::Keep;
        frame.isStyle = name == QLatin1String("style");
        frame.isMetadata = name == QLatin1String("metadata");
        frame.containsUse = name == QLatin1String("use");
        m_stack.append(frame);
        return true;
    }

    // <a>: kept with a relative link to a page when the options allow it, else unwrapped; its
    // title (xlink:title, or title) written as a <title> child either way.
    bool startLink(const QXmlStreamAttributes& attributes, Frame& frame) {
        QString href, title;
        for (const QXmlStreamAttribute& a : attributes) {
            const QString ans = a.namespaceUri().toString();
            if (!ans.isEmpty() && ans != kXlinkNs) continue;
            if (a.name() == QLatin1String("href"))
                href = a.value().toString();
            else if (a.name() == QLatin1String("title"))
                title = a.value().toString();
        }
        const bool keep = m_opt.relativeLinks && SvgSanitizer::isPageLink(href);
        if (keep) {
            m_w.start(QLatin1StringView("a"));
            m_w.attribute(QLatin1StringView("xlink:href"), QStringView(href));
            frame.mode = Frame::Keep;
        } else {
            note(href.isEmpty() ? QStringLiteral("element a (children kept)")
                                : QStringLiteral("element a with href %1 (children kept)")
                                      .arg(describeRef(href)));
            frame.mode = Frame::Unwrap;
        }
        m_stack.append(frame);
        if (!title.isEmpty() && !skipping()) m_w.textElement(QLatin1StringView("title"), title);
        return true;
    }

    static QString describeRef(const QString& href) {
        QString shown = href.simplified();
        if (shown.size() > 60) shown = shown.left(60) + QStringLiteral("…");
        return shown.isEmpty() ? QStringLiteral("(empty)") : shown;
    }

    void writeProvenance(const QXmlStreamAttributes& attributes) {
        static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./;=:+-]{0,200}$"));
        // QXmlStreamWriter's place for the declaration: the start tag still open (the
        // metadata's), else the provenance's own.
        const bool declared = m_w.inStartTag();
        if (declared) m_w.attribute(QLatin1StringView("xmlns:techlog"), kTechlogNs);
        m_w.start(QLatin1StringView("techlog:provenance"));
        if (!declared) m_w.attribute(QLatin1StringView("xmlns:techlog"), kTechlogNs);
        for (const QXmlStreamAttribute& a : attributes) {
            const QString an = a.name().toString();
            if (!a.namespaceUri().isEmpty() || !provenanceAttributes().contains(an) ||
                !safe.match(a.value()).hasMatch()) {
                note(
                    QStringLiteral("attribute %1 on provenance").arg(a.qualifiedName().toString()));
                continue;
            }
            m_w.attribute(*provenanceAttributes().constFind(an), a.value());
        }
    }

    void endElement() {
        if (m_stack.isEmpty()) return;
        Frame frame = m_stack.takeLast();
        if (frame.mode == Frame::Keep) {
            if (frame.isStyle) {
                QStringList why;
                const std::optional<QString> css = cleanCss(frame.styleText, &why);
                for (const QString& reason : why) note(QStringLiteral("%1 in <style>").arg(reason));
                if (css && !css->isEmpty()) m_w.text(*css);
            }
            m_w.end();
            if (!frame.id.isEmpty() && !frame.containsUse) m_closedIds.insert(frame.id);
        }
        if (frame.containsUse && !m_stack.isEmpty()) m_stack.last().containsUse = true;
    }

    bool characters(QStringView text) {
        if (!countText(text.size())) return false;
        if (m_stack.isEmpty() || skipping()) return true;
        // Character data belongs to the nearest written element.
        for (qsizetype i = m_stack.size() - 1; i >= 0; --i) {
            Frame& f = m_stack[i];
            if (f.mode == Frame::Unwrap) continue;
            if (f.isStyle) {
                f.styleText += text;
                return true;
            }
            if (f.isMetadata) return true;  // text in metadata carries nothing we keep
            break;
        }
        m_w.text(text);
        return true;
    }

    SanitizeOptions m_opt;
    SvgWriter m_w;
    QList<Frame> m_stack;
    QSet<QString> m_closedIds;
    QStringList m_removed;
    QString m_error;
    QString m_svgNs;
    qsizetype m_textChars = 0;
    int m_elements = 0;
    bool m_sawRoot = false;
};

}  // namespace

namespace {

// A plain page link (path/name.html, maybe #fragment) that the expression below accepts,
// found without it: the expression was 4,300 instructions a link, and every node of every
// page's graph is a link. Only ever says yes where the expression says yes; anything else
// goes to the expression.
bool plainPageLink(QStringView href) {
    const qsizetype hash = href.indexOf(u'#');
    const QStringView path = hash < 0 ? href : href.left(hash);
    if (path.size() < 6 || path.front() == u'/' || !path.endsWith(u".html")) return false;
    char16_t previous = 0;
    for (const QChar c : path) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') ||
                        (u >= u'0' && u <= u'9') || u == u'.' || u == u'_' || u == u'~' ||
                        u == u'%' || u == u'-' || (u == u'/' && previous != u'/');
        if (!ok) return false;
        previous = u;
    }
    if (hash < 0) return true;
    for (const QChar c : href.mid(hash + 1)) {
        const char16_t u = c.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9') ||
              u == u'_' || u == u'.' || u == u'-'))
            return false;
    }
    return true;
}

}  // namespace

bool SvgSanitizer::isPageLink(const QString& href) {
    if (plainPageLink(href)) return true;
    // A relative page, maybe with a fragment, or a fragment alone (the PDF's documents are
    // sections of one page): nothing that leaves the output folder or runs script.
    static const QRegularExpression page(QStringLiteral(
        "^(?:(?!/)(?!.*//)[A-Za-z0-9._~%/-]+\\.html(#[A-Za-z0-9_.-]*)?|#[A-Za-z0-9_.-]+)$"));
    return page.match(href).hasMatch();
}

SanitizeResult SvgSanitizer::sanitize(const QByteArray& svg, const SanitizeOptions& options) {
    Sanitizer sanitizer(options);
    return sanitizer.run(svg);
}

SanitizeResult SvgSanitizer::sanitizeFile(const QString& path, const SanitizeOptions& options) {
    SanitizeResult result;
    // Read no more than one byte past the limit, into a buffer sized to the file: a buffer of
    // the limit's size per file was allocated and unmapped again, for every figure.
    QString error;
    const std::optional<QByteArray> bytes =
        FileBytes::read(path, options.maxInputBytes + 1, &error);
    if (!bytes) {
        result.error = QStringLiteral("%1: %2").arg(path, error);
        return result;
    }
    if (bytes->size() > options.maxInputBytes) {
        result.error = QStringLiteral("SVG too large: %1 bytes (limit %2)")
                           .arg(QFileInfo(path).size())
                           .arg(options.maxInputBytes);
        return result;
    }
    return sanitize(*bytes, options);
}

}  // namespace techlog
