#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace techlog {

// What one step returned.
struct StepOutcome {
    enum class Status { Ok, Error, Skipped, TimedOut };

    QString step;
    QString session;
    Status status = Status::Ok;
    QString command;           // the command tag: `UPDATE 0`, `INSERT 0 1`, `COMMIT`, ...
    qint64 rowsAffected = -1;  // -1 when the command affects none (SELECT, BEGIN)
    int rowsReturned = 0;
    QStringList columns;
    QList<QStringList> rows;  // NULL reads `NULL`
    QString sqlstate;
    QString message;  // the server's primary message (English: lc_messages=C)
    QString detail;
    bool waited = false;  // reported waiting on a lock before it finished
    // A MongoDB step's own fields (`ok`, `n`, `nModified`, `upserted`, `writeError.code`,
    // `writeError.index`, `error.code`, `error.message`; docs/PROBES.md "Fields of a MongoDB
    // step"). A failed MongoDB step's code is in `sqlstate`, so `errors.<code>` counts it.
    QMap<QString, QString> fields;
    qint64 elapsedMs = 0;

    bool failed() const { return status == Status::Error || status == Status::TimedOut; }
    // A step that did not run (its session stopped before it).
    static StepOutcome skipped(const QString& step, const QString& session);
    QString statusName() const;  // ok, error, skipped, timeout
    QString rowsText() const;    // `a | b, c | d`
    // `UPDATE 0`, `SELECT 1: 7 | tok`, `ERROR 23505: duplicate key ...`, `skipped`.
    QString result() const;
};

// One race round or one permutation.
struct RoundOutcome {
    int round = 0;  // 1-based
    QStringList permutation;
    QList<StepOutcome> steps;  // in the order they finished (race: per session, in order)
    QStringList events;        // record lines from the step / waiting templates, in order
    QMap<QString, QList<QStringList>> observations;
    QStringList failedExpectations;
    bool held = true;
    // Exploring: why this order cannot happen (a session's next step while it still waits);
    // its expectations are not checked.
    QString impossible;

    const StepOutcome* step(const QString& name) const;
    // The codes (SQLSTATEs, MongoDB codes) its steps failed with, each once, in the order seen.
    QStringList failedCodes() const;
};

}  // namespace techlog
