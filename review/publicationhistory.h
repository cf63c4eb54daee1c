#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// What changed in a document since it was last published (docs/REVIEW.md "What changed since
// publication"), read from the git repository the workspace lies in with libgit2 (never a `git`
// process). The base is the newest commit, along the first-parent history of HEAD, at which the
// document's status became `게시`; a document never published gets the first commit that holds
// it. Blocks on the repository: off the UI thread.
struct PublicationBase {
    bool inRepository = false;  // false: the workspace is not in a git repository (`error` says)
    bool found = false;         // a base commit was found (the document is committed)
    bool published = false;     // the base is where it became 게시 (else its first commit)
    QString commit;             // full hex id
    QString summary;            // the commit's first line
    QDateTime when;
    QString error;

    struct File {
        QString path;       // workspace-relative
        QByteArray before;  // at the base commit; empty when absent there
        QByteArray after;   // in the working tree now
        bool existedBefore = false;
        bool changed() const { return before != after; }
    };
    File document;
    QList<File> files;  // the cited records and figures, in the order asked for
};

namespace PublicationHistory {

// `documentPath` and `otherFiles` are workspace-relative; `root` the workspace root (absolute).
PublicationBase since(const QString& root, const QString& documentPath,
                      const QStringList& otherFiles = {});

}  // namespace PublicationHistory

}  // namespace techlog
