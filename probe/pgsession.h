#pragma once

#include <QElapsedTimer>
#include <QString>
#include <atomic>

#include "probeoutcome.h"

typedef struct pg_conn PGconn;

namespace techlog {

// One libpq connection used the way the isolation tester uses its sessions: a statement is
// sent asynchronously (PQsendQuery) and polled, so the caller can ask a control connection
// whether the backend waits on a lock, move on, and cancel (PQcancel) a statement that hangs.
// (libpqxx 6.4 exposes neither the PGconn nor an asynchronous API.)
class PgSession {
public:
    PgSession() = default;
    ~PgSession();
    PgSession(const PgSession&) = delete;
    PgSession& operator=(const PgSession&) = delete;

    bool connect(const QString& connInfo, QString* error);
    void close();
    bool isOpen() const { return m_conn != nullptr; }
    int backendPid() const;
    bool inTransaction() const;     // idle in (possibly failed) transaction
    QString serverVersion() const;  // `15.14`

    // Sends `sql` (one or more statements). The outcome collects every result; the last
    // command's tag and rows are kept, or the first error.
    bool send(const QString& sql, const QString& step, const QString& session);
    bool busy() const { return m_busy; }
    // Reads what has arrived, waiting up to `waitMs` for the socket. True when the statement
    // has finished (then `outcome()` is complete).
    bool poll(int waitMs);
    // Asks the server to cancel the running statement; the outcome arrives through `poll`.
    bool cancel(QString* error = nullptr);
    const StepOutcome& outcome() const { return m_outcome; }
    // Runs to completion, cancelling after `timeoutMs` (then the outcome is TimedOut) or when
    // `cancel` is set.
    StepOutcome run(const QString& sql, int timeoutMs, const std::atomic_bool* cancel = nullptr,
                    const QString& step = {}, const QString& session = {});
    // Finishes the statement in flight the same way as `run`.
    StepOutcome finish(int timeoutMs, const std::atomic_bool* cancel = nullptr);
    qint64 errorPosition() const { return m_errorPosition; }  // 1-based character, 0 = none

private:
    PGconn* m_conn = nullptr;
    bool m_busy = false;
    bool m_cancelled = false;
    QElapsedTimer m_clock;
    StepOutcome m_outcome;
    qint64 m_errorPosition = 0;
};

}  // namespace techlog
