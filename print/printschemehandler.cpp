#include "printschemehandler.h"

#include <QWebEngineUrlRequestJob>

#include "workspacescheme.h"

namespace techlog {

namespace {
void registerPrintScheme() { PrintSchemeHandler::registerScheme(); }
// Before main(): a scheme must be known before the first web engine profile exists.
Q_CONSTRUCTOR_FUNCTION(registerPrintScheme)
}  // namespace

PrintSchemeHandler::PrintSchemeHandler(QObject* parent) : QWebEngineUrlSchemeHandler(parent) {}

QByteArray PrintSchemeHandler::scheme() { return QByteArrayLiteral("techlog-print"); }

void PrintSchemeHandler::registerScheme() { WorkspaceScheme::registerScheme(scheme()); }

QUrl PrintSchemeHandler::urlOf(const QString& path) {
    return WorkspaceScheme::urlOf(scheme(), path);
}

void PrintSchemeHandler::setFiles(QHash<QString, QByteArray> files) { m_files = std::move(files); }

void PrintSchemeHandler::requestStarted(QWebEngineUrlRequestJob* job) {
    const QString path = WorkspaceScheme::acceptedPath(scheme(), job);
    if (path.isEmpty()) return;
    const auto it = m_files.constFind(path);
    if (it == m_files.constEnd()) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    WorkspaceScheme::reply(job, path, *it);
}

}  // namespace techlog
