#include "previewschemehandler.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QUrl>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>

#include "pagetemplate.h"

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

QByteArray staticFile(const QString& sitePath) {
    if (sitePath != QLatin1String("static/style.css") &&
        sitePath != QLatin1String("static/zoom.js"))
        return {};
    PageTemplate::initResources();
    QFile f(QStringLiteral(":/techlog/site/") + sitePath.mid(7));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void registerPreviewScheme() { PreviewSchemeHandler::registerScheme(); }
// Before main(): a scheme must be known before the first web engine profile exists.
Q_CONSTRUCTOR_FUNCTION(registerPreviewScheme)

}  // namespace

PreviewSchemeHandler::PreviewSchemeHandler(QObject* parent) : QWebEngineUrlSchemeHandler(parent) {}

QByteArray PreviewSchemeHandler::scheme() { return QByteArrayLiteral("techlog-preview"); }
QString PreviewSchemeHandler::host() { return QStringLiteral("workspace"); }

void PreviewSchemeHandler::registerScheme() {
    static bool done = false;
    if (done) return;
    done = true;
    QWebEngineUrlScheme s(scheme());
    s.setSyntax(QWebEngineUrlScheme::Syntax::Host);
    // Secure (a potentially trustworthy origin: the CSP's 'self' matches it). Not "local":
    // Chromium would give the page an opaque origin and load none of its own files.
    s.setFlags(QWebEngineUrlScheme::SecureScheme | QWebEngineUrlScheme::CorsEnabled);
    QWebEngineUrlScheme::registerScheme(s);
}

QUrl PreviewSchemeHandler::urlOf(const QString& sitePath) {
    QUrl url;
    url.setScheme(QString::fromLatin1(scheme()));
    url.setHost(host());
    url.setPath(QLatin1Char('/') + sitePath);
    return url;
}

QString PreviewSchemeHandler::sitePathOf(const QUrl& url) {
    if (url.scheme() != QLatin1String(scheme()) || url.host() != host()) return {};
    QString path = url.path(QUrl::FullyDecoded);
    while (path.startsWith(QLatin1Char('/'))) path.remove(0, 1);
    return path;
}

void PreviewSchemeHandler::setPage(std::shared_ptr<const PreviewPage> page) {
    m_page = std::move(page);
}

void PreviewSchemeHandler::requestStarted(QWebEngineUrlRequestJob* job) {
    const QString path = sitePathOf(job->requestUrl());
    if (job->requestMethod() != "GET" || path.isEmpty()) {
        job->fail(QWebEngineUrlRequestJob::RequestDenied);
        return;
    }
    QByteArray bytes;
    bool found = false;
    if (m_page && path == m_page->pagePath) {
        bytes = m_page->html.toUtf8();
        found = true;
    } else if (m_page && m_page->assets.contains(path)) {
        bytes = m_page->assets.value(path);
        found = true;
    } else {
        bytes = staticFile(path);
        found = !bytes.isEmpty();
    }
    if (!found) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    auto* buffer = new QBuffer(job);
    buffer->setData(bytes);
    job->reply(mimeOf(path), buffer);
}

}  // namespace techlog
