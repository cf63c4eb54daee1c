#pragma once

#include <QList>
#include <QString>

namespace techlog {

// What the workspace tree shows of one probe file (`final/evidence/probes/<key>.probe.yaml`
// or an isolation spec `<key>.spec` kept beside them).
struct ProbeSummary {
    QString path;  // workspace-relative
    QString key;
    QString title;  // empty when the file does not parse
    // How its replays stand (ReplayLedger::standing), a code for the caller to word:
    // "never-replayed", "changed" (replayed, never against the files as they are now), or the
    // verdict of the newest replay against them: "reproduced", "differs", "recorded".
    QString standing;
    int errors = 0;  // parseProbe's problems; a file that cannot be read safely counts one error
    int warnings = 0;
    bool operator==(const ProbeSummary&) const = default;
};

// Every probe file of the workspace, parsed, with its ledger read: sorted by key (a key's
// `.probe.yaml` before its `.spec`). Reads files, so not for the UI thread. Bounded and
// confined: a file over kMaxProbeBytes or a ledger over kMaxLedgerBytes is not read, and
// neither is a probe, ledger or record that leads out of the workspace (PathGuard) or is not a
// regular file (a FIFO would block); each counts one error instead. A `.spec` beside a
// `.probe.yaml` of the same key is never what that key's replays run (probeFileForKey picks the
// YAML): it stands "never-replayed".
inline constexpr qint64 kMaxProbeBytes = 1024 * 1024;
inline constexpr qint64 kMaxLedgerBytes = 16 * 1024 * 1024;
QList<ProbeSummary> summarizeProbes(const QString& workspaceRoot);

}  // namespace techlog
