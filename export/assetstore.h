#pragma once

#include <QHash>
#include <QMap>
#include <QMutex>
#include <QString>

#include "siterenderer.h"
#include "workspace.h"

namespace techlog {

// The images of one site export, each prepared once (SiteRenderer::prepareAsset: read, an SVG
// sanitized) whichever page's thread asks first. An image depends on its file only, so the
// order in which the threads arrive does not change the site. It prepares and never writes: the
// caller that prepared an image writes it.
class AssetStore {
public:
    explicit AssetStore(const Workspace& ws);

    // The image `absFile` as the site holds it. `*first` says whether this call prepared it;
    // only then does it come with its bytes, for the caller to write (the store keeps none).
    SiteRenderer::SiteAsset prepare(const QString& absFile, bool* first);
    // Every image prepared, without bytes, sorted by its path in the site. Once no thread
    // prepares any more: the pointers are the store's.
    QMap<QString, const SiteRenderer::SiteAsset*> all() const;

private:
    const Workspace& ws_;
    QMutex mutex_;
    QHash<QString, SiteRenderer::SiteAsset> assets_;  // by absolute file
};

}  // namespace techlog
