#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <functional>
#include <optional>

#include "diagnostic.h"

namespace techlog {

// A PostgreSQL isolation-tester spec (src/test/isolation: specscanner.l, specparse.y), read the
// way isolationtester 15 reads it. SQL is kept as the scanner yields it, byte for byte: the
// echo lines print it raw and some specs read their own text back (pg_stat_activity.query).
struct IsolationSpec {
    struct Step {
        QString name;
        QByteArray sql;
        int session = 0;  // index into sessions
        int line = 0, column = 0;
    };
    struct Session {
        QString name;
        std::optional<QByteArray> setup, teardown;
        QList<int> steps;  // indexes into steps
        int line = 0, column = 0;
    };
    // `(*)`, `(other)` or `(other notices N)` after a permutation step.
    struct Blocker {
        enum class Kind { Once, OtherStep, Notices };
        Kind kind = Kind::Once;
        int step = -1;  // the other step (OtherStep, Notices)
        int notices = 0;
    };
    struct PermutationStep {
        int step = -1;
        QList<Blocker> blockers;
    };
    using Permutation = QList<PermutationStep>;

    QString path;  // as given
    QString name;  // file name without `.spec`
    QList<QByteArray> setup;
    std::optional<QByteArray> teardown;
    QList<Session> sessions;
    QList<Step> steps;                // in file order
    QList<Permutation> permutations;  // empty: every interleaving (forEachPermutation)

    // Steps defined but named by no explicit permutation, sorted by strcmp of their names (the
    // order isolationtester reports them in); none when permutations are generated.
    QStringList unusedSteps() const;
    // Calls `visit` for every permutation in the isolation tester's order: the explicit ones, or
    // all interleavings of the sessions' step lists (depth first, sessions in spec order).
    // Stops early when `visit` returns false.
    void forEachPermutation(const std::function<bool(const Permutation&)>& visit) const;
    // The most permutationCount() counts exactly. Generated permutations grow as a multinomial,
    // past any 64-bit integer for a spec of modest size (4 sessions of 10 steps have
    // 40!/(10!)^4, about 4.7e21); no run gets near this many anyway.
    static constexpr qint64 kPermutationCountLimit = 1'000'000'000'000;
    // How many forEachPermutation visits, or kPermutationCountLimit + 1 when that is more than
    // kPermutationCountLimit: show it as "more than" the limit (permutationCountText).
    qint64 permutationCount() const;
    bool hasMorePermutationsThanCounted() const {
        return permutationCount() > kPermutationCountLimit;
    }
    // The count as the record's header writes it: "210", or "more than 1000000000000".
    QString permutationCountText() const;
    int stepIndex(const QString& name) const;  // -1 when none
};

// Reads a spec. Errors (syntax, a duplicate step name, a permutation naming an unknown step, a
// blocker on a step of the same session) carry the file, line and column and a stable
// `isolation-*` code; then nothing is returned.
std::optional<IsolationSpec> parseIsolationSpec(const QString& path, Diagnostics& diagnostics);
std::optional<IsolationSpec> parseIsolationSpecText(const QByteArray& text, const QString& path,
                                                    Diagnostics& diagnostics);

// One permutation written as in a spec (`a b(*) c(a notices 1)`), naming `spec`'s steps; errors
// are placed in `text` (line 1, its column) with the spec's path.
std::optional<IsolationSpec::Permutation> parseIsolationPermutation(const IsolationSpec& spec,
                                                                    const QByteArray& text,
                                                                    Diagnostics& diagnostics);
// A permutation as a spec writes it, names quoted where the scanner needs it.
QByteArray isolationPermutationText(const IsolationSpec& spec,
                                    const IsolationSpec::Permutation& permutation);

}  // namespace techlog
