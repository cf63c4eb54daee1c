#pragma once

#include <QList>
#include <QString>

namespace techlog {

// The words of a line of Markdown prose that spell checking looks at (docs/SPELLING.md). Not
// words: inline code, URLs and autolinks, link targets, HTML tags, words with digits or `_`
// (identifiers, versions), all-capital Latin words (SQL keywords, acronyms), mixed-case Latin
// words (camelCase, PostgreSQL), one-letter words, and Hangul glued to something that is not
// Hangul (`job_claim`에, 7을, A의: a particle after code or a number). The caller leaves out
// whole lines that are not prose: the front matter, code blocks, directive lines.
struct ProseWord {
    int start = 0;  // in the line, UTF-16 units
    int length = 0;
    bool hangul = false;  // checked against the Korean dictionary, else the English one
};

// Only the first kMaxProseLine characters of a line are looked at.
constexpr int kMaxProseLine = 2000;
QList<ProseWord> proseWords(const QString& line);

// Whether `c` is Hangul (a syllable or a jamo, composed or not): checked as Korean.
bool isHangul(QChar c);

// Whether a line is a `:::directive` line (its attributes are not prose).
bool isDirectiveLine(const QString& line);

}  // namespace techlog
