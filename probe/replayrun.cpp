#include "replayrun.h"

namespace techlog {

DiagnosticText ReplayRun::cancelledReason() {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cancelled")};
}

DiagnosticText ReplayRun::cannotConnect(const QString& why) {
    return {QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot connect: %1"), {why}};
}

void ReplayRun::writeTranscript(const QString& line) const {
    if (options.transcript) options.transcript(line);
}

void ReplayRun::reportStage(ReplayStage::Step step, int round) const {
    if (options.stage)
        options.stage(ReplayStage{step, round, round ? probe.rounds : 0, probe.isMongo()});
}

int ReplayRun::stepBudget() const {
    return int(qMax<qint64>(1, qMin<qint64>(probe.timeouts.stepMs + 1000, remainingMs())));
}

bool ReplayRun::couldNotRun(const DiagnosticText& why) {
    if (result.error.isEmpty()) result.setError(why);
    return false;
}

bool ReplayRun::mayContinue() {
    if (cancelled()) return couldNotRun(cancelledReason());
    if (remainingMs() <= 0)
        return couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                              "the run did not finish within %1 ms (timeouts.run)"),
                            {QString::number(probe.timeouts.runMs)}});
    return true;
}

int ReplayRun::indexOfSession(const QString& name) const {
    for (int i = 0; i < probe.sessions.size(); ++i)
        if (probe.sessions[i].name == name) return i;
    return -1;
}

RecordFormat::Context ReplayRun::context(const RoundOutcome* round, const StepOutcome* step) const {
    return RecordFormat::Context{&probe, result.serverVersion, &result.rounds, round,
                                 step,   result.isolationLevel};
}

void ReplayRun::writeRoundLines(RoundOutcome& round, const QStringList& templates) const {
    for (const QString& t : templates) {
        round.events << RecordFormat::fill(t, context(&round));
        writeTranscript(round.events.last());
    }
}

void ReplayRun::judgeRoundSteps(const RoundOutcome& round) {
    if (cancelled()) couldNotRun(cancelledReason());
    for (const StepOutcome& o : round.steps) {
        if (o.status != StepOutcome::Status::TimedOut) continue;
        if (probe.isMongo())
            couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "step %1 (round %2) got no reply within its timeout: "
                                           "%3"),
                         {o.step, QString::number(round.round), o.message}});
        else
            couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "step %1 (round %2) did not finish within its timeout "
                                           "and was cancelled: ERROR %3: %4"),
                         {o.step, QString::number(round.round), o.sqlstate, o.message}});
    }
}

void ReplayRun::runAndJudge() {
    clock.start();
    bool ok = false;
    try {
        ok = execute();
    } catch (const std::exception& e) {
        couldNotRun({QT_TRANSLATE_NOOP("techlog::Diagnostic", "unexpected failure: %1"),
                     {QString::fromUtf8(e.what())}});
    }
    cleanup();
    result.elapsedMs = clock.elapsed();
    judgeReplay(probe, result, ok, options.compare);
}

bool ReplayRun::runRounds() {
    for (int number = 1; number <= probe.rounds; ++number) {
        if (!mayContinue() || !runReset()) return false;
        reportStage(ReplayStage::Step::Round, number);
        RoundOutcome round;
        round.round = number;
        if (probe.mode == ProbeMode::Permutations)
            round.permutation = probe.permutations[number - 1];
        writeRoundLines(round, probe.record.roundHeader);
        const bool ok = runRoundSteps(round);
        judgeRoundSteps(round);
        if (!result.error.isEmpty() || !ok) {
            result.rounds << round;
            return false;
        }
        if (!round.impossible.isEmpty()) {
            result.rounds << round;
            continue;
        }
        reportStage(ReplayStage::Step::Observing, number);
        if (!runObservations(round)) return false;
        checkRoundExpectations(probe, result, round);
        writeRoundLines(round, probe.record.round);
        result.rounds << round;
    }
    return true;
}

}  // namespace techlog
