#pragma once

#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>
#include <optional>

namespace techlog {

// One replay of a probe, as the ledger beside it records it (docs/REVIEW.md "The replay
// ledger"): when, the verdict, the server, and what was compared, as SHA-256 (lowercase hex).
struct LedgerEntry {
    QDateTime when;         // UTC, to the second
    QString verdict;        // reproduced | differs | recorded
    QString serverVersion;  // may be empty
    QString probeSha256;    // the probe file
    QString recordSha256;   // the record compared with (for `recorded`: the record written)
    QList<QPair<QString, QString>> setup;  // (workspace-relative setup file, its SHA-256)
    bool operator==(const LedgerEntry&) const = default;
};

// The replay ledger `final/evidence/probes/<key>.ledger`: a line-oriented, append-only file meant
// to be committed with the workspace. The CLI's and the studio's replays append to it (after the
// run, beside the probe); review reads it. Only file formats and hashes here: no probe is parsed,
// so the layer that replays and the layer that judges both use it without calling each other.
namespace ReplayLedger {

QString relativePath(const QString& key);
QString path(const QString& root, const QString& key);
// The probe a key's replays run: `<key>.probe.yaml`, else an isolation spec `<key>.spec` beside
// it (the rule probeFileForKey follows); the YAML path when neither exists.
QString probeFile(const QString& root, const QString& key);
// The probe file of `key` when there is one (probeFile's rule, without a second look).
std::optional<QString> existingProbeFile(const QString& root, const QString& key);

// One line (no `\n`): `WHEN<TAB>VERDICT<TAB>server=V<TAB>probe=H<TAB>record=H[<TAB>setup=P=H]...`
QString formatEntry(const LedgerEntry& entry);
// Nothing when the line is not an entry (a comment `#...`, blank, or malformed).
std::optional<LedgerEntry> parseEntry(const QString& line);

// Every entry in file order; an absent file has none. Malformed lines are skipped (counted in
// *skipped when given).
QList<LedgerEntry> read(const QString& ledgerPath, int* skipped = nullptr);
// Appends one entry (creating the file with its header comment). false with *error on failure.
bool append(const QString& ledgerPath, const LedgerEntry& entry, QString* error = nullptr);

// SHA-256 of a file's bytes, streamed; empty when it cannot be read.
QString sha256OfFile(const QString& path);

// What a replay of `key` would be compared against now: the probe's, the record's and (for the
// setup files named in `setupFiles`, workspace-relative) each setup file's hash.
LedgerEntry currentHashes(const QString& root, const QString& key, const QStringList& setupFiles);

// Whether `entry` was made against the files as they are now (probe, record, each setup file it
// names).
bool matchesCurrentFiles(const QString& root, const QString& key, const LedgerEntry& entry);

// How a probe stands: never replayed; replayed, but never against the files as they are now
// (changed since); or `current` is the newest entry made against them.
struct Standing {
    enum class State { NeverReplayed, Changed, Current };
    State state = State::NeverReplayed;
    std::optional<LedgerEntry> newest;   // the newest entry of all, when any
    std::optional<LedgerEntry> current;  // the newest entry for the current hashes
    bool reproduced() const {
        return state == State::Current && current->verdict == QLatin1String("reproduced");
    }
};
Standing standing(const QString& root, const QString& key);

}  // namespace ReplayLedger

}  // namespace techlog
