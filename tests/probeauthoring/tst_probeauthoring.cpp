// Probes written where the case is written (docs/PROBES.md "In the studio"), in the whole studio
// (MainWindow with its panels) offscreen, by keys and clicks: a probe opened from the tree's
// Probes group, highlighted, its findings live (they come and go as it is broken and mended, F8
// reaches them, Ctrl+. mends one); a step name completed; the New Probe dialog checked as typed;
// and, against a real PostgreSQL (the embedded cluster), New Probe for This Case -> F5 -> Accept
// as Evidence -> the case cites it (one undo step) -> a Run in the Replay panel turns the Review
// panel's replay gate -> `techlog check` and `techlog review` pass.
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QCompleter>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTreeView>
#include <QTreeWidget>

#include "diagnosticspanel.h"
#include "documentmodel.h"
#include "embeddedcluster.h"
#include "evidencepaths.h"
#include "interleavinglistview.h"
#include "mainwindow.h"
#include "newprobedialog.h"
#include "panelhost.h"
#include "probeauthoring.h"
#include "probecompleter.h"
#include "probesourcehighlighter.h"
#include "quickswitch.h"
#include "recentworkspaces.h"
#include "replaypanel.h"
#include "reviewpanel.h"
#include "screenshot.h"
#include "sourceeditor.h"
#include "studiopanels.h"
#include "studiosession.h"
#include "techlogprocess.h"
#include "tempworkspace.h"
#include "typetext.h"
#include "workspacetreemodel.h"

using namespace techlog;
using namespace techlog::test;

namespace {

constexpr int kTimeoutMs = 30000;
constexpr int kRunTimeoutMs = 90000;
const QString kConcept = QStringLiteral("t/concept/concept-k.md");
const QString kCase = QStringLiteral("t/case/case-c.md");
const QString kProbe = QStringLiteral("final/evidence/probes/p.probe.yaml");
const QString kNewKey = QStringLiteral("two-selects");
const QString kNewProbe = QStringLiteral("final/evidence/probes/two-selects.probe.yaml");

// A concept and a case that pass every gate but the evidence's (no acknowledged debt: its one
// item is acknowledged by `techlog debt` in the test that needs it), a probe with two sessions,
// and a setup file.
void writeWorkspace(const TempWorkspace& tw) {
    tw.write(kConcept, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"),
                                   QStringLiteral("개념이다"), QStringLiteral("t"), {},
                                   QStringLiteral("# 개념이다\n\n## 본문\n내용.\n")));
    tw.write(kCase,
             markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), QStringLiteral("사례다"),
                         QStringLiteral("t"), QStringLiteral("evidenceCapturedOn: 2026-12-01\n"),
                         QStringLiteral("# 사례다\n\n## 관계\n- **개념이다**\n쓴 개념.\n\n"
                                        "## 문제\n문제.\n\n## 결론\n결론.\n\n"
                                        "## 검증 환경\n환경.\n\n## 재현 조건\n조건.\n\n"
                                        "## 본문\n두 세션이 같은 순간에 읽는다.\n\n"
                                        "끝 문단.\n\n## 확인하지 못한 것\n"
                                        "- 운영에서 재현하지 않았다.\n")));
    tw.write(QStringLiteral("final/evidence/probes/migrations/t.sql"),
             QByteArray("CREATE TABLE t (id int PRIMARY KEY);\n"));
    tw.write(kProbe, QByteArray("probe: p\n"
                                "title: 두 작업자\n"
                                "sessions:\n"
                                "  - name: w1\n"
                                "    steps:\n"
                                "      - name: w1_read\n"
                                "        sql: SELECT 1\n"
                                "  - name: w2\n"
                                "    steps:\n"
                                "      - name: w2_read\n"
                                "        sql: SELECT 2\n"
                                "permutations:\n"
                                "  - w1_read w2_read\n"));
}

int lineOf(const QString& text, const QString& needle) {
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle)) return i + 1;
    return -1;
}

// Puts the editor's cursor at the end of line `line` (1-based).
void cursorToEndOf(SourceEditor* editor, int line) {
    QTextCursor c(editor->document()->findBlockByNumber(line - 1));
    c.movePosition(QTextCursor::EndOfBlock);
    editor->setTextCursor(c);
}

QTreeWidgetItem* gateItem(QTreeWidget* tree, const QString& id) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, Qt::UserRole + 3).toString() == id)
            return tree->topLevelItem(i);
    return nullptr;
}

bool hasCode(const Diagnostics& all, const QString& code, const QString& path) {
    return !withCode(all, code, path).isEmpty();
}

}  // namespace

class TestProbeAuthoring : public QObject {
    Q_OBJECT

    TempWorkspace* m_tw = nullptr;
    std::unique_ptr<MainWindow> m_window;
    StudioPanels m_panels;
    std::optional<NewProbeChoice> m_newProbe;  // what the New Probe prompt answers
    QList<QuickSwitch::Entry> m_offered;  // what the quick switcher was given beside the documents
    QString m_switchTo;                   // and what it answers
    QString m_noServer;

    MainWindow& open() {
        delete m_tw;
        m_tw = new TempWorkspace;
        writeWorkspace(*m_tw);
        m_window = std::make_unique<MainWindow>();
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        p.confirmOverwrite = [](QWidget*, const QString&) { return false; };
        p.error = [](QWidget*, const QString& title, const QString& message) {
            qWarning("error prompt: %s %s", qPrintable(title), qPrintable(message));
        };
        p.chooseWorkspace = [](QWidget*, const QString&) { return QString(); };
        p.chooseQuickFix = [](QWidget*, const QStringList&, const QPoint&) { return 0; };
        p.quickSwitch = [this](QWidget*, std::shared_ptr<const Workspace>, const QStringList&,
                               const QList<QuickSwitch::Entry>& more) -> std::optional<QString> {
            m_offered = more;
            return m_switchTo;
        };
        p.newProbe = [this](QWidget*, std::shared_ptr<const Workspace>, const QString& key) {
            if (m_newProbe) m_newProbe->key = m_newProbe->key.isEmpty() ? key : m_newProbe->key;
            return m_newProbe;
        };
        m_window->session()->setPrompts(p);
        m_panels = installStudioPanels(*m_window->session(), *m_window->panelHost());
        m_panels.replay->setConfirmAccept(
            [](QWidget*, const QString&, const QString&) { return true; });
        m_window->resize(1400, 900);
        m_window->show();
        // Active, as the author's window is: F5 and F8 are the window's shortcuts.
        m_window->activateWindow();
        [&] { QVERIFY(QTest::qWaitForWindowActive(m_window.get())); }();
        m_window->session()->openWorkspace(m_tw->root());
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->workspace() != nullptr, kTimeoutMs);
        }();
        return *m_window;
    }

    void shot(const QString& name) { screenshot(m_window.get(), name); }

    // Clicks the tree's row of `path` (the Probes group included), as the author would.
    bool clickTreeRow(MainWindow& w, const QString& path) {
        QTreeView* tree = w.treeView();
        const QModelIndex index = w.treeModel()->indexForPath(path);
        if (!index.isValid()) return false;
        tree->scrollTo(index);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(index).center());
        QElapsedTimer t;
        t.start();
        while (w.session()->currentPath() != path && t.elapsed() < kTimeoutMs) QTest::qWait(20);
        return w.session()->currentPath() == path;
    }

    // Clicks `objectName`'s entry of the File menu, opened with Alt+F.
    bool chooseFromFileMenu(MainWindow& w, const QString& objectName) {
        auto* action = w.findChild<QAction*>(objectName);
        QMenu* file = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->menu() && a->menu()->actions().contains(action)) file = a->menu();
        if (!action || !file) return false;
        QTest::keyClick(&w, Qt::Key_F, Qt::AltModifier);
        QElapsedTimer t;
        t.start();
        while (!file->isVisible() && t.elapsed() < 5000) QTest::qWait(20);
        if (!file->isVisible()) file->popup(w.mapToGlobal(QPoint(10, 10)));
        if (!QTest::qWaitForWindowExposed(file)) return false;
        QTest::mouseClick(file, Qt::LeftButton, {}, file->actionGeometry(action).center());
        return true;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        RecentWorkspaces::clear();
        DiagnosticText why;
        if (!EmbeddedCluster::findBinDir(&why))
            m_noServer = QStringLiteral("no PostgreSQL server binaries: ") + why.english();
        QVERIFY2(QFileInfo(techlogBinary()).isExecutable(), qPrintable(techlogBinary()));
    }

    void cleanup() {
        m_window.reset();
        delete m_tw;
        m_tw = nullptr;
        m_newProbe.reset();
        m_offered.clear();
        m_switchTo.clear();
    }

    void aProbeOpensFromTheTreeAndItsFindingsComeAndGo() {
        MainWindow& w = open();
        // The Probes group lists the probe once it is read (on a worker).
        QTRY_VERIFY_WITH_TIMEOUT(w.treeModel()->indexForPath(kProbe).isValid(), kTimeoutMs);
        const QModelIndex row = w.treeModel()->indexForPath(kProbe);
        QCOMPARE(row.data(WorkspaceTreeModel::NodeTypeRole).toString(), QStringLiteral("probe"));
        QCOMPARE(row.siblingAtColumn(WorkspaceTreeModel::StatusColumn).data().toString(),
                 WorkspaceTreeModel::standingText(QStringLiteral("never-replayed")));
        QVERIFY(clickTreeRow(w, kProbe));
        SourceEditor* editor = w.editor();
        QVERIFY(editor->document()->findChild<ProbeSourceHighlighter*>());
        QCOMPARE(m_panels.replay->probeKeys(), QStringList{QStringLiteral("p")});
        QVERIFY(w.findChild<QAction*>(QStringLiteral("runProbeAction"))->isEnabled());

        // Broken: a step no session has, typed at the end of the permutation.
        const int line = lineOf(editor->toPlainText(), QStringLiteral("w1_read w2_read"));
        cursorToEndOf(editor, line);
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral(" w3_raed"));
        QTRY_VERIFY_WITH_TIMEOUT(
            hasCode(w.session()->diagnostics(), QStringLiteral("probe-unknown-step"), kProbe),
            kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!editor->diagnosticMarks().isEmpty(), kTimeoutMs);
        QCOMPARE(editor->diagnosticMarks().first().line, line);
        // F8 from the top reaches it.
        editor->moveCursor(QTextCursor::Start);
        QTest::keyClick(editor, Qt::Key_F8);
        QCOMPARE(editor->textCursor().blockNumber() + 1, line);
        // Mended by undoing the typing: the finding goes.
        for (int i = 0; i < 8 && editor->toPlainText().contains(QStringLiteral("w3")); ++i)
            QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!editor->toPlainText().contains(QStringLiteral("w3")));
        QTRY_VERIFY_WITH_TIMEOUT(
            !hasCode(w.session()->diagnostics(), QStringLiteral("probe-unknown-step"), kProbe),
            kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(editor->diagnosticMarks().isEmpty(), kTimeoutMs);
        shot(QStringLiteral("01-probe-from-the-tree"));

        // Broken again, mended by Ctrl+. (the closest step name, the first fix offered).
        cursorToEndOf(editor, line);
        QTest::keyClicks(editor, QStringLiteral(" w2_raed"));
        QTRY_VERIFY_WITH_TIMEOUT(
            hasCode(w.session()->diagnostics(), QStringLiteral("probe-unknown-step"), kProbe),
            kTimeoutMs);
        shot(QStringLiteral("02-probe-broken"));
        QTest::keyClick(editor, Qt::Key_Period, Qt::ControlModifier);
        QCOMPARE(editor->document()->findBlockByNumber(line - 1).text(),
                 QStringLiteral("  - w1_read w2_read w2_read"));
        QTRY_VERIFY_WITH_TIMEOUT(
            !hasCode(w.session()->diagnostics(), QStringLiteral("probe-unknown-step"), kProbe),
            kTimeoutMs);
        // A setup file outside the workspace is a finding too, at its place.
        editor->moveCursor(QTextCursor::Start);
        for (const QString& typed :
             {QStringLiteral("setup:"), QStringLiteral("  - file: ../../../../x.sql")}) {
            QTest::keyClicks(editor, typed);
            QTest::keyClick(editor, Qt::Key_Return);
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            hasCode(w.session()->diagnostics(), QStringLiteral("probe-file-outside"), kProbe),
            kTimeoutMs);
    }

    // Ctrl+P offers the probes with the documents (kind "probe", the title to match), and
    // opens the one chosen.
    void theQuickSwitcherOpensAProbe() {
        MainWindow& w = open();
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->probes().isEmpty(), kTimeoutMs);
        m_switchTo = kProbe;
        w.editor()->setFocus();
        QTest::keyClick(w.editor(), Qt::Key_P, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->currentPath(), kProbe, kTimeoutMs);
        QCOMPARE(m_offered.size(), 1);
        QCOMPARE(m_offered[0].path, kProbe);
        QCOMPARE(m_offered[0].title, QStringLiteral("두 작업자"));
        QCOMPARE(m_offered[0].kind, QStringLiteral("probe"));
        const QuickSwitch ranked(*w.session()->workspace(), m_offered);
        const QList<int> found = ranked.rank(QStringLiteral("ㄷㅈㅇ"));  // 두 작업자, by 초성
        QCOMPARE(found.size(), 1);
        QCOMPARE(ranked.entries().at(found[0]).path, kProbe);
    }

    void aStepNameCompletesInAPermutation() {
        MainWindow& w = open();
        QVERIFY(w.session()->openFile(kProbe));
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->currentPath(), kProbe, kTimeoutMs);
        SourceEditor* editor = w.editor();
        auto* completer = editor->findChild<ProbeCompleter*>();
        QVERIFY(completer && completer->isActive());
        cursorToEndOf(editor, lineOf(editor->toPlainText(), QStringLiteral("w1_read w2_read")));
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClicks(editor, QStringLiteral("  - w2"));
        QAbstractItemView* popup = completer->completer()->popup();
        QTRY_VERIFY(popup->isVisible());
        shot(QStringLiteral("03-step-name-completion"));
        QCOMPARE(completer->model()->rowCount(), 1);
        QCOMPARE(completer->model()->item(0)->text(), QStringLiteral("w2_read"));
        QTest::keyClick(popup, Qt::Key_Return);
        QVERIFY(!popup->isVisible());
        QCOMPARE(editor->textCursor().block().text(), QStringLiteral("  - w2_read"));
        // A key at a line's start opens with Ctrl+Space only.
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClick(editor, Qt::Key_Home);
        QTest::keyClicks(editor, QStringLiteral("obs"));
        QTRY_VERIFY(popup->isVisible());
        QTest::keyClick(popup, Qt::Key_Return);
        QCOMPARE(editor->textCursor().block().text(), QStringLiteral("observe: "));
    }

    void theNewProbeDialogSaysWhatIsWrongAsItIsTyped() {
        TempWorkspace tw;
        writeWorkspace(tw);
        auto ws = tw.load();
        QVERIFY(ws);
        NewProbeDialog dialog(std::make_shared<const Workspace>(std::move(*ws)),
                              QStringLiteral("p"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!dialog.canCreate());  // "p" has a probe already
        QVERIFY(dialog.problem().contains(QStringLiteral("has a probe already")));
        dialog.keyEdit()->selectAll();
        QTest::keyClicks(dialog.keyEdit(), QStringLiteral("a b"));
        QVERIFY(dialog.problem().contains(QStringLiteral("not a usable key")));
        dialog.keyEdit()->selectAll();
        QTest::keyClicks(dialog.keyEdit(), kNewKey);
        QVERIFY(dialog.problem().contains(QStringLiteral("title")));
        typeText(dialog.titleEdit(), QStringLiteral("두 선택"));
        QVERIFY2(dialog.canCreate(), qPrintable(dialog.problem()));
        QCOMPARE(dialog.pathLabel()->text(), kNewProbe);
        QCOMPARE(dialog.setupList()->count(), 1);
        // The setup file ticked with the keyboard.
        dialog.setupList()->setFocus();
        dialog.setupList()->setCurrentRow(0);
        QTest::keyClick(dialog.setupList(), Qt::Key_Space);
        QCOMPARE(dialog.choice().setupFiles, QStringList{QStringLiteral("migrations/t.sql")});
        // Importing asks for a spec.
        dialog.kindBox()->setCurrentIndex(2);
        QVERIFY(!dialog.canCreate());
        QVERIFY(!dialog.setupList()->isEnabled());
    }

    // Explore Orders on the probe shown, an order chosen, Add Order to Probe: the probe's buffer
    // gains it as a permutations: entry, one undo step the author can take back.
    void anExploredOrderIsAddedToTheProbeAsOneUndoStep() {
        if (!m_noServer.isEmpty()) QSKIP(qPrintable(m_noServer));
        MainWindow& w = open();
        StudioSession* s = w.session();
        QTRY_VERIFY_WITH_TIMEOUT(w.treeModel()->indexForPath(kProbe).isValid(), kTimeoutMs);
        QVERIFY(clickTreeRow(w, kProbe));
        const QString before = s->documentModel()->text();
        QTRY_COMPARE_WITH_TIMEOUT(m_panels.replay->currentProbeKey(), QStringLiteral("p"),
                                  kTimeoutMs);
        QTest::mouseClick(m_panels.replay->exploreButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(m_panels.replay->verdictText(), QStringLiteral("explored"),
                                  kRunTimeoutMs);
        InterleavingListView* list = m_panels.replay->interleavingView();
        QCOMPARE(list->count(), 3);  // the level's heading and two orders, both held
        QVERIFY(list->item(2)->text().startsWith(QStringLiteral("w2_read w1_read")));
        list->scrollToItem(list->item(2));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->item(2)).center());
        QCOMPARE(list->currentRow(), 2);
        QVERIFY(m_panels.replay->addOrderButton()->isEnabled());
        QTest::mouseClick(m_panels.replay->addOrderButton(), Qt::LeftButton);
        QCOMPARE(s->currentPath(), kProbe);
        const QString after = s->documentModel()->text();
        QCOMPARE(after, QString(before).replace(QStringLiteral("  - w1_read w2_read\n"),
                                                QStringLiteral("  - w1_read w2_read\n  - w2_read "
                                                               "w1_read\n")));
        QVERIFY(s->documentModel()->isModified());
        shot(QStringLiteral("07-explored-order-added"));
        SourceEditor* editor = w.editor();
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(s->documentModel()->text(), before);
    }

    void newProbeRunAcceptCitesTheRecordAndTheGatesFollow() {
        if (!m_noServer.isEmpty()) QSKIP(qPrintable(m_noServer));
        MainWindow& w = open();
        StudioSession* s = w.session();
        QVERIFY(s->selectDocument(kCase));
        SourceEditor* editor = w.editor();
        // The author is at the body's first paragraph when asking for the probe.
        const int at = lineOf(editor->toPlainText(), QStringLiteral("두 세션이"));
        cursorToEndOf(editor, at);
        m_newProbe = NewProbeChoice{{},
                                    QStringLiteral("두 세션의 선택"),
                                    NewProbeChoice::Kind::Race,
                                    {QStringLiteral("migrations/t.sql")},
                                    {}};
        m_newProbe->key = kNewKey;
        QVERIFY(chooseFromFileMenu(w, QStringLiteral("newProbeForCaseAction")));
        QTRY_COMPARE_WITH_TIMEOUT(s->currentPath(), kNewProbe, kTimeoutMs);
        QVERIFY(QFileInfo::exists(m_tw->abs(kNewProbe)));
        QTRY_VERIFY_WITH_TIMEOUT(w.treeModel()->indexForPath(kNewProbe).isValid(), kTimeoutMs);
        QCOMPARE(m_panels.replay->evidenceTarget(), kCase);
        QCOMPARE(m_panels.replay->acceptButton()->text(), QStringLiteral("Accept as Evidence…"));
        shot(QStringLiteral("04-new-probe-for-the-case"));

        // F5 in the probe's editor: a run on a throwaway cluster, no record yet.
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(m_panels.replay->state() == ReplayPanel::State::Finished,
                                 kRunTimeoutMs);
        QVERIFY2(m_panels.replay->verdictText() == QStringLiteral("differs"),
                 qPrintable(m_panels.replay->verdictText() + u' ' + m_panels.replay->reasonText()));
        QVERIFY(m_panels.replay->lastRun()->result.expectationsHeld);
        shot(QStringLiteral("05-f5-ran-the-buffer"));

        // Accept as Evidence: the record, its figure, and the case cites it in its buffer.
        QSignalSpy accepted(m_panels.replay, &ReplayPanel::evidenceAccepted);
        QTest::mouseClick(m_panels.replay->acceptButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(accepted.size(), 1, kTimeoutMs);
        QVERIFY(QFileInfo::exists(EvidencePaths::record(m_tw->root(), kNewKey)));
        QVERIFY(QFileInfo::exists(EvidencePaths::figure(m_tw->root(), kNewKey)));
        QTRY_COMPARE_WITH_TIMEOUT(s->currentPath(), kCase, kTimeoutMs);
        DocumentModel* caseModel = s->documentModel();
        const QString cited = caseModel->text();
        QVERIFY(caseModel->isModified());
        const int block = lineOf(cited, QStringLiteral(":::evidence key=\"two-selects\""));
        QVERIFY2(block > lineOf(cited, QStringLiteral("두 세션이")) &&
                     block < lineOf(cited, QStringLiteral("끝 문단")),
                 qPrintable(cited));
        QVERIFY2(cited.contains(QStringLiteral("caption=\"두 세션의 선택 — ")), qPrintable(cited));
        QCOMPARE(editor->textCursor().blockNumber() + 1, block);  // in sight
        QVERIFY(cited.contains(QStringLiteral("  - key: two-selects")));
        QVERIFY(cited.contains(QStringLiteral("final/evidence/raw/two-selects.txt")));
        // The Replay panel lists the probe of the key just cited, before the case is saved.
        QTRY_VERIFY_WITH_TIMEOUT(m_panels.replay->probeKeys().contains(kNewKey), kTimeoutMs);
        shot(QStringLiteral("06-cited-in-the-case"));
        // One undo step takes it all back, and redo brings it again.
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!caseModel->text().contains(QStringLiteral("two-selects")));
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(caseModel->text(), cited);
        QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(!caseModel->isModified(), kTimeoutMs);

        // The case's Review panel: the replay gate fails (recorded, never reproduced) until a
        // Run in the Replay panel, which turns it with no other call.
        w.panelHost()->raise(m_panels.review);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_panels.review->review().path == kCase &&
                gateItem(m_panels.review->gateTree(), QStringLiteral("replay")),
            kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(gateItem(m_panels.review->gateTree(), QStringLiteral("replay"))
                                     ->text(0)
                                     .startsWith(QStringLiteral("✗")),
                                 kTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_panels.replay->probeKeys().contains(kNewKey), kTimeoutMs);
        QVERIFY(m_panels.replay->selectProbe(kNewKey));
        w.panelHost()->raise(m_panels.replay);
        QTest::mouseClick(m_panels.replay->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_panels.replay->state() == ReplayPanel::State::Finished,
                                 kRunTimeoutMs);
        QCOMPARE(m_panels.replay->verdictText(), QStringLiteral("reproduced"));
        QTRY_VERIFY_WITH_TIMEOUT(gateItem(m_panels.review->gateTree(), QStringLiteral("replay"))
                                     ->text(0)
                                     .startsWith(QStringLiteral("✓")),
                                 kTimeoutMs);
        w.panelHost()->raise(m_panels.review);
        shot(QStringLiteral("07-review-gate-turned"));
        QTRY_COMPARE_WITH_TIMEOUT(w.treeModel()
                                      ->indexForPath(kNewProbe)
                                      .siblingAtColumn(WorkspaceTreeModel::StatusColumn)
                                      .data()
                                      .toString(),
                                  WorkspaceTreeModel::standingText(QStringLiteral("reproduced")),
                                  kTimeoutMs);

        // As a terminal sees it: no error, and every gate passes once the debt is acknowledged.
        const TechlogRun check = runTechlog({QStringLiteral("check"), m_tw->root()});
        QVERIFY2(check.exitCode == 0, qPrintable(describe(check)));
        TechlogRunOptions reviewer;
        reviewer.environment.insert(QStringLiteral("TECHLOG_REVIEWER"), QStringLiteral("kim"));
        const TechlogRun debt =
            runTechlog({QStringLiteral("debt"), m_tw->root(), QStringLiteral("--format=json")});
        QStringList acknowledge{QStringLiteral("debt"), m_tw->root()};
        for (const QJsonValue topic : QJsonDocument::fromJson(debt.out.toUtf8())
                                          .object()
                                          .value(QStringLiteral("topics"))
                                          .toArray())
            for (const QJsonValue doc :
                 topic.toObject().value(QStringLiteral("documents")).toArray())
                for (const QJsonValue item :
                     doc.toObject().value(QStringLiteral("items")).toArray())
                    acknowledge << QStringLiteral("--acknowledge")
                                << item.toObject().value(QStringLiteral("hash")).toString();
        QCOMPARE(acknowledge.size(), 4);  // the one item of 확인하지 못한 것
        const TechlogRun acknowledged = runTechlog(acknowledge, reviewer);
        QVERIFY2(acknowledged.exitCode == 0, qPrintable(describe(acknowledged)));
        const TechlogRun review = runTechlog({QStringLiteral("review"), m_tw->root(), kCase});
        QVERIFY2(review.exitCode == 0 && review.out.contains(QStringLiteral("all 7 gates pass")),
                 qPrintable(describe(review)));
    }
};

QTEST_MAIN(TestProbeAuthoring)
#include "tst_probeauthoring.moc"
