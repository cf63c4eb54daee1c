#pragma once

// Internal to probe/ (parseProbe and its section readers); callers use probefile.h.

#include <yaml-cpp/yaml.h>

#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>

#include "diagnostic.h"
#include "probefile.h"
#include "recordformat.h"

namespace techlog {

// Whether a key was given a value (`key:` alone, or `key: ~`, counts as not given).
inline bool isGiven(const YAML::Node& node) { return node.IsDefined() && !node.IsNull(); }

// A mapping of the file as the messages about it name it, with a whole sentence for each, so
// that each is translated as one: not a mapping; an unknown key in it (%1 the key, %2 the keys
// it takes); a key given twice (%1). The mapping's own arguments (a key, a section and an
// entry's number) follow the message's.
struct MapSubject {
    const char* notAMapping = nullptr;
    const char* unknownKey = nullptr;
    const char* givenTwice = nullptr;
    QStringList args = {};

    static MapSubject key(const QString& key);  // `race`, `timeouts`: the key as written
    static MapSubject step();                   // "a step"
    static MapSubject session();                // "a session"
    static MapSubject observation();            // "an observation"
    static MapSubject probe();                  // "the probe"
    // "setup 2": an entry of `setup`, `reset` or `teardown`, counted from 1.
    static MapSubject sqlEntry(const QString& section, int number);
};

// What every section reader of a probe file shares: the probe being filled, diagnostics placed
// at line and column (inside scalars too, from the source text), typed values, and the one rule
// for names.
class ProbeFileReader {
public:
    ProbeFileReader(ProbeFile& probe, Diagnostics& out, const QStringList& sourceLines);

    ProbeFile& probe() { return m_probe; }
    const ProbeFile& probe() const { return m_probe; }
    int errorCount() const { return m_errorCount; }
    // How many keys of the other engine were reported: an entry that gave one is not also
    // reported as missing its own.
    int wrongEngineCount() const { return m_wrongEngineCount; }

    // Where a node starts (1-based; {1, 1} when yaml-cpp gives no mark).
    SourcePos pos(const YAML::Node& node) const;
    // Where the text of a scalar starts: after a quote, or on the line after `|` / `>`.
    SourcePos textStart(const YAML::Node& node) const;

    void error(SourcePos at, const QString& code, const DiagnosticText& message);
    void error(const YAML::Node& node, const QString& code, const DiagnosticText& message);

    // Typed values of a key of the file (`title`, `race.rounds`, `timeouts.lock`), named as
    // written; each reports `probe-wrong-type` and returns nothing when the value does not fit.
    std::optional<QString> text(const YAML::Node& node, const QString& key);
    std::optional<int> integer(const YAML::Node& node, const QString& key, int min);
    std::optional<bool> boolean(const YAML::Node& node, const QString& key);
    // `5s`, `500ms`, `2m`, or a number of seconds; milliseconds, at most a day.
    std::optional<int> duration(const YAML::Node& node, const QString& key);
    // One text or a list of texts.
    std::optional<QStringList> textList(const YAML::Node& node, const QString& key);
    // Text where the value is named in words: `notText` is the whole message ("step name must
    // be text").
    std::optional<QString> text(const YAML::Node& node, const DiagnosticText& notText);

    // A map whose keys must be among `known`; calls `each(key, keyNode, value)` in file order
    // for every known key given once. False (and an error) when `node` is not a map. Keys in
    // `otherEngine` are the other engine's (`sql:` in a MongoDB probe): reported as such
    // (`probe-wrong-engine`), not as unknown; keys in `quiet` are read elsewhere and skipped.
    template <typename Each>
    bool map(const YAML::Node& node, const MapSubject& what, const QStringList& known, Each each,
             const QStringList& otherEngine = {}, const QStringList& quiet = {}) {
        if (!node.IsMap()) {
            error(node, QStringLiteral("probe-wrong-type"), {what.notAMapping, what.args});
            return false;
        }
        QSet<QString> seen;
        for (auto it = node.begin(); it != node.end(); ++it) {
            const QString key = QString::fromStdString(it->first.Scalar());
            if (!known.contains(key) && quiet.contains(key)) continue;
            if (!known.contains(key) && otherEngine.contains(key)) {
                wrongEngine(it->first, key);
                continue;
            }
            if (!known.contains(key)) {
                error(it->first, QStringLiteral("probe-unknown-key"),
                      {what.unknownKey,
                       QStringList{key, known.join(QStringLiteral(", "))} + what.args});
                continue;
            }
            if (seen.contains(key)) {
                error(it->first, QStringLiteral("probe-duplicate-key"),
                      {what.givenTwice, QStringList{key} + what.args});
                continue;
            }
            seen.insert(key);
            each(key, it->first, it->second);
        }
        return true;
    }

    // SQL written at `node`, placed where its text starts.
    SqlText sqlText(const YAML::Node& node, const QString& sql, const QString& label);
    // A list of `{sql: ...}` / `{file: ...}` / plain SQL text (`setup`, `reset`, `teardown`);
    // `file:` entries are read now, relative to the probe.
    QList<SqlText> sqlList(const YAML::Node& node, const QString& section);
    // MongoDB probes: the command document written at `node` (a YAML mapping whose first key
    // is a command name, ProbeKeys::mongoCommands), as SqlText::command: relaxed extended JSON
    // with the keys in the order written. An empty collection command (`{count: ~}`) takes the
    // probe's `collection`. Nothing when it was reported.
    std::optional<SqlText> mongoCommand(const YAML::Node& node, const QString& label);
    // `setup`, `reset`, `teardown` of a MongoDB probe: `{command: {...}}` or `{file: x.json}`
    // (one command document in extended JSON, read now, relative to the probe).
    QList<SqlText> mongoList(const YAML::Node& node, const QString& section);
    // `key` belongs to the other engine's probes (`probe-wrong-engine`).
    void wrongEngine(const YAML::Node& keyNode, const QString& key);

    // The placeholders of a record line template, each checked as a field of `scope`.
    void checkTemplate(const YAML::Node& node, const QString& tmpl, RecordFormat::Scope scope);

    // The one rule for the names of sessions, steps and observations, wherever they are read:
    // letters, digits, `_` and `-`, not starting with a digit or `-` (`probe-bad-name`), and
    // unique across all three kinds (`probe-duplicate-name`, at the later one in reading
    // order). Reported at `node`. The name counts as used either way, from the moment it is
    // read. False when it was reported.
    bool claimName(const YAML::Node& node, const QString& name);

private:
    // The text of a `file:` entry of `section` (`entry`: its section and number), confined to
    // the workspace; `origin` is how the probe names it. Nothing when it was reported.
    std::optional<QString> readEntryFile(const YAML::Node& value, const QString& written,
                                         const QStringList& entry, QString* origin);
    // The command document `node`, checked; errors at `at` when given (a `file:` entry), else
    // at their own node.
    std::optional<QString> commandJson(const YAML::Node& node, std::optional<SourcePos> at);
    bool writeJson(const YAML::Node& node, QString& out, int depth, std::optional<SourcePos> at);

    ProbeFile& m_probe;
    Diagnostics& m_out;
    QStringList m_sourceLines;
    int m_errorCount = 0;
    int m_wrongEngineCount = 0;
    QSet<QString> m_names;  // every name claimed so far
};

}  // namespace techlog
