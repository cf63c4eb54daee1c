// ProbeRunner against real PostgreSQL: the examples reproduce, and every way a probe can fail
// gets its clear report with nothing left behind (no cluster process, no temporary folder).
#include <arpa/inet.h>
#include <libpq-fe.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cstdio>
#include <optional>
#include <thread>

#include "embeddedcluster.h"
#include "probefile.h"
#include "proberunner.h"

using namespace techlog;

namespace {

const QString kWorkspace = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

void write(const QString& path, const QByteArray& text) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// The example's accepted record `<key>.txt`, as its bytes say.
QString readRecord(const QString& key) {
    QFile f(kWorkspace + QStringLiteral("/final/evidence/raw/%1.txt").arg(key));
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read the record %s", qPrintable(key));
    return QString::fromUtf8(f.readAll());
}

const char* kChildEnv = "TST_PROBERUNNER_CHILD_DB";

// The child mode: a replay of $TST_PROBERUNNER_PROBE against --db $TST_PROBERUNNER_CHILD_DB,
// its transcript on stdout, as `techlog replay --db` would run it (the parent kills it).
int childReplay() {
    ReplayOptions o;
    o.connInfo = qEnvironmentVariable(kChildEnv);
    o.transcript = [](const QString& line) {
        std::printf("%s\n", line.toUtf8().constData());
        std::fflush(stdout);
    };
    return ProbeRunner(o).runFile(qEnvironmentVariable("TST_PROBERUNNER_PROBE")).exitStatus();
}

// Runs one statement on `connInfo`; the first column of each row.
QStringList query(const QString& connInfo, const QString& sql) {
    QStringList values;
    PGconn* conn = PQconnectdb(connInfo.toUtf8().constData());
    PGresult* r = PQexec(conn, sql.toUtf8().constData());
    for (int i = 0; i < PQntuples(r); ++i) values << QString::fromUtf8(PQgetvalue(r, i, 0));
    if (PQresultStatus(r) != PGRES_TUPLES_OK && PQresultStatus(r) != PGRES_COMMAND_OK)
        values << QStringLiteral("ERROR: ") + QString::fromUtf8(PQerrorMessage(conn));
    PQclear(r);
    PQfinish(conn);
    return values;
}

// Saves the PG* variables libpq reads and restores them when it goes: the guard's cases set
// their own, unset the rest.
struct PgEnvironment {
    QList<QPair<QByteArray, std::optional<QByteArray>>> saved;
    PgEnvironment() {
        for (const char* name : {"PGHOST", "PGHOSTADDR", "PGSERVICE", "PGSERVICEFILE",
                                 "PGSYSCONFDIR", "PGPORT", "PGDATABASE"}) {
            saved.append({name, qEnvironmentVariableIsSet(name) ? std::optional(qgetenv(name))
                                                                : std::nullopt});
            qunsetenv(name);
        }
    }
    ~PgEnvironment() {
        for (const auto& [name, value] : saved)
            value ? qputenv(name.constData(), *value) : qunsetenv(name.constData());
    }
};

// A TCP listener on 127.0.0.1 (a free port), to see whether anything connects to it.
struct LoopbackListener {
    int fd = -1;
    int port = 0;
    LoopbackListener() {
        fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        if (fd < 0 || bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
            listen(fd, 4) != 0 || getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0)
            return;
        port = ntohs(a.sin_port);
    }
    ~LoopbackListener() {
        if (fd >= 0) ::close(fd);
    }
    bool connected(int waitMs) const {
        pollfd p{fd, POLLIN, 0};
        return poll(&p, 1, waitMs) == 1;
    }
};

// Runs a probe on its own embedded cluster, remembering the cluster's folder from the
// transcript so that the test can check it is gone.
struct Embedded {
    QStringList transcript;
    QString clusterDir;
    ReplayResult result;

    void run(const QString& probePath, const std::atomic_bool* cancel = nullptr) {
        ReplayOptions o;
        o.cancel = cancel;
        o.transcript = [this](const QString& line) {
            transcript << line;
            static const QRegularExpression re(QStringLiteral("^· initdb (\\S+)/data "));
            const auto m = re.match(line);
            if (m.hasMatch()) clusterDir = m.captured(1);
        };
        result = ProbeRunner(o).runFile(probePath);
    }
};

}  // namespace

class TestProbeRunner : public QObject {
    Q_OBJECT

private:
    EmbeddedCluster m_shared;  // the examples share one cluster, as `--db` would
    QTemporaryDir m_dir;

    void verifyNothingLeft(const Embedded& e) {
        QVERIFY2(!e.clusterDir.isEmpty(), qPrintable(e.transcript.join(u'\n')));
        QVERIFY2(!QFileInfo::exists(e.clusterDir),
                 qPrintable(e.clusterDir + QStringLiteral(" was left behind")));
        const auto pids = EmbeddedCluster::processesUsing(e.clusterDir);
        QVERIFY2(pids.isEmpty(),
                 qPrintable(QStringLiteral("processes left for %1").arg(e.clusterDir)));
    }

private slots:
    void initTestCase() {
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why)) QFAIL(qPrintable(why.english()));
        QVERIFY(m_dir.isValid());
        EmbeddedCluster::Options o;
        QVERIFY2(m_shared.start(o, &why), qPrintable(why.english()));
    }

    void cleanupTestCase() {
        const QString dir = m_shared.tempDir();
        m_shared.stop();
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(EmbeddedCluster::processesUsing(dir).isEmpty());
    }

    void exampleReproduces_data() {
        QTest::addColumn<QString>("key");
        for (const char* key :
             {"enqueue-race", "enqueue-race-fixed", "enqueue-permutation", "claim-cas"})
            QTest::newRow(key) << QString::fromLatin1(key);
    }

    void exampleReproduces() {
        QFETCH(QString, key);
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        const ReplayResult r = ProbeRunner(o).runFile(probePathForKey(kWorkspace, key));
        QVERIFY2(r.verdict == Verdict::Reproduced,
                 qPrintable(verdictName(r.verdict) + u'\n' + r.error + u'\n' + r.maskedDiff +
                            u'\n' + r.record));
        QVERIFY(r.expectationsHeld);
        QVERIFY(r.failedExpectations.isEmpty());
        QVERIFY(r.record.endsWith(QStringLiteral("\nexit 0")));
        QVERIFY(r.record.startsWith(QStringLiteral("# PostgreSQL ") + r.serverVersion));
        QCOMPARE(r.exitStatus(), 0);
    }

    void raceHasExactlyOneUniqueViolationPerRound() {
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        const ReplayResult r =
            ProbeRunner(o).runFile(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")));
        QCOMPARE(r.rounds.size(), 6);
        for (const RoundOutcome& round : r.rounds) {
            int violations = 0, inserted = 0;
            for (const StepOutcome& s : round.steps) {
                violations += s.sqlstate == u"23505" ? 1 : 0;
                inserted += s.command == u"INSERT 0 1" ? 1 : 0;
            }
            QCOMPARE(violations, 1);
            QCOMPARE(inserted, 1);
            QCOMPARE(round.observations.value(QStringLiteral("rows_left")).value(0).value(0),
                     QStringLiteral("1"));
        }
    }

    void permutationReportsTheWaitingStep() {
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        const ReplayResult r = ProbeRunner(o).runFile(
            probePathForKey(kWorkspace, QStringLiteral("enqueue-permutation")));
        QCOMPARE(r.verdict, Verdict::Reproduced);
        const QStringList lines = r.record.split(u'\n');
        const int waiting = int(lines.indexOf(QStringLiteral("b_insert: <waiting ...>")));
        const int commit = int(lines.indexOf(QStringLiteral("a_commit: COMMIT")));
        const int failed =
            int(lines.indexOf(QStringLiteral("b_insert: ERROR 23505: duplicate key value violates "
                                             "unique constraint \"uq_fs_recovery_open\"")));
        QVERIFY2(waiting > 0 && commit > waiting && failed > commit, qPrintable(r.record));
        QVERIFY(r.rounds.value(0).step(QStringLiteral("b_insert"))->waited);
    }

    void changedRecordDiffersWithMaskedDiff() {
        // The recorded race with a different winner and server version still reproduces; a
        // changed message does not.
        QFile f(kWorkspace + QStringLiteral("/final/evidence/raw/enqueue-race.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString recorded = QString::fromUtf8(f.readAll());
        recorded.replace(QRegularExpression(QStringLiteral("^# PostgreSQL [0-9.]+")),
                         QStringLiteral("# PostgreSQL 16.15"));
        recorded.replace(QStringLiteral("이긴 쪽 A"), QStringLiteral("이긴 쪽 B"));
        const QString path = m_dir.filePath(QStringLiteral("masked/enqueue-race.txt"));
        write(path, recorded.toUtf8());
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        o.recordedPath = path;
        ReplayResult r =
            ProbeRunner(o).runFile(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")));
        QVERIFY2(r.verdict == Verdict::Reproduced, qPrintable(r.maskedDiff));

        recorded.replace(QStringLiteral("남은 행 1\n3 회차"), QStringLiteral("남은 행 2\n3 회차"));
        write(path, recorded.toUtf8());
        r = ProbeRunner(o).runFile(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")));
        QCOMPARE(r.verdict, Verdict::Differs);
        QCOMPARE(r.exitStatus(), 1);
        QVERIFY2(r.maskedDiff.contains(QStringLiteral(
                     "- 2 회차: 이긴 쪽 {winner} · 진 쪽 duplicate key value violates unique "
                     "constraint \"uq_fs_recovery_open\" · 남은 행 2")),
                 qPrintable(r.maskedDiff));
        QVERIFY(r.maskedDiff.contains(QStringLiteral("+ 2 회차: 이긴 쪽 {winner}")));
        QVERIFY(!r.maskedDiff.contains(QStringLiteral("16.15")));
    }

    // compareWithRecord: the one comparison of ProbeRunner::run and IsolationReplay::runProbe,
    // on records at hand (no server).
    void comparisonMasksVolatileFieldsAndLineEnds() {
        Diagnostics diagnostics;
        const auto probe =
            parseProbe(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")), diagnostics);
        QVERIFY(probe);
        const QString accepted = readRecord(QStringLiteral("enqueue-race"));
        ReplayResult r;
        r.recordedPath = m_dir.filePath(QStringLiteral("compare/crlf.txt"));
        write(r.recordedPath, accepted.toUtf8().replace("\n", "\r\n"));
        // As a run produces it: another server and winner, no newline after `exit 0`.
        r.record = accepted.chopped(1)
                       .replace(QRegularExpression(QStringLiteral("^# PostgreSQL [0-9.]+")),
                                QStringLiteral("# PostgreSQL 16.15"))
                       .replace(QStringLiteral("이긴 쪽 A"), QStringLiteral("이긴 쪽 B"));
        compareWithRecord(*probe, r);
        QVERIFY2(r.verdict == Verdict::Reproduced, qPrintable(r.maskedDiff));
        QVERIFY(r.maskedDiff.isEmpty());
        QVERIFY(r.error.isEmpty());
        QCOMPARE(r.recorded, accepted.chopped(1));  // LF line ends, the last newline dropped
    }

    void comparisonOfAChangedLineDiffersWithTheLineMasked() {
        Diagnostics diagnostics;
        const auto probe =
            parseProbe(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")), diagnostics);
        QVERIFY(probe);
        ReplayResult r;
        r.recordedPath = kWorkspace + QStringLiteral("/final/evidence/raw/enqueue-race.txt");
        r.record =
            readRecord(QStringLiteral("enqueue-race"))
                .replace(QStringLiteral("남은 행 1\n3 회차"), QStringLiteral("남은 행 2\n3 회차"));
        compareWithRecord(*probe, r);
        QCOMPARE(r.verdict, Verdict::Differs);
        QCOMPARE(r.exitStatus(), 1);
        QVERIFY(r.error.isEmpty());
        QVERIFY2(r.maskedDiff.contains(QStringLiteral(
                     "- 2 회차: 이긴 쪽 {winner} · 진 쪽 duplicate key value violates unique "
                     "constraint \"uq_fs_recovery_open\" · 남은 행 1\n+ 2 회차: 이긴 쪽 {winner} · "
                     "진 쪽 duplicate key value violates unique constraint "
                     "\"uq_fs_recovery_open\" · 남은 행 2\n")),
                 qPrintable(r.maskedDiff));
    }

    void comparisonOfAnIsolationRecordMasksTheServerVersion() {
        ProbeFile probe;
        probe.mode = ProbeMode::Isolation;
        ReplayResult r;
        r.recordedPath = m_dir.filePath(QStringLiteral("compare/isolation.txt"));
        write(r.recordedPath, "# PostgreSQL 15.20 · isolation spec s · 2 sessions\nok\nexit 0\n");
        r.record = QStringLiteral("# PostgreSQL 16.4 · isolation spec s · 2 sessions\nok\nexit 0");
        compareWithRecord(probe, r);
        QVERIFY2(r.verdict == Verdict::Reproduced, qPrintable(r.maskedDiff));
        r.record = QStringLiteral("# PostgreSQL 16.4 · isolation spec s · 2 sessions\nno\nexit 0");
        compareWithRecord(probe, r);
        QCOMPARE(r.verdict, Verdict::Differs);
        QCOMPARE(r.maskedDiff, QStringLiteral("--- recorded\n+++ new\n  # PostgreSQL "
                                              "{server_version} · isolation spec s · 2 sessions\n"
                                              "- ok\n+ no\n  exit 0\n"));
    }

    void comparisonWithoutARecordDiffersAndSaysWhy() {
        Diagnostics diagnostics;
        const auto probe =
            parseProbe(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")), diagnostics);
        QVERIFY(probe);
        for (const QString& path :
             {QString(), m_dir.filePath(QStringLiteral("compare/never-recorded.txt"))}) {
            ReplayResult r;
            r.recordedPath = path;
            r.record = readRecord(QStringLiteral("enqueue-race")).chopped(1);
            compareWithRecord(*probe, r);
            QCOMPARE(r.verdict, Verdict::Differs);
            QCOMPARE(r.error, noRecordReason(path).english());
            QVERIFY(r.recorded.isEmpty());
            // The whole new record, masked, as added lines.
            QVERIFY2(r.maskedDiff.startsWith(QStringLiteral("--- recorded\n+++ new\n")),
                     qPrintable(r.maskedDiff));
            QVERIFY2(r.maskedDiff.contains(QStringLiteral("\n+ 1 회차: 이긴 쪽 {winner} · ")),
                     qPrintable(r.maskedDiff));
            QVERIFY(r.maskedDiff.endsWith(QStringLiteral("\n+ exit 0\n")));
        }
    }

    void yamlSyntaxErrorIsReportedWithPosition() {
        const QString path = m_dir.filePath(QStringLiteral("syntax.probe.yaml"));
        write(path, "sessions:\n  - name: A\n    steps: [\n      {name: a, sql: SELECT 1\n");
        Embedded e;
        e.run(path);
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QCOMPARE(e.result.diagnostics.size(), 1);
        const Diagnostic d = e.result.diagnostics.first();
        QCOMPARE(d.code, QStringLiteral("probe-yaml-syntax"));
        QCOMPARE(d.line, 5);
        QCOMPARE(d.column, 1);
        QVERIFY(e.result.error.contains(
            QStringLiteral("syntax.probe.yaml:5:1: error: YAML syntax error")));
        QVERIFY(e.clusterDir.isEmpty());  // nothing was started
    }

    void unknownStepIsReportedWithPosition() {
        const QString path = m_dir.filePath(QStringLiteral("unknown.probe.yaml"));
        write(path,
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a1, sql: SELECT 1}\n"
              "permutations:\n"
              "  - [a1, a2]\n");
        Embedded e;
        e.run(path);
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QCOMPARE(e.result.diagnostics.size(), 1);
        const Diagnostic d = e.result.diagnostics.first();
        QCOMPARE(d.code, QStringLiteral("probe-unknown-step"));
        QCOMPARE(d.line, 6);
        QCOMPARE(d.column, 10);
        QVERIFY(d.message.contains(QStringLiteral("unknown step 'a2' in permutation 1")));
        QVERIFY(e.clusterDir.isEmpty());
    }

    void stepBlockedForeverIsCancelledAndReported() {
        const QString path = m_dir.filePath(QStringLiteral("blocked.probe.yaml"));
        write(path,
              "setup:\n"
              "  - sql: CREATE TABLE t (id int PRIMARY KEY, v int); INSERT INTO t VALUES (1, 0)\n"
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_begin, sql: BEGIN}\n"
              "      - {name: a_lock, sql: UPDATE t SET v = 1 WHERE id = 1}\n"
              "  - name: B\n"
              "    steps:\n"
              "      - {name: b_update, sql: UPDATE t SET v = 2 WHERE id = 1}\n"
              "permutations:\n"
              "  - a_begin a_lock b_update\n"
              "timeouts: {step: 5s, lock: 1s, run: 30s}\n");
        Embedded e;
        QElapsedTimer clock;
        clock.start();
        e.run(path);
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QCOMPARE(e.result.exitStatus(), 2);
        QVERIFY2(
            e.result.error.contains(QStringLiteral("step b_update (permutation 1) waited on session "
                                                   "A (after a_lock) and did not finish within its "
                                                   "timeout and was cancelled")),
            qPrintable(e.result.error));
        QVERIFY2(e.result.error.contains(QStringLiteral("55P03")), qPrintable(e.result.error));
        QVERIFY(e.result.record.contains(QStringLiteral("b_update: <waiting ...>")));
        QVERIFY(e.result.record.contains(
            QStringLiteral("b_update: ERROR 55P03: canceling statement due to lock timeout")));
        QVERIFY(clock.elapsed() < 15000);
        verifyNothingLeft(e);
    }

    void statementThatHangsIsCancelledByTheClient() {
        const QString path = m_dir.filePath(QStringLiteral("sleep.probe.yaml"));
        write(path,
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_untimed, sql: SET statement_timeout = 0}\n"
              "      - {name: a_sleep, sql: SELECT pg_sleep(60)}\n"
              "race: {rounds: 1}\n"
              "timeouts: {step: 1s}\n");
        Embedded e;
        e.run(path);
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QVERIFY2(e.result.error.contains(
                     QStringLiteral("step a_sleep (round 1) did not finish within its timeout")),
                 qPrintable(e.result.error));
        // The server's statement_timeout was switched off: the client cancelled it (PQcancel).
        QVERIFY2(e.result.error.contains(
                     QStringLiteral("ERROR 57014: canceling statement due to user request")),
                 qPrintable(e.result.error));
        verifyNothingLeft(e);
    }

    void failingSetupSqlReportsFileLineAndColumn() {
        write(m_dir.filePath(QStringLiteral("migrations/001-ok.sql")),
              "CREATE TABLE a (id int);\n");
        write(m_dir.filePath(QStringLiteral("migrations/002-bad.sql")),
              "-- a typo on line 3\nCREATE TABLE b (id int);\nCREATE TABEL c (id int);\n");
        const QString path = m_dir.filePath(QStringLiteral("badsql.probe.yaml"));
        write(path,
              "setup:\n"
              "  - file: migrations/001-ok.sql\n"
              "  - file: migrations/002-bad.sql\n"
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a, sql: SELECT 1}\n"
              "race: {rounds: 1}\n");
        Embedded e;
        qputenv("TECHLOG_PG_TEMPLATE", "0");  // this case also covers the plain initdb path
        e.run(path);
        qunsetenv("TECHLOG_PG_TEMPLATE");
        QVERIFY2(!e.transcript.filter(QStringLiteral("initdb"))
                      .join(u' ')
                      .contains(QStringLiteral("copy of")),
                 qPrintable(e.transcript.join(u'\n')));
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QVERIFY2(e.result.error.startsWith(
                     QStringLiteral("migrations/002-bad.sql:3:8: setup 2 (migrations/002-bad.sql) "
                                    "failed: ERROR 42601: syntax error at or near \"TABEL\"")),
                 qPrintable(e.result.error));
        verifyNothingLeft(e);
    }

    void failingInlineStepSqlIsAnOutcomeNotAFailure() {
        // A step's error is what the probe observes: it lands in the record.
        const QString path = m_dir.filePath(QStringLiteral("steperror.probe.yaml"));
        write(path,
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_div, sql: SELECT 1/0}\n"
              "race: {rounds: 1}\n"
              "expect:\n"
              "  each: [a_div.sqlstate == 22012]\n");
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        const ReplayResult r = ProbeRunner(o).runFile(path);
        QCOMPARE(r.verdict, Verdict::Differs);  // no record to compare with
        QVERIFY(r.expectationsHeld);
        QVERIFY2(r.record.contains(QStringLiteral("A.a_div: ERROR 22012: division by zero")),
                 qPrintable(r.record));
        QVERIFY(r.record.endsWith(QStringLiteral("exit 0")));
    }

    void stepInAWaitingSessionIsReported() {
        const QString path = m_dir.filePath(QStringLiteral("busy.probe.yaml"));
        write(path,
              "setup:\n"
              "  - sql: CREATE TABLE t (id int PRIMARY KEY, v int); INSERT INTO t VALUES (1, 0)\n"
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_begin, sql: BEGIN}\n"
              "      - {name: a_lock, sql: UPDATE t SET v = 1 WHERE id = 1}\n"
              "  - name: B\n"
              "    steps:\n"
              "      - {name: b_update, sql: UPDATE t SET v = 2 WHERE id = 1}\n"
              "      - {name: b_read, sql: SELECT v FROM t}\n"
              "permutations:\n"
              "  - a_begin a_lock b_update b_read\n");
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        const ReplayResult r = ProbeRunner(o).runFile(path);
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QCOMPARE(r.error, QStringLiteral("permutation 1: step b_read cannot start: session B is "
                                         "still waiting in step b_update"));
    }

    void failedExpectationEndsTheRecordWithExit1() {
        const QString path = m_dir.filePath(QStringLiteral("expect.probe.yaml"));
        write(path,
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_one, sql: SELECT 1 AS n}\n"
              "race: {rounds: 2}\n"
              "expect:\n"
              "  each: [a_one.rows == 2]\n"
              "  overall: [rounds_held == 2]\n");
        const QString recorded = m_dir.filePath(QStringLiteral("expect.txt"));
        write(recorded,
              "# PostgreSQL 9.6\n$ techlog replay expect\nround 1\nA.a_one: SELECT 1: 1\nround "
              "2\nA.a_one: SELECT 1: 1\nexit 0\n");
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        o.recordedPath = recorded;
        const ReplayResult r = ProbeRunner(o).runFile(path);
        QCOMPARE(r.verdict, Verdict::Differs);
        QVERIFY(!r.expectationsHeld);
        QCOMPARE(r.failedExpectations,
                 QStringList({QStringLiteral("round 1: a_one.rows == 2 (was 1)"),
                              QStringLiteral("round 2: a_one.rows == 2 (was 1)"),
                              QStringLiteral("overall: rounds_held == 2 (was 0)")}));
        QVERIFY(r.record.endsWith(QStringLiteral("\nexit 1")));
        // Only the exit line differs: the server version is masked.
        QCOMPARE(r.maskedDiff, QStringLiteral("--- recorded\n+++ new\n  …\n  round 2\n  A.a_one: "
                                              "SELECT 1: 1\n- exit 0\n+ exit 1\n"));
    }

    void cancelStopsTheRunAndCleansUp() {
        const QString path = m_dir.filePath(QStringLiteral("cancel.probe.yaml"));
        write(path,
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_sleep, sql: SELECT pg_sleep(60)}\n"
              "race: {rounds: 1}\n"
              "timeouts: {step: 60s}\n");
        std::atomic_bool cancel{false};
        Embedded e;
        std::thread stopper([&] {
            for (int i = 0;
                 i < 300 && !e.transcript.join(u'\n').contains(QStringLiteral("round 1")); ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        QElapsedTimer clock;
        clock.start();
        e.run(path, &cancel);
        stopper.join();
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QVERIFY(clock.elapsed() < 20000);
        QVERIFY2(e.result.error.contains(QStringLiteral("cancel")), qPrintable(e.result.error));
        verifyNothingLeft(e);
    }

    void remoteServerIsRefused() {
        ReplayOptions o;
        o.connInfo = QStringLiteral("host=db.example.com dbname=prod");
        const ReplayResult r =
            ProbeRunner(o).runFile(probePathForKey(kWorkspace, QStringLiteral("claim-cas")));
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QVERIFY(r.error.contains(QStringLiteral("--allow-remote")));
        QVERIFY(ProbeRunner::isLocalConnInfo(QStringLiteral("host=/tmp port=5432")));
        QVERIFY(ProbeRunner::isLocalConnInfo(QStringLiteral("postgresql://localhost/postgres")));
        QVERIFY(ProbeRunner::isLocalConnInfo(QStringLiteral("hostaddr=127.0.0.1")));
        QVERIFY(ProbeRunner::isLocalConnInfo(QStringLiteral("host=::1")));
        QVERIFY(!ProbeRunner::isLocalConnInfo(QStringLiteral("postgresql://10.0.0.5/x")));
    }

    void loopbackGuardJudgesTheHostsLibpqWillUse_data() {
        // Every way libpq is told where to connect. `env` sets PG* variables (PGSERVICEFILE
        // always points at a file of this test: the account's own ~/.pg_service.conf is never
        // read); `service` is that file, `sysconf` the pg_service.conf of PGSYSCONFDIR.
        // 192.0.2.x (TEST-NET-1) is only ever a value that must be refused before connecting.
        QTest::addColumn<QString>("connInfo");
        QTest::addColumn<QStringList>("env");
        QTest::addColumn<QByteArray>("service");
        QTest::addColumn<QByteArray>("sysconf");
        QTest::addColumn<bool>("local");
        QTest::addColumn<QString>("mentions");  // in the report of a refusal
        const QByteArray evil = "[evil]\nhost=192.0.2.2\n";
        const QStringList none;
        QTest::newRow("service= names a remote host")
            << "service=evil dbname=x" << none << evil << QByteArray() << false
            << QStringLiteral("192.0.2.2");
        QTest::newRow("PGSERVICE names a remote host")
            << "dbname=x" << QStringList{"PGSERVICE=evil"} << evil << QByteArray() << false
            << QStringLiteral("192.0.2.2");
        QTest::newRow("service in a URI") << "postgresql:///x?service=evil" << none << evil
                                          << QByteArray() << false << QStringLiteral("192.0.2.2");
        QTest::newRow("service from PGSYSCONFDIR")
            << "service=evil" << none << QByteArray("[other]\nhost=/tmp\n") << evil << false
            << QStringLiteral("192.0.2.2");
        QTest::newRow("service hostaddr beats its host")
            << "service=evil" << none << QByteArray("[evil]\nhost=localhost\nhostaddr=192.0.2.3\n")
            << QByteArray() << false << QStringLiteral("192.0.2.3");
        QTest::newRow("service with several hosts")
            << "service=evil" << none << QByteArray("[evil]\nhost=/tmp,localhost,192.0.2.4\n")
            << QByteArray() << false << QStringLiteral("192.0.2.4");
        QTest::newRow("an explicit host beats the service's")
            << "service=evil host=/tmp" << none << evil << QByteArray() << true
            << QStringLiteral("");
        QTest::newRow("a local service")
            << "service=mine" << none << QByteArray("# mine\n[mine]\nhost=127.0.0.1\nport=5432\n")
            << QByteArray() << true << QStringLiteral("");
        QTest::newRow("unknown service") << "service=nosuch" << none << evil << QByteArray()
                                         << false << QStringLiteral("nosuch");
        QTest::newRow("PGHOST") << "dbname=x" << QStringList{"PGHOST=192.0.2.5"} << QByteArray()
                                << QByteArray() << false << QStringLiteral("192.0.2.5");
        QTest::newRow("PGHOSTADDR beats a local PGHOST")
            << "dbname=x" << QStringList{"PGHOST=localhost", "PGHOSTADDR=192.0.2.6"} << QByteArray()
            << QByteArray() << false << QStringLiteral("192.0.2.6");
        QTest::newRow("explicit hostaddr beats PGHOSTADDR")
            << "hostaddr=127.0.0.1" << QStringList{"PGHOSTADDR=192.0.2.6"} << QByteArray()
            << QByteArray() << true << QStringLiteral("");
        QTest::newRow("PGHOST with several hosts")
            << "dbname=x" << QStringList{"PGHOST=/tmp,192.0.2.7"} << QByteArray() << QByteArray()
            << false << QStringLiteral("192.0.2.7");
        QTest::newRow("several hosts, one remote")
            << "host=localhost,192.0.2.8 dbname=x" << none << QByteArray() << QByteArray() << false
            << QStringLiteral("192.0.2.8");
        QTest::newRow("several hosts in a URI")
            << "postgresql://localhost:5432,192.0.2.9:5432/x" << none << QByteArray()
            << QByteArray() << false << QStringLiteral("192.0.2.9");
        QTest::newRow("hostaddr list with one remote")
            << "host=a,b hostaddr=127.0.0.1,192.0.2.10" << none << QByteArray() << QByteArray()
            << false << QStringLiteral("192.0.2.10");
        QTest::newRow("a host name is not trusted")
            << "host=db.example.com" << none << QByteArray() << QByteArray() << false
            << QStringLiteral("db.example.com");
        QTest::newRow("a padded entry is not trimmed")
            << "host='localhost, 127.0.0.1'" << none << QByteArray() << QByteArray() << false
            << QStringLiteral(" 127.0.0.1");
        QTest::newRow("every host local")
            << "host=/tmp,localhost,127.0.0.1,::1 dbname=x" << none << QByteArray() << QByteArray()
            << true << QStringLiteral("");
        QTest::newRow("hostaddr loopback, any host name")
            << "host=db.example.com hostaddr=127.0.0.2" << none << QByteArray() << QByteArray()
            << true << QStringLiteral("");
        QTest::newRow("an empty entry is the socket folder")
            << "host=127.0.0.1," << none << QByteArray() << QByteArray() << true
            << QStringLiteral("");
        QTest::newRow("nothing: the default socket")
            << "dbname=x" << none << QByteArray() << QByteArray() << true << QStringLiteral("");
        QTest::newRow("URI to localhost")
            << "postgresql://localhost/postgres" << none << QByteArray() << QByteArray() << true
            << QStringLiteral("");
        QTest::newRow("URI to a remote address")
            << "postgresql://10.0.0.5/x" << none << QByteArray() << QByteArray() << false
            << QStringLiteral("10.0.0.5");
    }

    void loopbackGuardJudgesTheHostsLibpqWillUse() {
        QFETCH(QString, connInfo);
        QFETCH(QStringList, env);
        QFETCH(QByteArray, service);
        QFETCH(QByteArray, sysconf);
        QFETCH(bool, local);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        write(dir.filePath(QStringLiteral("pg_service.conf")), service);
        write(dir.filePath(QStringLiteral("sysconf/pg_service.conf")), sysconf);
        const PgEnvironment saved;
        qputenv("PGSERVICEFILE",
                QFile::encodeName(dir.filePath(QStringLiteral("pg_service.conf"))));
        qputenv("PGSYSCONFDIR", QFile::encodeName(dir.filePath(QStringLiteral("sysconf"))));
        for (const QString& e : env)
            qputenv(qPrintable(e.section(u'=', 0, 0)), e.section(u'=', 1).toUtf8());
        QString host, why;
        const bool judged = ProbeRunner::isLocalConnInfo(connInfo, &host, &why);
        QVERIFY2(judged == local,
                 qPrintable(QStringLiteral("%1: host '%2' %3").arg(connInfo, host, why)));
        if (!local) QVERIFY2((host + why).contains(mentions), qPrintable(host + u'|' + why));
    }

    void replayRefusesAServiceFileHostBeforeConnecting() {
        // The case end to end, named in the string and through PGSERVICE: the replay
        // stops before any connection (no database is created).
        QTemporaryDir dir;
        write(dir.filePath(QStringLiteral("pg_service.conf")), "[evil]\nhost=192.0.2.2\n");
        const PgEnvironment saved;
        qputenv("PGSERVICEFILE",
                QFile::encodeName(dir.filePath(QStringLiteral("pg_service.conf"))));
        const QStringList ways = {QStringLiteral("service=evil dbname=x connect_timeout=1"),
                                  QStringLiteral("dbname=x connect_timeout=1")};
        for (const QString& connInfo : ways) {
            if (!connInfo.contains(QStringLiteral("service="))) qputenv("PGSERVICE", "evil");
            // A guard that lets it through fails here, before the replay would connect.
            QVERIFY2(!ProbeRunner::isLocalConnInfo(connInfo), qPrintable(connInfo));
            ReplayOptions o;
            o.connInfo = connInfo;
            QStringList transcript;
            o.transcript = [&](const QString& line) { transcript << line; };
            const ReplayResult r =
                ProbeRunner(o).runFile(probePathForKey(kWorkspace, QStringLiteral("claim-cas")));
            QCOMPARE(r.verdict, Verdict::CouldNotRun);
            QVERIFY2(r.error.contains(QStringLiteral("refusing to use the server at '192.0.2.2'")),
                     qPrintable(r.error));
            QVERIFY(r.error.contains(QStringLiteral("--allow-remote")));
            QVERIFY2(transcript.filter(QStringLiteral("database")).isEmpty(),
                     qPrintable(transcript.join(u'\n')));
        }
    }

    void loopbackGuardOpensNoConnection() {
        // Judging a connection string must not connect: a listener on loopback sees nothing.
        LoopbackListener listener;
        QVERIFY(listener.port > 0);
        const PgEnvironment saved;
        const QString connInfo =
            QStringLiteral("host=127.0.0.1 port=%1 connect_timeout=2 dbname=x").arg(listener.port);
        QVERIFY(ProbeRunner::isLocalConnInfo(connInfo));
        QVERIFY2(!listener.connected(300), "the check connected");
        // The listener does see a real connection attempt (so the check above can fail).
        PGconn* conn = PQconnectStart(connInfo.toUtf8().constData());
        QVERIFY(listener.connected(5000));
        PQfinish(conn);
    }

    void replayDatabasesAreDropped() {
        // Earlier cases ran several probes on the shared cluster: none of their databases is
        // left, only the one of the probe that counts them.
        const QString list = QStringLiteral(
            "SELECT count(*) FROM pg_database WHERE datname LIKE 'techlog_replay_%'");
        ReplayOptions o;
        o.connInfo = m_shared.connInfo();
        const QString path = m_dir.filePath(QStringLiteral("count.probe.yaml"));
        write(path, ("sessions:\n  - name: A\n    steps:\n      - {name: a_count, sql: \"" + list +
                     "\"}\n"
                     "race: {rounds: 1}\n")
                        .toUtf8());
        const ReplayResult r = ProbeRunner(o).runFile(path);
        QVERIFY2(r.record.contains(QStringLiteral("A.a_count: SELECT 1: 1")),
                 qPrintable(r.record + r.error));
    }

    void databaseOfAKilledReplayIsDroppedByTheNextOne() {
        // `--db` replays in other processes: one killed with SIGKILL in the middle of its run
        // (its database stays), one still running. The next replay drops the first's database
        // only; databases that merely look alike stay.
        const QString admin = m_shared.connInfo();
        const QString path = m_dir.filePath(QStringLiteral("sleeper.probe.yaml"));
        write(path,
              "sessions:\n"
              "  - name: A\n"
              "    steps:\n"
              "      - {name: a_sleep, sql: SELECT pg_sleep(60)}\n"
              "race: {rounds: 1}\n"
              "timeouts: {step: 60s, run: 90s}\n");
        std::vector<std::unique_ptr<QProcess>> replays;
        QStringList databases;
        for (int i = 0; i < 2; ++i) {
            auto p = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QString::fromLatin1(kChildEnv), admin);
            env.insert(QStringLiteral("TST_PROBERUNNER_PROBE"), path);
            p->setProcessEnvironment(env);
            p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
            p->start(QCoreApplication::applicationFilePath(), {});
            // Wait until it runs its step: its database exists, its sessions are connected.
            QString database, line;
            QElapsedTimer clock;
            clock.start();
            while (line != u"round 1" && clock.elapsed() < 60000) {
                if (!p->canReadLine() && !p->waitForReadyRead(100)) continue;
                line = QString::fromUtf8(p->readLine()).trimmed();
                if (line.startsWith(QStringLiteral("· database ")))
                    database = line.mid(QStringLiteral("· database ").size());
            }
            QVERIFY2(line == u"round 1" && !database.isEmpty(), qPrintable(line));
            databases << database;
            replays.push_back(std::move(p));
        }
        const QString killed = databases[0], live = databases[1];
        QVERIFY2(killed.contains(
                     QRegularExpression(QStringLiteral("^techlog_replay_lock_[0-9a-f]{16}$"))),
                 qPrintable(killed));
        replays[0]->kill();
        QVERIFY(replays[0]->waitForFinished(10000));
        // Not its kind: an earlier version's name, and one that does not fit the form.
        const QStringList others = {QStringLiteral("techlog_replay_0123456789abcdef"),
                                    QStringLiteral("techlog_replay_lock_0123")};
        for (const QString& other : others)
            query(admin, QStringLiteral("CREATE DATABASE \"%1\"").arg(other));
        const QString list = QStringLiteral(
            "SELECT datname FROM pg_database WHERE datname LIKE 'techlog_replay_%' ORDER BY 1");
        QVERIFY2(query(admin, list).contains(killed),
                 "the killed replay's database was dropped while its replay still ran");

        ReplayOptions o;
        o.connInfo = admin;
        QStringList transcript;
        o.transcript = [&](const QString& line) { transcript << line; };
        const QString quick = m_dir.filePath(QStringLiteral("quick.probe.yaml"));
        write(quick,
              "sessions:\n  - name: A\n    steps:\n      - {name: a, sql: SELECT 1}\nrace: "
              "{rounds: 1}\n");
        ProbeRunner(o).runFile(quick);
        QVERIFY2(transcript.contains(
                     QStringLiteral("· dropped %1, left by a replay that is gone").arg(killed)),
                 qPrintable(transcript.join(u'\n')));
        QStringList left = query(admin, list);
        QVERIFY2(!left.contains(killed), qPrintable(left.join(u' ')));
        QVERIFY2(left.contains(live), "a live replay's database was dropped");
        for (const QString& other : others) QVERIFY2(left.contains(other), qPrintable(other));
        QCOMPARE(transcript.filter(QStringLiteral("· dropped")).size(), 1);

        // The live one was not disturbed: killed now, its database goes with the next replay.
        QCOMPARE(replays[1]->state(), QProcess::Running);
        replays[1]->kill();
        QVERIFY(replays[1]->waitForFinished(10000));
        transcript.clear();
        ProbeRunner(o).runFile(quick);
        left = query(admin, list);
        QVERIFY2(!left.contains(live), qPrintable(left.join(u' ')));
        for (const QString& other : others) {
            QVERIFY(left.contains(other));
            query(admin, QStringLiteral("DROP DATABASE \"%1\"").arg(other));
        }
    }

    void folderOfAKilledRunIsSweptByTheNextStart() {
        // A run killed with SIGKILL leaves its folder with a postmaster.pid of a dead process.
        QString parent = qEnvironmentVariable("TECHLOG_PG_TMPDIR");
        if (parent.isEmpty()) parent = QFileInfo(m_shared.tempDir()).absolutePath();
        const QString dead = parent + QStringLiteral("/techlog-pg-Zz9Zz9");
        write(dead + QStringLiteral("/data/postmaster.pid"), "2147483646\n/nowhere\n");
        QVERIFY(QFileInfo::exists(dead));
        EmbeddedCluster cluster;
        DiagnosticText why;
        QVERIFY2(cluster.start({}, &why), qPrintable(why.english()));
        QVERIFY(!QFileInfo::exists(dead));
        QVERIFY(QFileInfo::exists(m_shared.tempDir()));  // a live cluster's folder stays
        cluster.stop();
    }

    void missingPostgresNamesThePackage() {
        qputenv("TECHLOG_PG_BINDIR", "/nonexistent/bin");
        Embedded e;
        e.run(probePathForKey(kWorkspace, QStringLiteral("claim-cas")));
        qunsetenv("TECHLOG_PG_BINDIR");
        QCOMPARE(e.result.verdict, Verdict::CouldNotRun);
        QVERIFY2(e.result.error.contains(QStringLiteral("`postgresql` package")),
                 qPrintable(e.result.error));
    }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsSet(kChildEnv)) return childReplay();
    QCoreApplication app(argc, argv);
    TestProbeRunner test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_proberunner.moc"
