// `techlog new WORKSPACE --kind case|concept|rule --topic TOPIC --slug SLUG --title TITLE
//  [--project NAME] [--source-revision SHA] [--date YYYY-MM-DD]`
#include "commandline.h"
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
    CommandLine line(kNewUsage, [](const CommandLine::Problem& p) {
        return Cli::tr("techlog new: unexpected argument '%1'\n").arg(p.word) + cliText(kNewUsage);
    });
    for (const char* name :
         {"kind", "topic", "slug", "title", "project", "source-revision", "date"})
        line.addValue(QLatin1String(name));
    line.setOnePositional();
    line.ignoreMissingValue();  // then the checks below name what is missing
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QString kind = line.value(QStringLiteral("kind"));
    const QString date = line.value(QStringLiteral("date"));
    NewDocument doc;
    doc.topic = line.value(QStringLiteral("topic"));
    doc.slug = line.value(QStringLiteral("slug"));
    doc.title = line.value(QStringLiteral("title"));
    doc.project = line.value(QStringLiteral("project"));
    doc.sourceRevision = line.value(QStringLiteral("source-revision"));
    const bool revisionGiven = line.isSet(QStringLiteral("source-revision"));
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
