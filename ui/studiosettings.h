#pragma once

#include <QSettings>

namespace techlog {

// The studio's settings (organisation "techlog", application "techlog-studio"), the same for
// every part that keeps one: the window, the recent workspaces, the language, the editor.
QSettings studioSettings();

// The reviewer's name the user set in the Review panel ("Reviewer…"); empty: git's user.name,
// else the login name (currentReviewer, review/reviewer.h).
QString configuredReviewer();
void setConfiguredReviewer(const QString& name);

}  // namespace techlog
