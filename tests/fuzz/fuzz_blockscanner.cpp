// The block outline of a Markdown body: fences, headings, directives (nested, folded, with
// attributes) and relation items. Positions must stay inside the text.
#include "blockscanner.h"
#include "fuzztarget.h"
#include "sourcetext.h"

using namespace techlog;

TECHLOG_FUZZ_TARGET(blockscanner) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString body = SourceText::decode(bytes).text;
    const int firstLine = 5;  // as after a four-line front matter
    const int lastLine = firstLine + int(body.count(QLatin1Char('\n')));

    const BlockScanner::Outline o = BlockScanner::scanMarkdown(body, firstLine);
    for (const Heading& h : o.headings)
        TECHLOG_FUZZ_CHECK(h.line >= firstLine && h.line <= lastLine && h.level >= 1);
    for (const CodeBlock& c : o.codeBlocks)
        TECHLOG_FUZZ_CHECK(c.line >= firstLine && c.line <= c.endLine && c.endLine <= lastLine);
    for (const Directive& d : o.directives) {
        TECHLOG_FUZZ_CHECK(d.line >= firstLine && d.line <= d.endLine && d.endLine <= lastLine);
        TECHLOG_FUZZ_CHECK(d.depth >= 0 && d.column >= 1);
    }
    for (const RelationRef& r : o.relations)
        TECHLOG_FUZZ_CHECK(r.line >= firstLine && r.line <= lastLine && r.column >= 1);

    (void)BlockScanner::scanFlattened(body, firstLine, QStringLiteral("제목"));
    // The first line on its own, as the loader asks for folded directives.
    Directive directive;
    bool folded = false;
    (void)BlockScanner::parseOpening(body.section(QLatin1Char('\n'), 0, 0), &directive, &folded);
    return 0;
}
