// `techlog`: the command-line face of the studio, for CI.
#include <QCoreApplication>
#include <QHashSeed>
#include <QRegularExpression>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "commands.h"
#include "messagecatalogue.h"
#include "mongoprocess.h"
#include "pdfexport.h"

using namespace techlog::cli;

namespace {

const char* const kUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  check WORKSPACE [--format text|json]     report diagnostics (exit 1 on errors)\n"
    "  check WORKSPACE --format sarif           the same as SARIF 2.1.0, for CI\n"
    "  graph WORKSPACE [--format json|dot]      print the relation graph\n"
    "  evidence render WORKSPACE [--key KEY] [--force]\n"
    "                                           draw raw records as SVG\n"
    "  evidence diff OLD NEW [--probe KEY] [--workspace WORKSPACE]\n"
    "                                           compare two records as replay does (exit 1\n"
    "                                           when they differ)\n"
    "  export WORKSPACE --html OUTDIR | --pdf FILE [--doc PATH] [--status STATUS] [--strict]\n"
    "                                           export rendered pages\n"
    "  replay WORKSPACE KEY | FILE.probe.yaml | FILE.spec [--db CONNINFO] [--allow-remote]\n"
    "         [--out FILE] [--record]\n"
    "                                           re-run a probe and compare with its record\n"
    "  review WORKSPACE [DOC...] [--format text|json]\n"
    "                                           the review gates (exit 1 when one fails)\n"
    "  debt WORKSPACE [DOC...] [--format text|json|md] [--acknowledge HASH]\n"
    "                                           the verification debt\n"
    "  publish WORKSPACE DOC... [--reason TEXT] [--force]\n"
    "  unpublish WORKSPACE DOC... [--reason TEXT]\n"
    "                                           set status 게시 (gates must pass) / 게시 전\n"
    "  new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG --title TITLE\n"
    "                                           a new document from its kind's template\n"
    "  rename WORKSPACE PATH [--title TITLE] [--slug SLUG] [--topic TOPIC] [--kind KIND]\n"
    "         [--dry-run]\n"
    "                                           a new title (every relation follows) or a move\n"
    "  probe import WORKSPACE FILE.spec --key KEY\n"
    "                                           turn an isolation spec into a probe\n"
    "\n"
    "Options:\n"
    "  -h, --help      show this help (or `techlog COMMAND --help`)\n"
    "  -V, --version   show the version\n"
    "\n"
    "Exit status: 0 success, 1 findings (errors, differences), 2 usage or I/O failure.\n");

QString usage() { return cliText(kUsage); }

}  // namespace

// PDF export prints with Qt WebEngine (Chromium) in an application made for it
// (makePdfApplication, pdfexport.h: in `techlog`, the hand-off to techlog-pdf); everything else
// runs on a plain QCoreApplication and never starts Chromium. Chosen before `export` reads its
// arguments, by the rule it always had: any word `--pdf` or `--pdf=FILE` after `export`, even
// in a line export then refuses (what the GUI application itself prints stays the same). UTF-8
// does to decode the words here: there is no application yet, and only an option name is
// looked for.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv) {
    const QStringList words = argc > 1 ? QStringList(argv + 1, argv + argc) : QStringList();
    // indexOf() matches the whole word.
    static const QRegularExpression pdf(QStringLiteral("--pdf(=.*)?"),
                                        QRegularExpression::DotMatchesEverythingOption);
    if (words.value(0) == QLatin1String("export") && words.indexOf(pdf, 1) > 0)
        return makePdfApplication(argc, argv);
    return std::make_unique<QCoreApplication>(argc, argv);
}

int run(int argc, char** argv) {
    // Same input, same bytes: Qt's hashes (e.g. the font objects of a PDF) iterate in seed order.
    QHashSeed::setDeterministicGlobalSeed();
    // Never destroyed: see main().
    std::unique_ptr<QCoreApplication> made = makeApplication(argc, argv);
    if (!made) return Failure;
    QCoreApplication& app = *made.release();
    QCoreApplication::setApplicationName(QStringLiteral("techlog"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TECHLOG_VERSION));
    // The locale's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG): Korean gets the messages in
    // Korean. Kept for the process's life, as the application is.
    if (techlog::MessageCatalogue::wantsKorean()) (new techlog::MessageCatalogue)->installKorean();
    QStringList args = app.arguments();
    args.removeFirst();
    if (args.isEmpty()) {
        err(usage());
        return Failure;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("-h") || command == QLatin1String("--help") ||
        command == QLatin1String("help")) {
        out(usage());
        return Ok;
    }
    if (command == QLatin1String("-V") || command == QLatin1String("--version")) {
        out(QStringLiteral("techlog %1\n").arg(QStringLiteral(TECHLOG_VERSION)));
        return Ok;
    }
    if (command == QLatin1String("check")) return runCheck(args);
    if (command == QLatin1String("graph")) return runGraph(args);
    if (command == QLatin1String("evidence")) return runEvidence(args);
    if (command == QLatin1String("export")) return runExport(args);
    if (command == QLatin1String("replay")) return runReplay(args);
    if (command == QLatin1String("review")) return runReview(args);
    if (command == QLatin1String("debt")) return runDebt(args);
    if (command == QLatin1String("publish")) return runPublish(args, true);
    if (command == QLatin1String("unpublish")) return runPublish(args, false);
    if (command == QLatin1String("probe")) return runProbe(args);
    if (command == QLatin1String("new")) return runNew(args);
    if (command == QLatin1String("rename")) return runRename(args);
    err(Cli::tr("techlog: unknown command '%1'\n\n").arg(command) + usage());
    return Failure;
}

// Every command has finished its work (files committed, clusters stopped, temporary folders
// removed) when it returns; what is left is freeing memory the system takes back anyway, which
// for a large workspace was a tenth of `techlog check`'s time. So flush and leave.
int main(int argc, char** argv) {
    techlog::MongoProcess::prepare();  // before any thread
    const int status = run(argc, argv);
    std::fflush(nullptr);
    std::_Exit(status);
}
