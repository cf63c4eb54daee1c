// EmbeddedCluster's sweep of what killed runs leave: every folder of a dead run goes, whatever
// the run was doing when it was killed; no folder of a live run does. The runs are real
// processes (this binary in a child mode) killed with SIGKILL, as `kill -9` kills a replay.
#include <libpq-fe.h>
#include <signal.h>
#include <sys/shm.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <cstdio>
#include <memory>

#include "embeddedcluster.h"

using namespace techlog;

namespace {

const char* kChildEnv = "TST_EMBEDDEDCLUSTER_CHILD";

// The child: starts a cluster in $TECHLOG_PG_TMPDIR and stays alive until killed. With
// $TST_EMBEDDEDCLUSTER_PAUSE_AT it stops for good at the first progress line with that prefix
// (the run folder made, its data folder not yet). Reports "ready DIR" or "paused LINE".
int childMain() {
    const QString pauseAt = qEnvironmentVariable("TST_EMBEDDEDCLUSTER_PAUSE_AT");
    EmbeddedCluster cluster;
    EmbeddedCluster::Options o;
    o.log = [&](const QString& line) {
        if (pauseAt.isEmpty() || !line.startsWith(pauseAt)) return;
        std::printf("paused %s\n", qPrintable(line));
        std::fflush(stdout);
        for (;;) pause();
    };
    DiagnosticText why;
    if (!cluster.start(o, &why)) {
        std::printf("failed %s\n", qPrintable(why.english()));
        return 1;
    }
    std::printf("ready %s\n", qPrintable(cluster.tempDir()));
    std::fflush(stdout);
    for (;;) pause();
}

// Folders in `parent` other than the published template (a cache that stays).
QStringList clusterFolders(const QString& parent) {
    QStringList names = QDir(parent).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    names.removeIf([](const QString& n) {
        return n.startsWith(QStringLiteral("techlog-pg-template-")) && n.size() == 32;
    });
    names.sort();
    return names;
}

// What is left, for a failure message: each folder with what it holds.
QString leftovers(const QString& parent) {
    QStringList lines;
    for (const QString& n : clusterFolders(parent)) {
        QDirIterator it(parent + u'/' + n, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        QStringList inside;
        while (it.hasNext()) inside << QFileInfo(it.next()).fileName();
        inside.sort();
        lines << n + QStringLiteral(": ") + inside.join(u' ');
    }
    return lines.join(u'\n');
}

QString firstMatching(const QString& parent, const QString& prefix, const QString& inside = {}) {
    for (const QString& n : QDir(parent).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (n.startsWith(prefix) &&
            (inside.isEmpty() || QFileInfo::exists(parent + u'/' + n + u'/' + inside)))
            return parent + u'/' + n;
    return {};
}

void write(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

}  // namespace

class TestEmbeddedCluster : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_parent;
    std::vector<std::unique_ptr<QProcess>> m_children;

    QProcess* child(const QByteArray& pauseAt = {}, bool ownInitdb = false) {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildEnv), QStringLiteral("1"));
        if (!pauseAt.isEmpty())
            env.insert(QStringLiteral("TST_EMBEDDEDCLUSTER_PAUSE_AT"), QString::fromUtf8(pauseAt));
        if (ownInitdb) env.insert(QStringLiteral("TECHLOG_PG_TEMPLATE"), QStringLiteral("0"));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QCoreApplication::applicationFilePath(), {});
        m_children.push_back(std::move(p));
        return m_children.back().get();
    }

    // The child's report line ("ready DIR", "paused LINE").
    static QString report(QProcess* p) {
        QElapsedTimer clock;
        clock.start();
        while (!p->canReadLine() && clock.elapsed() < 60000) p->waitForReadyRead(100);
        return QString::fromUtf8(p->readLine()).trimmed();
    }

    // Waits until `prefix*` holds `inside` in the parent (a stage of a child's start).
    QString waitFor(const QString& prefix, const QString& inside) {
        QElapsedTimer clock;
        clock.start();
        for (;;) {
            const QString dir = firstMatching(m_parent, prefix, inside);
            if (!dir.isEmpty() || clock.elapsed() > 60000) return dir;
            QThread::msleep(2);
        }
    }

    static void killHard(QProcess* p) {
        p->kill();  // SIGKILL: nothing of ours runs
        p->waitForFinished(10000);
    }

private slots:
    void initTestCase() {
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why)) QFAIL(qPrintable(why.english()));
        QVERIFY(m_tmp.isValid());
        // Run as root, the clusters belong to `postgres`, which must reach into the parent.
        QVERIFY(QFile::setPermissions(m_tmp.path(), QFile::ReadOwner | QFile::WriteOwner |
                                                        QFile::ExeOwner | QFile::ReadOther |
                                                        QFile::ExeOther | QFile::ReadGroup |
                                                        QFile::ExeGroup));
        m_parent = m_tmp.path();
        qputenv("TECHLOG_PG_TMPDIR", QFile::encodeName(m_parent));  // for the runs of this process
    }

    void cleanup() {
        for (auto& p : m_children) killHard(p.get());
        m_children.clear();
        EmbeddedCluster::sweepAbandoned(m_parent);
    }

    void everyFolderOfADeadRunIsSweptAndNoneOfALiveOne() {
        // Killed while initdb builds the template: its template build folder and its own
        // (empty) run folder are left. No template exists yet in this parent.
        QVERIFY(clusterFolders(m_parent).isEmpty());
        QProcess* building = child();
        const QString build = waitFor(QStringLiteral("techlog-pg-build-"), QStringLiteral("data"));
        QVERIFY2(!build.isEmpty(), "no template build started");
        killHard(building);
        const QString emptyRun = firstMatching(m_parent, QStringLiteral("techlog-pg-run-"));
        QVERIFY(!emptyRun.isEmpty());

        // The next run sweeps them as it starts. It stays alive, stopped before its copy: its
        // folder has no data folder and no postmaster.pid.
        QProcess* paused = child("initdb ");
        const QString pausedLine = report(paused);
        QVERIFY2(pausedLine.startsWith(QStringLiteral("paused initdb ")), qPrintable(pausedLine));
        const QString pausedDir = QFileInfo(pausedLine.section(u' ', 2, 2)).absolutePath();
        QVERIFY2(!QFileInfo::exists(build), qPrintable(build + QStringLiteral(" was left")));
        QVERIFY2(!QFileInfo::exists(emptyRun), qPrintable(emptyRun + QStringLiteral(" was left")));

        // A run that starts beside it leaves its folder alone, and stays alive with its server.
        QProcess* live = child();
        const QString liveReady = report(live);
        QVERIFY2(liveReady.startsWith(QStringLiteral("ready ")), qPrintable(liveReady));
        const QString liveDir = liveReady.mid(6);
        QVERIFY(QFileInfo::exists(pausedDir));

        // Killed while its server runs (below): postmaster.pid names a postmaster that died with
        // it. Started first: every run sweeps as it starts, and would sweep what the other kills
        // leave before it is checked.
        QProcess* running = child();
        const QString ready = report(running);
        QVERIFY2(ready.startsWith(QStringLiteral("ready ")), qPrintable(ready));
        const QString ranDir = ready.mid(6);

        // Killed during its own initdb (as during the copy): a data folder, no postmaster.pid.
        // On a loaded machine the poll below can miss initdb's second or so; such an attempt
        // (its folder a dead run's like any other) is made again, up to three times.
        QString midInitdb;
        QStringList missed;
        for (int attempt = 0; attempt < 3; ++attempt) {
            QProcess* initdb = child({}, true);
            midInitdb.clear();
            QElapsedTimer clock;
            clock.start();
            while (midInitdb.isEmpty() && clock.elapsed() < 60000) {
                for (const QString& n : clusterFolders(m_parent)) {
                    const QString dir = m_parent + u'/' + n;
                    if (dir != pausedDir && dir != liveDir && dir != ranDir &&
                        !missed.contains(dir) && QFileInfo::exists(dir + QStringLiteral("/data")))
                        midInitdb = dir;
                }
                QThread::msleep(2);
            }
            QVERIFY2(!midInitdb.isEmpty(), "no initdb started");
            killHard(initdb);
            if (!QFileInfo::exists(midInitdb + QStringLiteral("/data/postmaster.pid"))) break;
            missed << midInitdb;
        }
        QVERIFY2(!QFileInfo::exists(midInitdb + QStringLiteral("/data/postmaster.pid")),
                 "initdb was already done: the case tests nothing");
        killHard(running);

        // What a kill leaves at moments too short to hit from here: while the stopped cluster's
        // folder was being removed (no data folder any more), and while the postmaster was
        // writing postmaster.pid (empty).
        const QString removing = m_parent + QStringLiteral("/techlog-pg-run-Stop01");
        write(removing + QStringLiteral("/server.log"), "LOG:  received immediate shutdown\n");
        const QString pidWriting = m_parent + QStringLiteral("/techlog-pg-run-Pid001");
        write(pidWriting + QStringLiteral("/data/postmaster.pid"), "");

        const QStringList dead = {midInitdb, ranDir, removing, pidWriting};
        for (const QString& d : dead) QVERIFY2(QFileInfo::exists(d), qPrintable(d));

        // The next run sweeps before it starts: the dead runs' folders, not the live ones'.
        {
            EmbeddedCluster next;
            DiagnosticText why;
            QVERIFY2(next.start({}, &why), qPrintable(why.english()));
            for (const QString& d : dead)
                QVERIFY2(
                    !QFileInfo::exists(d),
                    qPrintable(
                        d + QStringLiteral(" was left: ") +
                        QDir(d).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).join(u' ')));
            QStringList expected = {QFileInfo(next.tempDir()).fileName(),
                                    QFileInfo(pausedDir).fileName(), QFileInfo(liveDir).fileName()};
            expected.sort();
            QCOMPARE(clusterFolders(m_parent), expected);
            QCOMPARE(PQping(QStringLiteral("host='%1' port=5432 dbname=postgres user=techlog")
                                .arg(liveDir)
                                .toUtf8()
                                .constData()),
                     PQPING_OK);
        }

        // Once they are killed too, their folders go with the next sweep.
        killHard(paused);
        killHard(live);
        EmbeddedCluster::sweepAbandoned(m_parent);
        QVERIFY2(clusterFolders(m_parent).isEmpty(), qPrintable(leftovers(m_parent)));
        QVERIFY(EmbeddedCluster::processesUsing(liveDir).isEmpty());
    }

    void runsKilledAtAnyMomentLeaveNothingAfterTheNextSweep() {
        // Kills spread over a start (sweep, copy, postmaster start, ready): whatever the moment,
        // the sweep leaves no folder but the template.
        for (const int delayMs : {0, 20, 60, 120, 200, 350, 600}) {
            QProcess* p = child({}, delayMs % 40 == 0);  // some of them do their own initdb
            QVERIFY(p->waitForStarted());
            QThread::msleep(ulong(delayMs));
            killHard(p);
        }
        EmbeddedCluster::sweepAbandoned(m_parent);
        QVERIFY2(clusterFolders(m_parent).isEmpty(), qPrintable(leftovers(m_parent)));
    }

    void sharedMemoryOfAKilledPostmasterIsReleased() {
        // A postmaster killed with SIGKILL leaves its System V segment (postmaster.pid line 7).
        QProcess* running = child();
        const QString ready = report(running);
        QVERIFY2(ready.startsWith(QStringLiteral("ready ")), qPrintable(ready));
        QFile pidFile(ready.mid(6) + QStringLiteral("/data/postmaster.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const QList<QByteArray> shm =
            pidFile.readAll().split('\n').value(6).simplified().split(' ');
        bool ok = false;
        const int id = shm.value(1).toInt(&ok);
        if (!ok || id < 0) QSKIP("this server records no System V segment in postmaster.pid");
        killHard(running);
        shmid_ds info{};
        QCOMPARE(shmctl(id, IPC_STAT, &info), 0);  // left behind by the kill
        EmbeddedCluster::sweepAbandoned(m_parent);
        // Gone, or marked for removal until the dying server processes detach.
        const bool gone = shmctl(id, IPC_STAT, &info) != 0 || (info.shm_perm.mode & SHM_DEST);
        QVERIFY2(gone, qPrintable(QStringLiteral("segment %1 was left").arg(id)));
    }

    void folderIsLeftWhileASingleUserBackendStillWorksInIt() {
        // initdb's single-user backend writes postmaster.pid with its pid negated and outlives
        // a killed initdb for a moment. Its run is dead (nothing holds the folder's lock), but
        // its data folder must not be removed under it. A process working in the data folder
        // stands in for it.
        const QString folder = m_parent + QStringLiteral("/techlog-pg-run-Boot01");
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/data")));
        QProcess backend;
        backend.setWorkingDirectory(folder + QStringLiteral("/data"));
        backend.start(QStringLiteral("/bin/sleep"), {QStringLiteral("60")});
        QVERIFY(backend.waitForStarted());
        write(folder + QStringLiteral("/data/postmaster.pid"),
              QByteArray::number(-qint64(backend.processId())) + "\n" + QFile::encodeName(folder) +
                  "/data\n");
        EmbeddedCluster::sweepAbandoned(m_parent);
        QVERIFY2(QFileInfo::exists(folder + QStringLiteral("/data/postmaster.pid")),
                 "removed under a live backend");
        backend.kill();
        backend.waitForFinished();
        EmbeddedCluster::sweepAbandoned(m_parent);
        QVERIFY2(!QFileInfo::exists(folder), qPrintable(leftovers(m_parent)));
    }

    void foldersOfOtherKindsAreLeftAlone() {
        // Not ours, a symbolic link, and a published template: the sweep does not touch them.
        const QString other = m_parent + QStringLiteral("/techlog-pg-run-notours");
        const QString plain = m_parent + QStringLiteral("/something-else");
        write(other + QStringLiteral("/keep"), "x");
        write(plain + QStringLiteral("/keep"), "x");
        const QString target = m_parent + QStringLiteral("/target");
        write(target + QStringLiteral("/keep"), "x");
        QVERIFY(QFile::link(target, m_parent + QStringLiteral("/techlog-pg-run-Link01")));
        EmbeddedCluster::sweepAbandoned(m_parent);
        QVERIFY(QFileInfo::exists(other + QStringLiteral("/keep")));
        QVERIFY(QFileInfo::exists(plain + QStringLiteral("/keep")));
        QVERIFY(QFileInfo::exists(target + QStringLiteral("/keep")));
        QDir(other).removeRecursively();
        QDir(plain).removeRecursively();
        QDir(target).removeRecursively();
        QFile::remove(m_parent + QStringLiteral("/techlog-pg-run-Link01"));
    }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsSet(kChildEnv)) return childMain();
    QCoreApplication app(argc, argv);
    TestEmbeddedCluster test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_embeddedcluster.moc"
