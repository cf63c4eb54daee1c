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

// What every section reader of a probe file shares: the probe being filled, diagnostics placed
// at line and column (inside scalars too, from the source text), typed values, and the one rule
// for names.
class ProbeFileReader {
public:
    ProbeFileReader(ProbeFile& probe, Diagnostics& out, const QStringList& sourceLines);

    ProbeFile& probe() { return m_probe; }
    const ProbeFile& probe() const { return m_probe; }
    int errorCount() const { return m_errorCount; }

    // Where a node starts (1-based; {1, 1} when yaml-cpp gives no mark).
    SourcePos pos(const YAML::Node& node) const;
    // Where the text of a scalar starts: after a quote, or on the line after `|` / `>`.
    SourcePos textStart(const YAML::Node& node) const;

    void error(SourcePos at, const QString& code, const QString& message);
    void error(const YAML::Node& node, const QString& code, const QString& message);

    // Typed values; each reports `probe-wrong-type` naming `what` and returns nothing when the
    // value does not fit.
    std::optional<QString> text(const YAML::Node& node, const QString& what);
    std::optional<int> integer(const YAML::Node& node, const QString& what, int min);
    std::optional<bool> boolean(const YAML::Node& node, const QString& what);
    // `5s`, `500ms`, `2m`, or a number of seconds; milliseconds, at most a day.
    std::optional<int> duration(const YAML::Node& node, const QString& what);
    // One text or a list of texts.
    std::optional<QStringList> textList(const YAML::Node& node, const QString& what);

    // A map whose keys must be among `known`; calls `each(key, keyNode, value)` in file order
    // for every known key given once. False (and an error) when `node` is not a map.
    template <typename Each>
    bool map(const YAML::Node& node, const QString& what, const QStringList& known, Each each) {
        if (!node.IsMap()) {
            error(node, QStringLiteral("probe-wrong-type"),
                  QStringLiteral("%1 must be a mapping").arg(what));
            return false;
        }
        QSet<QString> seen;
        for (auto it = node.begin(); it != node.end(); ++it) {
            const QString key = QString::fromStdString(it->first.Scalar());
            if (!known.contains(key)) {
                error(it->first, QStringLiteral("probe-unknown-key"),
                      QStringLiteral("unknown key '%1' in %2 (expected one of: %3)")
                          .arg(key, what, known.join(QStringLiteral(", "))));
                continue;
            }
            if (seen.contains(key)) {
                error(it->first, QStringLiteral("probe-duplicate-key"),
                      QStringLiteral("'%1' is given twice in %2").arg(key, what));
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
    QList<SqlText> sqlList(const YAML::Node& node, const QString& what);
    // The placeholders of a record line template, each checked as a field of `scope`.
    void checkTemplate(const YAML::Node& node, const QString& tmpl, RecordFormat::Scope scope);

    // The one rule for the names of sessions, steps and observations, wherever they are read:
    // letters, digits, `_` and `-`, not starting with a digit or `-` (`probe-bad-name`), and
    // unique across all three kinds (`probe-duplicate-name`, at the later one in reading
    // order). Reported at `node`. The name counts as used either way, from the moment it is
    // read. False when it was reported.
    bool claimName(const YAML::Node& node, const QString& name);

private:
    ProbeFile& m_probe;
    Diagnostics& m_out;
    QStringList m_sourceLines;
    int m_errorCount = 0;
    QSet<QString> m_names;  // every name claimed so far
};

}  // namespace techlog
