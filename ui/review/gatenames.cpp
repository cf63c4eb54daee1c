#include "gatenames.h"

#include <QCoreApplication>

namespace techlog {

QString GateNames::shown(const QString& id) {
    static const char* const kNames[][2] = {
        {"diagnostics", QT_TRANSLATE_NOOP("techlog::GateNames", "diagnostics")},
        {"sections", QT_TRANSLATE_NOOP("techlog::GateNames", "sections")},
        {"evidence", QT_TRANSLATE_NOOP("techlog::GateNames", "evidence")},
        {"replay", QT_TRANSLATE_NOOP("techlog::GateNames", "replay")},
        {"relations", QT_TRANSLATE_NOOP("techlog::GateNames", "relations")},
        {"debt", QT_TRANSLATE_NOOP("techlog::GateNames", "debt")},
        {"remarks", QT_TRANSLATE_NOOP("techlog::GateNames", "remarks")},
    };
    for (const auto& n : kNames)
        if (id == QLatin1String(n[0]))
            return QCoreApplication::translate("techlog::GateNames", n[1]);
    return id;
}

QString GateNames::shown(const QStringList& ids) {
    QStringList names;
    for (const QString& id : ids) names << shown(id);
    return names.join(QStringLiteral(", "));
}

}  // namespace techlog
