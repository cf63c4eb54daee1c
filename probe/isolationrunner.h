#pragma once

#include <QByteArray>
#include <QString>
#include <atomic>
#include <functional>

#include "isolationspec.h"

namespace techlog {

struct IsolationOptions {
    // Empty: a throwaway embedded cluster. Otherwise a libpq connection string to an existing
    // server (loopback or Unix socket unless allowRemote) where the run creates the database
    // `isolation_regression` and drops it afterwards, holding kLockKey meanwhile. One that a
    // dead run left (kLockKey free, kComment on it) is dropped first; one a live run holds, or
    // one no run made, is refused.
    QString connInfo;
    bool allowRemote = false;
    // The per-step limit (isolationtester's max_step_wait): cancel after it, give up after
    // twice it. <= 0: $PGISOLATIONTIMEOUT, else 300.
    int stepTimeoutSeconds = 0;
    // `default_transaction_isolation` of the run's database (`--levels`): "serializable", ...;
    // empty: the server's.
    QString defaultIsolation;
    const std::atomic_bool* cancel = nullptr;
    // Every piece of output as it is produced (called on the running thread).
    std::function<void(const QByteArray&)> output;
    std::function<void(const QString&)> progress;  // cluster and database lines, not output
};

struct IsolationResult {
    // What isolationtester would write, stdout and stderr in the order written.
    QByteArray output;
    // isolationtester's exit status: 0, or 1 after a fatal error (a failed setup, a step timed
    // out for good, mutually blocking steps). Meaningful when `ran`.
    int exitStatus = 0;
    bool ran = false;          // false: could not run at all (no server, no database); see `error`
    QString error;             // English
    DiagnosticText errorText;  // `error` as a template and arguments (setError sets both)

    void setError(const DiagnosticText& why) {
        errorText = why;
        error = why.english();
    }
    QString serverVersion;
    qint64 clusterStartMs = -1;
    qint64 elapsedMs = 0;
};

// Runs an isolation spec as isolationtester 15 does (src/test/isolation/isolationtester.c):
// one control connection and one per session, kept across permutations; steps sent with
// PQsendQuery and polled in 10 ms slices; lock waits asked of the control connection with
// pg_isolation_test_session_is_blocked; notices printed the moment libpq parses them. `run`
// blocks: call it from a worker thread in a UI.
class IsolationRunner {
public:
    explicit IsolationRunner(IsolationOptions options = {});
    IsolationResult run(const IsolationSpec& spec);

    static constexpr const char* kDatabase = "isolation_regression";
    // The session-level advisory lock a run holds for as long as its database exists
    // ("tlisoreg" in ASCII), and the comment it puts on the database it creates.
    static constexpr qint64 kLockKey = 0x746c69736f726567;
    static constexpr const char* kComment = "created by techlog replay; dropped when it ends";

private:
    IsolationOptions m_options;
};

}  // namespace techlog
