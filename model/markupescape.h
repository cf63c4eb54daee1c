#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <string>
#include <string_view>

namespace techlog {

// The one escaping of text written into HTML and SVG (XML): `&`, `<`, `>` and `"`, as cmark-gfm
// escapes, so what the renderers write themselves reads the same as what cmark-gfm writes. `'`
// stays as it is: attribute values are always written in double quotes. Exported pages, figures
// and their provenance are compared byte for byte, so this must not change.
namespace MarkupEscape {

// Text content and attribute values.
QString escape(const QString& text);
// The same on UTF-8 bytes, appended: for writers that build their output as bytes
// (highlighted code, record SVGs, a figure's provenance).
void appendEscaped(std::string& out, std::string_view utf8);
void appendEscaped(QByteArray& out, QByteArrayView utf8);

}  // namespace MarkupEscape

}  // namespace techlog
