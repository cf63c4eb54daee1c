#include "probeworkspace.h"

#include <QFileInfo>
#include <algorithm>

#include "evidencepaths.h"
#include "probefile.h"

namespace techlog {

QList<QString> probesForDocument(const QString& workspaceRoot, const Document& document) {
    QStringList keys;
    for (const AssetRef& a : document.frontMatter.assets) keys << a.key;
    for (const PathRef& e : document.frontMatter.evidence) {
        const QString key = EvidencePaths::keyOfRecordReference(e.path);
        if (!key.isEmpty()) keys << key;
    }
    keys.removeDuplicates();
    QList<QString> result;
    for (const QString& key : keys) {
        if (!EvidencePaths::isValidKey(key)) continue;
        const QString path = probePathForKey(workspaceRoot, key);
        if (QFileInfo::exists(path)) result << QFileInfo(path).absoluteFilePath();
    }
    std::sort(result.begin(), result.end());
    return result;
}

}  // namespace techlog
