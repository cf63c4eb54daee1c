#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <optional>

namespace techlog {

// Editing one key of a document's front matter in place, for the steps that change a single
// fact of a document (accepting a record sets `evidenceCapturedOn`, publishing sets `status`)
// and for the property form, where every edit is one key, one list item or one item's field.
// Every function leaves every other byte as it was: BOM, CRLF, indentation, comments, the
// other keys. Each returns nothing when there is no front matter or the key is not written in
// a form it can edit safely (a flow list with items is left to the author).
namespace FrontMatterEdit {

// `bytes` with `key: value` set: the key's line edited in place (the author's spacing, quoting
// style and trailing comment kept), or, when there is none, a line added after the line of
// `insertAfterKey` (when given and present), else before the closing `---`. `value` is written
// as given (already YAML).
std::optional<QByteArray> withValue(const QByteArray& bytes, QByteArrayView key,
                                    const QByteArray& value, QByteArrayView insertAfterKey = {});

// As withValue, for text: written plain when YAML reads it back as the same string, otherwise
// quoted (in the quotes the old value used, else double quotes).
std::optional<QByteArray> withText(const QByteArray& bytes, QByteArrayView key, const QString& text,
                                   QByteArrayView insertAfterKey = {});

// `bytes` with one item added to the block list `key` (`item`: the item's lines without
// indentation or line ends, the first starting `- `): after the list's last item, indented as
// its items are, in place of `key: []`, or, when the key is absent, as a new `key:` placed as
// withValue places it. With the file's line ends.
std::optional<QByteArray> withListItem(const QByteArray& bytes, QByteArrayView key,
                                       const QList<QByteArray>& item,
                                       QByteArrayView insertAfterKey = {});

// `bytes` with item `index` of the block list `key` (a scalar item, `- value`) set to `text`.
std::optional<QByteArray> withListItemText(const QByteArray& bytes, QByteArrayView key, int index,
                                           const QString& text);

// `bytes` with `field:` of item `index` of the block list `key` (a mapping item, `- key: …`
// then `file: …`) set to `text`; only that line changes.
std::optional<QByteArray> withListItemField(const QByteArray& bytes, QByteArrayView key, int index,
                                            QByteArrayView field, const QString& text);

// `bytes` without item `index` of the block list `key` (its lines, comments between items
// kept); the last item removed leaves `key: []`.
std::optional<QByteArray> withoutListItem(const QByteArray& bytes, QByteArrayView key, int index);

// `text` as a YAML scalar: plain when that reads back as the same string, else quoted with
// `quote` (`'` or `"`; anything else means `"`).
QByteArray yamlScalar(const QString& text, char quote = '"');

}  // namespace FrontMatterEdit

}  // namespace techlog
