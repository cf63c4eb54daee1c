// `techlog replay WORKSPACE KEY | FILE.probe.yaml | FILE.spec`: re-runs a probe (or a PostgreSQL
// isolation spec) against PostgreSQL and compares the new record with the recorded one
// (docs/PROBES.md).
#include <signal.h>

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <atomic>
#include <cstdio>

#include "acceptrecord.h"
#include "commandline.h"
#include "commands.h"
#include "evidencepaths.h"
#include "interleavingexplorer.h"
#include "isolationreplay.h"
#include "ledgerwriter.h"
#include "pathguard.h"
#include "probefile.h"
#include "proberunner.h"
#include "probeworkspace.h"
#include "recordsvgrenderer.h"
#include "workspaceloader.h"

namespace techlog::cli {

namespace {

const char* const kReplayUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog replay WORKSPACE KEY [OPTIONS]\n"
    "       techlog replay FILE.probe.yaml [OPTIONS]\n"
    "       techlog replay FILE.spec [--format isolation|record] [--expected FILE.out]\n"
    "                    [--timeout S] [--db CONNINFO]\n"
    "\n"
    "Runs the probe final/evidence/probes/KEY.probe.yaml, writes the new record to stdout,\n"
    "compares it with final/evidence/raw/KEY.txt (volatile fields masked) and prints the\n"
    "verdict: reproduced, differs (with a diff) or could not run (why). Each verdict is\n"
    "appended to the probe's ledger, final/evidence/probes/KEY.ledger (docs/REVIEW.md).\n"
    "\n"
    "Options:\n"
    "  --db CONNINFO     use an existing PostgreSQL server (a fresh database is created and\n"
    "                    dropped there); default: a throwaway local cluster\n"
    "  --mongo-uri URI   MongoDB probes: use the MongoDB server at URI (mongodb://HOST:PORT; a\n"
    "                    fresh database is created and dropped there); default: a throwaway\n"
    "                    embedded FerretDB\n"
    "  --allow-remote    allow --db or --mongo-uri to name a host that is not loopback or a\n"
    "                    Unix socket\n"
    "  --levels LEVELS   run the probe once per isolation level (all, or a list such as\n"
    "                    \"read committed,serializable\"), each in a fresh database, and print\n"
    "                    one matrix record\n"
    "  --explore         run every interleaving of the sessions' steps (each session's own\n"
    "                    order kept) and list which meet the expectations; names the failing\n"
    "                    one with the fewest switches as a permutations: entry to paste\n"
    "  --max N           with --explore: at most N interleavings (default 1000; beyond, an\n"
    "                    even, deterministic sample)\n"
    "  --write           with --explore: add the smallest failing order to the probe's\n"
    "                    permutations: list (permutation probes)\n"
    "  --out FILE        write the new record to FILE instead of stdout\n"
    "  --record          accept the new record: replace the raw record (old one kept as\n"
    "                    KEY.txt.bak), re-render its SVG, set evidenceCapturedOn in the\n"
    "                    documents that cite it\n"
    "  -v, --verbose     print the live transcript to stderr\n"
    "\n"
    "A PostgreSQL isolation spec (src/test/isolation) runs as isolationtester runs it, in a\n"
    "fresh database isolation_regression:\n"
    "  --format isolation  print exactly what isolationtester prints (stdout and stderr)\n"
    "  --format record     print the record (default)\n"
    "  --expected FILE     compare with FILE.out or FILE_0.out ... FILE_9.out (default:\n"
    "                      ../expected/NAME.out beside specs/, or NAME.out beside the spec)\n"
    "  --timeout S         step timeout (isolationtester's PGISOLATIONTIMEOUT; default 300)\n"
    "\n"
    "Exit status: 0 reproduced (or recorded), 1 differs, 2 could not run / usage error.\n");

std::atomic_bool g_cancel{false};

extern "C" void onSignal(int signal) {
    g_cancel.store(true);
    // A second Ctrl-C ends the process at once.
    ::signal(signal, SIG_DFL);
}

struct SignalGuard {
    struct sigaction oldInt {
    }, oldTerm{};
    SignalGuard() {
        struct sigaction sa {};
        sa.sa_handler = onSignal;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGINT, &sa, &oldInt);
        sigaction(SIGTERM, &sa, &oldTerm);
    }
    ~SignalGuard() {
        sigaction(SIGINT, &oldInt, nullptr);
        sigaction(SIGTERM, &oldTerm, nullptr);
    }
};

// A spec: the isolation output or the record, then the verdict against the expected output.
int runSpecReplay(const QString& specPath, const QString& db, bool allowRemote,
                  bool isolationFormat, const QString& expected, int timeout, bool verbose,
                  const QString& level = {});

// `--levels` on a spec: the spec once per level (`default_transaction_isolation` of its
// database), each output under `== LEVEL ==` and judged against the expected file as one run
// is; then one line per level. Exit 0 when every level reproduced, 1 when one differed, 2 when
// one could not run.
int runSpecLevels(const QString& specPath, const QString& db, bool allowRemote,
                  bool isolationFormat, const QString& expected, int timeout, bool verbose,
                  const QStringList& levels) {
    int worst = Ok;
    for (const QString& level : levels) {
        out(QStringLiteral("== %1 ==\n").arg(level));
        err(QStringLiteral("== %1 ==\n").arg(level));
        const int status = runSpecReplay(specPath, db, allowRemote, isolationFormat, expected,
                                         timeout, verbose, level);
        worst = std::max(worst, status);
        if (status == Failure && g_cancel.load()) break;
    }
    return worst;
}

int runSpecReplay(const QString& specPath, const QString& db, bool allowRemote,
                  bool isolationFormat, const QString& expected, int timeout, bool verbose,
                  const QString& level) {
    IsolationReplay::Options options;
    options.replay.connInfo = db;
    options.replay.allowRemote = allowRemote;
    options.replay.cancel = &g_cancel;
    options.replay.recordedPath = expected;
    options.replay.level = level;
    options.stepTimeoutSeconds = timeout;
    if (verbose) options.replay.transcript = [](const QString& line) { err(line + u'\n'); };
    if (isolationFormat)
        options.output = [](const QByteArray& bytes) {
            std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
            std::fflush(stdout);
        };
    g_cancel.store(false);
    ReplayResult result;
    IsolationResult raw;
    {
        SignalGuard guard;
        result = IsolationReplay::run(specPath, options, &raw);
    }
    const QString name = QFileInfo(specPath).completeBaseName();
    if (!result.diagnostics.isEmpty()) {
        for (const Diagnostic& d : result.diagnostics) err(d.localizedFormat() + u'\n');
        err(Cli::tr("techlog replay: could not run: the spec has %1 error(s)\n")
                .arg(result.diagnostics.size()));
        return Failure;
    }
    if (result.verdict == Verdict::CouldNotRun && !raw.ran) {
        err(Cli::tr("%1: could not run: %2\n").arg(name, result.localizedError()));
        return Failure;
    }
    if (!isolationFormat) out(result.record + u'\n');
    const bool judged = !result.recorded.isEmpty() || result.verdict == Verdict::Reproduced;
    if (!judged) {
        // Nothing to compare with: the exit status is isolationtester's own.
        if (!expected.isEmpty()) {
            err(Cli::tr("%1: cannot compare: %2\n").arg(name, result.localizedError()));
            return Failure;
        }
        return raw.exitStatus == 0 ? Ok : Findings;
    }
    if (result.verdict == Verdict::Reproduced) {
        err(Cli::tr("%1: reproduced %2 (PostgreSQL %3)\n")
                .arg(name, QDir::cleanPath(result.recordedPath), result.serverVersion));
        return Ok;
    }
    err(Cli::tr("%1: differs from %2 (PostgreSQL %3)%4\n")
            .arg(name, QDir::cleanPath(result.recordedPath), result.serverVersion,
                 result.error.isEmpty() ? QString()
                                        : QStringLiteral(": ") + result.localizedError()));
    err(result.maskedDiff);
    return Findings;
}

// `--explore --write`: the smallest failing order added to the probe file's permutations
// (re-read before it is saved). False, and why on stderr, when the file is left as it was.
bool writeSmallestOrder(const ProbeFile& probe, const QString& probePath,
                        const InterleavingExplorer::Result& explored) {
    QStringList smallest;
    for (const InterleavingExplorer::Level& l : explored.levels)
        if (smallest.isEmpty() && l.smallestFailing() >= 0)
            smallest = l.orders[l.smallestFailing()].steps;
    if (smallest.isEmpty()) {
        err(Cli::tr("techlog replay: --write: no order failed; nothing to add\n"));
        return true;
    }
    QString why;
    QFile file(probePath);
    const std::optional<QByteArray> changed =
        file.open(QIODevice::ReadOnly)
            ? InterleavingExplorer::withPermutation(file.readAll(), smallest, &why)
            : std::nullopt;
    if (why.isEmpty() && !changed) why = file.errorString();
    Diagnostics check;
    if (changed && !parseProbeText(probePath, *changed, check)) why = check.value(0).format();
    QSaveFile save(probePath);
    if (!changed || !why.isEmpty() || !save.open(QIODevice::WriteOnly) ||
        save.write(*changed) != changed->size() || !save.commit()) {
        err(Cli::tr("techlog replay: --write: %1 is unchanged: %2\n")
                .arg(probe.relativePath, why.isEmpty() ? save.errorString() : why));
        return false;
    }
    err(Cli::tr("added [%1] to the permutations of %2\n")
            .arg(smallest.join(QStringLiteral(", ")), probe.relativePath));
    return true;
}

// `--explore`: every interleaving of the probe's sessions, its report on stdout (exit 0 all
// held, 1 one failed, 2 could not run); with `--write`, the smallest failing order added.
int runExplore(const ProbeFile& probe, const QString& probePath, const QString& db,
               bool allowRemote, bool verbose, int max, const QStringList& levels,
               bool writeOrder) {
    if (probe.isMongo() || probe.mode == ProbeMode::Isolation) {
        err(
            Cli::tr("techlog replay: --explore is for PostgreSQL probes (races and "
                    "permutations)\n"));
        return Failure;
    }
    if (probe.sessions.size() < 2) {
        const SourcePos at = probe.sessions.isEmpty() ? SourcePos{1, 1} : probe.sessions[0].pos;
        err(makeDiagnostic(probe.relativePath, at.line, at.column, Severity::Error,
                           QStringLiteral("probe-explore-one-session"),
                           QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                             "--explore interleaves the steps of two sessions "
                                             "or more; this probe has one"),
                           {})
                .localizedFormat() +
            u'\n');
        return Failure;
    }
    ReplayOptions options;
    options.connInfo = db;
    options.allowRemote = allowRemote;
    options.cancel = &g_cancel;
    if (verbose) options.transcript = [](const QString& l) { err(l + u'\n'); };
    g_cancel.store(false);
    InterleavingExplorer::Result explored;
    {
        SignalGuard guard;
        explored = InterleavingExplorer::explore(probe, options, max, levels);
    }
    const QString report = InterleavingExplorer::report(probe, explored);
    if (explored.exitStatus() == 2) {
        err(Cli::tr("%1: could not run: %2\n").arg(probe.key, report));
        return explored.exitStatus();
    }
    out(report + u'\n');
    if (writeOrder && !writeSmallestOrder(probe, probePath, explored)) return Failure;
    return explored.exitStatus();
}

}  // namespace

int runReplay(const QStringList& args) {
    CommandLine line(kReplayUsage, [](const CommandLine::Problem& p) {
        if (p.kind == CommandLine::Problem::MissingValue)
            return Cli::tr("techlog replay: %1 needs a value\n\n").arg(p.word) +
                   cliText(kReplayUsage);
        return Cli::tr("techlog replay: unknown option '%1'\n\n").arg(p.word) +
               cliText(kReplayUsage);
    });
    line.addValue(QStringLiteral("db"));
    line.addValue(QStringLiteral("mongo-uri"));
    line.addValue(QStringLiteral("levels"));
    line.addValue(QStringLiteral("max"));
    line.addFlag(QStringLiteral("explore"));
    line.addFlag(QStringLiteral("write"));
    line.addValue(QStringLiteral("out"));
    // These three never took `=VALUE`: `--format=record` is an unknown option.
    for (const char* name : {"format", "expected", "timeout"})
        line.addValue(QLatin1String(name), false);
    line.addFlag(QStringLiteral("allow-remote"));
    line.addFlag(QStringLiteral("record"));
    line.addFlag(QStringLiteral("verbose"), QStringLiteral("v"));
    line.setDashIsArgument();
    if (const std::optional<int> done = line.read(args)) return *done;
    const QStringList positional = line.positionals();
    const QString db = line.value(QStringLiteral("db"));
    const QString mongoUri = line.value(QStringLiteral("mongo-uri"));
    const QString levelsText = line.value(QStringLiteral("levels"));
    const bool explore = line.isSet(QStringLiteral("explore"));
    const bool writeOrder = line.isSet(QStringLiteral("write"));
    if (writeOrder && !explore) {
        err(Cli::tr("techlog replay: --write adds what --explore finds; give both\n"));
        return Failure;
    }
    const QString maxText = line.value(QStringLiteral("max"));
    int max = InterleavingExplorer::kDefaultMax;
    if (!maxText.isEmpty()) {
        bool ok = false;
        max = maxText.toInt(&ok);
        if (!ok || max < 1 || !explore) {
            err(Cli::tr("techlog replay: --max takes a whole number >= 1, with --explore\n"));
            return Failure;
        }
    }
    QStringList levels;
    if (levelsText.trimmed() == u"all") {
        levels = isolationLevels();
    } else if (!levelsText.isEmpty()) {
        for (const QString& written : levelsText.split(u',', Qt::SkipEmptyParts)) {
            const std::optional<QString> level = isolationLevelNamed(written);
            if (!level) {
                err(Cli::tr("techlog replay: unknown isolation level '%1' in --levels (read "
                            "committed, repeatable read, serializable, or all)\n")
                        .arg(written.trimmed()));
                return Failure;
            }
            levels << *level;
        }
        levels = orderedLevels(levels);
    }
    const QString format = line.value(QStringLiteral("format"));
    const QString expected = line.value(QStringLiteral("expected"));
    const QString timeout = line.value(QStringLiteral("timeout"));
    const QString outPath = line.value(QStringLiteral("out"));
    const bool allowRemote = line.isSet(QStringLiteral("allow-remote"));
    const bool record = line.isSet(QStringLiteral("record"));
    const bool verbose = line.isSet(QStringLiteral("verbose"));
    const bool spec = positional.size() == 1 && positional[0].endsWith(QLatin1String(".spec"));
    if (!spec && (!format.isEmpty() || !expected.isEmpty() || !timeout.isEmpty())) {
        err(
            Cli::tr("techlog replay: --format, --expected and --timeout are for .spec "
                    "files\n"));
        return Failure;
    }
    if (spec) {
        bool ok = timeout.isEmpty();
        const int seconds = timeout.isEmpty() ? 0 : timeout.toInt(&ok);
        if (!ok || (!timeout.isEmpty() && seconds <= 0)) {
            err(Cli::tr("techlog replay: --timeout needs a whole number of seconds > 0\n"));
            return Failure;
        }
        if (!format.isEmpty() && format != u"isolation" && format != u"record") {
            err(Cli::tr("techlog replay: --format is isolation or record, not '%1'\n").arg(format));
            return Failure;
        }
        if (record || !outPath.isEmpty()) {
            err(
                Cli::tr("techlog replay: --record and --out are for probes; import the "
                        "spec first (techlog probe import)\n"));
            return Failure;
        }
        if (explore) {
            err(
                Cli::tr("techlog replay: --explore is for PostgreSQL probes (races and "
                        "permutations)\n"));
            return Failure;
        }
        if (!levels.isEmpty())
            return runSpecLevels(positional[0], db, allowRemote, format == u"isolation", expected,
                                 seconds, verbose, levels);
        return runSpecReplay(positional[0], db, allowRemote, format == u"isolation", expected,
                             seconds, verbose);
    }
    QString probePath;
    if (positional.size() == 1 && positional[0].endsWith(EvidencePaths::probeSuffix())) {
        probePath = positional[0];
    } else if (positional.size() == 2) {
        probePath = probeFileForKey(positional[0], positional[1]);  // or KEY.spec
        if (!QFileInfo::exists(probePath)) {
            err(Cli::tr("techlog replay: could not run: no probe for '%1' (%2 does not exist)\n")
                    .arg(positional[1], QDir::cleanPath(probePath)));
            return Failure;
        }
    } else {
        err(cliText(kReplayUsage));
        return Failure;
    }

    Diagnostics diagnostics;
    const auto probe = parseProbe(probePath, diagnostics);
    if (!probe) {
        for (const Diagnostic& d : diagnostics) err(d.localizedFormat() + u'\n');
        err(Cli::tr("techlog replay: could not run: the probe has %1 error(s)\n")
                .arg(diagnostics.size()));
        return Failure;
    }
    if (!levels.isEmpty() && probe->isMongo()) {
        err(Cli::tr("techlog replay: --levels is for PostgreSQL probes; %1 has engine: mongodb\n")
                .arg(probe->relativePath));
        return Failure;
    }
    if (!levels.isEmpty()) {
        // Expectations for a level this run leaves out: the author meant a run that has it.
        Diagnostics notRun;
        for (const QString& level : probe->expectAt.keys())
            if (!levels.contains(level))
                notRun << makeDiagnostic(probe->relativePath, probe->expectAt.value(level).line,
                                         probe->expectAt.value(level).column, Severity::Error,
                                         QStringLiteral("probe-level-not-run"),
                                         levelNotRunText(level, levels));
        if (!notRun.isEmpty()) {
            for (const Diagnostic& d : notRun) err(d.localizedFormat() + u'\n');
            return Failure;
        }
        if (record && probe->levels != levels) {
            err(
                Cli::tr("techlog replay: --record with --levels needs a probe whose levels: are "
                        "those levels (its record is the matrix)\n"));
            return Failure;
        }
    }
    if (explore) {
        if (record || !outPath.isEmpty()) {
            err(
                Cli::tr("techlog replay: --explore prints a report; --record and --out are for "
                        "records\n"));
            return Failure;
        }
        return runExplore(*probe, probePath, db, allowRemote, verbose, max, levels, writeOrder);
    }
    if (record && probe->workspaceRoot.isEmpty()) {
        err(
            Cli::tr("techlog replay: --record needs a probe inside a workspace "
                    "(final/evidence/probes/)\n"));
        return Failure;
    }

    ReplayOptions options;
    options.connInfo = db;
    options.mongoUri = mongoUri;
    options.levels = levels;
    options.allowRemote = allowRemote;
    options.cancel = &g_cancel;
    if (verbose) options.transcript = [](const QString& line) { err(line + u'\n'); };
    g_cancel.store(false);
    ReplayResult result;
    {
        SignalGuard guard;  // Ctrl-C stops the run; the cluster is shut down and removed
        result = ProbeRunner(options).run(*probe);
    }

    // The verdict goes where the record does not.
    auto say = [&](const QString& text) { outPath.isEmpty() ? err(text) : out(text); };
    QString ledgerError;
    if (!LedgerWriter::appendReplay(*probe, result, &ledgerError))
        err(Cli::tr("techlog replay: warning: could not append to the ledger: %1\n")
                .arg(ledgerError));
    if (result.verdict == Verdict::CouldNotRun) {
        // What ran before it stopped is context, not a record: it goes to stderr.
        if (!result.record.isEmpty() && !verbose)
            err(Cli::tr("what ran before it stopped:\n%1\n").arg(result.record));
        err(Cli::tr("%1: could not run: %2\n").arg(probe->key, result.localizedError()));
        return Failure;
    }
    if (!result.record.isEmpty()) {
        const QString text = result.record + u'\n';
        if (outPath.isEmpty()) {
            out(text);
        } else {
            QString refused;
            if (!PathGuard::isPlainOutputFile(outPath, &refused)) {
                err(Cli::tr("techlog replay: %1\n").arg(refused));
                return Failure;
            }
            QSaveFile f(outPath);
            const QByteArray bytes = text.toUtf8();
            if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
                err(Cli::tr("techlog replay: cannot write %1: %2\n").arg(outPath, f.errorString()));
                return Failure;
            }
        }
    }
    for (const QString& f : result.localizedFailedExpectations())
        say(Cli::tr("expectation failed: %1\n").arg(f));
    const QString server = result.serverText();
    if (result.verdict == Verdict::Reproduced) {
        say(Cli::tr("%1: reproduced (%2)\n").arg(probe->key, server));
    } else {
        const QString why =
            result.error.isEmpty() ? QString() : QStringLiteral(": ") + result.localizedError();
        // A probe outside a workspace has no record path: "differs from  (" said nothing.
        if (result.recordedPath.isEmpty())
            say(Cli::tr("%1: differs (%2)%3\n").arg(probe->key, server, why));
        else
            say(Cli::tr("%1: differs from %2 (%3)%4\n")
                    .arg(probe->key, QDir::cleanPath(result.recordedPath), server, why));
        say(result.maskedDiff);
    }
    if (!record) return result.exitStatus();

    // The citing documents are found in the front matter as loaded: documents and links only.
    QString loadError;
    LoadOptions documentsOnly;
    documentsOnly.runChecks = false;
    const std::optional<Workspace> ws =
        loadWorkspace(probe->workspaceRoot, documentsOnly, &loadError);
    if (!ws) {
        err(Cli::tr("techlog replay: --record failed: %1\n").arg(loadError));
        return Failure;
    }
    const RecordSvgRenderer drawer;
    const AcceptResult accepted =
        acceptRecord(*ws, probe->key, result.record, QDate::currentDate(), &drawer);
    if (!accepted.ok) {
        err(Cli::tr("techlog replay: --record failed: %1\n").arg(accepted.error));
        return Failure;
    }
    if (!LedgerWriter::appendRecorded(*probe, result.serverVersion, &ledgerError))
        err(Cli::tr("techlog replay: warning: could not append to the ledger: %1\n")
                .arg(ledgerError));
    say(Cli::tr("recorded %1%2\n")
            .arg(ws->relativePath(accepted.recordPath),
                 accepted.backupPath.isEmpty()
                     ? QString()
                     : Cli::tr(" (old record kept as %1)")
                           .arg(QFileInfo(accepted.backupPath).fileName())));
    if (accepted.svgRendered)
        say(Cli::tr("rendered %1\n").arg(ws->relativePath(accepted.svgPath)));
    else
        say(Cli::tr("warning: could not render %1: %2\n").arg(accepted.svgPath, accepted.svgError));
    for (const QString& doc : accepted.updatedDocuments)
        say(Cli::tr("evidenceCapturedOn set in %1\n").arg(doc));
    return Ok;
}

}  // namespace techlog::cli
