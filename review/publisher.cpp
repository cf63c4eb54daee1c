#include "publisher.h"

#include <QDateTime>
#include <QSaveFile>

#include "frontmatteredit.h"
#include "reviewfile.h"

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
    file->publications.append(event);
    if (!file->write(reviewPath, &error)) {
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

}  // namespace

QString publishedStatus() { return QStringLiteral("게시"); }
QString unpublishedStatus() { return QStringLiteral("게시 전"); }

PublishOutcome publish(const Workspace& ws, const QString& docPath, const QString& by, bool force,
                       const QString& reason) {
    PublishOutcome r;
    const Document* doc = findDocument(ws, docPath, &r.error);
    if (!doc) return r;
    if (force && reason.trimmed().isEmpty()) {
        r.error = QStringLiteral("publishing over failed gates needs a reason");
        return r;
    }
    const QList<DocumentReview> reviews = ReviewGates::reviewWorkspace(ws, {docPath});
    r.review = reviews.value(0);
    if (!r.review.passed() && !force) {
        r.refused = true;
        return r;
    }
    ReviewFile::Publication event;
    event.action = QStringLiteral("publish");
    event.by = by;
    event.when = QDateTime::currentDateTimeUtc();
    event.forced = !r.review.passed();
    event.reason = reason;
    for (const Gate& g : r.review.gates) (g.passed ? event.passedGates : event.failedGates) << g.id;
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
