#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace techlog {

// What a caption may claim about an isolation-level matrix record (docs/PROBES.md "Isolation
// levels"), read from the record's summary lines (`serializable: 2/4 rounds held · 40001 in 2/4
// rounds`), which probe/levelmatrix writes.
class LevelClaims {
public:
    struct Line {
        QString level;
        bool ran = false;
        int held = 0;
        int rounds = 0;
        QMap<QString, int> codeRounds;  // SQLSTATE -> rounds in which a step failed with it
    };
    // The summary lines of a matrix record (or of its last lines), in order; none when it is
    // no matrix.
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
