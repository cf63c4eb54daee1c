// EmbeddedFerretDb: the real engine (techlog-ferretdb, FerretDB embedded) started, serving
// MongoDB commands through libmongoc, and gone afterwards; a run killed with SIGKILL (this
// binary in a child mode, as `kill -9` kills a replay) takes its engine with it and leaves a
// folder the next start sweeps, never the folder of a run still alive.
#include <signal.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <cstdio>
#include <memory>

#include "embeddedferretdb.h"
#include "ferretdbrequired.h"
#include "mongoclient.h"

using namespace techlog;

namespace {

const char* kChildEnv = "TST_EMBEDDEDFERRETDB_CHILD";

// The child: starts an engine and stays alive until killed. Reports "ready DIR PID".
int childMain() {
    EmbeddedFerretDb engine;
    DiagnosticText why;
    if (!engine.start({}, &why)) {
        std::printf("failed %s\n", qPrintable(why.english()));
        return 1;
    }
    std::printf("ready %s %lld\n", qPrintable(engine.tempDir()),
                static_cast<long long>(engine.enginePid()));
    std::fflush(stdout);
    for (;;) pause();
}

bool waitUntil(const std::function<bool()>& done, int ms) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms) return false;
        QThread::msleep(10);
    }
    return true;
}

}  // namespace

class TestEmbeddedFerretDb : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::vector<std::unique_ptr<QProcess>> m_children;

    QProcess* child() {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kChildEnv), QStringLiteral("1"));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QCoreApplication::applicationFilePath(), {});
        m_children.push_back(std::move(p));
        return m_children.back().get();
    }

    // The child's report: its run folder and its engine's pid.
    static std::pair<QString, qint64> report(QProcess* p) {
        QElapsedTimer clock;
        clock.start();
        while (!p->canReadLine() && clock.elapsed() < 60000) p->waitForReadyRead(100);
        const QString line = QString::fromUtf8(p->readLine()).trimmed();
        if (!line.startsWith(QStringLiteral("ready ")))
            qWarning("child said: %s", qPrintable(line));
        return {line.section(u' ', 1, 1), line.section(u' ', 2, 2).toLongLong()};
    }

    QStringList runFolders() const {
        return QDir(m_tmp.path()).entryList({QStringLiteral("techlog-mongo-run-*")}, QDir::Dirs);
    }

private slots:
    void initTestCase() {
        REQUIRE_FERRETDB();
        QVERIFY(m_tmp.isValid());
        qputenv("TECHLOG_FERRETDB_TMPDIR", QFile::encodeName(m_tmp.path()));
    }

    void cleanup() {
        for (auto& p : m_children) {
            p->kill();
            p->waitForFinished(10000);
        }
        m_children.clear();
        EmbeddedFerretDb::sweepAbandoned(m_tmp.path());
    }

    void uniqueIndexRejectsASecondMigrationIdWith11000AndStopLeavesNothing() {
        EmbeddedFerretDb engine;
        DiagnosticText why;
        QVERIFY2(engine.start({}, &why), qPrintable(why.english()));
        qInfo("engine start: %lld ms to its ready line, %lld ms to the ping answered",
              engine.readyMs(), engine.startMs());
        QVERIFY2(engine.uri().startsWith(QStringLiteral("mongodb://127.0.0.1:")),
                 qPrintable(engine.uri()));
        QVERIFY2(!engine.serverVersion().isEmpty(), "buildInfo gave no version");
        qInfo("engine reports MongoDB %s", qPrintable(engine.serverVersion()));

        MongoClient client(engine.uri());
        QVERIFY2(client.isValid(), qPrintable(client.error()));
        const QString db = QStringLiteral("techlog");
        MongoClient::Reply r = client.run(db, R"({"ping": 1})");
        QVERIFY2(r.ok, qPrintable(r.message));
        r = client.run(db, R"({"create": "ledger"})");
        QVERIFY2(r.ok, qPrintable(r.message));
        r = client.run(db, R"({"createIndexes": "ledger", "indexes": [
            {"key": {"migrationId": 1}, "name": "migrationId_1", "unique": true}]})");
        QVERIFY2(r.ok, qPrintable(r.message));
        r = client.run(
            db, R"({"insert": "ledger", "documents": [{"migrationId": "m-7", "fence": 1}]})");
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.document.value(QStringLiteral("n")).toInt(), 1);

        // A write error is not a command error: ok, with writeErrors.
        r = client.run(
            db, R"({"insert": "ledger", "documents": [{"migrationId": "m-7", "fence": 5}]})");
        QVERIFY2(r.ok, qPrintable(r.message));
        QCOMPARE(r.document.value(QStringLiteral("n")).toInt(), 0);
        const QJsonObject writeError =
            r.document.value(QStringLiteral("writeErrors")).toArray().first().toObject();
        QCOMPARE(writeError.value(QStringLiteral("code")).toInt(), 11000);
        qInfo("duplicate key: %s",
              qPrintable(writeError.value(QStringLiteral("errmsg")).toString()));

        // A command the server refuses comes back as an error with the server's code.
        r = client.run(db, R"({"noSuchCommand": 1})");
        QVERIFY(!r.ok);
        QVERIFY(r.code != 0);
        QVERIFY(!r.message.isEmpty());

        const QString dir = engine.tempDir();
        const qint64 pid = engine.enginePid();
        QVERIFY(QFileInfo::exists(dir));
        QVERIFY(EmbeddedFerretDb::engineRunning(pid, dir));
        QElapsedTimer clock;
        clock.start();
        engine.stop();
        qInfo("engine stop: %lld ms", clock.elapsed());
        QVERIFY(!engine.isRunning());
        QVERIFY2(!QFileInfo::exists(dir), qPrintable(dir + QStringLiteral(" was left")));
        QVERIFY(!EmbeddedFerretDb::engineRunning(pid, dir));
        QVERIFY2(::kill(pid_t(pid), 0) != 0, "the engine's pid is still there");
    }

    void aKilledRunsEngineEndsAndItsFolderIsSweptButNotALiveRunsOne() {
        QVERIFY(runFolders().isEmpty());
        QProcess* killed = child();
        // Plain names, not a structured binding: clang (the sanitizer build) refuses to capture
        // those in the lambdas below.
        const auto killedRunReport = report(killed);
        const QString killedDir = killedRunReport.first;
        const qint64 killedPid = killedRunReport.second;
        QVERIFY(!killedDir.isEmpty() && killedPid > 0);
        QVERIFY(EmbeddedFerretDb::engineRunning(killedPid, killedDir));

        QProcess* live = child();
        const auto liveRunReport = report(live);
        const QString liveDir = liveRunReport.first;
        const qint64 livePid = liveRunReport.second;
        QVERIFY(!liveDir.isEmpty() && livePid > 0);

        const qint64 killedRun = killed->processId();
        killed->kill();  // SIGKILL: nothing of the run's own code runs
        QVERIFY(killed->waitForFinished(10000));
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(waitUntil([&] { return !EmbeddedFerretDb::engineRunning(killedPid, killedDir); },
                           10000),
                 "the engine outlived its killed parent");
        qInfo("engine of the killed run gone %lld ms after the kill", clock.elapsed());
        QVERIFY2(QFileInfo::exists(killedDir),
                 "nothing of the killed run's own ran: its folder stays");

        // The next start sweeps the dead run's folder, and leaves the live one's.
        EmbeddedFerretDb next;
        DiagnosticText why;
        QVERIFY2(next.start({}, &why), qPrintable(why.english()));
        QVERIFY2(!QFileInfo::exists(killedDir),
                 qPrintable(killedDir + QStringLiteral(" was left")));
        QVERIFY(QFileInfo::exists(liveDir));
        QVERIFY(EmbeddedFerretDb::engineRunning(livePid, liveDir));
        // The driver's file of the killed run (libmongoc's counters) goes too.
        const QString counters = QStringLiteral("/dev/shm/mongoc-%1").arg(killedRun);
        QVERIFY2(!QFileInfo::exists(counters), qPrintable(counters + QStringLiteral(" was left")));
        next.stop();

        // Its run killed too, the live one's engine ends as well; the sweep takes its folder.
        live->kill();
        QVERIFY(live->waitForFinished(10000));
        QVERIFY2(
            waitUntil([&] { return !EmbeddedFerretDb::engineRunning(livePid, liveDir); }, 10000),
            "the engine outlived its killed parent");
        QCOMPARE(EmbeddedFerretDb::sweepAbandoned(m_tmp.path()), QStringList{liveDir});
        QVERIFY(runFolders().isEmpty());
    }
};

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsSet(kChildEnv)) return childMain();
    QCoreApplication app(argc, argv);
    TestEmbeddedFerretDb test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_embeddedferretdb.moc"
