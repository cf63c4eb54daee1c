// ProbeFixes on broken copies of the example probes: the fixes offered (closest names, ties
// all, none too far or uncertain), and each applied: parsed again, its finding is gone, no new
// error appears, and every other byte stays.
#include <QTest>

#include "probefile.h"
#include "probefixes.h"
#include "tempworkspace.h"

using namespace techlog;

namespace {

QString example(const QString& key) {
    return QString::fromUtf8(test::readBytes(probePathForKey(test::exampleWorkspace(), key)));
}

// `text` with its one `from` replaced by `to`; empty when `from` is not there exactly once.
QString edited(const QString& text, const QString& from, const QString& to) {
    if (text.count(from) != 1) return {};
    QString out = text;
    out.replace(from, to);
    return out;
}

// Errors by code, line and message: what "no new error" compares.
QStringList errors(const Diagnostics& all) {
    QStringList out;
    for (const Diagnostic& d : all)
        if (d.severity == Severity::Error)
            out << QStringLiteral("%1 %2 %3").arg(d.code).arg(d.line).arg(d.message);
    return out;
}

}  // namespace

class TestProbeFixes : public QObject {
    Q_OBJECT

private slots:
    void fixesAreCertainAndKeepEveryOtherByte_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("code");
        // What each fix's line reads afterwards (its changed part), in the order offered.
        QTest::addColumn<QStringList>("fixed");
        const auto row = [](const char* name, const char* key, const QString& from,
                            const QString& to, const char* code, const QStringList& fixed) {
            QTest::newRow(name) << QString::fromLatin1(key) << from << to
                                << QString::fromLatin1(code) << fixed;
        };
        row("permutation step", "enqueue-permutation",
            QStringLiteral("  - [a_begin, b_begin, a_refresh, b_refresh, a_insert, b_insert"),
            QStringLiteral("  - [a_begin, b_begin, a_refrsh, b_refresh, a_insert, b_insert"),
            "probe-unknown-step", {QStringLiteral("[a_begin, b_begin, a_refresh, b_refresh")});
        row("permutation text, a tie", "claim-cas",
            QStringLiteral("  - w1_read w2_read w1_start w2_start"),
            QStringLiteral("  - w1_read w3_read w1_start w2_start"), "probe-unknown-step",
            {QStringLiteral("w1_read w1_read w1_start"),
             QStringLiteral("w1_read w2_read w1_start")});
        row("permutation step too far", "claim-cas",
            QStringLiteral("  - w1_read w2_read w1_start w2_start"),
            QStringLiteral("  - w1_read zzzzzzz w1_start w2_start"), "probe-unknown-step", {});
        row("expectation", "enqueue-race", QStringLiteral("    - rows_left == 1"),
            QStringLiteral("    - rowz_left == 1"), "probe-unknown-field",
            {QStringLiteral("    - rows_left == 1")});
        row("expectation's right side", "claim-cas",
            QStringLiteral("w1_read.rows == {w2_read.rows}"),
            QStringLiteral("w1_read.rows == {w2_rad.rows}"), "probe-unknown-field",
            {QStringLiteral("{w2_read.rows}")});
        row("template observation", "enqueue-permutation", QStringLiteral("{open_reason}"),
            QStringLiteral("{open_reasn}"), "probe-unknown-field",
            {QStringLiteral("{open_reason}")});
        row("template step", "claim-cas", QStringLiteral("w1 {w1_start.rows_affected}"),
            QStringLiteral("w1 {w1_strt.rows_affected}"), "probe-unknown-field",
            {QStringLiteral("w1 {w1_start.rows_affected}")});
        row("volatile", "enqueue-race", QStringLiteral("volatile: [winner]"),
            QStringLiteral("volatile: [winner, rows_lft]"), "probe-unknown-field",
            {QStringLiteral("volatile: [winner, rows_left]")});
        // The closest names are sessions, which have no rows_affected: no certain fix.
        row("closest name would not fit", "claim-cas", QStringLiteral("{w1_start.rows_affected}"),
            QStringLiteral("{w3.rows_affected}"), "probe-unknown-field", {});
        // A wrong attribute of a known step is not a wrong name.
        row("unknown attribute", "claim-cas", QStringLiteral("{w1_start.rows_affected}"),
            QStringLiteral("{w1_start.rows_afected}"), "probe-unknown-field", {});
        row("probe key", "enqueue-race", QStringLiteral("probe: enqueue-race\n"),
            QStringLiteral("probe: \"enqueue-rase\"  # the key\n"), "probe-key-mismatch",
            {QStringLiteral("probe: enqueue-race  # the key")});
        row("race missing, sessions in transactions", "enqueue-race",
            QStringLiteral("race:\n  rounds: 6\n"), QString(), "probe-missing-key",
            {QStringLiteral("race: {rounds: 1}")});
        row("race or permutations missing, either may be meant", "claim-cas",
            QStringLiteral("permutations:\n  - w1_read w2_read w1_start w2_start\n"), QString(),
            "probe-missing-key", {});
    }

    void fixesAreCertainAndKeepEveryOtherByte() {
        QFETCH(QString, key);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, code);
        QFETCH(QStringList, fixed);
        const QString path = probePathForKey(test::exampleWorkspace(), key);
        const QString text = edited(example(key), from, to);
        QVERIFY(!text.isEmpty());
        Diagnostics found;
        QVERIFY(!parseProbeText(path, text.toUtf8(), found));
        TL_ONE_DIAGNOSTIC(d, found, code, QString());

        const QList<ProbeFix> fixes = ProbeFixes::forDiagnostic(text, d, path);
        QStringList labels;
        for (const ProbeFix& f : fixes) labels << f.label;
        QVERIFY2(fixes.size() == fixed.size(), qPrintable(labels.join(u'\n')));
        // Without the probe's own path (the diagnostic's workspace-relative one) the same.
        const QList<ProbeFix> byDiagnosticPath = ProbeFixes::forDiagnostic(text, d);
        QCOMPARE(byDiagnosticPath.size(), fixes.size());

        const QStringList before = text.split(u'\n');
        for (int i = 0; i < fixes.size(); ++i) {
            const ProbeFix& fix = fixes[i];
            QCOMPARE(byDiagnosticPath[i].text, fix.text);
            QVERIFY2(fix.text.contains(fixed[i]), qPrintable(fix.text));
            // Every other byte stays: the same lines but the finding's (or an added line).
            const QStringList after = fix.text.split(u'\n');
            if (after.size() == before.size()) {
                for (int l = 0; l < before.size(); ++l)
                    if (l != d.line - 1) QCOMPARE(after[l], before[l]);
            } else {
                QVERIFY(fix.text.startsWith(text));
            }
            // Parsed again: the finding is gone and nothing new is reported.
            Diagnostics again;
            parseProbeText(path, fix.text.toUtf8(), again);
            QStringList left = errors(found);
            left.removeOne(errors({d}).first());
            for (const QString& e : errors(again))
                QVERIFY2(left.removeOne(e), qPrintable(QStringLiteral("new: ") + e));
            for (const Diagnostic& e : again)
                QVERIFY2(!(e.code == d.code && e.line == d.line && e.message == d.message),
                         qPrintable(e.format()));
        }
    }

    // A diagnostic the text does not have (the buffer changed since) gets no fix.
    void staleDiagnosticGetsNoFix() {
        const QString key = QStringLiteral("claim-cas");
        const QString path = probePathForKey(test::exampleWorkspace(), key);
        const QString text = edited(example(key), QStringLiteral("w2_read w1_start"),
                                    QStringLiteral("w2_red w1_start"));
        Diagnostics found;
        parseProbeText(path, text.toUtf8(), found);
        TL_ONE_DIAGNOSTIC(d, found, QStringLiteral("probe-unknown-step"), QString());
        QCOMPARE(ProbeFixes::forDiagnostic(text, d, path).size(), 1);
        QVERIFY(ProbeFixes::forDiagnostic(example(key), d, path).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProbeFixes)
#include "tst_probefixes.moc"
