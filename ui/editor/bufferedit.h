#pragma once

#include <QString>

class QTextDocument;

namespace techlog {

// Changes a buffer from one text to another by replacing only the span that differs (common
// prefix and suffix kept), so that the cursor, the marks and the undo step cover just the edit.
namespace BufferEdit {
// `document` holds `before`; afterwards it holds `after`. Joins the caller's edit block when one
// is open; otherwise the change is one undo step of its own.
void replaceDifference(QTextDocument* document, const QString& before, const QString& after);
}  // namespace BufferEdit

}  // namespace techlog
