#pragma once

#include <QString>
#include <QStringList>

namespace techlog {

// What the studio calls a review gate (ReviewGates' ids: diagnostics, sections, evidence,
// replay, relations, debt, remarks) in the installed language: the ids in English (as
// `techlog review` and docs/REVIEW.md name them), words in Korean. An unknown id is shown as is.
namespace GateNames {
QString shown(const QString& id);
QString shown(const QStringList& ids);  // joined with ", "
}  // namespace GateNames

}  // namespace techlog
