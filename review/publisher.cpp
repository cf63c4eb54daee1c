#include "publisher.h"

#include <QDateTime>
#include <QSaveFile>
#include <algorithm>

#include "frontmatteredit.h"
#include "publicationhistory.h"
#include "publicationstate.h"
#include "reviewfile.h"
#include "vouchedparts.h"

namespace techlog::Publisher {

namespace {

bool save(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        *error = out.errorString();
        return false;
    }
    return true;
}

// Sets the status line and appends `event` to the review file; the document first, so that a
// failure to write it leaves no record of a change that did not happen.
PublishOutcome apply(const Workspace& ws, const Document& doc, const QString& status,
                     ReviewFile::Publication event) {
    PublishOutcome r;
    const PathGuard guard = ws.paths();
    QString error;
    const std::optional<QString> target = guard.writable(doc.absolutePath, &error);
    const std::optional<QByteArray> bytes =
        target ? guard.read(*target, -1, &error) : std::optional<QByteArray>();
    if (!bytes) {
        r.error = QStringLiteral("cannot read %1: %2").arg(doc.path, error);
        return r;
    }
    const std::optional<QByteArray> updated =
        FrontMatterEdit::withValue(*bytes, "status", status.toUtf8(), "topic");
    if (!updated) {
        r.error = QStringLiteral("%1 has no front matter to set the status in").arg(doc.path);
        return r;
    }
    const QString reviewPath = ReviewFile::pathFor(*target);
    std::optional<ReviewFile> file = ReviewFile::read(reviewPath, &error);
    if (!file) {
        r.error = QStringLiteral("cannot read %1: %2").arg(ws.relativePath(reviewPath), error);
        return r;
    }
    if (*updated != *bytes && !save(*target, *updated, &error)) {
        r.error = QStringLiteral("cannot write %1: %2").arg(doc.path, error);
        return r;
    }
    // What the record vouches for: these bytes at this path (found again through moves).
    event.blob = PublicationHistory::blobId(*updated);
    event.path = doc.path;
    file->publications.append(event);
    if (!file->write(reviewPath, &error, ws.root)) {
        r.error = QStringLiteral("cannot write %1: %2").arg(ws.relativePath(reviewPath), error);
        return r;
    }
    r.ok = true;
    return r;
}

const Document* findDocument(const Workspace& ws, const QString& docPath, QString* error) {
    const int i = ws.indexOfPath(docPath);
    if (i < 0) {
        *error = QStringLiteral("no document %1 in the workspace").arg(docPath);
        return nullptr;
    }
    const Document& doc = ws.documents[i];
    // The flattened view has no front matter to edit; it is published through its Markdown.
    if (doc.imported || doc.broken) {
        *error = QStringLiteral("%1 has no front matter the status can be set in").arg(docPath);
        return nullptr;
    }
    return &doc;
}

// The gates of `docPath` as publishing judges them: a `status: 게시` that no record backs (a
// diagnostics-gate error) is what publishing sets right, so it does not hold it up.
DocumentReview judged(const Workspace& ws, const QString& docPath) {
    DocumentReview review = ReviewGates::reviewWorkspace(ws, {docPath}).value(0);
    for (Gate& g : review.gates) {
        if (g.id != u"diagnostics") continue;
        g.failures.removeIf(
            [](const GateItem& i) { return PublicationState::isPublicationCode(i.code); });
        g.passed = g.failures.isEmpty();
    }
    return review;
}

}  // namespace

QStringList blockingGates(const DocumentReview& review) {
    QStringList blocking;
    for (const Gate& g : review.gates) {
        if (g.passed) continue;
        const bool onlyStatus =
            g.id == u"diagnostics" &&
            std::all_of(g.failures.begin(), g.failures.end(), [](const GateItem& i) {
                return PublicationState::isPublicationCode(i.code);
            });
        if (!onlyStatus) blocking << g.id;
    }
    return blocking;
}

QString publishedStatus() { return QStringLiteral("게시"); }
QString unpublishedStatus() { return QStringLiteral("게시 전"); }

PublishOutcome judge(const Workspace& ws, const QString& docPath, bool force,
                     const QString& reason) {
    PublishOutcome r;
    if (!findDocument(ws, docPath, &r.error)) return r;
    if (force && reason.trimmed().isEmpty()) {
        r.error = QStringLiteral("publishing over failed gates needs a reason");
        return r;
    }
    r.review = judged(ws, docPath);
    r.refused = !r.review.passed() && !force;
    r.ok = !r.refused;
    return r;
}

PublishOutcome publish(const Workspace& ws, const QString& docPath, const QString& by, bool force,
                       const QString& reason) {
    PublishOutcome r = judge(ws, docPath, force, reason);
    if (!r.ok) return r;
    r.ok = false;
    const Document* doc = findDocument(ws, docPath, &r.error);
    ReviewFile::Publication event;
    event.action = QStringLiteral("publish");
    event.by = by;
    event.when = QDateTime::currentDateTimeUtc();
    event.forced = !r.review.passed();
    event.reason = reason;
    for (const Gate& g : r.review.gates) (g.passed ? event.passedGates : event.failedGates) << g.id;
    event.vouched = VouchedParts::of(ws, *doc);
    PublishOutcome applied = apply(ws, *doc, publishedStatus(), event);
    applied.review = r.review;
    return applied;
}

PublishOutcome unpublish(const Workspace& ws, const QString& docPath, const QString& by,
                         const QString& reason) {
    PublishOutcome r;
    const Document* doc = findDocument(ws, docPath, &r.error);
    if (!doc) return r;
    ReviewFile::Publication event;
    event.action = QStringLiteral("unpublish");
    event.by = by;
    event.when = QDateTime::currentDateTimeUtc();
    event.reason = reason;
    return apply(ws, *doc, unpublishedStatus(), event);
}

}  // namespace techlog::Publisher
