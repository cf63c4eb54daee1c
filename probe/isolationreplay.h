#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <functional>

#include "isolationrunner.h"
#include "isolationspec.h"
#include "proberunner.h"

namespace techlog {

// `techlog replay FILE.spec` and the studio's Replay panel: runs a spec with IsolationRunner and
// judges its output against an expected `.out` file the way pg_regress does (NAME.out, then
// NAME_0.out ... NAME_9.out, exact bytes). The result is the probes' ReplayResult: the record,
// the verdict (reproduced / differs with a diff / could not run) and the exit status.
namespace IsolationReplay {

struct Options {
    ReplayOptions replay;        // connInfo, allowRemote, transcript, cancel; recordedPath = the
                                 // expected output (empty: expectedPathFor(spec), when it exists)
    int stepTimeoutSeconds = 0;  // <= 0: $PGISOLATIONTIMEOUT, else 300
    std::function<void(const QByteArray&)> output;  // the isolation output as it comes
};

// Parses and runs `specPath`. `raw` (optional) gets the runner's result: its `output` is the
// exact bytes isolationtester would print.
ReplayResult run(const QString& specPath, const Options& options, IsolationResult* raw = nullptr);
// An imported spec (a probe in isolation mode): its record compared with the recorded one
// (`final/evidence/raw/KEY.txt`), the server version masked. ProbeRunner::run calls it.
ReplayResult runProbe(const ProbeFile& probe, const ReplayOptions& options);
// The record: a header naming the server and the spec, the output, `exit N`.
QString record(const IsolationSpec& spec, const IsolationResult& result);
// PostgreSQL's layout: `DIR/specs/NAME.spec` -> `DIR/expected/NAME.out` (else NAME.out
// beside the spec); empty when neither exists.
QString expectedPathFor(const QString& specPath);
// `NAME.out` and the existing `NAME_0.out` ... `NAME_9.out` beside it, in pg_regress's order.
QStringList alternatives(const QString& expectedPath);
}  // namespace IsolationReplay

}  // namespace techlog
