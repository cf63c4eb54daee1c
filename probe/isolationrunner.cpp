#include "isolationrunner.h"

#include <libpq-fe.h>
#include <poll.h>

#include <QElapsedTimer>
#include <QScopeGuard>
#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

#include "embeddedcluster.h"
#include "isolationlevel.h"
#include "isolationprinter.h"
#include "proberunner.h"

namespace techlog {

namespace {

constexpr qint64 kUsecPerSec = 1000000;
constexpr int kPollMs = 10;  // isolationtester checks for lock waits every 10 ms

// isolationtester exits; the run unwinds to IsolationRunner::run instead.
struct Exit {
    DiagnosticText why;  // set: could not run (cancel, lost control of the server)
};

using Blocker = IsolationSpec::Blocker;
using PermutationStep = IsolationSpec::PermutationStep;

// A permutation step while it runs: the target notice counts live here, not in the spec.
struct ActiveStep {
    const PermutationStep* ps = nullptr;
    QList<int> targetNotices;  // per blocker
};

class Tester;

struct Conn {
    Tester* tester = nullptr;
    QByteArray name;
    PGconn* conn = nullptr;
    int pid = 0;
    QByteArray pidText;
    ActiveStep* active = nullptr;
    int totalNotices = 0;
};

class Tester {
public:
    Tester(const IsolationSpec& spec, const IsolationOptions& options, IsolationResult& result)
        : m_spec(spec), m_options(options), m_result(result) {
        int seconds = options.stepTimeoutSeconds;
        if (seconds <= 0) {
            bool ok = false;
            const int env = qEnvironmentVariableIntValue("PGISOLATIONTIMEOUT", &ok);
            seconds = ok ? env : 300;
            // atoi semantics: a value that is not a number gives 0 s
            if (!ok && qEnvironmentVariableIsSet("PGISOLATIONTIMEOUT")) seconds = 0;
        }
        m_maxStepWait = qint64(seconds) * kUsecPerSec;
    }
    ~Tester() {
        for (Conn& c : m_conns)
            if (c.conn) PQfinish(c.conn);
    }

    void print(const QByteArray& bytes) {
        m_result.output += bytes;
        if (m_options.output) m_options.output(bytes);
    }
    [[noreturn]] void fatal(const QByteArray& message) {
        print(message);
        m_result.exitStatus = 1;
        throw Exit{};
    }

    void run(const QString& databaseConnInfo) {
        for (const QString& s : m_spec.unusedSteps())
            print("unused step name: " + s.toUtf8() + '\n');
        print("Parsed test spec with " + QByteArray::number(m_spec.sessions.size()) +
              " sessions\n");
        connectAll(databaseConnInfo);
        m_spec.forEachPermutation([&](const IsolationSpec::Permutation& p) {
            runPermutation(p);
            return true;
        });
    }

private:
    static void noticeProcessor(void* arg, const char* message) {
        Conn* c = static_cast<Conn*>(arg);
        c->tester->print(c->name + ": " + message);
        ++c->totalNotices;
        c->tester->m_anyNewNotice = true;
    }
    static void emptyNoticeProcessor(void*, const char*) {}

    void checkCancel() {
        if (m_options.cancel && m_options.cancel->load())
            throw Exit{{QT_TRANSLATE_NOOP("techlog::Diagnostic", "cancelled")}};
    }

    void connectAll(const QString& connInfo) {
        const int n = int(m_spec.sessions.size()) + 1;
        m_conns.resize(n);
        const QByteArray dbname = connInfo.toUtf8();
        const QByteArray appName = "isolation/" + m_spec.name.toUtf8();
        // pg_regress's PGOPTIONS, PGDATESTYLE and PGTZ, as startup options of the connection.
        const QByteArray pgOptions =
            "-c intervalstyle=postgres_verbose -c datestyle=Postgres,\\ MDY "
            "-c timezone=America/Los_Angeles";
        for (int i = 0; i < n; ++i) {
            Conn& c = m_conns[i];
            c.tester = this;
            c.name =
                i == 0 ? QByteArray("control connection") : m_spec.sessions[i - 1].name.toUtf8();
            const char* keys[] = {"dbname", "application_name", "options", nullptr};
            const char* values[] = {dbname.constData(), appName.constData(), pgOptions.constData(),
                                    nullptr};
            c.conn = PQconnectdbParams(keys, values, 1);
            if (PQstatus(c.conn) != CONNECTION_OK)
                fatal("Connection " + QByteArray::number(i) + " failed: " + PQerrorMessage(c.conn));
            if (i == 0)
                PQsetNoticeProcessor(c.conn, emptyNoticeProcessor, nullptr);
            else
                PQsetNoticeProcessor(c.conn, noticeProcessor, &c);
            const char* params[] = {c.name.constData()};
            PGresult* res = PQexecParams(
                c.conn,
                "SELECT set_config('application_name',\n  current_setting('application_name') "
                "|| '/' || $1,\n  false)",
                1, nullptr, params, nullptr, nullptr, 0);
            if (PQresultStatus(res) != PGRES_TUPLES_OK) {
                PQclear(res);
                fatal(QByteArray("setting of application name failed: ") + PQerrorMessage(c.conn));
            }
            PQclear(res);
            c.pid = PQbackendPID(c.conn);
            c.pidText = QByteArray::number(c.pid);
        }
        QByteArray query = "SELECT pg_catalog.pg_isolation_test_session_is_blocked($1, '{";
        for (int i = 1; i < n; ++i) {
            if (i > 1) query += ',';
            query += m_conns[i].pidText;
        }
        query += "}')";
        PGresult* res =
            PQprepare(m_conns[0].conn, "isolationtester_waiting", query.constData(), 0, nullptr);
        if (PQresultStatus(res) != PGRES_COMMAND_OK) {
            PQclear(res);
            fatal(QByteArray("prepare of lock wait query failed: ") +
                  PQerrorMessage(m_conns[0].conn));
        }
        PQclear(res);
    }

    // One PQexec: only the last result of a multi-statement block is kept.
    bool execBlock(Conn& c, const QByteArray& sql) {
        PGresult* res = PQexec(c.conn, sql.constData());
        const ExecStatusType status = PQresultStatus(res);
        bool ok = true;
        if (status == PGRES_TUPLES_OK)
            print(IsolationPrinter::table(res));
        else if (status != PGRES_COMMAND_OK)
            ok = false;
        PQclear(res);
        return ok;
    }

    void runPermutation(const IsolationSpec::Permutation& steps) {
        checkCancel();
        QByteArray line = "\nstarting permutation:";
        for (const PermutationStep& ps : steps) line += ' ' + m_spec.steps[ps.step].name.toUtf8();
        print(line + '\n');

        for (const QByteArray& sql : m_spec.setup)
            if (!execBlock(m_conns[0], sql))
                fatal(QByteArray("setup failed: ") + PQerrorMessage(m_conns[0].conn));
        for (int i = 0; i < m_spec.sessions.size(); ++i) {
            const auto& setup = m_spec.sessions[i].setup;
            if (setup && !execBlock(m_conns[i + 1], *setup))
                fatal("setup of session " + m_conns[i + 1].name +
                      " failed: " + PQerrorMessage(m_conns[i + 1].conn));
        }

        std::vector<std::unique_ptr<ActiveStep>> owned;
        QList<ActiveStep*> waiting;
        for (const PermutationStep& ps : steps) {
            const IsolationSpec::Step& step = m_spec.steps[ps.step];
            Conn& iconn = m_conns[step.session + 1];
            if (iconn.active) {
                QElapsedTimer start;
                start.start();
                while (iconn.active) {
                    ActiveStep* old = iconn.active;
                    if (!tryCompleteStep(old, Retry)) waiting.removeOne(old);
                    tryCompleteSteps(waiting, NonBlock | Retry);
                    if (iconn.active) {
                        const qint64 td = start.nsecsElapsed() / 1000;
                        if (td > 2 * m_maxStepWait) {
                            QByteArray msg =
                                "step " + m_spec.steps[iconn.active->ps->step].name.toUtf8() +
                                " timed out after " + QByteArray::number(td / kUsecPerSec) +
                                " seconds\nactive steps are:";
                            for (size_t j = 1; j < m_conns.size(); ++j)
                                if (m_conns[j].active)
                                    msg += ' ' +
                                           m_spec.steps[m_conns[j].active->ps->step].name.toUtf8();
                            fatal(msg + '\n');
                        }
                    }
                }
            }
            if (!PQsendQuery(iconn.conn, step.sql.constData())) {
                print("failed to send query for step " + step.name.toUtf8() + ": " +
                      PQerrorMessage(iconn.conn) + '\n');
                m_result.exitStatus = 1;
                throw Exit{};
            }
            owned.push_back(std::make_unique<ActiveStep>());
            ActiveStep* active = owned.back().get();
            active->ps = &ps;
            iconn.active = active;
            active->targetNotices.resize(ps.blockers.size());
            for (int j = 0; j < ps.blockers.size(); ++j) {
                const Blocker& b = ps.blockers[j];
                if (b.kind == Blocker::Kind::Notices)
                    active->targetNotices[j] =
                        b.notices + m_conns[m_spec.steps[b.step].session + 1].totalNotices;
            }
            const bool mustWait = tryCompleteStep(active, NonBlock);
            tryCompleteSteps(waiting, NonBlock | Retry);
            if (mustWait) waiting << active;
        }
        tryCompleteSteps(waiting, Retry);
        if (!waiting.isEmpty())
            fatal("failed to complete permutation due to mutually-blocking steps\n");

        for (int i = 0; i < m_spec.sessions.size(); ++i) {
            const auto& teardown = m_spec.sessions[i].teardown;
            if (teardown && !execBlock(m_conns[i + 1], *teardown))
                print("teardown of session " + m_conns[i + 1].name +
                      " failed: " + PQerrorMessage(m_conns[i + 1].conn));
        }
        if (m_spec.teardown && !execBlock(m_conns[0], *m_spec.teardown))
            print(QByteArray("teardown failed: ") + PQerrorMessage(m_conns[0].conn));
    }

    enum Flags { NonBlock = 1, Retry = 2 };

    void tryCompleteSteps(QList<ActiveStep*>& waiting, int flags) {
        qsizetype oldCount = 0;
        bool haveBlocker = false;
        do {
            m_anyNewNotice = false;
            oldCount = waiting.size();
            haveBlocker = false;
            qsizetype w = 0;
            while (w < waiting.size()) {
                if (tryCompleteStep(waiting[w], flags)) {
                    if (!waiting[w]->ps->blockers.isEmpty()) haveBlocker = true;
                    ++w;
                } else {
                    waiting.removeAt(w);
                }
            }
        } while (haveBlocker && (waiting.size() < oldCount || m_anyNewNotice));
    }

    bool stepHasBlocker(const ActiveStep* a) const {
        for (int i = 0; i < a->ps->blockers.size(); ++i) {
            const Blocker& b = a->ps->blockers[i];
            if (b.kind == Blocker::Kind::Once) continue;
            const Conn& other = m_conns[m_spec.steps[b.step].session + 1];
            if (b.kind == Blocker::Kind::OtherStep) {
                if (other.active && other.active->ps->step == b.step) return true;
            } else if (other.totalNotices < a->targetNotices[i]) {
                return true;
            }
        }
        return false;
    }

    QByteArray waitingLine(const IsolationSpec::Step& step) const {
        return "step " + step.name.toUtf8() + ": " + step.sql + " <waiting ...>\n";
    }

    // isolationtester's try_complete_step: true while the step must still be waited for.
    bool tryCompleteStep(ActiveStep* a, int flags) {
        const IsolationSpec::Step& step = m_spec.steps[a->ps->step];
        Conn& iconn = m_conns[step.session + 1];
        PGconn* conn = iconn.conn;
        if (!(flags & Retry)) {
            for (const Blocker& b : a->ps->blockers)
                if (b.kind == Blocker::Kind::Once) {
                    print(waitingLine(step));
                    return true;
                }
        }
        const int sock = PQsocket(conn);
        if (sock < 0) fatal(QByteArray("invalid socket: ") + PQerrorMessage(conn));
        QElapsedTimer start;
        start.start();
        bool canceled = false;
        while (PQisBusy(conn)) {
            checkCancel();
            pollfd pfd{sock, POLLIN, 0};
            const int ret = ::poll(&pfd, 1, kPollMs);
            if (ret < 0) {
                if (errno == EINTR) continue;
                fatal(QByteArray("select failed: ") + std::strerror(errno) + '\n');
            } else if (ret == 0) {
                if (flags & NonBlock) {
                    const char* params[] = {iconn.pidText.constData()};
                    PGresult* res = PQexecPrepared(m_conns[0].conn, "isolationtester_waiting", 1,
                                                   params, nullptr, nullptr, 0);
                    if (PQresultStatus(res) != PGRES_TUPLES_OK || PQntuples(res) != 1) {
                        PQclear(res);
                        fatal(QByteArray("lock wait query failed: ") +
                              PQerrorMessage(m_conns[0].conn));
                    }
                    const bool isWaiting = PQgetvalue(res, 0, 0)[0] == 't';
                    PQclear(res);
                    if (isWaiting) {
                        // Data (notices) may have come meanwhile: read it before deciding.
                        if (!PQconsumeInput(conn))
                            fatal(QByteArray("PQconsumeInput failed: ") + PQerrorMessage(conn) +
                                  '\n');
                        if (!PQisBusy(conn)) break;
                        if (!(flags & Retry)) print(waitingLine(step));
                        return true;
                    }
                }
                const qint64 td = start.nsecsElapsed() / 1000;
                if (td > m_maxStepWait && !canceled) {
                    if (PGcancel* cancel = PQgetCancel(conn)) {
                        char buf[256];
                        if (PQcancel(cancel, buf, sizeof(buf))) {
                            print("isolationtester: canceling step " + step.name.toUtf8() +
                                  " after " + QByteArray::number(td / kUsecPerSec) + " seconds\n");
                            canceled = true;
                        } else {
                            print(QByteArray("PQcancel failed: ") + buf + '\n');
                        }
                        PQfreeCancel(cancel);
                    }
                }
                if (td > 2 * m_maxStepWait)
                    fatal("step " + step.name.toUtf8() + " timed out after " +
                          QByteArray::number(td / kUsecPerSec) + " seconds\n");
            } else if (!PQconsumeInput(conn)) {
                fatal(QByteArray("PQconsumeInput failed: ") + PQerrorMessage(conn) + '\n');
            }
        }

        if (stepHasBlocker(a)) {
            if (!(flags & Retry)) print(waitingLine(step));
            return true;
        }
        if (flags & Retry)
            print("step " + step.name.toUtf8() + ": <... completed>\n");
        else
            print("step " + step.name.toUtf8() + ": " + step.sql + '\n');

        while (PGresult* res = PQgetResult(conn)) {
            switch (PQresultStatus(res)) {
                case PGRES_COMMAND_OK:
                case PGRES_EMPTY_QUERY:
                    break;
                case PGRES_TUPLES_OK:
                    print(IsolationPrinter::table(res));
                    break;
                case PGRES_FATAL_ERROR: {
                    // Only the primary message: details may hold XIDs.
                    const char* sev = PQresultErrorField(res, PG_DIAG_SEVERITY);
                    const char* msg = PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY);
                    if (sev && msg)
                        print(QByteArray(sev) + ":  " + msg + '\n');
                    else
                        print(QByteArray(PQresultErrorMessage(res)) + '\n');
                    break;
                }
                default:
                    print(QByteArray("unexpected result status: ") +
                          PQresStatus(PQresultStatus(res)) + '\n');
            }
            PQclear(res);
        }

        PQconsumeInput(conn);
        while (PGnotify* notify = PQnotifies(conn)) {
            QByteArray sender;
            for (size_t i = 1; i < m_conns.size(); ++i)
                if (notify->be_pid == m_conns[i].pid) {
                    sender = m_conns[i].name;
                    break;
                }
            if (sender.isNull()) sender = "PID " + QByteArray::number(notify->be_pid);
            print(m_spec.sessions[step.session].name.toUtf8() + ": NOTIFY \"" + notify->relname +
                  "\" with payload \"" + notify->extra + "\" from " + sender + '\n');
            PQfreemem(notify);
            PQconsumeInput(conn);
        }
        iconn.active = nullptr;
        return false;
    }

    const IsolationSpec& m_spec;
    const IsolationOptions& m_options;
    IsolationResult& m_result;
    qint64 m_maxStepWait = 300 * kUsecPerSec;
    std::vector<Conn> m_conns;  // stable addresses: the notice processors hold them
    bool m_anyNewNotice = false;
};

// libpq text of a failed admin statement, on one line.
QString lastError(PGconn* conn) { return QString::fromUtf8(PQerrorMessage(conn)).trimmed(); }

bool exec(PGconn* conn, const QByteArray& sql, QString* error) {
    PGresult* res = PQexec(conn, sql.constData());
    const ExecStatusType st = PQresultStatus(res);
    PQclear(res);
    if (st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK) return true;
    *error = lastError(conn);
    return false;
}

}  // namespace

IsolationRunner::IsolationRunner(IsolationOptions options) : m_options(std::move(options)) {}

IsolationResult IsolationRunner::run(const IsolationSpec& spec) {
    IsolationResult result;
    QElapsedTimer clock;
    clock.start();
    auto progress = [&](const QString& line) {
        if (m_options.progress) m_options.progress(line);
    };
    std::unique_ptr<EmbeddedCluster> cluster;
    QString adminConnInfo = m_options.connInfo;
    if (adminConnInfo.isEmpty()) {
        cluster = std::make_unique<EmbeddedCluster>();
        EmbeddedCluster::Options o;
        o.cancel = m_options.cancel;
        o.log = [&](const QString& l) { progress(QStringLiteral("· ") + l); };
        DiagnosticText why;
        if (!cluster->start(o, &why)) {
            result.setError(why);
            return result;
        }
        result.clusterStartMs = clock.elapsed();
        adminConnInfo = cluster->connInfo();
    } else {
        QString host, why;
        if (!ProbeRunner::isLocalConnInfo(adminConnInfo, &host, &why) && !m_options.allowRemote) {
            result.setError(
                !why.isEmpty()
                    ? DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                       "cannot use --db: %1"),
                                     {why}}
                    : DiagnosticText{QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                       "refusing to use the server at '%1': it is "
                                                       "neither loopback nor a Unix socket. Pass "
                                                       "--allow-remote to use it (the database %2 "
                                                       "is created and dropped there)."),
                                     {host, QString::fromLatin1(kDatabase)}});
            return result;
        }
    }

    PGconn* admin = PQconnectdb(adminConnInfo.toUtf8().constData());
    auto finishAdmin = qScopeGuard([&] { PQfinish(admin); });
    if (PQstatus(admin) != CONNECTION_OK) {
        result.setError(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot connect: %1"), {lastError(admin)}});
        return result;
    }
    PQsetNoticeProcessor(
        admin, [](void*, const char*) {}, nullptr);
    // `15.18 (Debian 15.18-0+deb12u1)` -> `15.18`, as PgSession reports it
    result.serverVersion =
        QString::fromUtf8(PQparameterStatus(admin, "server_version")).section(u' ', 0, 0);
    QString why;
    exec(admin, "SET lc_messages TO 'C'", &why);
    const int major = QString(result.serverVersion).section(u'.', 0, 0).toInt();
    const QByteArray db = "\"isolation_regression\"";
    const QByteArray force = major >= 13 ? " WITH (FORCE)" : "";
    // The database's life is this session's, as a probe's is (ProbeRunner): it holds the
    // run's advisory lock from before it creates the database until after it has dropped it.
    // A run that dies however it dies (kill -9) loses its connection and the lock with it, so
    // the next run knows that a database it finds was left behind and drops it; while the lock
    // is held, a live run owns the database and this one is refused. The name is fixed
    // (isolationtester's output shows it), so the lock's key is too.
    {
        const QByteArray lock =
            "SELECT pg_catalog.pg_try_advisory_lock(" + QByteArray::number(kLockKey) + ')';
        PGresult* res = PQexec(admin, lock.constData());
        const bool ok = PQresultStatus(res) == PGRES_TUPLES_OK && PQntuples(res) == 1;
        const bool locked = ok && qstrcmp(PQgetvalue(res, 0, 0), "t") == 0;
        PQclear(res);
        if (!ok) {
            result.setError(
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot take the run's lock: %1"),
                 {lastError(admin)}});
            return result;
        }
        if (!locked) {
            result.setError({QT_TRANSLATE_NOOP(
                "techlog::Diagnostic",
                "another run is using the database isolation_regression on that server (it "
                "holds the run's lock); wait for it to end, or use another server")});
            return result;
        }
    }
    // Given back before the connection closes: the server ends a closed session's backend (and
    // frees its locks) a moment later, and the next run, at once, found the lock still held.
    // Declared before the database's drop, so it runs after it.
    auto unlock = qScopeGuard([&] {
        QString ignored;
        exec(admin, "SELECT pg_catalog.pg_advisory_unlock(" + QByteArray::number(kLockKey) + ')',
             &ignored);
    });
    {
        // Only a database a run created (its comment says so) is ever dropped here: a server's
        // own isolation_regression is not ours to drop.
        PGresult* res = PQexec(admin,
                               "SELECT pg_catalog.shobj_description(oid, 'pg_database') FROM "
                               "pg_catalog.pg_database WHERE datname = 'isolation_regression'");
        const bool exists = PQresultStatus(res) == PGRES_TUPLES_OK && PQntuples(res) > 0;
        const bool leftOver = exists && qstrcmp(PQgetvalue(res, 0, 0), kComment) == 0;
        PQclear(res);
        if (exists && !leftOver) {
            result.setError({QT_TRANSLATE_NOOP(
                "techlog::Diagnostic",
                "the database isolation_regression exists already on that server; a spec runs "
                "in a fresh one (drop it, or use another server)")});
            return result;
        }
        if (leftOver) {
            if (!exec(admin, "DROP DATABASE " + db + force, &why)) {
                result.setError({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                   "cannot drop the database isolation_regression "
                                                   "left by a run that is gone: %1"),
                                 {why}});
                return result;
            }
            progress(QStringLiteral("· dropped isolation_regression, left by a run that is gone"));
        }
    }
    // pg_regress's create_database: template0, and the C locale for messages and formats.
    if (!exec(admin, "CREATE DATABASE " + db + " TEMPLATE=template0", &why)) {
        result.setError(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot create the database: %1"), {why}});
        return result;
    }
    progress(QStringLiteral("· database isolation_regression"));
    auto dropDatabase = qScopeGuard([&] {
        QString ignored;
        // The sessions' backends are still exiting after PQfinish; DROP DATABASE would find
        // them and sleep 100 ms per check (CountOtherDBBackends). Wait for them, briefly.
        QElapsedTimer gone;
        gone.start();
        while (gone.elapsed() < 2000) {
            PGresult* res = PQexec(admin,
                                   "SELECT count(*) FROM pg_catalog.pg_stat_activity "
                                   "WHERE datname = 'isolation_regression'");
            const bool none = PQresultStatus(res) == PGRES_TUPLES_OK && PQntuples(res) == 1 &&
                              qstrcmp(PQgetvalue(res, 0, 0), "0") == 0;
            PQclear(res);
            if (none) break;
            ::poll(nullptr, 0, 2);
        }
        exec(admin, "DROP DATABASE IF EXISTS " + db + force, &ignored);
    });
    // Marked at once: a run killed from here on leaves a database the next run may drop.
    if (!exec(admin, "COMMENT ON DATABASE " + db + " IS '" + kComment + "'", &why)) {
        result.setError(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot set up the database: %1"), {why}});
        return result;
    }
    std::vector<QByteArray> settings = {
        "lc_messages TO 'C'", "lc_monetary TO 'C'",    "lc_numeric TO 'C'",
        "lc_time TO 'C'",     "bytea_output TO 'hex'", "timezone_abbreviations TO 'Default'"};
    if (isolationLevelNamed(m_options.defaultIsolation))
        settings.push_back("default_transaction_isolation TO '" +
                           isolationLevelNamed(m_options.defaultIsolation)->toLatin1() + '\'');
    for (const QByteArray& setting : settings) {
        if (!exec(admin, "ALTER DATABASE " + db + " SET " + setting, &why)) {
            result.setError(
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot set up the database: %1"),
                 {why}});
            return result;
        }
    }

    result.ran = true;
    try {
        Tester tester(spec, m_options, result);
        tester.run(ProbeRunner::withDatabase(adminConnInfo, QString::fromLatin1(kDatabase)));
    } catch (const Exit& e) {
        if (e.why.source) {
            result.ran = false;
            result.setError(e.why);
        }
    }
    result.elapsedMs = clock.elapsed();
    return result;
}

}  // namespace techlog
