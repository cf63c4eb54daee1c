// `techlog replay`: exit statuses 0 / 1 / 2, --out, and --record (backup, atomic replace,
// evidenceCapturedOn in the citing documents) on a copy of the example workspace, and the
// replay ledger each replay appends to (a copy always: a replay writes beside its probe).
#include <QDate>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "commands.h"
#include "replayledger.h"

namespace {

const QString kWorkspace = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool copyTree(const QString& from, const QString& to) {
    QDirIterator it(from, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = to + u'/' + QDir(from).relativeFilePath(src);
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst)) return false;
    }
    return true;
}

// A record with its server version replaced by `V`. The records in the example say which
// server they were taken on (15.20); a machine may run another minor version, and the replay
// masks that field, so the tests compare the rest byte for byte.
QByteArray withoutServerVersion(QByteArray record) {
    static const QRegularExpression version(QStringLiteral("^# PostgreSQL [0-9]+(\\.[0-9]+)*"),
                                            QRegularExpression::MultilineOption);
    return QString::fromUtf8(record).replace(version, QStringLiteral("# PostgreSQL V")).toUtf8();
}

// The header line of a fresh record names a real version, whatever it is.
bool namesAServerVersion(const QByteArray& record) {
    static const QRegularExpression version(QStringLiteral("^# PostgreSQL [0-9]+\\.[0-9]+"));
    return version.match(QString::fromUtf8(record)).hasMatch();
}

QByteArray isoDate(const QDate& d) { return d.toString(Qt::ISODate).toUtf8(); }

}  // namespace

class TestProbeCli : public QObject {
    Q_OBJECT

private slots:
    void reproducedRecordExitsZero() {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(kWorkspace, ws));
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay(
                     {ws, QStringLiteral("claim-cas"), QStringLiteral("--out"), out}),
                 0);
        const QByteArray fresh = readAll(out);
        QVERIFY2(namesAServerVersion(fresh), fresh.left(80).constData());
        QCOMPARE(withoutServerVersion(fresh),
                 withoutServerVersion(
                     readAll(kWorkspace + QStringLiteral("/final/evidence/raw/claim-cas.txt"))));
    }

    // The comparison above must not pass by masking too much: a record that differs in
    // anything but the version still differs.
    void versionMaskKeepsOtherDifferences() {
        const QByteArray a = "# PostgreSQL 15.20 · x\nUPDATE 0\n";
        QCOMPARE(withoutServerVersion(a),
                 withoutServerVersion("# PostgreSQL 15.18 · x\nUPDATE 0\n"));
        QCOMPARE(withoutServerVersion("# PostgreSQL 16.1\n"), QByteArray("# PostgreSQL V\n"));
        QVERIFY(withoutServerVersion(a) !=
                withoutServerVersion("# PostgreSQL 15.18 · x\nUPDATE 1\n"));
        QVERIFY(withoutServerVersion(a) !=
                withoutServerVersion("# PostgreSQL 15.20 · y\nUPDATE 0\n"));
    }

    void probeFileArgumentWorksToo() {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(kWorkspace, ws));
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay(
                     {ws + QStringLiteral("/final/evidence/probes/enqueue-permutation.probe.yaml"),
                      QStringLiteral("--out=") + out}),
                 0);
        QVERIFY(readAll(out).contains("b_insert: <waiting ...>"));
    }

    void usageAndProbeErrorsExitTwo() {
        QCOMPARE(techlog::cli::runReplay({}), 2);
        QCOMPARE(techlog::cli::runReplay({kWorkspace, QStringLiteral("no-such-key")}), 2);
        QCOMPARE(techlog::cli::runReplay(
                     {kWorkspace, QStringLiteral("claim-cas"), QStringLiteral("--bogus")}),
                 2);
        QCOMPARE(techlog::cli::runReplay({kWorkspace, QStringLiteral("claim-cas"),
                                          QStringLiteral("--db"),
                                          QStringLiteral("host=db.example.com")}),
                 2);
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.probe.yaml"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("sessions: [\n");
        f.close();
        QCOMPARE(techlog::cli::runReplay({bad}), 2);
    }

    void changedRecordDiffersThenRecordReplacesIt() {
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(kWorkspace, ws));
        const QString raw = ws + QStringLiteral("/final/evidence/raw/claim-cas.txt");
        QByteArray changed = readAll(raw);
        changed.replace("UPDATE 0", "UPDATE 1");
        {
            QFile f(raw);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(changed);
        }
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay(
                     {ws, QStringLiteral("claim-cas"), QStringLiteral("--out"), out}),
                 1);

        // Documents citing the record: their bytes may change only on the date line.
        QStringList citing;
        QHash<QString, QByteArray> before;
        QDirIterator it(ws, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            before.insert(path, readAll(path));
        }
        // The capture date is the local date of the run: take it before and after, so a run
        // across midnight still matches one of them.
        const QDate dayBefore = QDate::currentDate();
        QCOMPARE(
            techlog::cli::runReplay({ws, QStringLiteral("claim-cas"), QStringLiteral("--record")}),
            0);
        const QDate dayAfter = QDate::currentDate();
        QCOMPARE(readAll(raw + QStringLiteral(".bak")), changed);
        QVERIFY(namesAServerVersion(readAll(raw)));
        QCOMPARE(withoutServerVersion(readAll(raw)),
                 withoutServerVersion(
                     readAll(kWorkspace + QStringLiteral("/final/evidence/raw/claim-cas.txt"))));
        for (auto i = before.cbegin(); i != before.cend(); ++i) {
            const QByteArray now = readAll(i.key());
            const bool cites = i.value().contains("raw/claim-cas.txt\n") ||
                               i.value().contains("raw/claim-cas.txt\r\n");
            if (!cites) {
                QCOMPARE(now, i.value());
                continue;
            }
            QVERIFY2(now.contains("evidenceCapturedOn: " + isoDate(dayBefore)) ||
                         now.contains("evidenceCapturedOn: " + isoDate(dayAfter)),
                     qPrintable(i.key()));
            QStringList a = QString::fromUtf8(i.value()).split(u'\n'),
                        b = QString::fromUtf8(now).split(u'\n');
            int differing = 0;
            if (a.size() == b.size()) {
                for (int k = 0; k < a.size(); ++k) differing += a[k] != b[k] ? 1 : 0;
                QVERIFY(differing <= 1);
            } else {
                QCOMPARE(b.size(), a.size() + 1);  // the key was added
            }
        }
        // Reproduces after recording.
        QCOMPARE(techlog::cli::runReplay(
                     {ws, QStringLiteral("claim-cas"), QStringLiteral("--out"), out}),
                 0);
        // The ledger saw every run: differs (against the changed record) twice, once for the
        // plain run and once for the run --record compared before recording, then recorded (the
        // new record), then reproduced (against it); only the last counts for the files now.
        const auto entries = techlog::ReplayLedger::read(
            techlog::ReplayLedger::path(ws, QStringLiteral("claim-cas")));
        QCOMPARE(entries.size(), 4);
        QCOMPARE(entries[0].verdict, QStringLiteral("differs"));
        QCOMPARE(entries[1].verdict, QStringLiteral("differs"));
        QCOMPARE(entries[2].verdict, QStringLiteral("recorded"));
        QCOMPARE(entries[3].verdict, QStringLiteral("reproduced"));
        QVERIFY(entries[0].recordSha256 != entries[3].recordSha256);
        QCOMPARE(entries[2].recordSha256, entries[3].recordSha256);
        QVERIFY(techlog::ReplayLedger::standing(ws, QStringLiteral("claim-cas")).reproduced());
    }

    // Each replay appends one entry with the hashes of the probe, every setup file and the
    // record; a changed setup file makes the probe "changed since" until it is replayed again.
    void replayAppendsToLedgerAndChangedSetupFileInvalidatesIt() {
        using namespace techlog;
        QTemporaryDir dir;
        const QString ws = dir.filePath(QStringLiteral("ws"));
        QVERIFY(copyTree(kWorkspace, ws));
        const QString key = QStringLiteral("claim-cas");
        QCOMPARE(ReplayLedger::standing(ws, key).state,
                 ReplayLedger::Standing::State::NeverReplayed);
        const QString out = dir.filePath(QStringLiteral("new.txt"));
        QCOMPARE(techlog::cli::runReplay({ws, key, QStringLiteral("--out"), out}), 0);
        const QList<LedgerEntry> entries = ReplayLedger::read(ReplayLedger::path(ws, key));
        QCOMPARE(entries.size(), 1);
        const LedgerEntry& e = entries[0];
        QCOMPARE(e.verdict, QStringLiteral("reproduced"));
        QVERIFY(!e.serverVersion.isEmpty());
        QCOMPARE(e.probeSha256,
                 ReplayLedger::sha256OfFile(
                     ws + QStringLiteral("/final/evidence/probes/claim-cas.probe.yaml")));
        QCOMPARE(e.recordSha256, ReplayLedger::sha256OfFile(
                                     ws + QStringLiteral("/final/evidence/raw/claim-cas.txt")));
        QCOMPARE(e.setup.size(), 1);
        QCOMPARE(
            e.setup[0].first,
            QStringLiteral("final/evidence/probes/migrations/claim/001-idempotency-record.sql"));
        QVERIFY(ReplayLedger::standing(ws, key).reproduced());

        QFile setup(ws + u'/' + e.setup[0].first);
        QVERIFY(setup.open(QIODevice::Append));
        setup.write("-- a comment changes the file\n");
        setup.close();
        const auto changed = ReplayLedger::standing(ws, key);
        QCOMPARE(changed.state, ReplayLedger::Standing::State::Changed);
        QVERIFY(!changed.reproduced());

        QCOMPARE(techlog::cli::runReplay({ws, key, QStringLiteral("--out"), out}), 0);
        QCOMPARE(ReplayLedger::read(ReplayLedger::path(ws, key)).size(), 2);
        QVERIFY(ReplayLedger::standing(ws, key).reproduced());
    }
};

QTEST_GUILESS_MAIN(TestProbeCli)
#include "tst_probecli.moc"
