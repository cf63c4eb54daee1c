#include "proberunner.h"

#include <arpa/inet.h>
#include <libpq-fe.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <barrier>
#include <memory>
#include <thread>

#include "embeddedcluster.h"
#include "evidencepaths.h"
#include "isolationreplay.h"
#include "levelmatrix.h"
#include "mongoreplay.h"
#include "pgsession.h"
#include "recordformat.h"
#include "recordreader.h"
#include "replayrun.h"

namespace techlog {

QString verdictName(Verdict verdict) {
    switch (verdict) {
        case Verdict::Reproduced:
            return QStringLiteral("reproduced");
        case Verdict::Differs:
            return QStringLiteral("differs");
        case Verdict::CouldNotRun:
            return QStringLiteral("could not run");
    }
    return {};
}

QStringList ReplayResult::localizedFailedExpectations() const {
    if (failedExpectationTexts.size() != failedExpectations.size()) return failedExpectations;
    QStringList shown;
    for (const DiagnosticText& t : failedExpectationTexts) shown << t.localized();
    return shown;
}

DiagnosticText noRecordReason(const QString& recordedPath) {
    if (recordedPath.isEmpty())
        return {QT_TRANSLATE_NOOP(
            "techlog::Diagnostic",
            "the probe is not inside a workspace: there is no record to compare with")};
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "there is no record at %1 yet (use --record to keep this one)"),
            {recordedPath}};
}

QString recordPathFor(const ProbeFile& probe) {
    if (probe.workspaceRoot.isEmpty()) return {};
    return QDir(probe.workspaceRoot).filePath(EvidencePaths::relativeRecord(probe.key));
}

QString normalizeRecord(const QString& text) { return RecordReader::text(text); }

void compareWithRecord(const ProbeFile& probe, ReplayResult& result) {
    QFile recorded(result.recordedPath);
    if (result.recordedPath.isEmpty() || !recorded.open(QIODevice::ReadOnly)) {
        result.verdict = Verdict::Differs;
        result.setError(noRecordReason(result.recordedPath));
        result.maskedDiff = RecordFormat::diff(QString(), RecordFormat::mask(probe, result.record));
        return;
    }
    result.recorded = RecordReader::text(recorded.readAll());
    result.maskedDiff =
        RecordFormat::diff(RecordFormat::mask(probe, result.recorded),
                           RecordFormat::mask(probe, normalizeRecord(result.record)));
    result.verdict = result.maskedDiff.isEmpty() ? Verdict::Reproduced : Verdict::Differs;
}

ProbeRunner::ProbeRunner(ReplayOptions options) : m_options(std::move(options)) {}

namespace {

QString quoteConnValue(const QString& v) {
    QString q = v;
    q.replace(u'\\', QStringLiteral("\\\\")).replace(u'\'', QStringLiteral("\\'"));
    return u'\'' + q + u'\'';
}

// A numeric address in the loopback range (127.0.0.0/8, ::1).
bool isLoopbackAddress(const QString& address) {
    QByteArray h = address.toUtf8();
    if (h.startsWith('[') && h.endsWith(']')) h = h.mid(1, h.size() - 2);
    in_addr v4{};
    if (inet_pton(AF_INET, h.constData(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
    in6_addr v6{};
    if (inet_pton(AF_INET6, h.constData(), &v6) == 1) return IN6_IS_ADDR_LOOPBACK(&v6);
    return false;
}

}  // namespace

bool ProbeRunner::isLocalHost(const QString& host) {
    if (host.startsWith(u'/') || host.startsWith(u'@')) return true;
    if (host.compare(QStringLiteral("localhost"), Qt::CaseInsensitive) == 0) return true;
    return isLoopbackAddress(host);
}

namespace {

// Given last, this sslmode makes libpq stop after it has completed the options (connection
// string, service file, environment, defaults) and before it opens any socket: libpq checks
// sslmode among the options, before its first connection attempt.
constexpr char kResolveOnly[] = "techlog-resolve-only-never-connect";

// Error text for SQL that must not fail (setup, reset, observations, teardown), placed at the
// line and column of the author's text when the server names a position.
DiagnosticText sqlFailure(const SqlText& sql, const StepOutcome& o, qint64 position) {
    int line = sql.line, column = sql.column;
    if (position > 0) {
        const QString before = sql.sql.left(int(position - 1));
        const int newlines = int(before.count(u'\n'));
        const int lineStart = int(before.lastIndexOf(u'\n')) + 1;
        line = sql.line + newlines;
        column = sql.column + int(before.size()) - lineStart;
    }
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1:%2:%3: %4 failed: ERROR %5: %6%7"),
            {sql.origin, QString::number(line), QString::number(column), sql.label, o.sqlstate,
             o.message, o.detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(o.detail)}};
}

// Replay databases: `techlog_replay_lock_<16 hex>`, the hex being the key of the advisory lock
// its replay holds while the database exists.
const QString kReplayDatabasePrefix = QStringLiteral("techlog_replay_lock_");

QString replayDatabaseName(quint64 key) {
    return kReplayDatabasePrefix + QString::number(key, 16).rightJustified(16, u'0');
}

QString replayDatabasePattern() { return kReplayDatabasePrefix + QStringLiteral("[0-9a-f]{16}$"); }

quint64 replayDatabaseKey(const QString& name, bool* ok) {
    static const QRegularExpression form(u'^' + replayDatabasePattern());
    *ok = form.match(name).hasMatch();
    return *ok ? name.mid(kReplayDatabasePrefix.size()).toULongLong(ok, 16) : 0;
}

// One replay of one probe: its server, database and connections, and the result it fills.
struct Run : ReplayRun {
    std::unique_ptr<EmbeddedCluster> cluster;  // without --db
    QString adminConnInfo;                     // the server's `postgres` database (or --db)
    QString databaseName;                      // the replay's own database, once created
    QString databaseConnInfo;
    // On the admin database: creates and drops the replay database, holds its lock.
    PgSession ownerConnection;
    PgSession workConnection;     // setup, reset, observations, teardown
    PgSession controlConnection;  // asks whether a session waits on a lock
    std::vector<std::unique_ptr<PgSession>> sessionConnections;  // in probe order
    bool useBlockingPids = false;  // the server has no pg_isolation_test_session_is_blocked
    QString sessionPidList;        // backend pids of the session connections, comma-separated

    using ReplayRun::ReplayRun;

    // SQL that must not fail (setup, reset): an error means the run could not run.
    bool runOrFail(PgSession& connection, const SqlText& sql) {
        const StepOutcome o = connection.run(sql.sql, stepBudget(), options.cancel, sql.label);
        if (o.status == StepOutcome::Status::Ok) return true;
        if (cancelled()) return couldNotRun(cancelledReason());
        return couldNotRun(sqlFailure(sql, o, connection.errorPosition()));
    }

    bool startServer() {
        if (options.connInfo.isEmpty()) {
            cluster = std::make_unique<EmbeddedCluster>();
            EmbeddedCluster::Options o;
            o.cancel = options.cancel;
            o.log = [this](const QString& l) { writeTranscript(QStringLiteral("· ") + l); };
            o.timeoutMs = int(qMin<qint64>(30000, remainingMs()));
            DiagnosticText why;
            if (!cluster->start(o, &why)) return couldNotRun(why);
            result.clusterStartMs = clock.elapsed();
            adminConnInfo = cluster->connInfo();
            return true;
        }
        QString host, why;
        if (!ProbeRunner::isLocalConnInfo(options.connInfo, &host, &why) && !options.allowRemote) {
            if (!why.isEmpty())
                return couldNotRun(
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot use --db: %1"), {why}});
            return couldNotRun(
                {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                   "refusing to use the server at '%1': it is neither loopback "
                                   "nor a Unix socket (the hosts libpq would connect to, with the "
                                   "service file and the PG* environment variables applied). Pass "
                                   "--allow-remote to use it (a fresh database is created and "
                                   "dropped there)."),
                 {host}});
        }
        adminConnInfo = options.connInfo;
        return true;
    }

    // The replay database's life is the owner session's: that session takes a session-level
    // advisory lock whose key is the database's name before it creates the database, and holds
    // it until it has dropped it. A replay that dies, however it dies, loses its connection and
    // with it the lock, so any later replay against the same server sees the database is
    // orphaned (pg_locks shows every database's locks) and drops it; a live replay's lock is
    // always there. Works across hosts, unlike a pid.
    bool createDatabase() {
        QString why;
        if (!ownerConnection.connect(adminConnInfo, &why)) return couldNotRun(cannotConnect(why));
        ownerConnection.run(QStringLiteral("SET lc_messages TO 'C'"), 5000);
        dropOrphans();
        const quint64 key = QRandomGenerator::system()->generate64();
        const QString name = replayDatabaseName(key);
        StepOutcome o = ownerConnection.run(
            QStringLiteral("SELECT pg_catalog.pg_advisory_lock(%1)").arg(qint64(key)), 5000,
            options.cancel);
        if (o.failed())
            return couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                  "cannot take the replay database's lock: %1"),
                                {o.message}});
        o = ownerConnection.run(
            QStringLiteral("CREATE DATABASE \"%1\" TEMPLATE template0 ENCODING 'UTF8' "
                           "LC_COLLATE 'C' LC_CTYPE 'C'")
                .arg(name),
            60000, options.cancel);
        if (o.failed())
            return couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                  "cannot create the replay database: ERROR %1: "
                                                  "%2"),
                                {o.sqlstate, o.message}});
        databaseName = name;
        writeTranscript(QStringLiteral("· database %1").arg(databaseName));
        databaseConnInfo = ProbeRunner::withDatabase(adminConnInfo, databaseName);
        return true;
    }

    QString dropStatement(const QString& name) const {
        // WITH (FORCE) from 13 on: sessions still connected (a dead replay's backends still
        // running a statement) would otherwise keep it.
        const bool force = ownerConnection.serverVersion().section(u'.', 0, 0).toInt() >= 13;
        return QStringLiteral("DROP DATABASE IF EXISTS \"%1\"%2")
            .arg(name, force ? QStringLiteral(" WITH (FORCE)") : QString());
    }

    // Drops the replay databases whose owner's lock is gone (see createDatabase). Only names
    // of that form: anything else on the server, earlier versions' `techlog_replay_<hex>`
    // included (nothing tells whether their replay lives), is left alone.
    void dropOrphans() {
        const StepOutcome listed = ownerConnection.run(
            QStringLiteral("SELECT datname FROM pg_catalog.pg_database WHERE datname ~ '^%1'")
                .arg(replayDatabasePattern()),
            10000, options.cancel);
        for (const QStringList& row : listed.rows) {
            const QString name = row.value(0);
            bool ok = false;
            const quint64 key = replayDatabaseKey(name, &ok);
            if (!ok) continue;
            // A bigint advisory key shows as classid (high 32 bits), objid (low), objsubid 1.
            const StepOutcome held = ownerConnection.run(
                QStringLiteral("SELECT count(*) FROM pg_catalog.pg_locks WHERE locktype = "
                               "'advisory' AND objsubid = 1 AND classid = %1 AND objid = %2")
                    .arg(key >> 32)
                    .arg(key & 0xffffffffu),
                10000, options.cancel);
            if (held.failed() || held.rows.value(0).value(0) != u"0") continue;
            const StepOutcome dropped =
                ownerConnection.run(dropStatement(name), 60000, options.cancel);
            if (dropped.failed())
                writeTranscript(
                    QStringLiteral("· could not drop %1, left by a replay that is gone: %2")
                        .arg(name, dropped.message));
            else
                writeTranscript(
                    QStringLiteral("· dropped %1, left by a replay that is gone").arg(name));
        }
    }

    void dropDatabase() {
        if (databaseName.isEmpty()) {
            ownerConnection.close();
            return;
        }
        QString why;
        // The owner's connection may have broken: then the lock is gone with it anyway.
        if (!ownerConnection.isOpen() ||
            ownerConnection.run(QStringLiteral("SELECT 1"), 5000).failed())
            ownerConnection.connect(adminConnInfo, &why);
        const StepOutcome o = ownerConnection.run(dropStatement(databaseName), 60000);
        if (o.failed())
            writeTranscript(QStringLiteral("· could not drop %1: %2")
                                .arg(databaseName, o.message.isEmpty() ? why : o.message));
        ownerConnection.close();  // releases the lock, after the database is gone
        databaseName.clear();
    }

    bool connectAll() {
        QString why;
        if (!workConnection.connect(databaseConnInfo, &why)) return couldNotRun(cannotConnect(why));
        result.serverVersion = workConnection.serverVersion();
        if (!controlConnection.connect(databaseConnInfo, &why))
            return couldNotRun(cannotConnect(why));
        QStringList pids;
        for (const ProbeSession& s : probe.sessions) {
            auto session = std::make_unique<PgSession>();
            const QString info =
                databaseConnInfo +
                QStringLiteral(" application_name=%1")
                    .arg(quoteConnValue(QStringLiteral("techlog-probe/") + s.name));
            if (!session->connect(info, &why))
                return couldNotRun(
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic", "session %1 cannot connect: %2"),
                     {s.name, why}});
            // Messages in English whatever the server's locale (needs superuser: else as is).
            session->run(QStringLiteral("SET lc_messages TO 'C'"), 5000);
            const StepOutcome o =
                session->run(QStringLiteral("SET lock_timeout = %1; SET statement_timeout = %2")
                                 .arg(probe.timeouts.lockMs)
                                 .arg(probe.timeouts.stepMs),
                             5000);
            if (o.failed())
                return couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic", "session %1: %2"),
                                    {s.name, o.message}});
            // Its transactions (explicit, or each statement's own) at the session's level.
            const QString level = sessionLevel(s);
            if (!level.isEmpty()) {
                const StepOutcome set = session->run(
                    QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL %1")
                        .arg(level.toUpper()),
                    5000);
                if (set.failed())
                    return couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic", "session %1: %2"),
                                        {s.name, set.message}});
            }
            pids << QString::number(session->backendPid());
            sessionConnections.push_back(std::move(session));
        }
        workConnection.run(QStringLiteral("SET lc_messages TO 'C'"), 5000);
        workConnection.run(QStringLiteral("SET statement_timeout = %1").arg(probe.timeouts.stepMs),
                           5000);
        sessionPidList = pids.join(u',');
        // The level the record names: the run's, else the server's default.
        result.isolationLevel = !options.level.isEmpty() ? options.level : probe.isolationLevel;
        if (result.isolationLevel.isEmpty())
            result.isolationLevel =
                workConnection.run(QStringLiteral("SHOW default_transaction_isolation"), 5000)
                    .rows.value(0)
                    .value(0);
        return true;
    }

    // A session's own `isolation:`, else the run's (--levels), else the probe's; empty: the
    // server's default.
    QString sessionLevel(const ProbeSession& s) const {
        if (!s.isolationLevel.isEmpty()) return s.isolationLevel;
        return !options.level.isEmpty() ? options.level : probe.isolationLevel;
    }

    // The probe's sessions that hold what session `index` waits for, each with the step it
    // ran last: "session A (after a_lock)"; empty when none of them does.
    QString blockersOf(int index, const RoundOutcome& round) {
        const StepOutcome o =
            controlConnection.run(QStringLiteral("SELECT unnest(pg_catalog.pg_blocking_pids(%1))")
                                      .arg(sessionConnections[size_t(index)]->backendPid()),
                                  5000);
        QStringList names;
        for (const QStringList& row : o.rows)
            for (size_t i = 0; i < sessionConnections.size(); ++i) {
                if (QString::number(sessionConnections[i]->backendPid()) != row.value(0)) continue;
                const QString session = probe.sessions[qsizetype(i)].name;
                QString last;
                for (const StepOutcome& done : round.steps)
                    if (done.session == session) last = done.step;
                names << (last.isEmpty()
                              ? QStringLiteral("session %1").arg(session)
                              : QStringLiteral("session %1 (after %2)").arg(session, last));
            }
        return names.join(QStringLiteral(", "));
    }

    // pg_isolation_test_session_is_blocked() as the isolation tester asks it; servers before
    // 10 only have pg_blocking_pids().
    bool isBlocked(int pid) {
        if (!useBlockingPids) {
            const StepOutcome o = controlConnection.run(
                QStringLiteral("SELECT pg_catalog.pg_isolation_test_session_is_blocked(%1, '{%2}')")
                    .arg(pid)
                    .arg(sessionPidList),
                5000);
            if (o.status == StepOutcome::Status::Ok) return o.rows.value(0).value(0) == u"t";
            useBlockingPids = true;
        }
        const StepOutcome o = controlConnection.run(
            QStringLiteral("SELECT cardinality(pg_catalog.pg_blocking_pids(%1)) > 0").arg(pid),
            5000);
        return o.rows.value(0).value(0) == u"t";
    }

    void addEventLine(RoundOutcome& round, const QString& tmpl, const StepOutcome& o) {
        if (tmpl.isEmpty()) return;
        const QString line = RecordFormat::fill(tmpl, context(&round, &o));
        round.events << line;
        writeTranscript(line);
    }

    // One race round: every session on its own thread, released together by a barrier.
    bool runRaceRound(RoundOutcome& round) {
        const int sessionCount = int(probe.sessions.size());
        std::vector<QList<StepOutcome>> outcomes;  // per session
        outcomes.resize(size_t(sessionCount));
        std::barrier gate(sessionCount);
        std::vector<std::thread> threads;
        const int budget = stepBudget();
        for (int i = 0; i < sessionCount; ++i) {
            threads.emplace_back([&, i] {
                const ProbeSession& session = probe.sessions[i];
                PgSession& connection = *sessionConnections[size_t(i)];
                QList<StepOutcome>& sessionOutcomes = outcomes[size_t(i)];
                bool aborted = false;
                if (session.transaction) {
                    const StepOutcome o =
                        connection.run(QStringLiteral("BEGIN"), budget, options.cancel,
                                       session.name + QStringLiteral(".begin"), session.name);
                    if (o.failed()) {
                        sessionOutcomes << o;
                        aborted = true;
                    }
                }
                gate.arrive_and_wait();
                for (const ProbeStep& step : session.steps) {
                    if (aborted) {
                        sessionOutcomes << StepOutcome::skipped(step.name, session.name);
                        continue;
                    }
                    const StepOutcome o = connection.run(step.sql.sql, budget, options.cancel,
                                                         step.name, session.name);
                    sessionOutcomes << o;
                    if (o.failed() &&
                        (session.transaction || o.status == StepOutcome::Status::TimedOut))
                        aborted = true;
                }
                if (session.transaction && connection.isOpen()) {
                    const StepOutcome o = connection.run(
                        connection.inTransaction() && !aborted ? QStringLiteral("COMMIT")
                                                               : QStringLiteral("ROLLBACK"),
                        budget, options.cancel, session.name + QStringLiteral(".commit"),
                        session.name);
                    if (o.failed()) sessionOutcomes << o;
                }
            });
        }
        for (std::thread& thread : threads) thread.join();
        for (int i = 0; i < sessionCount; ++i)
            for (const StepOutcome& o : outcomes[size_t(i)]) {
                round.steps << o;
                addEventLine(round, probe.record.step, o);
            }
        return true;
    }

    enum class Wait { Done, Blocked, TimedOut };

    // One permutation, as the isolation tester runs it.
    bool runPermutation(RoundOutcome& round) {
        struct Pending {
            int sessionIndex;
            QString step;
            QElapsedTimer since;
            QString blockers;  // who it waited on when it was first seen waiting
        };
        QList<Pending> waiting;
        auto complete = [&](int sessionIndex) {
            StepOutcome o = sessionConnections[size_t(sessionIndex)]->outcome();
            QString blockers;
            for (const Pending& pending : waiting)
                if (pending.sessionIndex == sessionIndex) {
                    o.waited = true;
                    blockers = pending.blockers;
                }
            round.steps << o;
            addEventLine(round, probe.record.step, o);
            if (o.status == StepOutcome::Status::TimedOut && cancelled())
                couldNotRun(cancelledReason());
            if (o.status == StepOutcome::Status::TimedOut && !blockers.isEmpty())
                couldNotRun(
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "step %1 (permutation %2) waited on %3 and did not "
                                       "finish within its timeout and was cancelled: "
                                       "ERROR %4: %5"),
                     {o.step, QString::number(round.round), blockers, o.sqlstate, o.message}});
            if (o.status == StepOutcome::Status::TimedOut)
                couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                               "step %1 (permutation %2) did not finish within its "
                                               "timeout and was cancelled: ERROR %3: %4"),
                             {o.step, QString::number(round.round), o.sqlstate, o.message}});
        };
        // Waits for the session's statement, cancelling it when it runs past the step timeout.
        auto await = [&](int sessionIndex, bool mayBlock, const QElapsedTimer& since) -> Wait {
            PgSession& connection = *sessionConnections[size_t(sessionIndex)];
            for (;;) {
                if (connection.poll(1)) return Wait::Done;
                if (mayBlock && isBlocked(connection.backendPid())) return Wait::Blocked;
                if (cancelled() || remainingMs() <= 0 ||
                    since.elapsed() > probe.timeouts.stepMs + 1000) {
                    connection.cancel();
                    connection.finish(5000, nullptr);
                    return Wait::TimedOut;
                }
            }
        };
        for (const QString& name : round.permutation) {
            if (!mayContinue()) return false;
            const ProbeStep* step = probe.step(name);
            const int sessionIndex = indexOfSession(step->session);
            for (const Pending& pending : waiting) {
                if (pending.sessionIndex != sessionIndex) continue;
                // Exploring, such an order cannot happen: the session would run nothing while
                // it waits. The round says so; its waiting steps are cancelled.
                if (options.explore) {
                    round.impossible = QStringLiteral("%1 waits in %2 when %3 is to start")
                                           .arg(step->session, pending.step, name);
                    for (const Pending& p : waiting) {
                        sessionConnections[size_t(p.sessionIndex)]->cancel();
                        sessionConnections[size_t(p.sessionIndex)]->finish(5000, nullptr);
                    }
                    for (auto& c : sessionConnections)
                        if (c->isOpen() && c->inTransaction())
                            c->run(QStringLiteral("ROLLBACK"), 5000);
                    return true;
                }
                return couldNotRun(
                    {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "permutation %1: step %2 cannot start: "
                                       "session %3 is still waiting in step %4"),
                     {QString::number(round.round), name, step->session, pending.step}});
            }
            PgSession& connection = *sessionConnections[size_t(sessionIndex)];
            connection.send(step->sql.sql, step->name, step->session);
            QElapsedTimer since;
            since.start();
            const Wait started = await(sessionIndex, true, since);
            if (started == Wait::Blocked) {
                StepOutcome o;
                o.step = step->name;
                o.session = step->session;
                o.waited = true;
                addEventLine(round, probe.record.waiting, o);
                waiting << Pending{sessionIndex, step->name, since,
                                   blockersOf(sessionIndex, round)};
            } else {
                complete(sessionIndex);
                if (started == Wait::TimedOut) return false;
            }
            // Steps that were waiting may have been released by this one.
            for (int k = 0; k < waiting.size();) {
                const Pending& pending = waiting[k];
                if (pending.sessionIndex == sessionIndex && pending.step == step->name) {
                    ++k;
                    continue;
                }
                const Wait again = await(pending.sessionIndex, true, pending.since);
                if (again == Wait::Blocked) {
                    ++k;
                    continue;
                }
                complete(pending.sessionIndex);
                waiting.removeAt(k);
                if (again == Wait::TimedOut) return false;
            }
        }
        // What still waits at the end gets its step timeout, then is cancelled.
        while (!waiting.isEmpty()) {
            const Pending pending = waiting.first();
            const Wait ended = await(pending.sessionIndex, false, pending.since);
            complete(pending.sessionIndex);
            waiting.removeFirst();
            if (ended == Wait::TimedOut) return false;
        }
        // Leave no transaction open for the next permutation.
        for (auto& connection : sessionConnections)
            if (connection->isOpen() && connection->inTransaction())
                connection->run(QStringLiteral("ROLLBACK"), 5000);
        return true;
    }

    bool runObservations(RoundOutcome& round) override {
        for (const ProbeObservation& ob : probe.observations) {
            const StepOutcome o =
                workConnection.run(ob.sql.sql, stepBudget(), options.cancel, ob.name);
            if (o.status != StepOutcome::Status::Ok)
                return couldNotRun(sqlFailure(ob.sql, o, workConnection.errorPosition()));
            round.observations.insert(ob.name, o.rows);
        }
        return true;
    }

    bool runReset() override {
        for (const SqlText& sql : probe.reset)
            if (!runOrFail(workConnection, sql)) return false;
        return true;
    }

    bool runRoundSteps(RoundOutcome& round) override {
        return probe.mode == ProbeMode::Race ? runRaceRound(round) : runPermutation(round);
    }

    void cleanup() override {
        reportStage(ReplayStage::Step::Stopping);
        for (auto& s : sessionConnections) s->close();
        sessionConnections.clear();
        if (workConnection.isOpen() && !databaseName.isEmpty()) {
            for (const SqlText& sql : probe.teardown) {
                const StepOutcome o = workConnection.run(sql.sql, 5000);
                if (o.failed())
                    writeTranscript(
                        QStringLiteral("· teardown: ERROR %1: %2").arg(o.sqlstate, o.message));
            }
        }
        workConnection.close();
        controlConnection.close();
        dropDatabase();
        if (cluster) {
            cluster->stop();
            writeTranscript(QStringLiteral("· cluster stopped and removed"));
        }
        cluster.reset();
    }

    bool execute() override {
        reportStage(ReplayStage::Step::StartingServer);
        if (!startServer() || !mayContinue()) return false;
        reportStage(ReplayStage::Step::Connecting);
        if (!createDatabase() || !connectAll()) return false;
        writeTranscript(QStringLiteral("· PostgreSQL %1").arg(result.serverVersion));
        for (const QString& t : probe.record.header)
            writeTranscript(RecordFormat::fill(t, context()));
        if (!probe.setup.isEmpty()) reportStage(ReplayStage::Step::Setup);
        for (const SqlText& sql : probe.setup) {
            if (!mayContinue()) return false;
            writeTranscript(QStringLiteral("· %1").arg(sql.label));
            if (!runOrFail(workConnection, sql)) return false;
        }
        return runRounds();
    }
};

}  // namespace

bool ProbeRunner::isLocalConnInfo(const QString& connInfo, QString* hostOut, QString* error) {
    if (hostOut) hostOut->clear();
    if (error) error->clear();
    // libpq itself completes the options, exactly as for the connections that follow (the
    // string is expanded as PQconnectdb reads it); see kResolveOnly for why nothing connects.
    const QByteArray info = connInfo.toUtf8();
    const char* const keys[] = {"dbname", "sslmode", nullptr};
    const char* const values[] = {info.constData(), kResolveOnly, nullptr};
    PGconn* conn = PQconnectStartParams(keys, values, 1);
    if (!conn) {
        if (error) *error = QStringLiteral("out of memory");
        return false;
    }
    QString host, hostaddr;
    bool completed = false;  // the options were filled in (else libpq said why not)
    if (PQconninfoOption* options = PQconninfo(conn)) {
        for (PQconninfoOption* o = options; o->keyword; ++o) {
            if (!o->val) continue;
            if (qstrcmp(o->keyword, "host") == 0) host = QString::fromUtf8(o->val);
            if (qstrcmp(o->keyword, "hostaddr") == 0) hostaddr = QString::fromUtf8(o->val);
            if (qstrcmp(o->keyword, "sslmode") == 0) completed = qstrcmp(o->val, kResolveOnly) == 0;
        }
        PQconninfoFree(options);
    }
    const bool stopped = PQstatus(conn) == CONNECTION_BAD;
    const QString why = QString::fromUtf8(PQerrorMessage(conn)).trimmed();
    PQfinish(conn);
    if (!completed || !stopped) {
        if (error)
            *error = completed ? QStringLiteral("libpq started to connect before the check") : why;
        if (hostOut) *hostOut = connInfo;
        return false;
    }
    // The hosts as libpq tries them: one per hostaddr entry when hostaddr is given (the
    // address is what it connects to), else one per host entry, else its default (the Unix
    // socket folder). Entries are split at commas and not trimmed, as libpq does; every entry
    // is judged, also beyond a count that does not match (libpq refuses those anyway).
    const QStringList addresses = hostaddr.isEmpty() ? QStringList() : hostaddr.split(u',');
    const QStringList names = host.isEmpty() ? QStringList() : host.split(u',');
    const qsizetype count = qMax(addresses.size(), names.size());
    QStringList remote;
    for (qsizetype i = 0; i < count; ++i) {
        const QString address = addresses.value(i), name = names.value(i);
        if (!address.isEmpty()) {
            if (!isLoopbackAddress(address)) remote << address;
        } else if (!name.isEmpty()) {
            if (!isLocalHost(name)) remote << name;
        }  // empty: libpq's default, the Unix socket folder
    }
    if (hostOut)
        *hostOut = remote.isEmpty() ? (hostaddr.isEmpty() ? host : hostaddr)
                                    : remote.join(QStringLiteral(", "));
    return remote.isEmpty();
}

QString ProbeRunner::withDatabase(const QString& connInfo, const QString& database) {
    char* err = nullptr;
    PQconninfoOption* options = PQconninfoParse(connInfo.toUtf8().constData(), &err);
    if (!options) {
        if (err) PQfreemem(err);
        return connInfo + QStringLiteral(" dbname=") + quoteConnValue(database);
    }
    QStringList parts;
    for (PQconninfoOption* o = options; o->keyword; ++o) {
        if (!o->val || qstrcmp(o->keyword, "dbname") == 0) continue;
        parts << QStringLiteral("%1=%2").arg(QString::fromUtf8(o->keyword),
                                             quoteConnValue(QString::fromUtf8(o->val)));
    }
    PQconninfoFree(options);
    parts << QStringLiteral("dbname=%1").arg(quoteConnValue(database));
    return parts.join(u' ');
}

ReplayResult ProbeRunner::runFile(const QString& probePath) {
    ReplayResult result;
    auto probe = parseProbe(probePath, result.diagnostics);
    if (!probe) {
        QStringList lines;
        for (const Diagnostic& d : result.diagnostics) lines << d.format();
        result.error = QStringLiteral("the probe has errors:\n") + lines.join(u'\n');
        return result;
    }
    return run(*probe);
}

ReplayResult ProbeRunner::run(const ProbeFile& probe) {
    if (probe.mode == ProbeMode::Isolation) return IsolationReplay::runProbe(probe, m_options);
    if (probe.isMongo()) return MongoReplay::run(probe, m_options);
    const QStringList levels = !m_options.levels.isEmpty() ? m_options.levels : probe.levels;
    if (!levels.isEmpty() && m_options.level.isEmpty()) return runLevels(probe, levels);
    ReplayResult result;
    result.recordedPath =
        m_options.recordedPath.isEmpty() ? recordPathFor(probe) : m_options.recordedPath;
    Run(probe, m_options, result).runAndJudge();
    return result;
}

ReplayResult ProbeRunner::runLevels(const ProbeFile& probe, const QStringList& levels) {
    ReplayResult matrix;
    matrix.recordedPath =
        m_options.recordedPath.isEmpty() ? recordPathFor(probe) : m_options.recordedPath;
    QElapsedTimer clock;
    clock.start();
    bool reachedServer = false;
    for (const QString& level : levels) {
        if (m_options.cancel && m_options.cancel->load()) {
            matrix.setError(ReplayRun::cancelledReason());
            break;
        }
        if (m_options.transcript) m_options.transcript(QStringLiteral("== %1 ==").arg(level));
        ReplayOptions atLevel = m_options;
        atLevel.levels.clear();
        atLevel.level = level;
        atLevel.compare = false;
        ReplayResult run = ProbeRunner(atLevel).run(probe);
        run.isolationLevel = level;  // also when it could not run
        reachedServer = reachedServer || !run.serverVersion.isEmpty();
        if (matrix.serverVersion.isEmpty()) matrix.serverVersion = run.serverVersion;
        if (matrix.clusterStartMs < 0) matrix.clusterStartMs = run.clusterStartMs;
        for (const QString& failed : run.failedExpectations)
            matrix.addFailedExpectation(
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1: %2"), {level, failed}});
        // The server never reached (no cluster, a refused --db): the matrix could not run.
        if (!reachedServer && run.verdict == Verdict::CouldNotRun) {
            matrix.errorText = run.errorText;
            matrix.error = run.error;
            matrix.diagnostics = run.diagnostics;
            break;
        }
        matrix.levelResults.push_back(std::move(run));
    }
    matrix.elapsedMs = clock.elapsed();
    if (!matrix.levelResults.empty()) matrix.record = LevelMatrix::record(probe, matrix);
    if (!matrix.error.isEmpty() || matrix.levelResults.size() != size_t(levels.size())) {
        matrix.verdict = Verdict::CouldNotRun;
        return matrix;
    }
    matrix.expectationsHeld = LevelMatrix::allHeld(matrix);
    compareWithRecord(probe, matrix);
    return matrix;
}

namespace {

RecordFormat::Context globalContext(const ProbeFile& probe, const ReplayResult& result) {
    return {&probe, result.serverVersion, &result.rounds, nullptr, nullptr, result.isolationLevel};
}

}  // namespace

void checkRoundExpectations(const ProbeFile& probe, ReplayResult& result, RoundOutcome& round) {
    const RecordFormat::Context context{&probe,  result.serverVersion, &result.rounds, &round,
                                        nullptr, result.isolationLevel};
    for (const ProbeExpectation& e :
         probe.expectEach + probe.expectEachAt.value(result.isolationLevel)) {
        QString actual;
        if (!RecordFormat::holds(e, context, &actual)) {
            round.held = false;
            round.failedExpectations << QStringLiteral("%1 (was %2)").arg(e.text, actual);
            result.addFailedExpectation(
                {QT_TRANSLATE_NOOP("techlog::Diagnostic", "round %1: %2 (was %3)"),
                 {QString::number(round.round), e.text, actual}});
        }
    }
}

QString renderRecord(const ProbeFile& probe, const ReplayResult& result, bool complete) {
    const RecordFormat::Context global = globalContext(probe, result);
    QStringList lines;
    for (const QString& t : probe.record.header) lines << RecordFormat::fill(t, global);
    for (const RoundOutcome& r : result.rounds) lines << r.events;
    if (!complete) return lines.join(u'\n');  // could not run: no footer, no exit line
    for (const QString& t : probe.record.footer) lines << RecordFormat::fill(t, global);
    if (lines.isEmpty() || !lines.last().startsWith(QStringLiteral("exit ")))
        lines << QStringLiteral("exit %1").arg(RecordFormat::value(global, QStringLiteral("exit")));
    return lines.join(u'\n');
}

void judgeReplay(const ProbeFile& probe, ReplayResult& result, bool ran, bool compare) {
    const bool complete = ran && result.error.isEmpty();
    if (!result.serverVersion.isEmpty() || !result.rounds.isEmpty())
        result.record = renderRecord(probe, result, complete);
    if (!complete) {
        result.verdict = Verdict::CouldNotRun;
        return;
    }
    const RecordFormat::Context global = globalContext(probe, result);
    for (const ProbeExpectation& e :
         probe.expectOverall + probe.expectOverallAt.value(result.isolationLevel)) {
        QString actual;
        if (RecordFormat::holds(e, global, &actual)) continue;
        result.addFailedExpectation(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "overall: %1 (was %2)"), {e.text, actual}});
    }
    result.expectationsHeld = RecordFormat::value(global, QStringLiteral("held")) == u"true";
    if (compare) {
        compareWithRecord(probe, result);
    } else {
        result.verdict = Verdict::Reproduced;  // ran; the caller judges the whole
    }
}

}  // namespace techlog
