#pragma once

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>
#include <optional>

#include "workspace.h"

namespace techlog {

class FigureDrawer;

// Accepting a new record of a key (`techlog replay --record`, the Replay panel's Accept): one
// implementation for both.

struct AcceptResult {
    bool ok = false;
    QString error;
    QString recordPath;  // absolute (a link's target when the record is a link inside)
    QString backupPath;  // `<key>.txt.bak`; empty when there was no old record
    QString svgPath;     // empty when no drawer was given
    bool svgRendered = false;
    QString svgError;
    QStringList updatedDocuments;  // workspace-relative
};

// Keeps the old record as `final/evidence/raw/<key>.txt.bak`, replaces the record atomically
// (QSaveFile), draws its figure with `drawer` (when given) into `final/evidence/rendered/<key>.svg`
// and sets `evidenceCapturedOn` to `capturedOn` in the documents that cite the record
// (documentsCitingRecord). Every file is read and written through the workspace's guard: nothing
// outside the workspace, links included. Blocks on file I/O and drawing: call it off the UI
// thread. `ws` is only read (it may be shared with other threads).
AcceptResult acceptRecord(const Workspace& ws, const QString& key, const QString& record,
                          const QDate& capturedOn, const FigureDrawer* drawer = nullptr);

// Workspace-relative paths of the Markdown documents whose front matter (as loaded: `evidence`
// entries and `assets` files) names `final/evidence/raw/<key>.txt`, sorted. A mention in the body
// does not count. No file is read.
QStringList documentsCitingRecord(const Workspace& ws, const QString& key);

// Sets `evidenceCapturedOn: <date>` in the front matter of `bytes`, editing that one line in
// place (or adding it after `rootTreeNode`, else before the closing `---`). Every other byte
// stays as it was: BOM, CRLF, indentation, quoting. Nothing when there is no front matter.
std::optional<QByteArray> withEvidenceCapturedOn(const QByteArray& bytes, const QDate& date);

}  // namespace techlog
