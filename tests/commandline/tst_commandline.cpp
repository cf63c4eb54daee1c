// CommandLine (app/techlog), the `techlog` commands' reading of their arguments, in-process;
// then each command's usage errors as the built binary prints them: the message word for word,
// on stderr, with exit status 2.
#include <QtTest>
#include <optional>

#include "commandline.h"
#include "commands.h"
#include "techlogprocess.h"

using namespace techlog::cli;
using namespace techlog::test;

namespace {

using Problem = CommandLine::Problem;

// What reading `args` did: the status read() returned (none: the command runs) and the problem
// it worded.
struct Reading {
    std::optional<int> status;
    std::optional<Problem> problem;
};

// The options of a command like `publish` and `graph` together: a flag with a short name, a
// flag, values with and without `=VALUE`, and one whose value is checked.
CommandLine sample(std::optional<Problem>* problem) {
    CommandLine line("usage\n", [problem](const Problem& p) {
        *problem = p;
        return QStringLiteral("(a problem)\n");
    });
    line.addFlag(QStringLiteral("verbose"), QStringLiteral("v"));
    line.addFlag(QStringLiteral("force"));
    line.addValue(QStringLiteral("reason"));
    line.addValue(QStringLiteral("doc"), false);
    line.addValue(QStringLiteral("depth"), false, [](const QString& v) { return v == u"1"; });
    return line;
}

Reading readWith(CommandLine& line, std::optional<Problem>* problem, const QStringList& args) {
    Reading r;
    r.status = line.read(args);
    r.problem = *problem;
    return r;
}

Reading readSample(const QStringList& args, void (*setUp)(CommandLine&) = nullptr) {
    std::optional<Problem> problem;
    CommandLine line = sample(&problem);
    if (setUp) setUp(line);
    return readWith(line, &problem, args);
}

QString describe(const Reading& r) {
    return QStringLiteral("status %1, problem %2 '%3'")
        .arg(r.status ? QString::number(*r.status) : QStringLiteral("none"))
        .arg(r.problem ? int(r.problem->kind) : -1)
        .arg(r.problem ? r.problem->word : QString());
}

void onePositional(CommandLine& line) { line.setOnePositional(); }

}  // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void optionsGoAnywhereAndAValueIsTheNextWordWhateverItIs() {
        std::optional<Problem> problem;
        CommandLine line = sample(&problem);
        const Reading r = readWith(line, &problem,
                                   {QStringLiteral("--reason"), QStringLiteral("--force"),
                                    QStringLiteral("ws"), QStringLiteral("-v"), QStringLiteral("a"),
                                    QStringLiteral("--doc"), QStringLiteral("-help")});
        QVERIFY2(!r.status, qPrintable(describe(r)));
        QCOMPARE(line.value(QStringLiteral("reason")), QStringLiteral("--force"));
        QVERIFY(!line.isSet(QStringLiteral("force")));
        QVERIFY(line.isSet(QStringLiteral("verbose")));
        QCOMPARE(line.value(QStringLiteral("doc")), QStringLiteral("-help"));
        QCOMPARE(line.positionals(), (QStringList{QStringLiteral("ws"), QStringLiteral("a")}));
        QCOMPARE(line.workspace(), QStringLiteral("ws"));
        QCOMPARE(line.documents(), QStringList{QStringLiteral("a")});
    }

    void repeatedValuesAreKeptInOrderAndTheLastIsTheValue() {
        std::optional<Problem> problem;
        CommandLine line = sample(&problem);
        QVERIFY(!line.read({QStringLiteral("--reason=a"), QStringLiteral("--reason"),
                            QStringLiteral("b=c"), QStringLiteral("--reason="),
                            QStringLiteral("--reason"), QStringLiteral("--")}));
        QCOMPARE(line.values(QStringLiteral("reason")),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b=c"), QString(),
                              QStringLiteral("--")}));
        QCOMPARE(line.value(QStringLiteral("reason")), QStringLiteral("--"));
        QCOMPARE(line.value(QStringLiteral("doc"), QStringLiteral("none")), QStringLiteral("none"));
    }

    // QCommandLineParser's own readings of these words are not the commands': each is an
    // unknown option, named as typed.
    void wordsOnlyQCommandLineParserWouldTakeAreUnknownOptions_data() {
        QTest::addColumn<QString>("word");
        for (const char* word :
             {"-help", "--h", "--v", "-vh", "-force", "--force=1", "--verbose=", "--doc=a",
              "--depth=1", "--", "-", "--bogus=a=b", "-reason=x", "--\xee\x80\x80x=1"})
            QTest::newRow(word) << QString::fromUtf8(word);
    }
    void wordsOnlyQCommandLineParserWouldTakeAreUnknownOptions() {
        QFETCH(QString, word);
        const Reading r = readSample({QStringLiteral("ws"), word, QStringLiteral("a")});
        QVERIFY2(r.status == Failure, qPrintable(describe(r)));
        QVERIFY2(r.problem && r.problem->kind == Problem::UnknownOption, qPrintable(describe(r)));
        QCOMPARE(r.problem->word, word);
    }

    void aDashIsAnArgumentWhereTheCommandSaysSo() {
        std::optional<Problem> problem;
        CommandLine line = sample(&problem);
        line.setDashIsArgument();
        QVERIFY(!line.read({QStringLiteral("-"), QStringLiteral("b")}));
        QCOMPARE(line.positionals(), (QStringList{QStringLiteral("-"), QStringLiteral("b")}));
        // `--` still ends nothing.
        QVERIFY(line.read({QStringLiteral("--"), QStringLiteral("b")}) == Failure);
        QCOMPARE(problem->word, QStringLiteral("--"));
    }

    void helpShowsTheUsageUnlessAProblemComesFirst_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::newRow("alone") << QStringList{QStringLiteral("--help")} << int(Ok);
        QTest::newRow("short") << QStringList{QStringLiteral("ws"), QStringLiteral("-h")}
                               << int(Ok);
        QTest::newRow("before an unknown option")
            << QStringList{QStringLiteral("-h"), QStringLiteral("--bogus")} << int(Ok);
        QTest::newRow("after an unknown option")
            << QStringList{QStringLiteral("--bogus"), QStringLiteral("-h")} << int(Failure);
        QTest::newRow("after a bad value")
            << QStringList{QStringLiteral("--depth"), QStringLiteral("2"), QStringLiteral("-h")}
            << int(Failure);
        QTest::newRow("before a missing value")
            << QStringList{QStringLiteral("--help"), QStringLiteral("--reason")} << int(Ok);
    }
    void helpShowsTheUsageUnlessAProblemComesFirst() {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        const Reading r = readSample(args);
        QVERIFY2(r.status == status, qPrintable(describe(r)));
        QCOMPARE(r.problem.has_value(), status != Ok);
    }

    void aHelpWordThatIsAValueIsTheValue() {
        std::optional<Problem> problem;
        CommandLine line = sample(&problem);
        QVERIFY(!line.read({QStringLiteral("--reason"), QStringLiteral("--help")}));
        QCOMPARE(line.value(QStringLiteral("reason")), QStringLiteral("--help"));
    }

    // A command names the first problem as typed.
    void theFirstProblemAsTypedIsNamed_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("word");
        const QString ws = QStringLiteral("ws");
        QTest::newRow("second workspace, then unknown option")
            << QStringList{ws, QStringLiteral("b"), QStringLiteral("--bogus")}
            << int(Problem::UnexpectedArgument) << QStringLiteral("b");
        QTest::newRow("unknown option, then second workspace")
            << QStringList{ws, QStringLiteral("-x"), QStringLiteral("b")}
            << int(Problem::UnknownOption) << QStringLiteral("-x");
        QTest::newRow("bad value, then unknown option")
            << QStringList{ws, QStringLiteral("--depth"), QStringLiteral("9"),
                           QStringLiteral("--bogus")}
            << int(Problem::InvalidValue) << QStringLiteral("9");
        QTest::newRow("unknown option, then bad value")
            << QStringList{ws, QStringLiteral("--bogus"), QStringLiteral("--depth"),
                           QStringLiteral("9")}
            << int(Problem::UnknownOption) << QStringLiteral("--bogus");
        QTest::newRow("a value missing at the end")
            << QStringList{ws, QStringLiteral("--depth")} << int(Problem::MissingValue)
            << QStringLiteral("--depth");
        QTest::newRow("an empty word is no workspace yet")
            << QStringList{QString(), ws, QStringLiteral("b")} << int(Problem::UnexpectedArgument)
            << QStringLiteral("b");
        QTest::newRow("an empty word after the workspace")
            << QStringList{ws, QString()} << int(Problem::UnexpectedArgument) << QString();
    }
    void theFirstProblemAsTypedIsNamed() {
        QFETCH(QStringList, args);
        QFETCH(int, kind);
        QFETCH(QString, word);
        const Reading r = readSample(args, onePositional);
        QVERIFY2(r.status == Failure, qPrintable(describe(r)));
        QVERIFY2(r.problem && r.problem->kind == kind, qPrintable(describe(r)));
        QCOMPARE(r.problem->word, word);
    }

    void anEmptyWordBeforeTheWorkspaceCountsForNothing() {
        std::optional<Problem> problem;
        CommandLine line = sample(&problem);
        line.setOnePositional();
        QVERIFY(!line.read({QString(), QString(), QStringLiteral("ws")}));
        QCOMPARE(line.workspace(), QStringLiteral("ws"));
        QVERIFY(!line.read({QString()}));
        QCOMPARE(line.workspace(), QString());
    }

    void anIgnoredMissingValueLeavesItsOptionUnset() {
        std::optional<Problem> problem;
        CommandLine line = sample(&problem);
        line.ignoreMissingValue();
        QVERIFY(
            !line.read({QStringLiteral("--reason"), QStringLiteral("a"), QStringLiteral("--doc")}));
        QCOMPARE(line.value(QStringLiteral("reason")), QStringLiteral("a"));
        QVERIFY(!line.isSet(QStringLiteral("doc")));
        QVERIFY(!problem);
    }

    // The built binary: each command's usage errors, word for word, on stderr with exit 2. A
    // message that repeats the usage repeats exactly what `COMMAND --help` prints.
    void commandsWordTheirUsageErrorsAsBefore_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QStringList>("usageOf");  // the command whose help follows, if any
        const QString ws = QStringLiteral("no-such-workspace");
        const auto row = [](const char* name, const QStringList& args, const char* message,
                            const QStringList& usageOf = {}) {
            QTest::newRow(name) << args << QString::fromUtf8(message) << usageOf;
        };
        const QString bogus = QStringLiteral("--bogus");
        const QStringList check{QStringLiteral("check")}, graph{QStringLiteral("graph")};
        row("check: unknown option", {QStringLiteral("check"), ws, bogus},
            "techlog check: unexpected argument '--bogus'\n", check);
        row("check: missing value", {QStringLiteral("check"), ws, QStringLiteral("--format")},
            "techlog check: unexpected argument '--format'\n", check);
        row("check: --", {QStringLiteral("check"), QStringLiteral("--"), ws},
            "techlog check: unexpected argument '--'\n", check);
        row("check: -help", {QStringLiteral("check"), QStringLiteral("-help")},
            "techlog check: unexpected argument '-help'\n", check);
        row("check: second workspace", {QStringLiteral("check"), ws, ws},
            "techlog check: unexpected argument 'no-such-workspace'\n", check);
        row("graph: unknown option", {QStringLiteral("graph"), ws, QStringLiteral("--depth=2")},
            "techlog graph: unexpected argument '--depth=2'\n", graph);
        row("graph: missing value", {QStringLiteral("graph"), ws, QStringLiteral("--doc")},
            "techlog graph: unexpected argument '--doc'\n", graph);
        row("graph: bad depth before an unknown option",
            {QStringLiteral("graph"), ws, QStringLiteral("--depth"), QStringLiteral("4"), bogus},
            "techlog graph: --depth takes 1, 2 or 3\n");
        row("evidence render: unknown option",
            {QStringLiteral("evidence"), QStringLiteral("render"), ws, QStringLiteral("-")},
            "techlog evidence: unknown option '-' (see `techlog evidence --help`)\n");
        row("evidence render: missing value",
            {QStringLiteral("evidence"), QStringLiteral("render"), ws, QStringLiteral("--key")},
            "techlog evidence: --key needs a value (see `techlog evidence --help`)\n");
        row("evidence render: second workspace",
            {QStringLiteral("evidence"), QStringLiteral("render"), ws, QStringLiteral("b")},
            "techlog evidence: unexpected argument 'b' (see `techlog evidence --help`)\n");
        row("evidence render: invalid key",
            {QStringLiteral("evidence"), QStringLiteral("render"), ws, QStringLiteral("--key=a/b")},
            "techlog evidence: invalid key 'a/b' (see `techlog evidence --help`)\n");
        row("evidence diff: unknown option",
            {QStringLiteral("evidence"), QStringLiteral("diff"), QStringLiteral("--force")},
            "techlog evidence diff: unknown option '--force' (see `techlog evidence diff "
            "--help`)\n");
        row("evidence diff: missing value",
            {QStringLiteral("evidence"), QStringLiteral("diff"), QStringLiteral("a"),
             QStringLiteral("b"), QStringLiteral("--workspace")},
            "techlog evidence diff: --workspace needs a value (see `techlog evidence diff "
            "--help`)\n");
        const QStringList exportUsage{QStringLiteral("export")};
        row("export: unknown option", {QStringLiteral("export"), ws, QStringLiteral("--strict=1")},
            "techlog export: unexpected argument '--strict=1'\n", exportUsage);
        row("export: missing value", {QStringLiteral("export"), ws, QStringLiteral("--status")},
            "techlog export: unexpected argument '--status'\n", exportUsage);
        const QStringList replay{QStringLiteral("replay")};
        row("replay: unknown option",
            {QStringLiteral("replay"), QStringLiteral("x.spec"), QStringLiteral("--format=record")},
            "techlog replay: unknown option '--format=record'\n\n", replay);
        row("replay: missing value",
            {QStringLiteral("replay"), QStringLiteral("x.spec"), QStringLiteral("--timeout")},
            "techlog replay: --timeout needs a value\n\n", replay);
        row("review: unknown option", {QStringLiteral("review"), ws, QStringLiteral("-vv")},
            "techlog review: unexpected argument '-vv'\n", {QStringLiteral("review")});
        row("review: missing value", {QStringLiteral("review"), ws, QStringLiteral("--format")},
            "techlog review: unexpected argument '--format'\n", {QStringLiteral("review")});
        row("debt: unknown option",
            {QStringLiteral("debt"), ws, QStringLiteral("--acknowledge=abcdef12")},
            "techlog debt: unexpected argument '--acknowledge=abcdef12'\n",
            {QStringLiteral("debt")});
        row("debt: missing value", {QStringLiteral("debt"), ws, QStringLiteral("--acknowledge")},
            "techlog debt: unexpected argument '--acknowledge'\n", {QStringLiteral("debt")});
        row("publish: unknown option",
            {QStringLiteral("publish"), ws, QStringLiteral("d"), QStringLiteral("--force=yes")},
            "techlog publish: unexpected argument '--force=yes'\n", {QStringLiteral("publish")});
        row("publish: missing value",
            {QStringLiteral("publish"), ws, QStringLiteral("d"), QStringLiteral("--reason")},
            "techlog publish: unexpected argument '--reason'\n", {QStringLiteral("publish")});
        row("unpublish: --force is publish's",
            {QStringLiteral("unpublish"), ws, QStringLiteral("d"), QStringLiteral("--force")},
            "techlog unpublish: unexpected argument '--force'\n", {QStringLiteral("unpublish")});
        row("new: unknown option", {QStringLiteral("new"), ws, QStringLiteral("--name=x")},
            "techlog new: unexpected argument '--name=x'\n", {QStringLiteral("new")});
        row("new: second workspace", {QStringLiteral("new"), ws, QStringLiteral("b")},
            "techlog new: unexpected argument 'b'\n", {QStringLiteral("new")});
        row("rename: unknown option",
            {QStringLiteral("rename"), ws, QStringLiteral("p"), QStringLiteral("--dry-run=1")},
            "techlog rename: unexpected argument '--dry-run=1'\n", {QStringLiteral("rename")});
        row("rename: missing value",
            {QStringLiteral("rename"), ws, QStringLiteral("p"), QStringLiteral("--title")},
            "techlog rename: unexpected argument '--title'\n", {QStringLiteral("rename")});
        const QStringList probeImport{QStringLiteral("probe"), QStringLiteral("import")};
        row("probe import: unknown option",
            {QStringLiteral("probe"), QStringLiteral("import"), QStringLiteral("--")},
            "techlog probe import: unknown option '--'\n\n", probeImport);
        row("probe import: missing value",
            {QStringLiteral("probe"), QStringLiteral("import"), ws, QStringLiteral("x.spec"),
             QStringLiteral("--key")},
            "techlog probe import: --key needs a value\n");
    }
    void commandsWordTheirUsageErrorsAsBefore() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QFETCH(QStringList, usageOf);
        QString expected = message;
        if (!usageOf.isEmpty()) {
            const TechlogRun help = runTechlog(usageOf + QStringList{QStringLiteral("--help")});
            QVERIFY2(help.exitCode == 0 && help.out.startsWith(QLatin1String("Usage: ")),
                     qPrintable(techlog::test::describe(help)));
            expected += help.out;
        }
        const TechlogRun r = runTechlog(args);
        QVERIFY2(r.exitCode == 2, qPrintable(techlog::test::describe(r)));
        QVERIFY2(r.out.isEmpty(), qPrintable(techlog::test::describe(r)));
        QCOMPARE(r.err, expected);
    }

    // Help wins only when it comes before the problem: a command stops at the first of the two.
    void commandsShowHelpOnlyBeforeAProblem() {
        const TechlogRun help = runTechlog({QStringLiteral("review"), QStringLiteral("--help")});
        const TechlogRun first =
            runTechlog({QStringLiteral("review"), QStringLiteral("-h"), QStringLiteral("--bogus")});
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(first.out, help.out);
        QVERIFY(first.err.isEmpty());
        const TechlogRun after =
            runTechlog({QStringLiteral("review"), QStringLiteral("--bogus"), QStringLiteral("-h")});
        QCOMPARE(after.exitCode, 2);
        QVERIFY(after.out.isEmpty());
        QVERIFY2(after.err.startsWith(QLatin1String("techlog review: unexpected argument "
                                                    "'--bogus'\n")),
                 qPrintable(after.err));
    }

    // main() starts the GUI application Qt WebEngine needs for a `--pdf` word after export,
    // spelled `--pdf=FILE` as much as `--pdf FILE`; then the export itself says what is wrong.
    void exportPdfHasItsGuiApplicationInEitherSpelling() {
        const QString ws = QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("x.pdf"));
        for (const QStringList& target : {QStringList{QStringLiteral("--pdf"), pdf},
                                          QStringList{QStringLiteral("--pdf=") + pdf}}) {
            const TechlogRun r =
                runTechlog(QStringList{QStringLiteral("export"), ws, QStringLiteral("--doc"),
                                       QStringLiteral("no-such.md")} +
                           target);
            QVERIFY2(r.exitCode == 2, qPrintable(techlog::test::describe(r)));
            QVERIFY2(r.err.contains(QLatin1String("no document no-such.md in the workspace")),
                     qPrintable(techlog::test::describe(r)));
            QVERIFY(!QFileInfo::exists(pdf));
        }
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
