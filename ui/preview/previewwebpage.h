#pragma once

#include <QWebEnginePage>

namespace techlog {

// The preview's web page: navigates only to the page the preview shows; a click on any other
// link of the preview's scheme (a relation, a backlink) is reported instead of followed, and
// every other URL is refused. The preview's own script talks to the studio over the page's web
// channel (PreviewBridge); the console is nobody's channel, its messages are ignored.
class PreviewWebPage : public QWebEnginePage {
    Q_OBJECT
public:
    explicit PreviewWebPage(QWebEngineProfile* profile, QObject* parent = nullptr);

    // The URL the preview loads itself; any other navigation is a link the reader followed.
    void setExpectedUrl(const QUrl& url) { m_expected = url; }

signals:
    void linkActivated(const QUrl& url);

protected:
    bool acceptNavigationRequest(const QUrl& url, NavigationType type, bool isMainFrame) override;
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString& message,
                                  int lineNumber, const QString& sourceID) override;
    QWebEnginePage* createWindow(WebWindowType type) override;

private:
    QUrl m_expected;
};

}  // namespace techlog
