#include "document.h"

#include "stringpool.h"

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

int Document::columnOf(int line, const QString& needle, int fallback) const {
    const int index = line - bodyLine;
    const QString text =
        index < 0 ? QString() : body.text().section(QLatin1Char('\n'), index, index);
    const qsizetype at = text.indexOf(needle);
    return at < 0 ? fallback : int(at) + 1;
}

void Document::shareStrings(StringPool& pool) {
    if (bodyPath == path) bodyPath = path;
    pool.share(baseDir);
    FrontMatter& f = frontMatter;
    // The title too: other documents' relations name it.
    for (QString* s : {&f.title, &f.kind, &f.topic, &f.project, &f.status, &f.sourceRevision,
                       &f.evidenceCapturedOn, &f.body})
        pool.share(*s);
    pool.share(f.source);
    for (AssetRef& a : f.assets) pool.share(a.file);
    for (PathRef& p : f.evidence) pool.share(p.path);
    for (Heading& h : headings) pool.share(h.text);
    for (CodeBlock& c : codeBlocks) {
        pool.share(c.info);
        pool.share(c.text);
    }
    for (Directive& d : directives) {
        pool.share(d.name);
        pool.share(d.content);
        for (DirectiveAttribute& a : d.attributes) {
            pool.share(a.name);
            pool.share(a.value);
        }
    }
    for (RelationRef& r : relations) {
        pool.share(r.title);
        pool.share(r.note);
        pool.share(r.rawText);
    }
}

}  // namespace techlog
