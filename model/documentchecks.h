#pragma once

#include "documentparser.h"
#include "sourceresolver.h"
#include "workspace.h"

namespace techlog {

// Per-document checks that need only the document and the paths around it (assets). Records and
// figures are the evidence layer's (EvidenceChecks). Thread-safe: the loader runs it on several
// documents at once.
class DocumentChecks {
public:
    // `buffers`: unsaved text read in place of files (the live check), for the source files
    // that `source:` sentences name.
    explicit DocumentChecks(const Workspace& ws, const BufferedFiles* buffers = nullptr)
        : ws_(ws), sources_(ws, buffers) {}

    void check(const Document& doc, Diagnostics& out);
    // Across documents: the same slug twice within a kind makes rootTreeNode ambiguous
    // (`slug-duplicate`, at the later document by path). Appends to `out`.
    static void checkSlugs(const QList<Document>& docs, Diagnostics& out);

    // The source files this run outlined, for the workspace to keep (Workspace::sourceOutlines).
    std::shared_ptr<const SourceOutlineCache> sourceOutlines() const { return sources_.outlines(); }

    static const QStringList& knownStatuses();    // 게시 전, 게시
    static const QStringList& knownDirectives();  // evidence, note, tip, warning, caution

private:
    void checkFrontMatter(const Document& doc, Diagnostics& out);
    void checkPaths(const Document& doc, Diagnostics& out);
    void checkDirectives(const Document& doc, Diagnostics& out);
    // The files, `§` and anchors that `source:` sentences name (`source-file-missing`,
    // `source-file-outside`, `source-anchor-missing`, `source-section-missing`).
    void checkSources(const Document& doc, Diagnostics& out);
    // `title-heading-mismatch`: the first `#` heading is not the front matter's title.
    void checkTitleHeading(const Document& doc, Diagnostics& out);

    const Workspace& ws_;
    SourceResolver sources_;  // each source file read once per check run
};

}  // namespace techlog
