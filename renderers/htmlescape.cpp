#include "htmlescape.h"

namespace techlog {

namespace {

template <typename Out, typename In>
void appendEscapedBytes(Out& out, const In& in) {
    for (const char c : in) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
}

}  // namespace

void HtmlEscape::appendEscaped(std::string& out, std::string_view utf8) {
    appendEscapedBytes(out, utf8);
}

void HtmlEscape::appendEscaped(QByteArray& out, QByteArrayView utf8) {
    appendEscapedBytes(out, utf8);
}

QString HtmlEscape::escape(const QString& text) {
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        switch (c.unicode()) {
            case '&':
                out += QLatin1String("&amp;");
                break;
            case '<':
                out += QLatin1String("&lt;");
                break;
            case '>':
                out += QLatin1String("&gt;");
                break;
            case '"':
                out += QLatin1String("&quot;");
                break;
            default:
                out += c;
        }
    }
    return out;
}

bool HtmlEscape::isSafeUrl(const QString& url) {
    const QString u = url.trimmed().toLower();
    if (u.startsWith(QLatin1String("data:"))) {
        return u.startsWith(QLatin1String("data:image/png")) ||
               u.startsWith(QLatin1String("data:image/gif")) ||
               u.startsWith(QLatin1String("data:image/jpeg")) ||
               u.startsWith(QLatin1String("data:image/webp"));
    }
    return !(u.startsWith(QLatin1String("javascript:")) ||
             u.startsWith(QLatin1String("vbscript:")) || u.startsWith(QLatin1String("file:")));
}

}  // namespace techlog
