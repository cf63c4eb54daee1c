#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace techlog {

struct SanitizeOptions {
    qsizetype maxInputBytes = 16 * 1024 * 1024;
    int maxElements = 100000;
    int maxDepth = 64;
    qsizetype maxTextChars = 8 * 1024 * 1024;  // character data and attribute values together
    // Keep <a> whose href is a relative link to a page of the same site (`../x/y.html#id`:
    // no scheme, no host, no absolute path, nothing but path characters) or a fragment alone
    // (`#id`, the PDF's one page): the exported graph pages link their nodes to the documents'
    // pages. Off: every <a> goes, its children stay.
    bool relativeLinks = false;
};

struct SanitizeResult {
    QByteArray svg;       // the clean document (UTF-8); empty when !ok
    QStringList removed;  // what was dropped, one entry per kind, e.g. "element script"
    QString error;        // why the input was rejected as a whole
    bool ok = false;
};

// Every SVG that goes into a page or the preview passes here first (the one exception:
// GraphSvg, which writes from the same allow-list itself, checked by tests/sitegraph). The input is
// parsed (never DTDs or entities: a DOCTYPE rejects the document) and rewritten from an allow-list
// of SVG elements and attributes: no scripts, no event handlers, no foreignObject, no animation, no
// reference that leaves the document (hrefs only to `#id`, images only as data:image/png,
// jpeg or gif; with `relativeLinks`, <a> to a page beside it), no CSS `url()` but `url(#id)`,
// no `@import`. An <a>'s `xlink:title` (Graphviz's tooltip) becomes a <title> child, which
// browsers show as the tooltip of what the link wraps. Bounded in size, element count,
// depth and text; never hangs on hostile input. The output depends on the input only.
// The `urn:techlog` provenance element inside `<metadata>` is kept, so that a rendered record
// stays checkable.
namespace SvgSanitizer {

SanitizeResult sanitize(const QByteArray& svg, const SanitizeOptions& options = {});
SanitizeResult sanitizeFile(const QString& path, const SanitizeOptions& options = {});
// Whether `relativeLinks` keeps an <a> to `href`: a page beside this one or a fragment.
bool isPageLink(const QString& href);

}  // namespace SvgSanitizer

}  // namespace techlog
