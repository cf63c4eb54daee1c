#pragma once

#include <QString>

#include "document.h"

namespace techlog {

// Writes documents back as Markdown with correctly indented front matter: how the studio saves
// a repaired document (seed 000) or an imported flattened view (seeds 002, 003).
namespace MarkdownWriter {

// The front matter as YAML between `---` lines, keys in FORMAT.md order.
QString frontMatter(const FrontMatter& fm);
// One value as a YAML scalar: plain where YAML reads it back as the same text, quoted otherwise.
QString yamlScalar(const QString& value);
// The whole document. For a flattened view the body is converted back: the title line
// becomes `# title`, the case section lines `## ...`, `• ` items `- ` (relation titles in
// bold), folded directives are unfolded. Code lost its fences in the flattened view and is
// left as text: the author restores what the view stripped.
QString toMarkdown(const Document& doc);
// An imported document as the Markdown document it converts to: same path, folder and
// front matter, the converted body re-scanned (positions are those of the conversion).
Document converted(const Document& imported);
// Sets `doc.markdownForm` to converted(doc) when `doc` is imported (clears it otherwise): the
// model calls it wherever an imported document takes its shape (parseDocumentFile, and
// RelationResolver when it re-splits a title), so nothing downstream converts.
void attachMarkdownForm(Document& doc);
// The canonical place of a document: tech-log-studio/<topic>/<kind>/<kind>-<slug>.md.
QString canonicalPath(const Document& doc);

}  // namespace MarkdownWriter

// Shorthand used by the studio.
inline QString toMarkdown(const Document& doc) { return MarkdownWriter::toMarkdown(doc); }

}  // namespace techlog
