#pragma once

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QTreeView>
#include <functional>

namespace techlog {

// For a query line over a list (the quick switcher, the command palette): Up, Down, Page Up and
// Page Down typed in the line move the list's selection, as the list itself moves it (no
// wrapping). True when `key` was one of them (then handled, also with an empty list).
inline bool moveListSelection(const QKeyEvent* key, QAbstractItemView* list) {
    switch (key->key()) {
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_PageUp:
        case Qt::Key_PageDown: {
            if (!list->model() || list->model()->rowCount() == 0) return true;
            QKeyEvent copy(key->type(), key->key(), key->modifiers());
            QCoreApplication::sendEvent(list, &copy);
            return true;
        }
        default:
            return false;
    }
}

// A key typed in the query line of a choice list: the moves above, and Enter or Return, which
// calls `choose` (the dialog accepts when something is chosen). True when handled.
inline bool handleChoiceKey(const QKeyEvent* key, QAbstractItemView* list,
                            const std::function<void()>& choose) {
    if (moveListSelection(key, list)) return true;
    if (key->key() != Qt::Key_Return && key->key() != Qt::Key_Enter) return false;
    choose();
    return true;
}

// The list under a query line: rows of `model` to choose from, one at a time, never edited;
// the keyboard focus stays in the line (moveListSelection above moves the list).
inline void setUpChoiceList(QTreeView* list, QAbstractItemModel* model) {
    list->setModel(model);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setHeaderHidden(true);
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->setFocusPolicy(Qt::NoFocus);
    list->setAlternatingRowColors(true);
}

}  // namespace techlog
