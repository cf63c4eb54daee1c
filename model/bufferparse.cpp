#include "bufferparse.h"

#include "documentparser.h"
#include "relationresolver.h"
#include "workspaceupdate.h"

namespace techlog {

namespace {

// The document the buffer of `path` belongs to: the one at that path, else the one that names
// it as its `body:` (Workspace::indexOfPath takes whichever comes first).
int documentOf(const Workspace& ws, const QString& path) {
    const QList<Document>& docs = ws.documents;
    for (int i = 0; i < docs.size(); ++i)
        if (docs[i].path == path) return i;
    for (int i = 0; i < docs.size(); ++i)
        if (docs[i].bodyPath == path) return i;
    return -1;
}

}  // namespace

bool ParsedBuffer::holdsWith(const BufferedFiles& buffers) const {
    const auto other = [&](const QString& file) {
        return !file.isEmpty() && file != path && buffers.contains(file);
    };
    return !other(documentPath) && !(file.isDocument && other(file.doc.bodyPath));
}

ParsedBuffer parseBuffer(const Workspace& ws, const QString& relativePath,
                         const QByteArray& bytes) {
    ParsedBuffer p;
    p.path = relativePath;
    p.bytes = bytes;
    p.index = documentOf(ws, relativePath);
    const Document* old = p.index >= 0 ? &ws.documents[p.index] : nullptr;
    const bool body = old && old->path != relativePath;
    p.documentPath = body ? old->path : relativePath;
    const PathGuard guard = ws.paths();
    const BufferedFiles buffer{{relativePath, bytes}};
    // As WorkspaceUpdate::reread reads a file (and the loader, which lists only candidates):
    // a `body:` file's buffer read as the body of the document that names it.
    if (WorkspaceUpdate::isCandidate(ws.root, p.documentPath))
        p.file = CandidateFile::read(guard, p.documentPath, &buffer);

    const bool fileHoldsBuffer =
        p.file.isDocument && (body ? p.file.doc.bodyPath == relativePath : true);
    if (fileHoldsBuffer) {
        p.document = p.file.doc;
        p.isDocument = true;
    } else if (old) {
        // A document of the workspace that the loader would not read as one now, or with
        // another body (its file changed on disk since): parsed from the buffer as before, a
        // `body:` buffer as the body of the document as loaded.
        Diagnostics ignored;
        p.document = body ? parseDocumentFile(old->absolutePath, old->path,
                                              old->source.text().toUtf8(), ignored, &guard, &buffer)
                          : parseDocumentFile(old->absolutePath, old->path, bytes, ignored, &guard);
        p.isDocument = true;
    }
    if (p.isDocument) p.relations = RelationResolver::linkOne(ws, p.document, p.index);
    return p;
}

std::shared_ptr<ParsedBuffer> parseBuffer(std::shared_ptr<const Workspace> ws,
                                          const QString& relativePath, const QString& text) {
    auto parsed = std::make_shared<ParsedBuffer>(parseBuffer(*ws, relativePath, text.toUtf8()));
    parsed->workspace = std::move(ws);
    parsed->text = text;
    return parsed;
}

}  // namespace techlog
