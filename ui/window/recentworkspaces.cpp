#include "recentworkspaces.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include "studiosettings.h"

namespace techlog {

namespace {
const char* const key = "recentWorkspaces";

// Where the folder really is, links resolved: a recent entry then names the workspace that
// was opened, and a link put in its way later cannot send the studio elsewhere.
QString normalise(const QString& path) {
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonical;
}

QStringList read() { return studioSettings().value(key).toStringList(); }

void write(const QStringList& paths) {
    QSettings s = studioSettings();
    s.setValue(key, paths);
    s.sync();
}
}  // namespace

QStringList RecentWorkspaces::list() {
    const QStringList stored = read();
    QStringList kept;
    // Gone, or now reached through a symbolic link (the stored path is canonical): dropped.
    for (const QString& path : stored)
        if (QFileInfo(path).isDir() && QFileInfo(path).canonicalFilePath() == path &&
            !kept.contains(path))
            kept.append(path);
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
