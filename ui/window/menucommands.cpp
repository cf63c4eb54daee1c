#include "menucommands.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>

namespace techlog {

namespace {

void collect(QMenu* menu, const QString& path, QList<MenuCommand>& out, QSet<QAction*>& seen) {
    for (QAction* a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), path + QStringLiteral(" › ") + withoutMnemonic(a->menu()->title()),
                    out, seen);
            continue;
        }
        if (a->isSeparator() || a->text().isEmpty() || seen.contains(a)) continue;
        seen.insert(a);
        out.append({path, withoutMnemonic(a->text()), a});
    }
}

}  // namespace

QString withoutMnemonic(QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QList<MenuCommand> menuCommands(QMainWindow* window) {
    QList<MenuCommand> out;
    if (!window) return out;
    QSet<QAction*> seen;
    for (QAction* a : window->menuBar()->actions())
        if (a->menu()) collect(a->menu(), withoutMnemonic(a->menu()->title()), out, seen);
    for (QAction* a : window->actions())
        if (!a->isSeparator() && !a->text().isEmpty() && !seen.contains(a))
            out.append({QString(), withoutMnemonic(a->text()), a});
    return out;
}

}  // namespace techlog
