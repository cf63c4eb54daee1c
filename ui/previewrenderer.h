#pragma once

#include <QHash>
#include <QImage>
#include <QString>
#include <memory>

#include "workspace.h"

namespace techlog {

// One evidence image of a preview: what the zoom viewer needs when it is clicked.
struct PreviewAsset {
    QString key;
    QString caption;
    QString absoluteFile;  // the asset on disk (never handed to QtSvg: see `svg`)
    QString recordPath;    // final/evidence/raw/<key>.txt, absolute; may not exist
    QByteArray svg;        // the sanitized SVG
    QImage image;          // rendered for the preview at its width
};

struct PreviewPage {
    quint64 generation = 0;
    QString html;
    QHash<QString, PreviewAsset> assets;  // by the `src` used in `html`
    qint64 renderMs = 0;
};

// Renders a document's current text for the preview, off the UI thread: re-parses the buffer,
// relinks its relations against the workspace, renders HTML with MarkdownRenderer, and
// sanitizes and rasterises each evidence SVG (QtSvg would follow `<image href="/abs">`, so only
// the sanitized copy is ever given to it). Thread-safe; caches rasterised images by file.
class PreviewRenderer {
public:
    static PreviewPage render(std::shared_ptr<const Workspace> workspace,
                              const QString& relativePath, const QString& text, int imageWidth,
                              quint64 generation);
    static QString scheme() { return QStringLiteral("techlog-asset"); }
    static QString documentScheme() { return QStringLiteral("techlog-doc"); }
};

}  // namespace techlog
