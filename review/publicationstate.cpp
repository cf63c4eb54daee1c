#include "publicationstate.h"

#include <QSet>
#include <QThreadPool>
#include <QtConcurrent>
#include <functional>
#include <mutex>

#include "publicationhistory.h"
#include "replayledger.h"
#include "reviewgates.h"
#include "vouchedparts.h"

namespace techlog::PublicationState {

namespace {

const QString kPublished = QStringLiteral("게시");
const QString kUnrecorded = QStringLiteral("publish-unrecorded");
const QString kMismatch = QStringLiteral("publish-status-mismatch");
const QString kOutdated = QStringLiteral("publish-outdated");

// How `doc`, published under `publication`, was checked: the record, and the newest reproduced
// replay of each probe it cites (the ledger).
Verification verificationOf(const Workspace& ws, const Document& doc,
                            const ReviewFile::Publication& publication,
                            const std::function<QString()>& commit) {
    Verification v{publication.by, publication.when, publication.blob, commit(), {}};
    for (const QString& key : ReviewGates::citedKeys(ws, doc)) {
        if (!ReplayLedger::existingProbeFile(ws.root, key)) continue;  // no probe
        Verification::Probe probe{key, {}, {}};
        const QList<LedgerEntry> entries = ReplayLedger::read(ReplayLedger::path(ws.root, key));
        for (qsizetype i = entries.size() - 1; i >= 0; --i)
            if (entries[i].verdict == u"reproduced") {
                probe.lastReproduced = entries[i].when;
                probe.server = entries[i].serverVersion;
                break;
            }
        v.probes.append(probe);
    }
    return v;
}

// The finding for `doc` (or nothing), and whether its status is a published one that no record
// backs; a document truly published gets its verification.
std::optional<Diagnostic> judge(const Workspace& ws, const Document& doc, bool* unrecorded,
                                std::optional<Verification>* verification,
                                const std::function<QString()>& commit) {
    *unrecorded = false;
    verification->reset();
    if (doc.broken) return std::nullopt;
    const bool saysPublished = doc.frontMatter.status.trimmed() == kPublished;
    QString error;
    const std::optional<ReviewFile> file =
        ReviewFile::read(ReviewFile::pathFor(doc.absolutePath), &error);
    // An unreadable review file is the remarks gate's finding; nothing backs the status then.
    const bool isRecorded = file && recorded(*file);
    const std::optional<ReviewFile::Publication> last =
        saysPublished && isRecorded ? file->lastPublish() : std::nullopt;
    if (last) *verification = verificationOf(ws, doc, *last, commit);
    const SourcePos at = doc.frontMatter.has(QStringLiteral("status"))
                             ? doc.frontMatter.posOf(QStringLiteral("status"))
                             : SourcePos{1, 1};
    if (saysPublished && !isRecorded) {
        *unrecorded = true;
        return makeDiagnostic(
            doc.path, at.line, at.column, Severity::Error, kUnrecorded,
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "`status: 게시` without a publication record: publish it with "
                              "`techlog publish` or the Review panel's Publish (the gates run "
                              "first), or set `status: 게시 전`"),
            {});
    }
    if (last) {
        // Published, but what the record vouched for changed since: publish it again.
        const QStringList changed = VouchedParts::changes(last->vouched, VouchedParts::of(ws, doc));
        if (!changed.isEmpty())
            return makeDiagnostic(
                doc.path, at.line, at.column, Severity::Warning, kOutdated,
                QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "published, but since then %1: review it and publish it again"),
                {changed.join(QStringLiteral("; "))});
    }
    if (!saysPublished && isRecorded)
        return makeDiagnostic(
            doc.path, at.line, at.column, Severity::Error, kMismatch,
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "the review file records this document as published, but its "
                              "status is `%1`: unpublish it with `techlog unpublish` or the "
                              "Review panel, or set `status: 게시`"),
            {doc.frontMatter.status.trimmed()});
    return std::nullopt;
}

}  // namespace

bool recorded(const ReviewFile& file) {
    for (qsizetype i = file.publications.size() - 1; i >= 0; --i) {
        const QString& action = file.publications[i].action;
        if (action == u"publish") return true;
        if (action == u"unpublish") return false;
    }
    return false;
}

bool isPublicationCode(const QString& code) {
    return code == kUnrecorded || code == kMismatch || code == kOutdated;
}

void check(Workspace& ws, const QStringList& paths) {
    // The documents the paths stand for: a document, its `body:` file, its review file.
    QSet<QString> wanted;
    for (const QString& p : paths) wanted.insert(p);
    QSet<QString> chosen;
    for (const Document& doc : std::as_const(ws.documents))
        if (paths.isEmpty() || wanted.contains(doc.path) || wanted.contains(doc.bodyPath) ||
            wanted.contains(ReviewFile::pathFor(doc.path)))
            chosen.insert(doc.path);
    ws.diagnostics.removeIf([&](const Diagnostic& d) {
        return isPublicationCode(d.code) && (paths.isEmpty() || chosen.contains(d.path));
    });
    if (paths.isEmpty()) {
        ws.unrecordedPublications.clear();
        ws.verifications.clear();
    }
    // A path asked for that is no document any more holds no state either.
    for (const QString& p : std::as_const(wanted)) {
        ws.unrecordedPublications.remove(p);
        ws.verifications.remove(p);
    }
    // HEAD is read once, and only when a published document needs it.
    std::mutex headMutex;
    std::optional<QString> head;
    const std::function<QString()> commit = [&] {
        const std::lock_guard<std::mutex> lock(headMutex);
        if (!head) head = PublicationHistory::headCommit(ws.root);
        return *head;
    };
    struct Judged {
        std::optional<Diagnostic> diagnostic;
        bool unrecorded = false;
        std::optional<Verification> verification;
    };
    QList<const Document*> docs;
    for (const Document& doc : std::as_const(ws.documents))
        if (chosen.contains(doc.path)) docs.append(&doc);
    auto judgeOne = [&](const Document* doc) {
        Judged j;
        j.diagnostic = judge(ws, *doc, &j.unrecorded, &j.verification, commit);
        return j;
    };
    // Each document's review file is looked for (a whole workspace's, for every command): on
    // worker threads when there are many, its own pool as ReviewGates does.
    QList<Judged> judged;
    if (docs.size() < 32) {
        for (const Document* doc : std::as_const(docs)) judged.append(judgeOne(doc));
    } else {
        QThreadPool pool;
        judged = QtConcurrent::blockingMapped<QList<Judged>>(&pool, docs, judgeOne);
    }
    bool added = false;
    for (qsizetype i = 0; i < docs.size(); ++i) {
        const QString& path = docs[i]->path;
        Judged& j = judged[i];
        if (j.verification)
            ws.verifications.insert(path, *j.verification);
        else
            ws.verifications.remove(path);
        if (j.diagnostic) {
            ws.diagnostics.append(*j.diagnostic);
            added = true;
        }
        if (j.unrecorded)
            ws.unrecordedPublications.insert(path);
        else
            ws.unrecordedPublications.remove(path);
    }
    if (added) sortDiagnostics(ws.diagnostics);
}

}  // namespace techlog::PublicationState
