#include "studiosettings.h"

namespace techlog {

QSettings studioSettings() {
    return QSettings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
}

QString configuredReviewer() {
    return studioSettings().value(QStringLiteral("review/reviewer")).toString().trimmed();
}

void setConfiguredReviewer(const QString& name) {
    QSettings settings = studioSettings();
    if (name.trimmed().isEmpty())
        settings.remove(QStringLiteral("review/reviewer"));
    else
        settings.setValue(QStringLiteral("review/reviewer"), name.trimmed());
}

}  // namespace techlog
