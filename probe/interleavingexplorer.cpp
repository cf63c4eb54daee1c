#include "interleavingexplorer.h"

#include <algorithm>

namespace techlog {

namespace {

// Each session's steps as the explorer orders them: BEGIN and COMMIT around a transaction
// session's own.
QList<QStringList> sessionSteps(const ProbeFile& probe) {
    QList<QStringList> out;
    for (const ProbeSession& s : probe.sessions) {
        QStringList names;
        for (const ProbeStep& step : s.steps) names << step.name;
        if (s.transaction) {
            const auto free = [&](const QString& wanted) {
                QString name = wanted;
                for (int n = 2; probe.step(name) || names.contains(name); ++n)
                    name = wanted + QString::number(n);
                return name;
            };
            names.prepend(free(s.name + QStringLiteral("_begin")));
            names << free(s.name + QStringLiteral("_commit"));
        }
        out << names;
    }
    return out;
}

quint64 multinomial(const QList<int>& lengths, quint64 cap) {
    // Product of binomials C(n1+..+nk, nk), each step exact in 128 bits, saturating at `cap`.
    unsigned __int128 total = 1;
    int sum = 0;
    for (int n : lengths) {
        for (int i = 1; i <= n; ++i) {
            total = total * unsigned(sum + i) / unsigned(i);
            if (total > cap) return cap;
        }
        sum += n;
    }
    return quint64(total);
}

// The `index`-th interleaving (0-based) in lexicographic order of session index.
QStringList nth(const QList<QStringList>& steps, quint64 index, quint64 cap) {
    QList<int> left;
    for (const QStringList& s : steps) left << int(s.size());
    QList<int> next(steps.size(), 0);
    QStringList order;
    int remaining = 0;
    for (int n : left) remaining += n;
    while (remaining > 0) {
        for (int i = 0; i < steps.size(); ++i) {
            if (left[i] == 0) continue;
            --left[i];
            const quint64 below = multinomial(left, cap);
            if (index < below) {
                order << steps[i][next[i]++];
                break;
            }
            index -= below;
            ++left[i];
        }
        --remaining;
    }
    return order;
}

int switchesOf(const QList<QStringList>& steps, const QStringList& order) {
    int switches = 0;
    int last = -1;
    for (const QString& name : order) {
        int session = 0;
        while (!steps[session].contains(name)) ++session;
        if (last >= 0 && session != last) ++switches;
        last = session;
    }
    return switches;
}

}  // namespace

QList<int> InterleavingExplorer::Level::shownOrder() const {
    QList<int> shown;
    for (int pass = 0; pass < 3; ++pass)
        for (int i = 0; i < orders.size(); ++i) {
            const Order& o = orders[i];
            if ((pass == 0 && o.fails()) || (pass == 1 && o.held) ||
                (pass == 2 && !o.impossible.isEmpty()))
                shown << i;
        }
    return shown;
}

int InterleavingExplorer::Level::smallestFailing() const {
    int best = -1;
    for (int i = 0; i < orders.size(); ++i) {
        if (!orders[i].fails()) continue;
        if (best < 0 || orders[i].switches < orders[best].switches) best = i;
    }
    return best;
}

InterleavingExplorer::Level::Counts InterleavingExplorer::Level::counts() const {
    Counts c;
    for (const Order& o : orders) ++(o.fails() ? c.failed : o.held ? c.held : c.impossible);
    return c;
}

int InterleavingExplorer::Result::exitStatus() const {
    if (!error.isEmpty()) return 2;
    for (const Level& l : levels) {
        if (l.run.verdict == Verdict::CouldNotRun) return 2;
        if (l.smallestFailing() >= 0) return 1;
    }
    return 0;
}

quint64 InterleavingExplorer::count(const ProbeFile& probe) {
    QList<int> lengths;
    for (const QStringList& s : sessionSteps(probe)) lengths << int(s.size());
    return multinomial(lengths, kCountCap);
}

QList<QStringList> InterleavingExplorer::orders(const ProbeFile& probe, int max, quint64* total) {
    const QList<QStringList> steps = sessionSteps(probe);
    const quint64 all = count(probe);
    if (total) *total = all;
    QList<QStringList> out;
    const quint64 take = std::min<quint64>(all, quint64(std::max(1, max)));
    for (quint64 k = 0; k < take; ++k) {
        // Evenly spread: the k-th of `take` points over [0, all).
        const quint64 index =
            take == all ? k : quint64((static_cast<unsigned __int128>(k) * all) / take);
        out << nth(steps, index, kCountCap);
    }
    return out;
}

ProbeFile InterleavingExplorer::asPermutations(const ProbeFile& probe,
                                               const QList<QStringList>& orders) {
    ProbeFile p = probe;
    const QList<QStringList> steps = sessionSteps(probe);
    for (int i = 0; i < p.sessions.size(); ++i) {
        ProbeSession& s = p.sessions[i];
        if (!s.transaction) continue;
        s.transaction = false;
        const auto stepOf = [&](const QString& name, const QString& sql) {
            return ProbeStep{name, s.name,
                             SqlText{sql, probe.relativePath, s.pos.line, s.pos.column,
                                     QStringLiteral("step %1").arg(name)}};
        };
        s.steps.prepend(stepOf(steps[i].first(), QStringLiteral("BEGIN")));
        s.steps << stepOf(steps[i].last(), QStringLiteral("COMMIT"));
    }
    p.mode = ProbeMode::Permutations;
    p.permutations = orders;
    p.rounds = int(orders.size());
    p.levels.clear();
    p.record.roundHeader = {QStringLiteral("permutation {round}: {permutation}")};
    p.record.step = QStringLiteral("{step}: {result}");
    p.record.waiting = QStringLiteral("{step}: <waiting ...>");
    p.record.round.clear();
    p.record.footer.clear();
    return p;
}

InterleavingExplorer::Result InterleavingExplorer::explore(const ProbeFile& probe,
                                                           const ReplayOptions& options, int max,
                                                           const QStringList& levels) {
    Result result;
    result.requestedLevels = levels;
    if (probe.isMongo() || probe.mode == ProbeMode::Isolation) {
        result.setError({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "exploring is for PostgreSQL races and permutations")});
        return result;
    }
    if (probe.sessions.size() < 2) {
        result.setError({QT_TRANSLATE_NOOP("techlog::Diagnostic",
                                           "exploring needs two sessions or more; %1 has %2"),
                         {probe.key, QString::number(probe.sessions.size())}});
        return result;
    }
    const QList<QStringList> chosen = orders(probe, max, &result.total);
    result.sampled = quint64(chosen.size()) < result.total;
    const ProbeFile explored = asPermutations(probe, chosen);
    const QList<QStringList> steps = sessionSteps(probe);
    for (const QString& level : levels.isEmpty() ? QStringList{QString()} : levels) {
        ReplayOptions o = options;
        o.levels.clear();
        o.level = level;
        o.compare = false;
        o.explore = true;
        Level l;
        l.run = ProbeRunner(o).run(explored);
        l.level = level.isEmpty() ? l.run.isolationLevel : level;
        for (const RoundOutcome& round : l.run.rounds) {
            Order order;
            order.steps = round.permutation;
            order.switches = switchesOf(steps, round.permutation);
            order.held = round.held && round.impossible.isEmpty();
            order.impossible = round.impossible;
            order.failed = round.failedExpectations;
            l.orders << order;
        }
        result.levels << l;
        if (l.run.verdict == Verdict::CouldNotRun && l.run.serverVersion.isEmpty()) {
            result.error = l.run.error;
            result.errorText = l.run.errorText;
            break;
        }
    }
    return result;
}

QString InterleavingExplorer::report(const ProbeFile& probe, const Result& result) {
    QStringList lines;
    if (!result.error.isEmpty()) return QStringLiteral("could not run: %1").arg(result.error);
    const quint64 runCount = result.levels.isEmpty() ? 0 : quint64(result.levels[0].orders.size());
    const QString server = result.levels.isEmpty() ? QString() : result.levels[0].run.serverVersion;
    lines << QStringLiteral("# PostgreSQL %1 · %2 · %3 interleavings of %4 sessions%5")
                 .arg(server.isEmpty() ? QStringLiteral("?") : server, probe.key)
                 .arg(result.total >= kCountCap ? QStringLiteral("more than %1").arg(kCountCap)
                                                : QString::number(result.total))
                 .arg(probe.sessions.size())
                 .arg(result.sampled
                          ? QStringLiteral(", %1 of them run (evenly spread)").arg(runCount)
                          : QString());
    QStringList shortLevels;
    for (const QString& l : result.requestedLevels) shortLevels << isolationLevelShort(l).toLower();
    lines << QStringLiteral("$ techlog replay %1 --explore%2")
                 .arg(probe.key, shortLevels.isEmpty()
                                     ? QString()
                                     : QStringLiteral(" --levels ") + shortLevels.join(u','));
    for (const Level& l : result.levels) {
        const Level::Counts counts = l.counts();
        lines << QStringLiteral("== %1: %2 held, %3 failed, %4 cannot happen ==")
                     .arg(l.level)
                     .arg(counts.held)
                     .arg(counts.failed)
                     .arg(counts.impossible);
        if (l.run.verdict == Verdict::CouldNotRun)
            lines << QStringLiteral("could not run: %1").arg(l.run.error);
        for (int i : l.shownOrder()) {
            const Order& o = l.orders[i];
            const QString word = !o.impossible.isEmpty() ? QStringLiteral("cannot happen")
                                 : o.held                ? QStringLiteral("held")
                                                         : QStringLiteral("FAILS");
            QString line = QStringLiteral("%1  %2").arg(word, -13).arg(o.steps.join(u' '));
            if (!o.impossible.isEmpty()) line += QStringLiteral("  (%1)").arg(o.impossible);
            if (!o.failed.isEmpty())
                line += QStringLiteral("  (%1)").arg(o.failed.join(QStringLiteral("; ")));
            lines << line;
        }
        const int smallest = l.smallestFailing();
        if (smallest >= 0) {
            const Order& o = l.orders[smallest];
            lines << QStringLiteral("smallest failing order at %1 (%2 switches between sessions):")
                         .arg(l.level)
                         .arg(o.switches);
            lines << QStringLiteral("permutations:");
            lines << QStringLiteral("  - [%1]").arg(o.steps.join(QStringLiteral(", ")));
        }
    }
    lines << QStringLiteral("exit %1").arg(result.exitStatus());
    return lines.join(u'\n');
}

std::optional<QByteArray> InterleavingExplorer::withPermutation(const QByteArray& text,
                                                                const QStringList& order,
                                                                QString* error) {
    const QList<QByteArray> lines = text.split('\n');
    qsizetype key = -1;
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith("permutations:")) key = i;
    if (key < 0) {
        if (error)
            *error = QStringLiteral(
                "the probe has no permutations: list (a race probe: write a "
                "permutation probe with the order, its sessions' BEGIN and "
                "COMMIT as steps)");
        return std::nullopt;
    }
    if (!lines[key].mid(13).trimmed().isEmpty() && !lines[key].mid(13).trimmed().startsWith('#')) {
        if (error)
            *error = QStringLiteral("permutations: is written inline; add the entry by hand");
        return std::nullopt;
    }
    // The block: the lines after the key until one at column 0 that is not a comment.
    qsizetype last = key;
    QByteArray indent = "  ";
    bool textStyle = false;  // entries written `- a b c`, as the isolation tester does
    for (qsizetype i = key + 1; i < lines.size(); ++i) {
        const QByteArray& l = lines[i];
        if (!l.isEmpty() && l[0] != ' ' && l[0] != '#' && l[0] != '-') break;
        const QByteArray t = l.trimmed();
        if (t.startsWith("- ")) {
            indent = l.left(l.indexOf('-'));
            textStyle = !t.mid(2).trimmed().startsWith('[');
            last = i;
        } else if (!t.isEmpty() && !t.startsWith('#')) {
            last = i;  // a continuation of an entry
        }
    }
    const QByteArray entry = textStyle
                                 ? indent + "- " + order.join(u' ').toUtf8()
                                 : indent + "- [" + order.join(QStringLiteral(", ")).toUtf8() + ']';
    QList<QByteArray> out = lines;
    out.insert(last + 1, entry);
    return out.join('\n');
}

}  // namespace techlog
