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

    // `text` from `from` to its end, sharing `text`'s memory rather than copying it: a
    // document's body is the tail of its file, and a workspace of 10,000 files held each twice.
    // A later change to either string copies it first, as for any shared QString.
    static QString tail(const QString& text, qsizetype from);
};

}  // namespace techlog
