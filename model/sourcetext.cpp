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
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    s.text = decoder.decode(bytes);
    if (decoder.hasError()) {
        // Find the line of the first replacement character: what an author needs to fix.
        const qsizetype at = s.text.indexOf(QChar(QChar::ReplacementCharacter));
        s.invalidUtf8Line = at < 0 ? 1 : int(QStringView(s.text).left(at).count(u'\n')) + 1;
    }
    if (s.text.contains(QLatin1Char('\r'))) {
        s.crlf = s.text.contains(QLatin1String("\r\n"));
        s.text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
        s.text.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    }
    return s;
}

}  // namespace techlog
