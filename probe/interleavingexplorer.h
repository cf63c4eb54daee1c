#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "probefile.h"
#include "proberunner.h"

namespace techlog {

// `techlog replay PROBE --explore` (docs/PROBES.md "Every interleaving"): every order of the
// sessions' steps that keeps each session's own order (the isolation tester's rule for specs
// without permutations), run as permutations against the real server, at one level or at each
// of `levels`; which meet the probe's expectations, which do not, which cannot happen (a step of
// a session that still waits), and the failing order with the fewest switches between sessions.
class InterleavingExplorer {
public:
    static constexpr int kDefaultMax = 1000;

    struct Order {
        QStringList steps;
        int switches = 0;  // how often the next step is another session's
        bool held = false;
        QString impossible;  // why it cannot happen; empty when it ran
        QStringList failed;  // the expectations it broke
        bool fails() const { return !held && impossible.isEmpty(); }
    };
    struct Level {
        QString level;  // empty: the probe's own level (or the server's default)
        QList<Order> orders;
        ReplayResult run;  // the permutations' run (its error when it could not run)
        // The failing order with the fewest switches (ties: the first generated); -1 when none.
        int smallestFailing() const;
        struct Counts {
            int held = 0;
            int failed = 0;
            int impossible = 0;
        };
        Counts counts() const;
        // The orders' indexes as they are listed: failing, then held, then those that cannot
        // happen, each in the order generated.
        QList<int> shownOrder() const;
    };
    struct Result {
        quint64 total = 0;  // interleavings there are (saturates at kCountCap)
        bool sampled = false;
        QList<Level> levels;
        QString error;             // why it could not run (no second session, no server); English
        DiagnosticText errorText;  // the same, to translate (localizedError)
        QStringList requestedLevels;  // the levels asked for; empty: the probe's own
        // 0 when every order that can happen held, 1 when one did not, 2 could not run.
        int exitStatus() const;
        void setError(const DiagnosticText& why) {
            errorText = why;
            error = why.english();
        }
        QString localizedError() const { return errorText.source ? errorText.localized() : error; }
    };
    static constexpr quint64 kCountCap = 1000000000000ULL;

    // How many interleavings `probe`'s sessions have (each session's steps in order; a
    // session with `transaction: true` counts its BEGIN and COMMIT as steps), up to kCountCap.
    static quint64 count(const ProbeFile& probe);
    // At most `max` of them: all in lexicographic order of sessions when there are no more,
    // else `max` spread evenly over that order (deterministic: the same probe, the same sample).
    static QList<QStringList> orders(const ProbeFile& probe, int max, quint64* total = nullptr);
    // The probe as a permutation probe of `orders`: BEGIN and COMMIT steps for a session with
    // `transaction: true` (named SESSION_begin, SESSION_commit, or with a digit when taken).
    static ProbeFile asPermutations(const ProbeFile& probe, const QList<QStringList>& orders);

    static Result explore(const ProbeFile& probe, const ReplayOptions& options, int max,
                          const QStringList& levels = {});
    // What `--explore` prints, a record of its own (a `$` line, `exit N` last): per level, each
    // order with its outcome (failing first), then the smallest failing order as a
    // `permutations:` entry to paste.
    static QString report(const ProbeFile& probe, const Result& result);
    // `text` (a permutation probe's) with `order` added as the last entry of its block-style
    // `permutations:` list, written in the style of the entries there; nothing, and `error`,
    // for a race probe, a flow-style list or no list.
    static std::optional<QByteArray> withPermutation(const QByteArray& text,
                                                     const QStringList& order, QString* error);
};

}  // namespace techlog
