// EvidenceChecks: what documents say about their evidence against the files in final/evidence/
// (caption claims, rendered figures), on temporary workspaces loaded with loadCheckedWorkspace;
// the per-document check against the whole-workspace run; cancel, progress and runChecks.
#include <QFile>
#include <QThreadPool>
#include <QtConcurrent>
#include <QtTest>
#include <atomic>

#include "checkedworkspace.h"
#include "evidencechecks.h"
#include "evidencepaths.h"
#include "recordprovenance.h"
#include "recordreader.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("tech-log-studio/t/case/case-c.md");
const QString kTitle = QStringLiteral("검사 대상 사례");
const QString kDoc = QStringLiteral("tech-log-studio/topic-a/case/case-one.md");
const QString kDoc2 = QStringLiteral("tech-log-studio/topic-a/case/case-two.md");

// 1-based line of the first line containing `needle`.
int lineOf(const QString& text, const QString& needle) {
    const qsizetype at = text.indexOf(needle);
    if (at < 0) qFatal("needle not in text: %s", qPrintable(needle));
    return int(QStringView(text).left(at).count(u'\n')) + 1;
}

// Column (1-based) of `needle` on its line.
int columnOf(const QString& text, const QString& needle) {
    const qsizetype at = text.indexOf(needle);
    return int(at - text.lastIndexOf(QLatin1Char('\n'), at));
}

QString assetsFor(const QStringList& keys) {
    QString s = QStringLiteral("evidenceCapturedOn: 2026-11-30\nassets:\n");
    for (const QString& k : keys)
        s += QStringLiteral("  - key: %1\n    file: ../../../final/evidence/rendered/%1.svg\n")
                 .arg(k);
    s += QStringLiteral("evidence:\n");
    for (const QString& k : keys)
        s += QStringLiteral("  - ../../../final/evidence/raw/%1.txt\n").arg(k);
    return s;
}

// A case with everything present for `keys`, plus `bodyExtra` in its `## 본문`.
QString caseText(const QStringList& keys, const QString& bodyExtra) {
    return markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                       assetsFor(keys), caseBody(kTitle, QString(), QString(), bodyExtra));
}

// A figure that says it was drawn from `record` (the renderer's metadata, without a drawing).
QByteArray figureOf(const QByteArray& record) {
    return "<svg xmlns=\"http://www.w3.org/2000/svg\">" +
           RecordProvenance::of(RecordReader::read(record), QStringLiteral("test/1"),
                                QStringLiteral("test"))
               .metadataElement() +
           "</svg>\n";
}

// The record of `key` and a figure drawn from it.
void writeRecords(const TempWorkspace& tw, const QString& key, const QByteArray& raw) {
    tw.write(EvidencePaths::relativeRecord(key), raw);
    tw.write(EvidencePaths::relativeFigure(key), figureOf(raw));
}

std::optional<Workspace> loadChecked(const TempWorkspace& tw, const LoadOptions& options = {}) {
    QString error;
    std::optional<Workspace> ws = loadCheckedWorkspace(tw.root(), options, &error);
    if (!ws) qWarning("loadCheckedWorkspace(%s): %s", qPrintable(tw.root()), qPrintable(error));
    return ws;
}

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

Diagnostics figureFindings(const Diagnostics& all) {
    Diagnostics found = withCode(all, QStringLiteral("evidence-render-missing"));
    found += withCode(all, QStringLiteral("evidence-render-stale"));
    return found;
}

}  // namespace

class TestEvidenceChecks : public QObject {
    Q_OBJECT

private slots:
    void cleanCaseIsCleanUnderEveryCheck() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\nout\nexit 0\n");
        QVERIFY(tw.write(
            kCase, caseText({QStringLiteral("k")},
                            QStringLiteral(":::evidence key=\"k\" alt=\"a\" caption=\"기록 — 3줄 · "
                                           "exit 0\"\n:::\n"))));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(ws->errorCount() == 0 && ws->warningCount() == 0,
                 qPrintable(dump(ws->diagnostics)));
    }

    void captionClaimsWrongLineCount() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\none\ntwo\nexit 0\n");  // 4 lines
        const QString directive = QStringLiteral(
            ":::evidence key=\"k\" alt=\"a\" caption=\"실행 기록 — 3줄 · exit 0\"\n:::\n");
        const QString text = caseText({QStringLiteral("k")}, directive);
        QVERIFY(tw.write(kCase, text));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-caption-mismatch"), kCase);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, lineOf(text, QStringLiteral(":::evidence key=\"k\"")));
        QCOMPARE(e.column, columnOf(text, QStringLiteral("caption=")));
        QVERIFY2(e.message.contains(QStringLiteral("3줄 but the record has 4 lines")),
                 qPrintable(e.message));
        QVERIFY(!e.message.contains(QStringLiteral("exit 0 but")));
    }

    // A matrix's claims (`RC 2/4 23505 · SER 2/4 40001`) are held to its summary lines, even
    // when the summary sits at the end of a record longer than what the reader keeps.
    void captionClaimsOfAnIsolationMatrix() {
        TempWorkspace tw;
        QByteArray record = "# PostgreSQL 15.18\n$ techlog replay k --levels all\n";
        for (int i = 0; i < 400; ++i) record += "== padding line of the levels' runs ==\n";
        record += "read committed: 4/4 rounds held · 23505 in 2/4 rounds · n 1\n"
                  "serializable: 2/4 rounds held · 40001 in 2/4 rounds · n 1\n"
                  "exit 1\n";
        writeRecords(tw, QStringLiteral("k"), record);
        const QString right = QStringLiteral(
            ":::evidence key=\"k\" alt=\"a\" caption=\"RC 2/4 23505 · SER 2/4 40001 · SER 2/4 "
            "held — exit 1\"\n:::\n");
        QVERIFY(tw.write(kCase, caseText({QStringLiteral("k")}, right)));
        auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(ws->errorCount() == 0, qPrintable(dump(ws->diagnostics)));

        const QString wrong = QStringLiteral(
            ":::evidence key=\"k\" alt=\"a\" caption=\"RC 2/4 23505 · SER 2/4 23505 · RR 4/4 "
            "held — exit 1\"\n:::\n");
        QVERIFY(tw.write(kCase, caseText({QStringLiteral("k")}, wrong)));
        ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-caption-mismatch"), kCase);
        QVERIFY2(e.message.contains(
                     QStringLiteral("SER 2/4 23505 but the record says SER 0/4 23505")),
                 qPrintable(e.message));
        QVERIFY2(e.message.contains(
                     QStringLiteral("RR 4/4 held but the record says no repeatable read")),
                 qPrintable(e.message));
        QVERIFY(!e.message.contains(QStringLiteral("RC 2/4")));
    }

    void captionClaimsWrongExitStatus() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\nfailed\nexit 1\n");
        const QString text =
            caseText({QStringLiteral("k")},
                     QStringLiteral(
                         ":::evidence key=\"k\" alt=\"a\" caption=\"기록 — 3줄 · exit 0\"\n:::\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-caption-mismatch"), kCase);
        QVERIFY2(e.message.contains(QStringLiteral("exit 0 but the record ends with exit 1")),
                 qPrintable(e.message));
        QVERIFY(!e.message.contains(QStringLiteral("줄 but")));
    }

    void captionClaimsExitButRecordHasNone() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\nout\n");
        const QString text =
            caseText({QStringLiteral("k")},
                     QStringLiteral(
                         ":::evidence key=\"k\" alt=\"a\" caption=\"기록 — 2줄 · exit 0\"\n:::\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-caption-mismatch"), kCase);
        QVERIFY(e.message.contains(QStringLiteral("no `exit N`")));
    }

    void captionMatchingRecordAndDiagramCaptionAreFine() {
        TempWorkspace tw;
        // CRLF record without a final newline: still 3 lines, exit 0.
        writeRecords(tw, QStringLiteral("k"), "$ run\r\nout\r\nexit 0");
        tw.write(QStringLiteral("final/assets/diagrams/d.svg"), QByteArray("<svg/>"));
        const QString text = caseText(
            {QStringLiteral("k")},
            QStringLiteral(
                ":::evidence key=\"k\" alt=\"a\" caption=\"기록 — 3줄 · exit 0\"\n:::\n"
                ":::evidence key=\"k\" alt=\"a\" caption=\"중간 — 대시 뒤에 주장 없음\"\n:::\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("evidence-caption-mismatch")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
    }

    void seed002CaptionsHeldToTheirRecords() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        TempWorkspace tw;
        const QString rel = QStringLiteral("imports/002.txt");
        QVERIFY(tw.copy(seed002(), rel));
        // `— 69줄 · exit 0` against a record of 68 lines; `— 10줄 · exit 0` against 10.
        QByteArray sixtyEight, ten;
        for (int i = 0; i < 67; ++i) sixtyEight += "line\n";
        sixtyEight += "exit 0\n";
        for (int i = 0; i < 9; ++i) ten += "line\n";
        ten += "exit 0\n";
        writeRecords(tw, QStringLiteral("a05-f026-enqueue"), sixtyEight);
        writeRecords(tw, QStringLiteral("a05-f026-enqueue-race"), ten);
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-caption-mismatch"), rel);
        const QString text = QString::fromUtf8(readBytes(seed002()));
        QCOMPARE(e.line, 70);
        const QString line70 = text.section(QLatin1Char('\n'), 69, 69);
        QCOMPARE(e.column, int(line70.indexOf(QStringLiteral("caption="))) + 1);
        QVERIFY2(e.message.contains(QStringLiteral("69줄 but the record has 68 lines")),
                 qPrintable(e.message));
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("asset-missing"), rel).isEmpty());
    }

    void seed000CaptionHeldToItsRecordAtCanonicalLocation() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        TempWorkspace tw;
        const QString rel = QStringLiteral(
            "tech-log-studio/owner-safe-state-machines/concept/"
            "concept-cas-tuple-and-update-count.md");
        QVERIFY(tw.copy(seed000(), rel));
        QByteArray seventeen;
        for (int i = 0; i < 17; ++i) seventeen += "line\n";
        writeRecords(tw, QStringLiteral("cas-tuple-and-update-count"), seventeen);
        tw.write(QStringLiteral("final/assets/diagrams/cas-tuple-and-update-count.svg"),
                 QByteArray("<svg/>"));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-caption-mismatch"), rel);
        QCOMPARE(e.line, 37);
        QVERIFY2(e.message.contains(QStringLiteral("18줄 but the record has 17 lines")),
                 qPrintable(e.message));
        QVERIFY2(countSeverity(ws->diagnostics, Severity::Error) == 1,
                 qPrintable(dump(ws->diagnostics)));
    }

    void captionOfARecordLinkedOutIsNotHeldToIt() {
        TempWorkspace tw;
        // The record leads out of the workspace: never read, so nothing to hold the caption to.
        QVERIFY(tw.write(QStringLiteral("../../outside.txt"), QByteArray("$ a\nexit 9\n")));
        QDir().mkpath(tw.abs(EvidencePaths::rawFolder()));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/outside.txt"),
                            tw.abs(EvidencePaths::relativeRecord(QStringLiteral("k")))));
        QVERIFY(
            tw.write(kCase, caseText({QStringLiteral("k")},
                                     QStringLiteral(":::evidence key=\"k\" alt=\"a\" "
                                                    "caption=\"기록 — 3줄 · exit 0\"\n:::\n"))));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("evidence-caption-mismatch")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
        QVERIFY(figureFindings(ws->diagnostics).isEmpty());
    }

    // --- rendered figures ---

    void missingFigureIsReportedAtTheAssetFileLine() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")),
                         QByteArray("$ ls\nexit 0\n")));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(d, ws->diagnostics, QStringLiteral("evidence-render-missing"), kDoc);
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.line, fileLine(0));
        QVERIFY(d.column > 1);
        QCOMPARE(d.message,
                 QStringLiteral("final/evidence/raw/rec.txt is not rendered: "
                                "final/evidence/rendered/rec.svg does not exist (`techlog evidence "
                                "render WORKSPACE --key rec` draws it)"));
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("evidence-render-stale")).isEmpty());
    }

    void changedRecordMakesTheFigureStale() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        writeRecords(tw, QStringLiteral("rec"), "$ ls\nexit 0\n");
        auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(figureFindings(ws->diagnostics).isEmpty(), qPrintable(dump(ws->diagnostics)));

        const QByteArray changed = "$ ls\nfile\nexit 0\n";
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), changed));
        ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(d, ws->diagnostics, QStringLiteral("evidence-render-stale"), kDoc);
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.line, fileLine(0));
        // Names both hashes, so the author sees which record the figure shows.
        const QByteArray before = RecordReader::read(QByteArray("$ ls\nexit 0\n")).sha256;
        const QByteArray now = RecordReader::read(changed).sha256;
        QVERIFY2(d.message.contains(QString::fromLatin1(before.left(12))) &&
                     d.message.contains(QString::fromLatin1(now.left(12))),
                 qPrintable(d.message));
    }

    void figureWithoutProvenanceIsStale() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), QByteArray("x\n")));
        QVERIFY(
            tw.write(EvidencePaths::relativeFigure(QStringLiteral("rec")),
                     QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>x</text></svg>")));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(d, ws->diagnostics, QStringLiteral("evidence-render-stale"), kDoc);
        QVERIFY(d.message.contains(QLatin1String("no provenance")));
    }

    void assetsWithoutRawRecordAreNotChecked() {
        TempWorkspace tw;
        // `rec` has no raw record; the diagram is not rendered evidence at all.
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(figureFindings(ws->diagnostics).isEmpty(), qPrintable(dump(ws->diagnostics)));
    }

    void figureThatIsALinkIsNotRead() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), QByteArray("x\n")));
        QVERIFY(tw.write(QStringLiteral("../../elsewhere.svg"), QByteArray("<svg/>")));
        QDir().mkpath(tw.abs(EvidencePaths::renderedFolder()));
        QVERIFY(QFile::link(tw.outside() + QStringLiteral("/elsewhere.svg"),
                            tw.abs(EvidencePaths::relativeFigure(QStringLiteral("rec")))));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        QVERIFY2(figureFindings(ws->diagnostics).isEmpty(), qPrintable(dump(ws->diagnostics)));
        // The model says where it leads.
        QVERIFY(!withCode(ws->diagnostics, QStringLiteral("path-outside-workspace")).isEmpty());
    }

    void eachDocumentGetsOneFindingPerKey() {
        TempWorkspace tw;
        QVERIFY(tw.write(
            kDoc, caseWith(QStringLiteral("one"), {QStringLiteral("rec"), QStringLiteral("rec")})));
        QVERIFY(tw.write(kDoc2, caseWith(QStringLiteral("two"),
                                         {QStringLiteral("other"), QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), QByteArray("x\n")));
        QVERIFY(
            tw.write(EvidencePaths::relativeRecord(QStringLiteral("other")), QByteArray("y\n")));
        QVERIFY(
            tw.write(EvidencePaths::relativeFigure(QStringLiteral("other")), QByteArray("<svg/>")));
        const auto ws = loadChecked(tw);
        QVERIFY(ws);
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("evidence-render-missing"), kDoc).size(),
                 1);
        TL_ONE_DIAGNOSTIC(missing2, ws->diagnostics, QStringLiteral("evidence-render-missing"),
                          kDoc2);
        QCOMPARE(missing2.line, fileLine(1));
        TL_ONE_DIAGNOSTIC(stale2, ws->diagnostics, QStringLiteral("evidence-render-stale"), kDoc2);
        QCOMPARE(stale2.line, fileLine(0));
    }

    // --- one document, the whole workspace, the loader ---

    void oneDocumentGivesWhatTheWorkspaceRunGivesIt() {
        TempWorkspace tw;
        QVERIFY(tw.write(kDoc, caseWith(QStringLiteral("one"),
                                        {QStringLiteral("rec"), QStringLiteral("other")})));
        QVERIFY(tw.write(kDoc2, caseWith(QStringLiteral("two"), {QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), QByteArray("x\n")));
        QVERIFY(
            tw.write(EvidencePaths::relativeRecord(QStringLiteral("other")), QByteArray("y\n")));
        QVERIFY(
            tw.write(EvidencePaths::relativeFigure(QStringLiteral("other")), QByteArray("<svg/>")));
        const auto model = tw.load();
        QVERIFY(model);
        Workspace checked = *model;
        EvidenceChecks::checkWorkspace(checked);
        Diagnostics added;
        for (const Document& doc : model->documents)
            added += EvidenceChecks::checkDocument(*model, doc);
        QCOMPARE(added.size(), 3);
        QCOMPARE(checked.diagnostics.size(), model->diagnostics.size() + added.size());
        for (const Document& doc : model->documents) {
            Diagnostics one = EvidenceChecks::checkDocument(*model, doc);
            sortDiagnostics(one);
            Diagnostics inRun;
            for (const Diagnostic& d : checked.diagnosticsFor(doc.path))
                if (d.code.startsWith(QLatin1String("evidence-render"))) inRun.append(d);
            QCOMPARE(dump(one), dump(inRun));
        }
    }

    void checkWorkspaceReportsProgressPerDocumentAndStopsWhenCancelled() {
        TempWorkspace tw;
        for (int i = 0; i < 5; ++i)
            QVERIFY(tw.write(QStringLiteral("tech-log-studio/topic-a/case/case-%1.md").arg(i),
                             caseWith(QStringLiteral("s%1").arg(i), {QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), QByteArray("x\n")));
        const auto model = tw.load();
        QVERIFY(model);
        Workspace ws = *model;
        std::atomic_int calls{0};
        std::atomic_int lastTotal{0};
        EvidenceChecks::checkWorkspace(ws, [&](int, int total) {
            ++calls;
            lastTotal = total;
        });
        QCOMPARE(calls.load(), 5);
        QCOMPARE(lastTotal.load(), 5);
        QCOMPARE(withCode(ws.diagnostics, QStringLiteral("evidence-render-missing")).size(), 5);

        Workspace cancelled = *model;
        const std::atomic_bool stop{true};
        EvidenceChecks::checkWorkspace(cancelled, {}, &stop);
        QVERIFY(
            withCode(cancelled.diagnostics, QStringLiteral("evidence-render-missing")).isEmpty());
        LoadOptions options;
        options.cancel = &stop;
        QString error;
        QVERIFY(!loadCheckedWorkspace(tw.root(), options, &error));
        QCOMPARE(error, QStringLiteral("cancelled"));
    }

    // The studio's loader calls this from a global-pool thread; with one such thread (one core,
    // or every thread busy) a map queued on the same pool would wait for its caller forever.
    void checkWorkspaceFinishesWhenCalledFromTheOnlyGlobalPoolThread() {
        TempWorkspace tw;
        for (int i = 0; i < 3; ++i)
            QVERIFY(tw.write(QStringLiteral("tech-log-studio/topic-a/case/case-%1.md").arg(i),
                             caseWith(QStringLiteral("s%1").arg(i), {QStringLiteral("rec")})));
        QVERIFY(tw.write(EvidencePaths::relativeRecord(QStringLiteral("rec")), QByteArray("x\n")));
        const auto model = tw.load();
        QVERIFY(model);
        QThreadPool* global = QThreadPool::globalInstance();
        const int before = global->maxThreadCount();
        global->setMaxThreadCount(1);
        QFuture<int> found = QtConcurrent::run([ws = *model]() mutable {
            EvidenceChecks::checkWorkspace(ws);
            return int(withCode(ws.diagnostics, QStringLiteral("evidence-render-missing")).size());
        });
        QTRY_VERIFY_WITH_TIMEOUT(found.isFinished(), 20000);
        global->setMaxThreadCount(before);
        QCOMPARE(found.result(), 3);
    }

    void withoutChecksTheLoaderReadsNoRecordOrFigure() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\none\ntwo\nexit 0\n");
        QVERIFY(
            tw.write(kCase, caseText({QStringLiteral("k")},
                                     QStringLiteral(":::evidence key=\"k\" alt=\"a\" "
                                                    "caption=\"기록 — 3줄 · exit 0\"\n:::\n"))));
        LoadOptions options;
        options.runChecks = false;
        const auto bare = loadChecked(tw, options);
        const auto checked = loadChecked(tw);
        QVERIFY(bare && checked);
        QCOMPARE(bare->documents.size(), checked->documents.size());
        QVERIFY(withCode(bare->diagnostics, QStringLiteral("evidence-caption-mismatch")).isEmpty());
        QCOMPARE(withCode(checked->diagnostics, QStringLiteral("evidence-caption-mismatch")).size(),
                 1);
    }
};

QTEST_MAIN(TestEvidenceChecks)
#include "tst_evidencechecks.moc"
