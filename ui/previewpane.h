#pragma once

#include <QFutureWatcher>
#include <QHash>
#include <QTextBrowser>
#include <memory>

#include "previewrenderer.h"

class QTimer;

namespace techlog {

// The rendered document beside its source, as the export shows it, updated as the author types:
// a short debounce, then rendering on a worker thread; a newer edit supersedes an older render.
// Evidence figures open in the zoom viewer; relation links ask to open their target.
class PreviewPane : public QTextBrowser {
    Q_OBJECT
public:
    explicit PreviewPane(QWidget* parent = nullptr);
    ~PreviewPane() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // Shows `relativePath` rendered from `text` (the editor's buffer).
    void setDocument(const QString& relativePath, const QString& text);
    // The buffer changed: render again after the debounce.
    void setText(const QString& text);
    void clearDocument();

    void setDebounceMs(int ms);
    const PreviewPage& page() const { return m_page; }
    QString relativePath() const { return m_path; }
    // Opens the zoom viewer for the figure whose image is `src` (also what a click does).
    void openAsset(const QString& src);

signals:
    void documentLinkActivated(const QString& relativePath);
    void pageUpdated(qint64 renderMs);

protected:
    QVariant loadResource(int type, const QUrl& name) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void scheduleRender();
    void startRender();
    void onRendered();
    void onAnchor(const QUrl& url);
    QString imageAt(const QPoint& pos) const;

    std::shared_ptr<const Workspace> m_workspace;
    QString m_path;
    QString m_text;
    QTimer* m_debounce;
    QFutureWatcher<PreviewPage> m_watcher;
    quint64 m_generation = 0;
    bool m_pending = false;
    PreviewPage m_page;
    QTextDocument* m_empty = nullptr;  // shown when no document is open
};

}  // namespace techlog
