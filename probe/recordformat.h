#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "probefile.h"
#include "probeoutcome.h"

namespace techlog {

// How a probe's outcomes read as a record: fields, line templates, expectations, and the
// masking and diff the comparator uses (docs/PROBES.md "Fields" and "Comparison"). Functions
// only: they hold no state.
namespace RecordFormat {

enum class Scope { Global, Round, Step };

struct Placeholder {
    QString path;
    int offset = 0;  // of the `{` in the template
};

// The `{path}` placeholders of a template (`{{` and `}}` are literal braces). On a malformed
// template returns what it found so far and sets `error` / `errorOffset`.
QList<Placeholder> placeholders(const QString& tmpl, DiagnosticText* error = nullptr,
                                int* errorOffset = nullptr);
// Whether `path` names a field available in `scope` for this probe; `why` says otherwise (a
// message for the probe file's diagnostic).
bool isKnownField(const ProbeFile& probe, const QString& path, Scope scope,
                  DiagnosticText* why = nullptr);

// The fields `isKnownField` accepts in `scope` for this probe, as the editor offers them: the
// fixed ones (docs/PROBES.md "Fields"; a MongoDB probe's steps and sessions give their own,
// "MongoDB probes"), each session's, step's and observation's, and
// `errors.<SQLSTATE>` for the SQLSTATEs concurrency probes meet (commonSqlstates). The open
// forms `sum.<round path>` and `distinct.<round path>` are not listed: prefix a Round field.
QStringList fieldNames(const ProbeFile& probe, Scope scope);
// 23505 unique_violation, 23503 foreign_key_violation, 40001 serialization_failure, 40P01
// deadlock_detected, 55P03 lock_not_available, 57014 query_canceled.
const QStringList& commonSqlstates();
// MongoDB probes offer `errors.<code>` for 11000 DuplicateKey, 112 WriteConflict and 50
// MaxTimeMSExpired.
const QStringList& commonMongoCodes();

struct Context {
    const ProbeFile* probe = nullptr;
    QString serverVersion;
    const QList<RoundOutcome>* rounds = nullptr;  // every finished round (global fields)
    const RoundOutcome* round = nullptr;
    const StepOutcome* step = nullptr;
    QString isolation = {};  // the level the run's sessions ran at (`{isolation}`)
};
// A field's value; `-` when it has none (no loser, no error).
QString value(const Context& context, const QString& path);
QString fill(const QString& tmpl, const Context& context);
// Evaluates `PATH OP VALUE`: numbers compare as numbers, anything else as text.
bool holds(const ProbeExpectation& expectation, const Context& context, QString* actual = nullptr);
// Parses `PATH OP VALUE`; nothing when malformed.
std::optional<ProbeExpectation> parseExpectation(const QString& text);

// Replaces, in every line that one of the probe's templates produces, the text of the
// volatile fields with `{field}`. The same record always masks to the same text.
QString mask(const ProbeFile& probe, const QString& record);
// A line diff (`-` recorded, `+` new, two lines of context), empty when equal. Lines are split
// at `\n` only (the callers normalise with RecordReader::text); the diff is LineDiff's.
QString diff(const QString& recorded, const QString& fresh);

}  // namespace RecordFormat

}  // namespace techlog
