#include "workspacescheme.h"

#include <QBuffer>
#include <QFileInfo>
#include <QMutex>
#include <QSet>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>

namespace techlog::WorkspaceScheme {

namespace {
const QString host = QStringLiteral("workspace");
}  // namespace

void registerScheme(const QByteArray& scheme) {
    static QMutex mutex;
    static QSet<QByteArray> done;
    const QMutexLocker lock(&mutex);
    if (done.contains(scheme)) return;
    done.insert(scheme);
    QWebEngineUrlScheme s(scheme);
    s.setSyntax(QWebEngineUrlScheme::Syntax::Host);
    // Secure (a potentially trustworthy origin: the CSP's 'self' matches it). Not "local":
    // Chromium would give the page an opaque origin and load none of its own files.
    s.setFlags(QWebEngineUrlScheme::SecureScheme | QWebEngineUrlScheme::CorsEnabled);
    QWebEngineUrlScheme::registerScheme(s);
}

QUrl urlOf(const QByteArray& scheme, const QString& path) {
    QUrl url;
    url.setScheme(QString::fromLatin1(scheme));
    url.setHost(host);
    url.setPath(QLatin1Char('/') + path);
    return url;
}

QString pathOf(const QByteArray& scheme, const QUrl& url) {
    if (url.scheme() != QLatin1String(scheme) || url.host() != host) return {};
    QString path = url.path(QUrl::FullyDecoded);
    while (path.startsWith(QLatin1Char('/'))) path.remove(0, 1);
    return path;
}

QString acceptedPath(const QByteArray& scheme, QWebEngineUrlRequestJob* job) {
    const QString path = pathOf(scheme, job->requestUrl());
    if (job->requestMethod() != "GET" || path.isEmpty()) {
        job->fail(QWebEngineUrlRequestJob::RequestDenied);
        return {};
    }
    return path;
}

void reply(QWebEngineUrlRequestJob* job, const QString& path, const QByteArray& bytes) {
    auto* buffer = new QBuffer(job);
    buffer->setData(bytes);
    job->reply(mimeOf(path), buffer);
}

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

}  // namespace techlog::WorkspaceScheme
