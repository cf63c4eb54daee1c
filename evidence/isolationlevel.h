#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace techlog {

// PostgreSQL's transaction isolation levels, as probes name them (`isolation:`, `levels:`,
// per-level `expect`, `--levels`): "read committed", "repeatable read", "serializable".
const QStringList& isolationLevels();
// A level as written ("Serializable", "REPEATABLE_READ", "read-committed", "rc", "rr", "ser")
// in its canonical name; nothing when it is none of the three.
std::optional<QString> isolationLevelNamed(const QString& written);
// The levels among `levels`, weakest first, whatever the order written: the order runs take.
QStringList orderedLevels(const QStringList& levels);
// "RC", "RR", "SER": the short names captions use.
QString isolationLevelShort(const QString& level);

}  // namespace techlog
