#include "markupescape.h"

namespace techlog {

namespace {

char16_t unit(char c) { return static_cast<unsigned char>(c); }
char16_t unit(QChar c) { return c.unicode(); }

void appendAscii(std::string& out, const char* s) { out += s; }
void appendAscii(QByteArray& out, const char* s) { out += s; }
void appendAscii(QString& out, const char* s) { out += QLatin1String(s); }

// One switch for bytes and UTF-16 alike: the four characters are ASCII, and no byte of a
// multi-byte UTF-8 sequence is ASCII.
template <typename Out, typename In>
void appendEscapedTo(Out& out, const In& in) {
    for (const auto c : in) {
        switch (unit(c)) {
            case u'&':
                appendAscii(out, "&amp;");
                break;
            case u'<':
                appendAscii(out, "&lt;");
                break;
            case u'>':
                appendAscii(out, "&gt;");
                break;
            case u'"':
                appendAscii(out, "&quot;");
                break;
            default:
                out += c;
        }
    }
}

}  // namespace

void MarkupEscape::appendEscaped(std::string& out, std::string_view utf8) {
    appendEscapedTo(out, utf8);
}

void MarkupEscape::appendEscaped(QByteArray& out, QByteArrayView utf8) {
    appendEscapedTo(out, utf8);
}

QString MarkupEscape::escape(const QString& text) {
    QString out;
    out.reserve(text.size() + text.size() / 8);
    appendEscapedTo(out, text);
    return out;
}

}  // namespace techlog
