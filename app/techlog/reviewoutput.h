#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "reviewgates.h"
#include "workspace.h"

namespace techlog::cli {

// What `review`, `debt`, `publish` and `export --strict` share: naming documents on the command
// line and printing gates (the JSON form is docs/REVIEW.md's, versioned).

// DOC as given: a path to the file (absolute or from here) inside the root, or workspace-relative.
// Empty, with *error set, when the workspace has no such document.
QString documentPathArg(const Workspace& ws, const QString& given, QString* error);

QJsonObject gateItemJson(const GateItem& item);
QJsonObject reviewJson(const DocumentReview& review);
// `path:line:column: code: message`, the form every item is printed in.
QString gateItemText(const GateItem& item);
// The gates of one document as text: a head line, then each failure; notes only when `verbose`.
QString reviewText(const DocumentReview& review, bool verbose);

}  // namespace techlog::cli
