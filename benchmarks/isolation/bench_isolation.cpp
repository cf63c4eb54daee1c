// Times the 15 isolation specs of ../shared/conformance/isolation end to end, interleaved, on
// one embedded cluster: `techlog replay SPEC --format isolation --db ...` (a process: it creates
// isolation_regression, runs, drops it) against the reference, PostgreSQL's isolationtester as
// pg_isolation_regress runs it (the database created from template0 with pg_regress's settings,
// `isolationtester dbname=isolation_regression < SPEC`, the database dropped). Each output is
// also compared with the expected files. Usage:
//   bench_isolation [ROUNDS] [ISOLATIONTESTER]   (default 3, $TECHLOG_ISOLATIONTESTER)
#include <libpq-fe.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QThread>
#include <algorithm>
#include <cstdio>

#include "embeddedcluster.h"
#include "proberunner.h"

using namespace techlog;

namespace {

const QString kDir = QStringLiteral(TECHLOG_SHARED_DIR "/conformance/isolation");

bool exec(PGconn* c, const char* sql) {
    PGresult* r = PQexec(c, sql);
    const bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
    if (!ok) std::fprintf(stderr, "%s: %s", sql, PQerrorMessage(c));
    PQclear(r);
    return ok;
}

bool matchesExpected(const QString& name, const QByteArray& out) {
    for (int alt = -1; alt <= 9; ++alt) {
        QFile f(kDir + QStringLiteral("/expected/%1%2.out")
                           .arg(name, alt < 0 ? QString() : QStringLiteral("_%1").arg(alt)));
        if (f.open(QIODevice::ReadOnly) && f.readAll() == out) return true;
    }
    return false;
}

// The exited client's backends may still be going; DROP DATABASE would sleep 100 ms per check
// for them. Both sides wait the same way, so the database work is the same.
void waitForBackendsGone(PGconn* c) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 2000) {
        PGresult* r = PQexec(c,
                             "SELECT count(*) FROM pg_catalog.pg_stat_activity WHERE datname = "
                             "'isolation_regression'");
        const bool none = PQntuples(r) == 1 && qstrcmp(PQgetvalue(r, 0, 0), "0") == 0;
        PQclear(r);
        if (none) return;
        QThread::usleep(2000);
    }
}

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    const QString tester = argc > 2 ? QString::fromLocal8Bit(argv[2])
                                    : qEnvironmentVariable("TECHLOG_ISOLATIONTESTER");
    const QString techlog = QStringLiteral(TECHLOG_BINARY_DIR "/bin/techlog");
    const QStringList specs = QDir(kDir + QStringLiteral("/specs"))
                                  .entryList({QStringLiteral("*.spec")}, QDir::Files, QDir::Name);
    if (specs.isEmpty()) {
        std::fprintf(stderr, "no specs in %s\n", qPrintable(kDir));
        return 2;
    }
    const bool haveReference = !tester.isEmpty() && QFileInfo(tester).isExecutable();
    if (!haveReference)
        std::fprintf(stderr,
                     "no isolationtester (argument or $TECHLOG_ISOLATIONTESTER): timing "
                     "techlog only\n");

    EmbeddedCluster cluster;
    DiagnosticText why;
    if (!cluster.start({}, &why)) {
        std::fprintf(stderr, "cannot start the cluster: %s\n", qPrintable(why.english()));
        return 2;
    }
    const QString admin = cluster.connInfo();
    const QString testDb = ProbeRunner::withDatabase(admin, QStringLiteral("isolation_regression"));
    PGconn* adminConn = PQconnectdb(admin.toUtf8().constData());
    if (PQstatus(adminConn) != CONNECTION_OK) {
        std::fprintf(stderr, "cannot connect: %s", PQerrorMessage(adminConn));
        return 2;
    }

    QList<double> ours, reference;
    QMap<QString, QList<double>> oursBy, referenceBy;
    int oursMismatch = 0, referenceMismatch = 0;
    for (int round = 0; round < rounds; ++round) {
        double ourTotal = 0, refTotal = 0;
        for (const QString& file : specs) {
            const QString name = file.chopped(5);
            const QString spec = kDir + QStringLiteral("/specs/") + file;
            // ours, end to end
            QElapsedTimer t;
            t.start();
            QProcess p;
            p.start(techlog, {QStringLiteral("replay"), spec, QStringLiteral("--format"),
                              QStringLiteral("isolation"), QStringLiteral("--db"), admin});
            p.waitForFinished(-1);
            const double ms = t.nsecsElapsed() / 1e6;
            ourTotal += ms;
            oursBy[name] << ms;
            if (!matchesExpected(name, p.readAllStandardOutput())) ++oursMismatch;
            if (!haveReference) continue;
            // the reference, as pg_isolation_regress runs it
            t.restart();
            bool ok =
                exec(adminConn, "CREATE DATABASE \"isolation_regression\" TEMPLATE=template0");
            for (const char* s :
                 {"ALTER DATABASE \"isolation_regression\" SET lc_messages TO 'C'",
                  "ALTER DATABASE \"isolation_regression\" SET lc_monetary TO 'C'",
                  "ALTER DATABASE \"isolation_regression\" SET lc_numeric TO 'C'",
                  "ALTER DATABASE \"isolation_regression\" SET lc_time TO 'C'",
                  "ALTER DATABASE \"isolation_regression\" SET bytea_output TO 'hex'",
                  "ALTER DATABASE \"isolation_regression\" SET timezone_abbreviations TO "
                  "'Default'"})
                ok = ok && exec(adminConn, s);
            QProcess r;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PGAPPNAME"), QStringLiteral("isolation/") + name);
            env.insert(QStringLiteral("PGTZ"), QStringLiteral("America/Los_Angeles"));
            env.insert(QStringLiteral("PGDATESTYLE"), QStringLiteral("Postgres, MDY"));
            env.insert(QStringLiteral("PGOPTIONS"),
                       QStringLiteral("-c intervalstyle=postgres_verbose"));
            env.insert(QStringLiteral("LC_MESSAGES"), QStringLiteral("C"));
            r.setProcessEnvironment(env);
            r.setStandardInputFile(spec);
            r.setProcessChannelMode(QProcess::MergedChannels);
            r.start(tester, {testDb});
            r.waitForFinished(-1);
            const QByteArray out = r.readAll();
            waitForBackendsGone(adminConn);  // as techlog does before its DROP
            ok = exec(adminConn, "DROP DATABASE \"isolation_regression\" WITH (FORCE)") && ok;
            const double rms = t.nsecsElapsed() / 1e6;
            refTotal += rms;
            referenceBy[name] << rms;
            if (!ok || !matchesExpected(name, out)) ++referenceMismatch;
        }
        ours << ourTotal;
        if (haveReference) reference << refTotal;
        std::printf("round %d: techlog %.0f ms%s\n", round + 1, ourTotal,
                    haveReference ? qPrintable(QStringLiteral(", isolationtester %1 ms, ratio %2")
                                                   .arg(refTotal, 0, 'f', 0)
                                                   .arg(ourTotal / refTotal, 0, 'f', 3))
                                  : "");
    }
    std::printf("\n%-28s %12s %16s %7s\n", "spec (median ms)", "techlog", "isolationtester",
                "ratio");
    for (const QString& file : specs) {
        const QString name = file.chopped(5);
        const double a = median(oursBy[name]), b = median(referenceBy[name]);
        std::printf("%-28s %12.0f %16.0f %7.2f\n", qPrintable(name), a, b, b > 0 ? a / b : 0.0);
    }
    const double a = median(ours), b = median(reference);
    std::printf("%-28s %12.0f %16.0f %7.3f\n", "all 15, median of rounds", a, b,
                b > 0 ? a / b : 0.0);
    std::printf("outputs not matching the expected files: techlog %d, isolationtester %d\n",
                oursMismatch, referenceMismatch);
    PQfinish(adminConn);
    return oursMismatch == 0 ? 0 : 1;
}
