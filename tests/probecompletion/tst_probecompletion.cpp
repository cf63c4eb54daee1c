// ProbeCompletion at places of the example probes (and of buffers broken below the cursor):
// which kind of word fits, its range on the line, and exactly the candidates.
#include <QTest>

#include "probecompletion.h"
#include "probefile.h"
#include "probeoutline.h"
#include "recordformat.h"
#include "tempworkspace.h"

using namespace techlog;

namespace {

using Kind = ProbeCompletionResult::Kind;

// The cursor in a buffer is written as ‸ (U+2038), which no probe holds.
const QChar kCursor(0x2038);

struct Buffer {
    QString text;
    int line = 0;
    int column = 0;
};

Buffer withCursor(const QString& marked) {
    Buffer b;
    const qsizetype at = marked.indexOf(kCursor);
    b.text = marked;
    b.text.remove(at, 1);
    b.line = int(marked.left(at).count(u'\n')) + 1;
    b.column = int(at - (marked.lastIndexOf(u'\n', at - 1) + 1)) + 1;
    return b;
}

QString example(const QString& key) {
    return QString::fromUtf8(test::readBytes(probePathForKey(test::exampleWorkspace(), key)));
}

// `text` with its one `from` replaced by `to` (the cursor among it); empty when `from` is not
// there exactly once, which the caller's QVERIFY catches.
QString edited(const QString& text, const QString& from, const QString& to) {
    if (text.count(from) != 1) return {};
    QString out = text;
    out.replace(from, to);
    return out;
}

ProbeCompletionResult complete(const QString& marked) {
    const Buffer b = withCursor(marked);
    return ProbeCompletion::at(b.text, b.line, b.column);
}

QString show(const ProbeCompletionResult& r) {
    return QStringLiteral("kind %1 prefix '%2' [%3, %4): %5")
        .arg(int(r.kind))
        .arg(r.prefix)
        .arg(r.replaceFromColumn)
        .arg(r.replaceToColumn)
        .arg(r.candidates.join(QStringLiteral(", ")));
}

}  // namespace

class TestProbeCompletion : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(!example(QStringLiteral("enqueue-race")).isEmpty()); }

    // Each row: a marked buffer, the kind, the prefix and exactly the candidates, in order.
    void offersWhatFitsThere_data() {
        QTest::addColumn<QString>("marked");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QStringList>("candidates");
        const QString race = example(QStringLiteral("enqueue-race"));
        const QString perm = example(QStringLiteral("enqueue-permutation"));
        const QString cas = example(QStringLiteral("claim-cas"));
        const auto row = [](const char* name, const QString& marked, Kind kind,
                            const QString& prefix, const QStringList& candidates) {
            QTest::newRow(name) << marked << int(kind) << prefix << candidates;
        };
        const QString none = QString();

        // Top-level keys: those not given, and never the other mode.
        const QString raceWithout =
            edited(edited(race, QStringLiteral("volatile: [winner]\n"), QString()),
                   QStringLiteral("timeouts:\n  step: 5s\n  lock: 5s\n  run: 60s\n"), QString());
        row("top level, none typed", raceWithout + kCursor, Kind::Key, none,
            {QStringLiteral("isolation"), QStringLiteral("levels"), QStringLiteral("teardown"),
             QStringLiteral("timeouts"), QStringLiteral("volatile")});
        row("top level, typed", raceWithout + QStringLiteral("VO") + kCursor, Kind::Key,
            QStringLiteral("VO"), {QStringLiteral("volatile")});
        row("top level, on a key's own line",
            edited(race, QStringLiteral("title: "), kCursor + QStringLiteral("title: ")), Kind::Key,
            none,
            {QStringLiteral("isolation"), QStringLiteral("levels"), QStringLiteral("teardown"),
             QStringLiteral("title")});
        row("top level of a permutation probe: no race",
            edited(perm, QStringLiteral("observe:\n"), kCursor + QStringLiteral("\nobserve:\n")),
            Kind::Key, none,
            {QStringLiteral("isolation"), QStringLiteral("levels"), QStringLiteral("teardown"),
             QStringLiteral("timeouts"), QStringLiteral("volatile")});

        // Keys of the mappings inside.
        row("session",
            edited(race, QStringLiteral("  - name: B\n    transaction: true\n"),
                   QStringLiteral("  - name: B\n    tr") + kCursor + u'\n'),
            Kind::Key, QStringLiteral("tr"), {QStringLiteral("transaction")});
        row("session, all but its level given",
            edited(race, QStringLiteral("    transaction: true\n    steps:\n      - name: b_"),
                   QStringLiteral("    transaction: true\n    ") + kCursor +
                       QStringLiteral("\n    steps:\n      - name: b_")),
            Kind::Key, none, {QStringLiteral("isolation")});
        row("new step",
            edited(race, QStringLiteral("  - name: B\n"),
                   QStringLiteral("      - ") + kCursor + QStringLiteral("\n  - name: B\n")),
            Kind::Key, none, {QStringLiteral("name"), QStringLiteral("sql")});
        row("step after its block sql",
            edited(race, QStringLiteral("'PENDING', now())\n  - name: B\n"),
                   QStringLiteral("'PENDING', now())\n        na") + kCursor +
                       QStringLiteral("\n  - name: B\n")),
            Kind::Key, QStringLiteral("na"), {});
        row("step in flow style",
            edited(perm, QStringLiteral("{name: a_commit, sql: COMMIT}"),
                   QStringLiteral("{name: a_commit, s") + kCursor),
            Kind::Key, QStringLiteral("s"), {QStringLiteral("sql")});
        row("race", edited(race, QStringLiteral("  rounds: 6\n"), QStringLiteral("  r") + kCursor),
            Kind::Key, QStringLiteral("r"), {QStringLiteral("rounds")});
        row("race in flow style",
            edited(race, QStringLiteral("race:\n  rounds: 6\n"),
                   QStringLiteral("race: {") + kCursor + QStringLiteral("}\n")),
            Kind::Key, none, {QStringLiteral("rounds")});
        row("timeouts",
            edited(race, QStringLiteral("  lock: 5s\n"), QStringLiteral("  ") + kCursor + u'\n'),
            Kind::Key, none, {QStringLiteral("lock")});
        row("record",
            edited(race, QStringLiteral("  round_header: []\n"),
                   QStringLiteral("  round") + kCursor + u'\n'),
            Kind::Key, QStringLiteral("round"), {QStringLiteral("round_header")});
        row("setup entry",
            edited(race, QStringLiteral("reset:\n"),
                   QStringLiteral("  - ") + kCursor + QStringLiteral("\nreset:\n")),
            Kind::Key, none, {QStringLiteral("file"), QStringLiteral("sql")});

        // Step names in permutations: the word under the cursor, either way of writing them.
        row("permutation list",
            edited(perm, QStringLiteral("  - [a_begin, b_begin, a_refresh, b_refresh,"),
                   QStringLiteral("  - [a_begin, b_") + kCursor +
                       QStringLiteral("begin, a_refresh, b_refresh,")),
            Kind::StepName, QStringLiteral("b_"),
            {QStringLiteral("b_begin"), QStringLiteral("b_commit"), QStringLiteral("b_insert"),
             QStringLiteral("b_refresh")});
        row("permutation text",
            edited(cas, QStringLiteral("w1_read w2_read"),
                   QStringLiteral("w1_read w2_") + kCursor + QStringLiteral("read")),
            Kind::StepName, QStringLiteral("w2_"),
            {QStringLiteral("w2_read"), QStringLiteral("w2_start")});
        row("new permutation",
            edited(cas, QStringLiteral("observe:\n"),
                   QStringLiteral("  - ") + kCursor + QStringLiteral("\nobserve:\n")),
            Kind::StepName, none,
            {QStringLiteral("w1_read"), QStringLiteral("w1_start"), QStringLiteral("w2_read"),
             QStringLiteral("w2_start")});

        // Fields: per round in expect.each, over all rounds in expect.overall.
        row("expect.each",
            edited(race, QStringLiteral("    - rows_left == 1\n"),
                   QStringLiteral("    - ro") + kCursor + u'\n'),
            Kind::Field, QStringLiteral("ro"),
            {QStringLiteral("round"), QStringLiteral("rounds"), QStringLiteral("rounds_failed"),
             QStringLiteral("rounds_held"), QStringLiteral("rows_left"),
             QStringLiteral("rows_left.rows")});
        row("expect.overall",
            edited(race, QStringLiteral("    - rounds_held == 6\n"),
                   QStringLiteral("    - ro") + kCursor + u'\n'),
            Kind::Field, QStringLiteral("ro"),
            {QStringLiteral("rounds"), QStringLiteral("rounds_failed"),
             QStringLiteral("rounds_held")});
        row("expect errors.<SQLSTATE>",
            edited(race, QStringLiteral("    - errors.23505 == 1\n"),
                   QStringLiteral("    - errors.2") + kCursor + u'\n'),
            Kind::Field, QStringLiteral("errors.2"),
            {QStringLiteral("errors.23503"), QStringLiteral("errors.23505")});
        row("expect step field",
            edited(perm, QStringLiteral("    - a_insert.rows_affected == 1"),
                   QStringLiteral("    - a_insert.rows_") + kCursor + QStringLiteral(" == 1")),
            Kind::Field, QStringLiteral("a_insert.rows_"),
            {QStringLiteral("a_insert.rows_affected"), QStringLiteral("a_insert.rows_returned")});
        row("expect loser",
            edited(race, QStringLiteral("loser.error.sqlstate =="),
                   QStringLiteral("loser.error.s") + kCursor + QStringLiteral(" ==")),
            Kind::Field, QStringLiteral("loser.error.s"),
            {QStringLiteral("loser.error.sqlstate"), QStringLiteral("loser.error.step")});
        row("expect right side",
            edited(perm, QStringLiteral("errors == {errors.23505}"),
                   QStringLiteral("errors == {errors.235") + kCursor + u'}'),
            Kind::Field, QStringLiteral("errors.235"),
            {QStringLiteral("errors.23503"), QStringLiteral("errors.23505")});
        row("expect sum.",
            edited(perm, QStringLiteral("    - sum.waits == 1"),
                   QStringLiteral("    - sum.wa") + kCursor),
            Kind::Field, QStringLiteral("sum.wa"), {QStringLiteral("sum.waits")});
        row("expect operator",
            edited(race, QStringLiteral("    - errors == 1\n"),
                   QStringLiteral("    - errors =") + kCursor + u'\n'),
            Kind::None, none, {});

        // Fields in record templates, by the template's scope.
        row("record.round",
            edited(race, QStringLiteral("{winner}"),
                   QStringLiteral("{win") + kCursor + QStringLiteral("ner}")),
            Kind::Field, QStringLiteral("win"), {QStringLiteral("winner")});
        row("record.header",
            edited(race, QStringLiteral("{server_version}"),
                   QStringLiteral("{ro") + kCursor + u'}'),
            Kind::Field, QStringLiteral("ro"),
            {QStringLiteral("rounds"), QStringLiteral("rounds_failed"),
             QStringLiteral("rounds_held")});
        row("record.step",
            edited(race, QStringLiteral("  step: \"\""),
                   QStringLiteral("  step: \"{st") + kCursor + u'"'),
            Kind::Field, QStringLiteral("st"), {QStringLiteral("status"), QStringLiteral("step")});
        row("record template outside braces",
            edited(race, QStringLiteral("이긴 쪽 {winner}"),
                   QStringLiteral("이긴") + kCursor + QStringLiteral(" 쪽 {winner}")),
            Kind::None, none, {});
        row("record literal brace",
            edited(race, QStringLiteral("{winner}"), QStringLiteral("{{win") + kCursor), Kind::None,
            none, {});
        row("volatile",
            edited(race, QStringLiteral("volatile: [winner]"),
                   QStringLiteral("volatile: [winner, lo") + kCursor + u']'),
            Kind::Field, QStringLiteral("lo"),
            {QStringLiteral("loser"), QStringLiteral("loser.error"),
             QStringLiteral("loser.error.detail"), QStringLiteral("loser.error.message"),
             QStringLiteral("loser.error.sqlstate"), QStringLiteral("loser.error.step")});

        // Nothing inside SQL, a title or a comment.
        row("block sql",
            edited(race,
                   QStringLiteral(
                       "          UPDATE fs_recovery_item\n             SET reason_code = 'READY"),
                   QStringLiteral("          UPDATE fs_re") + kCursor +
                       QStringLiteral("covery_item\n             SET reason_code = 'READY")),
            Kind::None, none, {});
        row("title", edited(race, QStringLiteral("title: "), QStringLiteral("title: ab") + kCursor),
            Kind::None, none, {});
        row("comment",
            edited(race, QStringLiteral("# partial unique"), QStringLiteral("# par") + kCursor),
            Kind::None, none, {});
    }

    void offersWhatFitsThere() {
        QFETCH(QString, marked);
        QFETCH(int, kind);
        QFETCH(QString, prefix);
        QFETCH(QStringList, candidates);
        QVERIFY2(marked.count(kCursor) == 1, "the row's edit did not apply");
        const ProbeCompletionResult r = complete(marked);
        QVERIFY2(int(r.kind) == kind && r.prefix == prefix && r.candidates == candidates,
                 qPrintable(show(r)));
    }

    // The range a candidate replaces: the whole word, also its part after the cursor; columns
    // in UTF-16 units, so a character outside the BMP before it counts twice.
    void replacesTheWordUnderTheCursor() {
        const QString race = example(QStringLiteral("enqueue-race"));
        Buffer b = withCursor(edited(race, QStringLiteral("{winner}"),
                                     QStringLiteral("{win") + kCursor + QStringLiteral("ner}")));
        ProbeCompletionResult r = ProbeCompletion::at(b.text, b.line, b.column);
        const QString line = b.text.split(u'\n')[b.line - 1];
        QCOMPARE(line.mid(r.replaceFromColumn - 1, r.replaceToColumn - r.replaceFromColumn),
                 QStringLiteral("winner"));

        b = withCursor(QStringLiteral("sessions:\n  - name: A\n    steps:\n"
                                      "      - {name: a1, sql: SELECT 1}\n"
                                      "race: {rounds: 1}\n"
                                      "record:\n  round:\n    - \"\U0001F600 {a1.sta") +
                       kCursor + QStringLiteral("tus}\"\n"));
        r = ProbeCompletion::at(b.text, b.line, b.column);
        QCOMPARE(r.candidates, QStringList{QStringLiteral("a1.status")});
        // `    - "` is 7 units, the emoji 2 (a surrogate pair), ` {` 2: `a1` starts at column 12.
        QCOMPARE(r.replaceFromColumn, 12);
        QCOMPARE(r.replaceToColumn, 21);
        QCOMPARE(b.text.split(u'\n')[b.line - 1].mid(r.replaceFromColumn - 1, 9),
                 QStringLiteral("a1.status"));
    }

    // The YAML broken below the cursor (and at it): names still come from the sessions and
    // observations above, read line by line.
    void brokenYamlBelowTheCursor() {
        const QString perm = example(QStringLiteral("enqueue-permutation"));
        const QString broken = QStringLiteral("  - [a_begin, a_") + kCursor +
                               QStringLiteral("\nobserve: [unclosed\n  : : -\n\t\"\n");
        const QString marked = edited(perm, QStringLiteral("observe:\n"), broken);
        QVERIFY(!marked.isEmpty());
        QVERIFY(!ProbeOutline::read(withCursor(marked).text).fromYaml);
        ProbeCompletionResult r = complete(marked);
        QCOMPARE(r.kind, Kind::StepName);
        QCOMPARE(r.candidates,
                 (QStringList{QStringLiteral("a_begin"), QStringLiteral("a_commit"),
                              QStringLiteral("a_insert"), QStringLiteral("a_refresh")}));

        // An expectation being typed, the rest of the file cut off mid-flow.
        const QString race = example(QStringLiteral("enqueue-race"));
        const qsizetype cut = race.indexOf(QStringLiteral("    - rows_left == 1"));
        r = complete(race.left(cut) + QStringLiteral("    - rows_") + kCursor +
                     QStringLiteral(" == {b_ins\n  overall: [\"x\n"));
        QCOMPARE(r.kind, Kind::Field);
        QCOMPARE(r.candidates,
                 (QStringList{QStringLiteral("rows_left"), QStringLiteral("rows_left.rows")}));
        r = complete(race.left(cut) + QStringLiteral("    - b_insert.rows == {b_ins") + kCursor +
                     QStringLiteral("\n  overall: [\"x\n"));
        QCOMPARE(r.kind, Kind::Field);
        QVERIFY2(r.candidates.contains(QStringLiteral("b_insert.sqlstate")), qPrintable(show(r)));
        QVERIFY(r.candidates.size() == 11);  // the step's own fields
    }

    // An imported isolation spec takes other keys (docs/PROBES.md "Isolation specs").
    void isolationProbeKeys() {
        ProbeCompletionResult r =
            complete(QStringLiteral("isolation: {spec: x}\nsessions:\n  - name: s\n    ") +
                     kCursor + QStringLiteral("\n    steps:\n      - {name: a, sql: SELECT 1}\n"));
        QCOMPARE(r.candidates, (QStringList{QStringLiteral("setup"), QStringLiteral("teardown")}));
        r = complete(QStringLiteral("isolation: {spec: x}\n") + kCursor);
        QCOMPARE(r.candidates, (QStringList{QStringLiteral("permutations"), QStringLiteral("probe"),
                                            QStringLiteral("sessions"), QStringLiteral("setup"),
                                            QStringLiteral("teardown"), QStringLiteral("title")}));
    }

    // Every field offered is one the reader accepts there: each written into the example as
    // an expectation (each, overall) or into record.step, the probe parses without an error.
    void everyOfferedFieldParses_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("from");  // the line the field goes into, with `%1` for it
        QTest::addColumn<QString>("to");
        QTest::newRow("each") << QStringLiteral("enqueue-race")
                              << QStringLiteral("    - rows_left == 1\n")
                              << QStringLiteral("    - %1 == 1\n");
        QTest::newRow("each, permutations")
            << QStringLiteral("enqueue-permutation") << QStringLiteral("    - rows_left == 1\n")
            << QStringLiteral("    - %1 == 1\n");
        QTest::newRow("overall") << QStringLiteral("enqueue-race")
                                 << QStringLiteral("    - rounds_held == 6\n")
                                 << QStringLiteral("    - %1 == 6\n");
        QTest::newRow("step") << QStringLiteral("enqueue-race") << QStringLiteral("  step: \"\"\n")
                              << QStringLiteral("  step: \"{%1}\"\n");
        QTest::newRow("header") << QStringLiteral("claim-cas")
                                << QStringLiteral("    - \"# PostgreSQL {server_version}\"\n")
                                << QStringLiteral("    - \"{%1}\"\n");
    }

    void everyOfferedFieldParses() {
        QFETCH(QString, key);
        QFETCH(QString, from);
        QFETCH(QString, to);
        const QString text = example(key);
        const QString marked = edited(text, from, to.arg(kCursor));
        QVERIFY(!marked.isEmpty());
        const ProbeCompletionResult r = complete(marked);
        QCOMPARE(r.kind, Kind::Field);
        QVERIFY(r.candidates.size() > 5);
        QStringList offered = r.candidates;
        offered
            << complete(edited(text, from, to.arg(QStringLiteral("sum.") + kCursor))).candidates;
        const QString path = probePathForKey(test::exampleWorkspace(), key);
        for (const QString& field : offered) {
            Diagnostics out;
            const auto probe =
                parseProbeText(path, edited(text, from, to.arg(field)).toUtf8(), out);
            QVERIFY2(probe, qPrintable(field + QStringLiteral(": ") + test::dump(out)));
        }
    }

    // RecordFormat::fieldNames lists only what isKnownField accepts in that scope.
    void fieldNamesAreKnownFields() {
        Diagnostics out;
        const auto probe = parseProbe(
            probePathForKey(test::exampleWorkspace(), QStringLiteral("enqueue-permutation")), out);
        QVERIFY(probe);
        for (const auto scope :
             {RecordFormat::Scope::Global, RecordFormat::Scope::Round, RecordFormat::Scope::Step}) {
            const QStringList fields = RecordFormat::fieldNames(*probe, scope);
            QVERIFY(fields.contains(QStringLiteral("rounds_held")));
            QCOMPARE(fields.contains(QStringLiteral("open_reason")),
                     scope != RecordFormat::Scope::Global);
            QCOMPARE(fields.contains(QStringLiteral("sqlstate")),
                     scope == RecordFormat::Scope::Step);
            for (const QString& f : fields)
                QVERIFY2(RecordFormat::isKnownField(*probe, f, scope), qPrintable(f));
        }
    }
};

QTEST_GUILESS_MAIN(TestProbeCompletion)
#include "tst_probecompletion.moc"
