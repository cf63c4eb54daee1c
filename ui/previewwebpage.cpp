#include "previewwebpage.h"

#include "previewschemehandler.h"

namespace techlog {

PreviewWebPage::PreviewWebPage(QWebEngineProfile* profile, QObject* parent)
    : QWebEnginePage(profile, parent) {}

bool PreviewWebPage::acceptNavigationRequest(const QUrl& url, NavigationType type,
                                             bool isMainFrame) {
    if (!isMainFrame) return false;
    const QUrl page = url.adjusted(QUrl::RemoveFragment);
    if (page == m_expected && type != NavigationTypeLinkClicked) return true;
    // A link inside the page (the index nav, a heading anchor) stays a jump within it.
    if (page == m_expected && url.hasFragment()) return true;
    if (type == NavigationTypeLinkClicked) emit linkActivated(url);
    return false;
}

void PreviewWebPage::javaScriptConsoleMessage(JavaScriptConsoleMessageLevel, const QString& message,
                                              int, const QString&) {
    if (message.startsWith(QLatin1String("techlog:"))) emit previewMessage(message.mid(8));
}

QWebEnginePage* PreviewWebPage::createWindow(WebWindowType) { return nullptr; }

}  // namespace techlog
