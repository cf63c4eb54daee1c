// `techlog probe import WORKSPACE FILE.spec --key KEY`: turns a PostgreSQL isolation spec into
// a probe file of the workspace (docs/PROBES.md "Isolation specs"), so that it is replayed,
// recorded and rendered like any probe.
#include <QDir>
#include <QFileInfo>

#include "commandline.h"
#include "commands.h"
#include "isolationspec.h"
#include "probetemplate.h"

namespace techlog::cli {

namespace {

const char* const kProbeUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog probe import WORKSPACE FILE.spec --key KEY [--force]\n"
    "\n"
    "Writes final/evidence/probes/KEY.probe.yaml from a PostgreSQL isolation spec\n"
    "(src/test/isolation): setup, teardown, sessions with their setup and teardown, steps, and\n"
    "permutations with their (*) / (step) / (step notices N) markers, or `all`. Replay it with\n"
    "`techlog replay WORKSPACE KEY` (add --record to keep its first record).\n"
    "\n"
    "Options:\n"
    "  --key KEY   the evidence key (default: the spec's name)\n"
    "  --force     replace an existing probe file\n"
    "\n"
    "Exit status: 0 written, 2 usage error, a bad spec or a file that cannot be written.\n");

int runImport(const QStringList& args) {
    CommandLine line(kProbeUsage, [](const CommandLine::Problem& p) {
        if (p.kind == CommandLine::Problem::MissingValue)
            return Cli::tr("techlog probe import: --key needs a value\n");
        return Cli::tr("techlog probe import: unknown option '%1'\n\n").arg(p.word) +
               cliText(kProbeUsage);
    });
    line.addValue(QStringLiteral("key"));
    line.addFlag(QStringLiteral("force"));
    line.setDashIsArgument();
    if (const std::optional<int> done = line.read(args)) return *done;
    const QStringList positional = line.positionals();
    QString key = line.value(QStringLiteral("key"));
    const bool force = line.isSet(QStringLiteral("force"));
    if (positional.size() != 2) {
        err(cliText(kProbeUsage));
        return Failure;
    }
    const QString root = positional[0], specPath = positional[1];
    if (!QFileInfo(root).isDir()) {
        err(Cli::tr("techlog probe import: %1 is not a folder\n").arg(root));
        return Failure;
    }
    // The import itself is the library's (the studio imports the same way); the messages
    // are the command's.
    const ProbeTemplate::SpecImport imported =
        ProbeTemplate::importIsolationSpec(root, specPath, key, force);
    // Paths as the command line gave the workspace.
    const auto asGiven = [&](const QString& absolute) {
        return QDir::cleanPath(QDir(root).filePath(
            QDir(QFileInfo(root).absoluteFilePath()).relativeFilePath(absolute)));
    };
    using Why = ProbeTemplate::SpecImport::Failure;
    switch (imported.failure) {
        case Why::None:
            break;
        case Why::BadSpec:
            for (const Diagnostic& d : imported.diagnostics) err(d.localizedFormat() + u'\n');
            err(Cli::tr("techlog probe import: the spec has %1 error(s)\n")
                    .arg(imported.diagnostics.size()));
            return Failure;
        case Why::BadKey:
            err(Cli::tr("techlog probe import: '%1' is not a usable key\n").arg(imported.key));
            return Failure;
        case Why::Exists:
            err(Cli::tr("techlog probe import: %1 exists (use --force to replace it)\n")
                    .arg(asGiven(imported.existing)));
            return Failure;
        case Why::CannotWrite:
            err(Cli::tr("techlog probe import: %1\n").arg(imported.error));
            return Failure;
        case Why::DoesNotReadBack:
            for (const Diagnostic& d : imported.diagnostics) err(d.localizedFormat() + u'\n');
            err(Cli::tr("techlog probe import: %1 does not read back\n")
                    .arg(asGiven(imported.path)));
            return Failure;
    }
    const IsolationSpec* spec = &*imported.spec;
    // A generated count can be past counting: then it is "more than" the limit.
    const bool many = spec->hasMorePermutationsThanCounted();
    out((many ? Cli::tr("wrote %1 (%2 sessions, %3 steps, more than %4 permutations%5)\n")
              : Cli::tr("wrote %1 (%2 sessions, %3 steps, %4 permutations%5)\n"))
            .arg(QDir(root).relativeFilePath(asGiven(imported.path)))
            .arg(spec->sessions.size())
            .arg(spec->steps.size())
            .arg(many ? IsolationSpec::kPermutationCountLimit : spec->permutationCount())
            .arg(spec->permutations.isEmpty() ? Cli::tr(", all generated") : QString()));
    return Ok;
}

}  // namespace

int runProbe(const QStringList& args) {
    if (args.isEmpty() || args[0] == u"-h" || args[0] == u"--help") {
        (args.isEmpty() ? err : out)(cliText(kProbeUsage));
        return args.isEmpty() ? Failure : Ok;
    }
    if (args[0] == u"import") return runImport(args.mid(1));
    err(Cli::tr("techlog probe: unknown subcommand '%1'\n\n").arg(args[0]) + cliText(kProbeUsage));
    return Failure;
}

}  // namespace techlog::cli
