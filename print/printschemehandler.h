#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QUrl>
#include <QWebEngineUrlSchemeHandler>

namespace techlog {

// Serves the document PdfPrinter prints, and nothing else: the files PrintDocument rendered
// (the page, its sanitized assets, the site's static files), held in memory. Every other URL
// fails; nothing is read from disk on the page's say-so.
//
// URLs: `techlog-print://workspace/<path relative to the print document's root>`.
class PrintSchemeHandler : public QWebEngineUrlSchemeHandler {
    Q_OBJECT
public:
    explicit PrintSchemeHandler(QObject* parent = nullptr);

    void setFiles(QHash<QString, QByteArray> files);
    void requestStarted(QWebEngineUrlRequestJob* job) override;

    static QByteArray scheme();  // techlog-print
    static QUrl urlOf(const QString& path);
    // Registers the scheme with Qt WebEngine; must precede the first web engine profile (done
    // before main(), and again, harmlessly, by PdfPrinter::prepareApplication()).
    static void registerScheme();

private:
    QHash<QString, QByteArray> m_files;
};

}  // namespace techlog
