#include "probeworkspace.h"

#include <QFileInfo>
#include <algorithm>

#include "evidencepaths.h"
#include "probefile.h"

namespace techlog {

QStringList evidenceKeysOf(const Document& document) {
    QStringList keys;
    for (const AssetRef& a : document.frontMatter.assets) keys << a.key;
    for (const PathRef& e : document.frontMatter.evidence) {
        const QString key = EvidencePaths::keyOfRecordReference(e.path);
        if (!key.isEmpty()) keys << key;
    }
    keys.removeDuplicates();
    return keys;
}

QList<QString> probesForDocument(const QString& workspaceRoot, const Document& document) {
    QList<QString> result;
    for (const QString& key : evidenceKeysOf(document)) {
        if (!EvidencePaths::isValidKey(key)) continue;
        const QString path = probeFileForKey(workspaceRoot, key);
        if (QFileInfo::exists(path)) result << QFileInfo(path).absoluteFilePath();
    }
    std::sort(result.begin(), result.end());
    return result;
}

QString probeFileForKey(const QString& workspaceRoot, const QString& key) {
    const QString yaml = probePathForKey(workspaceRoot, key);
    if (QFileInfo::exists(yaml)) return yaml;
    const QString spec =
        yaml.chopped(EvidencePaths::probeSuffix().size()) + QStringLiteral(".spec");
    return QFileInfo::exists(spec) ? spec : yaml;
}

QString keyOfProbeFile(const QString& path) {
    const QString key = EvidencePaths::keyOfProbe(path);
    if (!key.isEmpty()) return key;
    const QString name = QFileInfo(path).fileName();
    if (!name.endsWith(QLatin1String(".spec"))) return {};
    const QString specKey = name.chopped(5);
    return EvidencePaths::isValidKey(specKey) ? specKey : QString();
}

QString keyOfWorkspaceProbe(const QString& relativePath) {
    const QString folder = EvidencePaths::probesFolder() + u'/';
    if (!relativePath.startsWith(folder) || relativePath.indexOf(u'/', folder.size()) >= 0)
        return {};
    return keyOfProbeFile(relativePath);
}

}  // namespace techlog
