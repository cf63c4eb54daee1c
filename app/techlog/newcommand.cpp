// `techlog new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG --title TITLE
//  [--project NAME] [--source-revision SHA] [--date YYYY-MM-DD]`
#include "commands.h"
#include "documenttemplate.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kNewUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG\n"
    "                   --title TITLE [--project NAME] [--source-revision SHA]\n"
    "                   [--date YYYY-MM-DD]\n"
    "\n"
    "Creates tech-log-studio/TOPIC/KIND/KIND-SLUG.md from the kind's template (the workspace's\n"
    ".techlog/templates/KIND.md, else the built-in one; docs/TEMPLATES.md): every front-matter\n"
    "key, status `게시 전`, the title heading and the kind's sections. The source revision is\n"
    "the workspace's most recent one unless given; --date is the case's evidenceCapturedOn\n"
    "(today unless given). Never overwrites a file. Prints the new document's path.\n"
    "Exit status: 0 created, 1 refused (a field is wrong: each is named), 2 usage or I/O "
    "failure.\n");

}  // namespace

int runNew(const QStringList& args) {
    QString root, kind, date;
    NewDocument doc;
    bool revisionGiven = false;
    QHash<QString, QString*> values = {{QStringLiteral("--kind"), &kind},
                                       {QStringLiteral("--topic"), &doc.topic},
                                       {QStringLiteral("--slug"), &doc.slug},
                                       {QStringLiteral("--title"), &doc.title},
                                       {QStringLiteral("--project"), &doc.project},
                                       {QStringLiteral("--source-revision"), &doc.sourceRevision},
                                       {QStringLiteral("--date"), &date}};
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == u"-h" || a == u"--help") {
            out(cliText(kNewUsage));
            return Ok;
        }
        const QString name = a.section(QLatin1Char('='), 0, 0);
        if (values.contains(name)) {
            if (a.contains(QLatin1Char('=')))
                *values[name] = a.section(QLatin1Char('='), 1);
            else if (i + 1 < args.size())
                *values[name] = args[++i];
            else
                break;  // a value is missing: usage below
            if (name == u"--source-revision") revisionGiven = true;
        } else if (a.startsWith(u'-') || !root.isEmpty()) {
            err(Cli::tr("techlog new: unexpected argument '%1'\n").arg(a) + cliText(kNewUsage));
            return Failure;
        } else {
            root = a;
        }
    }
    if (root.isEmpty() || kind.isEmpty() || doc.topic.isEmpty() || doc.slug.isEmpty() ||
        doc.title.isEmpty()) {
        err(cliText(kNewUsage));
        return Failure;
    }
    doc.kind = kindFromString(kind);
    if (!date.isEmpty()) {
        doc.evidenceCapturedOn = QDate::fromString(date, Qt::ISODate);
        if (!doc.evidenceCapturedOn.isValid()) {
            err(Cli::tr("techlog new: --date '%1' is not a YYYY-MM-DD date\n").arg(date));
            return Failure;
        }
    }
    QString error;
    const Workspace* ws = loadForCommand(root, &error, false);
    if (!ws) {
        err(Cli::tr("techlog new: %1\n").arg(error));
        return Failure;
    }
    if (!revisionGiven) doc.sourceRevision = DocumentTemplate::recentRevisions(*ws).value(0);
    const QList<DocumentTemplate::Problem> problems = DocumentTemplate::validate(*ws, doc);
    if (!problems.isEmpty()) {
        for (const DocumentTemplate::Problem& p : problems)
            err(Cli::tr("techlog new: %1: %2\n").arg(p.field, p.message));
        return Findings;
    }
    const std::optional<QString> path = DocumentTemplate::create(*ws, doc, &error);
    if (!path) {
        err(Cli::tr("techlog new: %1\n").arg(error));
        return Failure;
    }
    out(*path + QLatin1Char('\n'));
    return Ok;
}

}  // namespace techlog::cli
