#include "embeddedferretdb.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QThread>

#include "mongoclient.h"

namespace techlog {

namespace {

const QString kRunPrefix = QStringLiteral("techlog-mongo-run-");
const QString kEngineName = QStringLiteral("techlog-ferretdb");
constexpr int kSweepWaitMs = 3000;

struct FdGuard {
    int fd = -1;
    ~FdGuard() {
        if (fd >= 0) ::close(fd);
    }
};

bool sameDirectory(int fd, const QByteArray& path) {
    struct stat open {
    }, named{};
    return fstat(fd, &open) == 0 && lstat(path.constData(), &named) == 0 && open.st_nlink > 0 &&
           open.st_dev == named.st_dev && open.st_ino == named.st_ino;
}

// A fresh folder `<parent>/techlog-mongo-run-XXXXXX`, locked (flock on the folder itself) for as
// long as `*lockFd` is open: the kernel drops the lock when this process dies, however it dies,
// which is what tells the sweep the run is gone (a pid could have been reused). The folder is
// unlocked for an instant after mkdtemp; a sweep that takes it then removes it: take another.
QString claimRunDir(const QString& parent, int* lockFd) {
    for (int attempt = 0; attempt < 8; ++attempt) {
        QByteArray templ = QFile::encodeName(parent + u'/' + kRunPrefix + QStringLiteral("XXXXXX"));
        if (!mkdtemp(templ.data())) return {};
        const int fd = ::open(templ.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0 && sameDirectory(fd, templ)) {
            fchmod(fd, 0700);
            *lockFd = fd;
            return QFile::decodeName(templ);
        }
        if (fd >= 0) ::close(fd);
        rmdir(templ.constData());
    }
    return {};
}

QString tail(const QString& path, int lines = 8) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QStringList all = QString::fromUtf8(f.readAll()).trimmed().split(u'\n');
    if (all.size() > lines) all = all.mid(all.size() - lines);
    return all.join(u'\n');
}

qint64 recordedPid(const QString& runDir) {
    QFile f(runDir + QStringLiteral("/engine.pid"));
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toLongLong() : 0;
}

// Removes `path` when no live process holds its lock: its run is dead. The lock is held while
// removing, so a run that just made a folder of that name cannot take it meanwhile. The engine
// of a dead run ends by itself (stdin at end of file, SIGTERM on its parent's death); one that
// has not after a while is killed, so that its folder does not stay forever.
bool removeIfUnlocked(const QString& path) {
    const QByteArray name = QFile::encodeName(path);
    const FdGuard dir{::open(name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
    if (dir.fd < 0 || flock(dir.fd, LOCK_EX | LOCK_NB) != 0) return false;  // alive (or not ours)
    if (!sameDirectory(dir.fd, name)) return false;
    const qint64 pid = recordedPid(path);
    QElapsedTimer clock;
    clock.start();
    bool killed = false;
    while (EmbeddedFerretDb::engineRunning(pid, path)) {
        if (!killed && clock.elapsed() > kSweepWaitMs) {
            ::kill(pid_t(pid), SIGKILL);
            killed = true;
        } else if (killed && clock.elapsed() > 2 * kSweepWaitMs) {
            return false;  // left for a later sweep
        }
        QThread::usleep(5000);
    }
    return QDir(path).removeRecursively();
}

}  // namespace

EmbeddedFerretDb::EmbeddedFerretDb() = default;

EmbeddedFerretDb::~EmbeddedFerretDb() { stop(); }

QString EmbeddedFerretDb::runParent() {
    for (const char* name : {"TECHLOG_FERRETDB_TMPDIR", "TECHLOG_PG_TMPDIR"}) {
        const QString env = qEnvironmentVariable(name);
        if (!env.isEmpty()) return env;
    }
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    if (shm.isDir() && shm.isWritable()) return shm.absoluteFilePath();
    return QDir::tempPath();
}

bool EmbeddedFerretDb::engineRunning(qint64 pid, const QString& runDir) {
    if (pid <= 0 || runDir.isEmpty()) return false;
    const QString proc = QStringLiteral("/proc/%1/").arg(pid);
    QFile stat(proc + QStringLiteral("stat"));
    if (!stat.open(QIODevice::ReadOnly)) return false;
    // "pid (comm) S ...": the state after the last ')'. A zombie is gone, whoever reaps it.
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    const char state = close >= 0 && close + 2 < line.size() ? line.at(close + 2) : '?';
    if (state == 'Z' || state == 'X') return false;
    // Its command line names the run's folder: a reused pid does not.
    QFile cmdline(proc + QStringLiteral("cmdline"));
    return cmdline.open(QIODevice::ReadOnly) &&
           cmdline.readAll().contains(QFile::encodeName(runDir));
}

QStringList EmbeddedFerretDb::sweepAbandoned(const QString& parentDir) {
    static const QRegularExpression run(
        QStringLiteral("^%1[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(kRunPrefix)));
    const QString parent = parentDir.isEmpty() ? runParent() : parentDir;
    QStringList removed;
    for (const QFileInfo& dir : QDir(parent).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (!run.match(dir.fileName()).hasMatch() || dir.isSymLink()) continue;
        if (removeIfUnlocked(dir.absoluteFilePath())) removed << dir.absoluteFilePath();
    }
    return removed;
}

std::optional<QString> EmbeddedFerretDb::findBinary(DiagnosticText* error) {
    const QString exe = QFileInfo(QStringLiteral("/proc/self/exe")).symLinkTarget();
    const QFileInfo beside(QFileInfo(exe).absolutePath() + u'/' + kEngineName);
    if (!exe.isEmpty() && beside.isFile() && beside.isExecutable())
        return beside.absoluteFilePath();
    const QString env = qEnvironmentVariable("TECHLOG_FERRETDB");
    if (!env.isEmpty()) {
        const QFileInfo named(env);
        if (named.isFile() && named.isExecutable()) return named.absoluteFilePath();
        if (error)
            *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "the MongoDB engine TECHLOG_FERRETDB=%1 is not an "
                                        "executable file. Build techlog-ferretdb (the project "
                                        "builds it when Go 1.24 or newer is installed), or "
                                        "replay against your own MongoDB with --mongo-uri."),
                      {env}};
        return std::nullopt;
    }
    if (error)
        *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                    "the MongoDB engine (techlog-ferretdb) is not installed: it "
                                    "was not found beside %1, and TECHLOG_FERRETDB is not set. "
                                    "The project builds it when Go 1.24 or newer is installed "
                                    "(https://go.dev/dl/; configure and build again), or replay "
                                    "against your own MongoDB with --mongo-uri."),
                  {QFileInfo(exe).absolutePath()}};
    return std::nullopt;
}

bool EmbeddedFerretDb::isRunning() const {
    return m_process && m_process->state() != QProcess::NotRunning;
}

qint64 EmbeddedFerretDb::enginePid() const { return m_process ? m_process->processId() : 0; }

bool EmbeddedFerretDb::start(const Options& options, DiagnosticText* error) {
    stop();
    QElapsedTimer clock;
    clock.start();
    auto fail = [&](const DiagnosticText& why) {
        if (error) *error = why;
        stop();
        return false;
    };
    auto log = [&](const QString& line) {
        if (options.log) options.log(line);
    };
    auto cancelled = [&] { return options.cancel && options.cancel->load(); };

    DiagnosticText why;
    const auto binary = findBinary(&why);
    if (!binary) return fail(why);

    const QString parent = runParent();
    sweepAbandoned(parent);
    m_tempDir = claimRunDir(parent, &m_dirLock);
    if (m_tempDir.isEmpty())
        return fail(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot create a temporary folder in %1"),
             {parent}});
    const QString stateDir = m_tempDir + QStringLiteral("/db");
    const QString logPath = m_tempDir + QStringLiteral("/engine.log");
    if (!QDir().mkdir(stateDir))
        return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot create %1"), {stateDir}});

    log(QStringLiteral("%1 -state %2").arg(*binary, stateDir));
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(*binary);
    m_process->setArguments({QStringLiteral("-state"), stateDir, QStringLiteral("-port"),
                             QString::number(options.port)});
    m_process->setWorkingDirectory(m_tempDir);
    // A file, not a pipe: nobody reads the engine's warnings while it runs, and a full pipe
    // would stall it.
    m_process->setStandardErrorFile(logPath);
    // stdin stays open for the engine's life: closing it (or dying) is what stops the engine.
    m_process->start(QIODevice::ReadWrite);
    QElapsedTimer ready;
    ready.start();
    if (!m_process->waitForStarted(options.timeoutMs))
        return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot start %1: %2"),
                     {*binary, m_process->errorString()}});
    // For the sweep: a dead run's engine is waited for before its folder goes.
    QFile pidFile(m_tempDir + QStringLiteral("/engine.pid"));
    if (pidFile.open(QIODevice::WriteOnly))
        pidFile.write(QByteArray::number(m_process->processId()) + '\n');
    pidFile.close();

    while (!m_process->canReadLine()) {
        if (m_process->state() == QProcess::NotRunning) {
            m_process->waitForFinished(0);
            return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "the MongoDB engine stopped while starting (exit "
                                           "%1):\n%2"),
                         {QString::number(m_process->exitCode()), tail(logPath)}});
        }
        if (cancelled()) return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic", "cancelled")});
        if (clock.elapsed() > options.timeoutMs)
            return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "the MongoDB engine was not ready within %1 ms:\n%2"),
                         {QString::number(options.timeoutMs), tail(logPath)}});
        m_process->waitForReadyRead(50);
    }
    const QString line = QString::fromUtf8(m_process->readLine()).trimmed();
    static const QRegularExpression readyLine(
        QStringLiteral("^ready (mongodb://127\\.0\\.0\\.1:[0-9]+/)$"));
    const QRegularExpressionMatch match = readyLine.match(line);
    if (!match.hasMatch())
        return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "the MongoDB engine said something unexpected: %1"),
                     {line}});
    m_uri = match.captured(1);
    m_readyMs = ready.elapsed();

    // Listening is not answering: a ping through the driver proves the engine serves.
    MongoClient client(m_uri, int(qMax<qint64>(1000, options.timeoutMs - clock.elapsed())));
    const MongoClient::Reply ping = client.run(QStringLiteral("admin"), R"({"ping": 1})");
    if (!ping.ok)
        return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                       "the MongoDB engine at %1 did not answer a ping: %2\n%3"),
                     {m_uri, ping.message, tail(logPath)}});
    const MongoClient::Reply info = client.run(QStringLiteral("admin"), R"({"buildInfo": 1})");
    m_serverVersion = info.document.value(QStringLiteral("version")).toString();
    m_startMs = clock.elapsed();
    log(QStringLiteral("MongoDB engine ready in %1 ms at %2 (reports MongoDB %3; folder %4)")
            .arg(m_startMs)
            .arg(m_uri, m_serverVersion, m_tempDir));
    return true;
}

void EmbeddedFerretDb::stop() {
    if (m_process) {
        if (m_process->state() != QProcess::NotRunning) {
            m_process->closeWriteChannel();  // the engine's stdin at end of file: it stops
            if (!m_process->waitForFinished(3000)) {
                m_process->terminate();
                if (!m_process->waitForFinished(2000)) {
                    m_process->kill();
                    m_process->waitForFinished(-1);
                }
            }
        }
        m_process.reset();
    }
    if (!m_tempDir.isEmpty()) {
        QDir(m_tempDir).removeRecursively();
        m_tempDir.clear();
    }
    // Only now: a run killed while removing leaves an unlocked folder, which the next sweeps.
    if (m_dirLock >= 0) {
        ::close(m_dirLock);
        m_dirLock = -1;
    }
    m_uri.clear();
    m_serverVersion.clear();
}

}  // namespace techlog
