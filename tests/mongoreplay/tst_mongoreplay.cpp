// MongoDB probes replayed (issue 35): the example workspace's seed case on the real embedded
// FerretDB, a changed probe that no longer reproduces, a broken probe, a race, a user's server
// through --mongo-uri and its loopback guard, no engine at all, a cancel, and `techlog replay`
// killed with SIGKILL. Nothing is mocked: every replay talks to a techlog-ferretdb process.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <atomic>

#include "embeddedferretdb.h"
#include "ferretdbrequired.h"
#include "mongoclient.h"
#include "mongoreplay.h"
#include "probefile.h"
#include "proberunner.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kProbe = QStringLiteral("final/evidence/probes/backfill-ledger-fence.probe.yaml");

bool waitUntil(const std::function<bool()>& done, int ms) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > ms) return false;
        QThread::msleep(20);
    }
    return true;
}

QString shown(const Diagnostics& d) {
    QStringList out;
    for (const Diagnostic& x : d) out << x.format();
    return out.join(u'\n');
}

// A race of two sessions inserting the same key under a unique index, `rounds` times.
QByteArray raceProbe(int rounds) {
    return "engine: mongodb\n"
           "collection: ledger\n"
           "setup:\n"
           "  - command: {createIndexes: ledger, indexes: [{key: {k: 1}, name: k_1, unique: "
           "true}]}\n"
           "reset:\n"
           "  - command: {delete: ledger, deletes: [{q: {}, limit: 0}]}\n"
           "sessions:\n"
           "  - name: A\n"
           "    steps:\n"
           "      - {name: a_insert, command: {insert: ~, documents: [{k: 1, by: A}]}}\n"
           "  - name: B\n"
           "    steps:\n"
           "      - {name: b_insert, command: {insert: ~, documents: [{k: 1, by: B}]}}\n"
           "race: {rounds: " +
           QByteArray::number(rounds) +
           "}\n"
           "observe:\n"
           "  - {name: entries, command: {count: ~}}\n"
           "expect:\n"
           "  each:\n"
           "    - errors.11000 == 1\n"
           "    - entries == 1\n"
           "record:\n"
           "  step: \"\"\n"
           "  round:\n"
           "    - \"round {round}: duplicates {errors.11000}, entries {entries}\"\n";
}

}  // namespace

class TestMongoReplay : public QObject {
    Q_OBJECT

    QTemporaryDir m_runs;  // where this test's engines make their folders

    QStringList runFolders() const {
        return QDir(m_runs.path()).entryList({QStringLiteral("techlog-mongo-run-*")}, QDir::Dirs);
    }

    std::optional<ProbeFile> parse(const QString& path) {
        Diagnostics d;
        auto probe = parseProbe(path, d);
        if (!probe) qWarning("%s", qPrintable(shown(d)));
        return probe;
    }

    // `bytes` written as `name` in `dir`, then parsed.
    std::optional<ProbeFile> parseWritten(const QTemporaryDir& dir, const QString& name,
                                          const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size()) return std::nullopt;
        f.close();
        return parse(f.fileName());
    }

private slots:
    void initTestCase() {
        REQUIRE_FERRETDB();
        QVERIFY(m_runs.isValid());
        qputenv("TECHLOG_FERRETDB_TMPDIR", QFile::encodeName(m_runs.path()));
    }

    void cleanup() {
        EmbeddedFerretDb::sweepAbandoned(m_runs.path());
        QVERIFY2(runFolders().isEmpty(), qPrintable(runFolders().join(u' ')));
    }

    // The seed case's facts, as the example workspace records them, reproduced on the engine.
    void theExampleCaseReproduces() {
        const auto probe = parse(exampleWorkspace() + u'/' + kProbe);
        QVERIFY(probe);
        QStringList transcript;
        ReplayOptions options;
        options.transcript = [&](const QString& line) { transcript << line; };
        const ReplayResult r = ProbeRunner(options).run(*probe);
        QVERIFY2(r.verdict == Verdict::Reproduced,
                 qPrintable(r.error + u'\n' + r.maskedDiff + u'\n' + transcript.join(u'\n')));
        QVERIFY(r.expectationsHeld);
        QCOMPARE(r.serverVersion, QStringLiteral("7.0.42 (FerretDB)"));
        QVERIFY(r.mongo);
        QCOMPARE(r.serverText(), QStringLiteral("MongoDB 7.0.42 (FerretDB)"));
        QVERIFY(r.clusterStartMs >= 0);
        QVERIFY(r.record.startsWith(QStringLiteral("# MongoDB 7.0.42 (FerretDB) · ")));
        QVERIFY(r.record.contains(QStringLiteral(
            "live  recordApplied  (fence 5) -> error, code=11000 index=backfillId_1")));
        QVERIFY(r.record.contains(QStringLiteral("원장 항목 수 : 2")));
        QVERIFY(r.record.endsWith(QStringLiteral("\nexit 0")));
        // The steps' own fields, as the reply gave them.
        QCOMPARE(r.rounds.size(), 1);
        const RoundOutcome& round = r.rounds[0];
        const StepOutcome* stale = round.step(QStringLiteral("stale_record"));
        QVERIFY(stale);
        QCOMPARE(stale->statusName(), QStringLiteral("ok"));
        QCOMPARE(stale->fields.value(QStringLiteral("n")), QStringLiteral("1"));
        const StepOutcome* live = round.step(QStringLiteral("live_record"));
        QVERIFY(live);
        QCOMPARE(live->sqlstate, QStringLiteral("11000"));
        QCOMPARE(live->fields.value(QStringLiteral("error.code")), QStringLiteral("11000"));
        QVERIFY(live->message.startsWith(QStringLiteral("E11000 duplicate key error")));
        const StepOutcome* checkpoint = round.step(QStringLiteral("live_checkpoint"));
        QVERIFY(checkpoint);
        QCOMPARE(checkpoint->fields.value(QStringLiteral("upserted")).size(), 24);  // an ObjectId
        // The engine does not name the index: the verdict's transcript says where it came from.
        QVERIFY2(transcript.join(u'\n').contains(
                     QStringLiteral("live_record: the engine's duplicate-key message names no "
                                    "index; writeError.index is backfillId_1")),
                 qPrintable(transcript.join(u'\n')));
        QVERIFY(runFolders().isEmpty());  // stopped and removed
    }

    // `techlog replay WORKSPACE KEY` as a user runs it: the record on stdout, the verdict naming
    // the server, exit 0, and the ledger that review counts.
    void theCliReproducesTheExampleAndWritesTheLedger() {
        TempWorkspace ws;
        QVERIFY(ws.copyTree(exampleWorkspace()));
        const TechlogRun r = runTechlog(
            {QStringLiteral("replay"), ws.root(), QStringLiteral("backfill-ledger-fence")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.startsWith(QStringLiteral("# MongoDB 7.0.42 (FerretDB) · ")));
        QVERIFY2(r.err.contains(QStringLiteral(
                     "backfill-ledger-fence: reproduced (MongoDB 7.0.42 (FerretDB))")),
                 qPrintable(r.err));
        const QByteArray ledger =
            readBytes(ws.abs(QStringLiteral("final/evidence/probes/backfill-ledger-fence.ledger")));
        QVERIFY2(ledger.contains("\treproduced\tserver=7.0.42 (FerretDB)\t"), ledger.constData());
        const TechlogRun review =
            runTechlog({QStringLiteral("review"), ws.root(),
                        QStringLiteral("tech-log-studio/owner-safe-state-machines/case/"
                                       "case-backfill-ledger-fence.md")});
        // Only the unacknowledged "not verified" item fails: the replay gate counts the ledger.
        const QString gates = review.out + review.err;
        QVERIFY2(gates.contains(QStringLiteral("FAIL debt")), qPrintable(describe(review)));
        QVERIFY2(!gates.contains(QStringLiteral("FAIL replay")), qPrintable(describe(review)));
        QVERIFY(runFolders().isEmpty());
    }

    // Without the ledger's unique index the live runner's record is accepted: the replay differs
    // from the recorded record, and the diff shows the line that changed.
    void aChangedProbeDiffersWithTheDiff() {
        TempWorkspace ws;
        QVERIFY(ws.copyTree(exampleWorkspace()));
        QByteArray text = readBytes(ws.abs(kProbe));
        const QByteArray ledgerIndex =
            "  - command: {createIndexes: backfill_ledger, indexes: [{key: {backfillId: 1}, "
            "name: backfillId_1, unique: true}]}\n";
        QVERIFY(text.contains(ledgerIndex));
        text.replace(ledgerIndex, "");
        // The control's index drop has nothing to drop now: leave it out of the order too.
        text.replace("drop_ledger_index, ", "");
        QVERIFY(ws.write(kProbe, text));
        const auto probe = parse(ws.abs(kProbe));
        QVERIFY(probe);
        const ReplayResult r = ProbeRunner().run(*probe);
        QCOMPARE(r.verdict, Verdict::Differs);
        QCOMPARE(r.exitStatus(), 1);
        QVERIFY2(r.maskedDiff.contains(QStringLiteral(
                     "-   live  recordApplied  (fence 5) -> error, code=11000 index=backfillId_1")),
                 qPrintable(r.maskedDiff));
        QVERIFY2(r.maskedDiff.contains(
                     QStringLiteral("+   live  recordApplied  (fence 5) -> ok, code=- index=-")),
                 qPrintable(r.maskedDiff));
        QVERIFY(!r.expectationsHeld);
        QVERIFY(r.failedExpectations.join(u'\n').contains(
            QStringLiteral("live_record.writeError.code == 11000 (was -)")));
    }

    // A broken MongoDB probe never reaches a server: its problems are diagnostics with place
    // and code, and the CLI exits 2.
    void aBrokenProbeIsDiagnosticsAndExit2() {
        TempWorkspace ws;
        QVERIFY(ws.copyTree(exampleWorkspace()));
        QByteArray text = readBytes(ws.abs(kProbe));
        text.replace("- name: stale_record\n        command: {insert:",
                     "- name: stale_record\n        command: {nosuch:");
        text.replace("  - name: live\n", "  - name: live\n    transaction: true\n");
        QVERIFY(ws.write(kProbe, text));
        const ReplayResult r = ProbeRunner().runFile(ws.abs(kProbe));
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QStringList codes;
        for (const Diagnostic& d : r.diagnostics) codes << d.code;
        QVERIFY2(codes.contains(QStringLiteral("probe-wrong-engine")),
                 qPrintable(shown(r.diagnostics)));
        QVERIFY2(codes.contains(QStringLiteral("probe-bad-command")),
                 qPrintable(shown(r.diagnostics)));
        for (const Diagnostic& d : r.diagnostics) QVERIFY(d.line > 1 && d.column > 1);

        const TechlogRun cli = runTechlog({QStringLiteral("replay"), ws.abs(kProbe)});
        QCOMPARE(cli.exitCode, 2);
        QVERIFY2(cli.err.contains(QStringLiteral("[probe-bad-command]")),
                 qPrintable(describe(cli)));
        QVERIFY(runFolders().isEmpty());  // no engine was started
    }

    // Two sessions released together: every round, one insert wins and one gets 11000.
    void aRaceHasOneDuplicatePerRound() {
        QTemporaryDir dir;
        const auto probe = parseWritten(dir, QStringLiteral("race.probe.yaml"), raceProbe(5));
        QVERIFY(probe);
        const ReplayResult r = ProbeRunner().run(*probe);
        QCOMPARE(r.verdict, Verdict::Differs);  // outside a workspace: nothing to compare with
        QVERIFY2(r.expectationsHeld, qPrintable(r.failedExpectations.join(u'\n') + r.record));
        QCOMPARE(r.rounds.size(), 5);
        for (const RoundOutcome& round : r.rounds) {
            QCOMPARE(round.steps.size(), 2);
            QCOMPARE(round.steps[0].failed() + round.steps[1].failed(), 1);
        }
        QVERIFY(r.record.contains(QStringLiteral("round 5: duplicates 1, entries 1")));
    }

    // A server the user runs: a fresh database, dropped afterwards; the probe's own database is
    // not touched.
    void aUsersServerThroughMongoUri() {
        EmbeddedFerretDb server;  // stands for the user's own MongoDB
        DiagnosticText why;
        QVERIFY2(server.start({}, &why), qPrintable(why.english()));
        MongoClient client(server.uri());
        QVERIFY(client
                    .run(QStringLiteral("thumbnails"),
                         "{\"insert\":\"keep\",\"documents\":[{\"a\":1}]}")
                    .ok);

        const auto probe = parse(exampleWorkspace() + u'/' + kProbe);
        QVERIFY(probe);
        ReplayOptions options;
        options.mongoUri = server.uri();
        QStringList transcript;
        options.transcript = [&](const QString& line) { transcript << line; };
        const ReplayResult r = ProbeRunner(options).run(*probe);
        QVERIFY2(r.verdict == Verdict::Reproduced, qPrintable(r.error + r.maskedDiff));
        QVERIFY(transcript.join(u'\n').contains(QStringLiteral("· database techlog_replay_")));
        QCOMPARE(runFolders().size(), 1);  // only the "user's" server: the replay started none

        const MongoClient::Reply listed =
            client.run(QStringLiteral("admin"), "{\"listDatabases\":1}");
        QVERIFY(listed.ok);
        QStringList names;
        for (const QJsonValue& d : listed.document.value(QStringLiteral("databases")).toArray())
            names << d.toObject().value(QStringLiteral("name")).toString();
        QVERIFY2(names.contains(QStringLiteral("thumbnails")), qPrintable(names.join(u' ')));
        for (const QString& name : names)
            QVERIFY2(!name.startsWith(QStringLiteral("techlog_replay_")), qPrintable(name));
        const MongoClient::Reply kept =
            client.run(QStringLiteral("thumbnails"), "{\"count\":\"keep\"}");
        QCOMPARE(kept.document.value(QStringLiteral("n")).toInt(), 1);
        QVERIFY(!kept.document.contains(QStringLiteral("backfill_ledger")));
        server.stop();
    }

    // What the engine does not implement is a clear reason, at the place of the command: in the
    // setup, the run could not run; in a step, the step's outcome (code 238, NotImplemented).
    void anUnsupportedCommandIsAClearReason() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("unsupported.probe.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "engine: mongodb\n"
            "collection: ledger\n"
            "setup:\n"
            "  - command: {insert: ~, documents: [{k: 1}]}\n"
            "  - command: {collMod: ledger, validator: {}}\n"
            "sessions:\n"
            "  - name: A\n"
            "    steps:\n"
            "      - {name: a1, command: {ping: 1}}\n"
            "race: {rounds: 1}\n");
        f.close();
        const auto probe = parse(path);
        QVERIFY(probe);
        ReplayResult r = ProbeRunner().run(*probe);
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QVERIFY2(r.error.endsWith(QStringLiteral("/unsupported.probe.yaml:5:14: setup 2 failed: "
                                                   "238: `collMod` command is not implemented yet")),
                 qPrintable(r.error));

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(
            "engine: mongodb\n"
            "collection: ledger\n"
            "sessions:\n"
            "  - name: A\n"
            "    steps:\n"
            "      - name: joined\n"
            "        command: {aggregate: ledger, pipeline: [{$lookup: {from: other, "
            "localField: k, foreignField: k, as: j}}], cursor: {}}\n"
            "race: {rounds: 1}\n"
            "record:\n"
            "  round: [\"{joined.error.code}: {joined.error.message}\"]\n");
        f.close();
        const auto stepProbe = parse(path);
        QVERIFY(stepProbe);
        r = ProbeRunner().run(*stepProbe);
        QCOMPARE(r.verdict, Verdict::Differs);  // it ran; outside a workspace, nothing to compare
        QVERIFY2(r.record.contains(
                     QStringLiteral("238: `aggregate` stage \"$lookup\" is not implemented yet")),
                 qPrintable(r.record));
    }

    // A server that accepts the connection and never answers: a timeout within the step's limit,
    // never a hang.
    void aSilentServerIsATimeoutNotAHang() {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
        QCOMPARE(::listen(fd, 8), 0);  // the kernel completes connections; nobody reads them
        socklen_t length = sizeof address;
        QCOMPARE(::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length), 0);
        TempWorkspace ws;
        QByteArray text = readBytes(exampleWorkspace() + u'/' + kProbe);
        text.replace("database: thumbnails\n", "database: thumbnails\ntimeouts: {step: 1s}\n");
        QVERIFY(ws.write(kProbe, text));
        const auto probe = parse(ws.abs(kProbe));
        QVERIFY(probe);
        ReplayOptions options;
        options.mongoUri = QStringLiteral("mongodb://127.0.0.1:%1/").arg(ntohs(address.sin_port));
        QElapsedTimer clock;
        clock.start();
        const ReplayResult r = ProbeRunner(options).run(*probe);
        const qint64 took = clock.elapsed();
        ::close(fd);
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QVERIFY2(r.error.startsWith(QStringLiteral("cannot connect: ")), qPrintable(r.error));
        QVERIFY2(took < 15000, qPrintable(QString::number(took)));
    }

    void theLoopbackGuard_data() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<bool>("local");
        QTest::newRow("loopback") << "mongodb://127.0.0.1:27017/" << true;
        QTest::newRow("localhost") << "mongodb://localhost" << true;
        QTest::newRow("ipv6") << "mongodb://[::1]:27017/?directConnection=true" << true;
        QTest::newRow("credentials") << "mongodb://u:p%40ss@127.0.0.2:1/db" << true;
        QTest::newRow("socket") << "mongodb://%2Ftmp%2Fmongodb-27017.sock" << true;
        QTest::newRow("replica set") << "mongodb://127.0.0.1:1,localhost:2/?replicaSet=rs" << true;
        QTest::newRow("remote") << "mongodb://db.example.com:27017" << false;
        QTest::newRow("one remote of two") << "mongodb://127.0.0.1,10.0.0.5:27017" << false;
        QTest::newRow("srv") << "mongodb+srv://cluster0.example.net/" << false;
        QTest::newRow("user at remote") << "mongodb://127.0.0.1@db.example.com" << false;
        QTest::newRow("not a uri") << "127.0.0.1:27017" << false;
    }

    void theLoopbackGuard() {
        QFETCH(QString, uri);
        QFETCH(bool, local);
        QCOMPARE(MongoReplay::isLocalUri(uri), local);
    }

    void aRemoteServerIsRefusedBeforeAnythingRuns() {
        const auto probe = parse(exampleWorkspace() + u'/' + kProbe);
        QVERIFY(probe);
        ReplayOptions options;
        options.mongoUri = QStringLiteral("mongodb://db.example.com:27017/");
        const ReplayResult r = ProbeRunner(options).run(*probe);
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QVERIFY2(r.error.contains(QStringLiteral("refusing to use the MongoDB server at "
                                                 "'db.example.com'")),
                 qPrintable(r.error));
        QVERIFY(r.record.isEmpty());
    }

    // No engine anywhere: `techlog` copied where no techlog-ferretdb lies beside it, and no
    // TECHLOG_FERRETDB. A clear reason, exit 2, nothing started.
    void noEngineIsAClearReasonAndExit2() {
        QTemporaryDir bin;
        const QString copy = bin.filePath(QStringLiteral("techlog"));
        QVERIFY(QFile::copy(techlogBinary(), copy));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("TECHLOG_FERRETDB"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.remove(QStringLiteral("LC_ALL"));
        p.setProcessEnvironment(env);
        p.start(copy, {QStringLiteral("replay"), exampleWorkspace(),
                       QStringLiteral("backfill-ledger-fence")});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("the MongoDB engine (techlog-ferretdb) is not "
                                             "installed")),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--mongo-uri")), qPrintable(err));
        QVERIFY(runFolders().isEmpty());
    }

    // Cancelled while it runs: could not run, "cancelled", and the engine and its folder gone.
    void aCancelStopsTheEngineAndLeavesNothing() {
        QTemporaryDir dir;
        const auto probe = parseWritten(dir, QStringLiteral("race.probe.yaml"), raceProbe(10000));
        QVERIFY(probe);
        std::atomic_bool cancel{false};
        ReplayOptions options;
        options.cancel = &cancel;
        qint64 enginePid = 0;
        QString runDir;
        options.stage = [&](const ReplayStage& stage) {
            if (stage.step == ReplayStage::Step::Round && stage.round == 3) {
                const QStringList folders = runFolders();
                if (folders.size() == 1) {
                    runDir = m_runs.filePath(folders.first());
                    QFile pid(runDir + QStringLiteral("/engine.pid"));
                    if (pid.open(QIODevice::ReadOnly))
                        enginePid = pid.readAll().trimmed().toLongLong();
                }
                cancel.store(true);
            }
        };
        const ReplayResult r = ProbeRunner(options).run(*probe);
        QCOMPARE(r.verdict, Verdict::CouldNotRun);
        QCOMPARE(r.error, QStringLiteral("cancelled"));
        QVERIFY(r.rounds.size() < 10000);
        QVERIFY(enginePid > 0);
        QVERIFY(!EmbeddedFerretDb::engineRunning(enginePid, runDir));
        QVERIFY(runFolders().isEmpty());
    }

    // `techlog replay` killed outright mid-run: its engine ends by itself, and the next start
    // sweeps the folder it left.
    void aKilledReplayLeavesNothingRunning() {
        TempWorkspace ws;
        QVERIFY(ws.write(QStringLiteral("final/evidence/probes/long-race.probe.yaml"),
                         raceProbe(100000)));
        QProcess replay;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TECHLOG_FERRETDB_TMPDIR"), m_runs.path());
        replay.setProcessEnvironment(env);
        replay.start(techlogBinary(), {QStringLiteral("replay"), ws.root(),
                                       QStringLiteral("long-race"), QStringLiteral("-v")});
        QVERIFY(replay.waitForStarted());
        // Running rounds: the engine is up and answering.
        QVERIFY2(waitUntil(
                     [&] {
                         replay.waitForReadyRead(50);
                         return replay.readAllStandardError().contains("round 2:") ||
                                replay.state() == QProcess::NotRunning;
                     },
                     30000),
                 "the replay never reached round 2");
        QCOMPARE(replay.state(), QProcess::Running);
        const QStringList folders = runFolders();
        QCOMPARE(folders.size(), 1);
        const QString runDir = m_runs.filePath(folders.first());
        QFile pidFile(runDir + QStringLiteral("/engine.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const qint64 enginePid = pidFile.readAll().trimmed().toLongLong();
        QVERIFY(EmbeddedFerretDb::engineRunning(enginePid, runDir));

        ::kill(pid_t(replay.processId()), SIGKILL);
        QVERIFY(replay.waitForFinished(10000));
        QVERIFY2(
            waitUntil([&] { return !EmbeddedFerretDb::engineRunning(enginePid, runDir); }, 10000),
            "the engine outlived the killed replay");
        QCOMPARE(EmbeddedFerretDb::sweepAbandoned(m_runs.path()), QStringList{runDir});
        QVERIFY(runFolders().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMongoReplay)
#include "tst_mongoreplay.moc"
