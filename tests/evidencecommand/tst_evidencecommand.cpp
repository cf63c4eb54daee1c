// `techlog evidence render` on temporary workspaces built on disk, and what the checks
// (loadCheckedWorkspace) say of the figures it drew. The checks themselves: tests/evidencechecks.
#include <QFileInfo>
#include <QtTest>

#include "checkedworkspace.h"
#include "commands.h"
#include "recordprovenance.h"
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

// The figure findings of a checked load.
Diagnostics check(const TempWorkspace& tw) {
    const std::optional<Workspace> ws = loadCheckedWorkspace(tw.root());
    if (!ws)
        return {Diagnostic{
            QStringLiteral("?"), 1, 1, Severity::Error, QStringLiteral("load-failed"), {}}};
    return withCode(ws->diagnostics, QStringLiteral("evidence-render-missing")) +
           withCode(ws->diagnostics, QStringLiteral("evidence-render-stale"));
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
        const std::optional<RecordProvenance> p = RecordProvenance::read(a);
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
};

QTEST_MAIN(TestEvidenceCommand)
#include "tst_evidencecommand.moc"
