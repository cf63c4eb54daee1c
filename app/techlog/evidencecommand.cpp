// `techlog evidence render WORKSPACE [--key KEY] [--force]`: draws raw records as SVG. `techlog
// evidence diff` has its own file (evidencediffcommand.cpp).
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include "commandline.h"
#include "commands.h"
#include "evidenceinsertion.h"
#include "evidencepaths.h"
#include "pathguard.h"
#include "recordprovenance.h"
#include "recordreader.h"
#include "recordsvgrenderer.h"

namespace techlog::cli {

namespace {

const char* const kEvidenceUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog evidence render WORKSPACE [--key KEY] [--force]\n"
    "\n"
    "Draws each raw terminal record final/evidence/raw/<key>.txt (or just KEY) as\n"
    "final/evidence/rendered/<key>.svg. An SVG whose provenance already names the current\n"
    "record and renderer is left as it is.\n"
    "\n"
    "Options:\n"
    "  --key KEY   render only this record\n"
    "  --force     rewrite even SVGs that are up to date\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit status: 0 success, 1 unknown key, 2 usage or I/O failure.\n");

QString usageMessage(const QString& message) {
    return Cli::tr("techlog evidence: %1 (see `techlog evidence --help`)\n").arg(message);
}

int usageError(const QString& message) {
    err(usageMessage(message));
    return Failure;
}

}  // namespace

int runEvidence(const QStringList& args) {
    if (!args.isEmpty() && args.first() == QLatin1String("diff"))
        return runEvidenceDiff(args.mid(1));
    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
        // `evidence --help` describes both subcommands, `evidence render --help` its own.
        const bool render = !args.isEmpty() && args.first() == QLatin1String("render");
        out(cliText(kEvidenceUsage) +
            (render ? QString() : QStringLiteral("\n") + evidenceDiffUsage()));
        return Ok;
    }
    if (args.isEmpty()) return usageError(Cli::tr("missing subcommand"));
    if (args.first() != QLatin1String("render"))
        return usageError(Cli::tr("unknown subcommand '%1'").arg(args.first()));

    CommandLine line(kEvidenceUsage, [](const CommandLine::Problem& p) {
        switch (p.kind) {
            case CommandLine::Problem::UnknownOption:
                return usageMessage(Cli::tr("unknown option '%1'").arg(p.word));
            case CommandLine::Problem::UnexpectedArgument:
                return usageMessage(Cli::tr("unexpected argument '%1'").arg(p.word));
            case CommandLine::Problem::MissingValue:
                return usageMessage(Cli::tr("--key needs a value"));
            case CommandLine::Problem::InvalidValue:
                break;
        }
        return usageMessage(Cli::tr("invalid key '%1'").arg(p.word));
    });
    line.addValue(QStringLiteral("key"), true, EvidencePaths::isValidKey);
    line.addFlag(QStringLiteral("force"));
    line.setOnePositional();
    if (const std::optional<int> done = line.read(args.mid(1))) return *done;
    const QString rootArg = line.workspace();
    const QString onlyKey = line.value(QStringLiteral("key"));
    const bool force = line.isSet(QStringLiteral("force"));
    if (rootArg.isEmpty()) return usageError(Cli::tr("missing WORKSPACE"));
    const QFileInfo rootInfo(rootArg);
    if (!rootInfo.isDir()) {
        err(Cli::tr("techlog evidence: %1: not a folder\n").arg(rootArg));
        return Failure;
    }
    // Only the evidence paths are needed: no documents are loaded.
    const QString root = QDir::cleanPath(rootInfo.absoluteFilePath());
    const QString rawDir = root + QLatin1Char('/') + EvidencePaths::rawFolder();
    const QString renderedDir = root + QLatin1Char('/') + EvidencePaths::renderedFolder();

    QStringList keys;
    if (!onlyKey.isEmpty()) {
        if (!QFileInfo(EvidencePaths::record(root, onlyKey)).isFile()) {
            err(Cli::tr("techlog evidence: unknown key '%1': no %2\n")
                    .arg(onlyKey, EvidencePaths::relativeRecord(onlyKey)));
            return Findings;
        }
        keys.append(onlyKey);
    } else {
        const QStringList files =
            QDir(rawDir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        for (const QString& file : files) keys.append(file.chopped(4));
        if (keys.isEmpty()) {
            out(Cli::tr("no raw records in %1\n").arg(EvidencePaths::rawFolder()));
            return Ok;
        }
    }
    // Records are read and figures written only inside the workspace, links included.
    const PathGuard guard(root);
    QString folderError;
    if (!guard.makeFolders(renderedDir, &folderError)) {
        err(Cli::tr("techlog evidence: %1\n").arg(folderError));
        return Failure;
    }

    const RecordRenderOptions options;
    int written = 0;
    int unchanged = 0;
    int failed = 0;
    for (const QString& key : keys) {
        const QString shown = EvidencePaths::relativeFigure(key);
        QString refused;
        const std::optional<QString> raw =
            guard.confine(EvidencePaths::record(root, key), &refused);
        const std::optional<QString> svgTarget =
            raw ? guard.writable(EvidencePaths::figure(root, key), &refused) : std::nullopt;
        if (!raw || !svgTarget) {
            err(Cli::tr("techlog evidence: %1: %2\n").arg(key, refused));
            ++failed;
            continue;
        }
        const QString& rawPath = *raw;
        const QString& svgPath = *svgTarget;
        if (!force) {
            // Up to date: drawn from these record bytes, by this renderer, with this layout.
            const std::optional<RecordProvenance> existing = RecordProvenance::read(svgPath);
            if (existing && existing->renderer == RecordSvgRenderer::rendererVersion() &&
                existing->layout == RecordSvgRenderer::layoutSignature(options) &&
                existing->drawnFrom(RecordReader::readFile(rawPath))) {
                out(Cli::tr("unchanged %1\n").arg(shown));
                ++unchanged;
                continue;
            }
        }
        RecordRenderInfo info;
        QString error;
        const QByteArray svg = RecordSvgRenderer::renderFile(rawPath, key, options, &info, &error);
        if (svg.isEmpty()) {
            err(Cli::tr("techlog evidence: %1\n").arg(error));
            ++failed;
            continue;
        }
        QSaveFile file(svgPath);
        if (!file.open(QIODevice::WriteOnly) || file.write(svg) != svg.size() || !file.commit()) {
            err(Cli::tr("techlog evidence: cannot write %1: %2\n")
                    .arg(svgPath, file.errorString()));
            ++failed;
            continue;
        }
        QString summary =
            EvidenceInsertion::claim(info.provenance.lines, info.provenance.exitStatus);
        if (info.shownLines < info.provenance.lines)
            summary += Cli::tr(", %1 drawn").arg(info.shownLines);
        out(Cli::tr("wrote %1 (%2)\n").arg(shown, summary));
        ++written;
    }
    out(Cli::tr("%1 written, %2 unchanged%3\n")
            .arg(written)
            .arg(unchanged)
            .arg(failed ? Cli::tr(", %1 failed").arg(failed) : QString()));
    return failed ? Failure : Ok;
}

}  // namespace techlog::cli
