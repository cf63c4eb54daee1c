// ProbeTemplate: each template parses without a diagnostic, with and without setup files and
// with a key and title that need quoting; writeNew never replaces a probe or a spec of the key,
// refuses bad keys and paths leading out of the workspace; an isolation spec imports and reads
// back, and is not imported over an existing probe.
#include <QDir>
#include <QFile>
#include <QTest>

#include "evidencepaths.h"
#include "probefile.h"
#include "probetemplate.h"
#include "tempworkspace.h"

using namespace techlog;

namespace {

const QByteArray kTable = "CREATE TABLE item (id int PRIMARY KEY, note text);\n";
const QString kProbes = QStringLiteral("final/evidence/probes/");

}  // namespace

class TestProbeTemplate : public QObject {
    Q_OBJECT

private slots:
    void templateParsesWithoutDiagnostic_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QStringList>("setup");  // workspace-relative
        const QStringList none;
        const QStringList two = {QStringLiteral("final/evidence/probes/migrations/001-item.sql"),
                                 QStringLiteral("db/002-more.sql")};
        for (const auto kind : {ProbeTemplate::Kind::Race, ProbeTemplate::Kind::Permutations}) {
            const QByteArray name = kind == ProbeTemplate::Kind::Race ? "race" : "permutations";
            QTest::newRow(name + ", no setup") << int(kind) << QStringLiteral("claim-race")
                                               << QStringLiteral("두 세션의 경합") << none;
            QTest::newRow(name + ", two setup files")
                << int(kind) << QStringLiteral("claim-race") << QStringLiteral("title") << two;
            QTest::newRow(name + ", key and title to quote")
                << int(kind) << QStringLiteral("odd: key #1")
                << QStringLiteral("\"quoted\": a # not a comment, {braces}") << two;
            QTest::newRow(name + ", no title")
                << int(kind) << QStringLiteral("k") << QString() << none;
        }
    }

    void templateParsesWithoutDiagnostic() {
        QFETCH(int, kind);
        QFETCH(QString, key);
        QFETCH(QString, title);
        QFETCH(QStringList, setup);
        test::TempWorkspace ws;
        QStringList files;
        for (const QString& file : setup) {
            QVERIFY(ws.write(file, kTable));
            files << ProbeTemplate::setupFileFor(file);
        }
        const auto k = ProbeTemplate::Kind(kind);
        const QString text = ProbeTemplate::text(k, key, title, files, 3);
        Diagnostics out;
        const auto probe = parseProbeText(probePathForKey(ws.root(), key), text.toUtf8(), out);
        QVERIFY2(probe && out.isEmpty(), qPrintable(test::dump(out) + u'\n' + text));
        QCOMPARE(probe->key, key);
        QCOMPARE(probe->title, title.isEmpty() ? key : title);
        QCOMPARE(probe->mode,
                 k == ProbeTemplate::Kind::Race ? ProbeMode::Race : ProbeMode::Permutations);
        QCOMPARE(probe->rounds, k == ProbeTemplate::Kind::Race ? 3 : 2);
        QCOMPARE(probe->setup.size(), setup.size());
        for (int i = 0; i < setup.size(); ++i) {
            QCOMPARE(probe->setup[i].origin, setup[i]);
            QCOMPARE(probe->setup[i].sql, QString::fromUtf8(kTable));
        }
        QCOMPARE(probe->sessions.size(), 2);
        for (const ProbeSession& s : probe->sessions) QCOMPARE(s.steps.size(), 1);
        QCOMPARE(probe->observations.size(), 1);
        QVERIFY(!probe->expectEach.isEmpty());
        QVERIFY(!probe->expectOverall.isEmpty());
        QVERIFY(!probe->record.round.isEmpty());
        QVERIFY(!probe->record.footer.isEmpty());

        // Written, it reads the same from disk.
        QString error;
        const auto written = ProbeTemplate::writeNew(ws.root(), key, text, &error);
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(*written, kProbes + key + QStringLiteral(".probe.yaml"));
        Diagnostics fromDisk;
        QVERIFY2(parseProbe(ws.abs(*written), fromDisk), qPrintable(test::dump(fromDisk)));
        QCOMPARE(test::readBytes(ws.abs(*written)), text.toUtf8());
    }

    void setupFileIsRelativeToTheProbesFolder() {
        QCOMPARE(ProbeTemplate::setupFileFor(QStringLiteral("db/schema.sql")),
                 QStringLiteral("../../../db/schema.sql"));
        QCOMPARE(ProbeTemplate::setupFileFor(kProbes + QStringLiteral("migrations/a.sql")),
                 QStringLiteral("migrations/a.sql"));
        QCOMPARE(ProbeTemplate::setupFileFor(QStringLiteral("final/evidence/x.sql")),
                 QStringLiteral("../x.sql"));
    }

    void writeNewNeverReplacesAProbe() {
        test::TempWorkspace ws;
        const QString key = QStringLiteral("k");
        QVERIFY(ProbeTemplate::writeNew(ws.root(), key, QStringLiteral("first\n")));
        QString error;
        QVERIFY(!ProbeTemplate::writeNew(ws.root(), key, QStringLiteral("second\n"), &error));
        QVERIFY2(error.contains(QStringLiteral("k.probe.yaml exists")), qPrintable(error));
        QCOMPARE(test::readBytes(ws.abs(kProbes + QStringLiteral("k.probe.yaml"))),
                 QByteArray("first\n"));
    }

    void writeNewNeverTakesTheKeyOfASpec() {
        test::TempWorkspace ws;
        QVERIFY(ws.write(kProbes + QStringLiteral("s.spec"), QByteArray("session a\n")));
        QString error;
        QVERIFY(!ProbeTemplate::writeNew(ws.root(), QStringLiteral("s"), QStringLiteral("x\n"),
                                         &error));
        QVERIFY2(error.contains(QStringLiteral("s.spec exists")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(ws.abs(kProbes + QStringLiteral("s.probe.yaml"))));
        QCOMPARE(test::readBytes(ws.abs(kProbes + QStringLiteral("s.spec"))),
                 QByteArray("session a\n"));
    }

    void writeNewRefusesBadKeys_data() {
        QTest::addColumn<QString>("key");
        QTest::newRow("empty") << QString();
        QTest::newRow("slash") << QStringLiteral("../../escape");
        QTest::newRow("backslash") << QStringLiteral("a\\b");
        QTest::newRow("dot") << QStringLiteral(".");
        QTest::newRow("dot dot") << QStringLiteral("..");
    }

    void writeNewRefusesBadKeys() {
        QFETCH(QString, key);
        test::TempWorkspace ws;
        QString error;
        QVERIFY(!ProbeTemplate::writeNew(ws.root(), key, QStringLiteral("x\n"), &error));
        QVERIFY2(error.contains(QStringLiteral("is not a usable key")), qPrintable(error));
        QVERIFY(ws.snapshot().isEmpty());
        QVERIFY(QDir(ws.outside()).entryList(QDir::Files).isEmpty());
    }

    // A probes folder that is a link out of the workspace, and a dangling link where the probe
    // would go: nothing is written through either.
    void writeNewStaysInTheWorkspace() {
        test::TempWorkspace ws;
        const QString elsewhere = ws.outside() + QStringLiteral("/elsewhere");
        QVERIFY(QDir().mkpath(elsewhere));
        QVERIFY(QDir().mkpath(ws.abs(QStringLiteral("final/evidence"))));
        QVERIFY(QFile::link(elsewhere, ws.abs(QStringLiteral("final/evidence/probes"))));
        QString error;
        QVERIFY(!ProbeTemplate::writeNew(ws.root(), QStringLiteral("k"), QStringLiteral("x\n"),
                                         &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(QDir(elsewhere).entryList(QDir::Files | QDir::Hidden).isEmpty());

        test::TempWorkspace other;
        QVERIFY(QDir().mkpath(other.abs(kProbes)));
        const QString target = other.abs(kProbes + QStringLiteral("k.probe.yaml"));
        QVERIFY(QFile::link(other.outside() + QStringLiteral("/nowhere.yaml"), target));
        QVERIFY(!ProbeTemplate::writeNew(other.root(), QStringLiteral("k"), QStringLiteral("x\n"),
                                         &error));
        QVERIFY(!QFileInfo::exists(other.outside() + QStringLiteral("/nowhere.yaml")));
        QVERIFY(QFileInfo(target).isSymLink());
    }

    void isolationSpecImports() {
        test::TempWorkspace ws;
        const QString spec = ws.outside() + QStringLiteral("/lock-step.spec");
        QFile f(spec);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "setup { CREATE TABLE t (i int); }\n"
            "session a\nstep a1 { SELECT 1; }\n"
            "session b\nstep b1 { SELECT 2; }\n"
            "permutation a1 b1\n");
        f.close();
        QString error;
        const auto written = ProbeTemplate::importSpec(ws.root(), QString(), spec, &error);
        QVERIFY2(written, qPrintable(error));
        QCOMPARE(*written, kProbes + QStringLiteral("lock-step.probe.yaml"));
        Diagnostics out;
        const auto probe = parseProbe(ws.abs(*written), out);
        QVERIFY2(probe && probe->isolation, qPrintable(test::dump(out)));
        QCOMPARE(probe->sessions.size(), 2);
        const QByteArray first = test::readBytes(ws.abs(*written));

        // Not again over it; with `replace` (the command's --force) it is replaced.
        QVERIFY(!ProbeTemplate::importSpec(ws.root(), QString(), spec, &error));
        QVERIFY2(error.contains(QStringLiteral("exists")), qPrintable(error));
        using Why = ProbeTemplate::SpecImport::Failure;
        QCOMPARE(ProbeTemplate::importIsolationSpec(ws.root(), spec).failure, Why::Exists);
        QCOMPARE(ProbeTemplate::importIsolationSpec(ws.root(), spec, QString(), true).failure,
                 Why::None);
        QCOMPARE(test::readBytes(ws.abs(*written)), first);

        const auto other = ProbeTemplate::importSpec(ws.root(), QStringLiteral("other"), spec);
        QVERIFY(other);
        QCOMPARE(*other, kProbes + QStringLiteral("other.probe.yaml"));
        QCOMPARE(ProbeTemplate::importIsolationSpec(ws.root(), spec, QStringLiteral("a/b")).failure,
                 Why::BadKey);

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("session a\nstep a1 { SELECT 1; }\nstep a1 { SELECT 2; }\n");
        f.close();
        QVERIFY(!ProbeTemplate::importSpec(ws.root(), QStringLiteral("bad"), spec, &error));
        QVERIFY2(error.contains(QStringLiteral("duplicate step name: a1")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(ws.abs(kProbes + QStringLiteral("bad.probe.yaml"))));
    }
};

QTEST_GUILESS_MAIN(TestProbeTemplate)
#include "tst_probetemplate.moc"
