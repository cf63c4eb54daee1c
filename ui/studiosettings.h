#pragma once

#include <QSettings>

namespace techlog {

// The studio's settings (organisation "techlog", application "techlog-studio"), the same for
// every part that keeps one: the window, the recent workspaces, the language, the editor.
QSettings studioSettings();

}  // namespace techlog
