// `techlog publish WORKSPACE DOC... [--reason TEXT] [--force]` and
// `techlog unpublish WORKSPACE DOC... [--reason TEXT]`
#include "commandline.h"
#include "commands.h"
#include "publisher.h"
#include "reviewer.h"
#include "reviewfile.h"
#include "reviewoutput.h"
#include "workspaceoptions.h"

namespace techlog::cli {

namespace {

const char* const kPublishUsage = QT_TRANSLATE_NOOP(
    "techlog::cli",
    "Usage: techlog publish WORKSPACE DOC... [--reason TEXT] [--force] [--partial]\n"
    "       techlog unpublish WORKSPACE DOC... [--reason TEXT]\n"
    "\n"
    "publish runs the review gates (docs/REVIEW.md) of every DOC first. When a gate of any of\n"
    "them fails it refuses, lists the failures and changes nothing (--partial: publishes those\n"
    "that pass); when all pass it sets `status: 게시` (that line only) and records who\n"
    "($TECHLOG_REVIEWER, else git's user.name, else the login name), when and the gate\n"
    "results in each document's review file. --force --reason TEXT publishes over failed gates\n"
    "and records the reason.\n"
    "unpublish sets `status: 게시 전` and records it.\n"
    "Exit status: 0 done, 1 refused (a gate failed), 2 usage or I/O failure.\n");

}  // namespace

int runPublish(const QStringList& args, bool publishing) {
    const QString name = publishing ? QStringLiteral("publish") : QStringLiteral("unpublish");
    CommandLine line(kPublishUsage, [name](const CommandLine::Problem& p) {
        return Cli::tr("techlog %1: unexpected argument '%2'\n").arg(name, p.word) +
               cliText(kPublishUsage);
    });
    line.addValue(QStringLiteral("reason"));
    if (publishing) {
        line.addFlag(QStringLiteral("force"));
        line.addFlag(QStringLiteral("partial"));
    }
    if (const std::optional<int> done = line.read(args)) return *done;
    const QString root = line.workspace();
    const QStringList docs = line.documents();
    const QString reason = line.value(QStringLiteral("reason"));
    const bool force = line.isSet(QStringLiteral("force"));
    const bool partial = line.isSet(QStringLiteral("partial"));
    if (root.isEmpty() || docs.isEmpty()) {
        err(cliText(kPublishUsage));
        return Failure;
    }
    if (force && reason.trimmed().isEmpty()) {
        err(Cli::tr("techlog publish: --force needs --reason TEXT\n"));
        return Failure;
    }
    QString error;
    const Workspace* ws = loadForCommand(root, &error);
    if (!ws) {
        err(Cli::tr("techlog %1: %2\n").arg(name, error));
        return Failure;
    }
    QStringList paths;
    for (const QString& d : docs) {
        const QString rel = documentPathArg(*ws, d, &error);
        if (rel.isEmpty()) {
            err(Cli::tr("techlog %1: %2\n").arg(name, error));
            return Failure;
        }
        paths << rel;
    }
    int status = Ok;
    // All or none: every document is judged before any is changed.
    QStringList passing;
    if (publishing) {
        for (const QString& path : paths) {
            const PublishOutcome r = Publisher::judge(*ws, path, force, reason);
            if (r.ok) {
                passing << path;
            } else if (r.refused) {
                err(Cli::tr("techlog publish: %1 fails a gate\n").arg(path) +
                    reviewText(r.review, false));
                status = std::max(status, int(Findings));
            } else {
                err(Cli::tr("techlog publish: %1\n").arg(r.error));
                status = Failure;
            }
        }
        if (status != Ok && !partial) {
            err(
                Cli::tr("techlog publish: nothing changed (--partial publishes the documents "
                        "that pass)\n"));
            return status;
        }
    }
    const QString reviewer = currentReviewer(ws->root);
    for (const QString& path : publishing ? passing : paths) {
        const PublishOutcome r = publishing ? Publisher::publish(*ws, path, reviewer, force, reason)
                                            : Publisher::unpublish(*ws, path, reviewer, reason);
        if (r.refused) {
            err(Cli::tr("techlog publish: refused %1: a gate fails; nothing changed\n").arg(path) +
                reviewText(r.review, false));
            status = std::max(status, int(Findings));
        } else if (!r.ok) {
            err(Cli::tr("techlog %1: %2\n").arg(name, r.error));
            status = Failure;
        } else if (publishing) {
            const QStringList failed = r.review.failedGates();
            out(failed.isEmpty() ? Cli::tr("published %1 (every gate passes)\n").arg(path)
                                 : Cli::tr("published %1 over failed gates (%2): %3\n")
                                       .arg(path, failed.join(QStringLiteral(", ")), reason));
        } else {
            out(Cli::tr("unpublished %1\n").arg(path));
        }
    }
    return status;
}

}  // namespace techlog::cli
