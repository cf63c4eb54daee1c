// parseDocumentFile: one file to one Document, Markdown or flattened view.
#include "documentparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <atomic>

#include "blockscanner.h"
#include "filebytes.h"
#include "flattenedview.h"
#include "frontmatterparser.h"
#include "markdownwriter.h"
#include "sourcetext.h"
#include "workspace.h"

namespace techlog {

namespace {

std::atomic<quint64> parseCount{0};

void applyOutline(Document& doc, BlockScanner::Outline&& o) {
    doc.headings = std::move(o.headings);
    doc.codeBlocks = std::move(o.codeBlocks);
    doc.directives = std::move(o.directives);
    doc.relations = std::move(o.relations);
    doc.tooDeepDirectives = std::move(o.tooDeep);
}

QString folderOf(const QString& relativePath) {
    const qsizetype slash = relativePath.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : relativePath.left(slash);
}

}  // namespace

Document parseDocumentFile(const QString& absolutePath, const QString& relativePath,
                           const QByteArray& bytes, Diagnostics& out, const PathGuard* given,
                           const BufferedFiles* buffers) {
    parseCount.fetch_add(1, std::memory_order_relaxed);
    Document doc;
    doc.path = relativePath;
    doc.absolutePath = absolutePath;
    doc.bodyPath = relativePath;
    doc.baseDir = folderOf(relativePath);
    const SourceText src = SourceText::decode(bytes);
    doc.source = src.text;
    doc.hadBom = src.hadBom;
    doc.crlf = src.crlf;
    if (src.invalidUtf8Line > 0) {
        out.append(makeDiagnostic(
            relativePath, src.invalidUtf8Line, 1, Severity::Error,
            QStringLiteral("encoding-invalid"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "the file is not valid UTF-8 (invalid bytes were replaced "
                              "with U+FFFD)")));
    }

    if (FlattenedView::looksLike(src.text)) {
        doc.imported = true;
        FlattenedView::Result r = FlattenedView::parse(src.text, relativePath, out);
        doc.originalPath = r.originalPath;
        doc.frontMatter = std::move(r.frontMatter);
        const QString folder = FlattenedView::workspaceFolderOf(doc.originalPath);
        if (!folder.isEmpty()) doc.baseDir = folder;
        doc.body = r.body;
        doc.bodyLine = r.bodyLine;
        doc.kind = kindFromString(doc.frontMatter.kind);
        applyOutline(
            doc, BlockScanner::scanFlattened(doc.body.text(), doc.bodyLine, doc.frontMatter.title));
        out.append(makeDiagnostic(
            relativePath, 1, 1, Severity::Info, QStringLiteral("imported-flattened-view"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "read from the flattened view (Markdown markers were "
                              "stripped); save it as Markdown to edit it as a document")));
        // Normalised here, once: renderers see its Markdown form, never the flattened text.
        MarkdownWriter::attachMarkdownForm(doc);
        return doc;
    }

    FrontMatterResult fm = FrontMatterParser::parse(src.text, relativePath, out);
    doc.frontMatterRepaired = fm.repaired;
    doc.frontMatter = std::move(fm.frontMatter);
    doc.kind = kindFromString(doc.frontMatter.kind);
    doc.broken = !fm.parsed;
    if (!fm.found) {
        out.append(makeDiagnostic(
            relativePath, 1, 1, Severity::Error, QStringLiteral("front-matter-missing"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic",
                              "no front matter: a document starts with a `---` line and "
                              "its YAML keys")));
    }
    doc.body = fm.body;
    doc.bodyLine = fm.bodyLine;

    // `body:` names a file beside the document that holds the body.
    if (!doc.frontMatter.body.isEmpty()) {
        const QString rel =
            QDir::cleanPath((doc.baseDir.isEmpty() ? QString() : doc.baseDir + QLatin1Char('/')) +
                            doc.frontMatter.body);
        const SourcePos pos = doc.frontMatter.posOf(QStringLiteral("body"));
        const PathGuard guard =
            given ? *given
                  : PathGuard(absolutePath.left(absolutePath.size() - relativePath.size()));
        QString refused;
        const bool lexicallyOut = QDir::isAbsolutePath(doc.frontMatter.body) ||
                                  rel.startsWith(QLatin1String("../")) ||
                                  rel == QLatin1String("..");
        const std::optional<QString> target =
            lexicallyOut ? std::nullopt : guard.confine(rel, &refused);
        if (!target) {
            out.append(makeDiagnostic(
                relativePath, pos.line, pos.column, Severity::Error,
                QStringLiteral("path-outside-workspace"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                  "`body: %1` leaves the workspace; not followed%2"),
                {doc.frontMatter.body,
                 refused.isEmpty() ? QString()
                                   : QStringLiteral(" (%1)").arg(guard.relativeMessage(refused))}));
        } else {
            const std::optional<QByteArray> bodyBytes =
                buffers && buffers->contains(rel)
                    ? std::optional<QByteArray>(buffers->value(rel))
                    : FileBytes::read(*target, -1, nullptr, FileBytes::Links::Refuse);
            if (!bodyBytes) {
                out.append(makeDiagnostic(
                    relativePath, pos.line, pos.column, Severity::Error,
                    QStringLiteral("asset-missing"),
                    QT_TRANSLATE_NOOP("techlog::Diagnostic", "the body file `%1` does not exist"),
                    {doc.frontMatter.body}));
            } else {
                const SourceText b = SourceText::decode(*bodyBytes);
                if (!doc.body.text().trimmed().isEmpty()) {
                    out.append(makeDiagnostic(
                        relativePath, doc.bodyLine, 1, Severity::Warning,
                        QStringLiteral("body-ignored"),
                        QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                          "the front matter names `body: %1`, so the text "
                                          "after the front matter is ignored"),
                        {doc.frontMatter.body}));
                }
                doc.body = b.text;
                doc.bodyLine = 1;
                doc.bodyPath = rel;
            }
        }
    }
    applyOutline(doc, BlockScanner::scanMarkdown(doc.body.text(), doc.bodyLine));
    return doc;
}

quint64 documentParseCount() { return parseCount.load(std::memory_order_relaxed); }

}  // namespace techlog
