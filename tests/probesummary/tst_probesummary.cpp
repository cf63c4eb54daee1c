// summarizeProbes: every probe file of a workspace with its title, problem counts and how its
// replays stand; files too large or leading out of the workspace are counted, not read.
#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "probesummary.h"
#include "replayledger.h"

using namespace techlog;

namespace {

const QString kProbes = QStringLiteral("final/evidence/probes/");

bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray goodProbe(const QByteArray& title) {
    return "title: " + title +
           "\n"
           "sessions:\n"
           "  - name: A\n"
           "    steps:\n"
           "      - name: a1\n"
           "        sql: |\n"
           "          SELECT 1\n"
           "race: {rounds: 2}\n";
}

const QByteArray kSpec =
    "setup { CREATE TABLE t (a int); }\n"
    "session s1\n"
    "step s1a { SELECT 1; }\n"
    "session s2\n"
    "step s2a { SELECT 2; }\n"
    "permutation s1a s2a\n";

// A replay of `key` against the files as they are now.
bool replayed(const QString& root, const QString& key, const QString& verdict) {
    LedgerEntry e = ReplayLedger::currentHashes(root, key, {});
    e.when = QDateTime(QDate(2026, 11, 30), QTime(10, 0, 0), Qt::UTC);
    e.verdict = verdict;
    return ReplayLedger::append(ReplayLedger::path(root, key), e);
}

const ProbeSummary* find(const QList<ProbeSummary>& list, const QString& path) {
    for (const ProbeSummary& s : list)
        if (s.path == path) return &s;
    return nullptr;
}

}  // namespace

class TestProbeSummary : public QObject {
    Q_OBJECT

private slots:
    void workspaceWithoutProbesHasNone() {
        QTemporaryDir dir;
        QVERIFY(summarizeProbes(dir.path()).isEmpty());
        QVERIFY(summarizeProbes(QString()).isEmpty());
    }

    void probesAndSpecsWithTitlesCountsAndStandings() {
        QTemporaryDir dir;
        const QString root = dir.path();
        const QString probes = root + u'/' + kProbes;
        QVERIFY(writeFile(probes + QStringLiteral("good.probe.yaml"), goodProbe("좋은 프로브")));
        QVERIFY(writeFile(root + QStringLiteral("/final/evidence/raw/good.txt"), "exit 0\n"));
        QVERIFY(replayed(root, QStringLiteral("good"), QStringLiteral("reproduced")));
        // Replayed, then edited: the entry is of files that are no more.
        QVERIFY(writeFile(probes + QStringLiteral("stale.probe.yaml"), goodProbe("낡은")));
        QVERIFY(replayed(root, QStringLiteral("stale"), QStringLiteral("reproduced")));
        QVERIFY(writeFile(probes + QStringLiteral("stale.probe.yaml"), goodProbe("고친")));
        // Two errors: an unknown key and a session without steps.
        QVERIFY(writeFile(probes + QStringLiteral("broken.probe.yaml"),
                          "title: 깨진\nbogus: 1\nsessions:\n  - name: A\nrace: {rounds: 1}\n"));
        QVERIFY(writeFile(probes + QStringLiteral("iso.spec"), kSpec));
        QVERIFY(replayed(root, QStringLiteral("iso"), QStringLiteral("differs")));
        // Not probes.
        QVERIFY(writeFile(probes + QStringLiteral("notes.md"), "# notes\n"));
        QVERIFY(writeFile(probes + QStringLiteral("migrations/001.sql"), "SELECT 1;\n"));

        const QList<ProbeSummary> list = summarizeProbes(root);
        QStringList keys;
        for (const ProbeSummary& s : list) keys << s.key;
        QCOMPARE(keys, (QStringList{QStringLiteral("broken"), QStringLiteral("good"),
                                    QStringLiteral("iso"), QStringLiteral("stale")}));

        const ProbeSummary* good = find(list, kProbes + QStringLiteral("good.probe.yaml"));
        QVERIFY(good);
        QCOMPARE(good->title, QStringLiteral("좋은 프로브"));
        QCOMPARE(good->standing, QStringLiteral("reproduced"));
        QCOMPARE(good->errors, 0);
        QCOMPARE(good->warnings, 0);

        const ProbeSummary* stale = find(list, kProbes + QStringLiteral("stale.probe.yaml"));
        QVERIFY(stale);
        QCOMPARE(stale->title, QStringLiteral("고친"));
        QCOMPARE(stale->standing, QStringLiteral("changed"));

        const ProbeSummary* broken = find(list, kProbes + QStringLiteral("broken.probe.yaml"));
        QVERIFY(broken);
        QVERIFY2(broken->errors >= 2, qPrintable(QString::number(broken->errors)));
        QCOMPARE(broken->title, QString());  // only a parsed probe has one
        QCOMPARE(broken->standing, QStringLiteral("never-replayed"));

        const ProbeSummary* iso = find(list, kProbes + QStringLiteral("iso.spec"));
        QVERIFY(iso);
        QCOMPARE(iso->key, QStringLiteral("iso"));
        QVERIFY(iso->title.contains(QStringLiteral("isolation spec")));
        QCOMPARE(iso->errors, 0);
        QCOMPARE(iso->standing, QStringLiteral("differs"));
    }

    // A key's replays run its `.probe.yaml`: a spec of the same key beside it has no standing
    // of its own, and comes after it.
    void specShadowedByTheProbeOfItsKeyWasNeverReplayed() {
        QTemporaryDir dir;
        const QString root = dir.path();
        QVERIFY(writeFile(root + u'/' + kProbes + QStringLiteral("k.spec"), kSpec));
        QVERIFY(writeFile(root + u'/' + kProbes + QStringLiteral("k.probe.yaml"), goodProbe("K")));
        QVERIFY(replayed(root, QStringLiteral("k"), QStringLiteral("reproduced")));
        const QList<ProbeSummary> list = summarizeProbes(root);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].path, kProbes + QStringLiteral("k.probe.yaml"));
        QCOMPARE(list[0].standing, QStringLiteral("reproduced"));
        QCOMPARE(list[1].path, kProbes + QStringLiteral("k.spec"));
        QCOMPARE(list[1].standing, QStringLiteral("never-replayed"));
    }

    void oversizedProbeIsCountedNotRead() {
        QTemporaryDir dir;
        const QString root = dir.path();
        QByteArray big = goodProbe("큰");
        big += "# " + QByteArray(int(kMaxProbeBytes), 'x') + '\n';
        QVERIFY(writeFile(root + u'/' + kProbes + QStringLiteral("big.probe.yaml"), big));
        const QList<ProbeSummary> list = summarizeProbes(root);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].key, QStringLiteral("big"));
        QCOMPARE(list[0].errors, 1);
        QCOMPARE(list[0].title, QString());
    }

    void linksOutOfTheWorkspaceAreCountedNotRead() {
        QTemporaryDir dir, outside;
        const QString root = dir.path();
        const QString probes = root + u'/' + kProbes;
        QVERIFY(writeFile(outside.filePath(QStringLiteral("x.probe.yaml")), goodProbe("밖")));
        QVERIFY(QDir().mkpath(probes));
        QVERIFY(QFile::link(outside.filePath(QStringLiteral("x.probe.yaml")),
                            probes + QStringLiteral("out.probe.yaml")));
        // A link inside the workspace is followed.
        QVERIFY(writeFile(root + QStringLiteral("/elsewhere/in.yaml"), goodProbe("안")));
        QVERIFY(QFile::link(root + QStringLiteral("/elsewhere/in.yaml"),
                            probes + QStringLiteral("in.probe.yaml")));
        // A good probe whose ledger leads out.
        QVERIFY(writeFile(probes + QStringLiteral("led.probe.yaml"), goodProbe("원장")));
        QVERIFY(replayed(root, QStringLiteral("led"), QStringLiteral("reproduced")));
        QVERIFY(QFile::rename(ReplayLedger::path(root, QStringLiteral("led")),
                              outside.filePath(QStringLiteral("led.ledger"))));
        QVERIFY(QFile::link(outside.filePath(QStringLiteral("led.ledger")),
                            ReplayLedger::path(root, QStringLiteral("led"))));

        const QList<ProbeSummary> list = summarizeProbes(root);
        QCOMPARE(list.size(), 3);
        const ProbeSummary* out = find(list, kProbes + QStringLiteral("out.probe.yaml"));
        QVERIFY(out);
        QCOMPARE(out->errors, 1);
        QCOMPARE(out->title, QString());
        const ProbeSummary* in = find(list, kProbes + QStringLiteral("in.probe.yaml"));
        QVERIFY(in);
        QCOMPARE(in->errors, 0);
        QCOMPARE(in->title, QStringLiteral("안"));
        const ProbeSummary* led = find(list, kProbes + QStringLiteral("led.probe.yaml"));
        QVERIFY(led);
        QCOMPARE(led->title, QStringLiteral("원장"));
        QCOMPARE(led->errors, 1);
        QCOMPARE(led->standing, QStringLiteral("never-replayed"));
    }

    // A FIFO would block whoever opens it: it is counted, never opened.
    void fifoIsCountedNotOpened() {
        QTemporaryDir dir;
        const QString root = dir.path();
        QVERIFY(QDir().mkpath(root + u'/' + kProbes));
        QVERIFY(::mkfifo(QFile::encodeName(root + u'/' + kProbes + QStringLiteral("p.probe.yaml")),
                         0600) == 0);
        QVERIFY(writeFile(root + u'/' + kProbes + QStringLiteral("q.probe.yaml"), goodProbe("Q")));
        QVERIFY(::mkfifo(QFile::encodeName(ReplayLedger::path(root, QStringLiteral("q"))), 0600) ==
                0);
        const QList<ProbeSummary> list = summarizeProbes(root);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list[0].key, QStringLiteral("p"));
        QCOMPARE(list[0].errors, 1);
        QCOMPARE(list[1].title, QStringLiteral("Q"));
        QCOMPARE(list[1].errors, 1);
        QCOMPARE(list[1].standing, QStringLiteral("never-replayed"));
    }

    void probesFolderLinkedOutIsNotListed() {
        QTemporaryDir dir, outside;
        QVERIFY(writeFile(outside.filePath(QStringLiteral("x.probe.yaml")), goodProbe("밖")));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("final/evidence"))));
        QVERIFY(QFile::link(outside.path(), dir.filePath(QStringLiteral("final/evidence/probes"))));
        QVERIFY(summarizeProbes(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProbeSummary)
#include "tst_probesummary.moc"
