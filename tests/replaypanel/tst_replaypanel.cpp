// ReplayPanel on a copy of the example workspace: the enqueue-race case's probes, a live run
// against the embedded PostgreSQL cluster, the side-by-side diff, Cancel and Accept. Tests that
// start a cluster skip one by one when no PostgreSQL server is installed; the others always run.
#include <QCryptographicHash>
#include <QDate>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSplitter>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QThread>
#include <QTimer>
#include <memory>

#include "bufferparse.h"
#include "embeddedcluster.h"
#include "evidencepaths.h"
#include "examplepaths.h"
#include "ferretdbrequired.h"
#include "interleavinglistview.h"
#include "levelmatrixview.h"
#include "probefile.h"
#include "proberunner.h"
#include "probeworkspace.h"
#include "recorddiffview.h"
#include "recordprovenance.h"
#include "recordreader.h"
#include "recordsvgrenderer.h"
#include "replayledger.h"
#include "replaypanel.h"
#include "screenshot.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;

namespace {

const QString kCase =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
const QString kKey = QStringLiteral("enqueue-race");
constexpr int kRunTimeoutMs = 60000;

bool copyTree(const QString& from, const QString& to) {
    QDir().mkpath(to);
    QDirIterator it(from, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString src = it.next();
        const QString dst = to + u'/' + QDir(from).relativeFilePath(src);
        QDir().mkpath(QFileInfo(dst).absolutePath());
        if (!QFile::copy(src, dst)) return false;
    }
    return true;
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
    return f.write(bytes) == bytes.size();
}

// A copy of the example workspace, removed with the object.
struct Copy {
    QTemporaryDir dir;
    QString root;
    std::shared_ptr<const Workspace> ws;

    explicit Copy(const QString& from) {
        root = dir.path() + QStringLiteral("/sample-service");
        if (!copyTree(from, root)) root.clear();
    }
    bool load() {
        QString error;
        auto loaded = loadWorkspace(root, {}, &error);
        if (!loaded) {
            qWarning("loadWorkspace(%s): %s", qPrintable(root), qPrintable(error));
            return false;
        }
        ws = std::make_shared<const Workspace>(std::move(*loaded));
        return true;
    }
    QString raw() const {
        return root + QStringLiteral("/final/evidence/raw/") + kKey + QStringLiteral(".txt");
    }
};

// A drawer that holds the accept until the test lets it go, and says where it ran.
class HeldDrawer : public FigureDrawer {
public:
    std::optional<QByteArray> draw(const QString& key, const QString& recordPath,
                                   QString* error) const override {
        thread.storeRelaxed(QThread::currentThread());
        started.release();
        if (!release.tryAcquire(1, 30000)) {
            if (error) *error = QStringLiteral("never released");
            return std::nullopt;
        }
        return RecordSvgRenderer().draw(key, recordPath, error);
    }
    mutable QSemaphore started;
    mutable QSemaphore release;
    mutable QAtomicPointer<QThread> thread;
};

// Waits for the panel to leave Running / Cancelling.
bool waitFinished(ReplayPanel& panel) {
    QElapsedTimer t;
    t.start();
    while (panel.isRunning() && t.elapsed() < kRunTimeoutMs) QTest::qWait(50);
    return !panel.isRunning();
}

}  // namespace

// For the tests that start a cluster.
#define REQUIRE_SERVER() \
    if (!m_noServer.isEmpty()) QSKIP(qPrintable(m_noServer))

class TestReplayPanel : public QObject {
    Q_OBJECT
private:
    // Why no embedded cluster can start here; empty when one can.
    QString m_noServer;

    // Every copy is of the example as checked in, so "reproduced" compares a fresh run with
    // the record in the repository, never with one this test made.
    std::unique_ptr<Copy> freshCopy() {
        auto c = std::make_unique<Copy>(techlog::test::exampleWorkspace());
        if (c->root.isEmpty() || !c->load()) return nullptr;
        return c;
    }

private slots:
    void initTestCase() {
        const QString example = techlog::test::exampleWorkspace();
        QVERIFY2(QFileInfo::exists(example + u'/' + kCase),
                 qPrintable(example + QStringLiteral(" has no ") + kCase));
        QVERIFY2(QFileInfo::exists(probePathForKey(example, kKey)),
                 qPrintable(QStringLiteral("the example probe %1 is missing")
                                .arg(probePathForKey(example, kKey))));
        const QString raw =
            example + QStringLiteral("/final/evidence/raw/") + kKey + QStringLiteral(".txt");
        QVERIFY2(QFileInfo(raw).size() > 0,
                 qPrintable(QStringLiteral("the example's record %1 is missing").arg(raw)));
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why))
            m_noServer = QStringLiteral("no PostgreSQL server binaries: ") + why.english();
    }

    void listsEnqueueRaceProbes() {
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        QCOMPARE(panel.state(), ReplayPanel::State::Empty);
        QVERIFY(!panel.runButton()->isEnabled());

        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        const QStringList keys = panel.probeKeys();
        QVERIFY2(keys.contains(kKey), qPrintable(keys.join(u',')));
        // Exactly the probes that exist for the case's keys.
        const int doc = c->ws->indexOfPath(kCase);
        QVERIFY(doc >= 0);
        QCOMPARE(keys.size(), probesForDocument(c->root, c->ws->documents[doc]).size());
        QCOMPARE(panel.state(), ReplayPanel::State::Ready);
        QVERIFY(panel.selectProbe(kKey));
        QCOMPARE(panel.currentProbeKey(), kKey);
        QVERIFY(panel.runButton()->isEnabled());
        QVERIFY(!panel.cancelButton()->isEnabled());
        QVERIFY(!panel.acceptButton()->isEnabled());

        // A document without probes, then none at all.
        panel.setDocument(
            QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/"
                           "concept-update-count-is-the-answer.md"));
        QVERIFY(!panel.probeKeys().contains(kKey));
        panel.setDocument(QString());
        QVERIFY(panel.probeKeys().isEmpty());
        QCOMPARE(panel.state(), ReplayPanel::State::Empty);
        QVERIFY(!panel.runButton()->isEnabled());
    }

    // The panel keeps the newest parse of its document's buffer even when the evidence keys
    // are the same: an older parse holds the workspace it was parsed against (in the studio, a
    // large workspace's first delivery, every document, held until the keys changed).
    void theNewestParseIsKeptAndItsWorkspaceWithIt() {
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QFile file(c->root + u'/' + kCase);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        auto earlier = std::make_shared<const Workspace>(*c->ws);
        std::weak_ptr<const Workspace> watched = earlier;
        panel.setParsedBuffer(parseBuffer(earlier, kCase, text));
        earlier.reset();
        QVERIFY(!watched.expired());  // the parse holds it
        const QStringList keys = panel.probeKeys();
        QVERIFY(keys.contains(kKey));

        // The workspace delivered again (checked), the buffer parsed against it, the same keys.
        auto later = std::make_shared<const Workspace>(*c->ws);
        panel.setWorkspace(later);
        panel.setParsedBuffer(parseBuffer(later, kCase, text + QStringLiteral("\n")));
        QVERIFY2(watched.expired(), qPrintable(QString::number(watched.use_count())));
        QCOMPARE(panel.probeKeys(), keys);
    }

    // Each probe's standing in the ledger is read on a worker and shown beside its key.
    void theLedgersWordReachesTheProbeList() {
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        const auto labelled = [&panel] {
            const auto* list = panel.findChild<QListWidget*>(QStringLiteral("replayProbes"));
            return list && list->count() > 0 && list->item(0)->text().contains(u'—');
        };
        QTRY_VERIFY_WITH_TIMEOUT(labelled(), 20000);
    }

    // A panel deleted while its ledger is read: the worker's result must not reach it. With
    // QFuture::then(panel, ...) the worker posted to the panel as the UI thread freed it (a write
    // into freed memory: the heap corruption of tst_studiopanels). The deletes sweep across the
    // read's end; ASan (scripts/sanitize.sh) reports any write into a freed panel.
    void panelsDeletedAsTheirLedgerIsReadAreNotReached() {
        auto c = freshCopy();
        QVERIFY(c);
        for (int i = 0; i < 200; ++i) {
            auto* panel = new ReplayPanel;
            panel->setWorkspace(c->ws);
            panel->setDocument(kCase);
            QThread::usleep(unsigned(i % 40) * 50);
            delete panel;
            QCoreApplication::processEvents();
        }
        QTest::qWait(200);  // the last reads end and their results are dropped
        ReplayPanel kept;
        kept.setWorkspace(c->ws);
        kept.setDocument(kCase);
        QVERIFY(kept.probeKeys().contains(kKey));
    }

    void diffViewMarksChangedLinesOnly() {
        RecordDiffView view;
        view.setRecords(QStringLiteral("a\nb\nc\nexit 0"), QStringLiteral("a\nB\nc\nexit 0"));
        QCOMPARE(view.changedRecordedLines(), QList<int>{1});
        QCOMPARE(view.changedNewLines(), QList<int>{1});
        // The line, and within it the word that changed.
        QCOMPARE(view.recordedEdit()->extraSelections().size(), 2);
        QCOMPARE(view.recordedEdit()->extraSelections().first().cursor.block().blockNumber(), 1);
        QCOMPARE(view.changedWordsLeft(), QStringList{QStringLiteral("b")});
        QCOMPARE(view.changedWordsRight(), QStringList{QStringLiteral("B")});

        // An inserted line marks only itself.
        view.setRecords(QStringLiteral("a\nc"), QStringLiteral("a\nb\nc"));
        QVERIFY(view.changedRecordedLines().isEmpty());
        QCOMPARE(view.changedNewLines(), QList<int>{1});

        // Volatile fields masked alike: nothing marked although the shown text differs.
        view.setRecords(QStringLiteral("winner A\nexit 0"), QStringLiteral("winner B\nexit 0"),
                        QStringLiteral("winner {winner}\nexit 0"),
                        QStringLiteral("winner {winner}\nexit 0"));
        QVERIFY(!view.hasDifferences());
        QCOMPARE(view.newEdit()->toPlainText(), QStringLiteral("winner B\nexit 0"));
    }

    void diffViewMarksTheChangedWordsWithinChangedLines() {
        RecordDiffView view;
        view.setRecords(QStringLiteral("갱신 건수 1 · owner A\n같은 줄\n삭제될 줄\nexit 0"),
                        QStringLiteral("갱신 건수 2 · owner A\n같은 줄\nexit 0"));
        QCOMPARE(view.changedRecordedLines(), (QList<int>{0, 2}));
        QCOMPARE(view.changedNewLines(), QList<int>{0});
        // Only the count differs in the paired lines; the removed line has no counterpart.
        QCOMPARE(view.changedWordsLeft(), QStringList{QStringLiteral("1")});
        QCOMPARE(view.changedWordsRight(), QStringList{QStringLiteral("2")});
        QList<RecordDiffView::Span> inB;
        const QList<RecordDiffView::Span> inA =
            RecordDiffView::wordDiff(QStringLiteral("a bb c"), QStringLiteral("a bbb c d"), &inB);
        QCOMPARE(inA.size(), 1);
        QCOMPARE(inA.first().start, 2);
        QCOMPARE(inA.first().length, 2);
        QCOMPARE(inB.size(), 3);  // "bbb", " ", "d"
    }

    void recordsGetThePanelsFullHeightBesideTheControls() {
        ReplayPanel panel;
        panel.resize(1200, 260);  // the bottom area's height
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.splitter()->orientation(), Qt::Horizontal);
        QCOMPARE(panel.splitter()->widget(1), panel.diffView());
        QVERIFY2(panel.diffView()->recordedEdit()->height() > 180,
                 qPrintable(QString::number(panel.diffView()->recordedEdit()->height())));
        // The handle drags: the records get wider.
        const int before = panel.diffView()->width();
        panel.splitter()->setSizes({300, 900});
        QVERIFY(panel.diffView()->width() > before);
    }

    void runShowsTranscriptLiveAndEndsReproduced() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));

        int linesWhileRunning = 0;
        connect(&panel, &ReplayPanel::transcriptLineAdded, this, [&] {
            if (panel.state() == ReplayPanel::State::Running) ++linesWhileRunning;
        });
        QSignalSpy finished(&panel, &ReplayPanel::runFinished);
        QStringList statuses;
        connect(&panel, &ReplayPanel::statusChanged, this, [&](const QString& status) {
            statuses << status;
            QCOMPARE(panel.reasonText(), status);  // the status line says it while running
        });
        panel.resize(900, 220);
        panel.show();
        QVERIFY(panel.run());
        QCOMPARE(panel.state(), ReplayPanel::State::Running);
        QVERIFY(!panel.runButton()->isEnabled());
        QVERIFY(panel.cancelButton()->isEnabled());
        QVERIFY(!panel.acceptButton()->isEnabled());
        QVERIFY(!panel.probeList()->isEnabled());
        QVERIFY(!panel.run());  // one run at a time

        QTRY_VERIFY_WITH_TIMEOUT(!panel.transcriptText().isEmpty(), kRunTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(panel.state(), ReplayPanel::State::Finished, kRunTimeoutMs);
        QVERIFY(linesWhileRunning > 0);
        QCOMPARE(finished.size(), 1);
        // What it was doing, step by step, not one line for the whole run.
        QVERIFY2(statuses.size() >= 5, qPrintable(statuses.join(u'\n')));
        QCOMPARE(statuses.first(), ReplayPanel::tr("Starting a throwaway PostgreSQL cluster…"));
        QVERIFY2(statuses.contains(ReplayPanel::tr("Round %1 of %2…")
                                       .arg(1)
                                       .arg(panel.lastRun()->result.rounds.size())),
                 qPrintable(statuses.join(u'\n')));
        QCOMPARE(statuses.last(), ReplayPanel::tr("Stopping the cluster and removing it…"));
        // The transcript followed the newest line.
        QScrollBar* bar = panel.transcriptView()->verticalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());
        // Scrolled up to read, it stays there; back at the end, it follows again.
        bar->setValue(0);
        panel.transcriptView()->setMaximumHeight(panel.transcriptView()->height() - 20);
        QTest::qWait(50);
        QCOMPARE(bar->value(), 0);
        bar->setValue(bar->maximum());
        panel.transcriptView()->setMaximumHeight(panel.transcriptView()->height() - 20);
        QTRY_COMPARE(bar->value(), bar->maximum());
        QVERIFY2(panel.verdictText() == QStringLiteral("reproduced"),
                 qPrintable(panel.verdictText() + u'\n' + panel.reasonText() + u'\n' +
                            panel.transcriptText()));
        QVERIFY(panel.verdictLabel()->text().contains(QStringLiteral("reproduced")));
        // At the controls' narrowest the banner wraps rather than clipping its ends.
        panel.splitter()->setSizes({1, 899});
        QTRY_VERIFY(panel.verdictLabel()->width() < 400);
        QLabel* banner = panel.verdictLabel();
        banner->setText(QStringLiteral("enqueue-permutation: reproduced"));  // the longest key
        const auto needed = [banner] {
            const QRect room = banner->contentsRect();
            return QFontMetrics(banner->font())
                .boundingRect(QRect(0, 0, room.width(), 10000),
                              Qt::AlignCenter | (banner->wordWrap() ? Qt::TextWordWrap : 0),
                              banner->text())
                .size();
        };
        QTRY_VERIFY2(needed().width() <= banner->contentsRect().width() &&
                         needed().height() <= banner->contentsRect().height(),
                     qPrintable(QStringLiteral("%1x%2 needed in %3x%4")
                                    .arg(needed().width())
                                    .arg(needed().height())
                                    .arg(banner->contentsRect().width())
                                    .arg(banner->contentsRect().height())));
        QCOMPARE(finished.first().at(1).value<Verdict>(), Verdict::Reproduced);
        QVERIFY(!panel.diffView()->hasDifferences());
        QVERIFY(panel.diffView()->newEdit()->toPlainText().contains(QStringLiteral("exit ")));
        // Compared with the record checked in with the example, line by line.
        const QStringList recorded =
            QString::fromUtf8(techlog::test::readBytes(c->raw())).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(panel.diffView()->recordedEdit()->toPlainText().split(u'\n', Qt::SkipEmptyParts),
                 recorded);
        QVERIFY(panel.runButton()->isEnabled());
        QVERIFY(!panel.cancelButton()->isEnabled());

        // The workspace read again (the ledger was written beside the probe) and the document
        // left for a moment: the verdict and the probe stay.
        panel.setWorkspace(std::make_shared<Workspace>(*c->ws));
        panel.setDocument(QString());
        QVERIFY(panel.probeKeys().isEmpty());
        panel.setDocument(kCase);
        QCOMPARE(panel.currentProbeKey(), kKey);
        QCOMPARE(panel.verdictText(), QStringLiteral("reproduced"));
        QVERIFY(panel.diffView()->newEdit()->toPlainText().contains(QStringLiteral("exit ")));
    }

    void diffMarksLineEditedInRecordedRecord() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        QByteArray recorded = techlog::test::readBytes(c->raw());
        QList<QByteArray> lines = recorded.split('\n');
        QVERIFY(lines.size() > 3);
        lines[1] += " (edited by hand)";
        QVERIFY(writeFile(c->raw(), lines.join('\n')));

        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QVERIFY2(panel.verdictText() == QStringLiteral("differs"),
                 qPrintable(panel.verdictText() + u' ' + panel.reasonText()));
        QVERIFY2(panel.diffView()->changedRecordedLines().contains(1),
                 qPrintable(panel.diffView()->recordedEdit()->toPlainText()));
        QVERIFY(panel.diffView()->changedNewLines().contains(1));
        // Only the edited line: the volatile winner is masked.
        QCOMPARE(panel.diffView()->changedRecordedLines(), QList<int>{1});
        QVERIFY(panel.diffView()->recordedEdit()->toPlainText().contains(
            QStringLiteral("(edited by hand)")));
        QVERIFY(panel.acceptButton()->isEnabled());
        // A picture for a human reviewer: TECHLOG_GRAB_DIR=/some/dir.
        if (const QString dir = qEnvironmentVariable("TECHLOG_GRAB_DIR"); !dir.isEmpty()) {
            panel.resize(900, 1000);
            panel.grab().save(dir + QStringLiteral("/replaypanel-differs.png"));
        }
    }

    void cancelDuringRunSaysCancelledAndLeavesNoCluster() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));

        // Cancel as soon as the cluster is up, from the UI thread, as the button would.
        QString dataDir, tempDir;
        bool cancelled = false;
        connect(&panel, &ReplayPanel::transcriptLineAdded, this, [&](const QString& line) {
            static const QRegularExpression initdb(QStringLiteral("initdb (\\S+) \\("));
            const auto m = initdb.match(line);
            if (m.hasMatch()) dataDir = m.captured(1);
            // The cluster's folder, as the ready line names it (the socket lives there).
            static const QRegularExpression socket(QStringLiteral("socket in (\\S+)\\)"));
            const auto s = socket.match(line);
            if (s.hasMatch()) tempDir = s.captured(1);
            if (!cancelled && line.contains(QStringLiteral("cluster ready"))) {
                cancelled = true;
                QVERIFY(panel.cancelButton()->isEnabled());
                panel.cancelButton()->click();
            }
        });
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QVERIFY2(cancelled, qPrintable(panel.transcriptText()));
        QVERIFY2(!dataDir.isEmpty(), qPrintable(panel.transcriptText()));
        QCOMPARE(panel.state(), ReplayPanel::State::Finished);
        // The author's Cancel is said as such, not as a failure to run.
        QCOMPARE(panel.verdictText(), QStringLiteral("cancelled"));
        QVERIFY2(panel.verdictLabel()->text().contains(ReplayPanel::tr("cancelled")),
                 qPrintable(panel.verdictLabel()->text()));
        QVERIFY(!panel.verdictLabel()->text().contains(ReplayPanel::tr("could not run")));
        QVERIFY2(panel.reasonText().contains(QStringLiteral("cancel"), Qt::CaseInsensitive),
                 qPrintable(panel.reasonText()));
        QVERIFY(!panel.acceptButton()->isEnabled());
        QVERIFY(panel.runButton()->isEnabled());
        // The runner stopped and removed its cluster.
        QTRY_VERIFY_WITH_TIMEOUT(EmbeddedCluster::processesUsing(dataDir).isEmpty(), 10000);
        QVERIFY2(!QFileInfo::exists(dataDir), qPrintable(dataDir));
        if (!tempDir.isEmpty()) QVERIFY2(!QFileInfo::exists(tempDir), qPrintable(tempDir));
    }

    void acceptReplacesRecordAndKeepsBackup() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        QByteArray old = techlog::test::readBytes(c->raw());
        old.replace("exit ", "exit-edited ");
        QVERIFY(writeFile(c->raw(), old));
        // Gone before the run, so that only an accept that draws it can bring it back.
        const QString svgPath =
            c->root + QStringLiteral("/final/evidence/rendered/") + kKey + QStringLiteral(".svg");
        QVERIFY(QFile::remove(svgPath));

        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));
        int asked = 0;
        bool answer = false;
        panel.setConfirmAccept([&](QWidget*, const QString& key, const QString& message) {
            ++asked;
            return key == kKey && !message.isEmpty() && answer;
        });
        QSignalSpy accepted(&panel, &ReplayPanel::recordAccepted);
        QVERIFY(!panel.acceptNewRecord());  // nothing ran yet
        QCOMPARE(asked, 0);

        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QVERIFY2(panel.verdictText() == QStringLiteral("differs"),
                 qPrintable(panel.verdictText() + u' ' + panel.reasonText()));
        QVERIFY(panel.acceptButton()->isEnabled());
        const QString fresh = panel.lastRun()->result.record;
        QVERIFY(!fresh.isEmpty());

        // The author says no: nothing changes.
        QVERIFY(!panel.acceptNewRecord());
        QCOMPARE(asked, 1);
        QCOMPARE(techlog::test::readBytes(c->raw()), old);
        QVERIFY(!QFileInfo::exists(c->raw() + QStringLiteral(".bak")));
        QVERIFY(!QFileInfo::exists(svgPath));

        answer = true;
        const QDate before = QDate::currentDate();
        panel.acceptButton()->click();
        QCOMPARE(asked, 2);
        // Off the UI thread: done when the panel says so.
        QTRY_COMPARE_WITH_TIMEOUT(accepted.size(), 1, 30000);
        const QDate after = QDate::currentDate();
        QCOMPARE(QFileInfo(accepted.first().at(0).toString()).canonicalFilePath(),
                 QFileInfo(c->raw()).canonicalFilePath());
        QCOMPARE(normalizeRecord(QString::fromUtf8(techlog::test::readBytes(c->raw()))),
                 normalizeRecord(fresh));
        QCOMPARE(techlog::test::readBytes(c->raw() + QStringLiteral(".bak")), old);
        QCOMPARE(panel.verdictText(), QStringLiteral("accepted"));
        QVERIFY(!panel.acceptButton()->isEnabled());
        QVERIFY(!panel.diffView()->hasDifferences());
        // The citing case carries the capture date: today's, either side of a midnight that
        // fell during the accept.
        const QByteArray citing = techlog::test::readBytes(c->root + u'/' + kCase);
        QVERIFY2(citing.contains("evidenceCapturedOn: " + before.toString(Qt::ISODate).toUtf8()) ||
                     citing.contains("evidenceCapturedOn: " + after.toString(Qt::ISODate).toUtf8()),
                 citing.left(600).constData());
        // Its SVG was drawn again, from the accepted record: the copy's SVG was removed before
        // the run, and the new one's provenance names the new record's bytes.
        QVERIFY2(QFileInfo::exists(svgPath), qPrintable(svgPath));
        const QByteArray svg = techlog::test::readBytes(svgPath);
        QVERIFY(!svg.contains("exit-edited"));
        const auto provenance = RecordProvenance::parse(svg);
        QVERIFY2(provenance, svg.left(400).constData());
        QCOMPARE(provenance->recordSha256,
                 QString::fromLatin1(QCryptographicHash::hash(techlog::test::readBytes(c->raw()),
                                                              QCryptographicHash::Sha256)
                                         .toHex()));
    }

    // A probe shown in the editor: the panel lists it alone, Run replays the editor's buffer
    // (unsaved edits included) and writes no ledger line for it; Accept saves the buffer first
    // (the hook) and records only what ran: a probe changed since the run is refused.
    void runsTheEditorsBufferAndAcceptsOnlyWhatRan() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        const QString probeRel = EvidencePaths::relativeProbe(kKey);
        const QString probePath = c->root + u'/' + probeRel;
        const QByteArray saved = techlog::test::readBytes(probePath);
        QByteArray edited = saved;
        QVERIFY(edited.contains("$ techlog replay"));
        edited.replace("$ techlog replay", "$ techlog replay --edited");
        const QString ledger = ReplayLedger::path(c->root, kKey);
        const QByteArray ledgerBefore = techlog::test::readBytes(ledger);

        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(probeRel);
        QCOMPARE(panel.shownProbeKey(), kKey);
        QCOMPARE(panel.probeKeys(), QStringList{kKey});
        int bufferAsked = 0;
        panel.setBufferSource([&](const QString& path) -> std::optional<QByteArray> {
            ++bufferAsked;
            if (path != probeRel) return std::nullopt;
            return edited;
        });
        panel.setConfirmAccept([](QWidget*, const QString&, const QString&) { return true; });
        const QString saveError = QStringLiteral("the author cancelled");
        int saves = 0;
        panel.setSaveBuffer([&](const QString& path, const QByteArray& bytes, QString* error) {
            if (path == probeRel && bytes == edited) ++saves;  // asked for what ran
            *error = saveError;
            return false;
        });

        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(bufferAsked, 1);
        QVERIFY2(panel.verdictText() == QStringLiteral("differs"),
                 qPrintable(panel.verdictText() + u' ' + panel.reasonText()));
        QVERIFY(panel.lastRun()->result.record.contains(QStringLiteral("--edited")));
        QVERIFY(!panel.lastRun()->ranSavedProbe);
        QCOMPARE(techlog::test::readBytes(ledger), ledgerBefore);  // unsaved edits: no line

        // The save is refused: nothing is accepted.
        QVERIFY(!panel.acceptNewRecord());
        QCOMPARE(saves, 1);
        QVERIFY(panel.reasonText().contains(saveError));
        QVERIFY(!panel.lastRun()->result.record.isEmpty());
        QVERIFY(!techlog::test::readBytes(c->raw()).contains("--edited"));

        // Saved "by the hook" but the file says otherwise (another hand wrote it): refused on
        // the worker.
        QVERIFY(writeFile(probePath, saved));
        panel.setSaveBuffer([&](const QString&, const QByteArray&, QString*) { return true; });
        QSignalSpy failed(&panel, &ReplayPanel::acceptFailed);
        QVERIFY(panel.acceptNewRecord());
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
        QVERIFY2(failed.first().at(0).toString().contains(QStringLiteral("changed since this run")),
                 qPrintable(failed.first().at(0).toString()));
        QVERIFY(!techlog::test::readBytes(c->raw()).contains("--edited"));

        // The hook saves what ran: the record is the run's, the ledger says `recorded`.
        panel.setSaveBuffer([&](const QString&, const QByteArray& bytes, QString*) {
            return writeFile(probePath, bytes);
        });
        QSignalSpy accepted(&panel, &ReplayPanel::recordAccepted);
        QVERIFY(panel.acceptNewRecord());
        QTRY_COMPARE_WITH_TIMEOUT(accepted.size(), 1, 30000);
        QVERIFY(techlog::test::readBytes(c->raw()).contains("--edited"));
        QCOMPARE(techlog::test::readBytes(probePath), edited);
        const QList<LedgerEntry> entries = ReplayLedger::read(ledger);
        QVERIFY(!entries.isEmpty());
        QCOMPARE(entries.last().verdict, QStringLiteral("recorded"));
        QVERIFY(ReplayLedger::matchesCurrentFiles(c->root, kKey, entries.last()));
    }

    void acceptRunsOffTheUiThreadWhileTheDrawerIsSlow() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        auto drawer = std::make_shared<HeldDrawer>();
        panel.setFigureDrawer(drawer);
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));
        panel.setConfirmAccept([](QWidget*, const QString&, const QString&) { return true; });
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QVERIFY2(panel.canAccept(), qPrintable(panel.verdictText() + u' ' + panel.reasonText()));
        QSignalSpy accepted(&panel, &ReplayPanel::recordAccepted);

        QVERIFY(panel.acceptNewRecord());  // returns at once, the drawer still holding
        QCOMPARE(panel.state(), ReplayPanel::State::Accepting);
        QVERIFY(panel.isBusy());
        QVERIFY(!panel.acceptButton()->isEnabled());
        QVERIFY(!panel.runButton()->isEnabled());
        QVERIFY(!panel.run());
        QVERIFY(drawer->started.tryAcquire(1, 30000));
        // The UI thread goes on: timers fire while the figure is being drawn.
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
        timer.start(10);
        QTest::qWait(300);
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks)));
        QCOMPARE(accepted.size(), 0);
        QCOMPARE(panel.state(), ReplayPanel::State::Accepting);
        QVERIFY(drawer->thread.loadRelaxed() != QThread::currentThread());

        drawer->release.release();
        QTRY_COMPARE_WITH_TIMEOUT(accepted.size(), 1, 30000);
        QCOMPARE(panel.state(), ReplayPanel::State::Finished);
        QCOMPARE(panel.verdictText(), QStringLiteral("accepted"));
        QVERIFY(!panel.acceptButton()->isEnabled());
        const QString svgPath = c->root + u'/' + EvidencePaths::relativeFigure(kKey);
        const auto provenance = RecordProvenance::read(svgPath);
        QVERIFY(provenance);
        QVERIFY(provenance->drawnFrom(RecordReader::readFile(c->raw())));
    }

    void brokenProbeCouldNotRunWithItsDiagnostics() {
        auto c = freshCopy();
        QVERIFY(c);
        QVERIFY(writeFile(probePathForKey(c->root, kKey), "probe: enqueue-race\nsessions: [\n"));
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("could not run"));
        QVERIFY2(panel.reasonText().contains(QStringLiteral("enqueue-race.probe.yaml")),
                 qPrintable(panel.reasonText()));
        QVERIFY(!panel.acceptButton()->isEnabled());
    }

    // A PostgreSQL isolation spec kept as `<key>.spec` is listed and run like a probe: its new
    // record is isolationtester's output, compared with the record on file.
    void isolationSpecRunsInThePanel() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        QVERIFY(QFile::remove(probePathForKey(c->root, kKey)));
        const QString spec =
            c->root + QStringLiteral("/final/evidence/probes/") + kKey + QStringLiteral(".spec");
        QVERIFY(writeFile(spec, "session s1\nstep one { SELECT 1 AS x; }\n"));
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY2(panel.selectProbe(kKey), qPrintable(panel.probeKeys().join(u',')));
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("differs"));  // the race's record is on file
        QVERIFY2(panel.diffView()->newEdit()->toPlainText().contains(QStringLiteral(
                     "starting permutation: one\nstep one: SELECT 1 AS x;\nx\n-\n1\n")),
                 qPrintable(panel.diffView()->newEdit()->toPlainText()));
    }

    void remoteServerRefusedUnlessAllowed() {
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY(panel.selectProbe(kKey));
        panel.setConnInfo(QStringLiteral("host=db.example.com dbname=postgres"));
        QCOMPARE(panel.connInfo(), QStringLiteral("host=db.example.com dbname=postgres"));
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("could not run"));
        QVERIFY2(panel.reasonText().contains(QStringLiteral("db.example.com")),
                 qPrintable(panel.reasonText()));
    }

    // A MongoDB probe runs in the panel like the others, on the embedded engine; its URI field
    // is `--mongo-uri`, under the same loopback guard.
    void mongoProbeRunsOnTheEmbeddedEngine() {
        REQUIRE_FERRETDB();
        auto c = freshCopy();
        QVERIFY(c);
        const QString mongoKey = QStringLiteral("backfill-ledger-fence");
        ReplayPanel panel;
        panel.setWorkspace(c->ws);
        panel.setDocument(techlog::test::kBackfillCase);
        QCOMPARE(panel.probeKeys(), QStringList{mongoKey});
        QVERIFY(panel.selectProbe(mongoKey));
        QStringList statuses;
        connect(&panel, &ReplayPanel::statusChanged, this,
                [&](const QString& status) { statuses << status; });
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("reproduced"));
        QVERIFY2(panel.reasonText().contains(QStringLiteral("MongoDB 7.0.42 (FerretDB) · ")),
                 qPrintable(panel.reasonText()));
        QCOMPARE(statuses.value(0),
                 ReplayPanel::tr("Starting a throwaway MongoDB engine (FerretDB)…"));
        QCOMPARE(statuses.last(), ReplayPanel::tr("Stopping the MongoDB engine and removing it…"));
        QVERIFY(panel.transcriptText().contains(QStringLiteral("index=backfillId_1")));

        panel.setMongoUri(QStringLiteral("mongodb://db.example.com:27017"));
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("could not run"));
        QVERIFY2(panel.reasonText().contains(QStringLiteral("refusing to use the MongoDB server")),
                 qPrintable(panel.reasonText()));
    }

    // A `levels:` probe's run shows its matrix: a row per level, a cell per permutation coloured
    // by whether it held, and a click shows that cell's lines.
    void aMatrixShowsAsATableWhoseCellsOpen() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.resize(1400, 700);
        panel.setWorkspace(c->ws);
        panel.setDocument(kCase);
        QVERIFY2(panel.selectProbe(QStringLiteral("enqueue-levels")),
                 qPrintable(panel.probeKeys().join(u',')));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.run());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("reproduced"));
        QTableWidget* table = panel.matrixView()->table();
        QVERIFY(panel.matrixView()->isVisible());
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->columnCount(), 5);  // four permutations and "Held"
        QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("RC"));
        QCOMPARE(table->verticalHeaderItem(2)->text(), QStringLiteral("SER"));
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("23505"));
        QCOMPARE(table->item(2, 0)->text(), QStringLiteral("40001"));
        QCOMPARE(table->item(2, 2)->text(), QStringLiteral("—"));
        QCOMPARE(table->item(2, 0)->background().color(), LevelMatrixView::heldColor());
        QCOMPARE(table->item(2, 4)->text(), QStringLiteral("4/4"));
        // A click on serializable's first permutation shows its line.
        const QRect cell = table->visualItemRect(table->item(2, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QVERIFY2(panel.matrixView()->cellView()->toPlainText().startsWith(
                     QStringLiteral("== serializable ==\n순서 1 (a_begin b_begin")),
                 qPrintable(panel.matrixView()->cellView()->toPlainText()));
        techlog::test::screenshot(&panel, QStringLiteral("replay-matrix"));
    }

    // Explore Orders runs every interleaving of the selected probe and lists them, failing ones
    // first, the smallest marked and chosen.
    void exploreListsTheOrdersFailingFirst() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        ReplayPanel panel;
        panel.resize(1400, 700);
        panel.setWorkspace(c->ws);
        panel.setDocument(techlog::test::kClaimCase);
        QVERIFY(panel.selectProbe(QStringLiteral("claim-cas")));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTest::mouseClick(panel.exploreButton(), Qt::LeftButton);
        QVERIFY(panel.isBusy());
        QVERIFY(!panel.exploreButton()->isEnabled());
        QVERIFY(waitFinished(panel));
        QCOMPARE(panel.verdictText(), QStringLiteral("explored"));
        QVERIFY2(panel.reasonText().contains(QStringLiteral("6 orders of 6: 4 failed")),
                 qPrintable(panel.reasonText()));
        InterleavingListView* list = panel.interleavingView();
        QVERIFY(list->isVisible());
        QCOMPARE(list->count(), 7);  // the level's heading and six orders
        QVERIFY(
            list->item(0)->text().startsWith(QStringLiteral("read committed: 2 held, 4 failed")));
        QCOMPARE(list->smallestRow(), 1);
        QCOMPARE(list->currentRow(), 1);
        QVERIFY2(list->item(1)->text().startsWith(
                     QStringLiteral("smallest · w1_read w1_start w2_read w2_start")),
                 qPrintable(list->item(1)->text()));
        QCOMPARE(list->item(1)->background().color(), LevelMatrixView::failedColor());
        QCOMPARE(list->item(5)->background().color(), LevelMatrixView::heldColor());
        QCOMPARE(list->item(1)->toolTip(),
                 QStringLiteral("permutations:\n  - [w1_read, w1_start, w2_read, w2_start]"));
        QVERIFY(panel.runButton()->isEnabled());
        techlog::test::screenshot(&panel, QStringLiteral("replay-explore"));
    }

    void destroyingPanelDuringRunDoesNotWaitAndTheClusterStillGoes() {
        REQUIRE_SERVER();
        auto c = freshCopy();
        QVERIFY(c);
        // A setup step that sleeps far longer than the test waits: the panel goes while the
        // run is certainly inside it, and only a cancel ends it in time.
        const QString probe = probePathForKey(c->root, kKey);
        QByteArray yaml = techlog::test::readBytes(probe);
        QVERIFY(yaml.contains("setup:\n") && yaml.contains("step: 5s") &&
                yaml.contains("run: 60s"));
        yaml.replace("setup:\n", "setup:\n  - sql: SELECT pg_sleep(120)\n");
        yaml.replace("step: 5s", "step: 300s");
        yaml.replace("run: 60s", "run: 300s");
        QVERIFY(writeFile(probe, yaml));
        QVERIFY(c->load());

        auto panel = std::make_unique<ReplayPanel>();
        panel->setWorkspace(c->ws);
        panel->setDocument(kCase);
        QVERIFY(panel->selectProbe(kKey));
        QString dataDir, tempDir;
        connect(panel.get(), &ReplayPanel::transcriptLineAdded, this, [&](const QString& line) {
            static const QRegularExpression initdb(QStringLiteral("initdb (\\S+) \\("));
            static const QRegularExpression socket(QStringLiteral("socket in (\\S+)\\)"));
            if (const auto m = initdb.match(line); m.hasMatch()) dataDir = m.captured(1);
            if (const auto m = socket.match(line); m.hasMatch()) tempDir = m.captured(1);
        });
        QVERIFY(panel->run());
        QTRY_VERIFY_WITH_TIMEOUT(!tempDir.isEmpty(), kRunTimeoutMs);
        QTest::qWait(500);  // into the sleeping setup step
        QVERIFY2(panel->isRunning(), qPrintable(panel->transcriptText()));
        QVERIFY(!dataDir.isEmpty());
        QVERIFY2(QFileInfo::exists(tempDir), qPrintable(tempDir));
        QVERIFY(!EmbeddedCluster::processesUsing(dataDir).isEmpty());

        QElapsedTimer t;
        t.start();
        panel.reset();  // cancels without waiting; late transcript lines go nowhere
        // The UI is not held while the cluster stops: the destructor is back before the server
        // is (stopping it takes far longer than returning).
        QVERIFY2(t.elapsed() < 1000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(!EmbeddedCluster::processesUsing(dataDir).isEmpty() || QFileInfo::exists(tempDir));
        // Cancelled, not run out (the sleep alone lasts 120 s): in the background the runner
        // stops its server and removes its folders.
        QTRY_VERIFY_WITH_TIMEOUT(EmbeddedCluster::processesUsing(dataDir).isEmpty(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(tempDir) && !QFileInfo::exists(dataDir), 30000);
        QVERIFY2(t.elapsed() < 30000, qPrintable(QString::number(t.elapsed())));
        QTest::qWait(100);
    }
};

QTEST_MAIN(TestReplayPanel)
#include "tst_replaypanel.moc"
