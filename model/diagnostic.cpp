#include "diagnostic.h"

#include <QCoreApplication>
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

namespace {

QString translated(const char* source, QStringList args, const QList<DiagnosticPhrase>& phrases) {
    for (const DiagnosticPhrase& p : phrases)
        if (p.source && p.index >= 0 && p.index < args.size())
            args[p.index] =
                fillMessage(QCoreApplication::translate("techlog::Diagnostic", p.source), p.args);
    return fillMessage(QCoreApplication::translate("techlog::Diagnostic", source), args);
}

}  // namespace

QString DiagnosticText::english() const {
    return source ? fillMessage(QString::fromUtf8(source), args) : QString();
}

QString DiagnosticText::localized() const {
    return source ? translated(source, args, phrases) : QString();
}

QString Diagnostic::localizedMessage() const {
    if (!source) return message;
    return translated(source, args, phrases);
}

QString Diagnostic::localizedFormat() const {
    return QStringLiteral("%1:%2:%3: %4: %5 [%6]")
        .arg(path)
        .arg(line)
        .arg(column)
        .arg(severityName(severity), localizedMessage(), code);
}

bool Diagnostic::operator==(const Diagnostic& other) const {
    return path == other.path && line == other.line && column == other.column &&
           severity == other.severity && code == other.code && message == other.message;
}

Diagnostic makeDiagnostic(const QString& path, int line, int column, Severity severity,
                          const QString& code, const char* source, const QStringList& args) {
    return Diagnostic{path,     line, column,
                      severity, code, fillMessage(QString::fromUtf8(source), args),
                      source,   args};
}

Diagnostic makeDiagnostic(const QString& path, int line, int column, Severity severity,
                          const QString& code, const DiagnosticText& text) {
    Diagnostic d = makeDiagnostic(path, line, column, severity, code, text.source, text.args);
    d.phrases = text.phrases;
    return d;
}

QString fillMessage(const QString& text, const QStringList& args) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('%') && i + 1 < text.size()) {
            const int n = text[i + 1].digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args[n - 1];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
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
