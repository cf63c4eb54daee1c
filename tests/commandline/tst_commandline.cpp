// Each `techlog` command's usage errors as the built binary prints them: the message word for
// word, on stderr, with exit status 2; a message that repeats the usage repeats exactly what
// `COMMAND --help` prints.
#include <QtTest>

#include "techlogprocess.h"

using namespace techlog::test;

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
