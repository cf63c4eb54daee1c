#pragma once

#include <QDialog>
#include <QList>
#include <QPointer>

#include "menucommands.h"

class QLabel;
class QLineEdit;
class QMainWindow;
class QStandardItemModel;
class QTreeView;

namespace techlog {

class PanelHost;

// View > Command Palette… (Ctrl+Shift+P): every command of the window's menus (and its keys
// without a menu entry) with its keys, matched as the quick switcher matches titles
// (TextMatcher: substring, 초성, fuzzy), in the language shown. Up/Down move, Enter runs the
// command once the palette has closed, Escape closes. Commands not available now (Save with
// nothing to save) are not offered; a toggle shows its state.
class CommandPalette : public QDialog {
    Q_OBJECT
public:
    explicit CommandPalette(QMainWindow* window);

    // The View menu's entry and its key; the palette is made anew each time (the menus change
    // as panels install and the language switches).
    static QAction* install(PanelHost& host);

    QLineEdit* queryEdit() const { return m_query; }
    QTreeView* list() const { return m_list; }
    // The shown commands' texts, top to bottom.
    QStringList shownCommands() const;
    // The command chosen when the palette was accepted; null otherwise.
    QAction* chosenAction() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refill();

    QList<MenuCommand> m_commands;
    QList<QString> m_foldedText;  // the command's text, folded once (TextMatcher::fold)
    QList<QString> m_folded;      // "menu › text", folded once
    QLineEdit* m_query;
    QTreeView* m_list;
    QStandardItemModel* m_model;
    QLabel* m_state;
};

}  // namespace techlog
