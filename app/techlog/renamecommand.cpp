// `techlog rename WORKSPACE PATH --title TITLE [--dry-run]`
#include <QDir>

#include "commandline.h"
#include "commands.h"
#include "documentmove.h"
#include "titlerename.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kRenameUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog rename WORKSPACE PATH [--title TITLE] [--slug SLUG] [--topic TOPIC]\n"
    "                      [--kind CONCEPT|CASE|RULE] [--dry-run]\n"
    "\n"
    "Gives the document at PATH (workspace-relative) the title TITLE: its `title:`, its `#`\n"
    "heading when that was the old title, and every relation in the workspace that names the\n"
    "old title. Prints each changed line (path:line, before and after). --dry-run prints them\n"
    "and writes nothing. Refused before anything is written when the title is another\n"
    "document's, empty or unchanged; the files are written all or none.\n"
    "--slug, --topic and --kind move the document to its canonical path\n"
    "(tech-log-studio/<topic>/<kind>/<kind>-<slug>.md) with the files beside it that carry its\n"
    "name (body, review file), and update slug, topic, kind, rootTreeNode, body and the paths\n"
    "its front matter writes; refused when the slug is taken within the kind or a target\n"
    "exists. With --title too, the title changes first.\n"
    "Exit status: 0 renamed (or would be), 1 refused (each reason printed), 2 usage or I/O "
    "failure.\n");

int renameTitle(const Workspace& ws, const QString& path, const QString& title, bool dryRun) {
    QString error;
    const TitleRename::Plan plan = TitleRename::plan(ws, path, title);
    if (!plan.ok()) {
        for (const QString& problem : plan.problems)
            err(Cli::tr("techlog rename: %1\n").arg(problem));
        return Findings;
    }
    for (const TitleRename::Edit& e : plan.edits)
        out(QStringLiteral("%1:%2:\n  - %3\n  + %4\n")
                .arg(e.path)
                .arg(e.line)
                .arg(e.before, e.after));
    const int files = int(plan.contents.size());
    if (dryRun) {
        out(Cli::tr("%1 line(s) in %2 file(s) would change (dry run: nothing written)\n")
                .arg(plan.edits.size())
                .arg(files));
        return Ok;
    }
    if (!TitleRename::apply(ws, plan, {}, &error)) {
        err(Cli::tr("techlog rename: %1 (nothing was changed)\n").arg(error));
        return Failure;
    }
    out(Cli::tr("renamed \"%1\" to \"%2\": %3 line(s) in %4 file(s)\n")
            .arg(plan.oldTitle, plan.newTitle)
            .arg(plan.edits.size())
            .arg(files));
    return Ok;
}

int moveDocument(const Workspace& ws, const QString& path, const QHash<QString, QString>& move,
                 bool dryRun) {
    const DocumentMove::Plan plan =
        DocumentMove::plan(ws, path, move.value(QStringLiteral("slug")),
                           move.value(QStringLiteral("topic")), move.value(QStringLiteral("kind")));
    if (!plan.ok()) {
        for (const QString& problem : plan.problems)
            err(Cli::tr("techlog rename: %1\n").arg(problem));
        return Findings;
    }
    for (const QString& change : plan.changes) out(QStringLiteral("  %1\n").arg(change));
    if (dryRun) {
        out(Cli::tr("%1 would move (dry run: nothing written)\n").arg(path));
        return Ok;
    }
    QString error;
    if (!DocumentMove::apply(ws, plan, &error)) {
        err(Cli::tr("techlog rename: %1 (nothing was changed)\n").arg(error));
        return Failure;
    }
    out(Cli::tr("moved %1 to %2 (%3 file(s))\n").arg(path, plan.target).arg(plan.moves.size()));
    return Ok;
}

}  // namespace

int runRename(const QStringList& args) {
    CommandLine line(kRenameUsage, [](const CommandLine::Problem& p) {
        return Cli::tr("techlog rename: unexpected argument '%1'\n").arg(p.word) +
               cliText(kRenameUsage);
    });
    line.addFlag(QStringLiteral("dry-run"));
    for (const char* name : {"title", "slug", "topic", "kind"}) line.addValue(QLatin1String(name));
    if (const std::optional<int> done = line.read(args)) return *done;
    const QStringList positional = line.positionals();
    const QString title = line.value(QStringLiteral("title"));
    const bool titleGiven = line.isSet(QStringLiteral("title"));
    const bool dryRun = line.isSet(QStringLiteral("dry-run"));
    QHash<QString, QString> move;  // slug, topic, kind: given, even empty
    for (const QString& name :
         {QStringLiteral("slug"), QStringLiteral("topic"), QStringLiteral("kind")})
        if (line.isSet(name)) move.insert(name, line.value(name));
    if (positional.size() != 2 || (!titleGiven && move.isEmpty())) {
        err(cliText(kRenameUsage));
        return Failure;
    }
    QString error;
    const Workspace* ws = loadForCommand(positional[0], &error, false);
    if (!ws) {
        err(Cli::tr("techlog rename: %1\n").arg(error));
        return Failure;
    }
    const QString path = QDir::cleanPath(positional[1]);
    if (titleGiven) {
        const int status = renameTitle(*ws, path, title, dryRun);
        if (status != Ok || move.isEmpty()) return status;
    }
    if (titleGiven && !dryRun) {
        // The move is planned from the files as the title change left them.
        ws = loadForCommand(positional[0], &error, false);
        if (!ws) {
            err(Cli::tr("techlog rename: %1\n").arg(error));
            return Failure;
        }
    }
    return moveDocument(*ws, path, move, dryRun);
}

}  // namespace techlog::cli
