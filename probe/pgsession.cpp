#include "pgsession.h"

#include <libpq-fe.h>
#include <poll.h>

namespace techlog {

PgSession::~PgSession() { close(); }

bool PgSession::connect(const QString& connInfo, QString* error) {
    close();
    m_conn = PQconnectdb(connInfo.toUtf8().constData());
    if (!m_conn || PQstatus(m_conn) != CONNECTION_OK) {
        if (error)
            *error = m_conn ? QString::fromUtf8(PQerrorMessage(m_conn)).trimmed()
                            : QStringLiteral("out of memory");
        close();
        return false;
    }
    return true;
}

void PgSession::close() {
    if (m_conn) PQfinish(m_conn);
    m_conn = nullptr;
    m_busy = false;
}

int PgSession::backendPid() const { return m_conn ? PQbackendPID(m_conn) : 0; }

bool PgSession::inTransaction() const {
    if (!m_conn) return false;
    const auto s = PQtransactionStatus(m_conn);
    return s == PQTRANS_INTRANS || s == PQTRANS_INERROR;
}

QString PgSession::serverVersion() const {
    if (!m_conn) return {};
    const char* v = PQparameterStatus(m_conn, "server_version");
    return v ? QString::fromUtf8(v).section(u' ', 0, 0) : QString();
}

bool PgSession::send(const QString& sql, const QString& step, const QString& session) {
    m_outcome = StepOutcome{};
    m_outcome.step = step;
    m_outcome.session = session;
    m_errorPosition = 0;
    m_cancelled = false;
    m_clock.start();
    if (!m_conn || !PQsendQuery(m_conn, sql.toUtf8().constData())) {
        m_outcome.status = StepOutcome::Status::Error;
        m_outcome.sqlstate = QStringLiteral("08006");
        m_outcome.message = m_conn ? QString::fromUtf8(PQerrorMessage(m_conn)).trimmed()
                                   : QStringLiteral("not connected");
        m_busy = false;
        return false;
    }
    m_busy = true;
    return true;
}

bool PgSession::poll(int waitMs) {
    if (!m_busy) return true;
    if (PQisBusy(m_conn)) {
        if (waitMs > 0) {
            pollfd fd{PQsocket(m_conn), POLLIN, 0};
            ::poll(&fd, 1, waitMs);
        }
        if (!PQconsumeInput(m_conn)) {
            m_outcome.status = StepOutcome::Status::Error;
            m_outcome.sqlstate = QStringLiteral("08006");
            m_outcome.message = QString::fromUtf8(PQerrorMessage(m_conn)).trimmed();
            m_busy = false;
            return true;
        }
        if (PQisBusy(m_conn)) return false;
    }
    // Every result of the statement has arrived: collect them.
    while (PGresult* res = PQgetResult(m_conn)) {
        const ExecStatusType st = PQresultStatus(res);
        if (st == PGRES_FATAL_ERROR) {
            if (m_outcome.status != StepOutcome::Status::Error) {
                m_outcome.status = StepOutcome::Status::Error;
                auto field = [&](int code) {
                    const char* v = PQresultErrorField(res, code);
                    return v ? QString::fromUtf8(v) : QString();
                };
                m_outcome.sqlstate = field(PG_DIAG_SQLSTATE);
                m_outcome.message = field(PG_DIAG_MESSAGE_PRIMARY);
                m_outcome.detail = field(PG_DIAG_MESSAGE_DETAIL);
                m_errorPosition = field(PG_DIAG_STATEMENT_POSITION).toLongLong();
                if (m_outcome.message.isEmpty())
                    m_outcome.message = QString::fromUtf8(PQresultErrorMessage(res)).trimmed();
            }
        } else if (m_outcome.status != StepOutcome::Status::Error) {
            m_outcome.command = QString::fromUtf8(PQcmdStatus(res));
            const QString affected = QString::fromUtf8(PQcmdTuples(res));
            m_outcome.rowsAffected = affected.isEmpty() ? -1 : affected.toLongLong();
            m_outcome.columns.clear();
            m_outcome.rows.clear();
            m_outcome.rowsReturned = 0;
            if (st == PGRES_TUPLES_OK) {
                const int n = PQntuples(res), cols = PQnfields(res);
                for (int c = 0; c < cols; ++c)
                    m_outcome.columns << QString::fromUtf8(PQfname(res, c));
                for (int r = 0; r < n; ++r) {
                    QStringList row;
                    for (int c = 0; c < cols; ++c)
                        row << (PQgetisnull(res, r, c) ? QStringLiteral("NULL")
                                                       : QString::fromUtf8(PQgetvalue(res, r, c)));
                    m_outcome.rows << row;
                }
                m_outcome.rowsReturned = n;
                // A SELECT "affects" nothing; its tag's count is the rows returned.
                if (m_outcome.command.startsWith(QStringLiteral("SELECT")))
                    m_outcome.rowsAffected = -1;
            }
        }
        PQclear(res);
    }
    // Timeouts read as timeouts, not as ordinary errors.
    if (m_outcome.status == StepOutcome::Status::Error &&
        ((m_outcome.sqlstate == u"57014" &&
          (m_cancelled || m_outcome.message.contains(QStringLiteral("statement timeout")))) ||
         (m_outcome.sqlstate == u"55P03" &&
          m_outcome.message.contains(QStringLiteral("lock timeout")))))
        m_outcome.status = StepOutcome::Status::TimedOut;
    m_outcome.elapsedMs = m_clock.elapsed();
    m_busy = false;
    return true;
}

bool PgSession::cancel(QString* error) {
    if (!m_conn) return false;
    m_cancelled = true;
    PGcancel* c = PQgetCancel(m_conn);
    if (!c) return false;
    char buffer[256] = {};
    const bool ok = PQcancel(c, buffer, sizeof buffer);
    PQfreeCancel(c);
    if (!ok && error) *error = QString::fromUtf8(buffer);
    return ok;
}

StepOutcome PgSession::finish(int timeoutMs, const std::atomic_bool* cancelFlag) {
    bool cancelSent = false;
    QElapsedTimer sinceCancel;
    while (!poll(5)) {
        const bool stop = (cancelFlag && cancelFlag->load()) || m_clock.elapsed() > timeoutMs;
        if (stop && !cancelSent) {
            cancel();
            cancelSent = true;
            sinceCancel.start();
        } else if (cancelSent && sinceCancel.elapsed() > 5000) {
            // The server does not answer even the cancel: give the connection up.
            close();
            m_outcome.status = StepOutcome::Status::TimedOut;
            m_outcome.sqlstate = QStringLiteral("57014");
            m_outcome.message = QStringLiteral("no answer from the server after cancelling");
            return m_outcome;
        }
    }
    if (cancelSent && m_outcome.status != StepOutcome::Status::Ok) {
        m_outcome.status = StepOutcome::Status::TimedOut;
        if (cancelFlag && cancelFlag->load())
            m_outcome.message = QStringLiteral("cancelled by the user");
    }
    return m_outcome;
}

StepOutcome PgSession::run(const QString& sql, int timeoutMs, const std::atomic_bool* cancelFlag,
                           const QString& step, const QString& session) {
    if (!send(sql, step, session)) return m_outcome;
    return finish(timeoutMs, cancelFlag);
}

}  // namespace techlog
