#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace techlog {

// One highlighted run of a text, for an editor: where it lies in UTF-16 units of the text
// given (QString positions, what QSyntaxHighlighter::setFormat takes) and its element, one of
// CodeHighlighter::cssElements(). The runs are those highlight() wraps in `<span>`, in order.
struct CodeSpan {
    int start = 0;
    int length = 0;
    QString element;
    bool operator==(const CodeSpan&) const = default;
};

// Syntax highlighting of code blocks with GNU Source-highlight.
//
// Output is the inside of a `<code>` element: the code HTML-escaped exactly as cmark-gfm
// escapes it, with highlighted runs wrapped in `<span class="hl-ELEMENT">`, where ELEMENT is one
// of `cssElements()` (Source-highlight's element names: keyword, type, string, comment, ...).
// Other elements come out as plain escaped text. Removing the spans gives back cmark-gfm's
// output for the same code block.
//
// Languages: whatever Source-highlight's lang.map knows (java, sql, sh/bash/shell, c, cpp,
// python, javascript, xml, json, properties, diff, ...), a few aliases (yml, console, zsh,
// postgresql, psql, mysql) and YAML, for which Source-highlight ships no definition and this
// class carries its own. Anything else is unknown and stays plain.
//
// Thread-safe: each thread keeps its own language definitions (slow to build); loading them
// takes turns. Deterministic: the same code and language give the same bytes.
namespace CodeHighlighter {

// Who walks the lines: LineHighlighter (the default), or Source-highlight's own
// SourceHighlighter, which gives the same bytes more slowly; the latter stays for rules
// the former cannot drive, and to hold the two to each other in tests.
enum class Driver { Line, Library };

// The highlighted inside of <code>, or nothing when the language is unknown (or its
// definition failed to load, or highlighting failed): the caller then writes escaped code.
// Work is bounded: a block over kMaxBlockBytes, a line over kMaxLineBytes, or one whose
// searches would look at more than kBudgetPerByte bytes per byte of code (plus
// kBudgetBase) is not highlighted, and *tooCostly says so. The bounds count bytes, not
// time, so output stays the same on every machine. Real code (C++, Python, SQL, XML,
// shell, the examples) needs 18-46 bytes of search per byte, small blocks with long lines
// up to 90; the worst a block can cost within the bounds is about a second.
inline constexpr int kMaxBlockBytes = 256 * 1024;
inline constexpr int kMaxLineBytes = 16 * 1024;
inline constexpr int kBudgetPerByte = 128;
inline constexpr int kBudgetBase = 64 * 1024;
std::optional<QString> highlight(const QString& code, const QString& language,
                                 Driver driver = Driver::Line, bool* tooCostly = nullptr);
// The same highlighting as spans instead of HTML: the same engine, definitions and bounds
// (nothing when highlight() gives nothing). Each call starts in the language's first state,
// so an editor that passes one line at a time gets what that line says on its own (a `/*`
// opened on an earlier line is not seen). Source-highlight matches UTF-8 bytes; the spans
// are mapped back to the text's UTF-16 units, never splitting a character.
std::optional<QList<CodeSpan>> spans(const QString& text, const QString& language,
                                     bool* tooCostly = nullptr);
// Whether `language` (an info string's first word, any case) can be highlighted.
bool knowsLanguage(const QString& language);
// The element names that get a `hl-` class, sorted.
QStringList cssElements();

}  // namespace CodeHighlighter

}  // namespace techlog
