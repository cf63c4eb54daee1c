#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

#include "diagnostic.h"
#include "isolationspec.h"

namespace techlog {

// New probes for the studio's "New probe": a text that already runs, written into the workspace
// without replacing anything; and a PostgreSQL isolation spec imported as a probe (what
// `techlog probe import` does).
class ProbeTemplate {
public:
    enum class Kind {
        Race,          // two sessions released together by a barrier, `race: {rounds: N}`
        Permutations,  // the same two sessions in fixed orders
    };

    static constexpr int kDefaultRounds = 5;

    // A probe that parses without a diagnostic and runs on any database its setup leaves: two
    // sessions (A, B) of one step each (`a_step`, `b_step`), an observation, expectations that
    // hold while no step fails, and record templates; comments say what to replace. `title`
    // empty: the key. `setupFiles` run once before the first round, named as a probe names
    // them: relative to the probes folder (final/evidence/probes/; setupFileFor() turns a
    // workspace-relative path into that). `rounds`: races only.
    static QString text(Kind kind, const QString& key, const QString& title,
                        const QStringList& setupFiles = {}, int rounds = kDefaultRounds);

    // `db/schema.sql` -> `../../../db/schema.sql`: a workspace-relative path as a probe's
    // `file:` entry names it. Lexical.
    static QString setupFileFor(const QString& workspaceRelative);

    // Writes `<root>/final/evidence/probes/<key>.probe.yaml` (QSaveFile) and returns that
    // workspace-relative path. Never over an existing file: not when the probe exists, nor when
    // `<key>.spec` does (the key is taken), nor when the path would lead out of the workspace
    // (PathGuard). Nothing, with `error` in the installed catalogue's language, when the key is
    // not usable (EvidencePaths::isValidKey, the format's rule for keys) or anything is refused.
    static std::optional<QString> writeNew(const QString& workspaceRoot, const QString& key,
                                           const QString& text, QString* error = nullptr);

    // An isolation spec imported as `final/evidence/probes/<key>.probe.yaml`
    // (docs/PROBES.md "Isolation specs"), and read back: what `techlog probe import` does.
    struct SpecImport {
        enum class Failure {
            None,
            BadSpec,          // `diagnostics` has the spec's errors
            BadKey,           // `key` is not usable
            Exists,           // `existing` is there (and `replace` was not given)
            CannotWrite,      // `error` says why
            DoesNotReadBack,  // `diagnostics` has the probe file's errors
        };
        Failure failure = Failure::None;
        QString key;       // given, else the spec's name
        QString path;      // the probe file (absolute)
        QString existing;  // Exists: the file that is in the way
        QString error;
        Diagnostics diagnostics;
        std::optional<IsolationSpec> spec;  // once it parsed
    };
    // `replace`: an existing probe file of the key is replaced (`--force`); otherwise nothing
    // is replaced, as writeNew.
    static SpecImport importIsolationSpec(const QString& workspaceRoot, const QString& specPath,
                                          const QString& key = QString(), bool replace = false);
    // The same for the studio, replacing nothing: the workspace-relative path written, or
    // nothing with `error` (localized; a bad spec's first error with its place).
    static std::optional<QString> importSpec(const QString& workspaceRoot, const QString& key,
                                             const QString& specPath, QString* error = nullptr);

private:
    static bool write(const QString& workspaceRoot, const QString& key, const QByteArray& bytes,
                      bool replace, QString* existing, QString* error);
};

}  // namespace techlog
