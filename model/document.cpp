#include "document.h"

namespace techlog {

DocKind kindFromString(const QString& kind) {
    const QString k = kind.trimmed().toUpper();
    if (k == QLatin1String("CONCEPT")) return DocKind::Concept;
    if (k == QLatin1String("RULE")) return DocKind::Rule;
    if (k == QLatin1String("CASE")) return DocKind::Case;
    return DocKind::Unknown;
}

QString kindName(DocKind kind) {
    switch (kind) {
        case DocKind::Concept:
            return QStringLiteral("concept");
        case DocKind::Rule:
            return QStringLiteral("rule");
        case DocKind::Case:
            return QStringLiteral("case");
        case DocKind::Unknown:
            break;
    }
    return QStringLiteral("unknown");
}

QString Directive::attribute(const QString& key, const QString& fallback) const {
    for (const DirectiveAttribute& a : attributes)
        if (a.name == key) return a.value;
    return fallback;
}

bool Directive::hasAttribute(const QString& key) const {
    for (const DirectiveAttribute& a : attributes)
        if (a.name == key) return true;
    return false;
}

bool Document::hasHeading(const QString& text) const {
    for (const Heading& h : headings)
        if (h.text == text) return true;
    return false;
}

}  // namespace techlog
