#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace techlog {

// A file's bytes decoded for parsing: BOM dropped, CRLF folded to LF (line numbers unchanged),
// invalid UTF-8 reported rather than guessed at.
struct SourceText {
    QString text;
    bool hadBom = false;
    bool crlf = false;
    int invalidUtf8Line = 0;  // first line with an invalid byte sequence, 0 if none

    static SourceText decode(const QByteArray& bytes);
};

}  // namespace techlog
