// Insert Evidence: the plan (front-matter entries added only when absent, the caption's claim
// from the record, whether the figure must be drawn), the dialog (records and probes, the
// record shown before choosing), and the command in the window: one undo step, the block on
// lines of its own, the figure drawn off the UI thread, and the document then checks clean.
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTest>
#include <QTextBlock>

#include "checkedworkspace.h"
#include "directivecompleter.h"
#include "documentcommands.h"
#include "documentpane.h"
#include "evidencefixes.h"
#include "evidenceinsertion.h"
#include "evidencepaths.h"
#include "insertevidencedialog.h"
#include "livechecker.h"
#include "mainwindow.h"
#include "probefile.h"
#include "probeworkspace.h"
#include "recordprovenance.h"
#include "recordreader.h"
#include "recordsvgrenderer.h"
#include "screenshot.h"
#include "sourceeditor.h"
#include "tempworkspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {
const QString kCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");

const Document& documentOf(const Workspace& ws, const QString& path) {
    return ws.documents.at(ws.indexOfPath(path));
}
}  // namespace

class TestInsertEvidence : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<TempWorkspace> m_tw;

private slots:
    void init() {
        m_tw = std::make_unique<TempWorkspace>();
        QVERIFY(m_tw->copyTree(QStringLiteral(TECHLOG_SOURCE_DIR "/examples/docs/sample-service")));
    }
    void cleanup() { m_tw.reset(); }

    void claimCountsEveryLineAndTheExitWhenThereIsOne() {
        RecordFacts r;
        r.lines = 18;
        QCOMPARE(EvidenceInsertion::claim(r), QStringLiteral("18줄"));
        r.exitStatus = 0;
        QCOMPARE(EvidenceInsertion::claim(r), QStringLiteral("18줄 · exit 0"));
        QCOMPARE(EvidenceInsertion::captionWithClaim(QStringLiteral("장벽 경합 — 3줄"), r),
                 QStringLiteral("장벽 경합 — 18줄 · exit 0"));
        QCOMPARE(EvidenceInsertion::captionWithClaim(QString(), r),
                 QStringLiteral("— 18줄 · exit 0"));
    }

    // Accept as Evidence in a case that shows the key already: only the claims of its blocks
    // change (the caption's text kept, other attributes and blocks, code, untouched).
    void claimsOfABlockShowingTheKeyFollowTheRecord() {
        const RecordFacts record = RecordReader::read(QByteArrayView("a\nb\nexit 1\n"));
        const QString text = QStringLiteral(
            "# 사례\n\n:::evidence key=\"k\" alt=\"그림\" caption=\"두 작업자 — 1줄 · exit "
            "0\"\n:::\n\n"
            "```\n:::evidence key=\"k\" caption=\"코드 안 — 1줄\"\n```\n\n"
            ":::evidence key=\"other\" caption=\"다른 것 — 1줄\"\n:::\n\n"
            ":::evidence key=k\n:::\n");
        const std::optional<QString> updated =
            EvidenceInsertion::withClaimsUpdated(text, QStringLiteral("k"), record);
        QVERIFY(updated);
        const QStringList lines = updated->split(u'\n');
        QCOMPARE(lines[2],
                 QStringLiteral(
                     ":::evidence key=\"k\" alt=\"그림\" caption=\"두 작업자 — 3줄 · exit 1\""));
        QCOMPARE(lines[6], QStringLiteral(":::evidence key=\"k\" caption=\"코드 안 — 1줄\""));
        QCOMPARE(lines[9], QStringLiteral(":::evidence key=\"other\" caption=\"다른 것 — 1줄\""));
        QCOMPARE(lines[12], QStringLiteral(":::evidence key=\"k\" caption=\"— 3줄 · exit 1\""));
        QVERIFY(!EvidenceInsertion::withClaimsUpdated(text, QStringLiteral("none"), record));
    }

    void planAddsOnlyWhatIsAbsent() {
        const std::optional<Workspace> ws = m_tw->load();
        QVERIFY(ws);
        const Document& doc = documentOf(*ws, kCase);
        const QByteArray bytes = readBytes(m_tw->abs(kCase));
        const RecordFacts facts = RecordReader::readKey(*ws, QStringLiteral("claim-cas"));
        QVERIFY(facts.exists);

        EvidenceInsertion::Plan p = EvidenceInsertion::plan(
            *ws, doc, bytes, QStringLiteral("claim-cas"), QStringLiteral("청구 기록"),
            QStringLiteral("두 작업자가 같은 행을 청구한다"), true);
        QVERIFY2(p.ok(), qPrintable(p.error));
        QCOMPARE(p.added, (QStringList{QStringLiteral("assets"), QStringLiteral("evidence")}));
        QByteArray expected = bytes;
        expected.replace("enqueue-fixed-levels.svg\nevidence:",
                         "enqueue-fixed-levels.svg\n  - key: claim-cas\n    file: "
                         "../../../final/evidence/rendered/claim-cas.svg\nevidence:");
        expected.replace("enqueue-fixed-levels.txt\nsource:",
                         "enqueue-fixed-levels.txt\n  - ../../../final/evidence/raw/claim-cas.txt\n"
                         "source:");
        QCOMPARE(p.text, expected);
        QCOMPARE(p.block, QStringLiteral(":::evidence key=\"claim-cas\" alt=\"청구 기록\" "
                                         "caption=\"두 작업자가 같은 행을 청구한다 — %1\" "
                                         "zoom=\"true\"\n:::\n")
                              .arg(EvidenceInsertion::claim(facts)));
        QVERIFY(!p.drawFigure);  // the example's figures are current

        // A key the document already shows: nothing added to the front matter.
        p = EvidenceInsertion::plan(*ws, doc, bytes, QStringLiteral("enqueue-race"), {}, {}, false);
        QVERIFY(p.ok());
        QVERIFY(p.added.isEmpty());
        QCOMPARE(p.text, bytes);
        QVERIFY(p.block.contains(QStringLiteral("alt=\"enqueue-race\"")));
        QVERIFY(p.block.contains(QStringLiteral("zoom=\"false\"")));
    }

    void staleOrMissingFiguresAreDrawnAndRecordsOutsideRefused() {
        QVERIFY(
            QFile::remove(m_tw->abs(EvidencePaths::relativeFigure(QStringLiteral("claim-cas")))));
        // A record that changed since its figure was drawn.
        QFile record(m_tw->abs(EvidencePaths::relativeRecord(QStringLiteral("enqueue-race"))));
        QVERIFY(record.open(QIODevice::Append));
        record.write("$ echo again\nagain\n");
        record.close();
        // A probe with no record, and a record that is a link out of the workspace.
        QVERIFY(m_tw->write(EvidencePaths::relativeProbe(QStringLiteral("new-probe")),
                            QByteArray("name: new\n")));
        QVERIFY(m_tw->write(QStringLiteral("../secret.txt"), QByteArray("$ cat\nexit 0\n")));
        QVERIFY(QFile::link(m_tw->abs(QStringLiteral("../secret.txt")),
                            m_tw->abs(EvidencePaths::relativeRecord(QStringLiteral("away")))));
        const std::optional<Workspace> ws = m_tw->load();
        QVERIFY(ws);
        const Document& doc = documentOf(*ws, kCase);
        const QByteArray bytes = readBytes(m_tw->abs(kCase));
        for (const QString& key : {QStringLiteral("claim-cas"), QStringLiteral("enqueue-race")}) {
            const EvidenceInsertion::Plan p =
                EvidenceInsertion::plan(*ws, doc, bytes, key, {}, {}, true);
            QVERIFY2(p.ok() && p.drawFigure, qPrintable(key));
            RecordSvgRenderer drawer;
            QString error;
            QVERIFY2(EvidenceInsertion::drawFigure(*ws, key, drawer, &error), qPrintable(error));
            QVERIFY(FigureState::of(EvidencePaths::figure(ws->root, key), p.record).upToDate());
        }
        QVERIFY(!EvidenceInsertion::plan(*ws, doc, bytes, QStringLiteral("new-probe"), {}, {}, true)
                     .ok());
        QVERIFY(
            !EvidenceInsertion::plan(*ws, doc, bytes, QStringLiteral("away"), {}, {}, true).ok());
        QVERIFY(
            !EvidenceInsertion::plan(*ws, doc, bytes, QStringLiteral("../x"), {}, {}, true).ok());

        const QList<EvidenceInsertion::Candidate> all = EvidenceInsertion::candidates(*ws, doc);
        auto find = [&](const QString& key) {
            for (const EvidenceInsertion::Candidate& c : all)
                if (c.key == key) return c;
            return EvidenceInsertion::Candidate{};
        };
        QVERIFY(find(QStringLiteral("new-probe")).hasProbe);
        QVERIFY(!find(QStringLiteral("new-probe")).hasRecord);
        QVERIFY(find(QStringLiteral("enqueue-race")).registered);
        QVERIFY(!find(QStringLiteral("claim-cas")).registered);
    }

    void dialogShowsTheRecordBeforeItIsChosen() {
        QVERIFY(m_tw->write(EvidencePaths::relativeProbe(QStringLiteral("new-probe")),
                            QByteArray("name: new\n")));
        const std::optional<Workspace> loaded = m_tw->load();
        QVERIFY(loaded);
        auto ws = std::make_shared<const Workspace>(*loaded);
        InsertEvidenceDialog dialog(ws, documentOf(*ws, kCase));
        // Preselected: the first record the case does not show yet.
        QCOMPARE(dialog.choice().key, QStringLiteral("backfill-ledger-fence"));
        const QByteArray record = readBytes(
            m_tw->abs(EvidencePaths::relativeRecord(QStringLiteral("backfill-ledger-fence"))));
        QCOMPARE(dialog.recordView()->toPlainText(), QString::fromUtf8(record));
        // The text alternative starts as the probe's title, not the key.
        const auto titleOf = [&](const QString& key) {
            Diagnostics ignored;
            return parseProbe(probeFileForKey(m_tw->root(), key), ignored)->title;
        };
        QCOMPARE(dialog.altEdit()->text(), titleOf(QStringLiteral("backfill-ledger-fence")));
        QVERIFY(!dialog.select(QStringLiteral("new-probe")));  // no record yet
        QVERIFY(dialog.select(QStringLiteral("enqueue-permutation")));
        QVERIFY(dialog.recordView()->toPlainText().startsWith(QString::fromUtf8(
            readBytes(
                m_tw->abs(EvidencePaths::relativeRecord(QStringLiteral("enqueue-permutation"))))
                .left(40))));
        QCOMPARE(dialog.altEdit()->text(), titleOf(QStringLiteral("enqueue-permutation")));
        // The block to insert says the same (it said the record chosen before's).
        QVERIFY2(
            dialog.blockPreview()->text().contains(
                QStringLiteral("alt=\"%1\"").arg(titleOf(QStringLiteral("enqueue-permutation")))),
            qPrintable(dialog.blockPreview()->text()));
        // What the author writes there stays as another record is chosen.
        dialog.altEdit()->setText(QStringLiteral("두 넣기의 순서"));
        QVERIFY(dialog.select(QStringLiteral("claim-cas")));
        QCOMPARE(dialog.altEdit()->text(), QStringLiteral("두 넣기의 순서"));
        QVERIFY(dialog.select(QStringLiteral("enqueue-permutation")));
        dialog.captionEdit()->setText(QStringLiteral("순서 탐침"));
        const RecordFacts facts = RecordReader::readKey(*ws, QStringLiteral("enqueue-permutation"));
        QVERIFY(dialog.blockPreview()->text().contains(
            QStringLiteral("caption=\"순서 탐침 — %1\"").arg(EvidenceInsertion::claim(facts))));
        QVERIFY(dialog.facts()->text().contains(EvidenceInsertion::claim(facts)));
    }

    // The figure shows before the record is chosen, first: as drawn on disk, or, for a record
    // whose figure is not drawn yet, as it will be drawn.
    void dialogShowsTheFigureFirst() {
        QVERIFY(
            QFile::remove(m_tw->abs(EvidencePaths::relativeFigure(QStringLiteral("claim-cas")))));
        const std::optional<Workspace> loaded = m_tw->load();
        QVERIFY(loaded);
        auto ws = std::make_shared<const Workspace>(*loaded);
        InsertEvidenceDialog dialog(ws, documentOf(*ws, kCase));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.views()->currentIndex(), 0);
        QCOMPARE(dialog.views()->currentWidget()->findChild<QLabel*>(), dialog.figureView());
        QVERIFY(dialog.select(QStringLiteral("enqueue-permutation")));
        QVERIFY(!dialog.figureView()->pixmap().isNull());
        const QSize drawn = dialog.figureView()->pixmap().deviceIndependentSize().toSize();
        QVERIFY2(drawn.width() >= 200 && drawn.height() > 50,
                 qPrintable(QStringLiteral("%1x%2").arg(drawn.width()).arg(drawn.height())));
        screenshot(&dialog, QStringLiteral("insert-evidence-figure"));
        QVERIFY(dialog.select(QStringLiteral("claim-cas")));  // its figure to be drawn
        QVERIFY(!dialog.figureView()->pixmap().isNull());
        QVERIFY(dialog.facts()->text().contains(QStringLiteral("will be drawn")));
        QVERIFY(!QFileInfo::exists(  // shown, not written
            m_tw->abs(EvidencePaths::relativeFigure(QStringLiteral("claim-cas")))));
        // Wider dialog, wider figure.
        const int before = dialog.figureView()->pixmap().deviceIndependentSize().toSize().width();
        dialog.resize(dialog.width() + 300, dialog.height());
        QTRY_VERIFY(dialog.figureView()->pixmap().deviceIndependentSize().toSize().width() >
                    before);
    }

    void commandInsertsOneUndoStepAndDrawsTheFigure() {
        QVERIFY(
            QFile::remove(m_tw->abs(EvidencePaths::relativeFigure(QStringLiteral("claim-cas")))));
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        p.insertEvidence = [](QWidget*, std::shared_ptr<const Workspace>, const Document&) {
            return std::optional<EvidenceChoice>(EvidenceChoice{QStringLiteral("claim-cas"),
                                                                QStringLiteral("청구"),
                                                                QStringLiteral("청구 경합"), true});
        };
        w.session()->setPrompts(p);
        w.session()->liveChecker()->setDebounceMs(20);
        w.session()->openWorkspace(m_tw->root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(w.session()->selectDocument(kCase));
        SourceEditor* e = w.editor();
        const QString before = e->toPlainText();
        // The cursor on the first line of `## 문제`'s paragraph.
        QTextCursor c = e->document()->find(QStringLiteral("## 문제"));
        QVERIFY(!c.isNull());
        c.movePosition(QTextCursor::NextBlock);
        const QString paragraph = c.block().text();
        e->setTextCursor(c);
        QSignalSpy drawn(w.commands(), &DocumentCommands::figureDrawn);
        QVERIFY(w.commands()->insertEvidence());
        const QString after = e->toPlainText();
        QVERIFY(after.contains(paragraph + QStringLiteral("\n\n:::evidence key=\"claim-cas\"")));
        QVERIFY(after.contains(QStringLiteral("  - key: claim-cas\n")));
        QVERIFY(after.contains(QStringLiteral("  - ../../../final/evidence/raw/claim-cas.txt\n")));
        e->undo();
        QCOMPARE(e->toPlainText(), before);
        e->redo();
        QCOMPARE(e->toPlainText(), after);
        QTRY_COMPARE_WITH_TIMEOUT(drawn.count(), 1, 20000);
        QVERIFY(QFileInfo::exists(
            m_tw->abs(EvidencePaths::relativeFigure(QStringLiteral("claim-cas")))));

        // Saved, the case has no finding about the new evidence.
        QVERIFY(w.session()->save());
        QTRY_VERIFY_WITH_TIMEOUT(!w.documentPane()->isModified(), 20000);
        const std::optional<Workspace> ws = loadCheckedWorkspace(m_tw->root());
        QVERIFY(ws);
        for (const Diagnostic& d : ws->diagnostics)
            if (d.path == kCase)
                QVERIFY2(!d.message.contains(QStringLiteral("claim-cas")),
                         qPrintable(d.code + QLatin1Char(' ') + d.message));
    }

    void completionInAnEvidenceKeyOffersInsertEvidenceForTheWholeLine() {
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        int asked = 0;
        p.insertEvidence = [&](QWidget*, std::shared_ptr<const Workspace>, const Document&) {
            ++asked;
            return std::optional<EvidenceChoice>(
                EvidenceChoice{QStringLiteral("claim-cas"), {}, QStringLiteral("청구"), false});
        };
        w.session()->setPrompts(p);
        w.session()->openWorkspace(m_tw->root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(w.session()->selectDocument(kCase));
        SourceEditor* e = w.editor();
        QTextCursor c = e->document()->find(QStringLiteral("## 결론"));
        QVERIFY(!c.isNull());
        c.movePosition(QTextCursor::StartOfBlock);
        c.insertText(QStringLiteral(":::evidence key=\"cl\n\n"));
        c.movePosition(QTextCursor::PreviousBlock);
        c.movePosition(QTextCursor::PreviousBlock);
        c.movePosition(QTextCursor::EndOfBlock);
        e->setTextCursor(c);
        auto* completer = e->findChild<DirectiveCompleter*>();
        QVERIFY(completer);
        QVERIFY(completer->update());
        QStandardItemModel* rows = completer->model();
        QCOMPARE(rows->item(rows->rowCount() - 1)->data(DirectiveCompleter::ValueRole).toString(),
                 DirectiveCompleter::insertEvidenceValue());
        completer->accept(DirectiveCompleter::insertEvidenceValue());
        QCOMPARE(asked, 1);
        const QString after = e->toPlainText();
        QVERIFY(!after.contains(QStringLiteral(":::evidence key=\"cl\n")));
        QVERIFY(
            after.contains(QStringLiteral(":::evidence key=\"claim-cas\" alt=\"claim-cas\" "
                                          "caption=\"청구 — ")));
        QVERIFY(after.contains(QStringLiteral("zoom=\"false\"\n:::\n\n## 결론")));
    }

    void wrongCaptionClaimIsFixedOnItsCaptionOnly() {
        QByteArray bytes = readBytes(m_tw->abs(kCase));
        QVERIFY(bytes
                    .replace("매번 한쪽만 23505 · 남은 열린 행은 하나 — 10줄 · exit 0",
                             "매번 한쪽만 23505 · 남은 열린 행은 하나 — 12줄 · exit 3")
                    .contains("12줄 · exit 3"));
        QVERIFY(m_tw->write(kCase, bytes));
        std::optional<Workspace> ws = loadCheckedWorkspace(m_tw->root());
        QVERIFY(ws);
        const Diagnostic* mismatch = nullptr;
        for (const Diagnostic& d : ws->diagnostics)
            if (d.path == kCase && d.code == QLatin1String("evidence-caption-mismatch"))
                mismatch = &d;
        QVERIFY(mismatch);
        const QString text = QString::fromUtf8(bytes);
        const QList<QuickFix> fixes =
            EvidenceFixes::forDiagnostic(*ws, documentOf(*ws, kCase), text, *mismatch);
        QCOMPARE(fixes.size(), 1);
        QString expected = text;
        expected.replace(QStringLiteral("12줄 · exit 3"), QStringLiteral("10줄 · exit 0"));
        QCOMPARE(fixes.first().text, expected);
        QVERIFY(m_tw->write(kCase, fixes.first().text));
        ws = loadCheckedWorkspace(m_tw->root());
        for (const Diagnostic& d : ws->diagnostics)
            QVERIFY(d.code != QLatin1String("evidence-caption-mismatch"));
    }

    void staleFigureIsDrawnAgainFromTheQuickFixMenu() {
        QFile record(m_tw->abs(EvidencePaths::relativeRecord(QStringLiteral("enqueue-race"))));
        QVERIFY(record.open(QIODevice::Append));
        record.write("$ echo again\nagain\n");
        record.close();
        MainWindow w;
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            QFAIL(qPrintable(title + QLatin1Char(' ') + message));
        };
        QStringList offered;
        p.chooseQuickFix = [&](QWidget*, const QStringList& labels, const QPoint&) {
            offered = labels;
            return int(labels.size()) - 1;
        };
        w.session()->setPrompts(p);
        w.session()->openWorkspace(m_tw->root());
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->workspace() != nullptr, 20000);
        QVERIFY(w.session()->selectDocument(kCase));
        // The cursor on the asset's line, where the stale finding is.
        const QTextCursor c =
            w.editor()->document()->find(QStringLiteral("rendered/enqueue-race.svg"));
        QVERIFY(!c.isNull());
        w.editor()->setTextCursor(c);
        QSignalSpy drawn(w.commands(), &DocumentCommands::figureDrawn);
        QVERIFY(w.commands()->quickFix());
        QVERIFY(offered.last().contains(QStringLiteral("enqueue-race.svg")));
        QTRY_COMPARE_WITH_TIMEOUT(drawn.count(), 1, 20000);
        const std::optional<Workspace> ws = loadCheckedWorkspace(m_tw->root());
        for (const Diagnostic& d : ws->diagnostics)
            QVERIFY2(d.code != QLatin1String("evidence-render-stale"), qPrintable(d.message));
    }
};

QTEST_MAIN(TestInsertEvidence)
#include "tst_insertevidence.moc"
