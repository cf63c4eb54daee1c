#include "levelmatrix.h"

#include "recordformat.h"

namespace techlog {

namespace {

const QString kSeparator = QStringLiteral(" · ");

RecordFormat::Context roundContext(const ProbeFile& probe, const ReplayResult& run,
                                   const RoundOutcome& round) {
    return {&probe, run.serverVersion, &run.rounds, &round, nullptr, run.isolationLevel};
}

}  // namespace

QString LevelMatrix::summary(const ProbeFile& probe, const ReplayResult& run) {
    const QString level = run.isolationLevel;
    if (run.verdict == Verdict::CouldNotRun)
        return QStringLiteral("%1: could not run: %2").arg(level, run.error);
    const int rounds = int(run.rounds.size());
    int held = 0;
    QMap<QString, int> codes;  // sorted: the line reads the same whatever came first
    for (const RoundOutcome& round : run.rounds) {
        held += round.held ? 1 : 0;
        for (const QString& code : round.failedCodes()) ++codes[code];
    }
    QStringList parts{QStringLiteral("%1/%2 rounds held").arg(held).arg(rounds)};
    if (codes.isEmpty()) parts << QStringLiteral("no errors");
    for (auto it = codes.cbegin(); it != codes.cend(); ++it)
        parts << QStringLiteral("%1 in %2/%3 rounds").arg(it.key()).arg(it.value()).arg(rounds);
    for (const ProbeObservation& ob : probe.observations) {
        QStringList values;
        for (const RoundOutcome& round : run.rounds) {
            const QString v = RecordFormat::value(roundContext(probe, run, round), ob.name);
            if (!values.contains(v)) values << v;
        }
        parts << ob.name + u' ' +
                     (values.size() <= 3 ? values.join(u'/')
                                         : QStringLiteral("%1 values").arg(values.size()));
    }
    return level + QStringLiteral(": ") + parts.join(kSeparator);
}

QString LevelMatrix::record(const ProbeFile& probe, const ReplayResult& matrix) {
    QStringList levels;
    for (const ReplayResult& r : matrix.levelResults) levels << r.isolationLevel;
    const RecordFormat::Context global{&probe,  matrix.serverVersion, nullptr, nullptr,
                                       nullptr, levels.join(u", ")};
    QStringList lines;
    for (const QString& t : probe.record.header) lines << RecordFormat::fill(t, global);
    for (const ReplayResult& r : matrix.levelResults) {
        lines << QStringLiteral("== %1 ==").arg(r.isolationLevel);
        for (const RoundOutcome& round : r.rounds) lines << round.events;
        const RecordFormat::Context atLevel{&probe,  r.serverVersion, &r.rounds,
                                            nullptr, nullptr,         r.isolationLevel};
        if (r.verdict == Verdict::CouldNotRun) {
            lines << QStringLiteral("could not run: %1").arg(r.error);
            continue;
        }
        for (const QString& t : probe.record.footer) lines << RecordFormat::fill(t, atLevel);
    }
    for (const ReplayResult& r : matrix.levelResults) lines << summary(probe, r);
    lines << QStringLiteral("exit %1").arg(allHeld(matrix) ? 0 : 1);
    return lines.join(u'\n');
}

bool LevelMatrix::allHeld(const ReplayResult& matrix) {
    if (matrix.levelResults.empty()) return false;
    for (const ReplayResult& r : matrix.levelResults)
        if (r.verdict == Verdict::CouldNotRun || !r.expectationsHeld) return false;
    return true;
}

}  // namespace techlog
