#pragma once

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
// GraphSvg's time in a 2,000-page export. Element and attribute names are ASCII, kept as views
// (nothing is copied to close an element); numbers and colours are written in place.
//
// QXmlStreamWriter's escaping: & < > in text, and " and tab, line feed and carriage return as
// well in attributes. `text` and `attribute` also drop what XML 1.0 does not allow (control
// characters, lone surrogates, U+FFFE/U+FFFF), which no escaping makes well-formed.
class SvgWriter {
public:
    explicit SvgWriter(qsizetype reserve = 1024) { m_out.reserve(size_t(reserve)); }

    void start(QLatin1StringView name);
    void attribute(QLatin1StringView name, QStringView value);
    // A value of the caller's own (a word, a class list): nothing in it to escape.
    void attribute(QLatin1StringView name, QLatin1StringView value);
    // Two decimals (appendNumber), then `unit`.
    void number(QLatin1StringView name, double v, QLatin1StringView unit = {});
    void color(QLatin1StringView name, const QColor& c);
    // An attribute whose value the caller appends to the returned buffer (points, path data,
    // with the append functions below), then closes with closeValue().
    std::u16string& openValue(QLatin1StringView name);
    void closeValue() { m_out += u'"'; }
    void text(QStringView value);
    void textElement(QLatin1StringView name, QStringView value);
    void end();
    // Text written as it is (an XML declaration).
    void raw(QLatin1StringView text) { append(m_out, text); }

    // Closes what is open and hands over what was written; the writer is then empty.
    QString takeString();
    QByteArray takeUtf8();

    static void append(std::u16string& out, QLatin1StringView text) {
        const size_t at = out.size();
        out.resize(at + size_t(text.size()));
        for (qsizetype i = 0; i < text.size(); ++i) out[at + size_t(i)] = uchar(text[i].toLatin1());
    }
    static void append(std::u16string& out, QStringView text) {
        out.append(reinterpret_cast<const char16_t*>(text.utf16()), size_t(text.size()));
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
    void openAttribute(QLatin1StringView name);
    void closeStart();
    void escape(QStringView value, bool attribute);
    void closeAll();

    std::u16string m_out;
    QVarLengthArray<QLatin1StringView, 8> m_open;
    bool m_inStart = false;
};

}  // namespace techlog
