#pragma once

#include <QStringList>

namespace techlog {

// The File > Recent Workspaces list, kept in QSettings ("techlog", "techlog-studio"): most
// recent first, at most `maxEntries`, folders that no longer exist pruned on read.
namespace RecentWorkspaces {

constexpr int maxEntries = 8;

QStringList list();             // pruned (and the pruned list written back)
void add(const QString& path);  // moves it to the front
void remove(const QString& path);
void clear();
QString mostRecent();  // empty when none

}  // namespace RecentWorkspaces

}  // namespace techlog
