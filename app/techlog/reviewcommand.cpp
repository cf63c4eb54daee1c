// `techlog review WORKSPACE [DOC...] [--format text|json] [--verbose] [--since-publication]`
#include <QJsonArray>
#include <QJsonDocument>

#include "commandline.h"
#include "commands.h"
#include "publicationhistory.h"
#include "reviewfile.h"
#include "reviewgates.h"
#include "reviewoutput.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kReviewUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog review WORKSPACE [DOC...] [--format text|json] [--verbose]\n"
    "       techlog review WORKSPACE DOC... --since-publication\n"
    "\n"
    "Runs the review gates (docs/REVIEW.md) for every document, or the DOCs named\n"
    "(workspace-relative, or a path to the file): no errors, every case section present and\n"
    "not empty, evidence current, every cited probe reproduced since it and its record last\n"
    "changed (the replay ledger), relations resolved, the verification debt acknowledged, no\n"
    "open remark. Each failure names file, line and column.\n"
    "--verbose lists the notes too (warnings, acknowledged items, reproduced probes).\n"
    "--since-publication prints, for each DOC, what changed since it was last published as a\n"
    "unified diff against the commit holding the published bytes, followed through moves\n"
    "(git, the workspace's repository), or why there is none; it runs no gate.\n"
    "Exit status: 0 every gate passes (--since-publication: printed), 1 a gate fails, 2 usage\n"
    "or I/O failure.\n");

// The unified diff of `path` since its last publication (docs/REVIEW.md), or why there is none.
QString sincePublication(const Workspace& ws, const QString& path) {
    const Document& doc = ws.documents[ws.indexOfPath(path)];
    const std::optional<ReviewFile> file = ReviewFile::read(ReviewFile::pathFor(doc.absolutePath));
    const std::optional<ReviewFile::Publication> last = file ? file->lastPublish() : std::nullopt;
    const PublicationBase base =
        PublicationHistory::since(ws.root, path, {}, last ? last->blob : QString());
    if (!base.found) return Cli::tr("%1: no diff: %2\n").arg(path, base.error);
    QString text = (base.published ? Cli::tr("%1: published in %2 (%3)\n")
                                   : Cli::tr("%1: never published; since its first commit %2 "
                                             "(%3)\n"))
                       .arg(path, base.commit.left(12), base.summary);
    const QString diff = PublicationHistory::unifiedDiff(base);
    return text + (diff.isEmpty() ? Cli::tr("unchanged since then\n") : diff);
}

}  // namespace

int runReview(const QStringList& args) {
    CommandLine line(kReviewUsage, [](const CommandLine::Problem& p) {
        return Cli::tr("techlog review: unexpected argument '%1'\n").arg(p.word) +
               cliText(kReviewUsage);
    });
    line.addValue(QStringLiteral("format"));
    line.addFlag(QStringLiteral("verbose"), QStringLiteral("v"));
    line.addFlag(QStringLiteral("since-publication"));
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QStringList docs = line.documents();
    const QString format = line.value(QStringLiteral("format"), QStringLiteral("text"));
    const bool verbose = line.isSet(QStringLiteral("verbose"));
    if (root.isEmpty() || (format != u"text" && format != u"json")) {
        err(cliText(kReviewUsage));
        return Failure;
    }
    QString error;
    const Workspace* ws = loadForCommand(root, &error);
    if (!ws) {
        err(Cli::tr("techlog review: %1\n").arg(error));
        return Failure;
    }
    QStringList paths;
    for (const QString& d : docs) {
        const QString rel = documentPathArg(*ws, d, &error);
        if (rel.isEmpty()) {
            err(Cli::tr("techlog review: %1\n").arg(error));
            return Failure;
        }
        paths << rel;
    }
    if (line.isSet(QStringLiteral("since-publication"))) {
        if (paths.isEmpty()) {
            err(cliText(kReviewUsage));
            return Failure;
        }
        for (const QString& path : paths) out(sincePublication(*ws, path));
        return Ok;
    }
    const QList<DocumentReview> reviews = ReviewGates::reviewWorkspace(*ws, paths);
    int failed = 0;
    for (const DocumentReview& r : reviews) failed += r.passed() ? 0 : 1;
    if (format == u"json") {
        QJsonArray list;
        for (const DocumentReview& r : reviews) list.append(reviewJson(r));
        const QJsonObject summary{{QStringLiteral("documents"), int(reviews.size())},
                                  {QStringLiteral("passed"), int(reviews.size()) - failed},
                                  {QStringLiteral("failed"), failed}};
        const QJsonObject obj{
            {QStringLiteral("version"), 1},
            {QStringLiteral("gates"), QJsonArray::fromStringList(ReviewGates::ids())},
            {QStringLiteral("documents"), list},
            {QStringLiteral("summary"), summary}};
        out(QString::fromUtf8(QJsonDocument(obj).toJson(QJsonDocument::Indented)));
    } else {
        QString text;
        for (const DocumentReview& r : reviews) text += reviewText(r, verbose);
        text += Cli::tr("%1 documents, %2 pass every gate, %3 fail\n")
                    .arg(reviews.size())
                    .arg(reviews.size() - failed)
                    .arg(failed);
        out(text);
    }
    return failed > 0 ? Findings : Ok;
}

}  // namespace techlog::cli
