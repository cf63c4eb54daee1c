#include "ledgerwriter.h"

#include <QDateTime>

namespace techlog::LedgerWriter {

namespace {

LedgerEntry hashedNow(const ProbeFile& probe, const QString& verdict, const QString& server) {
    LedgerEntry e = ReplayLedger::currentHashes(probe.workspaceRoot, probe.key, setupFiles(probe));
    e.when = QDateTime::currentDateTimeUtc();
    e.when.setTime(QTime(e.when.time().hour(), e.when.time().minute(), e.when.time().second()));
    e.verdict = verdict;
    e.serverVersion = server;
    return e;
}

}  // namespace

QStringList setupFiles(const ProbeFile& probe) {
    QStringList files;
    for (const QList<SqlText>* part : {&probe.setup, &probe.reset, &probe.teardown})
        for (const SqlText& sql : *part)
            if (sql.origin != probe.relativePath && !files.contains(sql.origin))
                files << sql.origin;
    return files;
}

LedgerEntry entryFor(const ProbeFile& probe, const ReplayResult& result) {
    return hashedNow(probe,
                     result.verdict == Verdict::Reproduced ? QStringLiteral("reproduced")
                                                           : QStringLiteral("differs"),
                     result.serverVersion);
}

bool appendReplay(const ProbeFile& probe, const ReplayResult& result, QString* error) {
    if (probe.workspaceRoot.isEmpty() || result.verdict == Verdict::CouldNotRun) return true;
    return ReplayLedger::append(ReplayLedger::path(probe.workspaceRoot, probe.key),
                                entryFor(probe, result), error);
}

bool appendRecorded(const ProbeFile& probe, const QString& serverVersion, QString* error) {
    if (probe.workspaceRoot.isEmpty()) return true;
    return ReplayLedger::append(ReplayLedger::path(probe.workspaceRoot, probe.key),
                                hashedNow(probe, QStringLiteral("recorded"), serverVersion), error);
}

}  // namespace techlog::LedgerWriter
