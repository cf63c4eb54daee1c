#include "diagnostic.h"

#include <algorithm>

namespace techlog {

QString severityName(Severity severity) {
    switch (severity) {
        case Severity::Error:
            return QStringLiteral("error");
        case Severity::Warning:
            return QStringLiteral("warning");
        case Severity::Info:
            return QStringLiteral("info");
    }
    return QStringLiteral("error");
}

QString Diagnostic::format() const {
    return QStringLiteral("%1:%2:%3: %4: %5 [%6]")
        .arg(path)
        .arg(line)
        .arg(column)
        .arg(severityName(severity), message, code);
}

void sortDiagnostics(Diagnostics& diagnostics) {
    std::stable_sort(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& a, const Diagnostic& b) {
                         if (a.path != b.path) return a.path < b.path;
                         if (a.line != b.line) return a.line < b.line;
                         if (a.column != b.column) return a.column < b.column;
                         return a.code < b.code;
                     });
}

int countSeverity(const Diagnostics& diagnostics, Severity severity) {
    return int(std::count_if(diagnostics.begin(), diagnostics.end(),
                             [severity](const Diagnostic& d) { return d.severity == severity; }));
}

}  // namespace techlog
