#pragma once

#include <QFutureWatcher>
#include <QJsonObject>
#include <QWebEngineView>
#include <functional>
#include <memory>

#include "previewrenderer.h"

class QTimer;
class QWebChannel;
class QWebEngineLoadingInfo;
class QWebEngineProfile;

namespace techlog {

class PreviewBridge;
class PreviewSchemeHandler;
class PreviewWebPage;

// The rendered document beside its source, exactly as the export shows it: the page of
// `techlog export --html` (same template, stylesheet, zoom script, sanitized figures and CSP) in
// Qt WebEngine, served by PreviewSchemeHandler from a private, off-the-record profile that
// reaches nothing but that handler. As the author types: a short debounce, rendering on a worker
// thread (a newer edit supersedes an older render), then the shown page's article is updated
// in place by script, so neither the scroll position nor unchanged figures are disturbed.
// Editor and preview scroll together by the page's `data-line` anchors; a double-click in the
// page asks for its line; relation links ask to open their target, and the links of `source:`
// sentences their file at its heading, instead of navigating. The
// page's zoom viewer gets the studio's buttons: copy the figure (the sanitized SVG, and a picture
// of it), open its raw record in the studio.
class PreviewPane : public QWebEngineView {
    Q_OBJECT
public:
    explicit PreviewPane(QWidget* parent = nullptr);
    ~PreviewPane() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // Shows `relativePath` rendered from `text` (the editor's buffer).
    void setDocument(const QString& relativePath, const QString& text);
    // The buffer changed: render again after the debounce.
    void setText(const QString& text);
    // Where the buffer's text comes from (the editor's), and the signal that it changed: a
    // keystroke then costs a timer restart, and the text is copied once the debounce fires,
    // not on every key.
    void setTextSource(std::function<QString()> source) { m_textSource = std::move(source); }
    void bufferChanged();
    // Shows the buffer the studio parsed once for all that follow it (BufferParser), rendered
    // from that parse at once (the parse had the pause). Ignored when parsed against another
    // workspace than this pane's. From then on a new workspace waits for the buffer parsed
    // against it, rather than the pane parsing the text itself; the text setters above leave it.
    void showParsed(std::shared_ptr<const ParsedBuffer> parsed);
    void clearDocument();

    void setDebounceMs(int ms);
    // The page shown last (or being shown).
    const PreviewPage& currentPage() const { return *m_page; }
    QString relativePath() const { return m_path; }
    // Pages loaded from scratch (a new document); an edit updates in place and does not count.
    int pageLoads() const { return m_loads; }

    // Scrolls the page so that the block of source line `line` is at the top.
    void scrollToLine(int line);
    // The editor's cursor is on `line`: the page scrolls only when that line's block is out of
    // view (the preview follows the editor as the author moves and types).
    void revealLine(int line);
    // Reads the page's selection and emits remarkRequested with it (asynchronously: the page
    // answers through script). The context menu's "Remark on Selection…" calls it.
    void requestRemark();

    // Whether the pane shows `relativePath`: a document, or a source file (`final/document.md`,
    // `analysis/*.md`), whose page is the export's.
    bool canShow(const QString& relativePath) const;

signals:
    void documentLinkActivated(const QString& relativePath);
    // A link of a `source:` sentence: its file (workspace-relative) at the line it lands on.
    void sourceLinkActivated(const QString& relativePath, int line);
    // The page shows the latest render (loaded, or updated in place).
    void pageUpdated(qint64 renderMs);
    // The page was scrolled by the reader: `line` is the source line of its topmost block.
    void scrolledToLine(int line);
    // A double-click in the page at the block of source line `line`.
    void lineActivated(int line);
    // The reader asked to remark on the selected `text` of the page; `line` is the source line
    // of the block before it (0: none). The text is the page's: the lead finds it in the source.
    void remarkRequested(const QString& text, int line);
    // The zoom viewer's "Open Record": the raw record (workspace-relative) of the figure shown.
    void recordActivated(const QString& relativePath);
    // The zoom viewer's "Open Probe": the probe (workspace-relative) behind the figure's record.
    void probeActivated(const QString& relativePath);
    // The zoom viewer's "Copy Figure" (or Ctrl+C) put the figure on the clipboard.
    void figureCopied(const QString& sitePath);
    // The zoom viewer's "Open in Window": the figure's bytes as the page shows them (the
    // sanitized SVG, or the picture), its caption, and its raw record (workspace-relative;
    // empty when it has none).
    void figureWindowRequested(const QByteArray& figure, bool svg, const QString& caption,
                               const QString& record);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    void scheduleRender();
    void onDebounce();
    void startRender();
    void onRendered();
    void loadPage(const QUrl& url);
    bool isLoading() const { return !m_loadingUrl.isEmpty(); }
    void onLoadingChanged(const QWebEngineLoadingInfo& info);
    void onSourceActivated(int line, const QString& relativePath);
    void onRecordRequested(const QString& key);
    void onProbeRequested(const QString& key);
    QString probeOf(const QString& key) const;
    void openSitePath(const QString& sitePath);
    bool isWorkspaceFile(const QString& relativePath) const;
    void setUpZoom();
    void copyFigure(const QString& sitePath);
    QString recordOf(const QString& key) const;

    std::shared_ptr<const Workspace> m_workspace;
    std::shared_ptr<const SiteRenderer::SitePages> m_pages;
    QString m_path;
    QString m_text;
    QTimer* m_debounce;
    std::function<QString()> m_textSource;
    bool m_textStale = false;     // the source has newer text than m_text
    bool m_renderWanted = false;  // a render is due whatever the text
    // m_text's parse, when given (showParsed).
    std::shared_ptr<const ParsedBuffer> m_parsed;
    QFutureWatcher<PreviewPage> m_watcher;
    quint64 m_generation = 0;
    bool m_pending = false;
    bool m_closing = false;  // in the destructor: the page's callbacks must not touch the pane
    // The page this pane is loading (empty when none): the next render waits for it.
    QUrl m_loadingUrl;
    int m_loads = 0;
    int m_cursorLine = 0;  // the editor's cursor's line (revealLine), brought into view on loads
    std::shared_ptr<const PreviewPage> m_page;
    QWebEngineProfile* m_profile;
    PreviewSchemeHandler* m_handler;
    // What the page's script says (PreviewBridge), over the channel registered on m_webPage.
    PreviewBridge* m_bridge;
    QWebChannel* m_channel;
    PreviewWebPage* m_webPage;
    // The open document's figures that have a raw record, for the zoom viewer: looked up on the
    // file system once per workspace and document, not on every in-place update.
    std::weak_ptr<const Workspace> m_zoomWorkspace;
    QString m_zoomPath;
    QJsonObject m_zoomRecords;
    QJsonObject m_zoomProbes;  // the figures' keys whose record has a probe
};

}  // namespace techlog
