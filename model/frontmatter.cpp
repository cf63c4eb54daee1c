#include "frontmatter.h"

namespace techlog {

const AssetRef* FrontMatter::asset(const QString& key) const {
    for (const AssetRef& a : assets)
        if (a.key == key) return &a;
    return nullptr;
}

const QStringList& FrontMatter::knownKeys() {
    static const QStringList keys = {QStringLiteral("kind"),
                                     QStringLiteral("slug"),
                                     QStringLiteral("title"),
                                     QStringLiteral("topic"),
                                     QStringLiteral("project"),
                                     QStringLiteral("status"),
                                     QStringLiteral("sourceRevision"),
                                     QStringLiteral("rootTreeNode"),
                                     QStringLiteral("evidenceCapturedOn"),
                                     QStringLiteral("body"),
                                     QStringLiteral("assets"),
                                     QStringLiteral("evidence"),
                                     QStringLiteral("source")};
    return keys;
}

}  // namespace techlog
