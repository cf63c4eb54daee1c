// `techlog evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]` as a user runs it (the
// built binary): the replay's diff of two records, masked as the probe masks, and its exit
// statuses. Its bounds on 100,000-line records: tests/diffbounds.
#include <unistd.h>

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include "probefile.h"
#include "probeworkspace.h"
#include "recordformat.h"
#include "recordreader.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

TechlogRun diff(const QStringList& args, const TechlogRunOptions& options = {}) {
    return runTechlog(QStringList{QStringLiteral("evidence"), QStringLiteral("diff")} + args,
                      options);
}

const QByteArray kProbe =
    "probe: k\n"
    "sessions:\n"
    "  - name: A\n"
    "    steps:\n"
    "      - {name: a1, sql: SELECT 1}\n"
    "race: {rounds: 2}\n"
    "record:\n"
    "  round:\n"
    "    - \"{round} 회차: 이긴 쪽 {winner}\"\n"
    "volatile: [winner]\n";

// The example's enqueue-race record with each round's winner swapped (A for B and back).
QByteArray swappedWinners(const QByteArray& record) {
    QByteArray out = record;
    out.replace("이긴 쪽 A", "이긴 쪽 @").replace("이긴 쪽 B", "이긴 쪽 A");
    return out.replace("이긴 쪽 @", "이긴 쪽 B");
}

}  // namespace

class TestEvidenceDiff : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void sameRecordsExitZeroAndPrintNothing() {
        // Line ends and the last line's end are read by the record rule, as replay reads them.
        const TechlogRun r = diff({file(QStringLiteral("a.txt"), "갱신 1\nexit 0\n"),
                                   file(QStringLiteral("b.txt"), "갱신 1\r\nexit 0")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.isEmpty());
    }

    void differentRecordsPrintTheReplaysDiff() {
        const QString a = file(QStringLiteral("a.txt"), "a\nb\nc\nd\ne\nf\ng\n");
        const QString b = file(QStringLiteral("b.txt"), "a\nb\nc\nd\nE\nf\ng\n");
        const TechlogRun r = diff({a, b});
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        QCOMPARE(r.out,
                 QStringLiteral("--- recorded\n+++ new\n  …\n  c\n  d\n- e\n+ E\n  f\n  g\n"));
        QVERIFY(r.err.isEmpty());
        // A blank line added at the end is a line (replay's rule: `a\n\n` is not `a\n`).
        const TechlogRun blank =
            diff({file(QStringLiteral("c.txt"), "x\n"), file(QStringLiteral("d.txt"), "x\n\n")});
        QVERIFY2(blank.exitCode == 1, qPrintable(describe(blank)));
        QCOMPARE(blank.out, QStringLiteral("--- recorded\n+++ new\n  x\n+ \n"));
    }

    // The example probe's volatile winner is masked: swapped winners are the same record, a
    // changed row count is not, and the diff is the replay's, character for character.
    void probeMasksVolatileFieldsAsReplayDoes() {
        const QString recordPath =
            exampleWorkspace() + QStringLiteral("/final/evidence/raw/enqueue-race.txt");
        const QByteArray recorded = readBytes(recordPath);
        QVERIFY(!recorded.isEmpty());
        const QString swapped = file(QStringLiteral("swapped.txt"), swappedWinners(recorded));
        QVERIFY(readBytes(swapped) != recorded);
        const QStringList probe = {QStringLiteral("--probe"), QStringLiteral("enqueue-race"),
                                   QStringLiteral("--workspace"), exampleWorkspace()};

        const TechlogRun plain = diff({recordPath, swapped});
        QVERIFY2(plain.exitCode == 1, qPrintable(describe(plain)));
        const TechlogRun masked = diff(QStringList{recordPath, swapped} + probe);
        QVERIFY2(masked.exitCode == 0, qPrintable(describe(masked)));
        QVERIFY(masked.out.isEmpty());

        QByteArray changed = swappedWinners(recorded);
        changed.replace("· 남은 행 1\n3 회차", "· 남은 행 2\n3 회차");
        const QString changedPath = file(QStringLiteral("changed.txt"), changed);
        const TechlogRun r = diff(QStringList{recordPath, changedPath} + probe);
        QVERIFY2(r.exitCode == 1, qPrintable(describe(r)));
        Diagnostics diagnostics;
        const std::optional<ProbeFile> p = parseProbe(
            probeFileForKey(exampleWorkspace(), QStringLiteral("enqueue-race")), diagnostics);
        QVERIFY(p);
        const QString expected =
            RecordFormat::diff(RecordFormat::mask(*p, RecordReader::text(recorded)),
                               RecordFormat::mask(*p, RecordReader::text(changed)));
        QCOMPARE(r.out, expected);
        QVERIFY(r.out.contains(QStringLiteral("- 2 회차: 이긴 쪽 {winner} ·")));
        QCOMPARE(r.out.count(QStringLiteral("\n- ")), 1);
        QCOMPARE(r.out.count(QStringLiteral("\n+ ")), 1);
        // The probe file named directly does the same.
        const TechlogRun byFile =
            diff({recordPath, changedPath, QStringLiteral("--probe"),
                  probeFileForKey(exampleWorkspace(), QStringLiteral("enqueue-race"))});
        QCOMPARE(byFile.exitCode, 1);
        QCOMPARE(byFile.out, expected);
    }

    // Without --workspace, KEY is looked up in the workspace the records lie in, whatever the
    // current folder.
    void probeKeyIsFoundAboveTheRecords() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/evidence/probes/k.probe.yaml"), kProbe));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/k.txt.bak"),
                         QStringLiteral("1 회차: 이긴 쪽 A\n2 회차: 이긴 쪽 B\nexit 0\n")));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/k.txt"),
                         QStringLiteral("1 회차: 이긴 쪽 B\n2 회차: 이긴 쪽 A\nexit 0\n")));
        const QStringList records = {tw.abs(QStringLiteral("final/evidence/raw/k.txt.bak")),
                                     tw.abs(QStringLiteral("final/evidence/raw/k.txt"))};
        const TechlogRun r =
            diff(records + QStringList{QStringLiteral("--probe"), QStringLiteral("k")});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        const TechlogRun unmasked = diff(records);
        QVERIFY2(unmasked.exitCode == 1, qPrintable(describe(unmasked)));
        QVERIFY(unmasked.out.contains(QStringLiteral("- 1 회차: 이긴 쪽 A\n")));
    }

    void unreadableInputsNameTheFileAndExitTwo() {
        const QString good = file(QStringLiteral("good.txt"), "x\n");
        const QString missing = m_dir.filePath(QStringLiteral("missing.txt"));
        TechlogRun r = diff({missing, good});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(missing) && r.err.contains(QStringLiteral("no such file")),
                 qPrintable(r.err));
        // A folder, and both sides at once: each is named.
        r = diff({m_dir.path(), missing});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(m_dir.path() + QStringLiteral(": a folder")), qPrintable(r.err));
        QVERIFY2(r.err.contains(missing), qPrintable(r.err));
        // Unreadable by permission (not for root, who reads it anyway).
        if (::geteuid() != 0) {
            const QString locked = file(QStringLiteral("locked.txt"), "x\n");
            QFile::setPermissions(locked, QFileDevice::WriteOwner);
            r = diff({good, locked});
            QVERIFY2(r.exitCode == 2 && r.err.contains(locked), qPrintable(describe(r)));
        }
    }

    void badArgumentsExitTwoWithAReason() {
        const QString a = file(QStringLiteral("a.txt"), "x\n");
        const struct {
            QStringList args;
            const char* says;
        } cases[] = {
            {{}, "give two records"},
            {{a}, "give two records"},
            {{a, a, a}, "unexpected argument"},
            {{a, a, QStringLiteral("--nope")}, "unknown option '--nope'"},
            {{a, a, QStringLiteral("--probe")}, "--probe needs a value"},
            {{a, a, QStringLiteral("--probe"), QStringLiteral("a/b")}, "invalid key 'a/b'"},
            {{a, a, QStringLiteral("--workspace"), m_dir.path()}, "give --probe"},
            {{a, a, QStringLiteral("--probe"), QStringLiteral("nope"),
              QStringLiteral("--workspace"), exampleWorkspace()},
             "no probe 'nope'"},
            {{a, a, QStringLiteral("--probe"), QStringLiteral("nope")}, "no probe 'nope'"},
            {{a, a, QStringLiteral("--probe"), m_dir.filePath(QStringLiteral("x.probe.yaml"))},
             "no probe file"},
        };
        for (const auto& c : cases) {
            const TechlogRun r = diff(c.args);
            QVERIFY2(r.exitCode == 2, qPrintable(c.args.join(u' ') + u'\n' + describe(r)));
            QVERIFY2(r.err.contains(QLatin1String(c.says)),
                     qPrintable(c.args.join(u' ') + u'\n' + describe(r)));
            QVERIFY(r.out.isEmpty());
        }
        // A broken probe: its findings, then exit 2.
        const QString broken = file(QStringLiteral("broken.probe.yaml"), "sessions: 3\n");
        const TechlogRun r = diff({a, a, QStringLiteral("--probe"), broken});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(QStringLiteral("broken.probe.yaml:")), qPrintable(r.err));
    }

    void helpDescribesEachSubcommand() {
        const TechlogRun own = diff({QStringLiteral("--help")});
        QCOMPARE(own.exitCode, 0);
        QVERIFY(own.out.startsWith(QStringLiteral("Usage: techlog evidence diff OLD NEW")));
        QVERIFY(own.out.contains(QStringLiteral("--workspace WORKSPACE")));
        QVERIFY(!own.out.contains(QStringLiteral("--force")));
        const TechlogRun both = runTechlog({QStringLiteral("evidence"), QStringLiteral("--help")});
        QCOMPARE(both.exitCode, 0);
        QVERIFY(both.out.contains(QStringLiteral("techlog evidence render")));
        QVERIFY(both.out.contains(QStringLiteral("techlog evidence diff")));
        const TechlogRun top = runTechlog({QStringLiteral("--help")});
        QVERIFY(top.out.contains(QStringLiteral("  evidence diff OLD NEW")));
    }

    void koreanLocaleSaysWhyInKorean() {
        const QString missing = m_dir.filePath(QStringLiteral("없는.txt"));
        const TechlogRun ko = diff({missing, missing}, localeRun(QStringLiteral("ko_KR.UTF-8")));
        QCOMPARE(ko.exitCode, 2);
        QString said = ko.err;
        QVERIFY2(hasHangul(said.remove(missing)), qPrintable(ko.err));
        const TechlogRun help =
            diff({QStringLiteral("--help")}, localeRun(QStringLiteral("ko_KR.UTF-8")));
        QVERIFY2(hasHangul(help.out), qPrintable(help.out));
        QVERIFY(help.out.contains(QStringLiteral("--probe KEY")));
    }
};

QTEST_GUILESS_MAIN(TestEvidenceDiff)
#include "tst_evidencediff.moc"
