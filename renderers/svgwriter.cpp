#include "svgwriter.h"

#include <QColor>
#include <charconv>
#include <cmath>

namespace techlog {

void SvgWriter::appendNumber(std::u16string& out, double v) {
    // |v| * 100 is the double nearest the exact product, within 2^-22 of it below 2^31. Unless
    // it lies within 1e-6 of a half, the exact value rounds to the same integer: write that
    // integer's digits. Ties, near-ties, huge values, NaN and infinities go to std::to_chars,
    // which rounds the exact binary value.
    const double scaled = std::fabs(v) * 100;
    if (scaled < 2147483648.0) {
        const double whole = std::floor(scaled);
        const double fraction = scaled - whole;
        if (std::fabs(fraction - 0.5) > 1e-6) {
            unsigned long n = static_cast<unsigned long>(whole) + (fraction > 0.5 ? 1 : 0);
            char16_t digits[24];
            char16_t* p = digits + sizeof digits / sizeof *digits;
            *--p = char16_t(u'0' + n % 10);
            n /= 10;
            *--p = char16_t(u'0' + n % 10);
            n /= 10;
            *--p = u'.';
            do {
                *--p = char16_t(u'0' + n % 10);
                n /= 10;
            } while (n != 0);
            if (std::signbit(v)) *--p = u'-';
            out.append(p, size_t(digits + sizeof digits / sizeof *digits - p));
            return;
        }
    }
    char buffer[400];  // fixed notation of the largest double: 309 digits and the decimals
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, 2);
    append(out, QLatin1StringView(buffer, r.ptr - buffer));
}

void SvgWriter::appendPoint(std::u16string& out, double x, double y) {
    appendNumber(out, x);
    out += u',';
    appendNumber(out, y);
}

void SvgWriter::appendColor(std::u16string& out, const QColor& c) {
    static constexpr char16_t kHex[] = u"0123456789abcdef";
    out += u'#';
    for (const int v : {c.red(), c.green(), c.blue()}) {
        out += kHex[(v >> 4) & 15];
        out += kHex[v & 15];
    }
}

void SvgWriter::start(QAnyStringView name) {
    closeStart();
    m_out += u'<';
    append(m_out, name);
    m_open.append(name);
    m_inStart = true;
}

void SvgWriter::attribute(QAnyStringView name, QStringView value) {
    openAttribute(name);
    escape(value, true);
    m_out += u'"';
}

void SvgWriter::attribute(QAnyStringView name, QLatin1StringView value) {
    openAttribute(name);
    append(m_out, value);
    m_out += u'"';
}

void SvgWriter::number(QAnyStringView name, double v, QLatin1StringView unit) {
    openAttribute(name);
    appendNumber(m_out, v);
    append(m_out, unit);
    m_out += u'"';
}

void SvgWriter::color(QAnyStringView name, const QColor& c) {
    openAttribute(name);
    appendColor(m_out, c);
    m_out += u'"';
}

std::u16string& SvgWriter::openValue(QAnyStringView name) {
    openAttribute(name);
    return m_out;
}

void SvgWriter::text(QStringView value) {
    closeStart();
    escape(value, false);
}

void SvgWriter::textElement(QAnyStringView name, QStringView value) {
    start(name);
    text(value);
    end();
}

void SvgWriter::end() {
    const QAnyStringView name = m_open.last();
    m_open.removeLast();
    if (m_inStart) {
        m_out += u"/>";
        m_inStart = false;
    } else {
        m_out += u"</";
        append(m_out, name);
        m_out += u'>';
    }
}

void SvgWriter::closeAll() {
    while (!m_open.isEmpty()) end();
}

QString SvgWriter::takeString() {
    closeAll();
    QString s(reinterpret_cast<const QChar*>(m_out.data()), qsizetype(m_out.size()));
    m_out.clear();
    return s;
}

QByteArray SvgWriter::takeUtf8() {
    closeAll();
    QByteArray bytes = QStringView(m_out.data(), qsizetype(m_out.size())).toUtf8();
    m_out.clear();
    return bytes;
}

void SvgWriter::openAttribute(QAnyStringView name) {
    m_out += u' ';
    append(m_out, name);
    m_out += u"=\"";
}

void SvgWriter::closeStart() {
    if (!m_inStart) return;
    m_out += u'>';
    m_inStart = false;
}

void SvgWriter::escape(QStringView value, bool attribute) {
    // Runs of plain text are appended whole; only the characters that need it are replaced or
    // dropped.
    qsizetype start = 0;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const char16_t c = value[i].unicode();
        const char16_t* with = nullptr;
        if (c >= 0x3f && c < 0xd800) continue;  // the common case: nothing below is in range
        switch (c) {
            case u'&':
                with = u"&amp;";
                break;
            case u'<':
                with = u"&lt;";
                break;
            case u'>':
                with = u"&gt;";
                break;
            case u'"':
                with = u"&quot;";
                break;
            case u'\n':
                if (attribute) with = u"&#10;";
                break;
            case u'\r':
                if (attribute) with = u"&#13;";
                break;
            case u'\t':
                if (attribute) with = u"&#9;";
                break;
            default:
                if (QChar::isHighSurrogate(c) && i + 1 < value.size() &&
                    value[i + 1].isLowSurrogate()) {
                    ++i;  // a pair: kept
                    continue;
                }
                if (c < 0x20 || QChar::isSurrogate(c) || c == 0xFFFE || c == 0xFFFF)
                    with = u"";  // dropped
                break;
        }
        if (!with) continue;
        m_out.append(reinterpret_cast<const char16_t*>(value.utf16()) + start, size_t(i - start));
        m_out += with;
        start = i + 1;
    }
    m_out.append(reinterpret_cast<const char16_t*>(value.utf16()) + start,
                 size_t(value.size() - start));
}

}  // namespace techlog
