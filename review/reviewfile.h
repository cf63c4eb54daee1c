#pragma once

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

#include "remark.h"

namespace techlog {

// What review keeps about one document, beside it in `<name>.review.json` (docs/REVIEW.md "The
// review file"): the acknowledged debt items, the remarks, and each publish and unpublish. Never
// loaded as a document, never exported.
//
// On disk it is a log, one JSON object per line, only ever appended to (version 2): writing
// appends what changed since the file was read (an acknowledgement, a remark, a reply, a
// resolve or reopen, a publication) and never rewrites a line, so two reviewers' additions on
// two branches merge with git's `union` driver (the `.gitattributes` write() keeps) without a
// conflict and without loss. Reading folds the lines back into this model; version 1 files
// (one JSON document) are still read, and become a log on their next write.
struct ReviewFile {
    struct Acknowledgement {
        QString hash;  // DebtItem::hash: tied to the item's text
        QString text;  // the text acknowledged, for a reader of the file
        QString by;
        QDateTime when;
        // What the acknowledgement vouches for (VouchedParts: name -> SHA-256); empty in one
        // made before these were kept.
        QMap<QString, QString> vouched;
        bool operator==(const Acknowledgement&) const = default;
    };
    struct Publication {
        QString action;  // publish | unpublish
        QString by;
        QDateTime when;
        bool forced = false;
        QString reason;
        QStringList passedGates;  // the gate results when it happened (publish only)
        QStringList failedGates;  // not empty only for a forced publish
        // The document as published or unpublished: git's blob id of its bytes and its
        // workspace-relative path then (what changed since publication finds the base by it).
        QString blob;
        QString path;
        QMap<QString, QString> vouched;  // as Acknowledgement::vouched (publish only)
        bool operator==(const Publication&) const = default;
    };
    QList<Acknowledgement> acknowledgements;
    QList<Remark> remarks;
    QList<Publication> publications;

    bool acknowledged(const QString& hash) const;
    const Acknowledgement* acknowledgement(const QString& hash) const;  // null: none
    // Adds `a`, or replaces the acknowledgement of the same item (acknowledged again: what it
    // vouches for is now what it vouches for).
    void acknowledge(const Acknowledgement& a);
    bool isEmpty() const {
        return acknowledgements.isEmpty() && remarks.isEmpty() && publications.isEmpty();
    }
    QString newRemarkId() const;  // r1, r2, ...: one past the highest
    // The newest publish event, if any (an unpublish after it does not hide it).
    std::optional<Publication> lastPublish() const;

    // `case-x.md` -> `case-x.review.json`, in the same folder (absolute or relative alike).
    static QString pathFor(const QString& documentPath);
    // An absent file is an empty review file; a malformed one is nothing, with *error set (a
    // log's error names its line).
    static std::optional<ReviewFile> read(const QString& path, QString* error = nullptr);
    // The whole log for this model, as a first write makes it.
    QByteArray toLog() const;
    // A log (version 2) or a version 1 document.
    static std::optional<ReviewFile> fromJson(const QByteArray& bytes, QString* error = nullptr);
    // Appends to the log at `path` what this model has beyond what the file holds (a version 1
    // or absent file is written whole), through QSaveFile; nothing changed, nothing written.
    // With `workspaceRoot`, first makes sure that the workspace's `.gitattributes` merges review
    // files with git's union driver (mergeAttributes()).
    bool write(const QString& path, QString* error = nullptr,
               const QString& workspaceRoot = {}) const;
    // The log lines for what this model has beyond `old` (a resolve or reopen stamped now).
    QByteArray linesSince(const ReviewFile& old) const;
    // Adds `*.review.json merge=union` to `<workspaceRoot>/.gitattributes` unless a line already
    // says so; the rest of the file is kept.
    static bool mergeAttributes(const QString& workspaceRoot, QString* error = nullptr);
    bool operator==(const ReviewFile&) const = default;
};

}  // namespace techlog
