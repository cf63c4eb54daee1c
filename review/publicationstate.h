#pragma once

#include <QStringList>

#include "reviewfile.h"
#include "workspace.h"

namespace techlog {

// Whether a document's `status` line agrees with its publication record (docs/REVIEW.md "One
// road to publication"): a document is published when its review file's last publish or
// unpublish is a publish, and only then may it say `status: 게시`. One edited line publishes
// nothing: `check` reports the disagreement, the diagnostics gate fails on it, and the pages
// show such a document as a draft.
namespace PublicationState {

// True when the last publish or unpublish in `file` is a publish.
bool recorded(const ReviewFile& file);

// Checks the documents at `paths` (workspace-relative; every document when empty) against
// their review files: drops what an earlier check found for them, then adds an error at the
// status line for `status: 게시` without a publication record (`publish-unrecorded`) and for a
// publication record over another status (`publish-status-mismatch`), and keeps
// `ws.unrecordedPublications` in step. Reads files: off the UI thread.
void check(Workspace& ws, const QStringList& paths = {});

// The codes check() reports.
bool isPublicationCode(const QString& code);

}  // namespace PublicationState

}  // namespace techlog
