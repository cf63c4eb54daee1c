#pragma once

#include <QStringList>

namespace techlog {

// The File > Recent Workspaces list, kept in QSettings ("techlog", "techlog-studio"): most
// recent first, at most `maxEntries`, folders that no longer exist pruned on read.
class RecentWorkspaces {
public:
    static constexpr int maxEntries = 8;

    static QStringList list();             // pruned (and the pruned list written back)
    static void add(const QString& path);  // moves it to the front
    static void remove(const QString& path);
    static void clear();
    static QString mostRecent();  // empty when none

private:
    static QStringList read();
    static void write(const QStringList& paths);
};

}  // namespace techlog
