#pragma once

#include <QWebEngineUrlSchemeHandler>
#include <memory>

#include "previewrenderer.h"

namespace techlog {

// Serves the preview's page to its QWebEngineView, and nothing else: the page the renderer made
// from the buffer, the assets that page refers to (sanitized by the renderer, through the
// workspace's path rule: Workspace::resolve and SiteRenderer::prepareAsset), and the site's
// static files. Every other URL fails; nothing is read from disk on the page's say-so.
//
// URLs: `techlog-preview://workspace/<path relative to the site's root>`, the layout of
// `techlog export --html`, so the page's relative links and the CSP's 'self' work unchanged.
class PreviewSchemeHandler : public QWebEngineUrlSchemeHandler {
    Q_OBJECT
public:
    explicit PreviewSchemeHandler(QObject* parent = nullptr);

    void setPage(std::shared_ptr<const PreviewPage> page);
    void requestStarted(QWebEngineUrlRequestJob* job) override;

    static QByteArray scheme();  // techlog-preview
    static QString host();       // workspace
    static QUrl urlOf(const QString& sitePath);
    // The path relative to the site's root of one of this scheme's URLs (empty otherwise).
    static QString sitePathOf(const QUrl& url);
    // Registers the scheme with Qt WebEngine (done before main(): it must precede the first
    // web engine profile).
    static void registerScheme();

private:
    std::shared_ptr<const PreviewPage> m_page;
};

}  // namespace techlog
