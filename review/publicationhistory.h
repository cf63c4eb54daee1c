#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// What changed in a document since it was last published (docs/REVIEW.md "What changed since
// publication"), read from the git repository the workspace lies in with libgit2 (never a `git`
// process). The document is followed back through the first-parent history of HEAD across
// renames and moves (git's rename detection between a commit and its parent). The base is the
// newest commit holding the bytes the publication record names (its blob id); without one, or
// when no commit holds them, the newest commit at which the document's status became `게시`; a
// document never published gets the first commit that holds it. Blocks on the repository: off
// the UI thread.
struct PublicationBase {
    bool inRepository = false;  // false: the workspace is not in a git repository (`error` says)
    bool found = false;         // a base commit was found (the document is committed)
    bool published = false;     // the base is where it became 게시 (else its first commit)
    bool byBlob = false;        // found by the publication record's blob id
    QString commit;             // full hex id
    QString summary;            // the commit's first line
    QDateTime when;
    QString error;

    struct File {
        QString path;        // workspace-relative
        QString pathBefore;  // where it was at the base commit (the document: before a move)
        QByteArray before;   // at the base commit; empty when absent there
        QByteArray after;    // in the working tree now
        bool existedBefore = false;
        bool changed() const { return before != after; }
    };
    File document;
    QList<File> files;  // the cited records and figures, in the order asked for
};

namespace PublicationHistory {

// `documentPath` and `otherFiles` are workspace-relative; `root` the workspace root (absolute);
// `publishedBlob` the blob id the newest publication record holds (blobId()), if any.
PublicationBase since(const QString& root, const QString& documentPath,
                      const QStringList& otherFiles = {}, const QString& publishedBlob = {});

// HEAD's commit id (hex) of the repository holding `root`; empty outside git or before a commit.
QString headCommit(const QString& root);

// git's blob id (hex) of `bytes`, as `git hash-object` gives it.
QString blobId(const QByteArray& bytes);

// The document's changes from the base to now as a unified diff (git's, by libgit2), with the
// paths then and now; empty when nothing changed.
QString unifiedDiff(const PublicationBase& base);

}  // namespace PublicationHistory

}  // namespace techlog
