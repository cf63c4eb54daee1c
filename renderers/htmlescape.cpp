#include "htmlescape.h"

#include <QRegularExpression>

namespace techlog {

bool HtmlEscape::isExternalUrl(const QString& url) {
    const QString u = url.trimmed().toLower();
    return u.startsWith(QLatin1String("http://")) || u.startsWith(QLatin1String("https://")) ||
           u.startsWith(QLatin1String("//"));
}

QString HtmlEscape::markExternal(const QString& html) {
    if (!html.contains(QLatin1String("//"))) return html;  // most segments: nothing external
    static const QRegularExpression tag(
        QStringLiteral("<a href=\"((?:[hH][tT][tT][pP][sS]?:)?//[^\"]*)\"|"
                       "<img src=\"((?:[hH][tT][tT][pP][sS]?:)?//[^\"]*)\" alt=\"([^\"]*)\"(?: "
                       "title=\"[^\"]*\")? />"));
    QString out;
    qsizetype last = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedStart() < last) continue;  // inside a link already rewritten
        out += QStringView(html).mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        if (m.capturedLength(1) > 0) {
            out += QStringLiteral("<a class=\"external\" rel=\"noopener noreferrer\" href=\"") +
                   m.captured(1) + QLatin1Char('"');
            // Links do not nest: the next closing tag is this link's.
            const qsizetype close = html.indexOf(QLatin1String("</a>"), last);
            if (close < 0) continue;
            out += QStringView(html).mid(last, close - last);
            out += QStringLiteral(
                "<span class=\"external-mark\" aria-label=\"외부 링크\">↗</span></a>");
            last = close + 4;
        } else {
            const QString alt = m.captured(3);
            out += QStringLiteral(
                       "<span class=\"image-external\" title=\"%1\">외부 이미지는 싣지 "
                       "않습니다%2: <code>%1</code></span>")
                       .arg(m.captured(2),
                            alt.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(alt));
        }
    }
    if (last == 0) return html;
    out += QStringView(html).mid(last);
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
