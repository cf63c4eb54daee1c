#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include "workspace.h"

namespace techlog {

// What a publication or an acknowledgement vouches for in a document (docs/REVIEW.md "Approvals
// that go stale"), each part named with the SHA-256 of its content: each cited evidence record
// and figure (`record <path>`, `figure <path>`), each `:::evidence` caption (`caption <key>`),
// the `확인하지 못한 것` section (`section 확인하지 못한 것`) and the relations (`relations`).
// Prose elsewhere is not a part: editing it keeps an approval. Reads the cited files.
namespace VouchedParts {

using Parts = QMap<QString, QString>;  // name -> SHA-256 (hex)

Parts of(const Workspace& ws, const Document& doc);

// Why an approval of `then` does not hold for `now`, one reason per part changed, gone or new,
// in the parts' order (English; e.g. "the record final/evidence/raw/x.txt changed"). Empty: it
// holds. An approval made before parts were kept (empty `then`) always holds.
QStringList changes(const Parts& then, const Parts& now);

}  // namespace VouchedParts

}  // namespace techlog
