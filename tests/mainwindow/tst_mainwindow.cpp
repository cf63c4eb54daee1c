#include <sys/stat.h>

#include <QComboBox>
#include <QDir>
#include <QFileSystemWatcher>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBlock>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include "asyncworkspaceloader.h"
#include "diagnosticsfiltermodel.h"
#include "diagnosticsmodel.h"
#include "diagnosticspanel.h"
#include "documentcommands.h"
#include "documentmodel.h"
#include "documentpane.h"
#include "documenttabbar.h"
#include "emptystatewidget.h"
#include "frontmatterview.h"
#include "mainwindow.h"
#include "notificationbar.h"
#include "panelhost.h"
#include "recentworkspaces.h"
#include "sourceeditor.h"
#include "studiotestworkspace.h"
#include "treefilterbar.h"
#include "typetext.h"
#include "workspacetreemodel.h"

using namespace techlog;
using namespace studiotest;

namespace {

struct PromptLog {
    QMessageBox::StandardButton unsavedAnswer = QMessageBox::Cancel;
    int unsavedAsked = 0;
    int errors = 0;
    QString lastError;
    bool overwrite = false;
    int overwriteAsked = 0;
};

// A window whose prompts answer from `log` instead of blocking on a dialog.
void installPrompts(MainWindow& w, PromptLog& log) {
    Prompts p;
    p.unsavedChanges = [&log](QWidget*, const QString&, const QString&) {
        ++log.unsavedAsked;
        return log.unsavedAnswer;
    };
    p.confirmOverwrite = [&log](QWidget*, const QString&) {
        ++log.overwriteAsked;
        return log.overwrite;
    };
    p.error = [&log](QWidget*, const QString& title, const QString& message) {
        ++log.errors;
        log.lastError = title + QLatin1Char(' ') + message;
    };
    p.chooseWorkspace = [](QWidget*, const QString&) { return QString(); };
    w.session()->setPrompts(p);
}

ino_t inodeOf(const QString& path) {
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

int loadCount = 0;

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_root;
    std::unique_ptr<MainWindow> m_window;
    PromptLog m_log;

    MainWindow& open() {
        m_window = std::make_unique<MainWindow>();
        m_log = PromptLog{};
        installPrompts(*m_window, m_log);
        QObject::connect(m_window->session(), &StudioSession::workspaceLoaded, [] { ++loadCount; });
        m_window->session()->openWorkspace(m_root);
        [&] { QTRY_VERIFY_WITH_TIMEOUT(m_window->session()->workspace() != nullptr, 20000); }();
        return *m_window;
    }
    QString abs(const QString& rel) const { return m_root + QLatin1Char('/') + rel; }
    // Saving runs off the UI thread: start it and wait for the write to land.
    static void saveAndWait(MainWindow& w) {
        QVERIFY(w.session()->save());
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->documentModel()->isSaving(), 10000);
    }
    // Waits for the reload that follows a save or reload-from-disk.
    void waitForReload(int before) {
        QTRY_VERIFY_WITH_TIMEOUT(loadCount > before && !m_window->session()->loader()->isLoading(),
                                 20000);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        RecentWorkspaces::clear();
    }

    void init() {
        m_dir.~QTemporaryDir();
        new (&m_dir) QTemporaryDir;
        QVERIFY(m_dir.isValid());
        m_root = createWorkspace(m_dir);
    }

    void cleanup() {
        if (m_window) {
            m_log.unsavedAnswer = QMessageBox::Discard;  // let it close
            m_window.reset();
        }
    }

    // Go > Go to Line… (Ctrl+G): the default dialog, typed into with the keys, puts the cursor
    // on that line; Back returns to where it was. The Go menu shows Ctrl+Shift+Tab as written
    // on the keys, not Qt's Backtab.
    void ctrlGGoesToTheLineTyped() {
        MainWindow& w = open();
        Prompts p = w.session()->prompts();
        p.goToLine = Prompts::interactive().goToLine;
        w.session()->setPrompts(p);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.session()->selectDocument(conceptPath));
        w.editor()->setFocus();
        QCOMPARE(w.editor()->currentLine(), 1);
        bool typed = false;
        QTimer::singleShot(0, this, [&typed] {
            QWidget* dialog = QApplication::activeModalWidget();
            auto* spin = dialog ? dialog->findChild<QSpinBox*>() : nullptr;
            if (!spin) return;
            spin->selectAll();
            QTest::keyClicks(spin, QStringLiteral("17"));
            typed = spin->value() == 17;
            QTest::keyClick(spin, Qt::Key_Return);
        });
        QTest::keyClick(w.editor(), Qt::Key_G, Qt::ControlModifier);
        QVERIFY(typed);
        QCOMPARE(w.editor()->currentLine(), 17);
        QVERIFY(w.session()->goBack());
        QCOMPARE(w.editor()->currentLine(), 1);
        const QAction* previousTab = w.findChild<QAction*>(QStringLiteral("previousTabAction"));
        QCOMPARE(previousTab->shortcut().toString(QKeySequence::PortableText),
                 QStringLiteral("Ctrl+Shift+Tab"));
    }

    // A workspace delivered early (a large one: parsed and linked, its checks still running)
    // shows its tree at once and says it is being checked, with the progress and Cancel still
    // there; its counts come with the checked workspace, and then they go.
    void anEarlyWorkspaceSaysItIsBeingCheckedUntilItsFindingsCome() {
        MainWindow w;
        w.session()->loader()->setEarlyDeliveryFrom(1);
        auto* progress = w.statusBar()->findChild<QProgressBar*>();
        QVERIFY(progress);
        QStringList said;
        QList<bool> progressShown;
        QList<int> rows;
        QStringList summaries;  // the diagnostics panel's own line
        connect(w.session(), &StudioSession::workspaceLoaded, &w, [&] {
            const QList<QLabel*> labels = w.statusBar()->findChildren<QLabel*>();
            for (const QLabel* label : labels)
                if (label->text().contains(QStringLiteral(" documents · "))) said << label->text();
            for (const QLabel* label : w.findChildren<QLabel*>())
                if (label->text().contains(QStringLiteral(" shown · "))) summaries << label->text();
            progressShown << !progress->isHidden();
            rows << w.treeModel()->rowCount();
        });
        w.session()->openWorkspace(m_root);
        QTRY_COMPARE_WITH_TIMEOUT(said.size(), 2, 20000);
        const int documents = int(w.session()->workspace()->documents.size());
        QCOMPARE(said.first(), QStringLiteral("%1 documents · checking…").arg(documents));
        QVERIFY(said.last().startsWith(QStringLiteral("%1 documents · ").arg(documents)));
        QVERIFY(said.last().contains(QStringLiteral("error")));
        QCOMPARE(progressShown, (QList<bool>{true, false}));
        QCOMPARE(summaries.size(), 2);
        QVERIFY2(summaries.first().endsWith(QStringLiteral(" shown · checking the workspace…")),
                 qPrintable(summaries.first()));
        QVERIFY2(summaries.last().endsWith(QStringLiteral(" in the workspace")),
                 qPrintable(summaries.last()));
        QVERIFY(rows.first() > 0);  // the tree, at the first delivery
        QCOMPARE(rows.first(), rows.last());
    }

    // The toolbar's Export is a page with an arrow leaving it (where the desktop has no theme
    // icon), not the style's green check mark.
    void theExportToolIsNoCheckMark() {
        MainWindow w;
        const QAction* exportAction = w.findChild<QAction*>(QStringLiteral("exportAction"));
        QVERIFY(exportAction && !exportAction->icon().isNull());
        if (QIcon::hasThemeIcon(QStringLiteral("document-export")))
            QSKIP("the desktop's icon theme has document-export");
        const QImage shown = exportAction->icon().pixmap(18, 18).toImage();
        const QImage check =
            w.style()->standardIcon(QStyle::SP_DialogApplyButton).pixmap(18, 18).toImage();
        QVERIFY(shown != check);
        QCOMPARE(shown,
                 QIcon(QStringLiteral(":/techlog/icons/export.svg")).pixmap(18, 18).toImage());
    }

    void theWindowCarriesTheApplicationIcon() {
        // The icon the install puts in the theme, from the resources: it renders, and the
        // window shows it.
        QSvgRenderer svg(QStringLiteral(":/techlog/icons/techlog-studio.svg"));
        QVERIFY(svg.isValid());
        QCOMPARE(svg.defaultSize(), QSize(128, 128));
        QFile installed(QStringLiteral(TECHLOG_SOURCE_DIR "/resources/icons/techlog-studio.svg"));
        QFile resource(QStringLiteral(":/techlog/icons/techlog-studio.svg"));
        QVERIFY(installed.open(QIODevice::ReadOnly) && resource.open(QIODevice::ReadOnly));
        QCOMPARE(resource.readAll(), installed.readAll());
        MainWindow w;
        QVERIFY(!w.windowIcon().isNull());
        QVERIFY(!w.windowIcon().pixmap(32, 32).isNull());
    }

    void treeShowsTopicsKindsAndDocumentsWithCounts() {
        MainWindow& w = open();
        WorkspaceTreeModel* model = w.treeModel();
        QCOMPARE(model->rowCount(), 2);  // alpha, beta
        const QModelIndex alpha = model->index(0, 0);
        QVERIFY(alpha.data().toString().startsWith(QStringLiteral("alpha")));
        QVERIFY(alpha.data().toString().contains(QStringLiteral("(2)")));
        QCOMPARE(model->rowCount(alpha), 2);  // case, concept
        const QModelIndex caseDoc = model->indexForPath(casePath);
        QVERIFY(caseDoc.isValid());
        QCOMPARE(caseDoc.parent().parent(), alpha);
        QVERIFY(caseDoc.data(WorkspaceTreeModel::ErrorCountRole).toInt() >= 1);
        QVERIFY(caseDoc.data(Qt::ToolTipRole).toString().contains(QStringLiteral("error")));
        QVERIFY(
            !caseDoc.siblingAtColumn(WorkspaceTreeModel::IssuesColumn).data().toString().isEmpty());
        QCOMPARE(caseDoc.siblingAtColumn(WorkspaceTreeModel::StatusColumn).data().toString(),
                 QStringLiteral("게시 전"));
        const QModelIndex conceptDoc = model->indexForPath(conceptPath);
        QVERIFY(conceptDoc.data().toString().startsWith(conceptTitle));
        QCOMPARE(conceptDoc.data(WorkspaceTreeModel::ErrorCountRole).toInt(), 0);
        // The topic carries its documents' errors.
        QVERIFY(alpha.data(WorkspaceTreeModel::ErrorCountRole).toInt() >= 1);
        // The first document in tree order is shown once loaded.
        QVERIFY(!w.session()->currentPath().isEmpty());
    }

    void selectingDocumentShowsSourceAndFrontMatter() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(conceptPath));
        QCOMPARE(w.session()->currentPath(), conceptPath);
        QCOMPARE(w.editor()->toPlainText(), QString::fromUtf8(conceptSource()));
        QVERIFY(!w.documentPane()->isModified());
        QCOMPARE(w.frontMatterView()->valueOf(QStringLiteral("title")), conceptTitle);
        QCOMPARE(w.frontMatterView()->valueOf(QStringLiteral("status")), QStringLiteral("게시 전"));
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), conceptPath);

        QVERIFY(w.session()->selectDocument(casePath));
        QVERIFY(
            w.frontMatterView()->valueOf(QStringLiteral("assets")).contains(QLatin1String("1")));
        QVERIFY(!w.frontMatterView()->valueOf(QStringLiteral("evidence")).isEmpty());
    }

    void treeFilterBoxHidesOtherDocumentsAndKeepsTheOpenOne() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(conceptPath));
        TreeFilterBar* bar = w.treeFilterBar();
        // Typed as an author types it: 초성 of the rule's title (두 번째 규칙).
        bar->textEdit()->setFocus();
        techlog::test::typeText(bar->textEdit(), QStringLiteral("ㄷㅂㅉ"));
        QCOMPARE(w.treeModel()->shownDocumentCount(), 1);
        QVERIFY(w.treeModel()->indexForPath(rulePath).isValid());
        QVERIFY(!w.treeModel()->indexForPath(conceptPath).isValid());
        QVERIFY(w.treeView()->isExpanded(w.treeModel()->indexForPath(rulePath).parent()));
        // The open document stays open although its row is hidden; nothing else was opened.
        QTest::qWait(50);
        QCOMPARE(w.session()->currentPath(), conceptPath);
        QVERIFY(!w.treeView()->currentIndex().isValid() ||
                w.treeModel()->pathAt(w.treeView()->currentIndex()).isEmpty());

        bar->clear();
        QCOMPARE(w.treeModel()->shownDocumentCount(), 3);
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), conceptPath);

        // Kind and "has errors": the broken case is the one with an error.
        bar->errorsButton()->click();
        QCOMPARE(w.treeModel()->shownDocumentCount(), 1);
        QVERIFY(w.treeModel()->indexForPath(casePath).isValid());
        bar->errorsButton()->click();
        bar->kindBox()->setCurrentIndex(bar->kindBox()->findData(QStringLiteral("rule")));
        QCOMPARE(w.treeModel()->shownDocumentCount(), 1);
        QVERIFY(w.treeModel()->indexForPath(rulePath).isValid());
        // The statuses offered are the workspace's.
        QVERIFY(bar->statusBox()->findData(QStringLiteral("게시 전")) > 0);
        bar->statusBox()->setCurrentIndex(bar->statusBox()->findData(QStringLiteral("게시 전")));
        QCOMPARE(w.treeModel()->shownDocumentCount(), 1);

        // A save while filtered keeps the filter.
        bar->clear();
        bar->kindBox()->setCurrentIndex(bar->kindBox()->findData(QStringLiteral("concept")));
        QVERIFY(w.session()->selectDocument(conceptPath));
        QTextCursor c = w.editor()->textCursor();
        c.movePosition(QTextCursor::End);
        c.insertText(QStringLiteral("더.\n"));
        const int before = loadCount;
        saveAndWait(w);
        waitForReload(before);
        QCOMPARE(w.treeModel()->shownDocumentCount(), 1);
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), conceptPath);

        // View > Filter Documents puts the cursor in the box.
        bar->clear();
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.editor()->setFocus();
        QAction* focus = w.findChild<QAction*>(QStringLiteral("filterTreeAction"));
        QVERIFY(focus);
        QCOMPARE(focus->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
        focus->trigger();
        QTRY_VERIFY(bar->textEdit()->hasFocus());
    }

    void sourceMaterialIsListedInTheTreeAndOpens() {
        QVERIFY(writeFile(abs(QStringLiteral("analysis/01-notes.md")), "# 분석 노트\n\n본문.\n"));
        QVERIFY(writeFile(abs(QStringLiteral("final/document.md")), "# 최종 문서\n"));
        MainWindow& w = open();
        const QModelIndex notes =
            w.treeModel()->indexForPath(QStringLiteral("analysis/01-notes.md"));
        QVERIFY(notes.isValid());
        QVERIFY(w.treeModel()->indexForPath(QStringLiteral("final/document.md")).isValid());
        w.treeView()->setCurrentIndex(notes);
        QTRY_COMPARE(w.session()->currentPath(), QStringLiteral("analysis/01-notes.md"));
        QCOMPARE(w.editor()->toPlainText(), QStringLiteral("# 분석 노트\n\n본문.\n"));
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()),
                 QStringLiteral("analysis/01-notes.md"));
        QVERIFY(QFile::remove(abs(QStringLiteral("analysis/01-notes.md"))));
        QVERIFY(QFile::remove(abs(QStringLiteral("final/document.md"))));
        QDir(abs(QStringLiteral("analysis"))).removeRecursively();
    }

    void toolbarAndViewMenuOfferTheCommonCommands() {
        MainWindow& w = open();
        QToolBar* bar = w.toolBar();
        QVERIFY(bar);
        QStringList names;
        for (QAction* a : bar->actions())
            if (!a->isSeparator()) {
                names << a->objectName();
                QVERIFY2(!a->icon().isNull(), qPrintable(a->objectName()));
            }
        for (const char* name :
             {"newDocumentAction", "openWorkspaceAction", "saveAction", "backAction",
              "forwardAction", "quickSwitchAction", "findAction", "exportAction"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
        QStringList menus;
        for (QAction* a : w.menuBar()->actions()) menus << a->text();
        QCOMPARE(menus.mid(0, 4),
                 (QStringList{w.tr("&File"), w.tr("&Edit"), w.tr("&View"), w.tr("&Go")}));
        QMenu* view = w.findChild<QMenu*>(QStringLiteral("viewMenu"));
        QVERIFY(view);
        bool hasToolbarToggle = false;
        for (QAction* a : view->actions()) hasToolbarToggle |= a == bar->toggleViewAction();
        QVERIFY(hasToolbarToggle);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(bar->isVisible());
        bar->toggleViewAction()->trigger();
        QVERIFY(bar->isHidden());
        bar->toggleViewAction()->trigger();
        QVERIFY(bar->isVisible());
    }

    void activatingDiagnosticJumpsToItsLine() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        QTableView* view = w.diagnosticsPanel()->view();
        QModelIndex target;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QModelIndex i = view->model()->index(r, DiagnosticsModel::CodeColumn);
            if (i.data().toString() == QLatin1String("evidence-key-unknown")) target = i;
        }
        QVERIFY2(target.isValid(), "the broken case's evidence-key-unknown is listed");
        QCOMPARE(target.data(DiagnosticsModel::LineRole).toInt(), brokenCaseErrorLine);
        emit view->activated(target);
        QCOMPARE(w.session()->currentPath(), casePath);
        QCOMPARE(w.editor()->textCursor().blockNumber() + 1, brokenCaseErrorLine);
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), casePath);
    }

    // A multi-megabyte raw record opened from a diagnostic is read and built on a worker: the
    // window stays usable (progress and Cancel shown, the open buffer held read-only so that no
    // edit goes into a buffer about to be replaced), then the record shows at the line.
    void largeFileFromADiagnosticOpensInTheBackgroundAtItsLine() {
        const QString record = QStringLiteral("final/evidence/raw/long-run.txt");
        QByteArray bytes;
        for (int i = 0; bytes.size() < 3 << 20; ++i)
            bytes += QStringLiteral("%1 업데이트 건수 1, 잠금 대기 없음\n").arg(i).toUtf8();
        QVERIFY(QDir().mkpath(QFileInfo(abs(record)).absolutePath()));
        QFile f(abs(record));
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        f.close();
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        Diagnostic d;
        d.path = record;
        d.line = 5000;
        d.column = 3;
        emit w.diagnosticsPanel()->diagnosticActivated(d);
        // Its tab is there at once, empty and read-only while the worker reads the file.
        QVERIFY(w.session()->indexOfPath(record) >= 0);
        QCOMPARE(w.session()->currentPath(), QString());
        QVERIFY(w.editor()->isReadOnly());
        QVERIFY(!w.progressBar()->isHidden());
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->currentPath(), record, 20000);
        QCOMPARE(w.editor()->currentLine(), 5000);
        QCOMPARE(w.editor()->textCursor().positionInBlock(), 2);
        QVERIFY(!w.editor()->isReadOnly());
        QVERIFY(w.progressBar()->isHidden());
        QCOMPARE(w.editor()->document(), w.session()->documentModel()->document());
        QVERIFY(w.editor()->toPlainText().startsWith(QStringLiteral("0 업데이트")));
        QVERIFY(!w.documentPane()->isModified());
        // Back to the document: its tab is shown at once.
        QVERIFY(w.session()->selectDocument(rulePath));
        QCOMPARE(w.session()->currentPath(), rulePath);
        QCOMPARE(w.editor()->document(), w.session()->documentModel()->document());
    }

    void backgroundOpenCanBeCancelled() {
        const QString record = QStringLiteral("final/evidence/raw/long-run.txt");
        QVERIFY(QDir().mkpath(QFileInfo(abs(record)).absolutePath()));
        QFile f(abs(record));
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray line("$ psql -c 'select 1'\n");
        while (f.size() < 6 << 20) f.write(line);
        f.close();
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        Diagnostic d;
        d.path = record;
        d.line = 10;
        emit w.diagnosticsPanel()->diagnosticActivated(d);
        auto* cancel = w.findChild<QToolButton*>(QStringLiteral("cancelButton"));
        QVERIFY(cancel && !cancel->isHidden());
        cancel->click();
        QVERIFY(!w.editor()->isReadOnly());
        QTest::qWait(2000);
        QCOMPARE(w.session()->currentPath(), rulePath);
        QVERIFY(w.progressBar()->isHidden());
        QCOMPARE(w.session()->indexOfPath(record), -1);  // its tab went with it
    }

    void clickingDiagnosticJumpsToItsLine() {
        MainWindow& w = open();
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.session()->selectDocument(rulePath));
        QTableView* view = w.diagnosticsPanel()->view();
        int row = -1;
        for (int r = 0; r < view->model()->rowCount(); ++r)
            if (view->model()->index(r, DiagnosticsModel::CodeColumn).data().toString() ==
                QLatin1String("evidence-key-unknown"))
                row = r;
        QVERIFY(row >= 0);
        const QModelIndex index = view->model()->index(row, DiagnosticsModel::MessageColumn);
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        QTRY_COMPARE(w.session()->currentPath(), casePath);
        QCOMPARE(w.editor()->currentLine(), brokenCaseErrorLine);
    }

    void diagnosticsFilterToCurrentDocument() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(conceptPath));
        DiagnosticsPanel* panel = w.diagnosticsPanel();
        const int all = panel->visibleCount();
        panel->setCurrentDocumentOnly(true);
        QVERIFY(panel->visibleCount() < all);
        for (int r = 0; r < panel->view()->model()->rowCount(); ++r)
            QCOMPARE(
                panel->view()->model()->index(r, 0).data(DiagnosticsModel::PathRole).toString(),
                conceptPath);
    }

    void editAndSaveWritesFileAtomically() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        const ino_t before = inodeOf(abs(rulePath));
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("Line c, 한국어.\n"));
        QVERIFY(w.documentPane()->isModified());
        QVERIFY(w.isWindowModified());
        QVERIFY(w.treeModel()->indexForPath(rulePath).data().toString().startsWith(
            QStringLiteral("●")));
        const int loads = loadCount;
        saveAndWait(w);
        QVERIFY(!w.documentPane()->isModified());
        QCOMPARE(readFile(abs(rulePath)),
                 ruleSource() + QStringLiteral("Line c, 한국어.\n").toUtf8());
        // QSaveFile renames a new file over the old one: a new inode, and no temp file left.
        QVERIFY(inodeOf(abs(rulePath)) != before);
        const QStringList left =
            QDir(QFileInfo(abs(rulePath)).absolutePath()).entryList(QDir::Files);
        QCOMPARE(left, QStringList{QStringLiteral("rule-second.md")});
        waitForReload(loads);  // diagnostics are refreshed off the UI thread
        QVERIFY(!w.treeModel()->indexForPath(rulePath).data().toString().startsWith(
            QStringLiteral("●")));
    }

    void saveKeepsCrlfAndBom() {
        const QByteArray crlf = "\xEF\xBB\xBF" + ruleSource().replace("\n", "\r\n");
        QVERIFY(writeFile(abs(rulePath), crlf));
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        QVERIFY(!w.editor()->toPlainText().contains(QLatin1Char('\r')));
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("x\n"));
        saveAndWait(w);
        QCOMPARE(readFile(abs(rulePath)), crlf + "x\r\n");
    }

    void saveKeepsNonBreakingSpaces() {
        const QByteArray nbsp = ruleSource() + QStringLiteral("a\u00A0b\n").toUtf8();
        QVERIFY(writeFile(abs(rulePath), nbsp));
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("c\n"));
        saveAndWait(w);
        QCOMPARE(readFile(abs(rulePath)), nbsp + "c\n");
    }

    void externalChangeWithCleanBufferReloads() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        QTest::qWait(50);
        const QByteArray changed = ruleSource() + "Changed outside.\n";
        QVERIFY(writeFile(abs(rulePath), changed));
        QTRY_COMPARE_WITH_TIMEOUT(w.editor()->toPlainText(), QString::fromUtf8(changed), 10000);
        QVERIFY(!w.documentPane()->isModified());
        QVERIFY(!w.documentPane()->externalChangePending());
    }

    void externalAtomicReplaceIsFollowed() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        // Like an editor's save: write a new file, rename it over the old one. Twice, to prove
        // the watcher re-adds the path after losing it.
        for (int round = 1; round <= 2; ++round) {
            const QByteArray changed =
                ruleSource() + QByteArray("Round ") + QByteArray::number(round) + "\n";
            const QString tmp = abs(rulePath) + QStringLiteral(".tmp");
            QVERIFY(writeFile(tmp, changed));
            QVERIFY(::rename(QFile::encodeName(tmp).constData(),
                             QFile::encodeName(abs(rulePath)).constData()) == 0);
            QTRY_COMPARE_WITH_TIMEOUT(w.editor()->toPlainText(), QString::fromUtf8(changed), 10000);
            QTRY_VERIFY(w.documentPane()->watcher()->files().contains(abs(rulePath)));
        }
    }

    void externalChangeWithDirtyBufferOffersChoice() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        w.editor()->moveCursor(QTextCursor::End);
        w.editor()->insertPlainText(QStringLiteral("My edit.\n"));
        const QString mine = w.editor()->toPlainText();
        QVERIFY(writeFile(abs(rulePath), ruleSource() + "Theirs.\n"));
        QTRY_VERIFY_WITH_TIMEOUT(w.documentPane()->externalChangePending(), 10000);
        QCOMPARE(w.editor()->toPlainText(), mine);  // never silently replaced
        QVERIFY(w.documentPane()->isModified());
        NotificationBar* bar = w.documentPane()->changeBar();
        QVERIFY(bar->button(QStringLiteral("reloadButton")));
        QVERIFY(bar->button(QStringLiteral("keepButton")));
        QTest::qWait(400);  // no later event replaces it either
        QCOMPARE(w.editor()->toPlainText(), mine);

        // Keep my edits: the bar goes, the buffer stays dirty, Save overwrites.
        bar->button(QStringLiteral("keepButton"))->click();
        QVERIFY(!w.documentPane()->externalChangePending());
        QVERIFY(w.documentPane()->isModified());
        saveAndWait(w);
        QCOMPARE(QString::fromUtf8(readFile(abs(rulePath))), mine);
    }

    void externalChangeWithDirtyBufferCanReload() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        w.editor()->insertPlainText(QStringLiteral("Mine "));
        const QByteArray theirs = ruleSource() + "Theirs.\n";
        QVERIFY(writeFile(abs(rulePath), theirs));
        QTRY_VERIFY_WITH_TIMEOUT(w.documentPane()->externalChangePending(), 10000);
        w.documentPane()->changeBar()->button(QStringLiteral("reloadButton"))->click();
        QCOMPARE(w.editor()->toPlainText(), QString::fromUtf8(theirs));
        QVERIFY(!w.documentPane()->isModified());
        QVERIFY(!w.documentPane()->externalChangePending());
    }

    void switchingWithUnsavedEditsKeepsThemInTheirTab() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        w.editor()->insertPlainText(QStringLiteral("Unsaved "));
        m_log.unsavedAnswer = QMessageBox::Cancel;
        QVERIFY(w.session()->selectDocument(conceptPath));
        QCOMPARE(m_log.unsavedAsked, 0);
        QCOMPARE(w.session()->currentPath(), conceptPath);
        QVERIFY(!w.documentPane()->isModified());
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), conceptPath);

        // A click in the tree goes back to the rule's tab, its edits as they were.
        w.treeView()->setCurrentIndex(w.treeModel()->indexForPath(rulePath));
        QTRY_COMPARE(w.session()->currentPath(), rulePath);
        QCOMPARE(m_log.unsavedAsked, 0);
        QVERIFY(w.documentPane()->isModified());
        QVERIFY(w.editor()->toPlainText().startsWith(QStringLiteral("Unsaved ")));
        QCOMPARE(readFile(abs(rulePath)), ruleSource());  // not written
    }

    void writeToReadOnlyFile() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        w.editor()->insertPlainText(QStringLiteral("Cannot land "));
        // Tests run as root, so permissions prove nothing: make the target a folder instead.
        QVERIFY(QFile::remove(abs(rulePath)));
        QVERIFY(QDir().mkdir(abs(rulePath)));
        QVERIFY(w.session()->save());  // started; the failure is reported when the write comes back
        QTRY_COMPARE_WITH_TIMEOUT(m_log.errors, 1, 10000);
        QVERIFY(!w.session()->documentModel()->isSaving());
        QVERIFY(m_log.lastError.contains(rulePath));
        QVERIFY(w.documentPane()->isModified());
        QVERIFY(w.isWindowModified());
        QVERIFY(w.editor()->toPlainText().startsWith(QStringLiteral("Cannot land ")));
        QVERIFY(QFileInfo(abs(rulePath)).isDir());
    }

    void saveReloadsDiagnostics() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(casePath));
        const int errorsBefore = w.session()->workspace()->errorCount();
        QVERIFY(errorsBefore >= 1);
        QString text = w.editor()->toPlainText();
        text.replace(QStringLiteral("key=\"nope\""), QStringLiteral("key=\"known\""));
        w.editor()->selectAll();
        w.editor()->insertPlainText(text);
        const int loads = loadCount;
        saveAndWait(w);
        waitForReload(loads);
        QVERIFY(w.session()->workspace()->errorCount() < errorsBefore);
        QCOMPARE(w.session()->currentPath(), casePath);  // the selection survives the reload
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), casePath);
    }

    void saveUpdatesTheTreeInPlaceWithoutAFullReload() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        const QModelIndex row = w.treeModel()->indexForPath(rulePath);
        w.treeView()->collapse(w.treeModel()->indexForPath(conceptPath).parent());  // by hand
        QVERIFY(w.treeView()->isExpanded(row.parent()));
        QSignalSpy reset(w.treeModel(), &QAbstractItemModel::modelReset);
        QSignalSpy removed(w.treeModel(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy started(w.session()->loader(),
                           &AsyncWorkspaceLoader::started);  // full loads only
        QString text = w.editor()->toPlainText();
        text.replace(QStringLiteral("title: "), QStringLiteral("title: 새 "));
        w.editor()->selectAll();
        w.editor()->insertPlainText(text);
        const int loads = loadCount;
        saveAndWait(w);
        waitForReload(loads);
        QCOMPARE(started.count(), 0);  // the one document was read again, not the workspace
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 0);
        const QModelIndex after = w.treeModel()->indexForPath(rulePath);
        QCOMPARE(after, row);  // the same row, renamed in place
        QVERIFY(after.data().toString().startsWith(QStringLiteral("새 ")));
        QCOMPARE(w.treeModel()->pathAt(w.treeView()->currentIndex()), rulePath);
        QVERIFY(w.treeView()->isExpanded(after.parent()));
        QVERIFY(!w.treeView()->isExpanded(w.treeModel()->indexForPath(conceptPath).parent()));
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("새 ")));
    }

    // The property list's record and figure choices are listed off the UI thread after a load
    // (a large workspace has thousands) and reach the form once listed; a later load's list
    // replaces them.
    void formChoicesListTheRecordsAndFiguresAfterALoad() {
        QDir().mkpath(m_root + QStringLiteral("/final/evidence/raw"));
        QDir().mkpath(m_root + QStringLiteral("/final/evidence/rendered"));
        QFile(m_root + QStringLiteral("/final/evidence/raw/probe-a.txt"))
            .open(QIODevice::WriteOnly);
        QFile(m_root + QStringLiteral("/final/evidence/rendered/probe-a.svg"))
            .open(QIODevice::WriteOnly);
        MainWindow& w = open();
        QTRY_COMPARE_WITH_TIMEOUT(w.frontMatterView()->choices().records,
                                  QStringList{QStringLiteral("final/evidence/raw/probe-a.txt")},
                                  10000);
        QVERIFY(w.frontMatterView()->choices().figures.contains(
            QStringLiteral("final/evidence/rendered/probe-a.svg")));
        QFile(m_root + QStringLiteral("/final/evidence/raw/probe-b.txt"))
            .open(QIODevice::WriteOnly);
        const int loads = loadCount;
        w.session()->reloadWorkspace();
        waitForReload(loads);
        QTRY_COMPARE_WITH_TIMEOUT(w.frontMatterView()->choices().records.size(), 2, 10000);
    }

    // The studio holds a workspace with its documents' text packed (StoredText): after a load,
    // and after a save reads the one document again; the text is the file's all the same.
    void theHeldWorkspaceKeepsItsTextPacked() {
        MainWindow& w = open();
        for (const Document& d : w.session()->workspace()->documents) {
            QVERIFY2(d.source.isPacked() && d.body.isPacked(), qPrintable(d.path));
            QFile file(m_root + u'/' + d.path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(d.source.text(), QString::fromUtf8(file.readAll()));
        }
        QVERIFY(w.session()->selectDocument(rulePath));
        QString text = w.editor()->toPlainText();
        text.replace(QStringLiteral("title: "), QStringLiteral("title: 새 "));
        w.editor()->selectAll();
        w.editor()->insertPlainText(text);
        // What the reread delivers, seen as it is delivered (a live check may follow it).
        bool packed = false;
        QString delivered;
        const auto c = connect(w.session(), &StudioSession::workspaceLoaded, this, [&] {
            const Document& d = w.session()
                                    ->workspace()
                                    ->documents[w.session()->workspace()->indexOfPath(rulePath)];
            packed = d.source.isPacked() && d.body.isPacked();
            delivered = d.source.text();
        });
        const int loads = loadCount;
        saveAndWait(w);
        waitForReload(loads);
        disconnect(c);
        QVERIFY(packed);
        QCOMPARE(delivered, text);
    }

    // The studio loads with its strings shared (StringPool): the status its three documents
    // have in common is held once.
    void theHeldWorkspaceSharesWhatRepeats() {
        MainWindow& w = open();
        const QList<Document>& docs = w.session()->workspace()->documents;
        QCOMPARE(docs.size(), 3);
        for (const Document& d : docs) {
            QCOMPARE(d.frontMatter.status, QStringLiteral("게시 전"));
            QVERIFY2(d.frontMatter.status.isSharedWith(docs.first().frontMatter.status),
                     qPrintable(d.path));
        }
    }

    void recentWorkspacesRecorded() {
        RecentWorkspaces::clear();
        open();
        QCOMPARE(RecentWorkspaces::list().value(0), QDir::cleanPath(m_root));
        QSettings settings(QStringLiteral("techlog"), QStringLiteral("techlog-studio"));
        QCOMPARE(settings.value(QStringLiteral("recentWorkspaces")).toStringList().value(0),
                 QDir::cleanPath(m_root));
    }

    void nonExistentPathShowsError() {
        MainWindow w;
        PromptLog log;
        installPrompts(w, log);
        QSignalSpy failed(w.session(), &StudioSession::workspaceLoadFailed);
        w.session()->openWorkspace(m_root + QStringLiteral("/does-not-exist"));
        QCOMPARE(failed.size(), 1);
        QVERIFY(w.emptyState()->error().contains(QStringLiteral("does not exist")));
        QVERIFY(!w.session()->workspace());
        QVERIFY(!RecentWorkspaces::list().contains(m_root + QStringLiteral("/does-not-exist")));
    }

    void openingMissingWorkspaceKeepsTheOpenOne() {
        MainWindow& w = open();
        const auto before = w.session()->workspace();
        w.session()->openWorkspace(m_root + QStringLiteral("/gone"));
        QCOMPARE(m_log.errors, 1);
        QVERIFY(m_log.lastError.contains(QStringLiteral("does not exist")));
        QCOMPARE(w.session()->workspace(), before);
        QCOMPARE(w.session()->workspaceRoot(), QDir::cleanPath(m_root));
        QVERIFY(!w.session()->currentPath().isEmpty());
    }

    void emptyStateOpensWorkspace() {
        MainWindow w;
        PromptLog log;
        installPrompts(w, log);
        Prompts p = w.session()->prompts();
        const QString root = m_root;
        p.chooseWorkspace = [root](QWidget*, const QString&) { return root; };
        w.session()->setPrompts(p);
        QSignalSpy loaded(w.session(), &StudioSession::workspaceLoaded);
        w.emptyState()->openButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 20000);
        QCOMPARE(w.session()->workspaceRoot(), QDir::cleanPath(m_root));
    }

    void previewWidgetGoesToTheRight() {
        MainWindow& w = open();
        QVERIFY(w.rightTabs()->isHidden());
        auto* preview = new QLabel(QStringLiteral("preview"));
        w.panelHost()->setPreviewWidget(preview, QStringLiteral("Preview"));
        QVERIFY(!w.rightTabs()->isHidden());
        QCOMPARE(w.rightTabs()->widget(0), preview);
        auto* replay = new QLabel(QStringLiteral("replay"));
        const int index = w.panelHost()->addBottomPanel(replay, QStringLiteral("Replay"));
        QCOMPARE(w.bottomTabs()->widget(index), replay);
    }

    void importedDocumentShowsBannerAndSavesAsMarkdown() {
        const QString flatPath = QStringLiteral("imports/flat-view.txt");
        const QByteArray flat = QStringLiteral(
                                    "docs/sample/tech-log-studio/alpha/concept/concept-flat.md\n"
                                    "\n"
                                    "kind,slug,title,topic\n"
                                    "\n"
                                    "kind\tslug\ttitle\ttopic\n"
                                    "CONCEPT\tflat\t평평한 개념\talpha\n"
                                    "평평한 개념\n"
                                    "본문\n"
                                    "Some text.\n")
                                    .toUtf8();
        QVERIFY(writeFile(abs(flatPath), flat));
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(flatPath));
        QVERIFY(w.session()->currentDocument() && w.session()->currentDocument()->imported);
        QVERIFY(!w.documentPane()->importBar()->isHidden());
        QVERIFY(w.documentPane()->importBar()->text().contains(
            QStringLiteral("Imported from a flattened view")));
        QVERIFY(w.treeModel()->indexForPath(flatPath).data().toString().contains(
            QStringLiteral("[imported]")));

        const QString target = QStringLiteral("tech-log-studio/alpha/concept/concept-flat.md");
        const int loads = loadCount;
        w.documentPane()->importBar()->button(QStringLiteral("saveAsMarkdownButton"))->click();
        QCOMPARE(m_log.errors, 0);
        QVERIFY(QFileInfo::exists(abs(target)));
        QVERIFY(readFile(abs(target)).startsWith("---\n"));
        QCOMPARE(m_log.overwriteAsked, 0);
        waitForReload(loads);
        QTRY_COMPARE(w.session()->currentPath(), target);  // the new document is opened

        // A second time the file exists: the author is asked, and "no" leaves it alone.
        QVERIFY(writeFile(abs(target), "mine\n"));
        QVERIFY(w.session()->selectDocument(flatPath));
        m_log.overwrite = false;
        QVERIFY(!w.commands()->saveImportedAsMarkdown());
        QCOMPARE(m_log.overwriteAsked, 1);
        QCOMPARE(readFile(abs(target)), QByteArray("mine\n"));
    }

    // File > Save As… (Ctrl+Alt+S): the typed edits go to the new file, which takes the tab;
    // the old file keeps its bytes. A path outside the workspace is refused with nothing
    // written and the edits kept.
    void saveAsWritesTheBufferToANewFileThatTakesTheTab() {
        MainWindow& w = open();
        QString answer;
        Prompts p = w.session()->prompts();
        p.saveAsPath = [&answer](QWidget*, const QString&) { return answer; };
        w.session()->setPrompts(p);
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(w.session()->selectDocument(conceptPath));
        const QByteArray before = readFile(abs(conceptPath));
        w.editor()->setFocus();
        QTest::keyClick(w.editor(), Qt::Key_End, Qt::ControlModifier);
        QTest::keyClick(w.editor(), Qt::Key_Return);
        QTest::keyClicks(w.editor(), QStringLiteral("savedascopy"));
        QVERIFY(w.session()->documentModel()->isModified());

        // Outside the workspace: refused, nothing written, the edits stay.
        QTemporaryDir outside;
        answer = outside.filePath(QStringLiteral("copy.md"));
        QTest::keyClick(w.editor(), Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(m_log.errors, 1);
        QVERIFY(m_log.lastError.contains(QStringLiteral("inside the workspace")));
        QVERIFY(!QFileInfo::exists(answer));
        QVERIFY(w.session()->documentModel()->isModified());

        const QString copy = QStringLiteral("tech-log-studio/alpha/concept/concept-copy.md");
        answer = abs(copy);
        const int loads = loadCount;
        QTest::keyClick(w.editor(), Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(m_log.errors, 1);
        QVERIFY(readFile(abs(copy)).contains("savedascopy"));
        QCOMPARE(readFile(abs(conceptPath)), before);
        waitForReload(loads);
        QTRY_COMPARE(w.session()->currentPath(), copy);
        QVERIFY(!w.session()->documentModel()->isModified());
        QStringList open;
        for (DocumentModel* m : w.session()->openDocuments()) open << m->relativePath();
        QVERIFY2(!open.contains(conceptPath), qPrintable(open.join(QLatin1Char(','))));
        QCOMPARE(m_log.unsavedAsked, 0);  // the old tab went without asking: nothing was lost
    }

    void regularDocumentHasNoImportBanner() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(conceptPath));
        QVERIFY(w.documentPane()->importBar()->isHidden());
        QVERIFY(!w.commands()->saveImportedAsMarkdown());
    }

    void loadReportsProgress() {
        m_window = std::make_unique<MainWindow>();
        installPrompts(*m_window, m_log);
        QSignalSpy progress(m_window->session()->loader(), &AsyncWorkspaceLoader::progress);
        QSignalSpy loaded(m_window->session(), &StudioSession::workspaceLoaded);
        m_window->session()->openWorkspace(m_root);
        QVERIFY(m_window->session()->loader()->isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 20000);
        QVERIFY(!progress.isEmpty());
        const QList<QVariant> last = progress.last();
        QCOMPARE(last.at(0).toInt(), last.at(1).toInt());  // done == total at the end
        QVERIFY(m_window->progressBar()->isHidden());
    }

    void loadCanBeCancelled() {
        MainWindow& w = open();
        const auto before = w.session()->workspace();
        QSignalSpy cancelled(w.session()->loader(), &AsyncWorkspaceLoader::cancelled);
        QSignalSpy loaded(w.session(), &StudioSession::workspaceLoaded);
        w.session()->reloadWorkspace();
        w.session()->loader()->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(cancelled.size(), 1, 20000);
        QCOMPARE(loaded.size(), 0);
        QCOMPARE(w.session()->workspace(), before);  // the previous workspace stays
        QVERIFY(!w.session()->loader()->isLoading());
    }

    void newerLoadSupersedesRunningOne() {
        MainWindow& w = open();
        QSignalSpy loaded(w.session(), &StudioSession::workspaceLoaded);
        w.session()->reloadWorkspace();
        w.session()->reloadWorkspace();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 20000);
        QTest::qWait(200);
        QCOMPARE(loaded.size(), 1);  // only the last one is delivered
    }

    void closeWithUnsavedEditsAsks() {
        MainWindow& w = open();
        QVERIFY(w.session()->selectDocument(rulePath));
        w.editor()->insertPlainText(QStringLiteral("x"));
        m_log.unsavedAnswer = QMessageBox::Cancel;
        QVERIFY(!w.close());
        QCOMPARE(m_log.unsavedAsked, 1);
        m_log.unsavedAnswer = QMessageBox::Discard;
        QVERIFY(w.close());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
