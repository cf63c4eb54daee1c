#include "bufferedit.h"

#include <QTextCursor>
#include <QTextDocument>

namespace techlog {

void BufferEdit::replaceDifference(QTextDocument* document, const QString& before,
                                   const QString& after) {
    qsizetype prefix = 0;
    while (prefix < before.size() && prefix < after.size() && before[prefix] == after[prefix])
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < before.size() - prefix && suffix < after.size() - prefix &&
           before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    if (prefix == before.size() && prefix == after.size()) return;
    QTextCursor c(document);
    c.beginEditBlock();
    c.setPosition(int(prefix));
    c.setPosition(int(before.size() - suffix), QTextCursor::KeepAnchor);
    c.insertText(after.mid(prefix, after.size() - prefix - suffix));
    c.endEditBlock();
}

}  // namespace techlog
