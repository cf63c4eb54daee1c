#include "probetemplate.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include "evidencepaths.h"
#include "isolationprobe.h"
#include "markdownwriter.h"
#include "pathguard.h"
#include "probefile.h"

namespace techlog {

namespace {

const char* const kBadKey =
    QT_TRANSLATE_NOOP("techlog::Diagnostic",
                      "'%1' is not a usable key (a file name: not empty, no / or \\, not . or ..)");

QString translated(const char* source) {
    return QCoreApplication::translate("techlog::Diagnostic", source);
}

// The parts both kinds share: the head with key, title and setup, and the two sessions.
QString head(const QString& key, const QString& title, const QStringList& setupFiles,
             const QString& what) {
    QString t = QStringLiteral(
                    "# %1\n"
                    "# Replace the steps' SQL with the statements under study, the observation\n"
                    "# with what shows their outcome, and the expectations with what must hold\n"
                    "# (docs/PROBES.md).\n")
                    .arg(what);
    t += QStringLiteral("probe: %1\n").arg(MarkdownWriter::yamlScalar(key));
    t += QStringLiteral("title: %1\n")
             .arg(MarkdownWriter::yamlScalar(title.trimmed().isEmpty() ? key : title));
    if (setupFiles.isEmpty()) {
        t += QStringLiteral("setup: []\n");
    } else {
        t += QStringLiteral("setup:                       # once, in this order\n");
        for (const QString& file : setupFiles)
            t += QStringLiteral("  - file: %1\n").arg(MarkdownWriter::yamlScalar(file));
    }
    t += QStringLiteral("reset: []                    # before every round or permutation\n");
    return t;
}

QString sessions(bool transaction) {
    const QString tx =
        transaction ? QStringLiteral("    transaction: true        # BEGIN before, COMMIT after\n")
                    : QString();
    return QStringLiteral(
               "sessions:\n"
               "  - name: A\n") +
           tx +
           QStringLiteral(
               "    steps:\n"
               "      - name: a_step\n"
               "        sql: SELECT 1\n"
               "  - name: B\n") +
           tx +
           QStringLiteral(
               "    steps:\n"
               "      - name: b_step\n"
               "        sql: SELECT 2\n");
}

QString tail(int rounds, const QString& roundWord) {
    return QStringLiteral(
               "observe:                     # after every round, on a connection of its own\n"
               "  - name: isolation_level\n"
               "    sql: SHOW transaction_isolation\n"
               "expect:\n"
               "  each:\n"
               "    - errors == 0\n"
               "  overall:\n"
               "    - rounds_held == %1\n"
               "record:\n"
               "  round:\n"
               "    - \"→ A {a_step.result} · B {b_step.result} · errors {errors} · "
               "{isolation_level}\"\n"
               "  footer:\n"
               "    - \"{rounds_held}/{rounds} %2 held\"\n"
               "timeouts:\n"
               "  step: 5s\n"
               "  lock: 5s\n"
               "  run: 60s\n")
        .arg(rounds)
        .arg(roundWord);
}

}  // namespace

QString ProbeTemplate::text(Kind kind, const QString& key, const QString& title,
                            const QStringList& setupFiles, int rounds) {
    if (kind == Kind::Race) {
        rounds = qMax(1, rounds);
        return head(key, title, setupFiles,
                    QStringLiteral("A race: sessions A and B, each in its own transaction, are "
                                   "released together\n# by a barrier, %1 rounds.")
                        .arg(rounds)) +
               sessions(true) + QStringLiteral("race:\n  rounds: %1\n").arg(rounds) +
               tail(rounds, QStringLiteral("rounds"));
    }
    return head(key, title, setupFiles,
                QStringLiteral("Permutations: the steps of sessions A and B in fixed orders; "
                               "write BEGIN and\n# COMMIT steps for transactions.")) +
           sessions(false) +
           QStringLiteral(
               "permutations:\n"
               "  - a_step b_step\n"
               "  - b_step a_step\n") +
           tail(2, QStringLiteral("permutations"));
}

QString ProbeTemplate::setupFileFor(const QString& workspaceRelative) {
    // Lexical: both under one made-up root, so nothing is looked up on disk.
    const QString root = QStringLiteral("/techlog-workspace/");
    return QDir(root + EvidencePaths::probesFolder())
        .relativeFilePath(QDir::cleanPath(root + workspaceRelative));
}

bool ProbeTemplate::write(const QString& workspaceRoot, const QString& key, const QByteArray& bytes,
                          bool replace, QString* existing, QString* error) {
    const auto fail = [&](const QString& why) {
        if (error) *error = why;
        return false;
    };
    if (!EvidencePaths::isValidKey(key)) return fail(translated(kBadKey).arg(key));
    const PathGuard guard(QFileInfo(workspaceRoot).absoluteFilePath());
    const QString target = EvidencePaths::probe(guard.root(), key);
    // The key is taken by either kind of probe file (probeFileForKey reads both).
    QStringList taken = {target};
    if (!replace)
        taken << QDir(guard.root())
                     .filePath(EvidencePaths::probesFolder() + u'/' + key +
                               QStringLiteral(".spec"));
    for (const QString& path : taken) {
        QString why;
        bool exists = false;
        if (!guard.confine(path, &why, &exists)) return fail(guard.relativeMessage(why));
        if (!replace && (exists || QFileInfo(path).isSymLink())) {
            if (existing) *existing = path;
            return fail(translated(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                     "%1 exists: a new probe replaces nothing"))
                            .arg(guard.relativeMessage(path)));
        }
    }
    QString why;
    if (!PathGuard::isPlainOutputFile(target, &why)) return fail(guard.relativeMessage(why));
    const std::optional<QString> writable = guard.writable(target, &why);
    if (!writable) return fail(guard.relativeMessage(why));
    const QString shown = guard.relativeMessage(*writable);
    // The name is claimed first (O_EXCL), so a file made there since the checks is never
    // replaced; QSaveFile then replaces only the empty file made here, atomically.
    bool claimed = false;
    if (!replace) {
        QFile claim(*writable);
        if (!claim.open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
            if (existing) *existing = *writable;
            return fail(translated(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                                     "%1 exists: a new probe replaces nothing"))
                            .arg(shown));
        }
        claimed = true;
    }
    QSaveFile file(*writable);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        const QString reason = file.errorString();
        if (claimed) QFile::remove(*writable);
        return fail(translated(QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot write %1: %2"))
                        .arg(shown, reason));
    }
    return true;
}

std::optional<QString> ProbeTemplate::writeNew(const QString& workspaceRoot, const QString& key,
                                               const QString& text, QString* error) {
    if (!write(workspaceRoot, key, text.toUtf8(), false, nullptr, error)) return std::nullopt;
    return EvidencePaths::relativeProbe(key);
}

ProbeTemplate::SpecImport ProbeTemplate::importIsolationSpec(const QString& workspaceRoot,
                                                             const QString& specPath,
                                                             const QString& key, bool replace) {
    SpecImport result;
    result.spec = parseIsolationSpec(specPath, result.diagnostics);
    if (!result.spec) {
        result.failure = SpecImport::Failure::BadSpec;
        return result;
    }
    result.key = key.isEmpty() ? result.spec->name : key;
    if (!EvidencePaths::isValidKey(result.key)) {
        result.failure = SpecImport::Failure::BadKey;
        return result;
    }
    result.path = probePathForKey(QFileInfo(workspaceRoot).absoluteFilePath(), result.key);
    const QByteArray yaml =
        IsolationProbe::toYaml(*result.spec, result.key, QFileInfo(specPath).fileName());
    if (!write(workspaceRoot, result.key, yaml, replace, &result.existing, &result.error)) {
        result.failure = result.existing.isEmpty() ? SpecImport::Failure::CannotWrite
                                                   : SpecImport::Failure::Exists;
        return result;
    }
    // What was written must read back as the same spec; say so rather than leave it unsaid.
    Diagnostics back;
    const auto probe = parseProbe(result.path, back);
    if (!probe || !probe->isolation) {
        result.diagnostics = back;
        result.failure = SpecImport::Failure::DoesNotReadBack;
    }
    return result;
}

std::optional<QString> ProbeTemplate::importSpec(const QString& workspaceRoot, const QString& key,
                                                 const QString& specPath, QString* error) {
    const SpecImport imported = importIsolationSpec(workspaceRoot, specPath, key, false);
    using Why = SpecImport::Failure;
    const QString first =
        imported.diagnostics.isEmpty() ? QString() : imported.diagnostics.first().localizedFormat();
    QString why;
    switch (imported.failure) {
        case Why::None:
            return EvidencePaths::relativeProbe(imported.key);
        case Why::BadSpec:
            why = translated(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                               "the isolation spec has %1 error(s), the first: %2"))
                      .arg(imported.diagnostics.size())
                      .arg(first);
            break;
        case Why::BadKey:
            why = translated(kBadKey).arg(imported.key);
            break;
        case Why::Exists:
        case Why::CannotWrite:
            why = imported.error;
            break;
        case Why::DoesNotReadBack:
            why = translated(QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                               "the imported probe does not read back: %1"))
                      .arg(first);
            break;
    }
    if (error) *error = why;
    return std::nullopt;
}

}  // namespace techlog
