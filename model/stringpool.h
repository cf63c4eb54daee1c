#pragma once

#include <QMutex>
#include <QSet>
#include <QString>
#include <QStringList>
#include <array>

namespace techlog {

// Makes equal strings share one buffer (QString is implicitly shared). A workspace says the
// same things many times: its headings, statuses, topics and folders, the names and values of
// its directives, and in every relation another document's title. At 10,000 documents each of
// those held its own copy; shared, they take 24 MB less (docs/GRAPH.md, "Memory"). The pool
// holds references only; it is dropped once the strings are shared. Thread-safe: the loader's
// workers share each document's strings as they parse it, while the text is in their cache.
class StringPool {
public:
    // `s` becomes the pool's copy of its text when there is one; else its text joins the pool.
    void share(QString& s);
    void share(QStringList& list);
    qsizetype size() const;

private:
    // Shards by hash, so that the workers seldom wait for one another.
    struct Shard {
        mutable QMutex mutex;
        QSet<QString> strings;
    };
    std::array<Shard, 16> m_shards;
};

}  // namespace techlog
