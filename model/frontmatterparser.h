#pragma once

#include <QString>

#include "diagnostic.h"
#include "frontmatter.h"

namespace techlog {

struct FrontMatterResult {
    bool found = false;     // the text opens with a `---` line
    bool parsed = false;    // the YAML was read (possibly after repair)
    bool repaired = false;  // lost indentation was put back
    FrontMatter frontMatter;
    QString body;      // the text after the closing `---`
    int bodyLine = 1;  // line number of the body's first line
};

// Reads the YAML front matter of a Markdown document with yaml-cpp. Real documents arrive with
// their indentation lost (seed 000): nested keys of a list item stand at column 0. Those are put
// back where they belong before parsing, with a `front-matter-repaired` warning naming each line.
namespace FrontMatterParser {

FrontMatterResult parse(const QString& text, const QString& path, Diagnostics& out);

// Puts lost indentation back. Returns the repaired YAML and the 1-based lines (within
// `yaml`) that were changed.
QString repairIndentation(const QString& yaml, QList<int>* repairedLines);

}  // namespace FrontMatterParser

}  // namespace techlog
