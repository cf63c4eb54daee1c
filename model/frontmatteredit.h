#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace techlog {

// Editing one key of a document's front matter in place, for the steps that change a single
// fact of a document (accepting a record sets `evidenceCapturedOn`, publishing sets `status`).
namespace FrontMatterEdit {

// `bytes` with `key: value` set: the key's line edited in place (the author's spacing, quoting
// style and trailing comment kept), or, when there is none, a line added after the line of
// `insertAfterKey` (when given and present), else before the closing `---`. Every other byte
// stays as it was: BOM, CRLF, indentation. Nothing when there is no front matter.
std::optional<QByteArray> withValue(const QByteArray& bytes, QByteArrayView key,
                                    const QByteArray& value, QByteArrayView insertAfterKey = {});

}  // namespace FrontMatterEdit

}  // namespace techlog
