#pragma once

#include <QList>
#include <QString>

class QAction;
class QMainWindow;

namespace techlog {

// Every command of the window: its menus' actions in menu order (submenus followed), then the
// window's own (keys with no menu entry, such as Search the Workspace). What the keyboard
// shortcuts list and the command palette show.
struct MenuCommand {
    QString menu;  // "Edit", "View › Panels"
    QString text;  // without the mnemonic's '&'
    QAction* action = nullptr;
};

QList<MenuCommand> menuCommands(QMainWindow* window);

// "&Save" -> "Save", "Fish && Chips" -> "Fish & Chips".
QString withoutMnemonic(QString text);

}  // namespace techlog
