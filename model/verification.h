#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace techlog {

// How a published document was checked, as its page and the site's verification.json say
// (docs/REVIEW.md "The published page"): who published it and when (its publication record), the
// bytes that record vouches for (git's blob id), the workspace's commit at the time of the
// export, and, for each probe it cites, when the ledger last saw it reproduced and on which
// server. review/'s PublicationState::check fills it in; renderers and export only read it.
struct Verification {
    struct Probe {
        QString key;
        QDateTime lastReproduced;  // UTC; null: the ledger has no reproduced replay
        QString server;            // e.g. "PostgreSQL 15.8"; may be empty
        bool operator==(const Probe&) const = default;
    };
    QString publishedBy;
    QDateTime publishedWhen;  // UTC
    QString blob;             // may be empty (a record older than blob ids)
    QString commit;           // HEAD of the workspace's repository; empty outside git
    QList<Probe> probes;      // in the order the document cites them
    bool operator==(const Verification&) const = default;
};

}  // namespace techlog
