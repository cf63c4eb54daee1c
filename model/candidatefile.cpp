#include "candidatefile.h"

#include "documentparser.h"
#include "filebytes.h"
#include "flattenedview.h"
#include "workspace.h"

namespace techlog {

bool CandidateFile::inDocumentFolder(const QString& rel) {
    const QStringList parts = rel.split(QLatin1Char('/'));
    return parts.size() == 4 && parts[0] == QLatin1String("tech-log-studio") &&
           (parts[2] == QLatin1String("concept") || parts[2] == QLatin1String("rule") ||
            parts[2] == QLatin1String("case"));
}

CandidateFile CandidateFile::read(const PathGuard& guard, const QString& rel,
                                  const BufferedFiles* buffers) {
    CandidateFile p;
    const QString abs = guard.root() + QLatin1Char('/') + rel;
    QString error;
    const std::optional<QString> target = guard.confine(abs, &error);
    if (!target) {
        // A link out of the workspace (or to nothing): never read. Said where a document
        // was expected, so the author knows why it is not listed; elsewhere only a warning.
        p.diagnostics.append(
            makeDiagnostic(rel, 1, 1, inDocumentFolder(rel) ? Severity::Error : Severity::Warning,
                           QStringLiteral("path-outside-workspace"),
                           QT_TRANSLATE_NOOP("techlog::Diagnostic", "not read: %1"),
                           {guard.relativeMessage(error)}));
        p.isDocument = false;
        p.outside = true;
        return p;
    }
    // Judged once above; refusing a link when opening closes the gap since.
    const std::optional<QByteArray> read =
        buffers && buffers->contains(rel)
            ? std::optional<QByteArray>(buffers->value(rel))
            : FileBytes::read(*target, -1, &error, FileBytes::Links::Refuse);
    if (!read) {
        p.isDocument = inDocumentFolder(rel);
        if (p.isDocument) {
            p.doc.path = rel;
            p.doc.absolutePath = abs;
            p.doc.bodyPath = rel;
            p.doc.broken = true;
            p.diagnostics.append(makeDiagnostic(
                rel, 1, 1, Severity::Error, QStringLiteral("file-unreadable"),
                QT_TRANSLATE_NOOP("techlog::Diagnostic", "cannot read the file: %1"), {error}));
        }
        return p;
    }
    const QByteArray& bytes = *read;
    // Decide cheaply whether this is a document before parsing it as one.
    QByteArrayView head(bytes);
    if (head.startsWith("\xEF\xBB\xBF")) head = head.sliced(3);
    const bool frontMatter = head.startsWith("---\n") || head.startsWith("---\r\n");
    const bool flattened = !frontMatter && FlattenedView::looksLike(QString::fromUtf8(
                                               head.first(std::min<qsizetype>(head.size(), 8192))));
    const bool bodyFile = rel.endsWith(QLatin1String(".body.md"));
    if (!frontMatter && !flattened && (bodyFile || !inDocumentFolder(rel))) return p;
    p.isDocument = true;
    p.doc = parseDocumentFile(abs, rel, bytes, p.diagnostics, &guard, buffers);
    return p;
}

}  // namespace techlog
