#pragma once

#include <QString>
#include <QStringList>

#include "reviewgates.h"
#include "workspace.h"

namespace techlog {

// Publishing and unpublishing a document (docs/REVIEW.md "Publish"): the one implementation the
// CLI's `publish` and the studio's Publish both call. Blocks on file I/O: off the UI thread.
struct PublishOutcome {
    bool ok = false;        // the status was set (or already was) and the event recorded
    bool refused = false;   // gates failed and it was not forced: nothing changed
    QString error;          // why not, when !ok and not refused
    DocumentReview review;  // the gates as they were judged (publish only)
};

namespace Publisher {

QString publishedStatus();    // 게시
QString unpublishedStatus();  // 게시 전

// The gates of `review` that hold publishing up: its failed gates, but not the diagnostics gate
// when all it fails on is a status line no record backs (which publishing sets right).
QStringList blockingGates(const DocumentReview& review);
// What publish() would decide, writing nothing: `ok` when it would publish, `refused` when a
// gate fails and `force` is false (the CLI judges every document before it changes any).
PublishOutcome judge(const Workspace& ws, const QString& docPath, bool force,
                     const QString& reason);
// Runs the gates of `docPath` (workspace-relative) in `ws` (a checked workspace); when one fails
// and `force` is false, refuses and changes nothing (a `status: 게시` without a record, which
// publishing sets right, fails no gate here). Otherwise sets `status: 게시` in the
// document's front matter, changing only that line, and appends who, when, the gate results and
// `reason` to its review file. `force` needs a reason.
PublishOutcome publish(const Workspace& ws, const QString& docPath, const QString& by, bool force,
                       const QString& reason);
// Sets `status: 게시 전` (only that line) and records it; no gates.
PublishOutcome unpublish(const Workspace& ws, const QString& docPath, const QString& by,
                         const QString& reason);

}  // namespace Publisher

}  // namespace techlog
