#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace techlog {

// The project's one diff, by lines and by words: the replay's comparison (RecordFormat::diff),
// `techlog evidence diff`, the studio's record view (RecordDiffView) and what changed since
// publication (TextDiff). libgit2 computes it: the Myers diff git uses (xdiff, with its cost
// heuristics), in time near linear for records that are mostly alike and in memory linear in
// the input, where the tables it replaced were n x m cells. Like git's, it is minimal where lines
// do not repeat; a line that matches many lines of the other side amid lines that match
// nothing may be reported as changed: a valid diff, only not the shortest.
//
// libgit2 diffs lines of bytes; tokens are any strings. So each distinct token is numbered and
// the diff runs over a buffer of one number a line: tokens compare exactly as QStrings do,
// whatever they hold (line ends, NUL, text that is not UTF-8), and a word diff is the same
// call over word tokens.
namespace LineDiff {

// `oldCount` tokens of the old side from `oldStart` replaced by `newCount` tokens of the new
// side from `newStart` (0-based; a count of 0 is a pure insertion or deletion there). Changes
// come in order; before, between and after them both sides are equal, token for token.
struct Change {
    int oldStart = 0;
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
    bool operator==(const Change&) const = default;
};

QList<Change> compare(const QList<QStringView>& before, const QList<QStringView>& after);
QList<Change> compare(const QStringList& before, const QStringList& after);

// The lines of a text by the record rule (RecordReader): every `\n` ends a line, `\r\n` is one
// line end, a last line without one is a line too, an empty text has none. The line ends are
// not part of the lines. Views into `text`, which must outlive them.
QList<QStringView> splitLines(QStringView text);
// compare() over splitLines() of both.
QList<Change> compareLines(QStringView before, QStringView after);

// A run of characters in a text (UTF-16 offsets).
struct Span {
    int start = 0;
    int length = 0;
    bool operator==(const Span&) const = default;
};

// The words of a text: runs of letters, digits and marks (Hangul, combining accents), runs of
// white space (line ends too), and each other character alone (a surrogate pair is one
// character). Joined in order they give the text back.
QList<Span> wordSpans(QStringView text);

// A word diff: each side's words and the changes between them, counted in words.
struct WordDiff {
    QList<Span> before;
    QList<Span> after;
    QList<Change> changes;
};
WordDiff compareWords(QStringView before, QStringView after);

}  // namespace LineDiff

}  // namespace techlog
