// `techlog export`, run in-process (cli::runExport) with its stdout and stderr captured: each
// option, and the exit statuses its usage promises (0 exported, 2 usage or I/O failure; never
// 1, even for a workspace with findings).
#include <unistd.h>

#include <QDirIterator>
#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>
#include <cstdio>

#include "commands.h"
#include "pdfprinter.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kPublished = QStringLiteral("tech-log-studio/t/rule/rule-published.md");
const QString kDraft = QStringLiteral("tech-log-studio/t/concept/concept-draft.md");

struct Run {
    int exit = -1;
    QString out;
    QString err;
};

// Runs the command with fds 1 and 2 sent to files, as a shell redirect would.
Run runExport(const QStringList& args) {
    QTemporaryDir dir;
    const QByteArray outPath = QFile::encodeName(dir.filePath(QStringLiteral("out")));
    const QByteArray errPath = QFile::encodeName(dir.filePath(QStringLiteral("err")));
    std::fflush(stdout);
    std::fflush(stderr);
    const int savedOut = ::dup(STDOUT_FILENO), savedErr = ::dup(STDERR_FILENO);
    FILE* out = std::fopen(outPath.constData(), "w");
    FILE* err = std::fopen(errPath.constData(), "w");
    ::dup2(::fileno(out), STDOUT_FILENO);
    ::dup2(::fileno(err), STDERR_FILENO);
    Run r;
    r.exit = cli::runExport(args);
    std::fflush(stdout);
    std::fflush(stderr);
    ::dup2(savedOut, STDOUT_FILENO);
    ::dup2(savedErr, STDERR_FILENO);
    ::close(savedOut);
    ::close(savedErr);
    std::fclose(out);
    std::fclose(err);
    r.out = QString::fromUtf8(readBytes(QFile::decodeName(outPath)));
    r.err = QString::fromUtf8(readBytes(QFile::decodeName(errPath)));
    return r;
}

QString describe(const Run& r) {
    return QStringLiteral("exit %1\nstdout:\n%2\nstderr:\n%3").arg(r.exit).arg(r.out, r.err);
}

QString document(const QString& kind, const QString& slug, const QString& title,
                 const QString& status, const QString& body) {
    return QStringLiteral(
               "---\nkind: %1\nslug: %2\ntitle: %3\ntopic: t\nproject: test-project\n"
               "status: %4\nsourceRevision: 0123456789abcdef0123456789abcdef01234567\n"
               "rootTreeNode: %5:%2\nsource:\n  - 원본 분석 절은 final/document.md §1 이다.\n---\n"
               "# %3\n\n")
               .arg(kind, slug, title, status, kind.toLower()) +
           body;
}

// One published rule and one draft concept, each with a word found in no other file.
void writeWorkspace(const TempWorkspace& tw) {
    tw.write(kPublished, document(QStringLiteral("RULE"), QStringLiteral("published"),
                                  QStringLiteral("게시된 규칙"), QStringLiteral("게시"),
                                  QStringLiteral("## 본문\n낱말 publishedmarker 가 있다.\n")));
    tw.write(kDraft, document(QStringLiteral("CONCEPT"), QStringLiteral("draft"),
                              QStringLiteral("초안 개념"), QStringLiteral("게시 전"),
                              QStringLiteral("## 본문\n낱말 draftmarker 가 있다.\n")));
}

QStringList filesUnder(const QString& dir) {
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}

QString pdfText(const QString& file) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {file, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace

class TestExportCommand : public QObject {
    Q_OBJECT

private slots:
    void helpPrintsUsageToStdoutAndExitsZero() {
        const Run r = runExport({QStringLiteral("--help")});
        QCOMPARE(r.exit, int(cli::Ok));
        for (const char* option : {"--html OUTDIR", "--pdf FILE", "--doc PATH", "--status"})
            QVERIFY2(r.out.contains(QLatin1String(option)), qPrintable(describe(r)));
        QVERIFY(r.err.isEmpty());
    }

    void usageErrorsExitTwo_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QString ws = QStringLiteral("@WS@");
        const QString out = QStringLiteral("@OUT@");
        QTest::newRow("nothing") << QStringList() << QString();
        QTest::newRow("no target") << QStringList{ws} << QString();
        QTest::newRow("no workspace") << QStringList{QStringLiteral("--html"), out} << QString();
        QTest::newRow("html and pdf")
            << QStringList{ws, QStringLiteral("--html"), out, QStringLiteral("--pdf"),
                           out + QStringLiteral(".pdf")}
            << QString();
        QTest::newRow("doc without pdf")
            << QStringList{ws, QStringLiteral("--html"), out, QStringLiteral("--doc"), kDraft}
            << QString();
        QTest::newRow("unknown option")
            << QStringList{ws, QStringLiteral("--html"), out, QStringLiteral("--bogus")}
            << QStringLiteral("unexpected argument '--bogus'");
        QTest::newRow("two workspaces") << QStringList{ws, ws, QStringLiteral("--html"), out}
                                        << QStringLiteral("unexpected argument");
        QTest::newRow("html without its value") << QStringList{ws, QStringLiteral("--html")}
                                                << QStringLiteral("unexpected argument '--html'");
    }

    void usageErrorsExitTwo() {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString out = tw.outside() + QStringLiteral("/site");
        for (QString& a : args) {
            a.replace(QStringLiteral("@WS@"), tw.root());
            a.replace(QStringLiteral("@OUT@"), out);
        }
        const Run r = runExport(args);
        QCOMPARE(r.exit, int(cli::Failure));
        QVERIFY2(r.err.contains(QStringLiteral("Usage: techlog export")), qPrintable(describe(r)));
        if (!says.isEmpty()) QVERIFY2(r.err.contains(says), qPrintable(describe(r)));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(!QFileInfo::exists(out), "a usage error wrote nothing");
        QVERIFY(!QFileInfo::exists(out + QStringLiteral(".pdf")));
    }

    void missingWorkspaceExitsTwo() {
        TempWorkspace tw;
        const QString out = tw.outside() + QStringLiteral("/site");
        const Run r = runExport(
            {tw.outside() + QStringLiteral("/no-such-workspace"), QStringLiteral("--html"), out});
        QCOMPARE(r.exit, int(cli::Failure));
        QVERIFY2(r.err.startsWith(QStringLiteral("techlog export: ")), qPrintable(describe(r)));
        QVERIFY(!QFileInfo::exists(out));
    }

    void outputFolderThatIsAFileExitsTwo() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString out = tw.outside() + QStringLiteral("/a-file");
        QVERIFY(QFile(out).open(QIODevice::WriteOnly));
        const Run r = runExport({tw.root(), QStringLiteral("--html"), out});
        QCOMPARE(r.exit, int(cli::Failure));
        QVERIFY2(r.err.contains(QStringLiteral("techlog export: ")), qPrintable(describe(r)));
        QVERIFY(QFileInfo(out).isFile());
        QCOMPARE(QFileInfo(out).size(), 0);
    }

    void pdfThatCannotBeWrittenExitsTwo() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString blocker = tw.outside() + QStringLiteral("/a-file");
        QVERIFY(QFile(blocker).open(QIODevice::WriteOnly));
        const Run r =
            runExport({tw.root(), QStringLiteral("--pdf"), blocker + QStringLiteral("/x.pdf")});
        QCOMPARE(r.exit, int(cli::Failure));
        QVERIFY2(r.err.contains(QStringLiteral("techlog export: ")), qPrintable(describe(r)));
    }

    void unknownDocumentExitsTwo() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString pdf = tw.outside() + QStringLiteral("/one.pdf");
        const Run r = runExport({tw.root(), QStringLiteral("--pdf"), pdf, QStringLiteral("--doc"),
                                 QStringLiteral("tech-log-studio/t/case/case-none.md")});
        QCOMPARE(r.exit, int(cli::Failure));
        QVERIFY2(r.err.contains(QStringLiteral("case-none.md")), qPrintable(describe(r)));
        QVERIFY(!QFileInfo::exists(pdf));
    }

    void htmlWritesTheSiteAndExitsZero() {
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString out = tw.outside() + QStringLiteral("/site");
        const Run r = runExport({tw.root(), QStringLiteral("--html"), out});
        QCOMPARE(r.exit, int(cli::Ok));
        const QStringList files = filesUnder(out);
        for (const QString& f : {QStringLiteral("index.html"), QStringLiteral("static/style.css"),
                                 QStringLiteral("tech-log-studio/t/rule/rule-published.html"),
                                 QStringLiteral("tech-log-studio/t/concept/concept-draft.html")})
            QVERIFY2(files.contains(f), qPrintable(files.join(u'\n')));
        // The summary on stderr names the page count and the folder; stdout stays empty.
        QVERIFY2(r.err.contains(QStringLiteral("2 pages")), qPrintable(describe(r)));
        QVERIFY(r.err.contains(out));
        QVERIFY(r.out.isEmpty());
    }

    // The source file the documents' sentences name gets a page, and the summary counts it.
    void htmlCountsSourcePagesInItsSummary() {
        TempWorkspace tw;
        writeWorkspace(tw);
        QVERIFY(
            tw.write(QStringLiteral("final/document.md"), QByteArray("# 분석\n\n## 1. 범위\n")));
        const QString out = tw.outside() + QStringLiteral("/site");
        const Run r = runExport({tw.root(), QStringLiteral("--html"), out});
        QCOMPARE(r.exit, int(cli::Ok));
        QVERIFY2(filesUnder(out).contains(QStringLiteral("final/document.html")),
                 qPrintable(filesUnder(out).join(u'\n')));
        QVERIFY2(r.err.contains(QStringLiteral("2 pages, 1 source pages")),
                 qPrintable(describe(r)));
    }

    void statusOptionExportsOnlyThatStatus_data() {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("separate value")
            << QStringList{QStringLiteral("--status"), QStringLiteral("게시")};
        QTest::newRow("equals sign") << QStringList{QStringLiteral("--status=게시")};
    }

    void statusOptionExportsOnlyThatStatus() {
        QFETCH(QStringList, options);
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString out = tw.outside() + QStringLiteral("/site");
        const Run r = runExport(QStringList{tw.root(), QStringLiteral("--html=") + out} + options);
        QCOMPARE(r.exit, int(cli::Ok));
        const QStringList files = filesUnder(out);
        QVERIFY2(files.contains(QStringLiteral("tech-log-studio/t/rule/rule-published.html")),
                 qPrintable(files.join(u'\n')));
        QVERIFY2(!files.contains(QStringLiteral("tech-log-studio/t/concept/concept-draft.html")),
                 qPrintable(files.join(u'\n')));
        QVERIFY(r.err.contains(QStringLiteral("1 pages")));
    }

    void pdfWithDocWritesThatDocumentOnly() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) not found: run scripts/deps.sh");
        TempWorkspace tw;
        writeWorkspace(tw);
        const QString pdf = tw.outside() + QStringLiteral("/draft.pdf");
        const Run r =
            runExport({tw.root(), QStringLiteral("--pdf=") + pdf, QStringLiteral("--doc"), kDraft});
        QCOMPARE(r.exit, int(cli::Ok));
        QVERIFY(readBytes(pdf).startsWith("%PDF-"));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("draftmarker")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("publishedmarker")), qPrintable(text));
        QVERIFY2(r.err.contains(pdf), qPrintable(describe(r)));
    }

    void findingsDoNotMakeTheExportExitOne() {
        // A case that `techlog check` reports errors for (an evidence key it does not declare,
        // sections missing): the export still writes it and exits 0.
        TempWorkspace tw;
        writeWorkspace(tw);
        tw.write(QStringLiteral("tech-log-studio/t/case/case-broken.md"),
                 document(QStringLiteral("CASE"), QStringLiteral("broken"),
                          QStringLiteral("깨진 사례"), QStringLiteral("게시 전"),
                          QStringLiteral(":::evidence key=\"nope\" alt=\"a\" caption=\"c\"\n"
                                         ":::\n")));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        QVERIFY2(ws->errorCount() > 0, "the workspace has findings");
        const QString out = tw.outside() + QStringLiteral("/site");
        const Run r = runExport({tw.root(), QStringLiteral("--html"), out});
        QCOMPARE(r.exit, int(cli::Ok));
        QVERIFY(
            QFileInfo::exists(out + QStringLiteral("/tech-log-studio/t/case/case-broken.html")));
    }
};

int main(int argc, char** argv) {
    // As the CLI's main() does for `export --pdf`: Qt WebEngine prepared before the application.
    techlog::PdfPrinter::prepareApplication();
    QGuiApplication app(argc, argv);
    TestExportCommand test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_exportcommand.moc"
