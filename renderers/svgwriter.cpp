#include "svgwriter.h"

#include <QColor>
#include <algorithm>
#include <charconv>
#include <cmath>

namespace techlog {

qsizetype SvgWriter::formatNumber(double v, char16_t* to) {
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
            char16_t* const end = digits + sizeof digits / sizeof *digits;
            char16_t* p = end;
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
            std::copy(p, end, to);
            return end - p;
        }
    }
    char buffer[400];  // fixed notation of the largest double: 309 digits and the decimals
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, 2);
    std::copy(buffer, r.ptr, to);
    return r.ptr - buffer;
}

QString SvgWriter::numberText(double v) {
    char16_t text[400];
    return QString(reinterpret_cast<const QChar*>(text), formatNumber(v, text));
}

void SvgWriter::valueNumber(double v) {
    char16_t* to = room(400);
    m_size += formatNumber(v, to);
}

void SvgWriter::grow(qsizetype needed) {
    m_capacity = std::max(needed, m_capacity * 2 + 256);
    m_buffer.resize(m_capacity);  // not filled: every character is written before it is read
    m_data = reinterpret_cast<char16_t*>(m_buffer.data());
}

void SvgWriter::put(QStringView text) {
    std::copy_n(reinterpret_cast<const char16_t*>(text.utf16()), text.size(), room(text.size()));
    m_size += text.size();
}

void SvgWriter::start(QAnyStringView name) {
    closeStart();
    put(u'<');
    put(name);
    m_open.append(name);
    m_inStart = true;
}

void SvgWriter::attribute(QAnyStringView name, QStringView value) {
    openAttribute(name);
    escape(value, true);
    put(u'"');
}

void SvgWriter::attribute(QAnyStringView name, QLatin1StringView value) {
    openAttribute(name);
    put(value);
    put(u'"');
}

void SvgWriter::number(QAnyStringView name, double v, QLatin1StringView unit) {
    openAttribute(name);
    valueNumber(v);
    put(unit);
    put(u'"');
}

void SvgWriter::color(QAnyStringView name, const QColor& c) {
    // #rrggbb, as QColor::name() gives it.
    static constexpr char16_t kHex[] = u"0123456789abcdef";
    openAttribute(name);
    char16_t* to = room(8);
    to[0] = u'#';
    qsizetype at = 1;
    for (const int v : {c.red(), c.green(), c.blue()}) {
        to[at++] = kHex[(v >> 4) & 15];
        to[at++] = kHex[v & 15];
    }
    to[at++] = u'"';
    m_size += at;
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
        put(QLatin1StringView("/>"));
        m_inStart = false;
    } else {
        put(QLatin1StringView("</"));
        put(name);
        put(u'>');
    }
}

void SvgWriter::closeAll() {
    while (!m_open.isEmpty()) end();
}

QString SvgWriter::takeString() {
    closeAll();
    m_buffer.truncate(m_size);
    QString s = std::move(m_buffer);
    m_buffer = QString();
    m_data = nullptr;
    m_size = m_capacity = 0;
    return s;
}

QByteArray SvgWriter::takeUtf8() {
    closeAll();
    QByteArray bytes = QStringView(m_data, m_size).toUtf8();
    m_size = 0;
    return bytes;
}

void SvgWriter::openAttribute(QAnyStringView name) {
    put(u' ');
    put(name);
    put(QLatin1StringView("=\""));
}

void SvgWriter::closeStart() {
    if (!m_inStart) return;
    put(u'>');
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
        put(value.sliced(start, i - start));
        put(QStringView(with));
        start = i + 1;
    }
    put(value.sliced(start));
}

}  // namespace techlog
