#include "previewbridge.h"

namespace techlog {

QString PreviewBridge::name() { return QStringLiteral("previewBridge"); }

void PreviewBridge::scroll(int topLine) { emit scrolled(topLine); }

void PreviewBridge::activateLine(int line) { emit lineActivated(line); }

void PreviewBridge::activateSource(int line, const QString& relativePath) {
    emit sourceActivated(line, relativePath);
}

void PreviewBridge::copyFigure(const QString& url) { emit figureCopyRequested(url); }

void PreviewBridge::openRecord(const QString& key) { emit recordRequested(key); }
void PreviewBridge::openProbe(const QString& key) { emit probeRequested(key); }
void PreviewBridge::openFigureWindow(const QString& url, const QString& key,
                                     const QString& caption) {
    emit figureWindowRequested(url, key, caption);
}

}  // namespace techlog
