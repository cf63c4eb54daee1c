#pragma once

#include <QAnyStringView>
#include <QLatin1StringView>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>
#include <string>

class QColor;

namespace techlog {

// The few calls of an XML writer the SVG writers use (GraphSvg, SvgSanitizer), appending to
// one UTF-16 buffer whose appends are inline: QXmlStreamWriter goes through a QIODevice call
// per piece, and QString's appends are out-of-line calls; together they were two thirds of
// GraphSvg's time in a 2,000-page export, and QXmlStreamWriter a third of the sanitizer's.
// Element and attribute names are the caller's (literals, or strings of an allow-list that
// outlive the writer), kept as views: nothing is copied to close an element. Numbers and
// colours are written in place. Namespaces are the caller's too: a declaration is an
// attribute (xmlns, xmlns:xlink), a prefixed name is its name (xlink:href).
//
// QXmlStreamWriter's escaping (Qt 6.4): & < > " everywhere, and tab, line feed and carriage
// return as well in attributes; what XML 1.0 does not allow (control characters, U+FFFE,
// U+FFFF, and here lone surrogates too), which no escaping makes well-formed, is dropped.
class SvgWriter {
public:
    explicit SvgWriter(qsizetype reserve = 1024) { m_out.reserve(size_t(reserve)); }

    void start(QAnyStringView name);
    void attribute(QAnyStringView name, QStringView value);
    // A value of the caller's own (a word, a class list): nothing in it to escape.
    void attribute(QAnyStringView name, QLatin1StringView value);
    // Two decimals (appendNumber), then `unit`.
    void number(QAnyStringView name, double v, QLatin1StringView unit = {});
    void color(QAnyStringView name, const QColor& c);
    // An attribute whose value the caller appends to the returned buffer (points, path data,
    // with the append functions below), then closes with closeValue().
    std::u16string& openValue(QAnyStringView name);
    void closeValue() { m_out += u'"'; }
    void text(QStringView value);
    void textElement(QAnyStringView name, QStringView value);
    void end();
    // Whether the last element's start tag is still open (attributes may follow).
    bool inStartTag() const { return m_inStart; }
    // Text written as it is (an XML declaration).
    void raw(QLatin1StringView text) { append(m_out, text); }

    // Closes what is open and hands over what was written; the writer is then empty.
    QString takeString();
    QByteArray takeUtf8();

    static void append(std::u16string& out, QLatin1StringView text) {
        for (const char c : text) out.push_back(char16_t(uchar(c)));
    }
    static void append(std::u16string& out, QStringView text) {
        out.append(reinterpret_cast<const char16_t*>(text.utf16()), size_t(text.size()));
    }
    static void append(std::u16string& out, QUtf8StringView text) {
        append(out, QStringView(text.toString()));
    }
    static void append(std::u16string& out, QAnyStringView text) {
        text.visit([&out](auto view) { append(out, view); });
    }
    // Two decimals, '.' whatever the locale: the same characters as std::to_chars(v, fixed, 2)
    // and QString::number(v, 'f', 2) (correctly rounded from the double's exact value, "-"
    // kept on a negative value that rounds to zero), with no call into either for the values
    // a drawing holds.
    static void appendNumber(std::u16string& out, double v);
    static void appendPoint(std::u16string& out, double x, double y);
    // #rrggbb, as QColor::name() gives it.
    static void appendColor(std::u16string& out, const QColor& c);

private:
    void openAttribute(QAnyStringView name);
    void closeStart();
    void escape(QStringView value, bool attribute);
    void closeAll();

    std::u16string m_out;
    QVarLengthArray<QAnyStringView, 8> m_open;
    bool m_inStart = false;
};

}  // namespace techlog
