#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace techlog {

// A reviewer's remark on a range of a document (docs/REVIEW.md "Remarks"), kept in the
// document's review file. Anchored by the text it quotes and the line that text was on: when the
// text moves the remark follows it; when it is gone the remark is orphaned, never dropped.
struct Remark {
    struct Reply {
        QString author;
        QDateTime when;
        QString text;
        bool operator==(const Reply&) const = default;
    };
    QString id;  // unique within the file
    QString author;
    QDateTime when;
    QString text;
    bool resolved = false;
    QString quote;  // the remarked text, exactly as it was in the document's file
    int line = 0;   // 1-based line of the quote's start in the document's file, when last anchored
    QList<Reply> replies;
    bool operator==(const Remark&) const = default;
};

// Where a remark's quote stands in a document's text now.
struct RemarkAnchor {
    bool orphaned = true;
    int line = 0;     // 1-based
    int column = 0;   // 1-based
    int offset = -1;  // in `source`, of the quote's first character

    // Every occurrence of `remark.quote` in `source` is a candidate; the one whose line is
    // nearest the line it was on wins (the first of two as near). None: orphaned.
    static RemarkAnchor locate(const QString& source, const Remark& remark);
};

}  // namespace techlog
