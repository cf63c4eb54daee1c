#include "printrequestblocker.h"

#include "printschemehandler.h"

namespace techlog {

void PrintRequestBlocker::interceptRequest(QWebEngineUrlRequestInfo& info) {
    if (info.requestUrl().scheme() != QLatin1String(PrintSchemeHandler::scheme())) info.block(true);
}

}  // namespace techlog
