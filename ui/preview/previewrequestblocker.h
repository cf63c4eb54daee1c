#pragma once

#include <QWebEngineUrlRequestInterceptor>

namespace techlog {

// Refuses every request of the preview's profile that is not for PreviewSchemeHandler: the
// preview has no network access at all, whatever a page or an SVG asks for.
class PreviewRequestBlocker : public QWebEngineUrlRequestInterceptor {
    Q_OBJECT
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;
    void interceptRequest(QWebEngineUrlRequestInfo& info) override;
};

}  // namespace techlog
