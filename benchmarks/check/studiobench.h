#pragma once

// Helpers of the benchmarks that time the studio against `techlog check` (header-only: each
// benchmark links what it uses).
#include <QElapsedTimer>
#include <QProcess>
#include <QString>
#include <cstdio>

#include "prompts.h"

namespace techlog::bench {

// `techlog check ROOT` as a user runs it, a separate process: seconds.
inline double checkSeconds(const QString& techlog, const QString& root) {
    QProcess p;
    QElapsedTimer t;
    t.start();
    p.start(techlog, {QStringLiteral("check"), root});
    p.waitForFinished(-1);
    return t.nsecsElapsed() / 1e9;
}

// Prompts that never wait for a person: discard, print errors, choose nothing.
inline Prompts quietPrompts() {
    Prompts p;
    p.unsavedChanges = [](QWidget*, const QString&, const QString&) { return QMessageBox::Discard; };
    p.error = [](QWidget*, const QString& title, const QString& message) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(message));
    };
    p.chooseWorkspace = [](QWidget*, const QString&) { return QString(); };
    return p;
}

}  // namespace techlog::bench
