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
// (`RC 6/6 23505 · SER 6/6 held`) and what LevelClaims reads back.
class LevelMatrix {
public:
    // "read committed: 6/6 rounds held · 23505 in 6/6 rounds · rows_left 1"; "serializable:
    // could not run: ..." for a level that did not run.
    static QString summary(const ProbeFile& probe, const ReplayResult& levelRun);
    // `matrix.levelResults` as a record (the matrix's server version in the header).
    static QString record(const ProbeFile& probe, const ReplayResult& matrix);
    // Whether every level ran and held its expectations (the record's `exit 0`).
    static bool allHeld(const ReplayResult& matrix);
};

}  // namespace techlog
