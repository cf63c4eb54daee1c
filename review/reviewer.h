#pragma once

#include <QString>

namespace techlog {

// Who is reviewing, as every review record (an acknowledgement, a remark, a reply, a publication)
// names them (docs/REVIEW.md "Who reviews"), first found of:
// - $TECHLOG_REVIEWER;
// - `configured`: the studio's setting (Review panel, "Reviewer…");
// - git's `user.name` (with ` <user.email>` when set) for the repository holding
//   `workspaceRoot`, as a commit there would name them (libgit2's config: the repository's, then
//   the user's and the system's);
// - the login name ($USER, $LOGNAME);
// - `unknown`.
// Reads git's config files: call it off the UI thread.
QString currentReviewer(const QString& workspaceRoot = {}, const QString& configured = {});

}  // namespace techlog
