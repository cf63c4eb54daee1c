#include "sourcetext.h"

#include <QStringDecoder>

namespace techlog {

SourceText SourceText::decode(const QByteArray& raw) {
    SourceText s;
    QByteArrayView bytes(raw);
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        s.hadBom = true;
        bytes = bytes.sliced(3);
    }
    // QString::fromUtf8 takes runs of ASCII many bytes at a time; a QStringDecoder, which says
    // whether the bytes were valid, goes a character at a time (10% of `techlog check` on
    // 5,000 documents). Invalid bytes become U+FFFD either way, so the decoder is asked only
    // when one appears (the file may also hold U+FFFD itself, validly).
    s.text = QString::fromUtf8(bytes);
    const qsizetype replaced = s.text.indexOf(QChar(QChar::ReplacementCharacter));
    if (replaced >= 0) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        s.text = decoder.decode(bytes);
        if (decoder.hasError()) {
            // Find the line of the first replacement character: what an author needs to fix.
            const qsizetype at = s.text.indexOf(QChar(QChar::ReplacementCharacter));
            s.invalidUtf8Line = at < 0 ? 1 : int(QStringView(s.text).left(at).count(u'\n')) + 1;
        }
    }
    if (s.text.contains(QLatin1Char('\r'))) {
        s.crlf = s.text.contains(QLatin1String("\r\n"));
        s.text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
        s.text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    }
    return s;
}

QString SourceText::tail(const QString& text, qsizetype from) {
    if (from <= 0) return text;
    if (from >= text.size()) return QString();
    QString out = text;  // shares the block
    QString::DataPointer& d = out.data_ptr();
    // Raw data (fromRawData) has no block to share; a copy keeps it simple.
    if (!d.isMutable()) return text.mid(from);
    // A Qt 6 string may begin anywhere in its block (room for a prepend): this one begins at
    // `from` and ends where the file does, so it stays NUL-terminated like any other.
    d.setBegin(d.data() + from);
    d.size -= from;
    return out;
}

}  // namespace techlog
