// Isolation levels in probes and every interleaving explored (issue 36), against the real
// embedded PostgreSQL: `isolation:` at the top and per session, a matrix (`levels:` /
// --levels) whose levels differ, a per-level expectation that fails, the matrix reproduced from
// its record, caption claims read back, exploration naming the failing order with the fewest
// switches, a step blocked for good naming what it waited on, and the bad inputs.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "embeddedcluster.h"
#include "interleavingexplorer.h"
#include "levelclaims.h"
#include "probefile.h"
#include "proberunner.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kPermutation = QStringLiteral("final/evidence/probes/enqueue-permutation.probe.yaml");

QString shown(const Diagnostics& d) {
    QStringList out;
    for (const Diagnostic& x : d) out << x.format();
    return out.join(u'\n');
}

// Check-then-insert without a unique index: two sessions each insert the row only when none is
// there, each in its own transaction. Under read committed both can insert; serializable lets
// one commit.
const QByteArray kCheckThenInsert =
    "setup:\n"
    "  - sql: CREATE TABLE t (k int)\n"
    "reset:\n"
    "  - sql: DELETE FROM t\n"
    "sessions:\n"
    "  - name: A\n"
    "    transaction: true\n"
    "    steps:\n"
    "      - {name: a_ins, sql: INSERT INTO t SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM t)}\n"
    "  - name: B\n"
    "    transaction: true\n"
    "    steps:\n"
    "      - {name: b_ins, sql: INSERT INTO t SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM t)}\n"
    "race: {rounds: 1}\n"
    "observe:\n"
    "  - {name: n, sql: SELECT count(*) FROM t}\n"
    "expect:\n"
    "  each:\n"
    "    - n == 1\n";

}  // namespace

class TestIsolationLevels : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) return {};
        return path;
    }

    std::optional<ProbeFile> parse(const QByteArray& text, Diagnostics* out = nullptr,
                                   const QString& name = QStringLiteral("t.probe.yaml")) {
        Diagnostics d;
        auto p = parseProbe(write(name, text), d);
        if (out)
            *out = d;
        else if (!p)
            qWarning("%s", qPrintable(shown(d)));
        return p;
    }

private slots:
    void initTestCase() {
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why)) QFAIL(qPrintable(why.english()));
        QVERIFY(m_dir.isValid());
    }

    void levelsAreReadInEveryForm() {
        QCOMPARE(isolationLevelNamed(QStringLiteral("REPEATABLE_READ")),
                 std::optional<QString>(QStringLiteral("repeatable read")));
        QCOMPARE(isolationLevelNamed(QStringLiteral(" Serializable ")),
                 std::optional<QString>(QStringLiteral("serializable")));
        QCOMPARE(isolationLevelNamed(QStringLiteral("rc")),
                 std::optional<QString>(QStringLiteral("read committed")));
        QCOMPARE(isolationLevelNamed(QStringLiteral("snapshot")), std::nullopt);
        QCOMPARE(isolationLevelShort(QStringLiteral("serializable")), QStringLiteral("SER"));

        QByteArray text = kCheckThenInsert;
        text.replace("race: {rounds: 1}\n",
                     "race: {rounds: 1}\nisolation: Repeatable Read\nlevels: [serializable, rc]\n");
        text.replace("  - name: B\n", "  - name: B\n    isolation: serializable\n");
        text.replace("expect:\n  each:\n",
                     "expect:\n  serializable: [n == 1]\n  read committed:\n    overall: "
                     "[rounds_held == 1]\n  each:\n");
        const auto p = parse(text);
        QVERIFY(p);
        QCOMPARE(p->isolationLevel, QStringLiteral("repeatable read"));
        QCOMPARE(p->levels,
                 (QStringList{QStringLiteral("read committed"), QStringLiteral("serializable")}));
        QCOMPARE(p->sessions[1].isolationLevel, QStringLiteral("serializable"));
        QCOMPARE(p->sessions[0].isolationLevel, QString());
        QCOMPARE(p->expectEachAt.value(QStringLiteral("serializable")).size(), 1);
        QCOMPARE(p->expectOverallAt.value(QStringLiteral("read committed")).size(), 1);
    }

    void badLevelsAreDiagnostics_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("unknown level") << QByteArray("race: {rounds: 1}\n")
                                       << QByteArray("race: {rounds: 1}\nisolation: snapshot\n")
                                       << "probe-bad-value" << 15 << 12;
        QTest::newRow("unknown session level")
            << QByteArray("  - name: B\n") << QByteArray("  - name: B\n    isolation: chaos\n")
            << "probe-bad-value" << 11 << 16;
        QTest::newRow("levels not a list")
            << QByteArray("race: {rounds: 1}\n") << QByteArray("race: {rounds: 1}\nlevels: 3\n")
            << "probe-wrong-type" << 15 << 9;
        QTest::newRow("a level twice")
            << QByteArray("race: {rounds: 1}\n")
            << QByteArray("race: {rounds: 1}\nlevels: [rc, read committed]\n")
            << "probe-duplicate-key" << 15 << 14;
        QTest::newRow("expectations for a level not run")
            << QByteArray("expect:\n  each:\n")
            << QByteArray(
                   "isolation: serializable\nexpect:\n  repeatable read: [n == 1]\n"
                   "  each:\n")
            << "probe-level-not-run" << 19 << 3;
    }

    void badLevelsAreDiagnostics() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QByteArray text = kCheckThenInsert;
        QVERIFY(text.contains(from));
        text.replace(from, to);
        Diagnostics d;
        QVERIFY(!parse(text, &d));
        QVERIFY2(d.size() == 1, qPrintable(shown(d)));
        QCOMPARE(d[0].code, code);
        QCOMPARE(d[0].line, line);
        QCOMPARE(d[0].column, column);
    }

    // `isolation:` at the top applies to every session without its own; the record names the
    // level that ran.
    void sessionsRunAtTheirLevels() {
        const auto p = parse(
            "isolation: repeatable read\n"
            "sessions:\n"
            "  - name: A\n"
            "    steps:\n"
            "      - {name: a_level, sql: SHOW transaction_isolation}\n"
            "  - name: B\n"
            "    isolation: serializable\n"
            "    steps:\n"
            "      - {name: b_level, sql: SHOW transaction_isolation}\n"
            "permutations:\n"
            "  - [a_level, b_level]\n"
            "record:\n"
            "  header: [\"# at {isolation}\"]\n"
            "  step: \"{step}: {result}\"\n");
        QVERIFY(p);
        const ReplayResult r = ProbeRunner().run(*p);
        QVERIFY2(r.verdict != Verdict::CouldNotRun, qPrintable(r.error));
        QCOMPARE(r.isolationLevel, QStringLiteral("repeatable read"));
        QVERIFY2(r.record.startsWith(QStringLiteral("# at repeatable read\n")),
                 qPrintable(r.record));
        QVERIFY2(r.record.contains(QStringLiteral("a_level: SHOW: repeatable read")),
                 qPrintable(r.record));
        QVERIFY2(r.record.contains(QStringLiteral("b_level: SHOW: serializable")),
                 qPrintable(r.record));

        // Without `isolation:` the record names the server's default.
        ProbeFile plain = *p;
        plain.isolationLevel.clear();
        plain.sessions[1].isolationLevel.clear();
        const ReplayResult d = ProbeRunner().run(plain);
        QCOMPARE(d.isolationLevel, QStringLiteral("read committed"));
        QVERIFY(d.record.contains(QStringLiteral("b_level: SHOW: read committed")));
    }

    // The example's enqueue permutations under each level: read committed and repeatable read
    // end two orders with 23505, serializable ends the same two with 40001. The matrix is
    // deterministic, so recorded, it reproduces.
    void aMatrixWhoseLevelsDifferReproducesFromItsRecord() {
        TempWorkspace ws;
        QVERIFY(ws.copyTree(exampleWorkspace()));
        Diagnostics d;
        const std::optional<ProbeFile> parsed = parseProbe(ws.abs(kPermutation), d);
        QVERIFY2(parsed, qPrintable(shown(d)));
        const ProbeFile& inWorkspace = *parsed;
        ReplayOptions options;
        options.levels = isolationLevels();
        const ReplayResult r = ProbeRunner(options).run(inWorkspace);
        QVERIFY2(r.verdict != Verdict::CouldNotRun, qPrintable(r.error));
        QCOMPARE(int(r.levelResults.size()), 3);
        const QList<LevelClaims::Line> lines = LevelClaims::readSummary(r.record);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0].level, QStringLiteral("read committed"));
        QCOMPARE(lines[0].codeRounds.value(QStringLiteral("23505")), 2);
        QCOMPARE(lines[1].codeRounds.value(QStringLiteral("23505")), 2);
        QCOMPARE(lines[2].level, QStringLiteral("serializable"));
        QCOMPARE(lines[2].codeRounds.value(QStringLiteral("40001")), 2);
        QVERIFY(!lines[2].codeRounds.contains(QStringLiteral("23505")));
        QCOMPARE(lines[0].held, 4);
        QCOMPARE(lines[2].held, 2);  // its expectations name 23505
        QVERIFY(r.record.contains(QStringLiteral("\n== serializable ==\n")));
        QVERIFY(r.record.endsWith(QStringLiteral("\nexit 1")));
        QVERIFY(!r.expectationsHeld);
        QVERIFY2(r.failedExpectations.join(u'\n').contains(
                     QStringLiteral("serializable: round 1: errors == {errors.23505} (was 1)")),
                 qPrintable(r.failedExpectations.join(u'\n')));

        // What captions claim, read back from the record.
        QString actual;
        const auto claims = LevelClaims::claims(
            QStringLiteral("순서 넷 · RC 2/4 23505 · RR 2/4 23505 · SER 2/4 40001 · SER 2/4 held"));
        QCOMPARE(claims.size(), 4);
        for (const LevelClaims::Claim& c : claims)
            QVERIFY2(LevelClaims::holds(c, lines, &actual), qPrintable(c.text + u' ' + actual));
        const auto wrong = LevelClaims::claims(QStringLiteral("SER 2/4 23505"));
        QVERIFY(!LevelClaims::holds(wrong[0], lines, &actual));
        QCOMPARE(actual, QStringLiteral("SER 0/4 23505"));

        // Recorded as the probe's record, the next matrix reproduces it.
        QFile raw(ws.abs(QStringLiteral("final/evidence/raw/enqueue-permutation.txt")));
        QVERIFY(raw.open(QIODevice::WriteOnly | QIODevice::Truncate));
        raw.write((r.record + u'\n').toUtf8());
        raw.close();
        const ReplayResult again = ProbeRunner(options).run(inWorkspace);
        QVERIFY2(again.verdict == Verdict::Reproduced, qPrintable(again.maskedDiff + again.error));
    }

    // `expect` at a level: checked only in that level's run, and its failure named with it.
    void aPerLevelExpectationFails() {
        QByteArray text = kCheckThenInsert;
        text.replace("race: {rounds: 1}\n",
                     "levels: [read committed, serializable]\n"
                     "permutations:\n"
                     "  - [A_begin, a_ins, B_begin, b_ins, B_commit, A_commit]\n");
        text.replace("    transaction: true\n    steps:\n      - {name: a_ins",
                     "    steps:\n      - {name: A_begin, sql: BEGIN}\n      - {name: a_ins");
        text.replace(
            "      - {name: a_ins, sql: INSERT INTO t SELECT 1 WHERE NOT EXISTS (SELECT "
            "1 FROM t)}\n",
            "      - {name: a_ins, sql: INSERT INTO t SELECT 1 WHERE NOT EXISTS (SELECT "
            "1 FROM t)}\n      - {name: A_commit, sql: COMMIT}\n");
        text.replace("    transaction: true\n    steps:\n      - {name: b_ins",
                     "    steps:\n      - {name: B_begin, sql: BEGIN}\n      - {name: b_ins");
        text.replace(
            "      - {name: b_ins, sql: INSERT INTO t SELECT 1 WHERE NOT EXISTS (SELECT "
            "1 FROM t)}\n",
            "      - {name: b_ins, sql: INSERT INTO t SELECT 1 WHERE NOT EXISTS (SELECT "
            "1 FROM t)}\n      - {name: B_commit, sql: COMMIT}\n");
        text.replace("expect:\n  each:\n    - n == 1\n",
                     "expect:\n  read committed: [n == 2]\n  serializable: [errors.40001 == 0]\n");
        const auto p = parse(text);
        QVERIFY(p);
        const ReplayResult r = ProbeRunner().run(*p);
        QVERIFY2(r.verdict != Verdict::CouldNotRun, qPrintable(r.error));
        QCOMPARE(int(r.levelResults.size()), 2);
        QVERIFY2(r.levelResults[0].expectationsHeld, qPrintable(r.record));  // both inserted
        QVERIFY(!r.levelResults[1].expectationsHeld);
        QCOMPARE(r.failedExpectations,
                 QStringList{QStringLiteral("serializable: round 1: errors.40001 == 0 (was 1)")});
        QVERIFY2(r.record.contains(QStringLiteral("read committed: 1/1 rounds held · no errors · "
                                                  "n 2")),
                 qPrintable(r.record));
        QVERIFY2(r.record.contains(QStringLiteral("serializable: 0/1 rounds held · 40001 in 1/1 "
                                                  "rounds · n 1")),
                 qPrintable(r.record));
    }

    // Every interleaving of two transactions' check-then-insert: under read committed the
    // orders that put both inserts before either commit leave two rows; the smallest of them
    // switches twice. Serializable holds in every order.
    void explorationNamesTheSmallestFailingOrder() {
        const auto p = parse(kCheckThenInsert);
        QVERIFY(p);
        QCOMPARE(InterleavingExplorer::count(*p), quint64(20));  // C(6, 3)
        const InterleavingExplorer::Result r = InterleavingExplorer::explore(
            *p, {}, 1000, {QStringLiteral("read committed"), QStringLiteral("serializable")});
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.levels.size(), 2);
        QCOMPARE(r.levels[0].orders.size(), 20);
        int failing = 0;
        for (const auto& o : r.levels[0].orders) failing += !o.held && o.impossible.isEmpty();
        QCOMPARE(failing, 12);  // 20 less the 8 in which one commits before the other inserts
        const int smallest = r.levels[0].smallestFailing();
        QVERIFY(smallest >= 0);
        QCOMPARE(r.levels[0].orders[smallest].steps.join(u' '),
                 QStringLiteral("A_begin a_ins B_begin b_ins B_commit A_commit"));
        QCOMPARE(r.levels[0].orders[smallest].switches, 2);
        QCOMPARE(r.levels[1].smallestFailing(), -1);
        QCOMPARE(r.exitStatus(), 1);
        const QString report = InterleavingExplorer::report(*p, r);
        QVERIFY2(report.contains(QStringLiteral(
                     "permutations:\n  - [A_begin, a_ins, B_begin, b_ins, B_commit, A_commit]")),
                 qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("== serializable: 20 held, 0 failed")));

        // Bounded: at most `max`, spread evenly, the same every time.
        quint64 total = 0;
        const QList<QStringList> some = InterleavingExplorer::orders(*p, 5, &total);
        QCOMPARE(total, quint64(20));
        QCOMPARE(some.size(), 5);
        QCOMPARE(InterleavingExplorer::orders(*p, 5), some);
        QCOMPARE(some.first().join(u' '),
                 QStringLiteral("A_begin a_ins A_commit B_begin b_ins B_commit"));
    }

    // --write adds the smallest failing order to a permutation probe, in its entries' style;
    // a race probe is refused with what to do instead, and its file left as it was.
    void writeAddsTheSmallestFailingOrder() {
        QByteArray text = kCheckThenInsert;
        text.replace("race: {rounds: 1}\n",
                     "permutations:\n  # sequential\n  - [A_begin, a_ins, "
                     "A_commit, B_begin, b_ins, B_commit]\n");
        text.replace("    transaction: true\n    steps:\n      - {name: a_ins",
                     "    steps:\n      - {name: A_begin, sql: BEGIN}\n      - {name: a_ins");
        text.replace("(SELECT 1 FROM t)}\n  - name: B",
                     "(SELECT 1 FROM t)}\n      - {name: A_commit, "
                     "sql: COMMIT}\n  - name: B");
        text.replace("    transaction: true\n    steps:\n      - {name: b_ins",
                     "    steps:\n      - {name: B_begin, sql: BEGIN}\n      - {name: b_ins");
        text.replace("(SELECT 1 FROM t)}\npermutations",
                     "(SELECT 1 FROM t)}\n      - {name: B_commit, "
                     "sql: COMMIT}\npermutations");
        const QString path = write(QStringLiteral("perm.probe.yaml"), text);
        QVERIFY2(parse(text), "the permutation probe parses");
        TechlogRun r = runTechlog({QStringLiteral("replay"), path, QStringLiteral("--explore"),
                                   QStringLiteral("--write")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("added [A_begin, a_ins, B_begin, b_ins, B_commit, "
                                               "A_commit] to the permutations of")),
                 qPrintable(describe(r)));
        QByteArray expected = text;
        expected.replace("B_begin, b_ins, B_commit]\n",
                         "B_begin, b_ins, B_commit]\n  - [A_begin, a_ins, B_begin, b_ins, "
                         "B_commit, A_commit]\n");
        QCOMPARE(readBytes(path), expected);

        const QString race = write(QStringLiteral("race.probe.yaml"), kCheckThenInsert);
        r = runTechlog({QStringLiteral("replay"), race, QStringLiteral("--explore"),
                        QStringLiteral("--write")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("has no permutations: list (a race probe")),
                 qPrintable(describe(r)));
        QCOMPARE(readBytes(race), kCheckThenInsert);
    }

    // A step that waits for good at some level ends by its timeouts, naming what it waited on.
    void aBlockedStepNamesWhatItWaitedOn() {
        const auto p = parse(
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
            "levels: [serializable]\n"
            "timeouts: {step: 5s, lock: 1s, run: 30s}\n");
        QVERIFY(p);
        const ReplayResult r = ProbeRunner().run(*p);
        QCOMPARE(int(r.levelResults.size()), 1);
        const ReplayResult& level = r.levelResults[0];
        QCOMPARE(level.verdict, Verdict::CouldNotRun);
        QVERIFY2(level.error.contains(QStringLiteral(
                     "step b_update (permutation 1) waited on session A (after a_lock)")),
                 qPrintable(level.error));
        QVERIFY2(r.record.contains(QStringLiteral("serializable: could not run: step b_update")),
                 qPrintable(r.record));
    }

    // An isolation spec under each level: its database's default_transaction_isolation, each
    // output under its level, each judged against the expected file. PostgreSQL's own
    // tuplelock-update expects read committed's output; the stricter levels differ.
    void specsRunUnderEachLevel() {
        const QString shows = write(QStringLiteral("show.spec"),
                                    "session s1\nstep show { SHOW transaction_isolation; }\n");
        TechlogRun r = runTechlog({QStringLiteral("replay"), shows, QStringLiteral("--levels"),
                                   QStringLiteral("rc,ser"), QStringLiteral("--format"),
                                   QStringLiteral("isolation")});
        QCOMPARE(r.exitCode, 0);  // nothing to compare with: isolationtester's own status
        const qsizetype rc = r.out.indexOf(QStringLiteral("== read committed ==\n"));
        const qsizetype ser = r.out.indexOf(QStringLiteral("== serializable ==\n"));
        QVERIFY2(rc >= 0 && ser > rc, qPrintable(describe(r)));
        QVERIFY(r.out.mid(rc, ser - rc).contains(QStringLiteral("\nread committed       \n")));
        QVERIFY(r.out.mid(ser).contains(QStringLiteral("\nserializable         \n")));

        const QString spec =
            QStringLiteral(TECHLOG_SHARED_DIR "/conformance/isolation/specs/tuplelock-update.spec");
        r = runTechlog(
            {QStringLiteral("replay"), spec, QStringLiteral("--levels"), QStringLiteral("all")});
        QCOMPARE(r.exitCode, 1);
        const QStringList verdicts =
            r.err.split(u'\n').filter(QStringLiteral("tuplelock-update: "));
        QCOMPARE(verdicts.size(), 3);
        QVERIFY2(verdicts[0].startsWith(QStringLiteral("tuplelock-update: reproduced")),
                 qPrintable(r.err));
        QVERIFY2(verdicts[1].startsWith(QStringLiteral("tuplelock-update: differs")),
                 qPrintable(r.err));
        QVERIFY2(verdicts[2].startsWith(QStringLiteral("tuplelock-update: differs")),
                 qPrintable(r.err));
    }

    // The command line: a bad level, expectations for a level left out, --explore with one
    // session: each a clear message, exit 2.
    void usageErrorsExitTwo() {
        const QString probe = write(QStringLiteral("cli.probe.yaml"), kCheckThenInsert);
        TechlogRun r = runTechlog({QStringLiteral("replay"), probe, QStringLiteral("--levels"),
                                   QStringLiteral("read committed,snapshot")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown isolation level 'snapshot'")),
                 qPrintable(describe(r)));

        QByteArray perLevel = kCheckThenInsert;
        perLevel.replace("expect:\n  each:\n", "expect:\n  serializable: [n == 1]\n  each:\n");
        const QString withLevel = write(QStringLiteral("levels.probe.yaml"), perLevel);
        r = runTechlog({QStringLiteral("replay"), withLevel, QStringLiteral("--levels"),
                        QStringLiteral("rc")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("levels.probe.yaml:18:3: error: expectations for "
                                               "serializable, a level this probe does not run")),
                 qPrintable(describe(r)));
        QVERIFY(r.err.contains(QStringLiteral("[probe-level-not-run]")));

        QByteArray one = kCheckThenInsert;
        const int b = int(one.indexOf("  - name: B\n"));
        one.remove(b, one.indexOf("race:") - b);
        const QString single = write(QStringLiteral("one.probe.yaml"), one);
        r = runTechlog({QStringLiteral("replay"), single, QStringLiteral("--explore")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("one.probe.yaml:6:5: error: --explore interleaves")),
                 qPrintable(describe(r)));
        QVERIFY(r.err.contains(QStringLiteral("[probe-explore-one-session]")));

        // And a run that works: the matrix on stdout, exit 1 for read committed's two rows.
        r = runTechlog({QStringLiteral("replay"), probe, QStringLiteral("--explore"),
                        QStringLiteral("--levels"), QStringLiteral("all")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains(QStringLiteral("== repeatable read: ")), qPrintable(describe(r)));
        QVERIFY(
            r.out.contains(QStringLiteral("smallest failing order at read committed (2 "
                                          "switches between sessions):")));
    }
};

QTEST_GUILESS_MAIN(TestIsolationLevels)
#include "tst_isolationlevels.moc"
