// ReplayLedger: one entry a line, parsed back as written; append keeps what was there; the
// standing of a probe follows the newest entry made against the files as they are now.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "replayledger.h"

using namespace techlog;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

LedgerEntry entryNow(const QString& root, const QString& verdict, const QStringList& setup = {}) {
    LedgerEntry e = ReplayLedger::currentHashes(root, QStringLiteral("k"), setup);
    e.when = QDateTime(QDate(2026, 11, 30), QTime(10, 0, 0), Qt::UTC);
    e.verdict = verdict;
    e.serverVersion = QStringLiteral("15.20");
    return e;
}

}  // namespace

class TestReplayLedger : public QObject {
    Q_OBJECT

private slots:
    void entryRoundTripsThroughItsLine() {
        LedgerEntry e;
        e.when = QDateTime(QDate(2026, 12, 1), QTime(9, 30, 5), Qt::UTC);
        e.verdict = QStringLiteral("reproduced");
        e.serverVersion = QStringLiteral("15.20");
        e.probeSha256 = QString(64, u'a');
        e.recordSha256 = QString(64, u'b');
        e.setup = {{QStringLiteral("final/evidence/probes/m=1.sql"), QString(64, u'c')}};
        const QString line = ReplayLedger::formatEntry(e);
        QVERIFY(!line.contains(u'\n'));
        QCOMPARE(line.split(u'\t').size(), 6);
        const auto parsed = ReplayLedger::parseEntry(line);
        QVERIFY(parsed);
        QCOMPARE(*parsed, e);
    }

    void malformedAndCommentLinesAreNotEntries() {
        QVERIFY(!ReplayLedger::parseEntry(QStringLiteral("# comment")));
        QVERIFY(!ReplayLedger::parseEntry(QString()));
        QVERIFY(!ReplayLedger::parseEntry(
            QStringLiteral("yesterday\treproduced\tserver=\tprobe=x\trecord=y")));
        // An unknown verdict is not guessed at.
        QVERIFY(!ReplayLedger::parseEntry(
            QStringLiteral("2026-12-01T00:00:00Z\tmaybe\tserver=\tprobe=") + QString(64, u'a') +
            QStringLiteral("\trecord=")));
    }

    void appendKeepsEarlierEntriesAndSkipsBadLines() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.ledger"));
        LedgerEntry e;
        e.when = QDateTime(QDate(2026, 12, 1), QTime(9, 0, 0), Qt::UTC);
        e.verdict = QStringLiteral("differs");
        e.probeSha256 = QString(64, u'1');
        QVERIFY(ReplayLedger::append(path, e));
        e.verdict = QStringLiteral("reproduced");
        QVERIFY(ReplayLedger::append(path, e));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("# techlog replay ledger 1"));
        QCOMPARE(bytes.count('\n'), 3);
        f.close();
        QVERIFY(f.open(QIODevice::Append));
        f.write("garbage line\n");
        f.close();
        int skipped = 0;
        const QList<LedgerEntry> entries = ReplayLedger::read(path, &skipped);
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].verdict, QStringLiteral("differs"));
        QCOMPARE(entries[1].verdict, QStringLiteral("reproduced"));
        QCOMPARE(skipped, 1);
    }

    void standingFollowsTheFilesAsTheyAreNow() {
        QTemporaryDir dir;
        const QString root = dir.path();
        QVERIFY(
            writeFile(root + QStringLiteral("/final/evidence/probes/k.probe.yaml"), "key: k\n"));
        QVERIFY(
            writeFile(root + QStringLiteral("/final/evidence/raw/k.txt"), "UPDATE 1\nexit 0\n"));
        QVERIFY(writeFile(root + QStringLiteral("/final/evidence/probes/setup.sql"),
                          "create table t();\n"));
        const QString ledger = ReplayLedger::path(root, QStringLiteral("k"));
        QCOMPARE(ReplayLedger::standing(root, QStringLiteral("k")).state,
                 ReplayLedger::Standing::State::NeverReplayed);

        const QStringList setup{QStringLiteral("final/evidence/probes/setup.sql")};
        QVERIFY(ReplayLedger::append(ledger, entryNow(root, QStringLiteral("reproduced"), setup)));
        QVERIFY(ReplayLedger::standing(root, QStringLiteral("k")).reproduced());

        // A changed setup file: changed since, not reproduced.
        QVERIFY(writeFile(root + QStringLiteral("/final/evidence/probes/setup.sql"),
                          "create table u();\n"));
        auto s = ReplayLedger::standing(root, QStringLiteral("k"));
        QCOMPARE(s.state, ReplayLedger::Standing::State::Changed);
        QVERIFY(!s.reproduced());
        QVERIFY(s.newest);

        // Replayed again and differs: current, but not reproduced.
        QVERIFY(ReplayLedger::append(ledger, entryNow(root, QStringLiteral("differs"), setup)));
        s = ReplayLedger::standing(root, QStringLiteral("k"));
        QCOMPARE(s.state, ReplayLedger::Standing::State::Current);
        QVERIFY(!s.reproduced());

        // The setup file put back: the first entry is again the newest for these files.
        QVERIFY(writeFile(root + QStringLiteral("/final/evidence/probes/setup.sql"),
                          "create table t();\n"));
        QVERIFY(ReplayLedger::standing(root, QStringLiteral("k")).reproduced());

        // A changed record also counts.
        QVERIFY(
            writeFile(root + QStringLiteral("/final/evidence/raw/k.txt"), "UPDATE 2\nexit 0\n"));
        QCOMPARE(ReplayLedger::standing(root, QStringLiteral("k")).state,
                 ReplayLedger::Standing::State::Changed);
    }
};

QTEST_GUILESS_MAIN(TestReplayLedger)
#include "tst_replayledger.moc"
