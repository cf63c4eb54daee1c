#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "remark.h"

namespace techlog {

// What review keeps about one document, beside it in `<name>.review.json` (docs/REVIEW.md "The
// review file"): the acknowledged debt items, the remarks, and each publish and unpublish. Never
// loaded as a document, never exported.
struct ReviewFile {
    struct Acknowledgement {
        QString hash;  // DebtItem::hash: tied to the item's text
        QString text;  // the text acknowledged, for a reader of the file
        QString by;
        QDateTime when;
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
        bool operator==(const Publication&) const = default;
    };
    QList<Acknowledgement> acknowledgements;
    QList<Remark> remarks;
    QList<Publication> publications;

    bool acknowledged(const QString& hash) const;
    bool isEmpty() const {
        return acknowledgements.isEmpty() && remarks.isEmpty() && publications.isEmpty();
    }
    QString newRemarkId() const;  // r1, r2, ...: one past the highest

    // `case-x.md` -> `case-x.review.json`, in the same folder (absolute or relative alike).
    static QString pathFor(const QString& documentPath);
    // An absent file is an empty review file; a malformed one is nothing, with *error set.
    static std::optional<ReviewFile> read(const QString& path, QString* error = nullptr);
    QByteArray toJson() const;
    static std::optional<ReviewFile> fromJson(const QByteArray& json, QString* error = nullptr);
    // Through QSaveFile.
    bool write(const QString& path, QString* error = nullptr) const;
    bool operator==(const ReviewFile&) const = default;
};

}  // namespace techlog
