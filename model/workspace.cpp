#include "workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include "textnormalizer.h"

namespace techlog {

PathGuard Workspace::paths() const {
    if (!guard.isNull() && guard.root() == root) return guard;
    return PathGuard(root);
}

bool Workspace::hasFile(const QString& relativePath) const {
    bool exists = false;
    const std::optional<QString> abs =
        paths().confine(root + QLatin1Char('/') + relativePath, nullptr, &exists);
    return abs && exists && QFileInfo(*abs).isFile();
}

bool Workspace::isSourceFile(const QString& relativePath) {
    if (relativePath == QLatin1String("final/document.md")) return true;
    return relativePath.startsWith(QLatin1String("analysis/")) &&
           relativePath.endsWith(QLatin1String(".md")) &&
           relativePath.indexOf(QLatin1Char('/'), 9) < 0;
}

int Workspace::indexOfPath(const QString& relativePath) const {
    for (int i = 0; i < documents.size(); ++i)
        if (documents[i].path == relativePath || documents[i].bodyPath == relativePath) return i;
    return -1;
}

QList<int> Workspace::indicesOfTitle(const QString& title) const {
    QList<int> found;
    const QString wanted = normalizeTitle(title);
    for (int i = 0; i < documents.size(); ++i)
        if (normalizeTitle(documents[i].title()) == wanted) found.append(i);
    return found;
}

namespace {

bool hasPlainText(const Document& d) {
    return d.source.isPlain() || d.body.isPlain() ||
           (d.markdownForm && hasPlainText(*d.markdownForm));
}

void pack(Document& d) {
    StoredText::pack(d.source, d.body);
    if (d.markdownForm && hasPlainText(*d.markdownForm)) {
        auto form = std::make_shared<Document>(*d.markdownForm);
        StoredText::pack(form->source, form->body);
        d.markdownForm = std::move(form);
    }
}

}  // namespace

void Workspace::packText() {
    // An update read one or a few files again: the rest is packed already, and is neither
    // touched (which would copy a list shared with the previous workspace) nor handed to threads.
    QList<qsizetype> plain;
    for (qsizetype i = 0; i < documents.size(); ++i)
        if (hasPlainText(std::as_const(documents)[i])) plain.append(i);
    if (plain.size() < 64) {
        for (const qsizetype i : plain) pack(documents[i]);
        return;
    }
    Document* first = documents.data();  // detaches once, here, not on the threads
    // A pool of its own, as EvidenceChecks: Qt's global pool is the raster paint engine's,
    // which the UI thread waits for (docs/CONVENTIONS.md).
    QThreadPool pool;
    QtConcurrent::blockingMap(&pool, plain, [first](qsizetype i) { pack(first[i]); });
}

Diagnostics Workspace::diagnosticsFor(const QString& relativePath) const {
    Diagnostics found;
    const int idx = indexOfPath(relativePath);
    const QString bodyPath = idx >= 0 ? documents[idx].bodyPath : QString();
    for (const Diagnostic& d : diagnostics)
        if (d.path == relativePath || (!bodyPath.isEmpty() && d.path == bodyPath)) found.append(d);
    return found;
}

std::optional<QString> Workspace::resolve(const Document& doc, const QString& relative,
                                          bool* exists) const {
    if (exists) *exists = false;
    if (relative.isEmpty() || QDir::isAbsolutePath(relative) ||
        relative.contains(QLatin1String("://")))
        return std::nullopt;
    const QString joined =
        QDir::cleanPath(root + QLatin1Char('/') + doc.baseDir + QLatin1Char('/') + relative);
    if (!joined.startsWith(root + QLatin1Char('/'))) return std::nullopt;
    // A symbolic link may still lead out: the guard judges where it really points.
    const PathGuard guard = paths();
    return guard.confine(joined, nullptr, exists);
}

QString Workspace::writtenFrom(const QString& folder, const QString& path) {
    return QDir(QStringLiteral("/") + folder).relativeFilePath(QStringLiteral("/") + path);
}

QString Workspace::relativePath(const QString& absolute) const {
    return QDir(root).relativeFilePath(absolute);
}

}  // namespace techlog
