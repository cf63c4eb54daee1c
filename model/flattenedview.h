#pragma once

#include <QString>

#include "diagnostic.h"
#include "frontmatter.h"

namespace techlog {

// The flattened view in which real documents arrive (seeds 002 and 003): line 1 the file's path
// in the docs tree, line 3 the front-matter keys, line 5 a tab-separated header, line 6 the
// values, then the body as plain text with the Markdown markers stripped.
namespace FlattenedView {

struct Result {
    QString originalPath;  // line 1
    FrontMatter frontMatter;
    QString body;
    int bodyLine = 7;
};

// Recognised by its shape, wherever it lies and whatever it is named.
bool looksLike(const QString& text);
Result parse(const QString& text, const QString& path, Diagnostics& out);
// `tech-log-studio/<topic>/<kind>` from the path on line 1, or empty when it names none.
QString workspaceFolderOf(const QString& originalPath);

}  // namespace FlattenedView

}  // namespace techlog
