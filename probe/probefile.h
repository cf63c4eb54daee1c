#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

#include "diagnostic.h"
#include "frontmatter.h"
#include "isolationlevel.h"
#include "isolationspec.h"

namespace techlog {

// A piece of SQL with where it came from, so that a server error position can be turned into
// `file:line:column` of the text the author wrote.
struct SqlText {
    QString sql;
    QString origin;  // workspace-relative (or as given) path of the file holding the text
    int line = 1;    // 1-based line of the SQL's first character in `origin`
    int column = 1;  // column of the first character (only meaningful for one-line SQL)
    QString label;   // "setup 2 (migrations/002.sql)", "step a_insert", ...
    // MongoDB probes: the command document as relaxed extended JSON, keys in the order written
    // (its first key is the command's name: `{"count":"ledger"}`); `sql` is empty then.
    QString command = {};
};

// The server a probe runs against (`engine:` at the top; docs/PROBES.md "MongoDB probes").
enum class ProbeEngine { PostgreSql, MongoDb };

struct ProbeStep {
    QString name;
    QString session;
    SqlText sql;  // in a MongoDB probe: `sql.command`
};

struct ProbeSession {
    QString name;
    bool transaction = false;  // BEGIN before the first step, COMMIT (ROLLBACK on error) after
    QString isolationLevel;    // `isolation:` of the session; empty: the probe's
    QList<ProbeStep> steps;
    SourcePos pos;
};

struct ProbeObservation {
    QString name;
    SqlText sql;
};

// `PATH OP VALUE`, e.g. `errors.23505 == 1`.
struct ProbeExpectation {
    QString text;  // as written
    QString path;
    QString op;  // == != < <= > >=
    QString value;
    SourcePos pos;
};

// Line templates of the record; `{path}` placeholders are filled from the outcomes.
struct RecordTemplates {
    QStringList header;
    QStringList roundHeader;  // before each round's / permutation's step lines
    QString step;             // one line per finished step ("" = none)
    QString waiting;          // one line when a step is reported waiting
    QStringList round;        // after each round / permutation
    QStringList footer;
};

// Isolation: an imported PostgreSQL isolation spec, run as isolationtester runs it
// (docs/PROBES.md "Isolation specs").
enum class ProbeMode { Race, Permutations, Isolation };

struct ProbeTimeouts {
    int stepMs = 10000;  // statement_timeout; the client cancels a step 1 s after it
    int lockMs = 10000;  // lock_timeout
    int runMs = 120000;  // the whole run, cluster start included
};

// A parsed `<key>.probe.yaml` (docs/PROBES.md).
struct ProbeFile {
    QString path;           // absolute
    QString relativePath;   // as diagnostics name it (workspace-relative when inside one)
    QString workspaceRoot;  // empty when the probe is not inside `final/evidence/probes/`
    QString key;            // the evidence key: the file name without `.probe.yaml`
    QString title;
    ProbeEngine engine = ProbeEngine::PostgreSql;
    // MongoDB: the database the commands run in (`database:`, default `techlog`) and the
    // collection a collection command names when its name's value is left empty (`collection:`,
    // put into the command when it is read; empty when not given).
    QString database;
    QString collection;
    // Setup, reset and teardown entries; in a MongoDB probe each holds a `command`.
    QList<SqlText> setup;
    QList<SqlText> reset;
    QList<SqlText> teardown;
    QList<ProbeSession> sessions;
    ProbeMode mode = ProbeMode::Race;
    int rounds = 1;                        // race: rounds; permutations: their count
    QList<QStringList> permutations;       // step names
    QList<ProbeObservation> observations;  // after each round / permutation
    QList<ProbeExpectation> expectEach;
    QList<ProbeExpectation> expectOverall;
    // `expect: {serializable: [...]}`: checked only in a run at that level, beside the above.
    QMap<QString, QList<ProbeExpectation>> expectEachAt;
    QMap<QString, QList<ProbeExpectation>> expectOverallAt;
    QMap<QString, SourcePos> expectAt;  // where each level's `expect` key is
    // `isolation:` (a level, not an imported spec's map): every session's transactions run at
    // it unless the session names its own; empty: the server's default.
    QString isolationLevel;
    // `levels:` (`all` or a list): the probe is a matrix, run once per level, and its record is
    // the matrix (docs/PROBES.md "Isolation levels"). Empty: one run.
    QStringList levels;
    RecordTemplates record;
    QStringList volatileFields;  // masked by the comparator; `server_version` by default
    ProbeTimeouts timeouts;
    // Isolation mode: the spec the file describes, and isolationtester's step limit (seconds;
    // 0: $PGISOLATIONTIMEOUT, else 300).
    std::optional<IsolationSpec> isolation;
    int isolationStepTimeout = 0;

    const ProbeStep* step(const QString& name) const;
    const ProbeSession* session(const QString& name) const;
    bool isValid() const { return !key.isEmpty() && !sessions.isEmpty(); }
    bool isMongo() const { return engine == ProbeEngine::MongoDb; }
};

// Reads and checks a probe. Every problem is appended to `out` with path, line and column
// (codes `probe-*`, docs/PROBES.md). Returns nothing when the file has errors.
std::optional<ProbeFile> parseProbe(const QString& path, Diagnostics& out);
// What parseProbe gives for a file holding `bytes` at `path`, whatever is there now (the
// studio's unsaved buffer): the same diagnostics, the key and workspace from `path`, and
// `file:` SQL entries read relative to `path`'s folder. A `.spec` path reads `bytes` as an
// isolation spec, as parseProbe does.
std::optional<ProbeFile> parseProbeText(const QString& path, const QByteArray& bytes,
                                        Diagnostics& out);

// `probe-level-not-run`'s message: expectations for `level`, which the run of `runs` leaves out
// (the parser's for `isolation:` / `levels:`, the CLI's for `--levels`).
DiagnosticText levelNotRunText(const QString& level, const QStringList& runs);

// `<root>/final/evidence/probes/<key>.probe.yaml`.
QString probePathForKey(const QString& workspaceRoot, const QString& key);

}  // namespace techlog
