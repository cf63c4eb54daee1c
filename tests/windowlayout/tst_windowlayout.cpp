// The window's proportions as an author meets them, offscreen at 1600x1000 with the studio's
// panels: each bottom tab starts with the room its content needs, what the author drags and
// hides is kept for that workspace (and only that one), View > Reset Layout goes back, the
// panel toggles answer their keys, and an enlarged bottom panel leaves the graph room.
#include <QAction>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <memory>

#include "diagnosticspanel.h"
#include "graphpanel.h"
#include "graphview.h"
#include "mainwindow.h"
#include "panelhost.h"
#include "prompts.h"
#include "replaypanel.h"
#include "screenshot.h"
#include "studiopanels.h"
#include "studiosession.h"
#include "studiosettings.h"
#include "studiotestworkspace.h"
#include "uilanguage.h"
#include "windowlayout.h"

using namespace techlog;
using namespace techlog::test;

namespace {

constexpr int kTimeoutMs = 20000;

double bottomShare(MainWindow& w) {
    auto* centre = w.findChild<QSplitter*>(QStringLiteral("centreSplitter"));
    const QList<int> sizes = centre->sizes();
    return double(sizes.value(1)) / (sizes.value(0) + sizes.value(1));
}

// A real click on the bottom tab `panel` sits in.
void clickBottomTab(MainWindow& w, QWidget* panel) {
    QTabBar* bar = w.bottomTabs()->tabBar();
    const int index = w.bottomTabs()->indexOf(panel);
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(index).center());
}

// The handle between the editor row and the bottom tabs dragged by `dy` with the mouse.
void dragBottomHandle(MainWindow& w, int dy) {
    auto* centre = w.findChild<QSplitter*>(QStringLiteral("centreSplitter"));
    QSplitterHandle* handle = centre->handle(1);
    const QPoint from = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, from);
    QMouseEvent move(QEvent::MouseMove, QPointF(from + QPoint(0, dy)),
                     handle->mapToGlobal(QPointF(from + QPoint(0, dy))), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(handle, &move);
    QTest::mouseRelease(handle, Qt::LeftButton, {}, from + QPoint(0, dy));
}

}  // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    StudioPanels m_panels;
    UiLanguage m_language;

    MainWindow& open(const QString& root, bool showFirst = true) {
        m_window = std::make_unique<MainWindow>();
        Prompts p;
        p.unsavedChanges = [](QWidget*, const QString&, const QString&) {
            return QMessageBox::Discard;
        };
        m_window->session()->setPrompts(p);
        m_panels = installStudioPanels(*m_window->session(), *m_window->panelHost());
        m_window->resize(1600, 1000);
        // The studio's own start opens the workspace before the window shows.
        if (!showFirst) m_window->session()->openWorkspace(root);
        m_window->show();
        [&] { QVERIFY(QTest::qWaitForWindowExposed(m_window.get())); }();
        m_window->activateWindow();
        if (showFirst) m_window->session()->openWorkspace(root);
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->workspace() != nullptr, kTimeoutMs);
        }();
        QTest::qWait(50);  // the layout applied once the splitters have their real sizes
        return *m_window;
    }

    void close() {
        m_window->close();
        m_window.reset();
    }

private slots:
    void initTestCase() {
        if (screenshotsInKorean()) m_language.install(UiLanguage::Choice::Korean, QLocale());
        QStandardPaths::setTestModeEnabled(true);  // settings in a test location
        studioSettings().remove(QStringLiteral("layouts"));
    }

    void cleanup() {
        m_window.reset();
        studioSettings().remove(QStringLiteral("layouts"));
    }

    // The diagnostics list gets a quarter of the height, the Replay panel half; each tab gets
    // its own back when shown again.
    void eachBottomTabStartsWithTheRoomItsContentNeeds() {
        QTemporaryDir dir;
        MainWindow& w = open(studiotest::createWorkspace(dir));
        QVERIFY(w.bottomTabs()->currentWidget() == w.diagnosticsPanel());
        QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
        clickBottomTab(w, m_panels.replay);
        QCOMPARE(w.bottomTabs()->currentWidget(), m_panels.replay);
        QTRY_VERIFY(qAbs(bottomShare(w) - 0.5) < 0.03);
        screenshot(&w, QStringLiteral("layout-01-replay-half"));
        clickBottomTab(w, w.diagnosticsPanel());
        QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
    }

    // Opened as the studio starts (the workspace before the window shows): the editor and the
    // side panel share the row, the left column a quarter of the width.
    void theDefaultsHoldWhenTheWorkspaceOpensBeforeTheWindowShows() {
        QTemporaryDir dir;
        MainWindow& w = open(studiotest::createWorkspace(dir), false);
        QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
        const QList<int> row = w.findChild<QSplitter*>(QStringLiteral("editorSplitter"))->sizes();
        QVERIFY2(qAbs(double(row.value(0)) / (row.value(0) + row.value(1)) - 0.55) < 0.05,
                 qPrintable(QStringLiteral("%1 %2").arg(row.value(0)).arg(row.value(1))));
        const QList<int> main = w.findChild<QSplitter*>(QStringLiteral("mainSplitter"))->sizes();
        QVERIFY2(qAbs(double(main.value(0)) / (main.value(0) + main.value(1)) - 0.26) < 0.03,
                 qPrintable(QStringLiteral("%1 %2").arg(main.value(0)).arg(main.value(1))));
        screenshot(&w, QStringLiteral("layout-00-defaults"));
    }

    // A drag and a hidden panel are kept for the workspace and come back when it is opened
    // again; another workspace starts with the defaults; Reset Layout drops what was kept.
    void whatTheAuthorSetsIsKeptPerWorkspace() {
        QTemporaryDir dirA, dirB;
        const QString a = studiotest::createWorkspace(dirA);
        const QString b = studiotest::createWorkspace(dirB);
        {
            MainWindow& w = open(a);
            QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
            dragBottomHandle(w, -200);  // the bottom panel taller by 200 px
            const double dragged = bottomShare(w);
            QVERIFY2(dragged > 0.36, qPrintable(QString::number(dragged)));
            QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier | Qt::AltModifier);
            QVERIFY(w.rightTabs()->isHidden());
            close();
        }
        {
            MainWindow& w = open(a);
            QTRY_VERIFY(bottomShare(w) > 0.36);
            QVERIFY(w.rightTabs()->isHidden());
            auto* toggle = w.findChild<QAction*>(QStringLiteral("toggle_side"));
            QVERIFY(toggle && !toggle->isChecked());
            close();
        }
        {
            MainWindow& w = open(b);
            QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
            QVERIFY(!w.rightTabs()->isHidden());
            close();
        }
        {
            MainWindow& w = open(a);
            QTRY_VERIFY(bottomShare(w) > 0.36);
            w.findChild<QAction*>(QStringLiteral("resetLayoutAction"))->trigger();
            QVERIFY(!w.rightTabs()->isHidden());
            QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
            close();
        }
        MainWindow& w = open(a);
        QTRY_VERIFY(qAbs(bottomShare(w) - 0.24) < 0.03);
    }

    // Ctrl+B hides the tree and properties, Ctrl+J the bottom panel; each key again shows it;
    // a panel brought forward (a replay) shows its hidden area.
    void theTogglesAnswerTheirKeys() {
        QTemporaryDir dir;
        MainWindow& w = open(studiotest::createWorkspace(dir));
        QWidget* left = w.findChild<QSplitter*>(QStringLiteral("leftSplitter"));
        QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
        QVERIFY(left->isHidden());
        QVERIFY(!w.findChild<QAction*>(QStringLiteral("toggle_tree"))->isChecked());
        QTest::keyClick(&w, Qt::Key_B, Qt::ControlModifier);
        QVERIFY2(!left->isHidden(), "left hidden");
        QVERIFY2(w.treeView()->isVisible(), "tree not visible");
        QTest::keyClick(&w, Qt::Key_J, Qt::ControlModifier);
        QVERIFY(w.bottomTabs()->isHidden());
        QVERIFY(!w.findChild<QAction*>(QStringLiteral("toggle_bottom"))->isChecked());
        w.panelHost()->raise(m_panels.replay);
        QVERIFY(!w.bottomTabs()->isHidden());
        QVERIFY(w.findChild<QAction*>(QStringLiteral("toggle_bottom"))->isChecked());
        // The properties alone.
        auto* properties = w.findChild<QAction*>(QStringLiteral("toggle_properties"));
        properties->trigger();
        QVERIFY(w.frontMatterView()->isHidden() && !left->isHidden());
    }

    // With the bottom panel dragged as high as it goes, the graph keeps room to be read.
    void anEnlargedBottomPanelLeavesTheGraphRoom() {
        QTemporaryDir dir;
        MainWindow& w = open(studiotest::createWorkspace(dir));
        w.rightTabs()->setCurrentWidget(m_panels.graph);
        QTest::qWait(50);
        dragBottomHandle(w, -900);
        QTRY_VERIFY(bottomShare(w) > 0.45);
        QVERIFY2(m_panels.graph->view()->height() >= 220,
                 qPrintable(QString::number(m_panels.graph->view()->height())));
        screenshot(&w, QStringLiteral("layout-02-graph-with-a-tall-bottom-panel"));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
