#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include "replayledger.h"
#include "reviewfile.h"
#include "verificationdebt.h"
#include "workspace.h"

namespace techlog {

// One cause of a failed gate (or a note that does not block it): where, and what it is about.
struct GateItem {
    QString path;  // workspace-relative file
    int line = 0;
    int column = 0;
    QString code;  // the diagnostic code, or the gate's own (`replay-never`, `debt-unacknowledged`)
    QString message;  // English: the JSON output's
    QString target;   // what it is about: a probe, a figure, a debt item's hash, a remark id
    // As Diagnostic's: the English template (QT_TRANSLATE_NOOP("techlog::Diagnostic", ...)) and
    // its arguments, or null for a text passed on as it is (a debt item's, a file's error).
    const char* source = nullptr;
    QStringList args = {};

    // The message in the installed catalogue's language.
    QString localizedMessage() const;
    static GateItem make(const QString& path, int line, int column, const QString& code,
                         const char* source, const QStringList& args, const QString& target);
};

// A gate of docs/REVIEW.md: passes or fails, each failure linked to its cause.
struct Gate {
    QString id;  // diagnostics | sections | evidence | replay | relations | debt | remarks
    bool passed = true;
    QList<GateItem> failures;
    QList<GateItem> notes;  // listed, not blocking (warnings, probes without a record, ...)
};

// Every gate of one document.
struct DocumentReview {
    QString path;
    QString title, topic, kind, status;
    QList<Gate> gates;
    QList<DebtItem> debt;
    int openRemarks = 0;

    bool passed() const;
    QStringList failedGates() const;
    const Gate* gate(const QString& id) const;
};

namespace ReviewGates {

// The gate ids in the order they are shown.
const QStringList& ids();

// The evidence keys whose records `doc` cites (front matter `evidence`, `:::evidence key=`).
QStringList citedKeys(const Workspace& ws, const Document& doc);

// The ledger standing of every probe the workspace's documents cite, each probe's files hashed
// once.
QHash<QString, ReplayLedger::Standing> standings(const Workspace& ws);

// One document's gates. `ws` is a checked workspace (loadCheckedWorkspace): its diagnostics are
// the first, third and fifth gates' causes. `standings` from standings(ws).
DocumentReview review(const Workspace& ws, const Document& doc, const ReviewFile& file,
                      const QHash<QString, ReplayLedger::Standing>& standings);

// Every document's (or the ones in `paths`, workspace-relative), on the global thread pool, in
// path order. Review files that cannot be read fail the remarks gate with the reason.
QList<DocumentReview> reviewWorkspace(const Workspace& ws, const QStringList& paths = {});

// `review-remark-open` warnings (docs/REVIEW.md), one per open remark, at its anchor (an orphaned
// one at line 1, saying so): what `techlog check` adds to its findings.
Diagnostics remarkDiagnostics(const Workspace& ws);

}  // namespace ReviewGates

}  // namespace techlog
