#pragma once

#include <QString>
#include <optional>

namespace techlog {

// A piece of a document's source that a reader selected in the rendered page (the preview):
// the text exactly as the file has it, and the 1-based line it starts on. The page's text lacks
// the Markdown around it (emphasis, code ticks, link targets, list and quote markers, line
// breaks), so both sides are compared with that and with white space left out.
struct SourceQuote {
    QString quote;
    int line = 0;

    // Longer selections are refused (the comparison is bounded).
    static constexpr qsizetype kMaxRendered = 8000;

    // Finds `rendered` (a selection's text) in `source`, from `fromLine` (the page's anchor
    // before the selection: its block starts there or later) on, then before it. Nothing when
    // the selection is empty, too long or not found.
    static std::optional<SourceQuote> fromRendered(const QString& source, int fromLine,
                                                   const QString& rendered);
};

}  // namespace techlog
