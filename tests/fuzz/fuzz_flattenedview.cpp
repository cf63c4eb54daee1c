// The flattened view (seeds 002/003): shape detection, the header and value rows, the path on
// line 1, and the outline of its plain-text body.
#include "blockscanner.h"
#include "diagnostic.h"
#include "flattenedview.h"
#include "fuzztarget.h"
#include "sourcetext.h"

using namespace techlog;

TECHLOG_FUZZ_TARGET(flattenedview) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString text = SourceText::decode(bytes).text;
    // Parsed whether or not it looks like one: the loader trusts looksLike, but parse must not
    // depend on it to stay in bounds.
    (void)FlattenedView::looksLike(text);
    Diagnostics diags;
    const FlattenedView::Result r =
        FlattenedView::parse(text, QStringLiteral("imported/fuzz.txt"), diags);
    for (const Diagnostic& d : diags) TECHLOG_FUZZ_CHECK(d.line >= 1 && d.column >= 1);
    (void)FlattenedView::workspaceFolderOf(r.originalPath);
    const BlockScanner::Outline o =
        BlockScanner::scanFlattened(r.body, r.bodyLine, r.frontMatter.title);
    for (const Heading& h : o.headings) TECHLOG_FUZZ_CHECK(h.line >= r.bodyLine);
    for (const RelationRef& rel : o.relations) TECHLOG_FUZZ_CHECK(rel.line >= r.bodyLine);
    return 0;
}
