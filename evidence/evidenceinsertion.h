#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

#include "recordreader.h"
#include "workspace.h"

namespace techlog {

class FigureDrawer;

// Insert Evidence (issue 10, part 4): a document shows a record as a figure. Planned here (what
// the front matter gains, whether the figure must be drawn, the `:::evidence` block with its
// caption claim), carried out by the studio: the front-matter lines and the block go into the
// buffer as one undo step, the figure is drawn on a worker.
namespace EvidenceInsertion {

// A key that can be shown: it has a raw record (`final/evidence/raw/<key>.txt`), a probe
// (`final/evidence/probes/<key>.probe.yaml`), or both. Only one with a record can be inserted.
struct Candidate {
    QString key;
    bool hasRecord = false;
    bool hasProbe = false;
    bool registered = false;  // the document already has an asset of this key
};
// The workspace's keys, sorted; listed from the two folders (through the workspace's guard).
QList<Candidate> candidates(const Workspace& ws, const Document& doc);

struct Plan {
    QString error;  // empty when it can be carried out
    QString key;
    RecordFacts record;
    QString recordPath;       // workspace-relative
    QString figurePath;       // workspace-relative
    bool drawFigure = false;  // the figure is missing, or not drawn from the record as it is
    QByteArray text;          // the document with its `assets` / `evidence` entries added
    QStringList added;        // which: "assets", "evidence"
    QString block;            // the `:::evidence … :::` lines, each ending in `\n`
    bool ok() const { return error.isEmpty(); }
};

// The claim a caption ends with for a record: `N줄 · exit N`, or `N줄` without an exit line.
QString claim(const RecordFacts& record);
QString claim(int lines, std::optional<int> exitStatus);
// `caption` with its claim: what follows its last em dash replaced, or ` — claim` appended.
QString captionWithClaim(const QString& caption, const RecordFacts& record);

// A directive attribute value in double quotes, `\` and `"` escaped (DirectiveSyntax reads it
// back), a line break as a space.
QString quotedAttribute(QString value);

// `text` (a document's Markdown) with the caption of every `:::evidence` opening that shows
// `key` ending in `record`'s claim, each such line written again from its attributes; nothing
// when no block outside code shows `key`.
std::optional<QString> withClaimsUpdated(const QString& text, const QString& key,
                                         const RecordFacts& record);

// `bytes` is the document's Markdown as it is in the editor; nothing is written.
Plan plan(const Workspace& ws, const Document& doc, const QByteArray& bytes, const QString& key,
          const QString& alt, const QString& caption, bool zoom);

// Draws the figure of `key` from its record and writes it (QSaveFile, through the workspace's
// guard). Blocks: call it off the UI thread.
bool drawFigure(const Workspace& ws, const QString& key, const FigureDrawer& drawer,
                QString* error);

}  // namespace EvidenceInsertion

}  // namespace techlog
