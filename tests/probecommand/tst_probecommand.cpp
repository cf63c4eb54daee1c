// `techlog replay FILE.spec` and `techlog probe import` as a user runs them (the built binary,
// each run on its own embedded cluster, or with --db on one the test starts).
#include <libpq-fe.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "embeddedcluster.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

QString iso(const QString& rel) {
    return QStringLiteral(TECHLOG_SHARED_DIR "/conformance/isolation/") + rel;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The same command in English and under a Korean locale (LANG=ko_KR.UTF-8): the English stderr
// is `english` exactly; the Korean has the same lines, each finding at the same place with the
// same severity word and code and its message in Korean with `kept` in it, and the summary in
// Korean. Neither writes to stdout; both exit 2.
void compareLocales(const QStringList& args, const QString& english, const QStringList& kept) {
    const TechlogRun en = runTechlog(args, localeRun(QStringLiteral("C.UTF-8")));
    const TechlogRun ko = runTechlog(args, localeRun(QStringLiteral("ko_KR.UTF-8")));
    QVERIFY2(en.exitCode == 2, qPrintable(describe(en)));
    QVERIFY2(ko.exitCode == 2, qPrintable(describe(ko)));
    QVERIFY(en.out.isEmpty() && ko.out.isEmpty());
    QCOMPARE(en.err, english);
    const QStringList enLines = en.err.split(u'\n', Qt::SkipEmptyParts);
    const QStringList koLines = ko.err.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(koLines.size(), enLines.size());
    for (qsizetype i = 0; i + 1 < enLines.size(); ++i) {
        const auto e = diagnosticLine().match(enLines[i]);
        const auto k = diagnosticLine().match(koLines[i]);
        QVERIFY2(e.hasMatch(), qPrintable(enLines[i]));
        QVERIFY2(k.hasMatch(), qPrintable(koLines[i]));
        for (int part : {1, 2, 3, 4, 6}) QCOMPARE(k.captured(part), e.captured(part));
        QVERIFY2(k.captured(5) != e.captured(5) && hasHangul(k.captured(5)),
                 qPrintable(koLines[i]));
    }
    QVERIFY2(hasHangul(koLines.last()), qPrintable(koLines.last()));
    for (const QString& word : kept) QVERIFY2(ko.err.contains(word), qPrintable(word));
    // LANGUAGE's list comes first: English before Korean means English.
    const TechlogRun listed =
        runTechlog(args, localeRun(QStringLiteral("ko_KR.UTF-8"), QStringLiteral("en:ko")));
    QCOMPARE(listed.err, english);
}

// The one value of a one-row query on the server; empty when it fails.
QString queryValue(const QString& connInfo, const char* sql) {
    PGconn* c = PQconnectdb(connInfo.toUtf8().constData());
    QString value;
    if (PQstatus(c) == CONNECTION_OK) {
        PGresult* r = PQexec(c, sql);
        if (PQresultStatus(r) == PGRES_TUPLES_OK && PQntuples(r) == 1)
            value = QString::fromUtf8(PQgetvalue(r, 0, 0));
        PQclear(r);
    }
    PQfinish(c);
    return value;
}

const char* const kDatabaseCount =
    "SELECT count(*) FROM pg_catalog.pg_database WHERE datname = 'isolation_regression'";
// The sleeper's step, running.
const char* const kSleeping =
    "SELECT count(*) FROM pg_catalog.pg_stat_activity WHERE datname = 'isolation_regression' "
    "AND state = 'active' AND query LIKE '%pg_sleep(120)%'";
const QByteArray kSleeperSpec = "session s\nstep nap { SELECT pg_sleep(120); }\n";
const QByteArray kQuickSpec = "session s\nstep a { SELECT 1 AS x; }\n";

// Writes the two specs into `dir` (sleeper.spec, whose one step sleeps two minutes, and
// quick.spec) and starts `techlog replay sleeper.spec --db` in `run`.
bool startSleepingRun(const QTemporaryDir& dir, const QString& db, QProcess& run) {
    const QString sleeper = dir.filePath(QStringLiteral("sleeper.spec"));
    if (!writeFile(sleeper, kSleeperSpec) ||
        !writeFile(dir.filePath(QStringLiteral("quick.spec")), kQuickSpec))
        return false;
    run.start(techlogBinary(), {QStringLiteral("replay"), sleeper, QStringLiteral("--format"),
                                QStringLiteral("isolation"), QStringLiteral("--db"), db});
    return run.waitForStarted();
}

}  // namespace

class TestProbeCommand : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        if (!QFileInfo::exists(iso(QStringLiteral("specs"))))
            QFAIL(qPrintable(
                QStringLiteral("%1 is missing (TECHLOG_SHARED_DIR=%2)")
                    .arg(iso(QStringLiteral("specs")), QStringLiteral(TECHLOG_SHARED_DIR))));
    }

    void isolationFormatPrintsExactlyTheExpectedFile() {
        const TechlogRun r =
            runTechlog({QStringLiteral("replay"), iso(QStringLiteral("specs/deadlock-simple.spec")),
                        QStringLiteral("--format"), QStringLiteral("isolation")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.toUtf8(), readAll(iso(QStringLiteral("expected/deadlock-simple.out"))));
        // the expected file was found beside specs/: the verdict is on stderr
        QVERIFY2(r.err.contains(QLatin1String("deadlock-simple: reproduced")), qPrintable(r.err));
    }

    void recordFormatGivesVerdictsAndExitStatuses() {
        TechlogRun r = runTechlog(
            {QStringLiteral("replay"), iso(QStringLiteral("specs/fk-contention.spec")),
             QStringLiteral("--expected"), iso(QStringLiteral("expected/fk-contention.out"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QLatin1String("# PostgreSQL ")));
        QVERIFY(r.out.endsWith(QLatin1String("\nexit 0\n")));
        r = runTechlog({QStringLiteral("replay"), iso(QStringLiteral("specs/fk-contention.spec")),
                        QStringLiteral("--expected"),
                        iso(QStringLiteral("expected/multiple-cic.out"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("differs from")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("+ starting permutation: ins com upd")),
                 qPrintable(r.err));
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.spec")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("session s step a {1}\nstep a {2}\n");
        bad.close();
        r = runTechlog({QStringLiteral("replay"), bad.fileName()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("bad.spec:2:6: error: duplicate step name: a "
                                              "[isolation-duplicate-step]")),
                 qPrintable(r.err));
        r = runTechlog({QStringLiteral("replay"), iso(QStringLiteral("specs/fk-contention.spec")),
                        QStringLiteral("--db"), QStringLiteral("host=db.example.com")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("refusing")), qPrintable(r.err));
    }

    // The findings of a broken probe file (`techlog replay FILE.probe.yaml`) and of a broken
    // spec (`techlog replay FILE.spec`, `techlog probe import`) follow the locale, as `techlog
    // check`'s do; the English ones read as they always did. No server is started.
    void brokenProbesAndSpecsAreReportedInTheLocalesLanguage() {
        QTemporaryDir dir;
        const QString probe = dir.filePath(QStringLiteral("broken.probe.yaml"));
        QVERIFY(writeFile(probe,
                          "title: [a]\nsessions:\n  - name: A\n    foo: 1\n    steps:\n"
                          "      - {name: a1}\n      - {name: a2, sql: SELECT 1}\n"
                          "race: {rounds: 0}\ntimeouts: {lock: soon}\n"
                          "expect: {each: [bogus, 'a2.nope == 1']}\n"));
        const QString p = probe + u':';
        compareLocales(
            {QStringLiteral("replay"), probe},
            p + QStringLiteral("1:8: error: title must be text [probe-wrong-type]\n") + p +
                QStringLiteral("8:16: error: race.rounds must be a whole number of at least 1, "
                               "not '0' [probe-wrong-type]\n") +
                p +
                QStringLiteral("9:18: error: timeouts.lock must be a duration such as 5s, 500ms "
                               "or 2m, not 'soon' [probe-wrong-type]\n") +
                p +
                QStringLiteral("4:5: error: unknown key 'foo' in a session (expected one of: "
                               "name, transaction, isolation, steps) [probe-unknown-key]\n") +
                p + QStringLiteral("6:9: error: a step needs name and sql [probe-missing-key]\n") +
                p +
                QStringLiteral("10:17: error: 'bogus' is not 'PATH OP VALUE' (OP one of == != < "
                               "<= > >=) [probe-bad-expectation]\n") +
                p +
                QStringLiteral("10:25: error: unknown field 'a2.nope' (a step gives .status, "
                               ".result, .command, .rows_affected, .rows_returned, .rows, "
                               ".sqlstate, .message, .detail, .waited, .elapsed_ms) "
                               "[probe-unknown-field]\n"
                               "techlog replay: could not run: the probe has 7 error(s)\n"),
            {QStringLiteral("`race.rounds`"), QStringLiteral("'soon'"), QStringLiteral("'foo'"),
             QStringLiteral("name, transaction, isolation, steps"), QStringLiteral("'a2.nope'")});

        const QString spec = dir.filePath(QStringLiteral("broken.spec"));
        QVERIFY(writeFile(spec, "session s step a {x}\nsession t step b {y}\npermutation a(* b\n"));
        const QString finding =
            spec + QStringLiteral(
                       ":3:17: error: syntax error: expected \",\" or \")\", found "
                       "\"b\" [isolation-syntax]\n");
        // What was expected is translated on its own; what was found is the spec's own text.
        const QStringList kept = {QStringLiteral("\",\" 또는 \")\""), QStringLiteral("\"b\"")};
        compareLocales(
            {QStringLiteral("replay"), spec},
            finding + QStringLiteral("techlog replay: could not run: the spec has 1 error(s)\n"),
            kept);
        compareLocales({QStringLiteral("probe"), QStringLiteral("import"), dir.path(), spec},
                       finding + QStringLiteral("techlog probe import: the spec has 1 error(s)\n"),
                       kept);
    }

    // A replay's own words follow the locale too (a failed expectation, why it differs or could
    // not run), while the record it writes, the diff and the verdict's exit status are the same
    // bytes in every locale: a record is data, compared with the one on disk.
    void replayVerdictsFollowTheLocaleAndRecordsDoNot() {
        QTemporaryDir dir;
        const QString probe = dir.filePath(QStringLiteral("lone.probe.yaml"));
        QVERIFY(writeFile(probe,
                          "sessions:\n  - name: A\n    steps:\n      - {name: a1, sql: SELECT 1}\n"
                          "race: {rounds: 1}\nexpect: {each: ['a1.rows_returned == 2']}\n"));
        const QStringList args = {QStringLiteral("replay"), probe};
        const TechlogRun en = runTechlog(args, localeRun(QStringLiteral("C.UTF-8")));
        const TechlogRun ko = runTechlog(args, localeRun(QStringLiteral("ko_KR.UTF-8")));
        QVERIFY2(en.exitCode == 1, qPrintable(describe(en)));  // differs: nothing to compare with
        QCOMPARE(ko.exitCode, en.exitCode);
        QVERIFY(en.out.endsWith(QLatin1String("\nexit 1\n")));
        QCOMPARE(ko.out, en.out);
        const QStringList enLines = en.err.split(u'\n');
        const QStringList koLines = ko.err.split(u'\n');
        QCOMPARE(enLines.value(0),
                 QStringLiteral("expectation failed: round 1: a1.rows_returned == 2 (was 1)"));
        QVERIFY2(enLines.value(1).startsWith(QLatin1String("lone: differs (PostgreSQL ")) &&
                     enLines.value(1).endsWith(QLatin1String(
                         "): the probe is not inside a workspace: there is no record to "
                         "compare with")),
                 qPrintable(en.err));
        QCOMPARE(koLines.size(), enLines.size());
        for (int i : {0, 1}) QVERIFY2(hasHangul(koLines[i]), qPrintable(koLines[i]));
        QVERIFY2(koLines[0].contains(QLatin1String("a1.rows_returned == 2")), qPrintable(ko.err));
        QCOMPARE(koLines.mid(2), enLines.mid(2));  // the diff

        // Refused before any server is reached: a spec's reason, and a probe's.
        for (const QString& target : {iso(QStringLiteral("specs/nowait-4.spec")), probe}) {
            const QStringList remote = {QStringLiteral("replay"), target, QStringLiteral("--db"),
                                        QStringLiteral("host=db.example.com")};
            const TechlogRun enRefused = runTechlog(remote, localeRun(QStringLiteral("C.UTF-8")));
            const TechlogRun koRefused =
                runTechlog(remote, localeRun(QStringLiteral("ko_KR.UTF-8")));
            QCOMPARE(enRefused.exitCode, 2);
            QCOMPARE(koRefused.exitCode, 2);
            QVERIFY2(enRefused.err.contains(QLatin1String(
                         ": could not run: refusing to use the server at "
                         "'db.example.com': it is neither loopback nor a Unix socket")),
                     qPrintable(enRefused.err));
            QVERIFY2(hasHangul(koRefused.err) &&
                         koRefused.err.contains(QLatin1String("'db.example.com'")) &&
                         koRefused.err.contains(QLatin1String("--allow-remote")) &&
                         !koRefused.err.contains(QLatin1String("refusing")),
                     qPrintable(koRefused.err));
        }
    }

    // `kill -9` of a run with --db leaves its isolation_regression behind (no clean-up runs);
    // the next run against that server drops it, since no live run holds the database's lock,
    // instead of refusing every run until someone drops it by hand.
    void killedRunsDatabaseIsDroppedByTheNextRun() {
        EmbeddedCluster cluster;
        DiagnosticText why;
        QVERIFY2(cluster.start({}, &why), qPrintable(why.english()));
        const QString db = cluster.connInfo();
        QTemporaryDir dir;
        const QString quick = dir.filePath(QStringLiteral("quick.spec"));
        QProcess run;
        QVERIFY(startSleepingRun(dir, db, run));
        QTRY_COMPARE_WITH_TIMEOUT(queryValue(db, kSleeping), QStringLiteral("1"), 60000);
        run.kill();  // SIGKILL
        QVERIFY(run.waitForFinished());
        QCOMPARE(run.exitStatus(), QProcess::CrashExit);
        QCOMPARE(queryValue(db, kDatabaseCount), QStringLiteral("1"));  // left behind
        // Its session's backend sees the connection gone and ends, releasing the lock.
        QTRY_COMPARE_WITH_TIMEOUT(
            queryValue(db, "SELECT count(*) FROM pg_catalog.pg_locks WHERE locktype = 'advisory'"),
            QStringLiteral("0"), 10000);

        const TechlogRun next = runTechlog(
            {QStringLiteral("replay"), quick, QStringLiteral("--format"),
             QStringLiteral("isolation"), QStringLiteral("--db"), db, QStringLiteral("--verbose")});
        QVERIFY2(next.exitCode == 0, qPrintable(describe(next)));
        QVERIFY2(next.out.contains(QLatin1String("step a: SELECT 1 AS x;\nx\n-\n1\n")),
                 qPrintable(describe(next)));
        QVERIFY2(next.err.contains(
                     QLatin1String("dropped isolation_regression, left by a run that is gone")),
                 qPrintable(describe(next)));
        QCOMPARE(queryValue(db, kDatabaseCount), QStringLiteral("0"));
    }

    // A database whose run is alive (it holds the lock) is never dropped: a second run against
    // the same server is refused and says why, and the first runs on to its end.
    void liveRunsDatabaseIsNotDropped() {
        EmbeddedCluster cluster;
        DiagnosticText why;
        QVERIFY2(cluster.start({}, &why), qPrintable(why.english()));
        const QString db = cluster.connInfo();
        QTemporaryDir dir;
        const QString quick = dir.filePath(QStringLiteral("quick.spec"));
        QProcess run;
        QVERIFY(startSleepingRun(dir, db, run));
        auto killRun = qScopeGuard([&] {
            run.kill();
            run.waitForFinished();
        });
        QTRY_COMPARE_WITH_TIMEOUT(queryValue(db, kSleeping), QStringLiteral("1"), 60000);

        const TechlogRun second =
            runTechlog({QStringLiteral("replay"), quick, QStringLiteral("--db"), db});
        QVERIFY2(second.exitCode == 2, qPrintable(describe(second)));
        QVERIFY2(second.err.contains(
                     QLatin1String("quick: could not run: another run is using the database "
                                   "isolation_regression on that server")),
                 qPrintable(describe(second)));
        QCOMPARE(queryValue(db, kSleeping), QStringLiteral("1"));  // untouched

        // The first run's step ends (cancelled as a user would); the run finishes and drops it.
        QCOMPARE(queryValue(db,
                            "SELECT pg_catalog.pg_cancel_backend(pid) FROM "
                            "pg_catalog.pg_stat_activity WHERE datname = 'isolation_regression' "
                            "AND query LIKE '%pg_sleep(120)%'"),
                 QStringLiteral("t"));
        QVERIFY(run.waitForFinished(60000));
        killRun.dismiss();
        const QString out = QString::fromUtf8(run.readAllStandardOutput());
        QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0,
                 qPrintable(out + QString::fromUtf8(run.readAllStandardError())));
        QVERIFY2(out.contains(QLatin1String("canceling statement due to user request")),
                 qPrintable(out));
        QCOMPARE(queryValue(db, kDatabaseCount), QStringLiteral("0"));
    }

    // A spec of 4 sessions of 10 steps has about 4.7e21 generated permutations, past what a
    // 64-bit count holds: import says "more than" (no server is started).
    void importOfAHugeSpecSaysMoreThan() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("final/evidence"))));
        QByteArray text;
        for (const char* s : {"a", "b", "c", "d"}) {
            text += QByteArray("session ") + s;
            for (int i = 0; i < 10; ++i) text += " step " + (s + QByteArray::number(i)) + " {1}";
            text += '\n';
        }
        const QString spec = dir.filePath(QStringLiteral("huge.spec"));
        QVERIFY(writeFile(spec, text));
        const TechlogRun r =
            runTechlog({QStringLiteral("probe"), QStringLiteral("import"), dir.path(), spec,
                        QStringLiteral("--key"), QStringLiteral("huge")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY2(r.out.contains(QLatin1String("(4 sessions, 40 steps, more than 1000000000000 "
                                              "permutations, all generated)")),
                 qPrintable(describe(r)));
    }

    void importWritesAProbeThatReplaysAndRecords() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("final/evidence"))));
        TechlogRun r = runTechlog({QStringLiteral("probe"), QStringLiteral("import"), dir.path(),
                                   iso(QStringLiteral("specs/nowait-4.spec")),
                                   QStringLiteral("--key"), QStringLiteral("nowait")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("final/evidence/probes/nowait.probe.yaml")),
                 qPrintable(r.out));
        r = runTechlog({QStringLiteral("probe"), QStringLiteral("import"), dir.path(),
                        iso(QStringLiteral("specs/nowait-4.spec")), QStringLiteral("--key"),
                        QStringLiteral("nowait")});
        QCOMPARE(r.exitCode, 2);  // exists
        r = runTechlog({QStringLiteral("replay"), dir.path(), QStringLiteral("nowait"),
                        QStringLiteral("--record")});
        QCOMPARE(r.exitCode, 0);
        const QByteArray record =
            readAll(dir.filePath(QStringLiteral("final/evidence/raw/nowait.txt")));
        const QByteArray out0 = readAll(iso(QStringLiteral("expected/nowait-4.out")));
        const QByteArray out1 = readAll(iso(QStringLiteral("expected/nowait-4_1.out")));
        QVERIFY2(record.contains(out0) || record.contains(out1), record.constData());
        r = runTechlog({QStringLiteral("replay"), dir.path(), QStringLiteral("nowait")});
        QCOMPARE(r.exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestProbeCommand)
#include "tst_probecommand.moc"
