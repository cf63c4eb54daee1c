#pragma once

#include <QWebEngineUrlRequestInterceptor>

namespace techlog {

// Refuses every request of the print profile that is not for PrintSchemeHandler: printing has
// no network access at all, whatever a page or an SVG asks for.
class PrintRequestBlocker : public QWebEngineUrlRequestInterceptor {
    Q_OBJECT
public:
    using QWebEngineUrlRequestInterceptor::QWebEngineUrlRequestInterceptor;
    void interceptRequest(QWebEngineUrlRequestInfo& info) override;
};

}  // namespace techlog
