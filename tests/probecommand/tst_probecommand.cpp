// `techlog replay FILE.spec` and `techlog probe import` as a user runs them (the built binary,
// each run on its own embedded cluster).
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "techlogprocess.h"

using namespace techlog::test;

namespace {

QString iso(const QString& rel) {
    return QStringLiteral(TECHLOG_SHARED_DIR "/conformance/isolation/") + rel;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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
