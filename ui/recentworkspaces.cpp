#include "recentworkspaces.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace techlog {

namespace {
const char* const key = "recentWorkspaces";

QSettings settings() {
    return QSettings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
}

QString normalise(const QString& path) {
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}
}  // namespace

QStringList RecentWorkspaces::read() { return settings().value(key).toStringList(); }

void RecentWorkspaces::write(const QStringList& paths) {
    QSettings s = settings();
    s.setValue(key, paths);
    s.sync();
}

QStringList RecentWorkspaces::list() {
    const QStringList stored = read();
    QStringList kept;
    for (const QString& path : stored)
        if (QFileInfo(path).isDir() && !kept.contains(path)) kept.append(path);
    while (kept.size() > maxEntries) kept.removeLast();
    if (kept != stored) write(kept);
    return kept;
}

void RecentWorkspaces::add(const QString& path) {
    const QString clean = normalise(path);
    QStringList paths = read();
    paths.removeAll(clean);
    paths.prepend(clean);
    while (paths.size() > maxEntries) paths.removeLast();
    write(paths);
}

void RecentWorkspaces::remove(const QString& path) {
    QStringList paths = read();
    paths.removeAll(normalise(path));
    write(paths);
}

void RecentWorkspaces::clear() { write({}); }

QString RecentWorkspaces::mostRecent() {
    const QStringList paths = list();
    return paths.isEmpty() ? QString() : paths.first();
}

}  // namespace techlog
