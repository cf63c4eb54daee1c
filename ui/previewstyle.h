#pragma once

#include <QString>

namespace techlog {

// The preview's style: the subset of the exported page's CSS that QTextDocument understands,
// for the classes MarkdownRenderer emits.
QString previewStyleSheet();

}  // namespace techlog
