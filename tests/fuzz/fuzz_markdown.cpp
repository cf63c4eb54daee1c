// The Markdown renderer with directives: DirectiveBlocks, cmark-gfm, the renderer's own nodes
// (callouts, evidence figures, relation links, highlighted code). Once as plain Markdown and
// once as a document of the example workspace (front matter, assets, relations), where evidence
// keys can name real files. In safe mode nothing executable may come out.
#include <QRegularExpression>

#include "diagnostic.h"
#include "documentparser.h"
#include "fuzztarget.h"
#include "markdownrenderer.h"
#include "relationresolver.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

void checkSafe(const QString& html) {
    // An event handler counts only as an attribute of a tag (after the tag's other, quoted
    // attributes): ` onlyence =` in escaped text is text.
    static const QRegularExpression unsafe(
        QStringLiteral(
            "<script|<iframe|<object|<embed|"
            "<[a-z][a-z0-9-]*(?:\\s+[a-z_:][-a-z0-9_:.]*(?:\\s*=\\s*(?:\"[^\"]*\"|'[^']*'|"
            "[^\\s\"'>]+))?)*\\s+on[a-z]+\\s*=|"
            "(href|src)\\s*=\\s*\"\\s*(javascript|vbscript|file):"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = unsafe.match(html);
    if (m.hasMatch()) std::fprintf(stderr, "unsafe output: %s\n", qPrintable(m.captured()));
    TECHLOG_FUZZ_CHECK(!m.hasMatch());
}

// Highlighting is bounded (CodeHighlighter's byte budget), but under the sanitizers a long
// line within the budget still costs a tenth of a second or more, which cut the fuzzer to a
// hundred runs in 45 s. While fuzzing, inputs with long lines are rendered without
// highlighting; the replay test (tst_fuzzregressions) highlights every input, the long-line
// regressions included, and tst_boundedwork holds the budget on the real binary.
bool hasLongLine([[maybe_unused]] const QByteArray& bytes) {
#ifndef TECHLOG_LIBFUZZER
    return false;
#endif
    constexpr qsizetype kMaxHighlightedLine = 256;
    qsizetype start = 0;
    for (qsizetype nl; (nl = bytes.indexOf('\n', start)) >= 0; start = nl + 1)
        if (nl - start > kMaxHighlightedLine) return true;
    return bytes.size() - start > kMaxHighlightedLine;
}

}  // namespace

TECHLOG_FUZZ_TARGET(markdown) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));

    MarkdownOptions plain;
    plain.highlight = !hasLongLine(bytes);
    checkSafe(MarkdownRenderer::renderMarkdown(QString::fromUtf8(bytes), {}, plain));

    // As the preview renders an edited document: the input parsed as one document of the
    // example workspace and its relations linked against it (RelationResolver::linkOne), so
    // that relation items meet a real graph and evidence keys can name real files.
    static const std::optional<Workspace> examples = loadWorkspace(
        QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service"), LoadOptions{});
    TECHLOG_FUZZ_CHECK(examples.has_value());
    const Workspace& ws = *examples;
    const int index = ws.indexOfPath(
        QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md"));
    TECHLOG_FUZZ_CHECK(index >= 0);
    const Document& old = ws.documents[index];
    Diagnostics diags;
    Document doc = parseDocumentFile(old.absolutePath, old.path, bytes, diags);
    const QList<Relation> relations = RelationResolver::linkOne(ws, doc, index, &diags);

    MarkdownOptions options;
    options.highlight = false;  // the pass above highlights; this one is about the document
    options.footnotes = true;
    options.sourcePositions = true;
    RenderContext ctx;
    ctx.workspace = &ws;
    ctx.relations = &relations;
    ctx.documentHref = [](const Document& target) { return target.path + QStringLiteral(".html"); };
    checkSafe(MarkdownRenderer::renderDocumentBody(doc, ctx, options));
    return 0;
}
