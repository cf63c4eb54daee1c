#pragma once

#include <QAnyStringView>
#include <QLatin1StringView>
#include <QString>
#include <QStringView>
#include <QVarLengthArray>

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
    explicit SvgWriter(qsizetype reserve = 1024) { grow(reserve); }

    void start(QAnyStringView name);
    void attribute(QAnyStringView name, QStringView value);
    // A value of the caller's own (a word, a class list): nothing in it to escape.
    void attribute(QAnyStringView name, QLatin1StringView value);
    // Two decimals (numberText), then `unit`.
    void number(QAnyStringView name, double v, QLatin1StringView unit = {});
    void color(QAnyStringView name, const QColor& c);
    // An attribute whose value the caller writes in pieces (points, path data) with the
    // value... calls, then closes with closeValue(). Nothing in the pieces is escaped.
    void openValue(QAnyStringView name) { openAttribute(name); }
    void value(QLatin1StringView text) { put(text); }
    void value(QStringView text) { put(text); }
    void value(char16_t c) { put(c); }
    void valueNumber(double v);
    void valuePoint(double x, double y) {
        valueNumber(x);
        put(u',');
        valueNumber(y);
    }
    void closeValue() { put(u'"'); }
    void text(QStringView value);
    void textElement(QAnyStringView name, QStringView value);
    void end();
    // Whether the last element's start tag is still open (attributes may follow).
    bool inStartTag() const { return m_inStart; }
    // Text written as it is (an XML declaration).
    void raw(QLatin1StringView text) { put(text); }

    // Closes what is open and hands over what was written; the writer is then empty.
    QString takeString();
    QByteArray takeUtf8();

    // Two decimals, '.' whatever the locale: the same characters as std::to_chars(v, fixed, 2)
    // and QString::number(v, 'f', 2) (correctly rounded from the double's exact value, "-"
    // kept on a negative value that rounds to zero), with no call into either for the values
    // a drawing holds.
    static QString numberText(double v);

private:
    // Room for `n` more characters; the buffer is a QString grown without filling, written
    // through a pointer (QString's and std::u16string's appends were most of the writer's
    // instructions), and cut to size when taken.
    char16_t* room(qsizetype n) {
        if (m_size + n > m_capacity) grow(m_size + n);
        return m_data + m_size;
    }
    void grow(qsizetype needed);
    void put(char16_t c) {
        *room(1) = c;
        ++m_size;
    }
    void put(QLatin1StringView text) {
        char16_t* to = room(text.size());
        for (qsizetype i = 0; i < text.size(); ++i) to[i] = uchar(text.data()[i]);
        m_size += text.size();
    }
    void put(QStringView text);
    void put(QUtf8StringView text) { put(QStringView(text.toString())); }
    void put(QAnyStringView text) {
        text.visit([this](auto view) { put(view); });
    }
    // Writes v's two-decimal text at `to` (room for 400), returning its length.
    static qsizetype formatNumber(double v, char16_t* to);
    void openAttribute(QAnyStringView name);
    void closeStart();
    void escape(QStringView value, bool attribute);
    void closeAll();

    QString m_buffer;
    char16_t* m_data = nullptr;
    qsizetype m_size = 0;
    qsizetype m_capacity = 0;
    QVarLengthArray<QAnyStringView, 8> m_open;
    bool m_inStart = false;
};

}  // namespace techlog
