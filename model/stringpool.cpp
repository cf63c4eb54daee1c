#include "stringpool.h"

#include <QMutexLocker>

namespace techlog {

void StringPool::share(QString& s) {
    if (s.isEmpty()) return;
    Shard& shard = m_shards[qHash(s) % m_shards.size()];
    QMutexLocker lock(&shard.mutex);
    const auto found = shard.strings.constFind(s);
    if (found == shard.strings.constEnd())
        shard.strings.insert(s);
    else
        s = *found;  // the copy this string held is freed once nothing else holds it
}

void StringPool::share(QStringList& list) {
    for (QString& s : list) share(s);
}

qsizetype StringPool::size() const {
    qsizetype n = 0;
    for (const Shard& shard : m_shards) {
        QMutexLocker lock(&shard.mutex);
        n += shard.strings.size();
    }
    return n;
}

}  // namespace techlog
