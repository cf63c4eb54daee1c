#include "embeddedcluster.h"

#include <fcntl.h>
#include <grp.h>
#include <libpq-fe.h>
#include <pthread.h>
#include <pwd.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>
#include <QVersionNumber>
#include <cerrno>
#include <cstdio>
#include <vector>

namespace techlog {

namespace {

constexpr int kPort = 5432;  // only names the socket file: there is no TCP listener

struct Account {
    bool switchUser = false;
    uid_t uid = 0;
    gid_t gid = 0;
};

struct FdGuard {
    int fd = -1;
    ~FdGuard() {
        if (fd >= 0) ::close(fd);
    }
};

struct ClaimedDir {
    QString path;
    int lockFd = -1;  // holds the flock that says "its run is alive"
};

// Starts `argv` with stdout and stderr appended to `logPath`, in its own process group (a
// terminal Ctrl-C reaches only us: we shut the cluster down in order), as `account`, and with
// SIGKILL on our death so that a killed CLI does not leave a postmaster behind.
pid_t spawn(const QStringList& argv, const Account& account, const QString& workDir,
            const QString& logPath, DiagnosticText* error) {
    std::vector<QByteArray> storage;
    for (const QString& a : argv) storage.push_back(QFile::encodeName(a));
    std::vector<char*> args;
    for (QByteArray& a : storage) args.push_back(a.data());
    args.push_back(nullptr);
    const QByteArray dir = QFile::encodeName(workDir);
    const int logFd = ::open(QFile::encodeName(logPath).constData(),
                             O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (logFd < 0) {
        if (error) *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot open %1"), {logPath}};
        return -1;
    }
    if (account.switchUser && fchown(logFd, account.uid, account.gid) != 0) {
    }
    const pid_t parent = getpid();
    // No signal may reach the child while it still runs our handlers (a test framework's crash
    // handler forks again and deadlocks there): block them all across fork, reset the child's
    // handlers to the defaults, then unblock.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    const pid_t pid = fork();
    if (pid != 0) pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (pid < 0) {
        ::close(logFd);
        if (error) *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic", "fork failed")};
        return -1;
    }
    if (pid == 0) {
        // Only async-signal-safe calls from here on.
        for (int sig = 1; sig < NSIG; ++sig)
            if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
        sigset_t none;
        sigemptyset(&none);
        pthread_sigmask(SIG_SETMASK, &none, nullptr);
        setpgid(0, 0);
        if (account.switchUser) {
            if (setgroups(0, nullptr) != 0 || setgid(account.gid) != 0 || setuid(account.uid) != 0)
                _exit(126);
        }
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(125);
        if (chdir(dir.constData()) != 0) _exit(124);
        dup2(logFd, STDOUT_FILENO);
        dup2(logFd, STDERR_FILENO);
        const int nullFd = ::open("/dev/null", O_RDONLY);
        if (nullFd >= 0) dup2(nullFd, STDIN_FILENO);
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGPIPE, SIG_DFL);
        execv(args[0], args.data());
        _exit(127);
    }
    ::close(logFd);
    return pid;
}

// Waits for `pid` until `deadline`; returns its exit status, or -1 on timeout / cancel.
int waitFor(pid_t pid, const QElapsedTimer& clock, qint64 deadlineMs,
            const std::atomic_bool* cancel) {
    for (;;) {
        int status = 0;
        const pid_t r = waitpid(pid, &status, WNOHANG);
        if (r == pid) return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        if (r < 0) return -2;
        if (clock.elapsed() > deadlineMs || (cancel && cancel->load())) return -1;
        QThread::usleep(2000);
    }
}

QString tail(const QString& path, int lines = 8) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QStringList all = QString::fromUtf8(f.readAll()).trimmed().split(u'\n');
    if (all.size() > lines) all = all.mid(all.size() - lines);
    return all.join(u'\n');
}

bool hasInitdb(const QString& dir) {
    return QFileInfo(dir + QStringLiteral("/initdb")).isExecutable() &&
           QFileInfo(dir + QStringLiteral("/postgres")).isExecutable();
}

// The parent of the cluster folders: $TECHLOG_PG_TMPDIR, else /dev/shm when usable (the
// cluster is throwaway: keeping it in memory makes initdb and the copy several times faster
// on a busy disk), else the system temporary folder.
QString clusterParent() {
    const QString env = qEnvironmentVariable("TECHLOG_PG_TMPDIR");
    if (!env.isEmpty()) return env;
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    if (shm.isDir() && shm.isWritable()) return shm.absoluteFilePath();
    return QDir::tempPath();
}

bool sameDirectory(int fd, const QByteArray& path) {
    struct stat open {
    }, named{};
    return fstat(fd, &open) == 0 && lstat(path.constData(), &named) == 0 && open.st_nlink > 0 &&
           open.st_dev == named.st_dev && open.st_ino == named.st_ino;
}

// A fresh folder `<parent>/<prefix>XXXXXX`, locked (flock on the folder itself) for as long as
// the returned descriptor is open. The kernel drops the lock when this process dies, however it
// dies, so the sweep tells a dead run's folder from a live one's at every stage (initdb, copy,
// start, run, stop), not only while a postmaster.pid exists. The folder exists unlocked for an
// instant after mkdtemp: a sweep that takes it then removes it, so take another.
ClaimedDir claimTempDir(const QString& parent, const QString& prefix, const Account& account) {
    for (int attempt = 0; attempt < 8; ++attempt) {
        QByteArray templ = QFile::encodeName(parent + u'/' + prefix + QStringLiteral("XXXXXX"));
        if (!mkdtemp(templ.data())) return {};
        const int fd = ::open(templ.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0 && sameDirectory(fd, templ)) {
            if (account.switchUser && fchown(fd, account.uid, account.gid) != 0) {
                rmdir(templ.constData());
                ::close(fd);
                return {};
            }
            fchmod(fd, 0700);
            return {QFile::decodeName(templ), fd};
        }
        if (fd >= 0) ::close(fd);
        rmdir(templ.constData());  // a sweep has it, or had it: gone or going
    }
    return {};
}

QStringList initdbArgs(const QString& binDir, const QString& dataDir) {
    return {binDir + QStringLiteral("/initdb"),
            QStringLiteral("-D"),
            dataDir,
            QStringLiteral("-U"),
            QStringLiteral("techlog"),
            QStringLiteral("-A"),
            QStringLiteral("trust"),
            QStringLiteral("-E"),
            QStringLiteral("UTF8"),
            QStringLiteral("--locale=C"),
            QStringLiteral("--no-sync")};
}

// A cluster made by initdb once per server build and account, copied for every run
// (`cp -a` as the server account). Empty when it cannot be made: then the run does its own
// initdb. $TECHLOG_PG_TEMPLATE=0 turns it off.
QString clusterTemplate(const QString& binDir, const QString& parent, const Account& account,
                        const QElapsedTimer& clock, int timeoutMs, const std::atomic_bool* cancel) {
    if (qEnvironmentVariable("TECHLOG_PG_TEMPLATE") == u"0") return {};
    const QFileInfo server(binDir + QStringLiteral("/postgres"));
    const QByteArray id = QStringLiteral("%1|%2|%3|%4|%5")
                              .arg(server.canonicalFilePath())
                              .arg(server.size())
                              .arg(server.lastModified().toMSecsSinceEpoch())
                              .arg(geteuid())
                              .arg(account.uid)
                              .toUtf8();
    const QString key = QString::fromLatin1(
        QCryptographicHash::hash(id, QCryptographicHash::Sha1).toHex().left(12));
    const QString dir = parent + QStringLiteral("/techlog-pg-template-") + key;
    const QString marker = dir + QStringLiteral("/techlog-template-ok");
    if (QFileInfo::exists(marker)) return dir + QStringLiteral("/data");
    const ClaimedDir claimed =
        claimTempDir(parent, QStringLiteral("techlog-pg-build-%1-").arg(key), account);
    if (claimed.path.isEmpty()) return {};
    // Unlocked on every return: by then the build folder is published (a cache, never swept)
    // or removed.
    const FdGuard unlock{claimed.lockFd};
    const QString& build = claimed.path;
    DiagnosticText why;
    const pid_t pid = spawn(initdbArgs(binDir, build + QStringLiteral("/data")), account, build,
                            build + QStringLiteral("/initdb.log"), &why);
    if (pid < 0 || waitFor(pid, clock, timeoutMs, cancel) != 0) {
        if (pid > 0) {
            kill(-pid, SIGKILL);
            waitpid(pid, nullptr, WNOHANG);
        }
        QDir(build).removeRecursively();
        return {};
    }
    QFile ok(build + QStringLiteral("/techlog-template-ok"));
    if (!ok.open(QIODevice::WriteOnly)) {
        QDir(build).removeRecursively();
        return {};
    }
    ok.close();
    // Atomic publication: a concurrent run that got there first wins, ours is dropped.
    if (::rename(QFile::encodeName(build).constData(), QFile::encodeName(dir).constData()) != 0)
        QDir(build).removeRecursively();
    return QFileInfo::exists(marker) ? dir + QStringLiteral("/data") : QString();
}

bool processAlive(qint64 pid) { return pid > 0 && (kill(pid_t(pid), 0) == 0 || errno == EPERM); }

// The pid on the first line of postmaster.pid; a single-user backend (initdb's) writes it
// negated.
qint64 lockFilePid(const QByteArray& line) { return qAbs(line.trimmed().toLongLong()); }

// Whether `folder/data/postmaster.pid` names a live server process of that data folder: a
// postmaster, or the single-user backend initdb runs (it writes one too, and outlives a killed
// initdb for a moment). Its pid must be alive and the process must work in that folder (its
// current directory, or its command line naming it): a dead server's pid may have been reused,
// and a zombie has neither. `hasPidFile` tells whether a pid was named at all.
bool postmasterRunning(const QString& folder, bool* hasPidFile = nullptr) {
    const QString dataDir = folder + QStringLiteral("/data");
    QFile pidFile(dataDir + QStringLiteral("/postmaster.pid"));
    const qint64 pid = pidFile.open(QIODevice::ReadOnly) ? lockFilePid(pidFile.readLine()) : 0;
    if (hasPidFile) *hasPidFile = pid > 0;
    if (!processAlive(pid)) return false;
    const QString proc = QStringLiteral("/proc/%1/").arg(pid);
    const QString cwd = QFileInfo(proc + QStringLiteral("cwd")).symLinkTarget();
    if (!cwd.isEmpty() && cwd == QFileInfo(dataDir).canonicalFilePath()) return true;
    QFile cmdline(proc + QStringLiteral("cmdline"));
    if (!cmdline.open(QIODevice::ReadOnly)) return true;  // cannot tell: assume it is
    return cmdline.readAll().contains(QFile::encodeName(dataDir));
}

// Removes the folder of a dead cluster, and the System V segment its server made and, killed,
// could not remove (postmaster.pid: line 1 its pid, line 7 the segment's key and id; initdb's
// single-user backend makes one too). Marked for removal only when that process created it
// (its pid, its key): a reused id is left alone; the server's processes that still have it
// attached while they exit keep it until they do.
bool removeDeadCluster(const QString& path) {
    QFile pidFile(path + QStringLiteral("/data/postmaster.pid"));
    if (pidFile.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = pidFile.readAll().split('\n');
        const qint64 pid = lockFilePid(lines.value(0));
        const QList<QByteArray> shm = lines.value(6).simplified().split(' ');
        bool keyOk = false, idOk = false;
        const long long key = shm.value(0).toLongLong(&keyOk);
        const int id = shm.value(1).toInt(&idOk);
        struct shmid_ds info {};
        if (pid > 0 && keyOk && idOk && key != 0 && shmctl(id, IPC_STAT, &info) == 0 &&
            info.shm_perm.__key == key_t(key) && info.shm_cpid == pid_t(pid))
            shmctl(id, IPC_RMID, nullptr);
    }
    // The dead server's last processes may still be writing as they exit: try again shortly.
    for (int attempt = 0;; ++attempt) {
        if (QDir(path).removeRecursively()) return true;
        if (attempt == 20) return false;
        QThread::usleep(20000);
    }
}

// Removes `path` when no live process holds its lock (see claimTempDir): the run that made it
// is dead. The lock is held while removing, so a run that just made a folder of that name
// cannot take it meanwhile; a postmaster still running there is never pulled from under.
bool removeIfUnlocked(const QString& path) {
    const QByteArray name = QFile::encodeName(path);
    const FdGuard dir{::open(name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)};
    if (dir.fd < 0 || flock(dir.fd, LOCK_EX | LOCK_NB) != 0) return false;  // alive (or not ours)
    if (!sameDirectory(dir.fd, name)) return false;
    // Its run is dead. The postmaster it started gets SIGKILL with it (PR_SET_PDEATHSIG), but
    // may not have died yet when a run starts right after the kill: give it a moment.
    QElapsedTimer clock;
    clock.start();
    while (postmasterRunning(path)) {
        if (clock.elapsed() > 3000) return false;
        QThread::usleep(5000);
    }
    return removeDeadCluster(path);
}

}  // namespace

QStringList EmbeddedCluster::sweepAbandoned(const QString& parentDir) {
    // Folders of this version: locked by their run for their whole life.
    static const QRegularExpression locked(
        QStringLiteral("^techlog-pg-(run|build-[0-9a-f]{12})-[A-Za-z0-9]{6}$"));
    // Folders of earlier versions (never locked): a dead postmaster, or an hour old. Kept apart
    // so that a run of an earlier build still working beside this one keeps its folder.
    static const QRegularExpression legacy(
        QStringLiteral("^techlog-pg-(template-[0-9a-f]{12}-)?[A-Za-z0-9]{6}$"));
    const QString parent = parentDir.isEmpty() ? clusterParent() : parentDir;
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    QStringList removed;
    for (const QFileInfo& dir : QDir(parent).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString path = dir.absoluteFilePath();
        bool gone = false;
        if (locked.match(dir.fileName()).hasMatch()) {
            gone = removeIfUnlocked(path);
        } else if (legacy.match(dir.fileName()).hasMatch() && !dir.isSymLink()) {
            bool hasPidFile = false;
            const bool running = postmasterRunning(path, &hasPidFile);
            if (hasPidFile ? !running : dir.lastModified().toUTC() < hourAgo)
                gone = removeDeadCluster(path);
        }
        if (gone) removed << path;
    }
    return removed;
}

EmbeddedCluster::~EmbeddedCluster() { stop(); }

std::optional<QString> EmbeddedCluster::findBinDir(DiagnosticText* error) {
    const QString env = qEnvironmentVariable("TECHLOG_PG_BINDIR");
    if (!env.isEmpty()) {
        if (hasInitdb(env)) return env;
        if (error)
            *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                        "PostgreSQL server programs (initdb, postgres) are not in "
                                        "TECHLOG_PG_BINDIR=%1. Install the `postgresql` package "
                                        "(Debian/Ubuntu: apt-get install postgresql), or use an "
                                        "existing server with --db CONNINFO."),
                      {env}};
        return std::nullopt;
    }
    if (FILE* pipe = popen("pg_config --bindir 2>/dev/null", "r")) {
        char buffer[4096] = {};
        const size_t n = fread(buffer, 1, sizeof buffer - 1, pipe);
        pclose(pipe);
        const QString dir = QString::fromLocal8Bit(buffer, qsizetype(n)).trimmed();
        if (!dir.isEmpty() && hasInitdb(dir)) return dir;
    }
    QString best;
    QVersionNumber bestVersion;
    QDir root(QStringLiteral("/usr/lib/postgresql"));
    for (const QString& v : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString dir = root.filePath(v + QStringLiteral("/bin"));
        const QVersionNumber version = QVersionNumber::fromString(v);
        if (hasInitdb(dir) && (best.isEmpty() || version > bestVersion)) {
            best = dir;
            bestVersion = version;
        }
    }
    if (!best.isEmpty()) return best;
    if (error)
        *error = {QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                    "PostgreSQL is not installed: no initdb found through "
                                    "`pg_config --bindir` or in /usr/lib/postgresql/*/bin. "
                                    "Install the `postgresql` package (Debian/Ubuntu: apt-get "
                                    "install postgresql), or use an existing server with --db "
                                    "CONNINFO.")};
    return std::nullopt;
}

QString EmbeddedCluster::dataDir() const {
    return m_tempDir.isEmpty() ? QString() : m_tempDir + QStringLiteral("/data");
}

QString EmbeddedCluster::connInfo() const {
    return QStringLiteral("host='%1' port=%2 user=techlog dbname=postgres connect_timeout=5")
        .arg(m_tempDir)
        .arg(kPort);
}

bool EmbeddedCluster::start(const Options& options, DiagnosticText* error) {
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
    DiagnosticText why;
    const auto bin = findBinDir(&why);
    if (!bin) return fail(why);
    m_binDir = *bin;

    Account account;
    if (geteuid() == 0) {
        // initdb and postgres refuse to run as root.
        struct passwd* pw = getpwnam("postgres");
        if (!pw)
            return fail({QT_TRANSLATE_NOOP(
                "techlog::Diagnostic",
                "running as root, and there is no `postgres` account to run the throwaway "
                "cluster as (initdb refuses root). Create one (the `postgresql` package "
                "does), run as an ordinary user, or use --db CONNINFO.")});
        account = {true, pw->pw_uid, pw->pw_gid};
    }

    const QString parent = clusterParent();
    sweepAbandoned(parent);
    const ClaimedDir claimed = claimTempDir(parent, QStringLiteral("techlog-pg-run-"), account);
    m_tempDir = claimed.path;
    m_dirLock = claimed.lockFd;
    if (m_tempDir.isEmpty())
        return fail(
            {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot create a temporary folder in %1"),
             {parent}});
    const QString logPath = m_tempDir + QStringLiteral("/server.log");

    const QString templ =
        clusterTemplate(m_binDir, parent, account, clock, options.timeoutMs, options.cancel);
    QStringList makeData = initdbArgs(m_binDir, dataDir());
    if (!templ.isEmpty()) {
        log(QStringLiteral("initdb %1 (copy of %2, made by %3/initdb)")
                .arg(dataDir(), templ, m_binDir));
        makeData = {QStringLiteral("/bin/cp"), QStringLiteral("-a"), templ, dataDir()};
    } else {
        log(QStringLiteral("initdb %1 (%2)").arg(dataDir(), m_binDir));
    }
    const pid_t initdb = spawn(makeData, account, m_tempDir, logPath, &why);
    if (initdb < 0) return fail(why);
    const int rc = waitFor(initdb, clock, options.timeoutMs, options.cancel);
    if (rc != 0) {
        if (rc == -1) {
            kill(-initdb, SIGKILL);
            waitpid(initdb, nullptr, 0);
            return fail(
                {options.cancel && options.cancel->load()
                     ? QT_TRANSLATE_NOOP("techlog::Diagnostic", "cancelled")
                     : QT_TRANSLATE_NOOP("techlog::Diagnostic", "initdb did not finish in time")});
        }
        return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic", "%1 failed (exit %2):\n%3"),
                     {QFileInfo(makeData.first()).fileName(), QString::number(rc), tail(logPath)}});
    }
    m_initMs = clock.elapsed();

    m_postmaster = spawn(
        {m_binDir + QStringLiteral("/postgres"), QStringLiteral("-D"), dataDir(),
         QStringLiteral("-k"), m_tempDir, QStringLiteral("-p"), QString::number(kPort),
         QStringLiteral("-c"), QStringLiteral("listen_addresses="), QStringLiteral("-c"),
         QStringLiteral("fsync=off"), QStringLiteral("-c"), QStringLiteral("full_page_writes=off"),
         QStringLiteral("-c"), QStringLiteral("synchronous_commit=off"), QStringLiteral("-c"),
         QStringLiteral("max_connections=40"), QStringLiteral("-c"),
         QStringLiteral("shared_buffers=16MB"), QStringLiteral("-c"),
         QStringLiteral("wal_level=minimal"), QStringLiteral("-c"),
         QStringLiteral("max_wal_senders=0"), QStringLiteral("-c"), QStringLiteral("lc_messages=C"),
         // PREPARE TRANSACTION works, as on the server PostgreSQL's isolation suite expects.
         QStringLiteral("-c"), QStringLiteral("max_prepared_transactions=10"),
         // Dynamic shared memory inside the data folder, not as
         // /dev/shm/PostgreSQL.*: it goes with the folder even after a kill.
         QStringLiteral("-c"), QStringLiteral("dynamic_shared_memory_type=mmap")},
        account, m_tempDir, logPath, &why);
    if (m_postmaster < 0) return fail(why);
    const QByteArray ping = connInfo().toUtf8();
    for (;;) {
        if (PQping(ping.constData()) == PQPING_OK) break;
        int status = 0;
        if (waitpid(m_postmaster, &status, WNOHANG) == m_postmaster) {
            m_postmaster = -1;
            return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "the PostgreSQL server stopped while starting:\n%1"),
                         {tail(logPath)}});
        }
        if (options.cancel && options.cancel->load())
            return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic", "cancelled")});
        if (clock.elapsed() > options.timeoutMs)
            return fail({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "the PostgreSQL server did not accept connections "
                                           "within %1 ms:\n%2"),
                         {QString::number(options.timeoutMs), tail(logPath)}});
        QThread::usleep(5000);
    }
    m_startMs = clock.elapsed();
    log(QStringLiteral("cluster ready in %1 ms (socket in %2)").arg(m_startMs).arg(m_tempDir));
    return true;
}

void EmbeddedCluster::stop() {
    if (m_postmaster > 0) {
        kill(m_postmaster, SIGQUIT);  // immediate shutdown
        QElapsedTimer clock;
        clock.start();
        if (waitFor(m_postmaster, clock, 5000, nullptr) == -1) {
            // The process itself too: a child that has not reached setpgid has no group yet.
            kill(-m_postmaster, SIGKILL);
            kill(m_postmaster, SIGKILL);
            waitpid(m_postmaster, nullptr, 0);
        }
        // Backends exit with the postmaster; make sure none of its group lingers.
        kill(-m_postmaster, SIGKILL);
        m_postmaster = -1;
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
}

QList<qint64> EmbeddedCluster::processesUsing(const QString& dataDir) {
    QList<qint64> result;
    if (dataDir.isEmpty()) return result;
    const QByteArray needle = QFile::encodeName(dataDir);
    QDir proc(QStringLiteral("/proc"));
    for (const QString& entry : proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok) continue;
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!f.open(QIODevice::ReadOnly)) continue;
        QByteArray cmd = f.readAll();
        cmd.replace('\0', ' ');
        if (cmd.contains(needle)) result << pid;
    }
    return result;
}

}  // namespace techlog
