#include "frontmatter.h"

namespace techlog {

const AssetRef* FrontMatter::asset(const QString& key) const {
    for (const AssetRef& a : assets)
        if (a.key == key) return &a;
    return nullptr;
}

QByteArray FrontMatter::keyBefore(const QString& key) const {
    const QStringList& order = knownKeys();
    for (int i = int(order.indexOf(key)) - 1; i >= 0; --i)
        if (has(order[i])) return order[i].toUtf8();
    return {};
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
