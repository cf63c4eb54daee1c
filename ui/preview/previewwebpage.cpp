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

// Not passed on to Qt's default, which logs every message: the page's and Chromium's (a CSP
// report for each thing the page is refused) would fill the studio's log.
void PreviewWebPage::javaScriptConsoleMessage(JavaScriptConsoleMessageLevel, const QString&, int,
                                              const QString&) {}

QWebEnginePage* PreviewWebPage::createWindow(WebWindowType) { return nullptr; }

}  // namespace techlog
