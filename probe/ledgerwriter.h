#pragma once

#include <QString>
#include <QStringList>

#include "probefile.h"
#include "proberunner.h"
#include "replayledger.h"

namespace techlog {

// Writes a replay into the ledger beside its probe (ReplayLedger, docs/REVIEW.md): what the CLI's
// `replay` and the studio's Replay panel both call once a run has ended. Probes outside a
// workspace have no ledger; a run that could not run leaves no entry (it reproduced nothing and
// refuted nothing).
namespace LedgerWriter {

// The setup, reset and teardown files the probe reads (workspace-relative, each once, in order);
// SQL written inline in the probe is covered by the probe's own hash.
QStringList setupFiles(const ProbeFile& probe);

// The entry for a finished run, hashed now: call it after the run and before accepting a new
// record, so that the record hash is the one the run was compared with.
LedgerEntry entryFor(const ProbeFile& probe, const ReplayResult& result);

// Appends entryFor(probe, result). true when written or when there is nothing to write.
bool appendReplay(const ProbeFile& probe, const ReplayResult& result, QString* error = nullptr);
// Appends a `recorded` entry after a new record was accepted (its hash is the new record's).
bool appendRecorded(const ProbeFile& probe, const QString& serverVersion, QString* error = nullptr);

}  // namespace LedgerWriter

}  // namespace techlog
