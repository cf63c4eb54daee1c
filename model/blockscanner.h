#pragma once

#include <QList>
#include <QString>

#include "document.h"

namespace techlog {

// The block outline of a body: headings, fenced code, directives and relation items, each with
// its line. A line scanner rather than a full CommonMark parse: the model needs positions and
// structure, the renderer does the full parse with cmark-gfm. It follows the CommonMark rules
// that matter here: fences of ``` or ~~~ (indented at most 3), ATX headings, and a `:::` line
// inside a fenced code block is code. Line syntax is DirectiveSyntax, shared with the renderer.
namespace BlockScanner {

struct Outline {
    QList<Heading> headings;
    QList<CodeBlock> codeBlocks;
    QList<Directive> directives;  // in document order, nested ones after their parent
    QList<RelationRef> relations;
    // Openings nested deeper than DirectiveSyntax::kMaxDepth, kept as text.
    QList<SourcePos> tooDeep;
};

// `firstLine` is the file line of the body's first line.
Outline scanMarkdown(const QString& body, int firstLine);
// The flattened view: plain text, headings as bare lines, list items as `• `, directives
// folded onto one line.
Outline scanFlattened(const QString& body, int firstLine, const QString& title);

// `:::name attrs` (optionally folded: `... :::` at the end). Returns false if not one.
bool parseOpening(const QString& line, Directive* directive, bool* folded);

const QStringList&
caseSections();  // 관계, 문제, 결론, 검증 환경, 재현 조건, 본문, 확인하지 못한 것
QString relationsHeading();  // 관계

}  // namespace BlockScanner

}  // namespace techlog
