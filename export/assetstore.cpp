#include "assetstore.h"

#include <utility>

namespace techlog {

AssetStore::AssetStore(const Workspace& ws) : ws_(ws) {}

SiteRenderer::SiteAsset AssetStore::prepare(const QString& absFile, bool* first) {
    *first = false;
    {
        QMutexLocker lock(&mutex_);
        const auto it = assets_.constFind(absFile);
        // By value: the table may grow (and move its entries) while others read.
        if (it != assets_.constEnd()) return *it;
    }
    SiteRenderer::SiteAsset prepared = SiteRenderer::prepareAsset(ws_, absFile);
    SiteRenderer::SiteAsset kept = prepared;
    kept.bytes = {};
    QMutexLocker lock(&mutex_);
    const auto it = assets_.constFind(absFile);
    if (it != assets_.constEnd()) return *it;  // another page's thread was quicker
    assets_.insert(absFile, std::move(kept));
    *first = true;
    return prepared;
}

QMap<QString, const SiteRenderer::SiteAsset*> AssetStore::all() const {
    QMap<QString, const SiteRenderer::SiteAsset*> sorted;
    for (auto it = assets_.constBegin(); it != assets_.constEnd(); ++it)
        sorted.insert(it->outPath, &*it);
    return sorted;
}

}  // namespace techlog
