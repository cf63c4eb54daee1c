#pragma once

#include <QList>
#include <QMap>
#include <QString>

#include "probefile.h"
#include "proberunner.h"

namespace techlog {

// The record of a probe run once per isolation level (docs/PROBES.md "Isolation levels"): the
// probe's header, then per level `== LEVEL ==` and what that run printed (its rounds' lines
// and footer, or why it could not run), then one summary line per level, then `exit N` (0 when
// every level ran and held its expectations). The summary lines are what captions claim
// (`RC 6/6 23505 · SER 6/6 held`) and what readSummary reads back.
class LevelMatrix {
public:
    // "read committed: 6/6 rounds held · 23505 in 6/6 rounds · rows_left 1"; "serializable:
    // could not run: ..." for a level that did not run.
    static QString summary(const ProbeFile& probe, const ReplayResult& levelRun);
    // `matrix.levelResults` as a record (the matrix's server version in the header).
    static QString record(const ProbeFile& probe, const ReplayResult& matrix);

    struct Line {
        QString level;
        bool ran = false;
        int held = 0;
        int rounds = 0;
        QMap<QString, int> codeRounds;  // SQLSTATE -> rounds in which a step failed with it
    };
    // The summary lines of a matrix record, in order; none when it is no matrix.
    static QList<Line> readSummary(const QString& record);

    // A caption's matrix claims: `RC 6/6 23505`, `SER 3/6 40001`, `RR 6/6 held`, each
    // `LEVEL K/N WHAT` with LEVEL one of RC, RR, SER (isolationLevelShort).
    struct Claim {
        QString text;  // as written
        QString level;
        int count = 0;
        int rounds = 0;
        QString what;    // a SQLSTATE, or "held"
        int offset = 0;  // where in the caption
    };
    static QList<Claim> claims(const QString& caption);
    // Whether the record bears the claim out; `actual` what the record says instead.
    static bool holds(const Claim& claim, const QList<Line>& lines, QString* actual);
};

}  // namespace techlog
