// Runs the built `techlog` binary as a user (and CI) would: a child process, its exit status
// and output. Header-only, like tempworkspace.h.
#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <functional>

namespace techlog::test {

inline QString techlogBinary() { return QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog"); }

struct TechlogRun {
    int exitCode = -1;
    bool crashed = false;  // killed by a signal, or did not start or finish in time
    QString out;
    QString err;
};

struct TechlogRunOptions {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    std::function<void()> inChild;  // before exec, in the child (e.g. setrlimit)
    int timeoutMs = 300000;
};

// The environment of a user whose locale is `lang` (LANG only: no LC_ALL, LC_MESSAGES or
// LANGUAGE to override it), or with `language` as LANGUAGE's list too.
inline TechlogRunOptions localeRun(const QString& lang, const QString& language = QString()) {
    TechlogRunOptions o;
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        o.environment.remove(QLatin1String(name));
    o.environment.insert(QStringLiteral("LANG"), lang);
    if (!language.isEmpty()) o.environment.insert(QStringLiteral("LANGUAGE"), language);
    return o;
}

// `path:line:column: severity: message [code]`, the line of one finding: 1 path, 2 line,
// 3 column, 4 severity, 5 message, 6 code.
inline const QRegularExpression& diagnosticLine() {
    static const QRegularExpression re(QStringLiteral(
        "^([^:\\s][^:]*):(\\d+):(\\d+): (error|warning|info): (.+) \\[([a-z0-9-]+)\\]$"));
    return re;
}

inline TechlogRun runTechlog(const QStringList& args, const TechlogRunOptions& options = {}) {
    QProcess p;
    p.setProcessEnvironment(options.environment);
    if (options.inChild) p.setChildProcessModifier(options.inChild);
    p.start(techlogBinary(), args);
    TechlogRun r;
    if (!p.waitForStarted(10000)) {
        r.crashed = true;
        r.err = QStringLiteral("could not start %1: %2").arg(techlogBinary(), p.errorString());
        return r;
    }
    if (!p.waitForFinished(options.timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.crashed = true;
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = r.crashed ? -1 : p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err += QString::fromUtf8(p.readAllStandardError());
    return r;
}

inline QString describe(const TechlogRun& r) {
    return QStringLiteral("%1exit %2\nstdout:\n%3\nstderr:\n%4")
        .arg(r.crashed ? QStringLiteral("crashed, ") : QString())
        .arg(r.exitCode)
        .arg(r.out.left(4000), r.err.left(2000));
}

}  // namespace techlog::test
