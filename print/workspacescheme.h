#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

class QWebEngineUrlRequestJob;

namespace techlog {

// What the preview's and the print's URL schemes share: `SCHEME://workspace/<path>` URLs, one
// registration (secure, so that the pages' CSP 'self' matches their own files), and the answer
// to a request from bytes held in memory. The handlers decide which bytes; nothing here reads a
// file.
namespace WorkspaceScheme {

// Registers `scheme` with Qt WebEngine once; must precede the first web engine profile.
void registerScheme(const QByteArray& scheme);
QUrl urlOf(const QByteArray& scheme, const QString& path);
// The path a URL of `scheme` names (no leading '/'), empty for any other URL.
QString pathOf(const QByteArray& scheme, const QUrl& url);
// The path of a GET request for `scheme`; empty (and the job failed as denied) for anything else.
QString acceptedPath(const QByteArray& scheme, QWebEngineUrlRequestJob* job);
// Answers the job with `bytes`, typed by the path's suffix.
void reply(QWebEngineUrlRequestJob* job, const QString& path, const QByteArray& bytes);
QByteArray mimeOf(const QString& path);

}  // namespace WorkspaceScheme

}  // namespace techlog
