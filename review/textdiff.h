#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// The differences between two texts, for "what changed since publication": by lines (records)
// or by words (a document's source, changed words marked). A longest common subsequence of the
// tokens; past kMaxCells token pairs the middle is reported as one replacement rather than
// spending quadratic time (the common head and tail are still matched).
namespace TextDiff {

struct Piece {
    enum class Op { Same, Removed, Added };
    Op op = Op::Same;
    QString text;
    bool operator==(const Piece&) const = default;
};

inline constexpr qint64 kMaxCells = 4'000'000;

// Tokens are lines, each with its `\n`.
QList<Piece> lines(const QString& before, const QString& after);
// Tokens are runs of white space and runs of anything else, so that joining the pieces of one
// side gives that side back exactly.
QList<Piece> words(const QString& before, const QString& after);

// A unified-style listing of a line diff: `  same`, `- removed`, `+ added`, one a line.
QString unified(const QList<Piece>& lineDiff);

}  // namespace TextDiff

}  // namespace techlog
