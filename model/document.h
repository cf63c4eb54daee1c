#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <memory>

#include "diagnostic.h"
#include "frontmatter.h"
#include "storedtext.h"

namespace techlog {

class StringPool;

enum class DocKind { Unknown, Concept, Rule, Case };

DocKind kindFromString(const QString& kind);  // "CONCEPT" -> Concept, case-insensitive
QString kindName(DocKind kind);               // Concept -> "concept"

// Positions below are in `Document::bodyPath` (the file the body was read from), 1-based.
struct Heading {
    int level = 0;
    QString text;
    int line = 0;
    bool operator==(const Heading&) const = default;
};

struct CodeBlock {
    QString info;  // the info string: `java`, `sql`, ...
    QString text;
    int line = 0;     // the opening fence
    int endLine = 0;  // the closing fence (or the last line when unclosed)
};

struct DirectiveAttribute {
    QString name;
    QString value;
};

// A `:::name attrs` container block. `content` is the raw text between the fences.
struct Directive {
    QString name;
    QList<DirectiveAttribute> attributes;
    QString content;
    int line = 0;
    int column = 1;
    int endLine = 0;      // the closing `:::` line; == line for a folded one-line directive
    int fenceLength = 3;  // nesting uses longer fences
    int depth = 0;        // 0 = top level
    int contentLine = 0;  // first line of content
    bool closed = true;

    QString attribute(const QString& name, const QString& fallback = {}) const;
    bool hasAttribute(const QString& name) const;
};

// One item under the `관계` heading: the target's title (bold text) and the sentence after it.
struct RelationRef {
    QString title;
    QString note;
    int line = 0;
    int column = 1;
    // In the flattened view the bold markers are gone: the title boundary was guessed and the
    // resolver may re-split `rawText` against the titles it knows.
    bool titleGuessed = false;
    QString rawText;
};

// A document as loaded: front matter, body and the block outline the rest of the studio uses.
struct Document {
    QString path;          // relative to the workspace root
    QString absolutePath;  // the file on disk
    // The folder that relative paths in the document are resolved against, relative to the
    // workspace root. For a flattened view this is the folder of the path it names on line 1.
    QString baseDir;
    QString bodyPath;  // relative to the root: the file the body came from (== path, or `body:`)
    DocKind kind = DocKind::Unknown;
    FrontMatter frontMatter;
    bool imported = false;  // read from the flattened view
    bool frontMatterRepaired = false;
    bool broken = false;   // no usable front matter: listed, with its errors
    QString originalPath;  // flattened view: the path on its line 1
    StoredText source;     // the whole file, decoded (BOM removed, CRLF kept as LF)
    bool hadBom = false;
    bool crlf = false;
    StoredText body;
    int bodyLine = 1;  // line of `body`'s first line in the body file
    QList<Heading> headings;
    QList<CodeBlock> codeBlocks;
    QList<Directive> directives;
    QList<SourcePos> tooDeepDirectives;  // openings past DirectiveSyntax::kMaxDepth (text)
    QList<RelationRef> relations;
    // Imported only: the Markdown document the flattened view converts to (MarkdownWriter), made
    // when the file is read and again when linking re-splits a relation title. Same path, folder
    // and front matter; its `source` is the Markdown text ("save as Markdown" writes it), its
    // body and outline those of that text (positions are its lines, not the file's). The
    // positions above stay the file's: diagnostics and the editor point into the file.
    std::shared_ptr<const Document> markdownForm;

    QString title() const { return frontMatter.title; }
    // What renderers render: the Markdown form of an imported document, else the document.
    const Document& markdown() const { return markdownForm ? *markdownForm : *this; }
    bool hasHeading(const QString& text) const;
    // The column (1-based) of the first `needle` on `line` of the body file, to point a
    // diagnostic at an attribute rather than at its directive; `fallback` when `line` is not in
    // the body or does not hold `needle`. Columns count UTF-16 code units, like every column here.
    int columnOf(int line, const QString& needle, int fallback) const;
    // Makes the strings of the front matter and the outline that equal strings of other
    // documents share their buffers (the loader does, as it reads each document).
    void shareStrings(StringPool& pool);
};

}  // namespace techlog
