#include "isolationlevel.h"

namespace techlog {

const QStringList& isolationLevels() {
    static const QStringList levels = {QStringLiteral("read committed"),
                                       QStringLiteral("repeatable read"),
                                       QStringLiteral("serializable")};
    return levels;
}

std::optional<QString> isolationLevelNamed(const QString& written) {
    QString name = written.trimmed().toLower();
    name.replace(u'_', u' ').replace(u'-', u' ');
    name = name.simplified();
    if (name == u"rc") return isolationLevels()[0];
    if (name == u"rr") return isolationLevels()[1];
    if (name == u"ser") return isolationLevels()[2];
    if (isolationLevels().contains(name)) return name;
    return std::nullopt;
}

QStringList orderedLevels(const QStringList& levels) {
    QStringList ordered;
    for (const QString& l : isolationLevels())
        if (levels.contains(l)) ordered << l;
    return ordered;
}

QString isolationLevelShort(const QString& level) {
    if (level == isolationLevels()[0]) return QStringLiteral("RC");
    if (level == isolationLevels()[1]) return QStringLiteral("RR");
    if (level == isolationLevels()[2]) return QStringLiteral("SER");
    return level;
}

}  // namespace techlog
