// Holds IsolationRunner to isolationtester 15.18: each spec of ../shared/conformance/isolation
// runs in a fresh isolation_regression database on one embedded cluster, and its whole output
// must be one of the expected files byte for byte. Beside them, small specs of our own pin the
// parts the suite may hit only by timing: (*) and (step) markers, notices, NOTIFY, the cancel
// after the step timeout, a failing setup, tables of awkward shapes.
#include <libpq-fe.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "embeddedcluster.h"
#include "isolationprobe.h"
#include "isolationreplay.h"
#include "isolationrunner.h"
#include "isolationspec.h"
#include "probefile.h"
#include "proberunner.h"

using namespace techlog;

namespace {

QString conformanceDir() { return QStringLiteral(TECHLOG_SHARED_DIR "/conformance/isolation"); }

// The first line where two outputs part, for a readable failure.
QString firstDifference(const QByteArray& expected, const QByteArray& actual) {
    const QList<QByteArray> e = expected.split('\n'), a = actual.split('\n');
    for (qsizetype i = 0; i < std::max(e.size(), a.size()); ++i) {
        if (e.value(i) != a.value(i) || (i >= e.size()) != (i >= a.size()))
            return QStringLiteral("line %1:\n  expected: %2\n  actual:   %3")
                .arg(i + 1)
                .arg(i < e.size() ? QString::fromUtf8(e[i]).replace(u' ', u'\u2423')
                                  : QStringLiteral("(end)"),
                     i < a.size() ? QString::fromUtf8(a[i]).replace(u' ', u'\u2423')
                                  : QStringLiteral("(end)"));
    }
    return QStringLiteral("(same lines)");
}

}  // namespace

class TestIsolationRunner : public QObject {
    Q_OBJECT

    EmbeddedCluster m_cluster;

    IsolationResult runText(const QByteArray& text, int timeout = 300,
                            const QString& name = QStringLiteral("own.spec")) {
        Diagnostics d;
        const auto spec = parseIsolationSpecText(text, name, d);
        if (!spec) {
            IsolationResult r;
            r.error = d.value(0).format();
            return r;
        }
        IsolationOptions o;
        o.connInfo = m_cluster.connInfo();
        o.stepTimeoutSeconds = timeout;
        return IsolationRunner(o).run(*spec);
    }

private slots:
    void initTestCase() {
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why)) QFAIL(qPrintable(why.english()));
        QVERIFY2(m_cluster.start({}, &why), qPrintable(why.english()));
    }
    void cleanupTestCase() { m_cluster.stop(); }

    void postgresSpecReproducesByteForByte_data() {
        QTest::addColumn<QString>("name");
        const QDir specs(conformanceDir() + QStringLiteral("/specs"));
        if (!specs.exists())
            QFAIL(qPrintable(QStringLiteral("%1 is missing (TECHLOG_SHARED_DIR=%2): the isolation "
                                            "conformance specs are not there")
                                 .arg(specs.path(), QStringLiteral(TECHLOG_SHARED_DIR))));
        const QStringList names =
            specs.entryList({QStringLiteral("*.spec")}, QDir::Files, QDir::Name);
        if (names.isEmpty()) QFAIL(qPrintable(specs.path() + QStringLiteral(" has no specs")));
        for (const QString& n : names) QTest::newRow(qPrintable(n)) << n.chopped(5);
    }

    void postgresSpecReproducesByteForByte() {
        QFETCH(QString, name);
        Diagnostics d;
        const auto spec =
            parseIsolationSpec(conformanceDir() + QStringLiteral("/specs/%1.spec").arg(name), d);
        QVERIFY2(spec, qPrintable(d.value(0).format()));
        IsolationOptions o;
        o.connInfo = m_cluster.connInfo();
        o.stepTimeoutSeconds = 300;
        const IsolationResult r = IsolationRunner(o).run(*spec);
        QVERIFY2(r.ran, qPrintable(r.error));
        QStringList tried;
        QByteArray first;
        for (int alt = -1; alt <= 9; ++alt) {
            const QString path =
                conformanceDir() +
                QStringLiteral("/expected/%1%2.out")
                    .arg(name, alt < 0 ? QString() : QStringLiteral("_%1").arg(alt));
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) continue;
            const QByteArray expected = f.readAll();
            if (expected == r.output) return;
            if (first.isNull()) first = expected;
            tried << QFileInfo(path).fileName();
        }
        QVERIFY2(!tried.isEmpty(), qPrintable(QStringLiteral("no expected output for ") + name));
        QFAIL(qPrintable(QStringLiteral("output differs from %1; against %2 at %3\n--- output:\n%4")
                             .arg(tried.join(QStringLiteral(", ")), tried.first(),
                                  firstDifference(first, r.output), QString::fromUtf8(r.output))));
    }

    void importedSpecReplaysAsAProbeAndReproducesItsRecord() {
        Diagnostics d;
        const auto spec =
            parseIsolationSpec(conformanceDir() + QStringLiteral("/specs/deadlock-soft-2.spec"), d);
        QVERIFY2(spec, qPrintable(d.value(0).format()));
        QTemporaryDir ws;
        QVERIFY(QDir().mkpath(ws.filePath(QStringLiteral("final/evidence/probes"))));
        QVERIFY(QDir().mkpath(ws.filePath(QStringLiteral("final/evidence/raw"))));
        const QString probePath = probePathForKey(ws.path(), QStringLiteral("soft"));
        QFile f(probePath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(IsolationProbe::toYaml(*spec, QStringLiteral("soft"), QStringLiteral("x.spec")));
        f.close();
        ReplayOptions o;
        o.connInfo = m_cluster.connInfo();
        ReplayResult first = ProbeRunner(o).runFile(probePath);
        QVERIFY2(first.verdict == Verdict::Differs, qPrintable(first.error));  // no record yet
        QFile expected(conformanceDir() + QStringLiteral("/expected/deadlock-soft-2.out"));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        QVERIFY2(first.record.contains(QString::fromUtf8(expected.readAll())),
                 qPrintable(first.record));
        QFile raw(ws.filePath(QStringLiteral("final/evidence/raw/soft.txt")));
        QVERIFY(raw.open(QIODevice::WriteOnly));
        raw.write((first.record + u'\n').toUtf8().replace("PostgreSQL 15.", "PostgreSQL 14."));
        raw.close();
        const ReplayResult second = ProbeRunner(o).runFile(probePath);
        QVERIFY2(second.verdict == Verdict::Reproduced,
                 qPrintable(second.error + second.maskedDiff));  // the version is masked
    }

    void expectedAlternativesAreTriedAndTheClosestIsShown() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("specs"))));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("expected"))));
        auto write = [&](const QString& name, const QByteArray& bytes) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        };
        write(QStringLiteral("specs/alt.spec"), "session s step a { SELECT 1 AS x; }\n");
        const QByteArray right =
            "Parsed test spec with 1 sessions\n\nstarting permutation: a\n"
            "step a: SELECT 1 AS x;\nx\n-\n1\n(1 row)\n\n";
        write(QStringLiteral("expected/alt.out"), "something else\n");
        write(QStringLiteral("expected/alt_1.out"), right);
        IsolationReplay::Options o;
        o.replay.connInfo = m_cluster.connInfo();
        ReplayResult r = IsolationReplay::run(dir.filePath(QStringLiteral("specs/alt.spec")), o);
        QVERIFY2(r.verdict == Verdict::Reproduced, qPrintable(r.error + r.maskedDiff));
        QVERIFY(r.recordedPath.endsWith(QLatin1String("alt_1.out")));
        write(QStringLiteral("expected/alt_1.out"), QByteArray(right).replace("1 row", "2 rows"));
        r = IsolationReplay::run(dir.filePath(QStringLiteral("specs/alt.spec")), o);
        QVERIFY(r.verdict == Verdict::Differs);
        QCOMPARE(r.exitStatus(), 1);
        QVERIFY(r.recordedPath.endsWith(QLatin1String("alt_1.out")));  // the closer one
        QVERIFY2(r.maskedDiff.contains(QLatin1String("- (2 rows)")), qPrintable(r.maskedDiff));
    }

    // A server's own isolation_regression is never dropped or reused; a remote host is refused.
    void existingDatabaseAndRemoteHostAreRefused() {
        PGconn* c = PQconnectdb(m_cluster.connInfo().toUtf8().constData());
        QCOMPARE(PQstatus(c), CONNECTION_OK);
        PQclear(PQexec(c, "CREATE DATABASE isolation_regression"));
        const IsolationResult r = runText("session s step a { SELECT 1; }\n");
        QVERIFY(!r.ran);
        QVERIFY2(r.error.contains(QLatin1String("isolation_regression exists")),
                 qPrintable(r.error));
        PGresult* still =
            PQexec(c, "SELECT 1 FROM pg_database WHERE datname = 'isolation_regression'");
        QCOMPARE(PQntuples(still), 1);
        PQclear(still);
        PQclear(PQexec(c, "DROP DATABASE isolation_regression"));
        PQfinish(c);

        Diagnostics d;
        const auto spec =
            parseIsolationSpecText("session s step a { SELECT 1; }\n", QStringLiteral("r.spec"), d);
        QVERIFY(spec);
        IsolationOptions o;
        o.connInfo = QStringLiteral("host=db.example.com dbname=postgres");
        const IsolationResult remote = IsolationRunner(o).run(*spec);
        QVERIFY(!remote.ran);
        QVERIFY2(remote.error.contains(QLatin1String("db.example.com")), qPrintable(remote.error));
    }

    void onceMarkerReportsAFastStepWaitingAndCompletesItAfterTheNextStep() {
        const IsolationResult r = runText(
            "session s1\nstep fast2 { SELECT 3 AS f; }\nsession s2\nstep q1 { SELECT 1 AS q; }\n"
            "permutation fast2(*) q1\n");
        QVERIFY2(r.ran, qPrintable(r.error));
        QCOMPARE(r.output, QByteArray("Parsed test spec with 2 sessions\n\n"
                                      "starting permutation: fast2 q1\n"
                                      "step fast2: SELECT 3 AS f; <waiting ...>\n"
                                      "step q1: SELECT 1 AS q;\n"
                                      "q\n-\n1\n(1 row)\n\n"
                                      "step fast2: <... completed>\n"
                                      "f\n-\n3\n(1 row)\n\n"));
    }

    void lockWaitIsReportedAndOtherStepMarkerHoldsTheCommit() {
        const IsolationResult r = runText(
            "setup { CREATE TABLE t (k int PRIMARY KEY); INSERT INTO t VALUES (1); }\n"
            "teardown { DROP TABLE t; }\n"
            "session s1\nstep b1 { BEGIN; }\nstep u1 { UPDATE t SET k = k; }\nstep c1 { COMMIT; }\n"
            "session s2\nstep u2 { UPDATE t SET k = k RETURNING k; }\n"
            "permutation b1 u1 u2 c1(u2)\n");
        QVERIFY2(r.ran, qPrintable(r.error));
        QCOMPARE(r.output, QByteArray("Parsed test spec with 2 sessions\n\n"
                                      "starting permutation: b1 u1 u2 c1\n"
                                      "step b1: BEGIN;\n"
                                      "step u1: UPDATE t SET k = k;\n"
                                      "step u2: UPDATE t SET k = k RETURNING k; <waiting ...>\n"
                                      "step c1: COMMIT; <waiting ...>\n"
                                      "step u2: <... completed>\n"
                                      "k\n-\n1\n(1 row)\n\n"
                                      "step c1: <... completed>\n"));
    }

    void noticesPrintBeforeTheEchoAndNotifyAfterTheResults() {
        const IsolationResult r = runText(
            "session s1\nsetup { LISTEN c; }\n"
            "step n1 { DO $$BEGIN RAISE NOTICE 'hi' USING DETAIL = 'd'; END$$; NOTIFY c, 'p'; }\n"
            "teardown { UNLISTEN *; }\n");
        QVERIFY2(r.ran, qPrintable(r.error));
        QCOMPARE(r.output, QByteArray("Parsed test spec with 1 sessions\n\n"
                                      "starting permutation: n1\n"
                                      "s1: NOTICE:  hi\nDETAIL:  d\n"
                                      "step n1: DO $$BEGIN RAISE NOTICE 'hi' USING DETAIL = 'd'; "
                                      "END$$; NOTIFY c, 'p';\n"
                                      "s1: NOTIFY \"c\" with payload \"p\" from s1\n"));
    }

    void stepTimeoutCancelsTheWaitingStepWhenItsSessionIsNeeded() {
        const IsolationResult r = runText(
            "setup { CREATE TABLE t (k int); }\nteardown { DROP TABLE t; }\n"
            "session s1\nstep l1 { BEGIN; LOCK t; }\nstep e1 { COMMIT; }\n"
            "session s2\nstep l2 { SELECT count(*) FROM t; }\nstep e2 { SELECT 1 AS one; }\n"
            "permutation l1 l2 e2 e1\n",
            1);
        QVERIFY2(r.ran, qPrintable(r.error));
        QCOMPARE(r.exitStatus, 0);
        QCOMPARE(r.output, QByteArray("Parsed test spec with 2 sessions\n\n"
                                      "starting permutation: l1 l2 e2 e1\n"
                                      "step l1: BEGIN; LOCK t;\n"
                                      "step l2: SELECT count(*) FROM t; <waiting ...>\n"
                                      "isolationtester: canceling step l2 after 1 seconds\n"
                                      "step l2: <... completed>\n"
                                      "ERROR:  canceling statement due to user request\n"
                                      "step e2: SELECT 1 AS one;\n"
                                      "one\n---\n  1\n(1 row)\n\n"
                                      "step e1: COMMIT;\n"));
    }

    void failingSetupEndsTheRunWithExitOne() {
        const IsolationResult r =
            runText("setup { SELECT 1; SELEC 2; }\nsession s1\nstep a { SELECT 1; }\n");
        QVERIFY2(r.ran, qPrintable(r.error));
        QCOMPARE(r.exitStatus, 1);
        QVERIFY2(r.output.startsWith("Parsed test spec with 1 sessions\n\nstarting permutation: a\n"
                                     "setup failed: ERROR:  syntax error at or near \"SELEC\"\n"
                                     "LINE 1: SELECT 1; SELEC 2;\n"),
                 r.output.constData());
    }

    void environmentIsThatOfPgRegress() {
        const IsolationResult r = runText(
            "session s1\nstep e { SELECT current_database(), current_setting('application_name') "
            "AS app, current_setting('DateStyle') AS ds, current_setting('TimeZone') AS tz, "
            "current_setting('IntervalStyle') AS iv, current_setting('lc_messages') AS lc, "
            "current_setting('max_prepared_transactions')::int > 0 AS prep; }\n",
            300, QStringLiteral("/some/where/env-check.spec"));
        QVERIFY2(r.ran, qPrintable(r.error));
        QVERIFY2(r.output.contains("isolation_regression|isolation/env-check/s1|Postgres, MDY|"
                                   "America/Los_Angeles|postgres_verbose|C |t   \n"),
                 r.output.constData());
    }

    void generatedPermutationsFollowIsolationtesterOrder() {
        const IsolationResult r = runText(
            "session s1\nstep a1 { SELECT; }\nstep a2 { SELECT; }\nsession s2\nstep b1 { SELECT; "
            "}\n");
        QVERIFY2(r.ran, qPrintable(r.error));
        QCOMPARE(r.output, QByteArray("Parsed test spec with 2 sessions\n\n"
                                      "starting permutation: a1 a2 b1\nstep a1: SELECT;\nstep a2: "
                                      "SELECT;\nstep b1: SELECT;\n\n"
                                      "starting permutation: a1 b1 a2\nstep a1: SELECT;\nstep b1: "
                                      "SELECT;\nstep a2: SELECT;\n\n"
                                      "starting permutation: b1 a1 a2\nstep b1: SELECT;\nstep a1: "
                                      "SELECT;\nstep a2: SELECT;\n"));
    }
};

QTEST_GUILESS_MAIN(TestIsolationRunner)
#include "tst_isolationrunner.moc"
