#pragma once

#include <sys/types.h>

#include <QString>
#include <atomic>
#include <functional>
#include <optional>

#include "diagnostic.h"

namespace techlog {

// A throwaway PostgreSQL cluster for one replay: a fresh temporary folder (in /dev/shm when
// usable) holding a cluster made by `initdb` (once per server build, then copied: see
// docs/PROBES.md), a postmaster listening only on a Unix socket in that folder (no TCP), fsync
// off. Run as root (CI), initdb and postgres run as the `postgres` account, which then owns
// the folder.
// `stop()` (also the destructor) shuts it down immediately and removes the folder.
class EmbeddedCluster {
public:
    struct Options {
        const std::atomic_bool* cancel = nullptr;
        std::function<void(const QString&)> log;  // progress lines
        int timeoutMs = 30000;                    // initdb + start
    };

    EmbeddedCluster() = default;
    ~EmbeddedCluster();
    EmbeddedCluster(const EmbeddedCluster&) = delete;
    EmbeddedCluster& operator=(const EmbeddedCluster&) = delete;

    // Returns false with `error` set (and nothing left behind) when it cannot start: a template
    // and arguments (a server log's tail passed on as it is), error->english() in English.
    bool start(const Options& options, DiagnosticText* error);
    // Immediate shutdown (SIGQUIT to the postmaster, as `pg_ctl stop -m immediate` sends), then
    // the folder is removed. Idempotent.
    void stop();

    bool isRunning() const { return m_postmaster > 0; }
    QString connInfo() const;  // libpq key=value string for the `postgres` database
    QString tempDir() const { return m_tempDir; }
    QString dataDir() const;
    pid_t postmasterPid() const { return m_postmaster; }
    qint64 startMs() const { return m_startMs; }  // initdb + start, measured
    qint64 initMs() const { return m_initMs; }    // the data folder ready (initdb or copy)

    // The server binaries: $TECHLOG_PG_BINDIR, `pg_config --bindir`, or the highest
    // /usr/lib/postgresql/*/bin. Nothing (and `error` naming the package) when none has initdb.
    static std::optional<QString> findBinDir(DiagnosticText* error = nullptr);
    // Process ids of live processes whose command line mentions `dataDir` (tests use it to
    // prove nothing was left running).
    static QList<qint64> processesUsing(const QString& dataDir);
    // Removes, from `parent` (default: where clusters are made), every cluster and template build
    // folder whose run is dead, whatever it was doing when it died; never one of a live run
    // (each run holds a lock on its folder for its whole life). `start()` calls it first.
    // Returns the folders removed.
    static QStringList sweepAbandoned(const QString& parent = {});

private:
    QString m_binDir;
    QString m_tempDir;
    int m_dirLock = -1;  // flock on m_tempDir while it exists: tells the sweep this run lives
    pid_t m_postmaster = -1;
    qint64 m_startMs = 0;
    qint64 m_initMs = 0;
};

}  // namespace techlog
