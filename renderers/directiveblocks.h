#pragma once

#include <QList>
#include <QString>

#include "document.h"

namespace techlog {

// Splits Markdown text into plain Markdown segments and `:::name attrs` container directives
// (FORMAT.md "Directives"), one nesting level at a time: a directive's `content` is raw text
// that the caller splits again. The scanner knows fenced code (``` and ~~~), so a `:::` line
// inside a code block neither opens nor closes a directive.
//
// Rules:
// - An opening line is `:::name attrs` (3+ colons, indented at most 3 spaces). A line of
//   colons alone closes the innermost open directive whose fence is not longer than it, so
//   `::::outer` / `:::inner` / `:::` / `::::` nests, and so does `:::a` / `:::b` / `:::` / `:::`.
// - The folded one-line form `:::evidence key="..." :::` (a colon run after the attributes,
//   outside quotes) opens and closes on the same line.
// - Line syntax (code fences, colon runs, openings, attributes): DirectiveSyntax, shared with
//   the model's BlockScanner.
// - A directive left open runs to the end of the text; `closed` is then false.
namespace DirectiveBlocks {

struct Block {
    bool isDirective = false;
    QString markdown;        // a Markdown segment (isDirective == false)
    int line = 0;            // first line of the segment / the opening line, absolute
    Directive directive;     // isDirective == true; lines absolute; content = raw lines
    QString attributeError;  // why the attribute list did not parse cleanly, if it did not
    // A segment holding directive openings past DirectiveSyntax::kMaxDepth, kept as text.
    bool tooDeep = false;
};

// `firstLine` is the line number of the first line of `text`. `depth` is stored in each
// directive. Text without directives comes back as one segment holding `text` unchanged.
QList<Block> split(const QString& text, int firstLine = 1, int depth = 0);

}  // namespace DirectiveBlocks

}  // namespace techlog
