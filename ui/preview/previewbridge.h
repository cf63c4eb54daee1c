#pragma once

#include <QObject>
#include <QString>

namespace techlog {

// What the preview's own script (resources/preview/preview.js) tells the studio, over
// QWebChannel. PreviewPane publishes it in Qt WebEngine's application world only, where that
// script runs: the page's own scripts (the export's, or any a document brings) cannot reach it.
// Each method only turns the page's call into the matching typed signal; the pane checks what
// the page names (a workspace file, a figure it serves, a record) before acting on it.
class PreviewBridge : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // The name the page finds the bridge under: `channel.objects.previewBridge`.
    static QString name();

    // Called by the page.
    // The reader scrolled: `topLine` is the source line of the page's topmost block.
    Q_INVOKABLE void scroll(int topLine);
    // A double-click at the block of source line `line`.
    Q_INVOKABLE void activateLine(int line);
    // A link of a `source:` sentence: its file (workspace-relative, as the page says) and line.
    Q_INVOKABLE void activateSource(int line, const QString& relativePath);
    // The zoom viewer's "Copy Figure" (or Ctrl+C): the URL of the image shown.
    Q_INVOKABLE void copyFigure(const QString& url);
    // The zoom viewer's "Open Record": the key of the figure shown.
    Q_INVOKABLE void openRecord(const QString& key);
    // The zoom viewer's "Open Probe": the key of the figure shown.
    Q_INVOKABLE void openProbe(const QString& key);
    // The zoom viewer's "Open in Window": the URL of the image shown, its figure's key and the
    // caption's text (shown as plain text).
    Q_INVOKABLE void openFigureWindow(const QString& url, const QString& key,
                                      const QString& caption);

signals:
    void scrolled(int topLine);
    void lineActivated(int line);
    void sourceActivated(int line, const QString& relativePath);
    void figureCopyRequested(const QString& url);
    void recordRequested(const QString& key);
    void probeRequested(const QString& key);
    void figureWindowRequested(const QString& url, const QString& key, const QString& caption);
};

}  // namespace techlog
