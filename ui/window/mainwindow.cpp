#include "mainwindow.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include "asyncworkspaceloader.h"
#include "diagnosticspanel.h"
#include "documentcommands.h"
#include "documentmodel.h"
#include "documentpane.h"
#include "documenttabbar.h"
#include "editorcompleters.h"
#include "emptystatewidget.h"
#include "findbar.h"
#include "frontmatterview.h"
#include "notificationbar.h"
#include "panelhost.h"
#include "recentworkspaces.h"
#include "sourceeditor.h"
#include "studiosession.h"
#include "studiosettings.h"
#include "treefilterbar.h"
#include "windowlayout.h"
#include "workspacetreemodel.h"

namespace techlog {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_session(new StudioSession(this)),
      m_stack(new QStackedWidget(this)),
      m_empty(new EmptyStateWidget(this)),
      m_mainSplitter(new QSplitter(Qt::Horizontal, this)),
      m_centreSplitter(new QSplitter(Qt::Vertical, this)),
      m_editorSplitter(new QSplitter(Qt::Horizontal, this)),
      m_tree(new QTreeView(this)),
      m_treeModel(new WorkspaceTreeModel(this)),
      m_filterBar(new TreeFilterBar(this)),
      m_frontMatter(new FrontMatterView(this)),
      m_pane(new DocumentPane(m_session->documentModel(), this)),
      m_tabs(new DocumentTabBar(this)),
      m_rightTabs(new QTabWidget(this)),
      m_bottomTabs(new QTabWidget(this)),
      m_diagnostics(new DiagnosticsPanel(this)),
      m_statusLabel(new QLabel(this)),
      m_progress(new QProgressBar(this)),
      m_cancelButton(new QToolButton(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    // The same file the install puts in the icon theme, built into the resources.
    setWindowIcon(QIcon(QStringLiteral(":/techlog/icons/techlog-studio.svg")));
    m_session->setView(sessionView());
    m_commands = new DocumentCommands(m_session, m_pane->editor(), this);
    m_host = new PanelHost(this, m_rightTabs, m_bottomTabs, m_pane->editor());
    connect(m_host, &PanelHost::rightAreaNeeded, this, &MainWindow::showRightArea);
    createLayout();
    createActions();
    NotificationBar* bar = m_pane->recoveryBar();
    connect(bar->addButton(tr("Review…"), QStringLiteral("reviewRecoveredButton")),
            &QPushButton::clicked, m_session, &StudioSession::recoverBuffers);
    connect(bar->addButton(tr("Not Now"), QStringLiteral("hideRecoveredButton")),
            &QPushButton::clicked, bar, &QWidget::hide);
    connectSession();

    // One Cancel for the long work the window shows: a file being opened, else the loading.
    connect(m_cancelButton, &QToolButton::clicked, this, [this] {
        DocumentModel* model = m_session->documentModel();
        if (model->isOpening()) {
            model->cancelOpening();
            m_statusLabel->setText(tr("Opening cancelled"));
            // A tab made for that file has nothing to show.
            if (!model->hasFile()) m_session->closeTab(model);
            syncTreeSelection();
        } else {
            m_session->loader()->cancel();
        }
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onTreeCurrentChanged(current); });
    connect(m_diagnostics, &DiagnosticsPanel::diagnosticActivated, m_session,
            [this](const Diagnostic& d) { m_session->openAt(d.path, d.line, d.column); });
    // A tab chosen by the author (a click, the keyboard in the bar), or moved.
    connect(m_tabs, &QTabBar::currentChanged, m_session,
            [this](int index) { m_session->activate(m_tabs->model(index)); });
    connect(m_tabs, &QTabBar::tabMoved, m_session, &StudioSession::moveModel);
    connect(m_tabs, &DocumentTabBar::closeRequested, m_session,
            [this](DocumentModel* model) { m_session->closeDocument(model); });
    connect(m_tabs, &DocumentTabBar::closeOthersRequested, m_session,
            &StudioSession::closeOtherDocuments);
    installEditorCompleters(m_pane->editor(), m_session, m_commands);
    // The buffer is checked as the author types (off the UI thread), not only once saved.
    connect(m_pane->editor(), &QPlainTextEdit::textChanged, m_session,
            &StudioSession::bufferEdited);
    connect(m_pane, &DocumentPane::saveAsMarkdownRequested, m_commands,
            &DocumentCommands::saveImportedAsMarkdown);
    // The property form edits the buffer; the title goes through Rename.
    connect(m_frontMatter, &FrontMatterView::editRequested, m_commands,
            &DocumentCommands::editFrontMatter);
    connect(m_frontMatter, &FrontMatterView::renameRequested, m_commands,
            &DocumentCommands::renameDocument);
    connect(m_frontMatter, &FrontMatterView::publicationRequested, m_session,
            &StudioSession::requestPublication);
    connect(m_frontMatter, &FrontMatterView::problem, this,
            [this](const QString& message) { statusBar()->showMessage(message, 6000); });
    connect(m_empty, &EmptyStateWidget::openRequested, this, &MainWindow::chooseWorkspace);
    connect(m_empty, &EmptyStateWidget::recentRequested, m_session, &StudioSession::openWorkspace);

    showEmptyState({});
    updateTitle();
    QSettings s = studioSettings();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1400, 900);
}

MainWindow::~MainWindow() {
    m_session->loader()->cancel();
    // The views go before the state they show (the session is the window's first child, so
    // it would go first): the editor shows a model's document, the panels follow the session.
    delete m_stack;
}

StudioSession::View MainWindow::sessionView() {
    StudioSession::View view;
    view.dialogParent = this;
    view.cursorLine = [this] { return m_pane->editor()->currentLine(); };
    view.goToLine = [this](int line, int column) { m_pane->editor()->goToLine(line, column); };
    view.place = [this](const DocumentModel* model) {
        const DocumentPane::Place p = m_pane->place(model);
        return StudioSession::Place{p.line, p.column, p.scroll};
    };
    view.setPlace = [this](const DocumentModel* model, const StudioSession::Place& p) {
        m_pane->setPlace(model, {p.line, p.column, p.scroll});
    };
    view.firstDocument = [this] { return m_treeModel->firstDocumentPath(); };
    view.isListed = [this](const QString& path) {
        return m_treeModel->indexForPath(path).isValid();
    };
    return view;
}

// The window's views follow the session; they are connected before any panel, so they are in
// step when the panels hear the same signals.
void MainWindow::connectSession() {
    AsyncWorkspaceLoader* loader = m_session->loader();
    connect(loader, &AsyncWorkspaceLoader::started, this, [this] {
        m_progress->setRange(0, 0);  // busy until the first progress report
        m_progress->show();
        m_cancelButton->show();
        m_statusLabel->setText(
            tr("Loading %1…").arg(QDir::toNativeSeparators(m_session->workspaceRoot())));
        updateRecentMenu();
    });
    connect(loader, &AsyncWorkspaceLoader::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(total, 1));
        m_progress->setValue(done);
    });
    const auto loadEnded = [this](const QString& status) {
        m_progress->hide();
        m_cancelButton->hide();
        m_statusLabel->setText(status);
    };
    connect(loader, &AsyncWorkspaceLoader::failed, this,
            [loadEnded](const QString&, const QString& error) { loadEnded(error); });
    connect(loader, &AsyncWorkspaceLoader::cancelled, this,
            [this, loadEnded] { loadEnded(tr("Loading cancelled")); });
    connect(m_session, &StudioSession::workspaceReplaced, this, &MainWindow::onWorkspaceReplaced);
    connect(m_session, &StudioSession::workspaceLoaded, this, [this] {
        updateTitle();
        m_newAction->setEnabled(true);
    });
    connect(m_session, &StudioSession::workspaceCleared, this, [this] {
        m_treeModel->setWorkspace(nullptr);
        m_diagnostics->setDiagnostics({});
        m_frontMatter->clearDocument();
    });
    connect(m_session, &StudioSession::workspaceClosed, this, &MainWindow::showEmptyState);
    connect(m_session, &StudioSession::probesChanged, m_treeModel, &WorkspaceTreeModel::setProbes);
    connect(m_session, &StudioSession::bufferParsed, this, [this](auto parsed) {
        // A probe's findings, live: shown as they come, and taken away once mended.
        if (std::exchange(m_fileFindings, !parsed->fileDiagnostics.isEmpty()) || m_fileFindings) {
            m_diagnostics->setDiagnostics(m_session->diagnostics());
            showEditorMarks();
        }
    });
    connect(m_session, &StudioSession::modelAdded, this, &MainWindow::onModelAdded);
    connect(m_session, &StudioSession::modelRemoved, this, &MainWindow::onModelRemoved);
    connect(m_session, &StudioSession::currentModelChanged, this,
            &MainWindow::onCurrentModelChanged);
    connect(m_session, &StudioSession::currentDocumentChanged, this,
            &MainWindow::onCurrentDocumentChanged);
    connect(m_session, &StudioSession::selectionKept, this, &MainWindow::syncTreeSelection);
    connect(m_session, &StudioSession::editsDiscarded, this,
            [this](const QString& path) { m_treeModel->setModified(path, false); });
    connect(m_session, &StudioSession::historyChanged, this, &MainWindow::updateNavigationActions);
    connect(m_session, &StudioSession::recoverableChanged, this, &MainWindow::updateRecoveryBar);
    connect(m_session, &StudioSession::message, this,
            [this](const QString& text, int timeout) { statusBar()->showMessage(text, timeout); });
}

void MainWindow::onWorkspaceReplaced(bool loaded) {
    if (loaded) {
        m_progress->setVisible(m_session->loader()->isLoading());  // delivered early: checking
        m_cancelButton->setVisible(!m_progress->isHidden());
        m_empty->setError({});
        m_stack->setCurrentWidget(m_mainSplitter);
        m_frontMatter->loadChoices(m_session->workspace());
    }
    showWorkspace();
    if (loaded) updateTabLabels();
    updateDocumentViews();
    if (loaded) syncTreeSelection();
    updateTitle();
}

void MainWindow::onModelAdded(DocumentModel* model, int at) {
    connect(model, &DocumentModel::openingChanged, this, [this, model] {
        m_tabs->refresh(model);
        if (model == m_session->documentModel()) showOpeningProgress();
    });
    connect(model, &DocumentModel::opened, this,
            [this, model](const QString& path) { m_tabs->setLabel(model, tabLabel(path)); });
    connect(model, &DocumentModel::modificationChanged, this, [this, model](bool modified) {
        m_treeModel->setModified(model->relativePath(), modified);
        m_tabs->refresh(model);
        if (model == m_session->documentModel()) updateTitle();
    });
    const QString path = model->hasFile() ? model->relativePath() : model->openingPath();
    const QSignalBlocker blocker(m_tabs);  // the session shows it
    m_tabs->addModel(model, tabLabel(path), at);
}

void MainWindow::onModelRemoved(DocumentModel* model) {
    {
        const QSignalBlocker blocker(m_tabs);
        m_tabs->removeModel(model);
        m_tabs->setCurrentModel(m_session->documentModel());
    }
    m_pane->forgetModel(model);
    if (model->hasFile()) m_treeModel->setModified(model->relativePath(), false);
}

void MainWindow::onCurrentModelChanged(DocumentModel* model, bool wasOpening) {
    m_pane->setModel(model);
    // The progress and Cancel belong to the tab shown.
    if (wasOpening || model->isOpening()) showOpeningProgress();
    const QSignalBlocker blocker(m_tabs);
    m_tabs->setCurrentModel(model);
}

void MainWindow::onCurrentDocumentChanged() {
    updateDocumentViews();
    syncTreeSelection();
    updateTitle();
}

void MainWindow::showOpeningProgress() {
    if (m_session->loader()->isLoading()) return;  // the loading's progress stays
    const bool opening = m_session->documentModel()->isOpening();
    m_progress->setRange(0, 0);
    m_progress->setVisible(opening);
    m_cancelButton->setVisible(opening);
    m_cancelButton->setToolTip(opening ? tr("Stop opening the file")
                                       : tr("Stop loading the workspace"));
    if (opening)
        m_statusLabel->setText(tr("Opening %1…").arg(m_session->documentModel()->openingPath()));
    else
        m_statusLabel->clear();
}

QString MainWindow::tabLabel(const QString& relativePath) const {
    if (const auto ws = m_session->workspace()) {
        const int index = ws->indexOfPath(relativePath);
        if (index >= 0 && !ws->documents.at(index).title().isEmpty())
            return ws->documents.at(index).title();
    }
    return QFileInfo(relativePath).fileName();
}

void MainWindow::updateTabLabels() {
    for (DocumentModel* model : m_tabs->models()) {
        const QString path = model->hasFile() ? model->relativePath() : model->openingPath();
        m_tabs->setLabel(model, tabLabel(path));
    }
}

void MainWindow::createLayout() {
    m_treeModel->setParent(m_tree);
    m_tree->setObjectName(QStringLiteral("workspaceTree"));
    m_tree->setModel(m_treeModel);
    m_tree->setUniformRowHeights(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(WorkspaceTreeModel::NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(WorkspaceTreeModel::StatusColumn,
                                           QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(WorkspaceTreeModel::IssuesColumn,
                                           QHeaderView::ResizeToContents);
    // The rows in view, not a thousand of them, on every change (bench_findings).
    m_tree->header()->setResizeContentsPrecision(0);

    auto* treeArea = new QWidget(this);
    auto* treeLayout = new QVBoxLayout(treeArea);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    treeLayout->setSpacing(0);
    treeLayout->addWidget(m_filterBar);
    treeLayout->addWidget(m_tree, 1);
    connect(m_filterBar, &TreeFilterBar::filterChanged, this, &MainWindow::setTreeFilter);
    auto* left = new QSplitter(Qt::Vertical, this);
    left->setObjectName(QStringLiteral("leftSplitter"));
    left->addWidget(treeArea);
    left->addWidget(m_frontMatter);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);

    // Editor and preview side by side; the bottom panels span both so that diagnostics have room.
    m_rightTabs->setObjectName(QStringLiteral("rightTabs"));
    m_rightTabs->setDocumentMode(true);
    m_rightTabs->hide();  // shown once a panel is added
    m_editorSplitter->setObjectName(QStringLiteral("editorSplitter"));
    auto* editorArea = new QWidget(this);
    auto* editorLayout = new QVBoxLayout(editorArea);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    editorLayout->setSpacing(0);
    editorLayout->addWidget(m_tabs);
    editorLayout->addWidget(m_pane, 1);
    m_editorSplitter->addWidget(editorArea);
    m_editorSplitter->addWidget(m_rightTabs);
    m_editorSplitter->setStretchFactor(0, 1);
    m_editorSplitter->setStretchFactor(1, 1);

    m_bottomTabs->setObjectName(QStringLiteral("bottomTabs"));
    m_bottomTabs->setDocumentMode(true);
    m_bottomTabs->addTab(m_diagnostics, tr("Diagnostics"));
    m_centreSplitter->setObjectName(QStringLiteral("centreSplitter"));
    m_centreSplitter->addWidget(m_editorSplitter);
    m_centreSplitter->addWidget(m_bottomTabs);
    m_centreSplitter->setStretchFactor(0, 3);
    m_centreSplitter->setStretchFactor(1, 1);
    m_centreSplitter->setCollapsible(0, false);  // the editor row stays when the bottom grows

    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(left);
    m_mainSplitter->addWidget(m_centreSplitter);
    m_mainSplitter->setStretchFactor(0, 1);
    m_mainSplitter->setStretchFactor(1, 3);

    m_layout = new WindowLayout(m_session,
                                {m_mainSplitter, left, m_centreSplitter, m_editorSplitter, treeArea,
                                 m_frontMatter, m_rightTabs, m_bottomTabs},
                                this);
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_mainSplitter);
    setCentralWidget(m_stack);

    m_progress->setMaximumWidth(220);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop loading the workspace"));
    m_cancelButton->hide();
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    m_newAction = file->addAction(tr("&New Document…"), m_commands, &DocumentCommands::newDocument);
    m_newAction->setObjectName(QStringLiteral("newDocumentAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setEnabled(false);  // until a workspace is loaded
    m_host->setFileMenu(file, m_newAction);
    QAction* open = file->addAction(tr("&Open Workspace…"), this, &MainWindow::chooseWorkspace);
    open->setObjectName(QStringLiteral("openWorkspaceAction"));
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Recent &Workspaces"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    file->addSeparator();
    m_recoverAction =
        file->addAction(tr("Re&cover Unsaved Edits…"), m_session, &StudioSession::recoverBuffers);
    m_recoverAction->setObjectName(QStringLiteral("recoverAction"));
    m_recoverAction->setEnabled(false);  // until a workspace has some
    file->addSeparator();
    m_saveAction = file->addAction(tr("&Save"), m_session, &StudioSession::save);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save &As…"), m_commands, &DocumentCommands::saveAs);
    saveAs->setObjectName(QStringLiteral("saveAsAction"));
    saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));  // Ctrl+Shift+S: Save All
    QAction* closeTab =
        file->addAction(tr("C&lose Document"), m_session, [this] { m_session->closeDocument(); });
    closeTab->setObjectName(QStringLiteral("closeDocumentAction"));
    // Both keys on every platform (QKeySequence::Close is only Ctrl+F4 under some themes).
    closeTab->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::CTRL | Qt::Key_F4)});
    m_reloadAction =
        file->addAction(tr("&Reload Workspace"), m_session, &StudioSession::reloadWorkspace);
    m_reloadAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));  // F5 runs a probe
    // The export dialog lives with the other panels (StudioPanels); the window only asks.
    QAction* exportAction = file->addAction(tr("&Export…"), m_host, &PanelHost::exportRequested);
    exportAction->setObjectName(QStringLiteral("exportAction"));
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // The editor's own commands, listed with their keys. While the editor has the focus it
    // takes these keys itself (a shortcut override), so the menu never fights it.
    SourceEditor* e = m_pane->editor();
    QAction* undo = edit->addAction(tr("&Undo"), e, &QPlainTextEdit::undo);
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(e, &QPlainTextEdit::undoAvailable, undo, &QAction::setEnabled);
    QAction* redo = edit->addAction(tr("&Redo"), e, &QPlainTextEdit::redo);
    redo->setShortcut(QKeySequence::Redo);
    redo->setEnabled(false);
    connect(e, &QPlainTextEdit::redoAvailable, redo, &QAction::setEnabled);
    edit->addSeparator();
    edit->addAction(tr("Cu&t"), e, &QPlainTextEdit::cut)->setShortcut(QKeySequence::Cut);
    edit->addAction(tr("&Copy"), e, &QPlainTextEdit::copy)->setShortcut(QKeySequence::Copy);
    edit->addAction(tr("&Paste"), e, &QPlainTextEdit::paste)->setShortcut(QKeySequence::Paste);
    edit->addAction(tr("Select &All"), e, &QPlainTextEdit::selectAll)
        ->setShortcut(QKeySequence::SelectAll);
    edit->addSeparator();
    FindBar* findBar = m_pane->findBar();
    QAction* find = edit->addAction(tr("&Find…"), this, [this, findBar] {
        if (m_pane->hasFile()) findBar->open(false);
    });
    find->setObjectName(QStringLiteral("findAction"));
    find->setShortcut(QKeySequence::Find);
    QAction* replace = edit->addAction(tr("Find and Rep&lace…"), this, [this, findBar] {
        if (m_pane->hasFile()) findBar->open(true);
    });
    replace->setObjectName(QStringLiteral("replaceAction"));
    replace->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    QAction* findNext = edit->addAction(tr("Find &Next"), this, [findBar] {
        if (findBar->isVisible()) findBar->findNext();
    });
    findNext->setObjectName(QStringLiteral("findNextAction"));
    findNext->setShortcut(QKeySequence(Qt::Key_F3));
    QAction* findPrevious = edit->addAction(tr("Find Pre&vious"), this, [findBar] {
        if (findBar->isVisible()) findBar->findPrevious();
    });
    findPrevious->setObjectName(QStringLiteral("findPreviousAction"));
    findPrevious->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    edit->addSeparator();
    QAction* fix = edit->addAction(tr("&Quick Fix…"), m_commands, &DocumentCommands::quickFix);
    fix->setObjectName(QStringLiteral("quickFixAction"));
    fix->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));

    QAction* rename =
        edit->addAction(tr("&Rename Document…"), m_commands, &DocumentCommands::renameDocument);
    rename->setObjectName(QStringLiteral("renameAction"));
    rename->setShortcut(QKeySequence(Qt::Key_F2));

    QAction* move =
        edit->addAction(tr("&Move Document…"), m_commands, &DocumentCommands::moveDocument);
    move->setObjectName(QStringLiteral("moveAction"));
    move->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F2));

    edit->addSeparator();
    QAction* insert = edit->addAction(tr("Insert &Evidence…"), m_commands,
                                      [this] { m_commands->insertEvidence(); });
    insert->setObjectName(QStringLiteral("insertEvidenceAction"));
    insert->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));

    createViewMenu();

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    QAction* switchTo =
        go->addAction(tr("&Go to Document…"), m_session, &StudioSession::quickSwitch);
    switchTo->setObjectName(QStringLiteral("quickSwitchAction"));
    switchTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    QAction* line = go->addAction(tr("Go to &Line…"), m_commands, &DocumentCommands::goToLine);
    line->setObjectName(QStringLiteral("goToLineAction"));
    line->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_backAction = go->addAction(tr("&Back"), m_session, &StudioSession::goBack);
    m_backAction->setObjectName(QStringLiteral("backAction"));
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_forwardAction = go->addAction(tr("&Forward"), m_session, &StudioSession::goForward);
    m_forwardAction->setObjectName(QStringLiteral("forwardAction"));
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    updateNavigationActions();
    go->addSeparator();
    // In the bar's order (the tabs as they are seen), wrapping at the ends.
    QAction* nextTab =
        go->addAction(tr("Ne&xt Tab"), m_session, [this] { m_session->nextDocument(true); });
    nextTab->setObjectName(QStringLiteral("nextTabAction"));
    nextTab->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    QAction* previousTab =
        go->addAction(tr("Previous &Tab"), m_session, [this] { m_session->nextDocument(false); });
    previousTab->setObjectName(QStringLiteral("previousTabAction"));
    // The menu shows the first: Shift+Tab as written on the key, not Qt's Backtab.
    previousTab->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                               QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    go->addSeparator();
    QAction* next = go->addAction(tr("&Next Problem"), this, [this] { goToProblem(true); });
    next->setObjectName(QStringLiteral("nextProblemAction"));
    next->setShortcut(QKeySequence(Qt::Key_F8));
    QAction* previous =
        go->addAction(tr("&Previous Problem"), this, [this] { goToProblem(false); });
    previous->setObjectName(QStringLiteral("previousProblemAction"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));

    QMenu* help = menuBar()->addMenu(tr("&Help"));  // its commands: HelpMenu
    help->setObjectName(QStringLiteral("helpMenu"));
    m_host->setHelpMenu(help);
    updateRecentMenu();
    createToolBar();
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    m_host->setViewMenu(view);
    QAction* filter = view->addAction(tr("&Filter Documents"), this, [this] {
        m_filterBar->textEdit()->setFocus(Qt::ShortcutFocusReason);
        m_filterBar->textEdit()->selectAll();
    });
    filter->setObjectName(QStringLiteral("filterTreeAction"));
    filter->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_F));
    QAction* clear = view->addAction(tr("&Clear Filter"), m_filterBar, &TreeFilterBar::clear);
    clear->setObjectName(QStringLiteral("clearTreeFilterAction"));
    view->addAction(tr("&Expand All"), m_tree, &QTreeView::expandAll);
    view->addAction(tr("C&ollapse All"), m_tree, &QTreeView::collapseAll);
    view->addSeparator();
    m_toolBar = new QToolBar(tr("Main Toolbar"), this);
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    QAction* toolbar = m_toolBar->toggleViewAction();
    toolbar->setText(tr("&Toolbar"));
    view->addAction(toolbar);
    m_layout->addActions(view);
    QAction* fullScreen = view->addAction(tr("F&ull Screen"));
    fullScreen->setObjectName(QStringLiteral("fullScreenAction"));
    fullScreen->setShortcut(QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? (windowState() | Qt::WindowFullScreen)
                          : (windowState() & ~Qt::WindowFullScreen));
    });
}

// The common commands, with the icons of the desktop's theme (the style's as a fallback).
void MainWindow::createToolBar() {
    struct Tool {
        const char* action;
        const char* themeIcon;
        QStyle::StandardPixmap fallback;
    };
    const Tool tools[] = {
        {"newDocumentAction", "document-new", QStyle::SP_FileIcon},
        {"openWorkspaceAction", "document-open", QStyle::SP_DirOpenIcon},
        {"saveAction", "document-save", QStyle::SP_DialogSaveButton},
        {nullptr, nullptr, {}},
        {"backAction", "go-previous", QStyle::SP_ArrowBack},
        {"forwardAction", "go-next", QStyle::SP_ArrowForward},
        {"quickSwitchAction", "go-jump", QStyle::SP_FileDialogContentsView},
        {"findAction", "edit-find", QStyle::SP_FileDialogDetailedView},
        {nullptr, nullptr, {}},
        {"nextProblemAction", "go-down", QStyle::SP_MessageBoxWarning},
        {"exportAction", "document-export", QStyle::SP_CustomBase},  // ours: not a check mark
    };
    for (const Tool& t : tools) {
        if (!t.action) {
            m_toolBar->addSeparator();
            continue;
        }
        QAction* action = findChild<QAction*>(QString::fromLatin1(t.action));
        if (!action) continue;
        const QIcon own = t.fallback == QStyle::SP_CustomBase
                              ? QIcon(QStringLiteral(":/techlog/icons/export.svg"))
                              : style()->standardIcon(t.fallback);
        if (action->icon().isNull())
            action->setIcon(QIcon::fromTheme(QString::fromLatin1(t.themeIcon), own));
        m_toolBar->addAction(action);
    }
    m_toolBar->setIconSize(QSize(18, 18));
    addToolBar(Qt::TopToolBarArea, m_toolBar);
}

void MainWindow::updateRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = RecentWorkspaces::list();
    for (const QString& path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this,
                                [this, path] { m_session->openWorkspace(path); });
    if (recent.isEmpty()) m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    m_empty->setRecentWorkspaces(recent);
}

void MainWindow::chooseWorkspace() {
    const QString root = m_session->workspaceRoot();
    const QString start = root.isEmpty() ? RecentWorkspaces::mostRecent() : root;
    const Prompts& prompts = m_session->prompts();
    const QString dir = prompts.chooseWorkspace ? prompts.chooseWorkspace(this, start) : QString();
    if (!dir.isEmpty()) m_session->openWorkspace(dir);
}

void MainWindow::showWorkspace() {
    const std::shared_ptr<const Workspace> ws = m_session->workspace();
    {
        // The tree model updates in place: rows of unchanged documents stay, with their
        // expansion and the selection. A new workspace is shown expanded.
        QSignalBlocker blocker(m_tree->selectionModel());
        m_syncingTree = true;
        const bool fresh = !m_treeModel->workspace() || m_treeModel->workspace()->root != ws->root;
        m_treeModel->setWorkspace(ws);
        m_treeModel->setModified(m_pane->relativePath(), m_pane->isModified());
        if (fresh) m_tree->expandAll();
        m_syncingTree = false;
    }
    m_filterBar->setStatuses(m_treeModel->statuses());
    m_diagnostics->setDiagnostics(m_session->diagnostics(), m_session->loader()->isLoading());
    const int errors = ws->errorCount(), warnings = ws->warningCount();
    if (m_session->loader()->isLoading())  // delivered early: the findings are still coming
        return m_statusLabel->setText(tr("%1 documents · checking…").arg(ws->documents.size()));
    m_statusLabel->setText(
        tr("%1 documents · %2 · %3")
            .arg(ws->documents.size())
            .arg(errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors),
                 warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings)));
}

void MainWindow::showEditorMarks() {
    Diagnostics mine;
    for (const Diagnostic& d : m_session->diagnostics())
        if (m_pane->hasFile() && d.path == m_pane->relativePath()) mine.append(d);
    m_pane->editor()->setDiagnostics(mine);
}

void MainWindow::updateDocumentViews() {
    const Document* doc = m_session->currentDocument();
    const std::shared_ptr<const Workspace> ws = m_session->workspace();
    if (doc) {
        // While the author's YAML is broken the last good values stay, marked stale.
        const Diagnostic* invalid = nullptr;
        for (const Diagnostic& d : ws->diagnostics)
            if (d.path == doc->path && d.code == QLatin1String("front-matter-invalid")) {
                invalid = &d;
                break;
            }
        const bool stale =
            m_session->hasLiveEdits() && doc->broken && invalid &&
            m_frontMatter->markStale(doc->path,
                                     tr("line %1: %2").arg(invalid->line).arg(invalid->message));
        if (!stale) m_frontMatter->setDocument(*doc);
        // The form edits the buffer's YAML: only when the buffer is the document's Markdown.
        m_frontMatter->setEditable(!doc->imported && doc->path == m_pane->relativePath());
        m_pane->setImported(doc->imported, doc->originalPath);
    } else {
        m_frontMatter->clearDocument();
        m_pane->setImported(false);
    }
    QStringList paths;
    if (m_pane->hasFile()) paths << m_pane->relativePath();
    if (doc && !doc->bodyPath.isEmpty() && doc->bodyPath != doc->path) paths << doc->bodyPath;
    m_diagnostics->setCurrentPaths(paths);
    showEditorMarks();
    m_saveAction->setEnabled(m_pane->hasFile());
}

void MainWindow::setTreeFilter(const WorkspaceTreeModel::Filter& filter) {
    {
        // Rows going away move the view's current row: that is not the author choosing one.
        QSignalBlocker blocker(m_tree->selectionModel());
        m_syncingTree = true;
        m_treeModel->setFilter(filter);
        if (!filter.isEmpty()) m_tree->expandAll();  // what matched is in sight
        m_syncingTree = false;
    }
    syncTreeSelection();
    if (const auto ws = m_session->workspace(); ws && !filter.isEmpty())
        statusBar()->showMessage(
            tr("%n of %1 documents shown", nullptr, m_treeModel->shownDocumentCount())
                .arg(ws->documents.size()),
            4000);
}

void MainWindow::syncTreeSelection() {
    if (m_syncingTree) return;
    m_syncingTree = true;
    const Document* doc = m_session->currentDocument();
    // A document's row, or a source file's (final/document.md, analysis/*.md).
    const QModelIndex index = m_treeModel->indexForPath(doc ? doc->path : m_pane->relativePath());
    if (index.isValid()) {
        m_tree->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_tree->scrollTo(index);
    } else {
        m_tree->selectionModel()->clearSelection();
    }
    m_syncingTree = false;
}

void MainWindow::onTreeCurrentChanged(const QModelIndex& current) {
    if (m_syncingTree) return;
    const QString path = m_treeModel->pathAt(current);
    if (path.isEmpty()) return;  // a topic or kind row: keep the open document
    // Defer: changing the selection again from inside its own signal confuses the view.
    QTimer::singleShot(0, this, [this, path] { m_session->openFile(path); });
}

bool MainWindow::goToProblem(bool forward) {
    const std::optional<SourceEditor::Mark> mark = m_pane->editor()->goToDiagnostic(forward);
    if (!mark) {
        statusBar()->showMessage(tr("No problems in this file"), 3000);
        return false;
    }
    statusBar()->showMessage(mark->text, 8000);
    return true;
}

void MainWindow::showEmptyState(const QString& error) {
    m_empty->setError(error);
    updateRecentMenu();
    m_stack->setCurrentWidget(m_empty);
    updateTitle();
}

void MainWindow::showRightArea() {
    if (!m_rightTabs->isHidden()) return;
    m_rightTabs->show();
    // Before the window is laid out the splitter's sizes are not real: share out a nominal
    // width instead.
    const QList<int> sizes = m_editorSplitter->sizes();
    int total = sizes.value(0) + sizes.value(1);
    if (!m_editorSplitter->isVisible() || total <= 0) total = qMax(width() - 380, 600);
    m_editorSplitter->setSizes({total * 11 / 20, total - total * 11 / 20});
}

void MainWindow::updateTitle() {
    QString title;
    if (m_pane->hasFile()) {
        const Document* doc = m_session->currentDocument();
        title = (doc && !doc->title().isEmpty()) ? doc->title()
                                                 : QFileInfo(m_pane->relativePath()).fileName();
        title += QStringLiteral("[*] — ");
    }
    if (const QString root = m_session->workspaceRoot(); !root.isEmpty())
        title += QFileInfo(root).fileName() + QStringLiteral(" — ");
    title += QStringLiteral("Techlog Studio");
    setWindowTitle(title);
    setWindowModified(m_pane->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_session->finish()) {
        event->ignore();
        return;
    }
    QSettings s = studioSettings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_layout->save();
    event->accept();
}

SourceEditor* MainWindow::editor() const { return m_pane->editor(); }

void MainWindow::updateNavigationActions() {
    if (m_backAction) m_backAction->setEnabled(m_session->history().canGoBack());
    if (m_forwardAction) m_forwardAction->setEnabled(m_session->history().canGoForward());
}

void MainWindow::updateRecoveryBar() {
    NotificationBar* bar = m_pane->recoveryBar();
    const int kept = int(m_session->recoverableBuffers().size());
    m_recoverAction->setEnabled(kept > 0);
    bar->setVisible(kept > 0);
    // Short: the bar shares the editor's width with its buttons; the tooltip says why.
    bar->setText(tr("Unsaved edits of %n file(s) were kept.", nullptr, kept));
    bar->setToolTip(tr("Techlog Studio did not close properly last time and kept these edits."));
}

}  // namespace techlog
