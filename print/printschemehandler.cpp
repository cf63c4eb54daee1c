#include "printschemehandler.h"

#include <QBuffer>
#include <QFileInfo>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>

namespace techlog {

namespace {

QByteArray mimeOf(const QString& path) {
    const QString s = QFileInfo(path).suffix().toLower();
    if (s == QLatin1String("html")) return "text/html;charset=utf-8";
    if (s == QLatin1String("css")) return "text/css;charset=utf-8";
    if (s == QLatin1String("js")) return "text/javascript;charset=utf-8";
    if (s == QLatin1String("svg")) return "image/svg+xml";
    if (s == QLatin1String("png")) return "image/png";
    if (s == QLatin1String("jpg") || s == QLatin1String("jpeg")) return "image/jpeg";
    if (s == QLatin1String("gif")) return "image/gif";
    if (s == QLatin1String("webp")) return "image/webp";
    return "application/octet-stream";
}

void registerPrintScheme() { PrintSchemeHandler::registerScheme(); }
// Before main(): a scheme must be known before the first web engine profile exists.
Q_CONSTRUCTOR_FUNCTION(registerPrintScheme)

}  // namespace

PrintSchemeHandler::PrintSchemeHandler(QObject* parent) : QWebEngineUrlSchemeHandler(parent) {}

QByteArray PrintSchemeHandler::scheme() { return QByteArrayLiteral("techlog-print"); }

void PrintSchemeHandler::registerScheme() {
    static bool done = false;
    if (done) return;
    done = true;
    QWebEngineUrlScheme s(scheme());
    s.setSyntax(QWebEngineUrlScheme::Syntax::Host);
    // Secure, so the CSP's 'self' matches the page's own files (as for the preview's scheme).
    s.setFlags(QWebEngineUrlScheme::SecureScheme | QWebEngineUrlScheme::CorsEnabled);
    QWebEngineUrlScheme::registerScheme(s);
}

QUrl PrintSchemeHandler::urlOf(const QString& path) {
    QUrl url;
    url.setScheme(QString::fromLatin1(scheme()));
    url.setHost(QStringLiteral("workspace"));
    url.setPath(QLatin1Char('/') + path);
    return url;
}

void PrintSchemeHandler::setFiles(QHash<QString, QByteArray> files) { m_files = std::move(files); }

void PrintSchemeHandler::requestStarted(QWebEngineUrlRequestJob* job) {
    const QUrl url = job->requestUrl();
    QString path = url.path(QUrl::FullyDecoded);
    while (path.startsWith(QLatin1Char('/'))) path.remove(0, 1);
    if (job->requestMethod() != "GET" || url.scheme() != QLatin1String(scheme()) ||
        url.host() != QLatin1String("workspace")) {
        job->fail(QWebEngineUrlRequestJob::RequestDenied);
        return;
    }
    const auto it = m_files.constFind(path);
    if (it == m_files.constEnd()) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    auto* buffer = new QBuffer(job);
    buffer->setData(*it);
    job->reply(mimeOf(path), buffer);
}

}  // namespace techlog
