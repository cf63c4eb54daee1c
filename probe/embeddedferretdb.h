#pragma once

#include <QString>
#include <QStringList>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "diagnostic.h"

class QProcess;

namespace techlog {

// A throwaway MongoDB-protocol server for one replay: techlog-ferretdb (probe/ferretdb, FerretDB
// embedded with its SQLite backend) in a fresh folder `techlog-mongo-run-XXXXXX`, listening on
// 127.0.0.1 only, confirmed by a `ping` before start() returns. The counterpart of
// EmbeddedCluster, and cleaned up the same way: stop() (also the destructor) ends it and removes
// the folder; a run killed outright leaves its folder to the next start's sweep, and its engine
// ends by itself (its stdin, a pipe from this process, reaches end of file; it also asks for
// SIGTERM when its parent goes).
//
// The engine is a QProcess: start(), stop() and the destructor belong on one thread, and that
// thread outlives the engine (PR_SET_PDEATHSIG fires when the thread that started it ends).
class EmbeddedFerretDb {
public:
    struct Options {
        const std::atomic_bool* cancel = nullptr;
        std::function<void(const QString&)> log;  // progress lines
        int timeoutMs = 20000;                    // from start to the ping answered
        int port = 0;                             // 0: a free port, chosen by the engine
    };

    EmbeddedFerretDb();
    ~EmbeddedFerretDb();
    EmbeddedFerretDb(const EmbeddedFerretDb&) = delete;
    EmbeddedFerretDb& operator=(const EmbeddedFerretDb&) = delete;

    // Returns false with `error` set (and nothing left behind) when it cannot start: no engine
    // (how to get one), the engine ending or silent (its log's tail), the ping refused.
    bool start(const Options& options, DiagnosticText* error);
    // Closes the engine's stdin and waits for it (SIGTERM after 3 s, SIGKILL 2 s later), then
    // removes the folder. Idempotent.
    void stop();

    bool isRunning() const;
    QString uri() const { return m_uri; }  // mongodb://127.0.0.1:PORT/
    // The MongoDB version the engine reports in buildInfo (FerretDB v1.24: 7.0.42).
    QString serverVersion() const { return m_serverVersion; }
    QString tempDir() const { return m_tempDir; }
    qint64 enginePid() const;
    qint64 readyMs() const { return m_readyMs; }  // process started -> its ready line
    qint64 startMs() const { return m_startMs; }  // start() -> ping answered, in all

    // The engine: techlog-ferretdb beside the running executable (the build puts it in
    // <build>/bin, the install in the same bin folder as techlog), else $TECHLOG_FERRETDB.
    // Nothing (and `error` saying how to get it) when neither is an executable file.
    static std::optional<QString> findBinary(DiagnosticText* error = nullptr);
    // Removes, from `parent` (default: where runs are made), every run folder whose run is dead
    // (each run holds a lock on its folder for its whole life), after its engine has ended
    // (given 3 s, then SIGKILL). `start()` calls it first. Returns the folders removed.
    static QStringList sweepAbandoned(const QString& parent = {});
    // Where runs are made: $TECHLOG_FERRETDB_TMPDIR, else where the embedded PostgreSQL makes
    // its clusters ($TECHLOG_PG_TMPDIR, /dev/shm, the system temporary folder).
    static QString runParent();
    // Whether `pid` is a live (not zombie) engine working in `runDir`: tests prove with it that
    // nothing was left running.
    static bool engineRunning(qint64 pid, const QString& runDir);

private:
    std::unique_ptr<QProcess> m_process;
    QString m_tempDir;
    int m_dirLock = -1;  // flock on m_tempDir while it exists: tells the sweep this run lives
    QString m_uri;
    QString m_serverVersion;
    qint64 m_readyMs = 0;
    qint64 m_startMs = 0;
};

}  // namespace techlog
