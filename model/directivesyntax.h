#pragma once

#include <QList>
#include <QString>

#include "document.h"

namespace techlog {

// The line-level syntax of bodies that both the model's outline (BlockScanner) and the
// renderer's directive splitting (DirectiveBlocks) need, in one place so they cannot disagree:
// fenced code (``` and ~~~, indented at most 3 spaces) and `:::name attrs` directive lines.
namespace DirectiveSyntax {

// Directives nest at most this deep. A deeper opening is text (its closing fence still
// pairs with it), reported as `directive-too-deep`: without a bound, each line of a
// directive is content of every directive around it, and 16,000 nested `:::note` lines
// cost the outline and the renderer quadratic time and memory.
constexpr int kMaxDepth = 8;

struct CodeFence {
    QChar ch;
    int length = 0;
};

// An opening code fence; `info` gets the first word of its info string.
bool opensCodeFence(const QString& line, CodeFence* fence, QString* info = nullptr);
bool closesCodeFence(const QString& line, const CodeFence& fence);

// A line `<= 3 spaces, 3+ colons, rest`: returns the colon count (0 if none), the rest
// after the colons and the 1-based column of the first colon. A run with an empty rest
// closes a directive.
int colonRun(const QString& line, QString* rest, int* column);

struct Opening {
    QString name;
    QString attributes;   // the text after the name (a folded closing run removed)
    bool folded = false;  // `:::name attrs :::` opens and closes on one line
};
// `rest` is what follows the colons; an opening needs a name followed by white space or
// the end (`:::name{...}` is not one). The folded closing run counts only outside quotes.
bool parseOpening(const QString& rest, Opening* out);

// `k="v"` (backslash escapes `\"` and `\\`), `k='v'`, `k=v`, or a bare `k` (value "").
// A text with no `=` at all (`:::note Read this first`) is taken as `title`. Returns false
// (and says why in `error`) when something did not parse; what did parse is in `out`.
bool parseAttributes(const QString& text, QList<DirectiveAttribute>* out, QString* error = nullptr);

}  // namespace DirectiveSyntax

}  // namespace techlog
