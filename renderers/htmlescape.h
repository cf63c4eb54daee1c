#pragma once

#include <QString>

#include "markupescape.h"

namespace techlog {

// The renderers' HTML: escaping (MarkupEscape, in the model so that evidence/ writes a figure's
// provenance with the same bytes) and which addresses a page may use.
namespace HtmlEscape {

// Text content and attribute values (always written in double quotes); on UTF-8 bytes,
// appended, for writers that build their output as bytes (highlighted code, record SVGs).
using MarkupEscape::appendEscaped;
using MarkupEscape::escape;

// What cmark-gfm's safe mode lets through: no `javascript:`, `vbscript:`, `file:`, and
// `data:` only for png/gif/jpeg/webp images. Case-insensitive, leading white space ignored.
bool isSafeUrl(const QString& url);
// http:, https: or protocol-relative (`//host`): a place outside the site.
bool isExternalUrl(const QString& url);
// Pages load nothing from the network (their content security policy would block it
// anyway): in cmark-gfm's HTML, an external image becomes a visible placeholder naming its
// address, and an external link opens without handing over the page (`noopener
// noreferrer`) and is marked as leaving the site. cmark-gfm writes `<a href="..."` and
// `<img src="..." alt="..." />` with escaped attributes, and raw HTML never reaches a page
// (safe mode), so its tags are matched as it writes them.
QString markExternal(const QString& html);

}  // namespace HtmlEscape

}  // namespace techlog
