#include "previewrequestblocker.h"

#include "previewschemehandler.h"

namespace techlog {

void PreviewRequestBlocker::interceptRequest(QWebEngineUrlRequestInfo& info) {
    if (info.requestUrl().scheme() != QLatin1String(PreviewSchemeHandler::scheme()))
        info.block(true);
}

}  // namespace techlog
