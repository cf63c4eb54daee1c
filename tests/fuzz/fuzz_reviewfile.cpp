// The review file's reader: a log of JSON lines (version 2) that a `git merge` with the union
// driver may leave in any order, repeated or cut, or a version 1 document. Reading never crashes;
// what it reads has one remark per id and one acknowledgement per item, and its own log folds to
// itself.
#include <QSet>

#include "fuzztarget.h"
#include "reviewfile.h"

using namespace techlog;

TECHLOG_FUZZ_TARGET(reviewfile) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const std::optional<ReviewFile> f = ReviewFile::fromJson(bytes, &error);
    if (!f) {
        TECHLOG_FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    QSet<QString> ids;
    for (const Remark& r : f->remarks) {
        TECHLOG_FUZZ_CHECK(!ids.contains(r.id));
        ids.insert(r.id);
    }
    QSet<QString> hashes;
    for (const ReviewFile::Acknowledgement& a : f->acknowledgements) {
        TECHLOG_FUZZ_CHECK(!hashes.contains(a.hash));
        hashes.insert(a.hash);
    }
    // Its own log folds to itself (lines that differ only in what is not read, two identical
    // publications say, become one line: the first fold may merge them, the second changes
    // nothing).
    const std::optional<ReviewFile> again = ReviewFile::fromJson(f->toLog());
    TECHLOG_FUZZ_CHECK(again.has_value());
    TECHLOG_FUZZ_CHECK(again->remarks.size() == f->remarks.size());
    TECHLOG_FUZZ_CHECK(again->acknowledgements.size() == f->acknowledgements.size());
    TECHLOG_FUZZ_CHECK(again->publications.size() <= f->publications.size());
    const std::optional<ReviewFile> third = ReviewFile::fromJson(again->toLog());
    TECHLOG_FUZZ_CHECK(third.has_value() && *third == *again);
    return 0;
}
