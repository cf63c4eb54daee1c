#pragma once

class QAbstractItemModel;
class QCompleter;
class QObject;

namespace techlog {

class SourceEditor;

// What the editor's completers share: a QCompleter showing a list already ranked by its owner
// (not filtered by QCompleter's own prefix rule), registered with the editor so that Return,
// Tab and Escape go to the list while it is open.
namespace CompletionPopup {
QCompleter* create(SourceEditor* editor, QAbstractItemModel* model, QObject* parent);
// Opens the list under the editor's cursor, at least `minWidth` wide, the first row current.
void show(QCompleter* completer, SourceEditor* editor, int minWidth);
}  // namespace CompletionPopup

}  // namespace techlog
