#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <string>
#include <string_view>

namespace techlog {

// HTML escaping shared by the renderers. Matches cmark-gfm's escaping (`&`, `<`, `>`, `"`), so
// text the renderer writes itself reads the same as text cmark-gfm writes.
class HtmlEscape {
public:
    // Text content and attribute values (always written in double quotes).
    static QString escape(const QString& text);
    // The same on UTF-8 bytes, appended: for writers that build their output as bytes
    // (highlighted code, record SVGs).
    static void appendEscaped(std::string& out, std::string_view utf8);
    static void appendEscaped(QByteArray& out, QByteArrayView utf8);
    // What cmark-gfm's safe mode lets through: no `javascript:`, `vbscript:`, `file:`, and
    // `data:` only for png/gif/jpeg/webp images. Case-insensitive, leading white space ignored.
    static bool isSafeUrl(const QString& url);
};

}  // namespace techlog
