// The probe format (parse errors with positions), record templates, masking and diff, and the
// probes of a document. No database needed. The file edits of `--record`: tests/acceptrecord.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "probefile.h"
#include "proberunner.h"
#include "probeworkspace.h"
#include "recordformat.h"
#include "tempworkspace.h"

using namespace techlog;

namespace {

const QString kWorkspace = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");

QString writeProbe(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(text);
    return path;
}

const QByteArray kMinimal =
    "sessions:\n"
    "  - name: A\n"
    "    steps:\n"
    "      - {name: a1, sql: SELECT 1}\n"
    "race: {rounds: 2}\n";

// What a parsed probe says, in one text to compare: key, title, setup, sessions and steps with
// their SQL and place, mode, permutations, observations, expectations and templates.
QString summary(const ProbeFile& p) {
    QStringList out = {p.path,
                       p.relativePath,
                       p.workspaceRoot,
                       p.key,
                       p.title,
                       QString::number(int(p.mode)),
                       QString::number(p.rounds)};
    for (const SqlText& s : p.setup + p.reset + p.teardown)
        out << QStringLiteral("sql %1 %2:%3:%4").arg(s.label, s.origin).arg(s.line).arg(s.column)
            << s.sql;
    for (const ProbeSession& session : p.sessions) {
        out << QStringLiteral("session %1 %2").arg(session.name).arg(session.transaction);
        for (const ProbeStep& step : session.steps)
            out << QStringLiteral("step %1 %2:%3")
                       .arg(step.name)
                       .arg(step.sql.line)
                       .arg(step.sql.column)
                << step.sql.sql;
    }
    for (const QStringList& permutation : p.permutations) out << permutation.join(u' ');
    for (const ProbeObservation& o : p.observations) out << o.name << o.sql.sql;
    for (const ProbeExpectation& e : p.expectEach + p.expectOverall)
        out << QStringLiteral("%1 at %2:%3").arg(e.text).arg(e.pos.line).arg(e.pos.column);
    out << p.record.header << p.record.roundHeader << p.record.step << p.record.waiting
        << p.record.round << p.record.footer << p.volatileFields;
    return out.join(u'\n');
}

}  // namespace

class TestProbeFile : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    Diagnostics parseErrors(const QByteArray& text) {
        Diagnostics out;
        const auto p = parseProbe(writeProbe(m_dir, QStringLiteral("t.probe.yaml"), text), out);
        if (p) return {};
        return out;
    }

private slots:
    void examplesParse_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("sessions");
        QTest::addColumn<int>("rounds");
        QTest::newRow("enqueue-race") << QStringLiteral("enqueue-race") << 2 << 6;
        QTest::newRow("enqueue-race-fixed") << QStringLiteral("enqueue-race-fixed") << 2 << 6;
        QTest::newRow("enqueue-permutation") << QStringLiteral("enqueue-permutation") << 2 << 4;
        QTest::newRow("claim-cas") << QStringLiteral("claim-cas") << 2 << 1;
    }

    void examplesParse() {
        QFETCH(QString, key);
        QFETCH(int, sessions);
        QFETCH(int, rounds);
        Diagnostics out;
        const auto p = parseProbe(probePathForKey(kWorkspace, key), out);
        QVERIFY2(p, qPrintable(out.isEmpty() ? QString() : out.first().format()));
        QCOMPARE(p->key, key);
        QCOMPARE(p->sessions.size(), sessions);
        QCOMPARE(p->rounds, rounds);
        QCOMPARE(p->workspaceRoot, QDir(kWorkspace).absolutePath());
        QVERIFY(p->volatileFields.contains(QStringLiteral("server_version")));
        QVERIFY(QFileInfo::exists(recordPathFor(*p)));
    }

    void migrationsAreReadInListedOrder() {
        Diagnostics out;
        const auto p = parseProbe(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")), out);
        QVERIFY(p);
        QCOMPARE(p->setup.size(), 3);
        QCOMPARE(p->setup[0].origin,
                 QStringLiteral("final/evidence/probes/migrations/enqueue/001-postgresql.sql"));
        QCOMPARE(p->setup[2].origin,
                 QStringLiteral("final/evidence/probes/migrations/enqueue/003-jpa-fileserver.sql"));
        QVERIFY(
            p->setup[2].sql.contains(QStringLiteral("CREATE UNIQUE INDEX uq_fs_recovery_open")));
        QVERIFY(p->volatileFields.contains(QStringLiteral("winner")));
    }

    void yamlSyntaxErrorHasLineAndColumn() {
        const Diagnostics d =
            parseErrors("sessions:\n  - name: A\n    steps: [\n      {name: a, sql: SELECT 1\n");
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-yaml-syntax"));
        QCOMPARE(d[0].line, 5);
        QCOMPARE(d[0].column, 1);
        QCOMPARE(d[0].path, m_dir.filePath(QStringLiteral("t.probe.yaml")));
    }

    void unknownKeyHasPosition() {
        const Diagnostics d =
            parseErrors(kMinimal + "observe:\n  - {name: n, sql: SELECT 1, extra: 2}\n");
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-unknown-key"));
        QCOMPARE(d[0].line, 7);
        QCOMPARE(d[0].column, 30);
    }

    void unknownTopLevelKeyHasPosition() {
        const Diagnostics d = parseErrors("sesions: []\n" + kMinimal);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-unknown-key"));
        QCOMPARE(d[0].line, 1);
        QCOMPARE(d[0].column, 1);
        QVERIFY(d[0].message.contains(QStringLiteral("unknown key 'sesions'")));
    }

    void wrongTypeHasPosition() {
        const Diagnostics d = parseErrors(
            "sessions:\n  - name: A\n    transaction: maybe\n    steps:\n      - {name: a1, sql: "
            "SELECT 1}\n"
            "race: {rounds: six}\n");
        QCOMPARE(d.size(), 2);
        QCOMPARE(d[0].code, QStringLiteral("probe-wrong-type"));
        QCOMPARE(d[0].line, 6);
        QCOMPARE(d[0].column, 16);
        QCOMPARE(d[1].line, 3);
        QCOMPARE(d[1].column, 18);
    }

    void unknownStepInPermutationHasPosition() {
        const Diagnostics d = parseErrors(
            "sessions:\n  - name: A\n    steps:\n      - {name: a1, sql: SELECT 1}\n"
            "permutations:\n  - [a1, a2]\n  - a1 a3\n");
        QCOMPARE(d.size(), 2);
        QCOMPARE(d[0].code, QStringLiteral("probe-unknown-step"));
        QCOMPARE(d[0].line, 6);
        QCOMPARE(d[0].column, 10);
        QCOMPARE(d[1].line, 7);
        QCOMPARE(d[1].column, 8);
        QVERIFY(d[1].message.contains(QStringLiteral("unknown step 'a3' in permutation 2")));
    }

    void missingSqlFileHasPosition() {
        const Diagnostics d = parseErrors("setup:\n  - file: migrations/nope.sql\n" + kMinimal);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-missing-file"));
        QCOMPARE(d[0].line, 2);
        QCOMPARE(d[0].column, 11);
        QVERIFY(d[0].message.contains(QStringLiteral("migrations/nope.sql")));
    }

    // A workspace's probe reads the workspace's files only: a `..` path or a link leading out is
    // refused at its place, as the editor shows it live; inside, a link is followed.
    void setupFileOutsideTheWorkspaceIsRefused() {
        QTemporaryDir dir;
        const QString root = dir.path() + QStringLiteral("/ws");
        const QString probes = root + QStringLiteral("/final/evidence/probes");
        QVERIFY(QDir().mkpath(probes + QStringLiteral("/sql")));
        QFile outside(dir.path() + QStringLiteral("/secret.sql"));
        QVERIFY(outside.open(QIODevice::WriteOnly) && outside.write("SELECT 1;\n") > 0);
        outside.close();
        QVERIFY(QFile::link(outside.fileName(), probes + QStringLiteral("/sql/link.sql")));
        QFile inside(probes + QStringLiteral("/sql/ok.sql"));
        QVERIFY(inside.open(QIODevice::WriteOnly) && inside.write("SELECT 2;\n") > 0);
        inside.close();
        QVERIFY(QFile::link(inside.fileName(), probes + QStringLiteral("/sql/inner.sql")));
        const QString path = probes + QStringLiteral("/p.probe.yaml");
        for (const char* file : {"../../../../secret.sql", "sql/link.sql"}) {
            Diagnostics d;
            const QByteArray text = QByteArray("setup:\n  - file: ") + file + "\n" + kMinimal;
            QVERIFY(!parseProbeText(path, text, d));
            QCOMPARE(d.size(), 1);
            QCOMPARE(d[0].code, QStringLiteral("probe-file-outside"));
            QCOMPARE(d[0].line, 2);
            QCOMPARE(d[0].column, 11);
        }
        Diagnostics d;
        const auto p = parseProbeText(path, "setup:\n  - file: sql/inner.sql\n" + kMinimal, d);
        QVERIFY2(p, d.isEmpty() ? "" : qPrintable(d[0].message));
        QCOMPARE(p->setup.value(0).sql, QStringLiteral("SELECT 2;\n"));
    }

    void unknownTemplateFieldHasPosition() {
        const Diagnostics d =
            parseErrors(kMinimal + "record:\n  round:\n    - \"{round}: {a1.rows} {nope}\"\n");
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-unknown-field"));
        QCOMPARE(d[0].line, 8);
        QCOMPARE(d[0].column, 27);
    }

    void badExpectationHasPosition() {
        const Diagnostics d =
            parseErrors(kMinimal + "expect:\n  each:\n    - errors = 1\n    - rounds_held == 2\n");
        QCOMPARE(d.size(), 1);  // a global field may be used per round
        QCOMPARE(d[0].code, QStringLiteral("probe-bad-expectation"));
        QCOMPARE(d[0].line, 8);
        QCOMPARE(d[0].column, 7);
    }

    void duplicateNamesAreErrors() {
        const Diagnostics d = parseErrors(
            "sessions:\n  - name: A\n    steps:\n      - {name: x, sql: SELECT 1}\n"
            "  - name: B\n    steps:\n      - {name: x, sql: SELECT 2}\nrace: {rounds: 1}\n");
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-duplicate-name"));
        QCOMPARE(d[0].line, 7);
    }

    // Session, step and observation names are checked by one rule (docs/PROBES.md "Names"):
    // the same bad name gives the same code and message wherever it stands, at its place.
    void badNameIsReportedAlikeInEverySection_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("session") << QByteArray(
                                        "sessions:\n  - name: 9x\n    steps:\n      - {name: "
                                        "a1, sql: SELECT 1}\nrace: {rounds: 1}\n")
                                 << 2 << 11;
        QTest::newRow("step") << QByteArray(
                                     "sessions:\n  - name: A\n    steps:\n      - {name: 9x, "
                                     "sql: SELECT 1}\nrace: {rounds: 1}\n")
                              << 4 << 16;
        QTest::newRow("observation") << kMinimal + "observe:\n  - {name: 9x, sql: SELECT 1}\n"
                                     << 7 << 12;
    }

    void badNameIsReportedAlikeInEverySection() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const Diagnostics d = parseErrors(text);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-bad-name"));
        QCOMPARE(d[0].message,
                 QStringLiteral("'9x' is not a usable name (letters, digits, _ and -)"));
        QCOMPARE(d[0].line, line);
        QCOMPARE(d[0].column, column);
    }

    // Names are unique across sessions, steps and observations; the later one in reading order
    // is reported. Observations are read before sessions whatever the file order, so a session
    // or step that repeats an observation's name is the one reported. Two observations of the
    // same name were accepted before the name checks became one.
    void duplicateNameIsReportedAlikeInEverySection_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("session after session")
            << QByteArray(
                   "sessions:\n  - name: x\n    steps:\n      - {name: a1, sql: SELECT 1}\n"
                   "  - name: x\n    steps:\n      - {name: b1, sql: SELECT 2}\n"
                   "race: {rounds: 1}\n")
            << 5 << 11;
        QTest::newRow("step after session")
            << QByteArray(
                   "sessions:\n  - name: x\n    steps:\n      - {name: x, sql: SELECT 1}\n"
                   "race: {rounds: 1}\n")
            << 4 << 16;
        QTest::newRow("step after step")
            << QByteArray(
                   "sessions:\n  - name: A\n    steps:\n      - {name: x, sql: SELECT 1}\n"
                   "  - name: B\n    steps:\n      - {name: x, sql: SELECT 2}\n"
                   "race: {rounds: 1}\n")
            << 7 << 16;
        QTest::newRow("observation after observation")
            << kMinimal + "observe:\n  - {name: x, sql: SELECT 1}\n  - {name: x, sql: SELECT 2}\n"
            << 8 << 12;
        QTest::newRow("step after observation")
            << kMinimal + "observe:\n  - {name: a1, sql: SELECT 1}\n"
            << 4 << 16;
        QTest::newRow("session after observation")
            << kMinimal + "observe:\n  - {name: A, sql: SELECT 1}\n"
            << 2 << 11;
    }

    void duplicateNameIsReportedAlikeInEverySection() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        const Diagnostics d = parseErrors(text);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-duplicate-name"));
        const QString name = d[0].message.section(u'\'', 1, 1);
        QCOMPARE(d[0].message, QStringLiteral("the name '%1' is used twice (session, step and "
                                              "observation names are shared)")
                                   .arg(name));
        QVERIFY(name == u"x" || name == u"a1" || name == u"A");
        QCOMPARE(d[0].line, line);
        QCOMPARE(d[0].column, column);
    }

    // A name counts from the moment it is read, also in an entry that has other errors.
    void nameOfAnIncompleteEntryIsStillTaken() {
        const Diagnostics d = parseErrors(kMinimal + "observe:\n  - {name: A}\n");
        QCOMPARE(d.size(), 2);
        QCOMPARE(d[0].code, QStringLiteral("probe-missing-key"));
        QCOMPARE(d[0].line, 7);
        QCOMPARE(d[1].code, QStringLiteral("probe-duplicate-name"));
        QCOMPARE(d[1].line, 2);
        QCOMPARE(d[1].column, 11);
    }

    // Each section's reader reports its own errors, with its own code, message and place.
    void eachSectionReportsItsOwnErrors_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        const QByteArray oneStep =
            "sessions:\n  - name: A\n    steps:\n      - {name: a1, sql: SELECT 1}\n";
        QTest::newRow("probe") << kMinimal + "probe: other\n"
                               << QStringLiteral("probe-key-mismatch")
                               << QStringLiteral(
                                      "the probe says it is 'other' but its file name "
                                      "makes it 't'")
                               << 6 << 8;
        QTest::newRow("title") << kMinimal + "title: [a]\n"
                               << QStringLiteral("probe-wrong-type")
                               << QStringLiteral("title must be text") << 6 << 8;
        QTest::newRow("setup") << kMinimal + "setup: {sql: x}\n"
                               << QStringLiteral("probe-wrong-type")
                               << QStringLiteral(
                                      "setup must be a list of {sql: ...} or {file: ...}")
                               << 6 << 8;
        QTest::newRow("reset") << kMinimal + "reset:\n  - {sql: a, file: b}\n"
                               << QStringLiteral("probe-wrong-type")
                               << QStringLiteral("reset 1 has both sql and file: give one") << 7
                               << 14;
        QTest::newRow("teardown") << kMinimal + "teardown:\n  - {}\n"
                                  << QStringLiteral("probe-missing-key")
                                  << QStringLiteral("teardown 1 needs sql or file") << 7 << 5;
        QTest::newRow("sessions")
            << QByteArray("sessions:\n  - name: A\n    steps: []\nrace: {rounds: 1}\n")
            << QStringLiteral("probe-missing-key")
            << QStringLiteral("session 'A' needs a list of steps") << 3 << 12;
        QTest::newRow("steps") << QByteArray(
                                      "sessions:\n  - name: A\n    steps:\n      - {name: "
                                      "a1}\nrace: {rounds: 1}\n")
                               << QStringLiteral("probe-missing-key")
                               << QStringLiteral("a step needs name and sql") << 4 << 9;
        QTest::newRow("race") << oneStep + "race: {rounds: 0}\n"
                              << QStringLiteral("probe-wrong-type")
                              << QStringLiteral(
                                     "race.rounds must be a whole number of at least 1, "
                                     "not '0'")
                              << 5 << 16;
        QTest::newRow("permutations") << oneStep + "permutations:\n  - []\n"
                                      << QStringLiteral("probe-wrong-type")
                                      << QStringLiteral("a permutation is empty") << 6 << 5;
        QTest::newRow("sessions against the mode")
            << QByteArray(
                   "sessions:\n  - name: A\n    transaction: true\n    steps:\n      - "
                   "{name: a1, sql: SELECT 1}\npermutations: [[a1]]\n")
            << QStringLiteral("probe-bad-value")
            << QStringLiteral(
                   "session 'A': transaction: true applies to races; in permutations "
                   "write BEGIN and COMMIT steps")
            << 2 << 5;
        QTest::newRow("observe") << kMinimal + "observe: {name: n}\n"
                                 << QStringLiteral("probe-wrong-type")
                                 << QStringLiteral("observe must be a list of {name, sql}") << 6
                                 << 10;
        QTest::newRow("expect") << kMinimal + "expect:\n  each: errors == 1\n"
                                << QStringLiteral("probe-wrong-type")
                                << QStringLiteral("expect.each must be a list of 'PATH == VALUE'")
                                << 7 << 9;
        QTest::newRow("record") << kMinimal + "record:\n  step: [a, b]\n"
                                << QStringLiteral("probe-wrong-type")
                                << QStringLiteral("record.step is one line template") << 7 << 9;
        QTest::newRow("volatile") << kMinimal + "volatile: [nope]\n"
                                  << QStringLiteral("probe-unknown-field")
                                  << QStringLiteral(
                                         "unknown field 'nope': not a step, session or "
                                         "observation of this probe, nor a field of "
                                         "docs/PROBES.md")
                                  << 6 << 12;
        QTest::newRow("timeouts") << kMinimal + "timeouts: {lock: soon}\n"
                                  << QStringLiteral("probe-wrong-type")
                                  << QStringLiteral(
                                         "timeouts.lock must be a duration such as 5s, "
                                         "500ms or 2m, not 'soon'")
                                  << 6 << 18;
    }

    void eachSectionReportsItsOwnErrors() {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        QFETCH(QString, message);
        QFETCH(int, line);
        QFETCH(int, column);
        const Diagnostics d = parseErrors(text);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, code);
        QCOMPARE(d[0].message, message);
        QCOMPARE(d[0].line, line);
        QCOMPARE(d[0].column, column);
    }

    // The messages that name a part of the file in words or by its key, one template each
    // since they became translatable (docs/FORMAT-CHOICES.md): the English reads as it did.
    void messagesNameThePartTheyAreAbout_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        const QByteArray s =
            "sessions:\n  - name: A\n    steps:\n      - {name: a1, sql: SELECT 1}\n";
        const QByteArray oneSession = "sessions:\n  - name: A\n";
        const QByteArray race = "race: {rounds: 1}\n";
        auto row = [](const char* name, const QByteArray& text, const char* code,
                      const char* message) {
            QTest::newRow(name) << text << QString::fromLatin1(code)
                                << QString::fromLatin1(message);
        };
        row("top unknown", kMinimal + "sesions: []\n", "probe-unknown-key",
            "unknown key 'sesions' in the probe (expected one of: probe, title, setup, reset, "
            "teardown, sessions, race, permutations, observe, expect, record, volatile, "
            "timeouts, isolation, levels)");
        row("top twice", kMinimal + "title: a\ntitle: b\n", "probe-duplicate-key",
            "'title' is given twice in the probe");
        row("race mapping", s + "race: [1]\n", "probe-wrong-type", "race must be a mapping");
        row("race unknown", s + "race: {roundz: 1}\n", "probe-unknown-key",
            "unknown key 'roundz' in race (expected one of: rounds)");
        row("race twice", s + "race: {rounds: 1, rounds: 2}\n", "probe-duplicate-key",
            "'rounds' is given twice in race");
        row("rounds text", s + "race: {rounds: [1]}\n", "probe-wrong-type",
            "race.rounds must be text");
        row("setup entry mapping", kMinimal + "setup:\n  - [a]\n", "probe-wrong-type",
            "setup 1 must be a mapping");
        row("setup entry unknown", kMinimal + "setup:\n  - {sql: x}\n  - {sqll: x}\n",
            "probe-unknown-key", "unknown key 'sqll' in setup 2 (expected one of: sql, file)");
        row("setup entry twice", kMinimal + "setup:\n  - {sql: x, sql: y}\n", "probe-duplicate-key",
            "'sql' is given twice in setup 1");
        row("setup entry sql", kMinimal + "setup:\n  - {sql: [a]}\n", "probe-wrong-type",
            "setup 1 sql must be text");
        row("setup entry file", kMinimal + "teardown:\n  - {file: [a]}\n", "probe-wrong-type",
            "teardown 1 file must be text");
        row("setup entry missing file", kMinimal + "setup:\n  - {file: nope.sql}\n",
            "probe-missing-file",
            "setup 1: cannot read SQL file 'nope.sql' (No such file or directory)");
        row("session mapping", "sessions:\n  - [a]\n" + race, "probe-wrong-type",
            "a session must be a mapping");
        row("session unknown", oneSession + "    foo: 1\n    steps: [{name: a1, sql: x}]\n" + race,
            "probe-unknown-key",
            "unknown key 'foo' in a session (expected one of: name, transaction, isolation, "
            "steps)");
        row("session twice",
            oneSession +
                "    transaction: no\n    transaction: no\n    steps: [{name: a1, sql: "
                "x}]\n" +
                race,
            "probe-duplicate-key", "'transaction' is given twice in a session");
        row("session name", "sessions:\n  - name: [a]\n    steps: [{name: a1, sql: x}]\n" + race,
            "probe-wrong-type", "session name must be text");
        row("transaction",
            oneSession + "    transaction: maybe\n    steps: [{name: a1, sql: x}]\n" + race,
            "probe-wrong-type", "transaction must be true or false");
        row("step mapping", oneSession + "    steps: [[a]]\n" + race, "probe-wrong-type",
            "a step must be a mapping");
        row("step unknown", oneSession + "    steps: [{name: a1, sq: y, sql: z}]\n" + race,
            "probe-unknown-key", "unknown key 'sq' in a step (expected one of: name, sql)");
        row("step twice", oneSession + "    steps: [{name: a1, sql: y, sql: z}]\n" + race,
            "probe-duplicate-key", "'sql' is given twice in a step");
        row("step name", oneSession + "    steps: [{name: [x], sql: y}]\n" + race,
            "probe-wrong-type", "step name must be text");
        row("step sql", oneSession + "    steps: [{name: a1, sql: [y]}]\n" + race,
            "probe-wrong-type", "step sql must be text");
        row("observation mapping", kMinimal + "observe:\n  - [a]\n", "probe-wrong-type",
            "an observation must be a mapping");
        row("observation unknown", kMinimal + "observe:\n  - {nam: n, name: n, sql: x}\n",
            "probe-unknown-key",
            "unknown key 'nam' in an observation (expected one of: name, sql)");
        row("observation twice", kMinimal + "observe:\n  - {name: n, name: m, sql: x}\n",
            "probe-duplicate-key", "'name' is given twice in an observation");
        row("observe name", kMinimal + "observe:\n  - {name: [a], sql: x}\n", "probe-wrong-type",
            "observe name must be text");
        row("observe sql", kMinimal + "observe:\n  - {name: n, sql: [x]}\n", "probe-wrong-type",
            "observe sql must be text");
        row("timeouts mapping", kMinimal + "timeouts: [1]\n", "probe-wrong-type",
            "timeouts must be a mapping");
        row("timeouts positive", kMinimal + "timeouts: {lock: 0s}\n", "probe-wrong-type",
            "timeouts.lock must be positive");
        row("timeouts a day", kMinimal + "timeouts: {run: 2000m}\n", "probe-wrong-type",
            "timeouts.run must be at most a day (24h), not '2000m'");
        row("volatile list", kMinimal + "volatile: {a: 1}\n", "probe-wrong-type",
            "volatile must be a list of text");
        row("volatile entry", kMinimal + "volatile: [[a]]\n", "probe-wrong-type",
            "volatile entry must be text");
        row("permutation step", s + "permutations:\n  - [[x]]\n", "probe-wrong-type",
            "a permutation step must be text");
        row("expectation", kMinimal + "expect: {each: [[a]]}\n", "probe-wrong-type",
            "an expectation must be text");
        row("expect unknown", kMinimal + "expect: {eech: []}\n", "probe-unknown-key",
            "unknown key 'eech' in expect (expected one of: each, overall, read committed, "
            "repeatable read, serializable)");
        row("record line", kMinimal + "record:\n  round: [[a]]\n", "probe-wrong-type",
            "a record line must be text");
        row("record field of a step", kMinimal + "record:\n  header: ['{status}']\n",
            "probe-unknown-field",
            "the field 'status' belongs to a step line (record.step / record.waiting); "
            "elsewhere write '<step>.status'");
        row("isolation mapping", "isolation: [a]\n" + s, "probe-wrong-type",
            "isolation must be a mapping");
        row("isolation unknown", "isolation: {spec: s, foo: 1}\n" + s, "probe-unknown-key",
            "unknown key 'foo' in isolation (expected one of: spec, source, step_timeout)");
        row("isolation session",
            "isolation: {spec: s}\nsessions:\n  - name: s1\n    foo: 1\n"
            "    steps: [{name: a, sql: x}]\n",
            "probe-unknown-key",
            "unknown key 'foo' in a session (expected one of: name, setup, steps, teardown)");
        row("isolation sql",
            "isolation: {spec: s}\nsessions:\n  - name: s1\n    steps: [{name: "
            "a, sql: [x]}]\n",
            "probe-wrong-type", "sql must be SQL text");
        row("isolation permutation",
            "isolation: {spec: s}\nsessions:\n  - name: s1\n    steps: [{name: a, sql: x}]\n"
            "permutations: ['a(']\n",
            "isolation-syntax", "syntax error: expected \"*\" or a step name, found end of file");
    }

    void messagesNameThePartTheyAreAbout() {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        QFETCH(QString, message);
        const Diagnostics d = parseErrors(text);
        QStringList found;
        for (const Diagnostic& one : d) found << one.code + QStringLiteral(": ") + one.message;
        QVERIFY2(found.contains(code + QStringLiteral(": ") + message),
                 qPrintable(found.join(u'\n')));
    }

    void raceAndPermutationsExcludeEachOther() {
        const Diagnostics d = parseErrors(kMinimal + "permutations: [[a1]]\n");
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-wrong-type"));
    }

    void fieldsFillTemplates() {
        Diagnostics out;
        auto p = parseProbe(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")), out);
        QVERIFY(p);
        RoundOutcome r;
        r.round = 3;
        StepOutcome a;
        a.step = QStringLiteral("a_insert");
        a.session = QStringLiteral("A");
        a.command = QStringLiteral("INSERT 0 1");
        a.rowsAffected = 1;
        StepOutcome b;
        b.step = QStringLiteral("b_insert");
        b.session = QStringLiteral("B");
        b.status = StepOutcome::Status::Error;
        b.sqlstate = QStringLiteral("23505");
        b.message = QStringLiteral(
            "duplicate key value violates unique constraint \"uq_fs_recovery_open\"");
        r.steps << a << b;
        r.observations.insert(QStringLiteral("rows_left"), {{QStringLiteral("1")}});
        const RecordFormat::Context c{&*p, QStringLiteral("15.20"), nullptr, &r, nullptr};
        QCOMPARE(RecordFormat::fill(p->record.round.first(), c),
                 QStringLiteral("3 회차: 이긴 쪽 A · 진 쪽 duplicate key value violates unique "
                                "constraint \"uq_fs_recovery_open\" · 남은 행 1"));
        QCOMPARE(RecordFormat::value(c, QStringLiteral("errors.23505")), QStringLiteral("1"));
        QCOMPARE(RecordFormat::value(c, QStringLiteral("loser")), QStringLiteral("B"));
        QCOMPARE(RecordFormat::value(c, QStringLiteral("B.error.sqlstate")),
                 QStringLiteral("23505"));
        QCOMPARE(RecordFormat::value(c, QStringLiteral("a_insert.rows_affected")),
                 QStringLiteral("1"));
        for (const ProbeExpectation& e : p->expectEach)
            QVERIFY2(RecordFormat::holds(e, c), qPrintable(e.text));
        QCOMPARE(RecordFormat::fill(QStringLiteral("{{literal}} {round}"), c),
                 QStringLiteral("{literal} 3"));
    }

    void maskHidesOnlyVolatileFields() {
        Diagnostics out;
        auto p = parseProbe(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")), out);
        QVERIFY(p);
        const QString a = QStringLiteral(
            "# PostgreSQL 15.20 · 마이그레이션 3개 (postgresql, jpa/core, jpa/fileserver) 순서대로 "
            "적용\n"
            "1 회차: 이긴 쪽 A · 진 쪽 duplicate key · 남은 행 1\nexit 0");
        const QString b = QStringLiteral(
            "# PostgreSQL 16.15 · 마이그레이션 3개 (postgresql, jpa/core, jpa/fileserver) 순서대로 "
            "적용\n"
            "1 회차: 이긴 쪽 B · 진 쪽 duplicate key · 남은 행 1\nexit 0");
        QCOMPARE(RecordFormat::mask(*p, a), RecordFormat::mask(*p, b));
        QVERIFY(RecordFormat::mask(*p, a).contains(
            QStringLiteral("이긴 쪽 {winner} · 진 쪽 duplicate key")));
        QVERIFY(RecordFormat::mask(*p, a).startsWith(
            QStringLiteral("# PostgreSQL {server_version} ·")));
        const QString c =
            QString(b).replace(QStringLiteral("남은 행 1"), QStringLiteral("남은 행 2"));
        QVERIFY(RecordFormat::mask(*p, a) != RecordFormat::mask(*p, c));
    }

    void diffShowsChangedLinesWithContext() {
        const QString d = RecordFormat::diff(QStringLiteral("a\nb\nc\nd\ne\nf\ng"),
                                             QStringLiteral("a\nb\nc\nd\nE\nf\ng"));
        QCOMPARE(d, QStringLiteral("--- recorded\n+++ new\n  …\n  c\n  d\n- e\n+ E\n  f\n  g\n"));
        QVERIFY(RecordFormat::diff(QStringLiteral("x"), QStringLiteral("x")).isEmpty());
    }

    void probesForDocumentFindsProbesByKey() {
        Document doc;
        doc.frontMatter.evidence << PathRef{
            QStringLiteral("../../../final/evidence/raw/enqueue-race.txt"), {}};
        doc.frontMatter.evidence << PathRef{
            QStringLiteral("../../../final/evidence/raw/no-probe.txt"), {}};
        doc.frontMatter.assets << AssetRef{
            QStringLiteral("claim-cas"), QStringLiteral("x.svg"), {}};
        const QList<QString> probes = probesForDocument(kWorkspace, doc);
        QCOMPARE(probes.size(), 2);
        QVERIFY(probes[0].endsWith(QStringLiteral("final/evidence/probes/claim-cas.probe.yaml")));
        QVERIFY(
            probes[1].endsWith(QStringLiteral("final/evidence/probes/enqueue-race.probe.yaml")));
    }

    void connectionStringGetsItsOwnDatabase() {
        QCOMPARE(ProbeRunner::withDatabase(QStringLiteral("host=/tmp/x port=5432 dbname=postgres"),
                                           QStringLiteral("techlog_replay_1")),
                 QStringLiteral("host='/tmp/x' port='5432' dbname='techlog_replay_1'"));
        QVERIFY(ProbeRunner::withDatabase(QStringLiteral("postgresql://u@localhost:5433/app"),
                                          QStringLiteral("d"))
                    .contains(QStringLiteral("dbname='d'")));
    }

    // Found by fuzzing: a duration too long for an int (`1e70s` spelled out in digits) was
    // undefined behaviour. Past a day it is refused, with its place.
    // parseProbeText is parseProbe without reading the file: the same diagnostics (code, place,
    // message) and the same probe for the examples and for broken texts, with `file:` entries
    // read relative to the path, whether the file there holds other bytes or does not exist.
    void parseProbeTextEqualsParseProbe_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        for (const char* key :
             {"enqueue-race", "enqueue-race-fixed", "enqueue-permutation", "claim-cas"})
            QTest::newRow(key) << QString::fromLatin1(key) + QStringLiteral(".probe.yaml")
                               << test::readBytes(
                                      probePathForKey(kWorkspace, QString::fromLatin1(key)));
        const QByteArray race =
            test::readBytes(probePathForKey(kWorkspace, QStringLiteral("enqueue-race")));
        const QString name = QStringLiteral("t.probe.yaml");
        QTest::newRow("yaml syntax") << name << race + "  bad: [\n";
        QTest::newRow("unknown step, field and migration")
            << name
            << QByteArray(race)
                       .replace("rows_left == 1", "rowz_left == 1")
                       .replace("001-postgresql.sql", "000-missing.sql")
                       .replace("race:\n  rounds: 6\n", "") +
                   "permutations: [[a_refresh, nope]]\n";
        QTest::newRow("not a map") << name << QByteArray("- a\n- b\n");
        QTest::newRow("several sections")
            << name
            << kMinimal + "probe: other\ntitle: [a]\ntimeouts: {lock: soon}\nvolatile: [nope]\n";
        QTest::newRow("isolation probe")
            << name
            << QByteArray(
                   "isolation: {spec: t}\nsessions:\n  - name: s\n    steps:\n"
                   "      - {name: a, sql: SELECT 1}\npermutations: [\"a b\"]\n");
        QTest::newRow("isolation spec")
            << QStringLiteral("t.spec")
            << QByteArray("session s\nstep a { SELECT 1; }\nstep a { SELECT 2; }\n");
    }

    void parseProbeTextEqualsParseProbe() {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        // The example probes' folder, migrations included, in a workspace of its own.
        test::TempWorkspace ws;
        const QString probes = QStringLiteral("final/evidence/probes/");
        const QDir examples(kWorkspace + u'/' + probes);
        QDirIterator it(examples.path(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString from = it.next();
            QVERIFY(ws.copy(from, probes + examples.relativeFilePath(from)));
        }
        const QString path = ws.abs(probes + name);
        QVERIFY(ws.write(probes + name, text));
        Diagnostics fromFile;
        const auto expected = parseProbe(path, fromFile);

        QVERIFY(ws.write(probes + name, QByteArray("other bytes: [\n")));
        Diagnostics fromText;
        const auto overOther = parseProbeText(path, text, fromText);
        // The broken texts are broken: each has its errors, which must then match.
        QCOMPARE(fromFile.isEmpty(), !name.startsWith(u't'));
        QCOMPARE(test::dump(fromText), test::dump(fromFile));
        QCOMPARE(fromText, fromFile);
        QCOMPARE(bool(overOther), bool(expected));
        if (expected) QCOMPARE(summary(*overOther), summary(*expected));

        QVERIFY(QFile::remove(path));
        Diagnostics withoutFile;
        const auto noFile = parseProbeText(path, text, withoutFile);
        QCOMPARE(withoutFile, fromFile);
        QCOMPARE(bool(noFile), bool(expected));
        if (expected) QCOMPARE(summary(*noFile), summary(*expected));
    }

    void durationsPastADayAreRefused() {
        const QByteArray huge(80, '9');
        Diagnostics d = parseErrors(kMinimal + "timeouts:\n  step: " + huge + "s\n");
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("probe-wrong-type"));
        QVERIFY2(d[0].message.contains(QStringLiteral("at most a day")), qPrintable(d[0].message));
        QVERIFY(d[0].line > 1);
        QVERIFY(parseErrors(kMinimal + "timeouts:\n  step: 1440m\n").isEmpty());
        QCOMPARE(parseErrors(kMinimal + "timeouts:\n  step: 1441m\n").size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestProbeFile)
#include "tst_probefile.moc"
