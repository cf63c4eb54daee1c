// MessageCatalogue and the translatable diagnostics: a finding keeps its English message (JSON,
// SARIF, quick fixes read it) and reads in Korean once the catalogue is installed; every finding
// the checks make on a faulty workspace, and every one the probe and isolation spec readers make
// on broken files, has a template, so none is left English by mistake.
#include <QCoreApplication>
#include <QTemporaryDir>
#include <QtTest>

#include "checkedworkspace.h"
#include "diagnostic.h"
#include "embeddedcluster.h"
#include "isolationrunner.h"
#include "isolationspec.h"
#include "messagecatalogue.h"
#include "probefile.h"
#include "proberunner.h"
#include "reviewgates.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

// Findings of many kinds, with English-only arguments so that Hangul in a message can only
// come from its translation.
void writeFaultyWorkspace(const TempWorkspace& tw) {
    tw.write(QStringLiteral("tech-log-studio/t/rule/rule-r.md"),
             markdownDoc(QStringLiteral("RULE"), QStringLiteral("r"), QStringLiteral("Rule R"),
                         QStringLiteral("t"), {}, QStringLiteral("# Rule X\n\n## Body\ntext.\n")));
    tw.write(QStringLiteral("tech-log-studio/t/concept/concept-a.md"),
             QStringLiteral("---\nkind: CONCEPT\nslug: Bad_Slug\ntitle: A\nstatus: draft\n"
                            "colour: red\nevidenceCapturedOn: someday\n---\n# A\n\n"
                            "## Relations\n- **Nothing**\n\n:::unknownthing\ntext\n"));
    tw.write(QStringLiteral("tech-log-studio/t/concept/concept-b.md"),
             QStringLiteral("---\nkind: CONCEPT\ntitle: [B\n---\n# B\n"));
    tw.write(QStringLiteral("tech-log-studio/t/case/case-c.md"),
             QStringLiteral("---\nkind: CASE\nslug: c\ntitle: C\ntopic: t\nassets:\n"
                            "  - key: k\n    file: ../../../../../../etc/passwd\n---\n# C\n\n"
                            ":::evidence key=\"missing\"\n:::\n"));
    tw.write(QStringLiteral("tech-log-studio/t/case/case-d.md"),
             QStringLiteral("# no front matter\n"));
}

// Broken probe files, each with errors of its own: every section, every kind of value, the
// words that name a part ("a session", "setup 1"), the isolation reader. Names and values are
// English only, so that Hangul in a message can only come from its translation.
const QList<std::pair<const char*, const char*>> kBrokenProbes = {
    {"yaml", "sessions: [\n"},
    {"notmap", "- a\n"},
    {"top", "sesions: []\ntitle: [a]\ntitle: b\nprobe: other\nrace: [1]\npermutations: []\n"},
    {"sql",
     "setup: {sql: x}\nreset:\n  - {sql: a, file: b}\n  - {}\n  - [a]\n  - {sqll: x}\n"
     "  - {sql: [a]}\n  - {file: [a]}\n  - {file: nope.sql}\n  - {sql: x, sql: y}\n"},
    {"race", "race: {roundz: 1, rounds: 0, rounds: 2}\n"},
    {"racetext", "race: {rounds: [1]}\n"},
    {"observe", "observe: {name: n}\n"},
    {"observations",
     "observe:\n  - [a]\n  - {name: n}\n  - {name: [a], sql: x}\n  - {name: m, sql: [x]}\n"
     "  - {nam: n, name: o, name: p, sql: x}\n"},
    {"timeouts", "timeouts: {lock: soon, run: 2000m, step: 0s, steps: 1s}\nvolatile: {a: 1}\n"},
    {"timeoutsmap", "timeouts: [1]\nvolatile: [[a], nope]\n"},
    {"timeoutstext", "timeouts: {step: [a]}\n"},
    {"sessions", "sessions: {a: 1}\nrace: {rounds: 1}\n"},
    {"session",
     "sessions:\n  - [a]\n  - steps: [{name: a1, sql: x}]\n  - name: A\n"
     "  - name: [a]\n    steps: [{name: a2, sql: x}]\n"
     "  - name: B\n    transaction: maybe\n    transaction: no\n    foo: 1\n"
     "    steps: [[a], {name: b1}, {name: [x], sql: y}, {name: b2, sql: [y]},\n"
     "            {name: b3, sq: y, sql: z}, {name: b4, sql: y, sql: z},\n"
     "            {name: 1abc, sql: y}, {name: B, sql: y}]\n"},
    {"nomode", "sessions:\n  - name: A\n    steps: [{name: a1, sql: SELECT 1}]\n"},
    {"nosessions", "race: {rounds: 1}\n"},
    {"modes",
     "sessions:\n  - name: A\n    steps: [{name: a1, sql: SELECT 1}]\n"
     "race: {rounds: 1}\npermutations: {a: 1}\n"},
    {"permutations",
     "sessions:\n  - name: A\n    transaction: true\n    steps: [{name: a1, sql: x}]\n"
     "permutations:\n  - {a: 1}\n  - []\n  - a1 a9\n  - [[x]]\n"},
    {"transaction",
     "sessions:\n  - name: A\n    transaction: true\n    steps: [{name: a1, sql: BEGIN}]\n"
     "race: {rounds: 1}\n"},
    {"expect",
     "sessions:\n  - name: A\n    steps: [{name: a1, sql: x}]\nrace: {rounds: 1}\n"
     "observe: [{name: n, sql: x}]\n"
     "expect:\n  each: [[a], bogus, 'status == ok', 'errors.123 == 1', 'A.bogus == 1',\n"
     "         'a1.bogus == 1', 'n.bogus == 1', 'winner == {nope}', '{} == 1', 'x == 1']\n"
     "  overall: ['round == 1']\n  eech: []\n"},
    {"expectmap", "expect: [a]\n"},
    {"expectlist", "expect: {each: x}\n"},
    {"record",
     "record:\n  step: [a, b]\n  round: {a: 1}\n  footer: \"a\\nb\"\n"
     "  header: ['x {', '{}', '{status}']\n  foot: x\n"},
    {"recordmap", "record: [a]\n"},
    {"recordline", "record:\n  round: [[a]]\n"},
    {"isolation",
     "isolation: {spec: [a], foo: 1, step_timeout: soon}\nprobe: other\nteardown: [a, b]\n"
     "setup: [[a]]\nrace: 1\nsessions:\n  - [a]\n  - steps: [{name: a, sql: x}]\n"
     "  - name: s1\n  - name: s2\n    setup: [a]\n    foo: 1\n"
     "    steps: [[a], {name: b}, {name: c, sql: x}, {name: c, sql: y}, {name: d, sql: [x]},\n"
     "            {name: e, sql: x, foo: 1}]\n"},
    {"isolationmap", "isolation: [a]\nsessions: [{name: s, steps: [{name: a, sql: x}]}]\n"},
    {"isolationsessions", "isolation: {spec: s}\n"},
    {"isolationpermutations",
     "isolation: {spec: s}\nsessions:\n  - name: s1\n    steps: [{name: a, sql: x}, {name: b, "
     "sql: y}]\n  - name: s2\n    steps: [{name: c, sql: z}]\n"
     "permutations: [[a], 'a zz', 'a(zz)', 'a(b)', 'a(', 'a(* c', 'a(c notices)', '5']\n"},
    {"isolationlist",
     "isolation: {spec: s}\nsessions: [{name: s, steps: [{name: a, sql: x}]}]\n"
     "permutations: {a: 1}\n"},
};

// Broken isolation specs: the scanner's errors, every "expected ..., found ..." and the checks
// of isolationtester.
const QList<std::pair<const char*, const char*>> kBrokenSpecs = {
    {"quoted", "session \"abc\n"},
    {"block", "session s step a { x\n"},
    {"character", "session s step a {x} %\n"},
    {"empty", ""},
    {"keyword", "step a {x}\n"},
    {"number", "session 5\n"},
    {"sqlfound", "session {x}\n"},
    {"identifier", "session s foo\n"},
    {"sql", "session s step a b\n"},
    {"permutation", "session s step a {x}\npermutation\n"},
    {"blocker", "session s step a {x}\npermutation a(\n"},
    {"comma", "session s step a {x}\nsession t step b {y}\npermutation a(* b\n"},
    {"notices", "session s step a {x}\nsession t step b {y}\npermutation a(b notices)\n"},
    {"undefined", "session s step a {x}\npermutation zz\n"},
    {"undefinedblocker", "session s step a {x}\npermutation a(zz)\n"},
    {"own", "session s step a {x} step b {y}\npermutation a(b)\n"},
    {"duplicate", "session s step a {1}\nstep a {2}\n"},
    {"trailing", "session s step a {x} teardown {y} foo\n"},
};

// Every finding of the broken probes and specs above.
Diagnostics brokenProbeFindings(const QTemporaryDir& dir) {
    Diagnostics all;
    for (const auto& [name, text] : kBrokenProbes) {
        const QString path =
            dir.filePath(QString::fromLatin1(name) + QStringLiteral(".probe.yaml"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) < 0) return {};
        f.close();
        parseProbe(path, all);
    }
    for (const auto& [name, text] : kBrokenSpecs)
        parseIsolationSpecText(text, QString::fromLatin1(name) + QStringLiteral(".spec"), all);
    parseIsolationSpec(dir.filePath(QStringLiteral("missing.spec")), all);
    parseProbe(dir.filePath(QStringLiteral("missing.probe.yaml")), all);
    return all;
}

}  // namespace

class TestMessageCatalogue : public QObject {
    Q_OBJECT

private slots:
    void fillMessageReplacesEachPlaceholderOnce() {
        QCOMPARE(
            fillMessage(QStringLiteral("%1 then %2"), {QStringLiteral("%2"), QStringLiteral("b")}),
            QStringLiteral("%2 then b"));
        QCOMPARE(fillMessage(QStringLiteral("100% of %1, %3 left"), {QStringLiteral("x")}),
                 QStringLiteral("100% of x, %3 left"));
        QCOMPARE(fillMessage(QStringLiteral("%2%1"), {QStringLiteral("a"), QStringLiteral("b")}),
                 QStringLiteral("ba"));
        QCOMPARE(fillMessage(QStringLiteral("ends with %"), {}), QStringLiteral("ends with %"));
    }

    void koreanIsWhatAKoreanLocaleWants() {
        QVERIFY(MessageCatalogue::wantsKorean(QLocale(QLocale::Korean, QLocale::SouthKorea)));
        QVERIFY(MessageCatalogue::wantsKorean(QLocale(QStringLiteral("ko"))));
        QVERIFY(!MessageCatalogue::wantsKorean(QLocale(QLocale::English, QLocale::UnitedStates)));
        QVERIFY(!MessageCatalogue::wantsKorean(QLocale(QLocale::German, QLocale::Germany)));
        QVERIFY(!MessageCatalogue::wantsKorean(QLocale::c()));
    }

    void aDiagnosticReadsInKoreanAndKeepsItsEnglishMessage() {
        const Diagnostic d = makeDiagnostic(
            QStringLiteral("docs/a.md"), 3, 7, Severity::Warning, QStringLiteral("slug-invalid"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "slug `%1` is not kebab-case"),
            {QStringLiteral("Bad_Slug")});
        QCOMPARE(d.message, QStringLiteral("slug `Bad_Slug` is not kebab-case"));
        QCOMPARE(d.localizedMessage(), d.message);  // no catalogue yet: English
        {
            MessageCatalogue catalogue;
            QVERIFY(catalogue.installKorean());
            QVERIFY(catalogue.isInstalled());
            QCOMPARE(d.message, QStringLiteral("slug `Bad_Slug` is not kebab-case"));
            const QString ko = d.localizedMessage();
            QVERIFY2(ko != d.message && hasHangul(ko), qPrintable(ko));
            QVERIFY2(ko.contains(QStringLiteral("`Bad_Slug`")), qPrintable(ko));
            QCOMPARE(d.localizedFormat(),
                     QStringLiteral("docs/a.md:3:7: warning: %1 [slug-invalid]").arg(ko));
            QCOMPARE(d.format(), QStringLiteral("docs/a.md:3:7: warning: slug `Bad_Slug` is not "
                                                "kebab-case [slug-invalid]"));
            // A text passed on as it is (a server's words) has nothing to translate.
            Diagnostic raw = d;
            raw.source = nullptr;
            raw.message = QStringLiteral("ERROR: deadlock detected");
            QCOMPARE(raw.localizedMessage(), raw.message);
            // Made another way, the same finding: equal.
            QVERIFY(raw != d);
            raw.message = d.message;
            QCOMPARE(raw, d);
        }
        QCOMPARE(d.localizedMessage(), d.message);  // removed with the catalogue
    }

    void everyFindingOfTheChecksIsTranslated() {
        TempWorkspace tw;
        writeFaultyWorkspace(tw);
        QString error;
        const std::optional<Workspace> ws = loadCheckedWorkspace(tw.root(), LoadOptions{}, &error);
        QVERIFY2(ws, qPrintable(error));
        Diagnostics all = ws->diagnostics;
        all += ReviewGates::remarkDiagnostics(*ws);
        QSet<QString> codes;
        for (const Diagnostic& d : all) codes.insert(d.code);
        QVERIFY2(codes.size() >= 10, qPrintable(dump(all)));
        MessageCatalogue catalogue;
        QVERIFY(catalogue.installKorean());
        for (const Diagnostic& d : all) {
            QVERIFY2(d.source, qPrintable(d.format()));
            const QString ko = d.localizedMessage();
            QVERIFY2(ko != d.message && hasHangul(ko),
                     qPrintable(d.format() + QStringLiteral(" -> ") + ko));
            for (const QString& arg : d.args) QVERIFY2(ko.contains(arg), qPrintable(ko));
        }
    }

    // The probe and isolation spec readers: every finding has a template and reads in Korean
    // with its arguments (or, for words translated themselves, theirs) kept, and its English
    // stays what JSON and the tests read, with or without the catalogue.
    void everyFindingOfBrokenProbesAndSpecsIsTranslated() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Diagnostics all = brokenProbeFindings(dir);
        QSet<QString> codes;
        QSet<QByteArray> templates;
        for (const Diagnostic& d : all) {
            codes.insert(d.code);
            if (d.source) templates.insert(QByteArray(d.source));
        }
        for (const char* code :
             {"probe-yaml-syntax", "probe-wrong-type", "probe-unknown-key", "probe-duplicate-key",
              "probe-key-mismatch", "probe-missing-key", "probe-missing-file", "probe-bad-name",
              "probe-duplicate-name", "probe-unknown-step", "probe-bad-expectation",
              "probe-unknown-field", "probe-bad-template", "probe-bad-value", "isolation-syntax",
              "isolation-unknown-step", "isolation-own-session-blocker", "isolation-duplicate-step",
              "isolation-missing-file"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);
        // Every template the readers have but "the probe must be a mapping" (a probe that is not
        // a mapping is refused before its keys are read).
        QVERIFY2(templates.size() >= 91, qPrintable(QString::number(templates.size())));
        QStringList english;
        for (const Diagnostic& d : all) english << d.message;

        MessageCatalogue catalogue;
        QVERIFY(catalogue.installKorean());
        int phrased = 0;
        for (qsizetype i = 0; i < all.size(); ++i) {
            const Diagnostic& d = all[i];
            QVERIFY2(d.source, qPrintable(d.format()));
            QCOMPARE(d.message, english[i]);
            QCOMPARE(fillMessage(QString::fromUtf8(d.source), d.args), d.message);
            const QString ko = d.localizedMessage();
            const QString shown = d.format() + QStringLiteral(" -> ") + ko;
            QVERIFY2(ko != d.message && hasHangul(ko), qPrintable(shown));
            QSet<int> translatedArgs;
            for (const DiagnosticPhrase& p : d.phrases) {
                ++phrased;
                translatedArgs.insert(p.index);
                // The words in Korean, their own arguments kept.
                QVERIFY2(!ko.contains(d.args.value(p.index)), qPrintable(shown));
                for (const QString& arg : p.args) QVERIFY2(ko.contains(arg), qPrintable(shown));
            }
            for (int a = 0; a < d.args.size(); ++a)
                if (!translatedArgs.contains(a))
                    QVERIFY2(ko.contains(d.args[a]), qPrintable(shown));
            // No English word of the template is left: "a session" or "step name" would
            // show through a composed message.
            QString rest = ko;
            for (const QString& arg : d.args) rest.remove(arg);
            for (const DiagnosticPhrase& p : d.phrases)
                for (const QString& arg : p.args) rest.remove(arg);
            for (const char* word : {" a ", "an ", "the ", " must ", " needs ", " is ", " in "})
                QVERIFY2(!rest.contains(QLatin1String(word)), qPrintable(shown));
        }
        QVERIFY(phrased >= 10);
    }

    // Why a replay could not run or differs (ReplayResult::error, as `techlog replay` and the
    // Replay panel show it): English in `error`, the same from its template, Korean from
    // localizedError() with the server's or the path's words kept. No server is reached: each
    // reason comes before one would be.
    void replayReasonsAreTranslated() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("race.probe.yaml"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "sessions:\n  - name: A\n    steps: [{name: a1, sql: SELECT 1}]\n"
            "race: {rounds: 1}\n");
        f.close();
        Diagnostics none;
        const std::optional<ProbeFile> probe = parseProbe(path, none);
        QVERIFY2(probe, qPrintable(dump(none)));
        ReplayOptions remote;
        remote.connInfo = QStringLiteral("host=db.example.com");
        const ReplayResult refused = ProbeRunner(remote).run(*probe);
        QCOMPARE(refused.verdict, Verdict::CouldNotRun);
        QVERIFY2(refused.error.startsWith(
                     QStringLiteral("refusing to use the server at 'db.example.com': it is "
                                    "neither loopback nor a Unix socket")),
                 qPrintable(refused.error));

        IsolationOptions isolationRemote;
        isolationRemote.connInfo = remote.connInfo;
        Diagnostics specFindings;
        const auto spec = parseIsolationSpecText("session s step a {SELECT 1;}\n",
                                                 QStringLiteral("s.spec"), specFindings);
        QVERIFY(spec);
        const IsolationResult isolationRefused = IsolationRunner(isolationRemote).run(*spec);
        QVERIFY(!isolationRefused.ran);

        qputenv("TECHLOG_PG_BINDIR", QFile::encodeName(dir.filePath(QStringLiteral("no-bin"))));
        DiagnosticText noServer;
        const bool found = EmbeddedCluster::findBinDir(&noServer).has_value();
        qunsetenv("TECHLOG_PG_BINDIR");
        QVERIFY(!found);
        QVERIFY2(noServer.english().contains(QStringLiteral("Install the `postgresql` package")),
                 qPrintable(noServer.english()));

        const QList<std::pair<DiagnosticText, QString>> reasons = {
            {refused.errorText, refused.error},
            {isolationRefused.errorText, isolationRefused.error},
            {noServer, noServer.english()},
            {noRecordReason(QString()),
             QStringLiteral(
                 "the probe is not inside a workspace: there is no record to compare with")},
            {noRecordReason(QStringLiteral("/w/final/evidence/raw/k.txt")),
             QStringLiteral("there is no record at /w/final/evidence/raw/k.txt yet (use --record "
                            "to keep this one)")},
        };
        MessageCatalogue catalogue;
        QVERIFY(catalogue.installKorean());
        for (const auto& [text, english] : reasons) {
            QVERIFY2(text.source, qPrintable(english));
            QCOMPARE(text.english(), english);
            const QString ko = text.localized();
            QVERIFY2(ko != english && hasHangul(ko), qPrintable(english + u'\n' + ko));
            for (const QString& arg : text.args) QVERIFY2(ko.contains(arg), qPrintable(ko));
        }
        QCOMPARE(refused.localizedError(), refused.errorText.localized());
        // A reason passed on as it is (no template) is shown as it is.
        ReplayResult passed;
        passed.error = QStringLiteral("FATAL: the database system is starting up");
        QCOMPARE(passed.localizedError(), passed.error);
    }

    void reviewGateItemsAreTranslatedToo() {
        TempWorkspace tw;
        writeFaultyWorkspace(tw);
        QString error;
        const std::optional<Workspace> ws = loadCheckedWorkspace(tw.root(), LoadOptions{}, &error);
        QVERIFY2(ws, qPrintable(error));
        MessageCatalogue catalogue;
        QVERIFY(catalogue.installKorean());
        int seen = 0;
        for (const DocumentReview& r : ReviewGates::reviewWorkspace(*ws)) {
            for (const Gate& g : r.gates)
                for (const QList<GateItem>* list : {&g.failures, &g.notes})
                    for (const GateItem& item : *list) {
                        if (!item.source) continue;
                        ++seen;
                        const QString ko = item.localizedMessage();
                        QVERIFY2(ko != item.message && hasHangul(ko),
                                 qPrintable(item.message + QStringLiteral(" -> ") + ko));
                    }
        }
        QVERIFY(seen >= 5);
    }
};

QTEST_GUILESS_MAIN(TestMessageCatalogue)
#include "tst_messagecatalogue.moc"
