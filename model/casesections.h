#pragma once

#include "diagnostic.h"
#include "document.h"

namespace techlog {

// A case's seven sections (FORMAT.md, BlockScanner::caseSections) as its body has them. The one
// place they are judged: `techlog check` and the live check (DocumentChecks) report these
// findings, and the review's sections gate fails on the same ones, so that what blocks
// publication is seen while writing.
namespace CaseSections {

// Warnings of a case (none for another kind), in the body file (`Document::bodyPath`):
// `section-missing` for each section without its `##` heading, where the body starts, and
// `section-empty` at the heading of each one with no text. Only `##` headings are sections (a
// `### 결론` is a sub-heading); a section runs to the next heading of its level or higher, so its
// sub-headings' text is its content, their heading lines are not.
Diagnostics check(const Document& doc);

}  // namespace CaseSections

}  // namespace techlog
