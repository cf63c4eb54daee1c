// `techlog evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]`: two records compared as
// the replay compares a new record with the recorded one (docs/PROBES.md "Comparison").
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <optional>
#include <utility>

#include "commandline.h"
#include "commands.h"
#include "evidencepaths.h"
#include "probefile.h"
#include "probeworkspace.h"
#include "recordformat.h"
#include "recordreader.h"

namespace techlog::cli {

namespace {

const char* const kEvidenceDiffUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]\n"
    "\n"
    "Compares two records as replay compares a new record with the recorded one: each read by\n"
    "the record rule (line ends as \\n, the line end that closes the last line ignored), the\n"
    "probe's volatile fields masked when a probe is named, then diffed line by line. Prints\n"
    "the diff replay shows (`-` OLD, `+` NEW, two lines of context), nothing when they are\n"
    "the same.\n"
    "\n"
    "Options:\n"
    "  --probe KEY            mask as the probe final/evidence/probes/KEY.probe.yaml (or\n"
    "                         KEY.spec) does; or name a FILE.probe.yaml or FILE.spec\n"
    "  --workspace WORKSPACE  the workspace of --probe KEY (default: the one OLD lies in,\n"
    "                         else NEW's, else the current folder)\n"
    "  -h, --help             show this help\n"
    "\n"
    "Exit status: 0 the same, 1 they differ, 2 usage error, a file that cannot be read or a\n"
    "broken probe.\n");

QString usageMessage(const QString& message) {
    return Cli::tr("techlog evidence diff: %1 (see `techlog evidence diff --help`)\n").arg(message);
}

int usageError(const QString& message) {
    err(usageMessage(message));
    return Failure;
}

// A record as replay reads one (RecordReader::text); nothing, with the reason said, when the
// file cannot be read.
std::optional<QString> readRecord(const QString& path) {
    const QFileInfo info(path);
    QString why;
    if (!info.exists()) {
        why = Cli::tr("no such file");
    } else if (info.isDir()) {
        why = Cli::tr("a folder, not a record");
    } else {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = file.readAll();
            if (file.error() == QFileDevice::NoError) return RecordReader::text(bytes);
        }
        why = file.errorString();
    }
    err(Cli::tr("techlog evidence diff: cannot read %1: %2\n").arg(path, why));
    return std::nullopt;
}

// The probe file `--probe` names: a file, or KEY in WORKSPACE, or in the nearest folder above
// a record that has it, or in the current folder. Empty, with the reason said, when none.
QString findProbe(const QString& probe, const QString& workspace, const QStringList& records) {
    if (probe.endsWith(EvidencePaths::probeSuffix()) || probe.endsWith(QLatin1String(".spec"))) {
        if (QFileInfo(probe).isFile()) return probe;
        err(Cli::tr("techlog evidence diff: no probe file %1\n").arg(probe));
        return {};
    }
    if (!workspace.isEmpty()) {
        const QString path = probeFileForKey(workspace, probe);
        if (QFileInfo(path).isFile()) return path;
        err(Cli::tr("techlog evidence diff: no probe '%1' in %2 (%3 does not exist)\n")
                .arg(probe, workspace, QDir::cleanPath(path)));
        return {};
    }
    QStringList roots;
    for (const QString& record : records) {
        QDir dir = QFileInfo(record).absoluteDir();
        roots << dir.path();
        while (dir.cdUp()) roots << dir.path();
    }
    roots << QDir::currentPath();
    for (const QString& root : roots) {
        const QString path = probeFileForKey(root, probe);
        if (QFileInfo(path).isFile()) return path;
    }
    err(Cli::tr("techlog evidence diff: no probe '%1' (no %2 above the records or in the current "
                "folder; name the workspace with --workspace)\n")
            .arg(probe, EvidencePaths::relativeProbe(probe)));
    return {};
}

}  // namespace

QString evidenceDiffUsage() { return cliText(kEvidenceDiffUsage); }

int runEvidenceDiff(const QStringList& args) {
    CommandLine line(kEvidenceDiffUsage, [](const CommandLine::Problem& p) {
        if (p.kind == CommandLine::Problem::MissingValue)
            return usageMessage(Cli::tr("%1 needs a value").arg(p.word));
        return usageMessage(Cli::tr("unknown option '%1'").arg(p.word));
    });
    line.addValue(QStringLiteral("probe"));
    line.addValue(QStringLiteral("workspace"));
    line.setDashIsArgument();  // `-` names a file
    if (const std::optional<int> done = line.read(args)) return *done;
    const QStringList positional = line.positionals();
    const QString probeArg = line.value(QStringLiteral("probe"));
    const QString workspace = line.value(QStringLiteral("workspace"));
    if (positional.size() < 2) return usageError(Cli::tr("give two records, OLD and NEW"));
    if (positional.size() > 2)
        return usageError(Cli::tr("unexpected argument '%1'").arg(positional[2]));
    if (!workspace.isEmpty() && probeArg.isEmpty())
        return usageError(Cli::tr("--workspace is where --probe KEY is looked up; give --probe"));
    if (!workspace.isEmpty() && !QFileInfo(workspace).isDir()) {
        err(Cli::tr("techlog evidence diff: %1: not a folder\n").arg(workspace));
        return Failure;
    }
    const bool probeIsFile = probeArg.endsWith(EvidencePaths::probeSuffix()) ||
                             probeArg.endsWith(QLatin1String(".spec"));
    if (!probeArg.isEmpty() && !probeIsFile && !EvidencePaths::isValidKey(probeArg))
        return usageError(Cli::tr("invalid key '%1'").arg(probeArg));

    // Both files are read before anything is said of either: each that cannot be read is named.
    std::optional<QString> before = readRecord(positional[0]);
    std::optional<QString> after = readRecord(positional[1]);
    if (!before || !after) return Failure;

    // Moved, not shared: masking then frees each text it replaces (records may be megabytes).
    QString recorded = std::move(*before), fresh = std::move(*after);
    if (!probeArg.isEmpty()) {
        const QString path = findProbe(probeArg, workspace, positional);
        if (path.isEmpty()) return Failure;
        Diagnostics diagnostics;
        const std::optional<ProbeFile> probe = parseProbe(path, diagnostics);
        if (!probe) {
            for (const Diagnostic& d : diagnostics) err(d.localizedFormat() + u'\n');
            err(Cli::tr("techlog evidence diff: the probe %1 has %2 error(s)\n")
                    .arg(QDir::cleanPath(path))
                    .arg(diagnostics.size()));
            return Failure;
        }
        recorded = RecordFormat::mask(*probe, recorded);
        fresh = RecordFormat::mask(*probe, fresh);
    }
    const QString diff = RecordFormat::diff(recorded, fresh);
    out(diff);
    return diff.isEmpty() ? Ok : Findings;
}

}  // namespace techlog::cli
