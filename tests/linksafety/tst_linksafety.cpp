// Symbolic links in a workspace and in an export's output folder: every command reads only
// inside the workspace and writes only inside its target, and a link that stays inside works.
#include <QDate>
#include <QDirIterator>
#include <QtTest>

#include "acceptrecord.h"
#include "recordsvgrenderer.h"
#include "techlogprocess.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QByteArray kSecret = "root:x:0:0:secret-outside-the-workspace";
using Run = TechlogRun;

// Every byte of every file under `dir` (not through links), so a test can say the secret is nowhere
// in it.
QByteArray everythingUnder(const QString& dir) {
    QByteArray all;
    // Links themselves are skipped: the test's own links would read the secret.
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoSymLinks,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) all += readBytes(it.next());
    return all;
}

const QString kRule = QStringLiteral("tech-log-studio/t/rule/rule-r.md");

QString ruleDoc(const QString& slug, const QString& title, const QString& extra = QString(),
                const QString& body = QStringLiteral("# 규칙\n\n## 본문\n내용.\n")) {
    return markdownDoc(QStringLiteral("RULE"), slug, title, QStringLiteral("t"), extra, body);
}

bool link(const QString& target, const QString& at) {
    QDir().mkpath(QFileInfo(at).absolutePath());
    return QFile::link(target, at);
}

}  // namespace

class TestLinkSafety : public QObject {
    Q_OBJECT

private slots:
    void documentLinkedOutIsNeitherLoadedNorExported() {
        TempWorkspace tw;
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"))));
        QVERIFY(tw.write(QStringLiteral("../../passwd"), kSecret));
        // An outside real document too: it must not be listed in the index.
        QVERIFY(tw.write(QStringLiteral("../../elsewhere/rule-far.md"),
                         ruleDoc(QStringLiteral("far"), QStringLiteral("바깥 규칙"))));
        QVERIFY(link(tw.outside() + QStringLiteral("/passwd"),
                     tw.abs(QStringLiteral("tech-log-studio/t/concept/concept-x.md"))));
        QVERIFY(link(tw.outside() + QStringLiteral("/elsewhere/rule-far.md"),
                     tw.abs(QStringLiteral("tech-log-studio/t/rule/rule-far.md"))));

        const Run check = runTechlog({QStringLiteral("check"), tw.root()});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.out.contains(QStringLiteral("path-outside-workspace")),
                 qPrintable(describe(check)));
        QVERIFY2(check.out.contains(QStringLiteral("tech-log-studio/t/concept/concept-x.md:1:1")),
                 qPrintable(describe(check)));
        QVERIFY(!check.out.toUtf8().contains(kSecret));

        const QString out = tw.outside() + QStringLiteral("/site");
        const Run exported =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), out});
        QVERIFY2(exported.exitCode == 0, qPrintable(describe(exported)));
        const QByteArray site = everythingUnder(out);
        QVERIFY(!site.contains(kSecret));
        QVERIFY(!site.contains("바깥 규칙"));
        QVERIFY(site.contains("규칙"));
        QVERIFY(
            !QFileInfo::exists(out + QStringLiteral("/tech-log-studio/t/concept/concept-x.html")));
    }

    void documentLinkedInsideStillLoads() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("drafts/rule-kept.md"),
                         ruleDoc(QStringLiteral("kept"), QStringLiteral("안에 있는 규칙"))));
        QVERIFY(link(tw.abs(QStringLiteral("drafts/rule-kept.md")),
                     tw.abs(QStringLiteral("tech-log-studio/t/rule/rule-kept.md"))));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        QVERIFY(documentAt(*ws, QStringLiteral("tech-log-studio/t/rule/rule-kept.md")));
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("path-outside-workspace")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
    }

    void bodyFileLinkedOutIsNotRead() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("../../body.md"), kSecret));
        QVERIFY(link(tw.outside() + QStringLiteral("/body.md"),
                     tw.abs(QStringLiteral("tech-log-studio/t/rule/r.body.md"))));
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"),
                                        QStringLiteral("body: r.body.md\n"), QString())));
        const std::optional<Workspace> ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(d, ws->diagnostics, QStringLiteral("path-outside-workspace"), kRule);
        QVERIFY(d.line > 1);
        const Document* doc = documentAt(*ws, kRule);
        QVERIFY(doc);
        QVERIFY(!doc->body.text().toUtf8().contains(kSecret));
    }

    void exportNeverWritesThroughLinksInOut() {
        TempWorkspace tw;
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"))));
        const QString victim = tw.outside() + QStringLiteral("/bashrc");
        QVERIFY(tw.write(QStringLiteral("../../bashrc"), QByteArray("# my shell setup\n")));
        const QString out = tw.outside() + QStringLiteral("/site");
        QVERIFY(link(victim, out + QStringLiteral("/index.html")));
        const Run r =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("index.html")) &&
                     r.err.contains(QStringLiteral("symbolic link")),
                 qPrintable(describe(r)));
        QCOMPARE(readBytes(victim), QByteArray("# my shell setup\n"));
    }

    void exportNeverFillsLinkedFoldersOrCreatesDanglingTargets() {
        TempWorkspace tw;
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"))));
        const QString elsewhere = tw.outside() + QStringLiteral("/elsewhere");
        QVERIFY(QDir().mkpath(elsewhere));
        const QString out = tw.outside() + QStringLiteral("/site");
        QVERIFY(link(elsewhere, out + QStringLiteral("/static")));
        const QString created = tw.outside() + QStringLiteral("/created.html");
        QVERIFY(link(created, out + QStringLiteral("/tech-log-studio/t/rule/rule-r.html")));
        const Run r =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QDir(elsewhere).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden));
        QVERIFY(!QFileInfo::exists(created));
    }

    void exportReplacesPagesAndLeavesNoTemporaryFiles() {
        TempWorkspace tw;
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"))));
        const QString out = tw.outside() + QStringLiteral("/site");
        QCOMPARE(runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), out})
                     .exitCode,
                 0);
        const QString page = out + QStringLiteral("/tech-log-studio/t/rule/rule-r.html");
        // An old page held open by a reader keeps its bytes: the new page is a new file.
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("고친 규칙"))));
        QFile before(page);
        QVERIFY(before.open(QIODevice::ReadOnly));
        QCOMPARE(runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), out})
                     .exitCode,
                 0);
        const QByteArray old = before.readAll();
        QVERIFY(!old.contains("고친 규칙"));
        QVERIFY(readBytes(page).contains("고친 규칙"));
        QDirIterator it(out, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString f = it.next();
            QVERIFY2(!QFileInfo(f).fileName().startsWith(QLatin1Char('.')), qPrintable(f));
        }
    }

    void workspaceRootIndexDocumentKeepsItsPage() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("index.md"),
                         ruleDoc(QStringLiteral("i"), QStringLiteral("뿌리의 색인 문서"))));
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"))));
        const QString out = tw.outside() + QStringLiteral("/site");
        const Run r =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--html"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
        // The site index is still the index; the document has a page of its own, linked from it.
        const QByteArray index = readBytes(out + QStringLiteral("/index.html"));
        const QByteArray page = readBytes(out + QStringLiteral("/index-2.html"));
        QVERIFY(page.contains("뿌리의 색인 문서"));
        QVERIFY(index.contains("index-2.html"));
        QVERIFY(index.contains("rule-r.html"));
    }

    void evidenceRenderNeitherReadsNorWritesThroughLinksOut() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("../../passwd"), kSecret + "\nexit 0\n"));
        QVERIFY(link(tw.outside() + QStringLiteral("/passwd"),
                     tw.abs(QStringLiteral("final/evidence/raw/leak.txt"))));
        QVERIFY(
            tw.write(QStringLiteral("final/evidence/raw/x.txt"), QByteArray("$ echo\nexit 0\n")));
        const QString victim = tw.outside() + QStringLiteral("/victim.svg");
        QVERIFY(tw.write(QStringLiteral("../../victim.svg"), QByteArray("<svg/>")));
        QVERIFY(link(victim, tw.abs(QStringLiteral("final/evidence/rendered/x.svg"))));
        const Run r = runTechlog({QStringLiteral("evidence"), QStringLiteral("render"), tw.root()});
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY(r.err.contains(QStringLiteral("leak")));
        QVERIFY(!QFileInfo::exists(tw.abs(QStringLiteral("final/evidence/rendered/leak.svg"))));
        QCOMPARE(readBytes(victim), QByteArray("<svg/>"));
        QVERIFY(!everythingUnder(tw.root()).contains(kSecret));
    }

    void acceptedRecordNeverWritesThroughLinksOut() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("../../victim.txt"), QByteArray("keep me\n")));
        const QString victim = tw.outside() + QStringLiteral("/victim.txt");
        // The record itself leads out: refused, the victim untouched.
        QVERIFY(link(victim, tw.abs(QStringLiteral("final/evidence/raw/k.txt"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        AcceptResult r =
            acceptRecord(*ws, QStringLiteral("k"), QStringLiteral("new\n"), QDate(2026, 1, 2));
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
        QCOMPARE(readBytes(victim), QByteArray("keep me\n"));
        // The backup leads out: refused, the victim untouched, the record kept.
        QFile::remove(tw.abs(QStringLiteral("final/evidence/raw/k.txt")));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/k.txt"), QByteArray("old\n")));
        QVERIFY(link(victim, tw.abs(QStringLiteral("final/evidence/raw/k.txt.bak"))));
        r = acceptRecord(*ws, QStringLiteral("k"), QStringLiteral("new\n"), QDate(2026, 1, 2));
        QVERIFY(!r.ok);
        QCOMPARE(readBytes(victim), QByteArray("keep me\n"));
        QCOMPARE(readBytes(tw.abs(QStringLiteral("final/evidence/raw/k.txt"))),
                 QByteArray("old\n"));
        // A record linked inside the workspace is replaced at its target.
        QFile::remove(tw.abs(QStringLiteral("final/evidence/raw/k.txt.bak")));
        QFile::remove(tw.abs(QStringLiteral("final/evidence/raw/k.txt")));
        QVERIFY(tw.write(QStringLiteral("kept/k.txt"), QByteArray("old\n")));
        QVERIFY(link(tw.abs(QStringLiteral("kept/k.txt")),
                     tw.abs(QStringLiteral("final/evidence/raw/k.txt"))));
        r = acceptRecord(*ws, QStringLiteral("k"), QStringLiteral("new\n"), QDate(2026, 1, 2));
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(readBytes(tw.abs(QStringLiteral("kept/k.txt"))), QByteArray("new\n"));
        QVERIFY(QFileInfo(tw.abs(QStringLiteral("final/evidence/raw/k.txt"))).isSymLink());
        // The figure leads out: not drawn there, the victim untouched, the record accepted.
        QDir().mkpath(tw.abs(QStringLiteral("final/evidence/rendered")));
        QVERIFY(link(victim, tw.abs(QStringLiteral("final/evidence/rendered/k.svg"))));
        const RecordSvgRenderer renderer;
        r = acceptRecord(*ws, QStringLiteral("k"), QStringLiteral("newer\n"), QDate(2026, 1, 2),
                         &renderer);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!r.svgRendered);
        QVERIFY(!r.svgError.isEmpty());
        QCOMPARE(readBytes(victim), QByteArray("keep me\n"));
        QCOMPARE(readBytes(tw.abs(QStringLiteral("kept/k.txt"))), QByteArray("newer\n"));
    }

    // A single output file named by the user is written as itself, never through a link.
    void pdfExportRefusesALinkAsItsFile() {
        TempWorkspace tw;
        QVERIFY(tw.write(kRule, ruleDoc(QStringLiteral("r"), QStringLiteral("규칙"))));
        const QString victim = tw.outside() + QStringLiteral("/bashrc");
        QVERIFY(tw.write(QStringLiteral("../../bashrc"), QByteArray("# my shell setup\n")));
        const QString pdf = tw.outside() + QStringLiteral("/out.pdf");
        QVERIFY(link(victim, pdf));
        const Run r =
            runTechlog({QStringLiteral("export"), tw.root(), QStringLiteral("--pdf"), pdf});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("symbolic link")), qPrintable(describe(r)));
        QCOMPARE(readBytes(victim), QByteArray("# my shell setup\n"));
    }
};

QTEST_GUILESS_MAIN(TestLinkSafety)
#include "tst_linksafety.moc"
