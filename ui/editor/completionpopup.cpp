#include "completionpopup.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QScrollBar>
#include <algorithm>

#include "sourceeditor.h"

namespace techlog {

QCompleter* CompletionPopup::create(SourceEditor* editor, QAbstractItemModel* model,
                                    QObject* parent) {
    auto* completer = new QCompleter(parent);
    completer->setModel(model);
    completer->setWidget(editor);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    completer->setMaxVisibleItems(12);
    editor->addCompletionPopup(completer->popup());
    return completer;
}

void CompletionPopup::show(QCompleter* completer, SourceEditor* editor, int minWidth) {
    QAbstractItemView* popup = completer->popup();
    QRect rect = editor->cursorRect();
    rect.setWidth(std::max(
        minWidth, popup->sizeHintForColumn(0) + popup->verticalScrollBar()->sizeHint().width()));
    completer->complete(rect);
    popup->setCurrentIndex(completer->model()->index(0, 0));
}

}  // namespace techlog
