// `techlog evidence render` and the evidence-render-missing / -stale checks, on temporary
// workspaces built on disk and loaded with loadWorkspace.
#include <QFileInfo>
#include <QtTest>

#include "commands.h"
#include "evidencerenderchecks.h"
#include "recordsvgrenderer.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kDoc = QStringLiteral("tech-log-studio/topic-a/case/case-one.md");
const QString kDoc2 = QStringLiteral("tech-log-studio/topic-a/case/case-two.md");

// A case whose front matter shows `keys` as rendered evidence (plus one diagram).
QString caseWith(const QString& slug, const QStringList& keys) {
    QString extra = QStringLiteral("evidenceCapturedOn: 2026-09-02\nassets:\n");
    for (const QString& key : keys)
        extra += QStringLiteral("  - key: %1\n    file: ../../../final/evidence/rendered/%1.svg\n")
                     .arg(key);
    extra +=
        QStringLiteral("  - key: diagram\n    file: ../../../final/assets/diagrams/diagram.svg\n");
    return markdownDoc(QStringLiteral("CASE"), slug, QStringLiteral("제목 ") + slug,
                       QStringLiteral("topic-a"), extra,
                       caseBody(QStringLiteral("제목 ") + slug, QString()));
}
// The line of the index-th `file:` entry of caseWith's front matter.
int fileLine(int index) {
    const QStringList lines =
        caseWith(QStringLiteral("x"), {QStringLiteral("k")}).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].trimmed().startsWith(QLatin1String("file:"))) return i + 1 + 2 * index;
    return -1;
}

int run(const QStringList& args) { return cli::runEvidence(args); }

Diagnostics check(const TempWorkspace& tw) {
    const std::optional<Workspace> ws = tw.load();
    if (!ws)
        return {Diagnostic{
            QStringLiteral("?"), 1, 1, Severity::Error, QStringLiteral("load-failed"), {}}};
    return checkRenderedEvidence(*ws);
}

}  // namespace

class TestEvidenceCommand : public QObject {
    Q_OBJECT

private slots:
    void renderWritesEachRecordThenLeavesThemAlone() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/a.txt"),
                         QByteArray("$ echo 가\n가\nexit 0\n")));
        QVERIFY(
            tw.write(QStringLiteral("final/evidence/raw/b.txt"), QByteArray("$ false\nexit 1\n")));
        QCOMPARE(run({QStringLiteral("render"), tw.root()}), int(cli::Ok));
        const QString a = tw.abs(QStringLiteral("final/evidence/rendered/a.svg"));
        QVERIFY(QFileInfo::exists(a));
        QVERIFY(QFileInfo::exists(tw.abs(QStringLiteral("final/evidence/rendered/b.svg"))));
        const std::optional<RecordProvenance> p = RecordSvgRenderer::readProvenance(a);
        QVERIFY(p);
        QCOMPARE(p->lines, 3);
        QCOMPARE(p->exitStatus, std::optional<int>(0));

        // Up to date: not rewritten (the file keeps a marker we put in it).
        QByteArray bytes = readBytes(a);
        bytes.replace("</svg>", "<!-- untouched --></svg>");
        QVERIFY(tw.write(QStringLiteral("final/evidence/rendered/a.svg"), bytes));
        QCOMPARE(run({QStringLiteral("render"), tw.root()}), int(cli::Ok));
        QVERIFY(readBytes(a).contains("untouched"));

        // A changed record is drawn again.
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/a.txt"),
                         QByteArray("$ echo 나\n나\nexit 0\n")));
        QCOMPARE(run({QStringLiteral("render"), tw.root()}), int(cli::Ok));
        QVERIFY(!readBytes(a).contains("untouched"));
        QVERIFY(readBytes(a).contains("나"));
    }

    void renderOneKey() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/a.txt"), QByteArray("a\n")));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/b.txt"), QByteArray("b\n")));
        QCOMPARE(run({QStringLiteral("render"), tw.root(), QStringLiteral("--key"),
                      QStringLiteral("b")}),
                 int(cli::Ok));
        QVERIFY(!QFileInfo::exists(tw.abs(QStringLiteral("final/evidence/rendered/a.svg"))));
        QVERIFY(QFileInfo::exists(tw.abs(QStringLiteral("final/evidence/rendered/b.svg"))));
    }

    void unknownKeyExitsOne() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/a.txt"), QByteArray("a\n")));
        QCOMPARE(run({QStringLiteral("render"), tw.root(), QStringLiteral("--key"),
                      QStringLiteral("nope")}),
                 int(cli::Findings));
    }

    void usageErrorsExitTwo() {
        TempWorkspace tw;
        QCOMPARE(run({}), int(cli::Failure));
        QCOMPARE(run({QStringLiteral("draw"), tw.root()}), int(cli::Failure));
        QCOMPARE(run({QStringLiteral("render")}), int(cli::Failure));
        QCOMPARE(run({QStringLiteral("render"), tw.root(), QStringLiteral("--key")}),
                 int(cli::Failure));
        QCOMPARE(run({QStringLiteral("render"), tw.root(), QStringLiteral("--key"),
                      QStringLiteral("../x")}),
                 int(cli::Failure));
        QCOMPARE(run({QStringLiteral("render"), tw.root(), QStringLiteral("--bogus")}),
                 int(cli::Failure));
        QCOMPARE(run({QStringLiteral("render"), tw.abs(QStringLiteral("no-such-folder"))}),
                 int(cli::Failure));
        QCOMPARE(run({QStringLiteral("--help")}), int(cli::Ok));
        QCOMPARE(run({QStringLiteral("render"), QStringLiteral("-h")}), int(cli::Ok));
    }

    void unwritableOutputExitsTwo() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/a.txt"), QByteArray("a\n")));
        // A file where the output folder should be.
        QVERIFY(tw.write(QStringLiteral("final/evidence/rendered"), QByteArray("not a folder")));
        QCOMPARE(run({QStringLiteral("render"), tw.root()}), int(cli::Failure));
    }

    void missingRenderIsReportedAtTheAssetFileLine() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(
            tw.write(QStringLiteral("final/evidence/raw/rec.txt"), QByteArray("$ ls\nexit 0\n")));
        const Diagnostics found = check(tw);
        TL_ONE_DIAGNOSTIC(d, found, QStringLiteral("evidence-render-missing"), kDoc);
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.line, fileLine(0));
        QVERIFY(d.column > 1);
        QVERIFY(d.message.contains(QLatin1String("final/evidence/rendered/rec.svg")));
        QVERIFY(withCode(found, QStringLiteral("evidence-render-stale")).isEmpty());
    }

    void changedRecordMakesRenderStale() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(
            tw.write(QStringLiteral("final/evidence/raw/rec.txt"), QByteArray("$ ls\nexit 0\n")));
        QCOMPARE(run({QStringLiteral("render"), tw.root()}), int(cli::Ok));
        QVERIFY2(check(tw).isEmpty(), qPrintable(dump(check(tw))));

        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/rec.txt"),
                         QByteArray("$ ls\nfile\nexit 0\n")));
        const Diagnostics found = check(tw);
        TL_ONE_DIAGNOSTIC(d, found, QStringLiteral("evidence-render-stale"), kDoc);
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.line, fileLine(0));
    }

    void renderWithoutProvenanceIsStale() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/rec.txt"), QByteArray("x\n")));
        QVERIFY(
            tw.write(QStringLiteral("final/evidence/rendered/rec.svg"),
                     QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>x</text></svg>")));
        const Diagnostics found = check(tw);
        TL_ONE_DIAGNOSTIC(d, found, QStringLiteral("evidence-render-stale"), kDoc);
        QVERIFY(d.message.contains(QLatin1String("no provenance")));
    }

    void assetsWithoutRawRecordAreNotChecked() {
        TempWorkspace tw;
        // `rec` has no raw record; the diagram is not rendered evidence at all.
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        const Diagnostics found = check(tw);
        QVERIFY(withCode(found, QStringLiteral("evidence-render-missing")).isEmpty());
        QVERIFY(withCode(found, QStringLiteral("evidence-render-stale")).isEmpty());
    }

    void eachDocumentGetsOneFindingPerKey() {
        TempWorkspace tw;
        QVERIFY(tw.write(
            kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec"), QStringLiteral("rec")})));
        QVERIFY(tw.write(kDoc2, caseWith(QStringLiteral("two"),
                                         {QStringLiteral("other"), QStringLiteral("rec")})));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/rec.txt"), QByteArray("x\n")));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/other.txt"), QByteArray("y\n")));
        QVERIFY(
            tw.write(QStringLiteral("final/evidence/rendered/other.svg"), QByteArray("<svg/>")));
        const Diagnostics found = check(tw);
        QCOMPARE(withCode(found, QStringLiteral("evidence-render-missing"), kDoc).size(), 1);
        TL_ONE_DIAGNOSTIC(missing2, found, QStringLiteral("evidence-render-missing"), kDoc2);
        QCOMPARE(missing2.line, fileLine(1));
        TL_ONE_DIAGNOSTIC(stale2, found, QStringLiteral("evidence-render-stale"), kDoc2);
        QCOMPARE(stale2.line, fileLine(0));
    }

    void checkRunsAsLoaderExtraCheck() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(tw.write(QStringLiteral("final/evidence/raw/rec.txt"), QByteArray("x\n")));
        LoadOptions options;
        options.extraChecks.append(checkRenderedEvidence);
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(tw.root(), options, &error);
        QVERIFY2(ws, qPrintable(error));
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("evidence-render-missing")).size(), 1);
    }
};

QTEST_MAIN(TestEvidenceCommand)
#include "tst_evidencecommand.moc"
