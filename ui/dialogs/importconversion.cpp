#include "importconversion.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include "documentparser.h"
#include "markdownwriter.h"
#include "pathguard.h"
#include "workspace.h"

namespace techlog {

QString ImportConversion::canonicalPath(const Document& doc, QString* error) {
    const QString topic = doc.frontMatter.topic;
    const QString kind = doc.kind == DocKind::Unknown ? QString() : kindName(doc.kind);
    const QString slug = doc.frontMatter.slug;
    QStringList missing;
    if (topic.isEmpty()) missing << QStringLiteral("topic");
    if (kind.isEmpty()) missing << QStringLiteral("kind");
    if (slug.isEmpty()) missing << QStringLiteral("slug");
    if (missing.isEmpty()) {
        const QString path = MarkdownWriter::canonicalPath(doc);  // the model's rule wins
        if (!path.isEmpty()) return path;
    } else {
        if (error)
            *error = QObject::tr(
                         "The document has no %1 in its front matter, so its place in "
                         "the workspace is unknown.")
                         .arg(missing.join(QStringLiteral(", ")));
        return {};
    }
    return QStringLiteral("tech-log-studio/%1/%2/%2-%3.md").arg(topic, kind, slug);
}

QString ImportConversion::convert(const Document& doc, const QString& text, QString* error) {
    // Convert what the author sees (the buffer may hold unsaved edits), not the loaded copy.
    Diagnostics ignored;
    Document fresh = parseDocumentFile(doc.absolutePath, doc.path, text.toUtf8(), ignored);
    if (fresh.broken && !doc.broken) fresh = doc;
    Q_UNUSED(error);
    // Read as a flattened view, the buffer came with its Markdown form (the model converts once,
    // at load); an edit that made it Markdown already is written back with clean front matter.
    if (fresh.markdownForm) return fresh.markdownForm->source.text();
    return toMarkdown(fresh);
}

bool ImportConversion::write(const QString& workspaceRoot, const QString& absolutePath,
                             const QString& markdown, QString* error) {
    const std::optional<QString> target = PathGuard(workspaceRoot).writable(absolutePath, error);
    if (!target) return false;
    QSaveFile file(*target);
    const QByteArray bytes = markdown.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error) *error = file.errorString();
        return false;
    }
    return true;
}

}  // namespace techlog
