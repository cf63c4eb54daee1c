#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>

#include "diagnostic.h"
#include "probefile.h"
#include "probeoutcome.h"

namespace techlog {

// reproduced (exit 0), differs (exit 1), could not run (exit 2).
enum class Verdict { Reproduced, Differs, CouldNotRun };

QString verdictName(Verdict verdict);  // "reproduced", "differs", "could not run"

struct ReplayResult {
    Verdict verdict = Verdict::CouldNotRun;
    QString record;    // the new record (ends with `exit N`), also when it differs
    QString recorded;  // the record on disk; empty when there is none
    QString recordedPath;
    QString maskedDiff;  // recorded vs new with the volatile fields masked; empty when equal
    QString error;       // could not run: why. Differs without a record: says so. English.
    // `error` as a template and arguments, for localizedError(); no template for a text passed
    // on as it is. setError() sets both.
    DiagnosticText errorText;
    QString serverVersion;
    // The isolation level the sessions ran at (`--levels`' level, the probe's `isolation:`, else
    // the server's default_transaction_isolation); empty for MongoDB and isolation specs.
    QString isolationLevel;
    // A matrix (`levels:` or `--levels`): one run per level, in the order run. This result's
    // record is the matrix, its verdict the matrix's against the recorded one.
    std::vector<ReplayResult> levelResults;
    bool mongo = false;  // a MongoDB probe's replay (serverVersion is MongoDB's)
    bool expectationsHeld = false;
    QStringList failedExpectations;                // "round 3: errors.23505 == 1 (was 2)", English
    QList<DiagnosticText> failedExpectationTexts;  // the same, to translate
    QList<RoundOutcome> rounds;
    Diagnostics diagnostics;     // the probe's parse errors (then verdict is CouldNotRun)
    qint64 clusterStartMs = -1;  // embedded cluster: command start to a ready server
    qint64 elapsedMs = 0;

    // "PostgreSQL 15.18", "MongoDB 7.0.42 (FerretDB)": the server as a verdict names it.
    QString serverText() const {
        return (mongo ? QStringLiteral("MongoDB ") : QStringLiteral("PostgreSQL ")) + serverVersion;
    }
    int exitStatus() const {
        return verdict == Verdict::Reproduced ? 0 : verdict == Verdict::Differs ? 1 : 2;
    }
    void setError(const DiagnosticText& why) {
        errorText = why;
        error = why.english();
    }
    void addFailedExpectation(const DiagnosticText& text) {
        failedExpectations << text.english();
        failedExpectationTexts << text;
    }
    // `error` and `failedExpectations` in the installed catalogue's language.
    QString localizedError() const { return errorText.source ? errorText.localized() : error; }
    QStringList localizedFailedExpectations() const;
};

// Where a replay is, for a status line (the Replay panel's): reported as each step begins.
struct ReplayStage {
    enum class Step {
        StartingServer,  // the throwaway cluster starting, or the --db server being reached
        Connecting,      // the replay's database created, the sessions connected
        Setup,           // the probe's setup statements
        Round,           // round (or permutation) `round` of `rounds`
        Observing,       // round `round`'s observations
        Stopping,        // teardown, the database dropped, the cluster stopped and removed
    };
    Step step = Step::StartingServer;
    int round = 0;
    int rounds = 0;
    bool mongo = false;  // the server is MongoDB's (the embedded engine, or --mongo-uri)
    bool operator==(const ReplayStage&) const = default;
};

struct ReplayOptions {
    // Empty: a throwaway embedded cluster. Otherwise a libpq connection string (key=value or
    // URI) to an existing server; every replay creates and drops its own database there.
    QString connInfo;
    // MongoDB probes: empty, a throwaway embedded FerretDB; otherwise a `mongodb://` URI of a
    // server the user runs (a fresh database is created and dropped there).
    QString mongoUri;
    bool allowRemote = false;  // a host that is neither loopback nor a Unix socket
    // Every session without an `isolation:` of its own runs its transactions at this level
    // (over the probe's `isolation:`); empty: as the probe says.
    QString level;
    // Run once per level and make a matrix record (over the probe's `levels:`); empty: the
    // probe's `levels:`, else one run.
    QStringList levels;
    // Compare the record with the recorded one (a matrix's levels are not compared one by one).
    bool compare = true;
    // Exploring interleavings (InterleavingExplorer): an order in which a session's step comes
    // while that session still waits is marked impossible, not a reason to stop.
    bool explore = false;
    // Live transcript: progress and every record line as it is produced. Called on the
    // thread that runs the probe.
    std::function<void(const QString&)> transcript;
    // Each step as it begins (ReplayStage), on the same thread. Not called for isolation specs,
    // whose progress is their transcript.
    std::function<void(const ReplayStage&)> stage;
    const std::atomic_bool* cancel = nullptr;  // set from anywhere (Ctrl-C, the Stop button)
    // The record to compare with; default `<root>/final/evidence/raw/<key>.txt`.
    QString recordedPath;
};

// Runs probes (docs/PROBES.md). One runner may run many probes, one at a time. `run` blocks:
// the studio calls it from a worker thread.
class ProbeRunner {
public:
    explicit ProbeRunner(ReplayOptions options = {});

    ReplayResult run(const ProbeFile& probe);
    // The probe once per level, each in a fresh database, as one matrix record
    // (docs/PROBES.md "Isolation levels"). run() calls it for `levels:` or options' levels.
    ReplayResult runLevels(const ProbeFile& probe, const QStringList& levels);
    ReplayResult runFile(const QString& probePath);  // parse, then run

    // Whether every host libpq would connect to for `connInfo` is on this machine (loopback or
    // Unix socket), judged on the options libpq itself completes: the string (key=value or
    // URI), the service it names or PGSERVICE (PGSERVICEFILE, ~/.pg_service.conf,
    // PGSYSCONFDIR/pg_service.conf), PGHOST / PGHOSTADDR and the defaults; every entry of a
    // multi-host list; hostaddr over host. Nothing is sent anywhere to find out. `host` gets
    // the hosts that are not local (else the host); `error` libpq's reason when it cannot
    // complete the options (an unknown service, a syntax error): then false.
    static bool isLocalConnInfo(const QString& connInfo, QString* host = nullptr,
                                QString* error = nullptr);
    // A host that stays on this machine: a Unix socket (an absolute path, or `@` for Linux's
    // abstract namespace), `localhost`, or a loopback address (127.0.0.0/8, ::1).
    static bool isLocalHost(const QString& host);
    // The connection string with its database replaced.
    static QString withDatabase(const QString& connInfo, const QString& database);

private:
    ReplayOptions m_options;
};

// Why a replay differs when there is nothing to compare with: the probe is outside a workspace
// (`recordedPath` empty), or there is no record at `recordedPath` yet.
DiagnosticText noRecordReason(const QString& recordedPath);

// Where a probe's record lives: `<root>/final/evidence/raw/<key>.txt`; empty outside a
// workspace.
QString recordPathFor(const ProbeFile& probe);

// A record as text for comparison, by the one rule of records (RecordReader::text): LF line
// ends, without the newline that ends the last line; blank lines at the end stay. Apply it once,
// to the text as read or produced (it is not idempotent: "a\n\n" -> "a\n" -> "a").
QString normalizeRecord(const QString& text);

// The one comparison of a replay's record (`result.record`) with the accepted one at
// `result.recordedPath`, for probes and imported isolation specs alike: reads it into
// `result.recorded` and sets `maskedDiff` (both normalized, the probe's volatile fields masked)
// and the verdict. Without a record the replay differs, says why (noRecordReason), and the diff
// is the whole new record.
void compareWithRecord(const ProbeFile& probe, ReplayResult& result);

// What every engine's replay does with what ran (ProbeRunner for PostgreSQL, MongoReplay):
// a round's `expect` checked (failures in the round and in `result`); the record rendered from
// the header, the rounds' lines and the footer (without footer and exit line when the run did
// not complete); and, when it ran (`ran`, and no error), the overall expectations and the
// comparison with the recorded record, else the verdict could not run.
void checkRoundExpectations(const ProbeFile& probe, ReplayResult& result, RoundOutcome& round);
QString renderRecord(const ProbeFile& probe, const ReplayResult& result, bool complete);
void judgeReplay(const ProbeFile& probe, ReplayResult& result, bool ran, bool compare = true);

}  // namespace techlog
