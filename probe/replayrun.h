#pragma once

#include <QElapsedTimer>

#include "proberunner.h"
#include "recordformat.h"

namespace techlog {

// What one replay of one probe keeps and does whatever its server: the probe, the options and
// the result it fills, the run's clock, the live transcript and stages, the first reason it could
// not run, the rounds (reset, steps, observations, expectations, record lines) and the verdict.
// ProbeRunner's PostgreSQL run and MongoReplay's extend it with their server and connections.
struct ReplayRun {
    const ProbeFile& probe;
    const ReplayOptions& options;
    ReplayResult& result;
    QElapsedTimer clock;  // since the run started: timeouts.run

    ReplayRun(const ProbeFile& probeFile, const ReplayOptions& replayOptions,
              ReplayResult& replayResult)
        : probe(probeFile), options(replayOptions), result(replayResult) {}
    virtual ~ReplayRun() = default;
    ReplayRun(const ReplayRun&) = delete;
    ReplayRun& operator=(const ReplayRun&) = delete;

    // Runs it: execute(), then cleanup() whatever happened, then judgeReplay().
    void runAndJudge();
    // Every round (race) or permutation, each after `reset`, with its observations and
    // expectations.
    bool runRounds();

    // The server's part. execute: start or reach the server, connect, run the setup, then
    // runRounds(). cleanup: close, drop, stop, whatever execute reached.
    virtual bool execute() = 0;
    virtual void cleanup() = 0;
    virtual bool runReset() = 0;
    // One round's steps, its step lines in round.events; false when it could not go on.
    virtual bool runRoundSteps(RoundOutcome& round) = 0;
    virtual bool runObservations(RoundOutcome& round) = 0;

    static DiagnosticText cancelledReason();
    static DiagnosticText cannotConnect(const QString& why);

    // A live transcript line (progress, record lines).
    void writeTranscript(const QString& line) const;
    void reportStage(ReplayStage::Step step, int round = 0) const;
    bool cancelled() const { return options.cancel && options.cancel->load(); }
    qint64 remainingMs() const { return probe.timeouts.runMs - clock.elapsed(); }
    // timeouts.step and a second for the client, within what is left of timeouts.run.
    int stepBudget() const;
    // Sets why the run could not run (the first reason counts); false, to return.
    bool couldNotRun(const DiagnosticText& why);
    // False (and why) once cancelled or past timeouts.run.
    bool mayContinue();
    int indexOfSession(const QString& name) const;  // -1 when there is none
    RecordFormat::Context context(const RoundOutcome* round = nullptr,
                                  const StepOutcome* step = nullptr) const;
    // Fills the template's lines for the round (`round_header` before its steps, `round` after
    // its observations) into its events and the transcript.
    void writeRoundLines(RoundOutcome& round, const QStringList& templates) const;
    // After a round's steps: cancelled, or a step that timed out, is why the run could not run.
    void judgeRoundSteps(const RoundOutcome& round);
};

}  // namespace techlog
