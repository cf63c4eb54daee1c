#pragma once

#include <QHash>
#include <QImage>
#include <QString>
#include <memory>

class QTextDocument;
class QThread;

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
    // The page laid out as a QTextDocument, built on the worker (the costly part of showing a
    // long page) and moved to the UI thread; the preview adopts it.
    std::shared_ptr<QTextDocument> document;
    QHash<QString, PreviewAsset> assets;  // by the `src` used in `html`
    qint64 renderMs = 0;                  // parse, link, render HTML, prepare images
    qint64 documentMs = 0;                // build the QTextDocument
};

// Renders a document's current text for the preview, off the UI thread: parses the buffer into
// one Document (normalised as the loader normalises: an imported view gets its Markdown form),
// resolves that document's relations against the loaded workspace (RelationResolver::linkOne;
// the workspace is read, never copied or linked again), renders HTML with MarkdownRenderer, and
// sanitizes and rasterises each evidence SVG (QtSvg would follow `<image href="/abs">`, so only
// the sanitized copy is ever given to it). Thread-safe; caches rasterised images by file.
namespace PreviewRenderer {

// `workspace` must stay alive and unchanged during the call (the pane holds it by a
// shared_ptr in the task).
PreviewPage render(const Workspace& workspace, const QString& relativePath, const QString& text,
                   int imageWidth, quint64 generation);
// Builds `page.document` from `page.html` with the page's images as resources; `thread`
// is where the document will live.
void buildDocument(PreviewPage& page, const QString& styleSheet, QThread* thread);
inline QString scheme() { return QStringLiteral("techlog-asset"); }
inline QString documentScheme() { return QStringLiteral("techlog-doc"); }

}  // namespace PreviewRenderer

}  // namespace techlog
