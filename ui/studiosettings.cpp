#include "studiosettings.h"

namespace techlog {

QSettings studioSettings() {
    return QSettings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
}

}  // namespace techlog
