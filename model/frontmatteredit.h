#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
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

// `bytes` with one item added to the block list `key` (`item`: the item's lines without
// indentation or line ends, the first starting `- `): after the list's last item, in place of
// `key: []`, or, when the key is absent, as a new `key:` placed as withValue places it. The
// item is indented two spaces, with the file's line ends. Nothing when there is no front matter
// or the list is written in flow style with items (`[a, b]`: left to the author).
std::optional<QByteArray> withListItem(const QByteArray& bytes, QByteArrayView key,
                                       const QList<QByteArray>& item,
                                       QByteArrayView insertAfterKey = {});

}  // namespace FrontMatterEdit

}  // namespace techlog
