#include "previewschemehandler.h"

#include <QFile>
#include <QUrl>
#include <QWebEngineUrlRequestJob>

#include "pagetemplate.h"
#include "workspacescheme.h"

namespace techlog {

namespace {

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

void PreviewSchemeHandler::registerScheme() { WorkspaceScheme::registerScheme(scheme()); }

QUrl PreviewSchemeHandler::urlOf(const QString& sitePath) {
    return WorkspaceScheme::urlOf(scheme(), sitePath);
}

QString PreviewSchemeHandler::sitePathOf(const QUrl& url) {
    return WorkspaceScheme::pathOf(scheme(), url);
}

void PreviewSchemeHandler::setPage(std::shared_ptr<const PreviewPage> page) {
    m_page = std::move(page);
}

void PreviewSchemeHandler::requestStarted(QWebEngineUrlRequestJob* job) {
    const QString path = WorkspaceScheme::acceptedPath(scheme(), job);
    if (path.isEmpty()) return;
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
    WorkspaceScheme::reply(job, path, bytes);
}

}  // namespace techlog
