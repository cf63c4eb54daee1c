#pragma once

#include <QList>
#include <QString>

namespace techlog {

enum class Severity { Error, Warning, Info };

QString severityName(Severity severity);

// One finding about one place in one file. `path` is relative to the workspace root (forward
// slashes); line and column are 1-based. `code` is stable: tools and tests match on it.
struct Diagnostic {
    QString path;
    int line = 1;
    int column = 1;
    Severity severity = Severity::Error;
    QString code;
    QString message;

    // `path:line:column: severity: message [code]`
    QString format() const;
    bool operator==(const Diagnostic&) const = default;
};

using Diagnostics = QList<Diagnostic>;

// Sorted by path, line, column, code: the order `techlog check` prints.
void sortDiagnostics(Diagnostics& diagnostics);
int countSeverity(const Diagnostics& diagnostics, Severity severity);

}  // namespace techlog
