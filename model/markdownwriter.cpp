#include "markdownwriter.h"

#include <yaml-cpp/yaml.h>

#include "blockscanner.h"
#include "documentparser.h"
#include "textnormalizer.h"
#include "workspace.h"

namespace techlog {

QString MarkdownWriter::yamlScalar(const QString& value) {
    YAML::Emitter e;
    e << value.toStdString();
    return QString::fromUtf8(e.c_str());
}

QString MarkdownWriter::frontMatter(const FrontMatter& fm) {
    QString out = QStringLiteral("---\n");
    auto scalarKey = [&](const char* key, const QString& value) {
        if (!fm.has(QLatin1String(key)) && value.isEmpty()) return;
        out += QLatin1String(key) + QStringLiteral(": ") + yamlScalar(value) + QLatin1Char('\n');
    };
    scalarKey("kind", fm.kind);
    scalarKey("slug", fm.slug);
    scalarKey("title", fm.title);
    scalarKey("topic", fm.topic);
    scalarKey("project", fm.project);
    scalarKey("status", fm.status);
    scalarKey("sourceRevision", fm.sourceRevision);
    scalarKey("rootTreeNode", fm.rootTreeNode);
    scalarKey("evidenceCapturedOn", fm.evidenceCapturedOn);
    scalarKey("body", fm.body);
    if (!fm.assets.isEmpty()) {
        out += QStringLiteral("assets:\n");
        for (const AssetRef& a : fm.assets)
            out += QStringLiteral("  - key: ") + yamlScalar(a.key) +
                   QStringLiteral("\n    file: ") + yamlScalar(a.file) + QLatin1Char('\n');
    }
    if (!fm.evidence.isEmpty()) {
        out += QStringLiteral("evidence:\n");
        for (const PathRef& p : fm.evidence)
            out += QStringLiteral("  - ") + yamlScalar(p.path) + QLatin1Char('\n');
    }
    if (!fm.source.isEmpty()) {
        out += QStringLiteral("source:\n");
        for (const QString& s : fm.source)
            out += QStringLiteral("  - ") + yamlScalar(s) + QLatin1Char('\n');
    }
    out += QStringLiteral("---\n");
    return out;
}

QString MarkdownWriter::toMarkdown(const Document& doc) {
    if (!doc.imported) {
        // With `body:` the body lives in its own file, which stays as it is: writing it here
        // too would duplicate it (and the reader would ignore it, with a `body-ignored`).
        if (doc.bodyPath != doc.path) return frontMatter(doc.frontMatter);
        return frontMatter(doc.frontMatter) + doc.body.text();
    }
    FrontMatter fm = doc.frontMatter;
    // A flattened view carries its body inline; the Markdown written here does too.
    fm.body.clear();
    fm.keyPos.remove(QStringLiteral("body"));

    QHash<int, const RelationRef*> relationAt;
    for (const RelationRef& r : doc.relations) relationAt.insert(r.line, &r);
    QHash<int, const Heading*> headingAt;
    for (const Heading& h : doc.headings) headingAt.insert(h.line, &h);
    QHash<int, const Directive*> directiveAt;
    for (const Directive& d : doc.directives) directiveAt.insert(d.line, &d);

    QStringList out;
    const QStringList lines = doc.body.text().split(QLatin1Char('\n'));
    const QString bullet = QStringLiteral("• ");
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = doc.bodyLine + i;
        const QString& line = lines[i];
        if (const Heading* h = headingAt.value(lineNo)) {
            out << QString(h->level, QLatin1Char('#')) + QLatin1Char(' ') + h->text;
        } else if (const RelationRef* r = relationAt.value(lineNo)) {
            // Normalised: a stray `*` left by the flattening (seed 002) would otherwise run into
            // the closing `**` and come back as part of the note.
            out << QStringLiteral("- **") + normalizeTitle(r->title) + QStringLiteral("**");
            if (!r->note.isEmpty()) out << r->note;
        } else if (const Directive* d = directiveAt.value(lineNo)) {
            QString open = QStringLiteral(":::") + d->name;
            for (const DirectiveAttribute& a : d->attributes) {
                QString v = a.value;
                v.replace(QLatin1Char('"'), QStringLiteral("\\\""));
                open += QLatin1Char(' ') + a.name + QStringLiteral("=\"") + v + QLatin1Char('"');
            }
            out << open << QStringLiteral(":::");
        } else if (line.trimmed().startsWith(bullet)) {
            out << QStringLiteral("- ") + line.trimmed().mid(bullet.size());
        } else {
            out << line;
        }
    }
    return frontMatter(fm) + out.join(QLatin1Char('\n'));
}

Document MarkdownWriter::converted(const Document& imported) {
    if (!imported.imported) return imported;
    Diagnostics ignored;
    // Markdown (it opens with `---`) is never taken for a flattened view: no recursion.
    Document doc = parseDocumentFile(imported.absolutePath, imported.path,
                                     MarkdownWriter::toMarkdown(imported).toUtf8(), ignored);
    doc.baseDir = imported.baseDir;  // paths still resolve against the view's line-1 folder
    doc.originalPath = imported.originalPath;
    return doc;
}

void MarkdownWriter::attachMarkdownForm(Document& doc) {
    if (!doc.imported) {
        doc.markdownForm.reset();
        return;
    }
    doc.markdownForm = std::make_shared<const Document>(converted(doc));
}

QString MarkdownWriter::canonicalPath(const Document& doc) {
    const QString kind = kindName(doc.kind);
    return QStringLiteral("tech-log-studio/%1/%2/%2-%3.md")
        .arg(doc.frontMatter.topic, kind, doc.frontMatter.slug);
}

}  // namespace techlog
