#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// The differences between two texts, for "what changed since publication": by lines (records)
// or by words (a document's source, changed words marked). Both are the project's one diff
// (LineDiff, libgit2's): lines first, then the words of each changed run of lines.
namespace TextDiff {

struct Piece {
    enum class Op { Same, Removed, Added };
    Op op = Op::Same;
    QString text;
    bool operator==(const Piece&) const = default;
};

// Tokens are lines, each with its `\n` (a changed line end is a changed line).
QList<Piece> lines(const QString& before, const QString& after);
// Lines as above; within each changed run of lines, the words of LineDiff::wordSpans (runs of
// letters and digits, of white space, single other characters). Joining the pieces of one side
// gives that side back exactly.
QList<Piece> words(const QString& before, const QString& after);

// A unified-style listing of a line diff: `  same`, `- removed`, `+ added`, one a line.
QString unified(const QList<Piece>& lineDiff);

}  // namespace TextDiff

}  // namespace techlog
