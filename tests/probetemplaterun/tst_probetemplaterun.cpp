// A template probe really runs: written by ProbeTemplate::writeNew into a temporary workspace
// whose setup file makes one table, ProbeRunner runs it on an embedded cluster; the verdict is
// Differs only because no record exists yet: no error, every expectation held, every step ok.
#include <QTest>

#include "embeddedcluster.h"
#include "probefile.h"
#include "proberunner.h"
#include "probetemplate.h"
#include "tempworkspace.h"

using namespace techlog;

class TestProbeTemplateRun : public QObject {
    Q_OBJECT

private:
    EmbeddedCluster m_cluster;  // one for both templates, as `--db` would be

private slots:
    void initTestCase() {
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why)) QFAIL(qPrintable(why.english()));
        QVERIFY2(m_cluster.start(EmbeddedCluster::Options{}, &why), qPrintable(why.english()));
    }

    void cleanupTestCase() {
        const QString dir = m_cluster.tempDir();
        m_cluster.stop();
        QVERIFY(!QFileInfo::exists(dir));
    }

    void templateProbeRuns_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("rounds");
        QTest::newRow("race") << int(ProbeTemplate::Kind::Race) << 3;
        QTest::newRow("permutations") << int(ProbeTemplate::Kind::Permutations) << 2;
    }

    void templateProbeRuns() {
        QFETCH(int, kind);
        QFETCH(int, rounds);
        test::TempWorkspace ws;
        const QString setup = QStringLiteral("final/evidence/probes/migrations/001-item.sql");
        QVERIFY(ws.write(setup, QByteArray("CREATE TABLE item (id int PRIMARY KEY, note text);\n"
                                           "INSERT INTO item VALUES (1, 'one');\n")));
        const QString key = QStringLiteral("new-probe");
        QString error;
        const auto written = ProbeTemplate::writeNew(
            ws.root(), key,
            ProbeTemplate::text(ProbeTemplate::Kind(kind), key, QStringLiteral("a new probe"),
                                {ProbeTemplate::setupFileFor(setup)}, rounds),
            &error);
        QVERIFY2(written, qPrintable(error));

        ReplayOptions options;
        options.connInfo = m_cluster.connInfo();
        const ReplayResult r = ProbeRunner(options).runFile(ws.abs(*written));
        const QString shown = verdictName(r.verdict) + u'\n' + r.error + u'\n' +
                              test::dump(r.diagnostics) + u'\n' + r.record;
        QVERIFY2(r.verdict == Verdict::Differs, qPrintable(shown));
        QVERIFY2(r.diagnostics.isEmpty(), qPrintable(shown));
        QCOMPARE(r.recorded, QString());
        QCOMPARE(r.error, noRecordReason(r.recordedPath).english());
        QVERIFY2(r.expectationsHeld && r.failedExpectations.isEmpty(), qPrintable(shown));
        QCOMPARE(r.rounds.size(), rounds);
        for (const RoundOutcome& round : r.rounds) {
            QVERIFY(round.held);
            QCOMPARE(round.steps.size(), 2);
            for (const StepOutcome& step : round.steps) QVERIFY2(!step.failed(), qPrintable(shown));
            QCOMPARE(round.observations.value(QStringLiteral("isolation_level")),
                     QList<QStringList>{{QStringLiteral("read committed")}});
        }
        QVERIFY2(r.record.endsWith(QStringLiteral("\nexit 0")), qPrintable(r.record));
        QVERIFY2(r.record.contains(QStringLiteral("%1/%1 ").arg(rounds)), qPrintable(r.record));
    }
};

QTEST_GUILESS_MAIN(TestProbeTemplateRun)
#include "tst_probetemplaterun.moc"
