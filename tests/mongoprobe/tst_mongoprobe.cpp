// The MongoDB probe format (docs/PROBES.md "MongoDB probes"): `engine: mongodb`, commands kept
// as extended JSON in the order written, the fields a MongoDB step gives, and every bad input
// as a diagnostic with its line, column and code. No server.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "probecompletion.h"
#include "probefile.h"
#include "proberunner.h"
#include "recordformat.h"

using namespace techlog;

namespace {

// The seed's scenario, as the brief writes it.
const QByteArray kSeed =
    "engine: mongodb\n"
    "database: migrations\n"
    "setup:\n"
    "  - command: {createIndexes: ledger, indexes: [{key: {migrationId: 1}, name: "
    "migrationId_1, unique: true}]}\n"
    "sessions:\n"
    "  - name: stale\n"
    "    steps:\n"
    "      - name: stale_checkpoint\n"
    "        command:\n"
    "          update: checkpoint\n"
    "          updates:\n"
    "            - q: {migrationId: m1, $or: [{fence: {$exists: false}}, {fence: {$lte: 1}}]}\n"
    "              u: {$set: {fence: 1}}\n"
    "              upsert: true\n"
    "race: {rounds: 1}\n"
    "observe:\n"
    "  - name: ledger_count\n"
    "    command: {count: ledger}\n";

// A MongoDB probe of one step and `extra` at the end.
QByteArray mongo(const QByteArray& extra) {
    return "engine: mongodb\n"
           "sessions:\n"
           "  - name: A\n"
           "    steps:\n"
           "      - {name: a1, command: {ping: 1}}\n"
           "race: {rounds: 1}\n" +
           extra;
}

}  // namespace

class TestMongoProbe : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(text);
        return path;
    }

    std::optional<ProbeFile> parse(const QByteArray& text, Diagnostics* out = nullptr) {
        Diagnostics d;
        auto p = parseProbe(write(QStringLiteral("t.probe.yaml"), text), d);
        if (out) *out = d;
        return p;
    }

    static QString shown(const Diagnostics& d) {
        QStringList out;
        for (const Diagnostic& x : d)
            out << QStringLiteral("%1:%2 %3 %4").arg(x.line).arg(x.column).arg(x.code, x.message);
        return out.join(u'\n');
    }

private slots:
    void theSeedScenarioParses() {
        Diagnostics d;
        const auto p = parse(kSeed, &d);
        QVERIFY2(p, qPrintable(shown(d)));
        QVERIFY(p->isMongo());
        QCOMPARE(p->database, QStringLiteral("migrations"));
        QCOMPARE(p->collection, QString());
        QCOMPARE(p->setup.size(), 1);
        QCOMPARE(
            p->setup[0].command,
            QStringLiteral("{\"createIndexes\":\"ledger\",\"indexes\":[{\"key\":{"
                           "\"migrationId\":1},\"name\":\"migrationId_1\",\"unique\":true}]}"));
        QCOMPARE(p->setup[0].sql, QString());
        QCOMPARE(p->setup[0].label, QStringLiteral("setup 1"));
        QCOMPARE(p->setup[0].line, 4);
        const ProbeStep* step = p->step(QStringLiteral("stale_checkpoint"));
        QVERIFY(step);
        QCOMPARE(step->session, QStringLiteral("stale"));
        // The keys in the order written, `update` first; `$or` before nothing sorted.
        QCOMPARE(
            step->sql.command,
            QStringLiteral("{\"update\":\"checkpoint\",\"updates\":[{\"q\":{\"migrationId\":\"m1\","
                           "\"$or\":[{\"fence\":{\"$exists\":false}},{\"fence\":{\"$lte\":1}}]},"
                           "\"u\":{\"$set\":{\"fence\":1}},\"upsert\":true}]}"));
        QCOMPARE(step->sql.line, 10);
        QCOMPARE(step->sql.column, 11);
        QCOMPARE(step->sql.label, QStringLiteral("step stale_checkpoint"));
        QCOMPARE(p->observations.size(), 1);
        QCOMPARE(p->observations[0].sql.command, QStringLiteral("{\"count\":\"ledger\"}"));
        QCOMPARE(p->record.header.value(0), QStringLiteral("# MongoDB {server_version}"));
    }

    void defaultsAndTheDefaultCollection() {
        Diagnostics d;
        auto p = parse(mongo("collection: ledger\n"
                             "observe:\n"
                             "  - {name: left, command: {count: ~, query: {fence: 5}}}\n"
                             "  - {name: all, command: {find: }}\n"
                             "  - {name: other, command: {count: checkpoint}}\n"),
                       &d);
        QVERIFY2(p, qPrintable(shown(d)));
        QCOMPARE(p->database, QStringLiteral("techlog"));
        QCOMPARE(p->collection, QStringLiteral("ledger"));
        QCOMPARE(p->observations[0].sql.command,
                 QStringLiteral("{\"count\":\"ledger\",\"query\":{\"fence\":5}}"));
        QCOMPARE(p->observations[1].sql.command, QStringLiteral("{\"find\":\"ledger\"}"));
        QCOMPARE(p->observations[2].sql.command, QStringLiteral("{\"count\":\"checkpoint\"}"));

        // PostgreSQL stays the default, and `engine: postgresql` says so.
        p = parse(
            "engine: postgresql\nsessions:\n  - name: A\n    steps:\n"
            "      - {name: a1, sql: SELECT 1}\nrace: {rounds: 1}\n",
            &d);
        QVERIFY2(p, qPrintable(shown(d)));
        QVERIFY(!p->isMongo());
        QCOMPARE(p->database, QString());
    }

    // YAML 1.2 core scalars: quoted ones stay strings.
    void scalarsMapToJsonTypes() {
        Diagnostics d;
        const auto p = parse(
            mongo("observe:\n"
                  "  - name: o\n"
                  "    command:\n"
                  "      find: c\n"
                  "      filter: {i: 7, big: 12345678901, neg: -3, d: 1.5, whole: 2.0, e: 1e3,\n"
                  "               t: true, f: False, nul: null, tilde: ~, s: abc, q: \"7\",\n"
                  "               sq: 'true', yes: yes, hex: 0x1F, inf: -.inf, nan: .nan,\n"
                  "               esc: \"a\\\"b\\\\c\\n\", kor: 가나, oid: {$oid: "
                  "\"65a1b2c3d4e5f60718293a4b\"}}\n"),
            &d);
        QVERIFY2(p, qPrintable(shown(d)));
        QCOMPARE(p->observations[0].sql.command,
                 QStringLiteral("{\"find\":\"c\",\"filter\":{\"i\":7,\"big\":12345678901,"
                                "\"neg\":-3,\"d\":1.5,\"whole\":2.0,\"e\":1000.0,\"t\":true,"
                                "\"f\":false,\"nul\":null,\"tilde\":null,\"s\":\"abc\","
                                "\"q\":\"7\",\"sq\":\"true\",\"yes\":\"yes\",\"hex\":31,"
                                "\"inf\":{\"$numberDouble\":\"-Infinity\"},"
                                "\"nan\":{\"$numberDouble\":\"NaN\"},"
                                "\"esc\":\"a\\\"b\\\\c\\n\",\"kor\":\"가나\","
                                "\"oid\":{\"$oid\":\"65a1b2c3d4e5f60718293a4b\"}}}"));
    }

    void aCommandFileHoldsExtendedJson() {
        QVERIFY(!write(QStringLiteral("index.json"),
                       "{\"createIndexes\": \"ledger\", \"indexes\": [{\"key\": {\"b\": 1, "
                       "\"a\": -1}, \"name\": \"ba\"}]}\n")
                     .isEmpty());
        Diagnostics d;
        const auto p = parse(mongo("setup:\n  - file: index.json\n"), &d);
        QVERIFY2(p, qPrintable(shown(d)));
        QCOMPARE(p->setup.size(), 1);
        QCOMPARE(p->setup[0].command,
                 QStringLiteral("{\"createIndexes\":\"ledger\",\"indexes\":[{\"key\":{\"b\":1,"
                                "\"a\":-1},\"name\":\"ba\"}]}"));
        QCOMPARE(p->setup[0].origin, QStringLiteral("index.json"));
        QCOMPARE(p->setup[0].label, QStringLiteral("setup 1 (index.json)"));
    }

    void badInputIsADiagnostic_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const QByteArray pg =
            "sessions:\n  - name: A\n    steps:\n      - {name: a1, sql: SELECT 1}\n"
            "race: {rounds: 1}\n";
        QTest::newRow("unknown engine")
            << QByteArray("engine: mysql\n") + pg << QStringLiteral("probe-bad-value") << 1 << 9
            << QStringLiteral("unknown engine 'mysql' (expected one of: postgresql, mongodb)");
        QTest::newRow("engine not text")
            << QByteArray("engine: [mongodb]\n") + pg << QStringLiteral("probe-wrong-type") << 1
            << 9 << QStringLiteral("engine must be text");
        QTest::newRow("sql in a mongodb step")
            << QByteArray(
                   "engine: mongodb\nsessions:\n  - name: A\n    steps:\n"
                   "      - {name: a1, sql: SELECT 1}\nrace: {rounds: 1}\n")
            << QStringLiteral("probe-wrong-engine") << 5 << 20
            << QStringLiteral(
                   "'sql' belongs to PostgreSQL probes; this probe has engine: "
                   "mongodb (a MongoDB step gives a command)");
        QTest::newRow("transaction in a mongodb session")
            << QByteArray(
                   "engine: mongodb\nsessions:\n  - name: A\n    transaction: true\n"
                   "    steps:\n      - {name: a1, command: {ping: 1}}\n"
                   "race: {rounds: 1}\n")
            << QStringLiteral("probe-wrong-engine") << 4 << 5
            << QStringLiteral(
                   "'transaction' belongs to PostgreSQL probes; this probe has "
                   "engine: mongodb (a MongoDB step gives a command)");
        QTest::newRow("sql in a mongodb observation")
            << mongo("observe:\n  - {name: o, sql: SELECT 1}\n")
            << QStringLiteral("probe-wrong-engine") << 8 << 15
            << QStringLiteral(
                   "'sql' belongs to PostgreSQL probes; this probe has engine: "
                   "mongodb (a MongoDB step gives a command)");
        QTest::newRow("sql in a mongodb setup")
            << mongo("setup:\n  - sql: SELECT 1\n") << QStringLiteral("probe-wrong-engine") << 8
            << 5
            << QStringLiteral(
                   "'sql' belongs to PostgreSQL probes; this probe has engine: "
                   "mongodb (a MongoDB step gives a command)");
        QTest::newRow("command in a postgresql step")
            << QByteArray(
                   "sessions:\n  - name: A\n    steps:\n"
                   "      - {name: a1, command: {ping: 1}}\nrace: {rounds: 1}\n")
            << QStringLiteral("probe-wrong-engine") << 4 << 20
            << QStringLiteral(
                   "'command' belongs to MongoDB probes: write engine: mongodb at "
                   "the top of the probe");
        QTest::newRow("collection in a postgresql probe")
            << pg + "collection: ledger\n"
            << QStringLiteral("probe-wrong-engine") << 6 << 1
            << QStringLiteral(
                   "'collection' belongs to MongoDB probes: write engine: mongodb "
                   "at the top of the probe");
        QTest::newRow("isolation in a mongodb probe")
            << QByteArray("engine: mongodb\nisolation: {spec: x}\n")
            << QStringLiteral("probe-wrong-engine") << 2 << 1
            << QStringLiteral(
                   "an isolation spec is a PostgreSQL probe; this probe has engine: "
                   "mongodb");
        QTest::newRow("command not a map")
            << mongo("observe:\n  - {name: o, command: count ledger}\n")
            << QStringLiteral("probe-wrong-type") << 8 << 24
            << QStringLiteral("a MongoDB command is a mapping such as {count: ledger}");
        QTest::newRow("command empty")
            << mongo("observe:\n  - {name: o, command: {}}\n")
            << QStringLiteral("probe-bad-command") << 8 << 24
            << QStringLiteral(
                   "a MongoDB command is empty (its first key names it, as in "
                   "{count: ledger})");
        QTest::newRow("unknown command")
            << mongo("observe:\n  - name: o\n    command:\n      cuont: ledger\n")
            << QStringLiteral("probe-bad-command") << 10 << 7
            << QStringLiteral(
                   "unknown MongoDB command 'cuont' (a command's first key is its "
                   "name, one of: %1)")
                   .arg(QStringLiteral(
                       "insert, update, delete, find, count, aggregate, distinct, "
                       "findAndModify, createIndexes, dropIndexes, listIndexes, create, drop, "
                       "collMod, validate, collStats, ping, buildInfo, hello, isMaster, "
                       "listCollections, listDatabases, dropDatabase, dbStats, serverStatus, "
                       "getParameter, renameCollection, getMore, killCursors, explain"));
        QTest::newRow("key twice in a command")
            << mongo("observe:\n  - {name: o, command: {count: a, query: {}, query: {}}}\n")
            << QStringLiteral("probe-duplicate-key") << 8 << 46
            << QStringLiteral("'query' is given twice in a command");
        QTest::newRow("no collection")
            << mongo("observe:\n  - {name: o, command: {count: ~}}\n")
            << QStringLiteral("probe-missing-key") << 8 << 25
            << QStringLiteral(
                   "the command 'count' names no collection and the probe has no "
                   "collection: key");
        QTest::newRow("step without command")
            << QByteArray(
                   "engine: mongodb\nsessions:\n  - name: A\n    steps:\n"
                   "      - {name: a1}\nrace: {rounds: 1}\n")
            << QStringLiteral("probe-missing-key") << 5 << 9
            << QStringLiteral("a step needs name and command");
        QTest::newRow("setup entry without command")
            << mongo("setup:\n  - {}\n") << QStringLiteral("probe-missing-key") << 8 << 5
            << QStringLiteral("setup 1 needs command or file");
        QTest::newRow("setup as a command")
            << mongo("setup: {command: {ping: 1}}\n") << QStringLiteral("probe-wrong-type") << 7
            << 8 << QStringLiteral("setup must be a list of {command: ...} or {file: ...}");
        QTest::newRow("a bad json file")
            << mongo("reset:\n  - file: nothing.json\n") << QStringLiteral("probe-missing-file")
            << 8 << 11
            << QStringLiteral(
                   "reset 1: cannot read SQL file 'nothing.json' (No such file or "
                   "directory)");
        QTest::newRow("bad database name")
            << mongo("database: a.b\n") << QStringLiteral("probe-bad-value") << 7 << 11
            << QStringLiteral(
                   "'a.b' is not a usable MongoDB database name (at most 63 "
                   "characters, none of / \\ . space \" $)");
        QTest::newRow("postgresql field in a mongodb probe")
            << mongo("expect:\n  each: [a1.sqlstate == 1]\n")
            << QStringLiteral("probe-unknown-field") << 8 << 10
            << QStringLiteral(
                   "the field 'a1.sqlstate' belongs to PostgreSQL probes; a MongoDB "
                   "step gives .status, .result, .ok, .n, .nModified, .upserted, "
                   ".writeError.code, .writeError.index, .error.code, .error.message, .elapsed_ms");
        QTest::newRow("mongodb field in a postgresql probe")
            << pg + "expect:\n  each: [a1.nModified == 1]\n"
            << QStringLiteral("probe-unknown-field") << 7 << 10
            << QStringLiteral(
                   "the field 'a1.nModified' belongs to MongoDB probes (engine: "
                   "mongodb); a PostgreSQL step gives .status, .result, .command, "
                   ".rows_affected, .rows_returned, .rows, .sqlstate, .message, "
                   ".detail, .waited, .elapsed_ms");
        QTest::newRow("errors.<SQLSTATE> in a mongodb probe")
            << mongo("expect:\n  each: [errors.23P01 == 1]\n")
            << QStringLiteral("probe-unknown-field") << 8 << 10
            << QStringLiteral(
                   "'errors.23P01': errors.<code> takes a MongoDB error code such as "
                   "11000");
    }

    void badInputIsADiagnostic() {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        Diagnostics d;
        QVERIFY(!parse(text, &d));
        QVERIFY2(d.size() == 1, qPrintable(shown(d)));
        QCOMPARE(d[0].code, code);
        QCOMPARE(d[0].message, message);
        QCOMPARE(d[0].line, line);
        QCOMPARE(d[0].column, column);
    }

    // The fields of docs/PROBES.md "MongoDB probes", in expectations and templates.
    void mongoFieldsAreAccepted() {
        Diagnostics d;
        const auto p = parse(
            kSeed +
                "collection: ledger\n"
                "expect:\n"
                "  each:\n"
                "    - stale_checkpoint.ok == 1\n"
                "    - stale_checkpoint.n == 0\n"
                "    - stale_checkpoint.nModified == 0\n"
                "    - stale_checkpoint.writeError.code == 11000\n"
                "    - stale_checkpoint.error.code == 11000\n"
                "    - stale.error.code == 11000\n"
                "    - loser.error.code == 11000\n"
                "    - errors.11000 == 1\n"
                "    - ledger_count == 2\n"
                "record:\n"
                "  step: \"{step}: {result} {n} {upserted} {error.message}\"\n"
                "  round: [\"{stale_checkpoint.upserted} {stale_checkpoint.error.message}\"]\n",
            &d);
        QVERIFY2(p, qPrintable(shown(d)));
        QCOMPARE(p->expectEach.size(), 9);

        const QStringList round = RecordFormat::fieldNames(*p, RecordFormat::Scope::Round);
        for (const QString& f :
             {QStringLiteral("stale_checkpoint.ok"), QStringLiteral("stale_checkpoint.n"),
              QStringLiteral("stale_checkpoint.nModified"),
              QStringLiteral("stale_checkpoint.upserted"),
              QStringLiteral("stale_checkpoint.writeError.code"),
              QStringLiteral("stale_checkpoint.error.code"),
              QStringLiteral("stale_checkpoint.error.message"),
              QStringLiteral("stale_checkpoint.result"), QStringLiteral("stale.error.code"),
              QStringLiteral("errors.11000"), QStringLiteral("ledger_count")})
            QVERIFY2(round.contains(f), qPrintable(f));
        QVERIFY(!round.contains(QStringLiteral("stale_checkpoint.sqlstate")));
        QVERIFY(!round.contains(QStringLiteral("errors.23505")));
    }

    // What a MongoDB step's outcome gives to templates and expectations (the runner fills
    // StepOutcome::fields from the reply; tst_mongoreplay runs it on a real engine).
    void stepFieldsFillTemplates() {
        const auto p = parse(kSeed);
        QVERIFY(p);
        StepOutcome failed;
        failed.step = QStringLiteral("stale_checkpoint");
        failed.session = QStringLiteral("stale");
        failed.status = StepOutcome::Status::Error;
        failed.sqlstate = QStringLiteral("11000");
        failed.message =
            QStringLiteral("E11000 duplicate key error collection: migrations.checkpoint");
        failed.fields = {{QStringLiteral("ok"), QStringLiteral("1")},
                         {QStringLiteral("writeError.code"), QStringLiteral("11000")},
                         {QStringLiteral("writeError.index"), QStringLiteral("migrationId_1")},
                         {QStringLiteral("error.code"), QStringLiteral("11000")},
                         {QStringLiteral("error.message"), failed.message}};
        RoundOutcome round;
        round.round = 1;
        round.steps << failed;
        const QList<RoundOutcome> rounds{round};
        const RecordFormat::Context inRound{&*p, QStringLiteral("7.0.42"), &rounds, &rounds[0],
                                            nullptr};
        QCOMPARE(RecordFormat::fill(QStringLiteral("{stale_checkpoint.writeError.code} "
                                                   "{stale_checkpoint.writeError.index} "
                                                   "{stale_checkpoint.n} {errors.11000} "
                                                   "{stale.error.code} {loser}"),
                                    inRound),
                 QStringLiteral("11000 migrationId_1 - 1 11000 stale"));
        QCOMPARE(RecordFormat::value(inRound, QStringLiteral("stale_checkpoint")),
                 QStringLiteral("ERROR 11000: E11000 duplicate key error collection: "
                                "migrations.checkpoint"));
        const RecordFormat::Context inStep{&*p, QString(), &rounds, &rounds[0],
                                           &rounds[0].steps[0]};
        QCOMPARE(RecordFormat::fill(QStringLiteral("{step}: {ok} {error.code} {command}"), inStep),
                 QStringLiteral("stale_checkpoint: 1 11000 ") + p->step(failed.step)->sql.command);
        QVERIFY(p->step(failed.step)
                    ->sql.command.startsWith(QStringLiteral("{\"update\":\"checkpoint\"")));
    }

    // The editor offers a MongoDB probe's keys and fields.
    void completionOffersMongoKeysAndFields() {
        const QString text = QString::fromUtf8(kSeed) +
                             QStringLiteral("expect:\n  each:\n    - stale_checkpoint.nM");
        const int line = int(text.count(u'\n')) + 1;
        ProbeCompletionResult r = ProbeCompletion::at(text, line, 26);
        QCOMPARE(r.candidates, QStringList{QStringLiteral("stale_checkpoint.nModified")});

        // A new step in flow style: `command`, not `sql`.
        const QString steps = QString::fromUtf8(kSeed).replace(
            QStringLiteral("race: {rounds: 1}\n"),
            QStringLiteral("      - {name: x, co\nrace: {rounds: 1}\n"));
        r = ProbeCompletion::at(steps, 15, 21);
        QCOMPARE(r.candidates, QStringList{QStringLiteral("command")});

        r = ProbeCompletion::at(QStringLiteral("engine: mongodb\nco"), 2, 3);
        QCOMPARE(r.candidates, QStringList{QStringLiteral("collection")});
    }
};

QTEST_GUILESS_MAIN(TestMongoProbe)
#include "tst_mongoprobe.moc"
