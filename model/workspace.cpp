#include "workspace.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>

#include "textnormalizer.h"

namespace techlog {

struct CanonicalPathCache {
    QMutex mutex;
    QHash<QString, QString> folders;  // absolute folder -> canonical folder

    QString canonicalFolder(const QString& folder) {
        {
            QMutexLocker lock(&mutex);
            const auto it = folders.constFind(folder);
            if (it != folders.constEnd()) return *it;
        }
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        QMutexLocker lock(&mutex);
        folders.insert(folder, canonical);
        return canonical;
    }
};

std::shared_ptr<CanonicalPathCache> makeCanonicalPathCache() {
    return std::make_shared<CanonicalPathCache>();
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
    // A symbolic link may still lead out: judge where it really points. Asking isSymLink()
    // first makes QFileInfo answer both questions from one lstat() for a plain file.
    const QFileInfo info(joined);
    const bool link = info.isSymLink();
    if (info.exists()) {
        if (exists) *exists = true;
        QString canonicalRoot, canonical;
        if (canonicalCache) {
            canonicalRoot = canonicalCache->canonicalFolder(root);
            canonical = link ? info.canonicalFilePath()
                             : canonicalCache->canonicalFolder(info.absolutePath()) +
                                   QLatin1Char('/') + info.fileName();
        } else {
            canonicalRoot = QFileInfo(root).canonicalFilePath();
            canonical = info.canonicalFilePath();
        }
        if (!canonical.startsWith(canonicalRoot + QLatin1Char('/'))) return std::nullopt;
    }
    return joined;
}

QString Workspace::relativePath(const QString& absolute) const {
    return QDir(root).relativeFilePath(absolute);
}

QString Workspace::rawRecordPath(const QString& key) const {
    return root + QStringLiteral("/final/evidence/raw/") + key + QStringLiteral(".txt");
}

QString Workspace::renderedRecordPath(const QString& key) const {
    return root + QStringLiteral("/final/evidence/rendered/") + key + QStringLiteral(".svg");
}

}  // namespace techlog
