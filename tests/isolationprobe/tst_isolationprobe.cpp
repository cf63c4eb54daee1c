// `techlog probe import` writes a spec as a probe file; parseProbe must read it back as the
// same spec, byte for byte in every SQL text (newlines, tabs, CRs, blanks next to braces), with
// every permutation marker, for each of PostgreSQL's specs in ../shared and for awkward names.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "isolationprobe.h"
#include "isolationspec.h"
#include "probefile.h"

using namespace techlog;

namespace {

QString specsDir() { return QStringLiteral(TECHLOG_SHARED_DIR "/conformance/isolation/specs"); }

// Everything that decides what isolationtester prints.
QByteArray describe(const IsolationSpec& s) {
    QByteArray out = "name " + s.name.toUtf8() + '\n';
    for (const QByteArray& x : s.setup) out += "setup [" + x + "]\n";
    if (s.teardown) out += "teardown [" + *s.teardown + "]\n";
    for (const auto& session : s.sessions) {
        out += "session " + session.name.toUtf8() + '\n';
        if (session.setup) out += " setup [" + *session.setup + "]\n";
        for (int i : session.steps)
            out += " step " + s.steps[i].name.toUtf8() + " [" + s.steps[i].sql + "]\n";
        if (session.teardown) out += " teardown [" + *session.teardown + "]\n";
    }
    for (const auto& p : s.permutations)
        out += "permutation " + isolationPermutationText(s, p) + '\n';
    return out;
}

std::optional<ProbeFile> roundTrip(const IsolationSpec& spec, const QString& dir, Diagnostics& d) {
    const QString path = dir + QStringLiteral("/%1.probe.yaml").arg(spec.name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return std::nullopt;
    f.write(IsolationProbe::toYaml(spec, spec.name, spec.name + QStringLiteral(".spec")));
    f.close();
    return parseProbe(path, d);
}

}  // namespace

class TestIsolationProbe : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void postgresSpecReadsBackFromItsProbeFile_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(specsDir());
        if (!dir.exists())
            QFAIL(qPrintable(QStringLiteral("%1 is missing (TECHLOG_SHARED_DIR=%2)")
                                 .arg(dir.path(), QStringLiteral(TECHLOG_SHARED_DIR))));
        for (const QString& n : dir.entryList({QStringLiteral("*.spec")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(n)) << dir.filePath(n);
    }
    void postgresSpecReadsBackFromItsProbeFile() {
        QFETCH(QString, path);
        Diagnostics d;
        const auto spec = parseIsolationSpec(path, d);
        QVERIFY2(spec, qPrintable(d.value(0).format()));
        const auto probe = roundTrip(*spec, m_dir.path(), d);
        QVERIFY2(probe, qPrintable(d.value(0).format()));
        QCOMPARE(probe->mode, ProbeMode::Isolation);
        QVERIFY(probe->isolation);
        QCOMPARE(describe(*probe->isolation), describe(*spec));
        QCOMPARE(probe->isolation->permutationCount(), spec->permutationCount());
    }

    void awkwardTextAndNamesSurviveTheRoundTrip() {
        Diagnostics d;
        const auto spec = parseIsolationSpecText(
            "setup {\n\tCREATE TABLE \"t\" (x text);  \r\n}\n"
            "session \"s one\" setup {   }\n"
            "step \"step\" { SELECT ': # {x' AS \"y\", '\\\\' ; }\n"
            "step a {\n  SELECT 1;   \n\n}\n"
            "session s2 step \"b\"\"q\" { SELECT 2; }\n"
            "permutation \"step\"(*) \"b\"\"q\"(\"step\", a notices 3) a\n",
            QStringLiteral("odd.spec"), d);
        QVERIFY2(spec, qPrintable(d.value(0).format()));
        const auto probe = roundTrip(*spec, m_dir.path(), d);
        QVERIFY2(probe, qPrintable(d.value(0).format()));
        QCOMPARE(describe(*probe->isolation), describe(*spec));
    }

    void badMarkerInAProbeFileIsReportedWhereItStands() {
        const QString path = m_dir.filePath(QStringLiteral("bad.probe.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "isolation: {spec: bad}\nsessions:\n  - name: s1\n    steps:\n      - {name: a, sql: "
            "SELECT 1}\n"
            "  - name: s2\n    steps:\n      - {name: b, sql: SELECT 2}\n"
            "permutations:\n  - \"a b(a notices x)\"\n  - \"a b(nope)\"\n");
        f.close();
        Diagnostics d;
        QVERIFY(!parseProbe(path, d));
        QCOMPARE(d.size(), 2);
        QCOMPARE(d[0].line, 10);
        QCOMPARE(d[0].column, 20);  // the x
        QCOMPARE(d[0].code, QStringLiteral("isolation-syntax"));
        QCOMPARE(d[1].line, 11);
        QCOMPARE(d[1].column, 10);
        QCOMPARE(d[1].message,
                 QStringLiteral(
                     "undefined blocking step \"nope\" referenced in permutation step \"b\""));
    }

    void permutationsAllMeansEveryInterleaving() {
        const QString path = m_dir.filePath(QStringLiteral("all.probe.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "isolation: {spec: all, step_timeout: 5s}\nsessions:\n  - name: s1\n    steps:\n"
            "      - {name: a1, sql: SELECT 1}\n      - {name: a2, sql: SELECT 1}\n"
            "  - name: s2\n    steps:\n      - {name: b1, sql: SELECT 2}\npermutations: all\n");
        f.close();
        Diagnostics d;
        const auto probe = parseProbe(path, d);
        QVERIFY2(probe, qPrintable(d.value(0).format()));
        QVERIFY(probe->isolation->permutations.isEmpty());
        QCOMPARE(probe->isolation->permutationCount(), 3);
        QCOMPARE(probe->isolationStepTimeout, 5);
    }
};

QTEST_GUILESS_MAIN(TestIsolationProbe)
#include "tst_isolationprobe.moc"
