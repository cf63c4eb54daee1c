#include "mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTextBlock>
#include <QThreadPool>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "asyncworkspaceloader.h"
#include "backgroundpool.h"
#include "bufferedit.h"
#include "bufferrecovery.h"
#include "diagnosticspanel.h"
#include "directivecompleter.h"
#include "documentmodel.h"
#include "documentmove.h"
#include "documentpane.h"
#include "documenttabbar.h"
#include "documenttemplate.h"
#include "emptystatewidget.h"
#include "evidencefixes.h"
#include "evidenceinsertion.h"
#include "evidencepaths.h"
#include "findbar.h"
#include "freedmemory.h"
#include "frontmatterview.h"
#include "importconversion.h"
#include "livechecker.h"
#include "notificationbar.h"
#include "postback.h"
#include "quickfixes.h"
#include "recentworkspaces.h"
#include "recordsvgrenderer.h"
#include "relationcompleter.h"
#include "sourceeditor.h"
#include "studiosettings.h"
#include "treefilterbar.h"
#include "workspacetreemodel.h"

namespace techlog {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      m_prompts(Prompts::interactive()),
      m_loader(new AsyncWorkspaceLoader(this)),
      m_live(new LiveChecker(this)),
      m_stack(new QStackedWidget(this)),
      m_empty(new EmptyStateWidget(this)),
      m_mainSplitter(new QSplitter(Qt::Horizontal, this)),
      m_centreSplitter(new QSplitter(Qt::Vertical, this)),
      m_editorSplitter(new QSplitter(Qt::Horizontal, this)),
      m_tree(new QTreeView(this)),
      m_treeModel(new WorkspaceTreeModel(this)),
      m_filterBar(new TreeFilterBar(this)),
      m_frontMatter(new FrontMatterView(this)),
      m_blank(new DocumentModel(this)),
      m_model(m_blank),
      m_pane(new DocumentPane(m_model, this)),
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
    m_recovery = new BufferRecovery(nullptr, {}, this);
    // Off the switch's path: a settings write is file I/O.
    m_sessionTimer = new QTimer(this);
    m_sessionTimer->setSingleShot(true);
    m_sessionTimer->setInterval(1000);
    connect(m_sessionTimer, &QTimer::timeout, this, [this] {
        if (!m_sessionFrozen) saveTabSession();
    });
    createLayout();
    createActions();
    NotificationBar* bar = m_pane->recoveryBar();
    connect(bar->addButton(tr("Review…"), QStringLiteral("reviewRecoveredButton")),
            &QPushButton::clicked, this, &MainWindow::recoverBuffers);
    connect(bar->addButton(tr("Not Now"), QStringLiteral("hideRecoveredButton")),
            &QPushButton::clicked, bar, &QWidget::hide);

    connect(m_loader, &AsyncWorkspaceLoader::started, this, [this] {
        m_progress->setRange(0, 0);  // busy until the first progress report
        m_progress->show();
        m_cancelButton->show();
        m_statusLabel->setText(tr("Loading %1…").arg(QDir::toNativeSeparators(m_root)));
    });
    connect(m_loader, &AsyncWorkspaceLoader::progress, this, [this](int done, int total) {
        m_progress->setRange(0, qMax(total, 1));
        m_progress->setValue(done);
    });
    connect(m_loader, &AsyncWorkspaceLoader::loaded, this, &MainWindow::onLoaded);
    connect(m_loader, &AsyncWorkspaceLoader::failed, this, &MainWindow::onLoadFailed);
    connect(m_loader, &AsyncWorkspaceLoader::cancelled, this, [this] {
        m_progress->hide();
        m_cancelButton->hide();
        m_statusLabel->setText(tr("Loading cancelled"));
        if (!m_workspace) {
            m_root.clear();
            showEmptyState(tr("Loading was cancelled."));
        }
    });
    // One Cancel for the long work the window shows: a file being opened, else the loading.
    connect(m_cancelButton, &QToolButton::clicked, this, [this] {
        if (m_model->isOpening()) {
            DocumentModel* model = m_model;
            model->cancelOpening();
            m_statusLabel->setText(tr("Opening cancelled"));
            // A tab made for that file has nothing to show.
            if (!model->hasFile()) removeTab(model);
            syncTreeSelection();
        } else {
            m_loader->cancel();
        }
    });

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onTreeCurrentChanged(current); });
    connect(m_diagnostics, &DiagnosticsPanel::diagnosticActivated, this,
            &MainWindow::onDiagnosticActivated);
    // Every tab's edits are laid over the workspace in a live check, not only the shown one's.
    m_live->setOtherBuffers([this] {
        BufferedFiles buffers;
        for (DocumentModel* model : editedTabs())
            buffers.insert(model->relativePath(), model->text().toUtf8());
        return buffers;
    });
    // A tab chosen by the author (a click, the keyboard in the bar).
    connect(m_tabs, &QTabBar::currentChanged, this, [this](int index) {
        DocumentModel* model = m_tabs->model(index);
        if (model && model != m_model) switchToTab(model);
    });
    connect(m_tabs, &DocumentTabBar::closeRequested, this,
            [this](DocumentModel* model) { closeDocument(model); });
    connect(m_tabs, &DocumentTabBar::closeOthersRequested, this, &MainWindow::closeOtherDocuments);
    // Relation titles complete as the author types under `## 관계`.
    auto* completer = new RelationCompleter(m_pane->editor());
    connect(this, &MainWindow::workspaceLoaded, completer, &RelationCompleter::setWorkspace);
    connect(this, &MainWindow::bufferChecked, completer, &RelationCompleter::setWorkspace);
    // Directive names, their attributes and evidence keys complete in `:::` lines.
    auto* directives = new DirectiveCompleter(m_pane->editor());
    connect(this, &MainWindow::workspaceLoaded, directives, &DirectiveCompleter::setWorkspace);
    connect(this, &MainWindow::bufferChecked, directives, &DirectiveCompleter::setWorkspace);
    connect(this, &MainWindow::currentDocumentChanged, directives,
            &DirectiveCompleter::setCurrentDocument);
    // Chosen in `:::evidence key="`: the whole block replaces the half-written line.
    connect(directives, &DirectiveCompleter::insertEvidenceRequested, this,
            [this] { insertEvidence(true); });
    // The buffer is checked as the author types (off the UI thread), not only once saved.
    connect(m_pane->editor(), &QPlainTextEdit::textChanged, this, &MainWindow::onBufferEdited);
    connect(m_live, &LiveChecker::checked, this,
            [this](std::shared_ptr<const Workspace> ws, const QString& path, qint64) {
                onLiveChecked(std::move(ws), path);
            });
    connect(this, &MainWindow::currentDocumentChanged, completer,
            &RelationCompleter::setCurrentDocument);
    connect(m_pane, &DocumentPane::saveAsMarkdownRequested, this,
            &MainWindow::saveImportedAsMarkdown);
    // The property form edits the buffer; the title goes through Rename.
    connect(m_frontMatter, &FrontMatterView::editRequested, this, &MainWindow::editFrontMatter);
    connect(m_frontMatter, &FrontMatterView::renameRequested, this, &MainWindow::renameDocument);
    connect(m_frontMatter, &FrontMatterView::problem, this,
            [this](const QString& message) { statusBar()->showMessage(message, 6000); });
    connect(m_empty, &EmptyStateWidget::openRequested, this, &MainWindow::chooseWorkspace);
    connect(m_empty, &EmptyStateWidget::recentRequested, this, &MainWindow::openWorkspace);

    showEmptyState({});
    updateTitle();
    QSettings s = studioSettings();
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1400, 900);
    m_mainSplitter->restoreState(s.value(QStringLiteral("window/mainSplitter")).toByteArray());
    m_centreSplitter->restoreState(s.value(QStringLiteral("window/centreSplitter")).toByteArray());
}

MainWindow::~MainWindow() { m_loader->cancel(); }

DocumentModel* MainWindow::newModel() {
    auto* model = new DocumentModel(this);
    connectModel(model);
    m_recovery->addModel(model);
    return model;
}

void MainWindow::connectModel(DocumentModel* model) {
    connect(model, &DocumentModel::openingChanged, this, [this, model] {
        m_tabs->refresh(model);
        if (model == m_model) showOpeningProgress();
    });
    connect(model, &DocumentModel::opened, this, [this, model](const QString& path) {
        m_tabs->setLabel(model, tabLabel(path));
        if (model == m_model) showOpenedFile(path);
    });
    connect(model, &DocumentModel::openFailed, this,
            [this, model](const QString& path, const QString& error) {
                if (m_pendingJump.path == path) m_pendingJump = {};
                if (!model->hasFile()) removeTab(model);  // a tab made for that file
                m_prompts.error(this, tr("Cannot open the file"),
                                tr("%1 could not be read: %2").arg(path, error));
                syncTreeSelection();
            });
    connect(model, &DocumentModel::modificationChanged, this, [this, model](bool modified) {
        m_treeModel->setModified(model->relativePath(), modified);
        m_tabs->refresh(model);
        if (model == m_model) updateTitle();
    });
    // After a save or a reload from disk that document's diagnostics and the relations are
    // stale: read it again into the workspace (off the UI thread), not the whole workspace.
    connect(model, &DocumentModel::saved, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Saved %1").arg(path), 3000);
        emit documentSaved(path);
        m_loader->reread(path);
    });
    connect(
        model, &DocumentModel::saveFailed, this, [this](const QString& path, const QString& error) {
            m_prompts.error(
                this, tr("Save failed"),
                tr("%1 was not saved: %2\n\nYour edits are still in the editor.").arg(path, error));
        });
    connect(model, &DocumentModel::reloadedFromDisk, m_loader, &AsyncWorkspaceLoader::reread);
    // The file's own text put into the shown buffer (open, reload) is no edit to check.
    connect(model, &DocumentModel::bufferAboutToBeReplaced, this, [this, model] {
        if (model == m_model) m_replacingBuffer = true;
    });
    connect(model, &DocumentModel::bufferReplaced, this, [this, model] {
        if (model == m_model) m_replacingBuffer = false;
    });
}

void MainWindow::showOpeningProgress() {
    if (m_loader->isLoading()) return;  // the loading's progress stays
    const bool opening = m_model->isOpening();
    m_progress->setRange(0, 0);
    m_progress->setVisible(opening);
    m_cancelButton->setVisible(opening);
    m_cancelButton->setToolTip(opening ? tr("Stop opening the file")
                                       : tr("Stop loading the workspace"));
    if (opening)
        m_statusLabel->setText(tr("Opening %1…").arg(m_model->openingPath()));
    else
        m_statusLabel->clear();
}

QList<DocumentModel*> MainWindow::openDocuments() const { return m_tabs->models(); }

QList<DocumentModel*> MainWindow::editedTabs() const {
    QList<DocumentModel*> out;
    for (DocumentModel* model : m_tabs->models())
        if (model->hasFile() && model->isModified()) out << model;
    return out;
}

void MainWindow::showModel(DocumentModel* model) {
    if (model == m_model) return;
    // A check of the buffer left would arrive about a file no longer shown; the shown workspace
    // keeps that buffer's edits until a check or a read replaces it.
    m_live->cancel();
    m_replacingBuffer = false;
    const bool wasOpening = m_model->isOpening();
    m_model = model;
    m_pane->setModel(model);
    // The progress and Cancel belong to the tab shown.
    if (wasOpening || model->isOpening()) showOpeningProgress();
    {
        const QSignalBlocker blocker(m_tabs);
        m_tabs->setCurrentModel(model);
    }
    m_usedOrder.removeAll(model);
    if (model != m_blank) m_usedOrder.prepend(model);
    // Kept as it changes, not only on a clean exit: after a crash the tabs come back too.
    if (!m_sessionFrozen) m_sessionTimer->start();
    // Its unsaved edits, checked over the workspace: the views show the buffer, not the file.
    if (m_workspace && model->hasFile() && model->isModified()) {
        m_live->schedule(model->relativePath(), [model] { return model->text().toUtf8(); });
        m_live->checkNow();
    }
}

void MainWindow::switchToTab(DocumentModel* model) {
    const NavigationHistory::Location from = here();
    showModel(model);
    if (!m_navigating && !from.path.isEmpty()) {
        m_history.visit(from);
        updateNavigationActions();
    }
    if (model->hasFile())
        showOpenedFile(model->relativePath());
    else
        syncTreeSelection();
}

QMessageBox::StandardButton MainWindow::askAboutEdits(DocumentModel* model) {
    if (!model->isModified()) return QMessageBox::Discard;  // nothing to lose
    const QMessageBox::StandardButton answer =
        m_prompts.unsavedChanges ? m_prompts.unsavedChanges(this, model->relativePath())
                                 : QMessageBox::Cancel;
    // Going on needs the file written: wait for it (a failure was reported as it happened).
    if (answer == QMessageBox::Save)
        return model->save() && model->waitForSaved() ? QMessageBox::Save : QMessageBox::Cancel;
    return answer == QMessageBox::Discard ? QMessageBox::Discard : QMessageBox::Cancel;
}

bool MainWindow::closeDocument(DocumentModel* model) {
    if (!model) model = m_tabs->currentModel();
    if (!model || m_tabs->indexOf(model) < 0) return false;
    if (askAboutEdits(model) == QMessageBox::Cancel) return false;
    removeTab(model);
    return true;
}

bool MainWindow::closeOtherDocuments(DocumentModel* keep) {
    for (DocumentModel* model : m_tabs->models())
        if (model != keep && !closeDocument(model)) return false;
    return true;
}

bool MainWindow::nextDocument(bool forward) {
    const int count = m_tabs->count();
    if (count < 2) return false;
    const int at = m_tabs->indexOf(m_model);
    const int next = at < 0 ? 0 : (at + (forward ? 1 : count - 1)) % count;
    switchToTab(m_tabs->model(next));
    return true;
}

void MainWindow::removeTab(DocumentModel* model) {
    if (!model || model == m_blank || m_tabs->indexOf(model) < 0) return;
    const QString path = model->relativePath();
    if (model == m_model) {
        // The tab used before it takes its place, as closing a browser tab does.
        DocumentModel* next = m_blank;
        for (DocumentModel* m : std::as_const(m_usedOrder))
            if (m != model && m_tabs->indexOf(m) >= 0) {
                next = m;
                break;
            }
        showModel(next);
        showOpenedFile(next->hasFile() ? next->relativePath() : QString());
    }
    m_usedOrder.removeAll(model);
    {
        const QSignalBlocker blocker(m_tabs);
        m_tabs->removeModel(model);
        m_tabs->setCurrentModel(m_model);
    }
    m_pane->forgetModel(model);
    m_recovery->removeModel(model);  // saved or discarded: nothing to recover
    if (!path.isEmpty()) m_treeModel->setModified(path, false);
    // The shown workspace held the edits just discarded: back to the file as saved.
    if (!path.isEmpty() && m_livePaths.remove(path)) m_loader->reread(path);
    model->close();
    model->deleteLater();
    if (!m_sessionFrozen) m_sessionTimer->start();
}

void MainWindow::removeAllTabs() {
    const QScopedValueRollback<bool> frozen(m_sessionFrozen, true);
    showModel(m_blank);
    showOpenedFile({});
    for (DocumentModel* model : m_tabs->models()) removeTab(model);
}

void MainWindow::trimTabs() {
    while (m_tabs->count() > kMaxTabs) {
        DocumentModel* oldest = nullptr;
        for (auto it = m_usedOrder.crbegin(); it != m_usedOrder.crend() && !oldest; ++it)
            if (*it != m_model && !(*it)->isModified() && !(*it)->isOpening() && !(*it)->isSaving())
                oldest = *it;
        if (!oldest) return;  // every other tab holds edits: none is closed behind the author
        removeTab(oldest);
    }
}

QString MainWindow::tabLabel(const QString& relativePath) const {
    if (m_workspace) {
        const int index = m_workspace->indexOfPath(relativePath);
        if (index >= 0 && !m_workspace->documents.at(index).title().isEmpty())
            return m_workspace->documents.at(index).title();
    }
    return QFileInfo(relativePath).fileName();
}

void MainWindow::updateTabLabels() {
    for (DocumentModel* model : m_tabs->models()) {
        const QString path = model->hasFile() ? model->relativePath() : model->openingPath();
        m_tabs->setLabel(model, tabLabel(path));
    }
}

QString MainWindow::sessionKey() const {
    const QByteArray hash = QCryptographicHash::hash(m_root.toUtf8(), QCryptographicHash::Sha1);
    return QStringLiteral("sessions/") + QString::fromLatin1(hash.toHex().left(16));
}

void MainWindow::saveTabSession() {
    m_sessionTimer->stop();
    if (m_root.isEmpty()) return;
    QVariantList tabs;
    for (DocumentModel* model : m_tabs->models()) {
        if (!model->hasFile()) continue;
        const DocumentPane::Place place = m_pane->place(model);
        QVariantMap tab;
        tab.insert(QStringLiteral("path"), model->relativePath());
        tab.insert(QStringLiteral("line"), place.line);
        tab.insert(QStringLiteral("column"), place.column);
        if (model == m_model) tab.insert(QStringLiteral("current"), true);
        tabs << tab;
    }
    QSettings s = studioSettings();
    s.setValue(sessionKey() + QStringLiteral("/root"), m_root);
    s.setValue(sessionKey() + QStringLiteral("/tabs"), tabs);
}

bool MainWindow::restoreTabSession() {
    if (!m_workspace) return false;
    const QScopedValueRollback<bool> frozen(m_sessionFrozen, true);
    QSettings s = studioSettings();
    if (s.value(sessionKey() + QStringLiteral("/root")).toString() != m_root) return false;
    const QVariantList tabs = s.value(sessionKey() + QStringLiteral("/tabs")).toList();
    DocumentModel* current = nullptr;
    for (const QVariant& value : tabs) {
        if (m_tabs->count() >= kMaxTabs) break;
        const QVariantMap tab = value.toMap();
        const QString path = tab.value(QStringLiteral("path")).toString();
        // Only what the workspace lists (a setting is no licence to read elsewhere); the model
        // reads through the workspace's path guard besides.
        if (path.isEmpty() || m_tabs->indexOfPath(path) >= 0 ||
            (m_workspace->indexOfPath(path) < 0 && !m_treeModel->indexForPath(path).isValid()))
            continue;
        DocumentModel* model = openModel(path, m_tabs->count());
        if (!model) continue;
        m_pane->setPlace(model, {tab.value(QStringLiteral("line")).toInt(),
                                 tab.value(QStringLiteral("column")).toInt(), -1});
        m_usedOrder.append(model);
        if (tab.value(QStringLiteral("current")).toBool() || !current) current = model;
    }
    if (!current) return false;
    showModel(current);  // at the place it was left (setPlace)
    if (current->hasFile()) showOpenedFile(current->relativePath());
    return true;
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
    m_centreSplitter->addWidget(m_editorSplitter);
    m_centreSplitter->addWidget(m_bottomTabs);
    m_centreSplitter->setStretchFactor(0, 3);
    m_centreSplitter->setStretchFactor(1, 1);
    m_centreSplitter->setSizes({600, 220});

    m_mainSplitter->setObjectName(QStringLiteral("mainSplitter"));
    m_mainSplitter->addWidget(left);
    m_mainSplitter->addWidget(m_centreSplitter);
    m_mainSplitter->setStretchFactor(0, 1);
    m_mainSplitter->setStretchFactor(1, 3);
    m_mainSplitter->setSizes({380, 1020});

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
    m_newAction = file->addAction(tr("&New Document…"), this, &MainWindow::newDocument);
    m_newAction->setObjectName(QStringLiteral("newDocumentAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setEnabled(false);  // until a workspace is loaded
    QAction* open = file->addAction(tr("&Open Workspace…"), this, &MainWindow::chooseWorkspace);
    open->setObjectName(QStringLiteral("openWorkspaceAction"));
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Recent &Workspaces"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    file->addSeparator();
    m_recoverAction =
        file->addAction(tr("Re&cover Unsaved Edits…"), this, &MainWindow::recoverBuffers);
    m_recoverAction->setObjectName(QStringLiteral("recoverAction"));
    m_recoverAction->setEnabled(false);  // until a workspace has some
    file->addSeparator();
    m_saveAction = file->addAction(tr("&Save"), this, &MainWindow::save);
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    QAction* closeTab = file->addAction(tr("C&lose Document"), this, [this] { closeDocument(); });
    closeTab->setObjectName(QStringLiteral("closeDocumentAction"));
    // Both keys on every platform (QKeySequence::Close is only Ctrl+F4 under some themes).
    closeTab->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::CTRL | Qt::Key_F4)});
    m_reloadAction = file->addAction(tr("&Reload Workspace"), this, &MainWindow::reloadWorkspace);
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    // The export dialog lives with the other panels (StudioPanels); the window only asks.
    QAction* exportAction = file->addAction(tr("&Export…"), this, &MainWindow::exportRequested);
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
    QAction* fix = edit->addAction(tr("&Quick Fix…"), this, &MainWindow::quickFix);
    fix->setObjectName(QStringLiteral("quickFixAction"));
    fix->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));

    QAction* rename = edit->addAction(tr("&Rename Document…"), this, &MainWindow::renameDocument);
    rename->setObjectName(QStringLiteral("renameAction"));
    rename->setShortcut(QKeySequence(Qt::Key_F2));

    QAction* move = edit->addAction(tr("&Move Document…"), this, &MainWindow::moveDocument);
    move->setObjectName(QStringLiteral("moveAction"));
    move->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F2));

    edit->addSeparator();
    QAction* insert = edit->addAction(tr("Insert &Evidence…"), this, [this] { insertEvidence(); });
    insert->setObjectName(QStringLiteral("insertEvidenceAction"));
    insert->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));

    createViewMenu();

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    QAction* switchTo = go->addAction(tr("&Go to Document…"), this, &MainWindow::quickSwitch);
    switchTo->setObjectName(QStringLiteral("quickSwitchAction"));
    switchTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_backAction = go->addAction(tr("&Back"), this, &MainWindow::goBack);
    m_backAction->setObjectName(QStringLiteral("backAction"));
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_forwardAction = go->addAction(tr("&Forward"), this, &MainWindow::goForward);
    m_forwardAction->setObjectName(QStringLiteral("forwardAction"));
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    updateNavigationActions();
    go->addSeparator();
    // In the bar's order (the tabs as they are seen), wrapping at the ends.
    QAction* nextTab = go->addAction(tr("Ne&xt Tab"), this, [this] { nextDocument(true); });
    nextTab->setObjectName(QStringLiteral("nextTabAction"));
    nextTab->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)});
    QAction* previousTab =
        go->addAction(tr("Previous &Tab"), this, [this] { nextDocument(false); });
    previousTab->setObjectName(QStringLiteral("previousTabAction"));
    previousTab->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
                               QKeySequence(Qt::CTRL | Qt::Key_PageUp)});
    go->addSeparator();
    QAction* next = go->addAction(tr("&Next Problem"), this, [this] { goToProblem(true); });
    next->setObjectName(QStringLiteral("nextProblemAction"));
    next->setShortcut(QKeySequence(Qt::Key_F8));
    QAction* previous =
        go->addAction(tr("&Previous Problem"), this, [this] { goToProblem(false); });
    previous->setObjectName(QStringLiteral("previousProblemAction"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Techlog Studio"), this, [this] {
        QMessageBox::about(this, tr("About Techlog Studio"),
                           tr("<h3>Techlog Studio %1</h3><p>Writes, checks and previews tech-log "
                              "workspaces: concepts, rules and cases with their evidence.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    updateRecentMenu();
    createToolBar();
}

void MainWindow::createViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
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
        {"exportAction", "document-export", QStyle::SP_DialogApplyButton},
    };
    for (const Tool& t : tools) {
        if (!t.action) {
            m_toolBar->addSeparator();
            continue;
        }
        QAction* action = findChild<QAction*>(QString::fromLatin1(t.action));
        if (!action) continue;
        if (action->icon().isNull())
            action->setIcon(QIcon::fromTheme(QString::fromLatin1(t.themeIcon),
                                             style()->standardIcon(t.fallback)));
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
                                [this, path] { openWorkspace(path); });
    if (recent.isEmpty()) m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    m_empty->setRecentWorkspaces(recent);
}

void MainWindow::chooseWorkspace() {
    const QString start = m_root.isEmpty() ? RecentWorkspaces::mostRecent() : m_root;
    const QString dir =
        m_prompts.chooseWorkspace ? m_prompts.chooseWorkspace(this, start) : QString();
    if (!dir.isEmpty()) openWorkspace(dir);
}

void MainWindow::openWorkspace(const QString& path) {
    const QString root = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QString error;
    if (!QFileInfo::exists(root))
        error = tr("The workspace folder %1 does not exist.").arg(QDir::toNativeSeparators(root));
    else if (!QFileInfo(root).isDir())
        error = tr("%1 is not a folder. A workspace is a folder such as docs/<project>/.")
                    .arg(QDir::toNativeSeparators(root));
    if (!error.isEmpty()) {
        RecentWorkspaces::remove(root);
        if (m_workspace) {
            // Keep the open workspace: say why the other one did not open.
            m_prompts.error(this, tr("Cannot open the workspace"), error);
            emit workspaceLoadFailed(error);
        } else {
            onLoadFailed(root, error);
        }
        return;
    }
    QList<DocumentModel*> discarded;
    if (!maybeSaveAll(&discarded)) return;
    if (root == m_root) {
        // Re-opening the same workspace after "Discard": the files as they are on disk.
        if (discarded.contains(m_model)) m_pendingSelection = m_model->relativePath();
        for (DocumentModel* model : std::as_const(discarded)) removeTab(model);
    } else {
        saveTabSession();
        removeAllTabs();
        m_freshRoot = true;
        m_workspace.reset();
        m_treeModel->setWorkspace(nullptr);
        m_diagnostics->setDiagnostics({});
        m_frontMatter->clearDocument();
        // Places in another workspace mean nothing here.
        m_history.clear();
        m_recentDocuments.clear();
        updateNavigationActions();
    }
    m_root = root;
    m_recovery->setWorkspaceRoot(root);
    RecentWorkspaces::add(root);
    updateRecentMenu();
    m_loader->load(root);
}

void MainWindow::reloadWorkspace() {
    if (!m_root.isEmpty()) m_loader->load(m_root);
}

void MainWindow::onLoaded(std::shared_ptr<const Workspace> workspace) {
    m_progress->hide();
    m_cancelButton->hide();
    // The workspace being replaced is freed on a worker once every view has let go of it:
    // freeing 5,000 documents took the UI thread ~20 ms of every save.
    std::shared_ptr<const Workspace> old = std::exchange(m_workspace, std::move(workspace));
    m_empty->setError({});
    m_stack->setCurrentWidget(m_mainSplitter);
    m_livePaths.clear();
    m_live->setWorkspace(m_workspace);
    updateFormChoices();
    showWorkspace();
    // Open buffers have edits the loaded workspace does not know: check them over it now (the
    // shown one's first; the others come with it).
    const QList<DocumentModel*> editedNow = editedTabs();
    DocumentModel* edited = m_pane->isModified() ? m_model : editedNow.value(0);
    if (edited) {
        m_live->schedule(edited->relativePath(), [edited] { return edited->text().toUtf8(); });
        m_live->checkNow();
    }

    // Tabs of files gone from disk close, unless they hold edits (Save writes them back).
    for (DocumentModel* model : m_tabs->models())
        if (model->hasFile() && !model->isModified() && !QFileInfo::exists(model->absolutePath()))
            removeTab(model);
    updateTabLabels();
    updateDocumentViews();
    syncTreeSelection();

    QString next = m_pendingSelection;
    m_pendingSelection.clear();
    // The first load of a workspace: the tabs it was left with, else its first document. Later
    // loads leave the tabs as the author has them (closing the last one stays closed).
    const bool fresh = std::exchange(m_freshRoot, false);
    const bool restored = fresh && next.isEmpty() && m_tabs->count() == 0 && restoreTabSession();
    if (!restored && fresh && next.isEmpty() && !m_pane->hasFile() &&
        !m_workspace->documents.isEmpty()) {
        // The first document in tree order: first topic, first kind, first document.
        QModelIndex index = m_treeModel->index(0, 0);
        while (index.isValid() && m_treeModel->hasChildren(index))
            index = m_treeModel->index(0, 0, index);
        next = m_treeModel->pathAt(index);
    }
    if (!next.isEmpty() && next != m_pane->relativePath()) selectDocument(next);
    updateTitle();
    m_newAction->setEnabled(true);
    if (m_recoveryCheckedRoot != m_root) findRecoverableBuffers();
    emit workspaceLoaded(m_workspace);
    backgroundPool()->start([old = std::move(old)]() mutable {
        old.reset();
        FreedMemory::releaseNow();  // the load's and the old workspace's garbage
    });
}

void MainWindow::showWorkspace() {
    {
        // The tree model updates in place: rows of unchanged documents stay, with their
        // expansion and the selection. A new workspace is shown expanded.
        QSignalBlocker blocker(m_tree->selectionModel());
        m_syncingTree = true;
        const bool fresh =
            !m_treeModel->workspace() || m_treeModel->workspace()->root != m_workspace->root;
        m_treeModel->setWorkspace(m_workspace);
        m_treeModel->setModified(m_pane->relativePath(), m_pane->isModified());
        if (fresh) m_tree->expandAll();
        m_syncingTree = false;
    }
    m_filterBar->setStatuses(m_treeModel->statuses());
    m_diagnostics->setDiagnostics(m_workspace->diagnostics);
    const int errors = m_workspace->errorCount();
    const int warnings = m_workspace->warningCount();
    m_statusLabel->setText(
        tr("%1 documents · %2 · %3")
            .arg(m_workspace->documents.size())
            .arg(errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors),
                 warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings)));
}

void MainWindow::onBufferEdited() {
    if (!m_workspace || !m_pane->hasFile() || m_model->isOpening() || m_replacingBuffer) return;
    // Opening a file sets its text: nothing to check until it is edited (or, after an undo
    // back to the saved text, the shown workspace must return to the file's).
    if (!m_pane->isModified() && m_livePaths.isEmpty()) return;
    DocumentModel* model = m_model;
    m_live->schedule(model->relativePath(), [model] { return model->text().toUtf8(); });
}

void MainWindow::onLiveChecked(std::shared_ptr<const Workspace> workspace, const QString& path) {
    if (m_tabs->indexOfPath(path) < 0 || !m_workspace || workspace->root != m_workspace->root)
        return;  // about a file no longer open
    std::shared_ptr<const Workspace> old = std::exchange(m_workspace, std::move(workspace));
    m_livePaths.insert(path);
    for (DocumentModel* model : editedTabs()) m_livePaths.insert(model->relativePath());
    showWorkspace();
    updateDocumentViews();
    updateTitle();
    emit bufferChecked(m_workspace);
    backgroundPool()->start([old = std::move(old)]() mutable { old.reset(); });
}

void MainWindow::dropLiveCheck() {
    m_live->cancel();
    // The shown workspace holds edits that were not kept: back to the file as saved.
    if (m_model->hasFile() && m_livePaths.remove(m_model->relativePath()))
        m_loader->reread(m_model->relativePath());
}

void MainWindow::showEditorMarks() {
    Diagnostics mine;
    if (m_workspace && m_pane->hasFile())
        for (const Diagnostic& d : m_workspace->diagnostics)
            if (d.path == m_pane->relativePath()) mine.append(d);
    m_pane->editor()->setDiagnostics(mine);
}

bool MainWindow::quickFix() {
    const Document* doc = currentDocument();
    if (!doc || !m_workspace || !m_prompts.chooseQuickFix) return false;
    // A fix is computed from the findings' lines: they must be those of the text as it is.
    if (m_live->isBusy()) {
        statusBar()->showMessage(tr("Checking the document; try the fix again in a moment"), 3000);
        return false;
    }
    const QString path = m_pane->relativePath();
    const int line = m_pane->editor()->currentLine();
    const QString text = m_pane->text();
    // The findings where the marks now are: the live check's lines, moved with the text since.
    QList<QuickFix> fixes;
    QStringList redraw;  // figures to draw again: an action, not an edit of the text
    for (const Diagnostic& d : m_workspace->diagnostics) {
        if (d.path != path || d.line != line) continue;
        // The evidence layer's first: an unknown key's own figure before the keys close to it.
        fixes.append(EvidenceFixes::forDiagnostic(*m_workspace, *doc, text, d));
        fixes.append(QuickFixes::forDiagnostic(*m_workspace, *doc, text, d));
        const QString key = EvidenceFixes::figureToRedraw(*m_workspace, *doc, d);
        if (!key.isEmpty() && !redraw.contains(key)) redraw << key;
    }
    if (fixes.isEmpty() && redraw.isEmpty()) {
        statusBar()->showMessage(tr("No quick fix for this line"), 3000);
        return false;
    }
    QStringList labels;
    for (const QuickFix& f : std::as_const(fixes)) labels << f.label;
    for (const QString& key : std::as_const(redraw))
        labels << tr("Draw %1 again from its record").arg(EvidencePaths::relativeFigure(key));
    SourceEditor* e = m_pane->editor();
    const QPoint at = e->viewport()->mapToGlobal(e->cursorRect().bottomLeft());
    const int chosen = m_prompts.chooseQuickFix(this, labels, at);
    if (chosen < 0 || chosen >= labels.size()) return false;
    if (chosen >= fixes.size()) {
        drawFigure(redraw.at(chosen - fixes.size()));
        return true;
    }
    // Only the part that differs is replaced, in one edit block: one undo step, and the cursor
    // and the marks elsewhere stay where they are.
    BufferEdit::replaceDifference(e->document(), text, fixes.at(chosen).text);
    statusBar()->showMessage(fixes.at(chosen).label, 3000);
    return true;
}

void MainWindow::updateFormChoices() {
    // The record and figure folders hold a file per case: thousands in a large workspace, 25 ms
    // of every save when listed here. Listed on a worker; the form takes the newest list.
    const int generation = ++m_choicesGeneration;
    // The root is known now: until the lists come, a file chosen inside the workspace is taken,
    // and the chooser opens there (with an empty root it refused every file as outside).
    if (m_frontMatter->choices().root != m_workspace->root) {
        FrontMatterView::Choices now;
        now.root = m_workspace->root;
        m_frontMatter->setChoices(std::move(now));
    }
    QPointer<MainWindow> self(this);
    backgroundPool()->start([self, ws = m_workspace, generation] {
        FrontMatterView::Choices choices = formChoices(*ws);
        postBack(self, [generation, choices = std::move(choices)](MainWindow* window) mutable {
            if (window->m_choicesGeneration == generation)
                window->m_frontMatter->setChoices(std::move(choices));
        });
    });
}

FrontMatterView::Choices MainWindow::formChoices(const Workspace& ws) {
    // A few folders, listed once per load (not per check of the buffer), on a worker.
    FrontMatterView::Choices c;
    c.root = ws.root;
    c.revisions = DocumentTemplate::recentRevisions(ws);
    auto list = [&](const QString& folder, const QString& pattern) {
        QStringList files;
        for (const QString& name : QDir(ws.root + QLatin1Char('/') + folder)
                                       .entryList({pattern}, QDir::Files, QDir::Name))
            files << folder + QLatin1Char('/') + name;
        return files;
    };
    c.records = list(EvidencePaths::rawFolder(), QStringLiteral("*.txt"));
    c.figures = list(EvidencePaths::renderedFolder(), QStringLiteral("*.svg")) +
                list(QStringLiteral("final/assets/diagrams"), QStringLiteral("*.svg"));
    return c;
}

bool MainWindow::editFrontMatter(const FrontMatterView::Edit& edit) {
    const Document* doc = currentDocument();
    if (!doc || doc->imported || doc->path != m_pane->relativePath()) return false;
    const QString text = m_pane->text();
    const std::optional<QByteArray> edited =
        FrontMatterView::applied(text.toUtf8(), doc->frontMatter, edit);
    if (!edited) {
        statusBar()->showMessage(
            tr("%1 is written in a form the property list does not change; edit its YAML")
                .arg(edit.key),
            6000);
        return false;
    }
    // One undo step, only the key's lines: the live check then rebuilds the form.
    BufferEdit::replaceDifference(m_pane->editor()->document(), text, QString::fromUtf8(*edited));
    return true;
}

bool MainWindow::moveDocument() {
    const Document* doc = currentDocument();
    if (!doc || !m_workspace || !m_prompts.moveDocument || doc->path != m_pane->relativePath())
        return false;
    // The move writes the file at its new path: from the text as saved.
    if (m_pane->isModified() && !maybeSave()) return false;
    if (m_pane->isModified()) return false;
    // Asking ran an event loop, in which the workspace may have been replaced: look again, and
    // keep the workspace the plan reads (and `doc` lies in) across the dialog.
    std::shared_ptr<const Workspace> ws = m_workspace;
    doc = currentDocument();
    if (!doc || !ws) return false;
    const QString path = doc->path;
    auto planner = [ws, path](const MoveRequest& r) {
        return DocumentMove::plan(*ws, path, r.slug, r.topic, r.kind);
    };
    const std::optional<MoveRequest> request =
        m_prompts.moveDocument(this, *doc, DocumentTemplate::topics(*ws), planner);
    if (!request) return false;
    const DocumentMove::Plan plan = planner(*request);
    QString error;
    if (!DocumentMove::apply(*ws, plan, &error)) {
        m_prompts.error(this, tr("Cannot move"),
                        tr("Nothing was changed: %1")
                            .arg(plan.ok() ? error : plan.problems.join(QLatin1Char('\n'))));
        return false;
    }
    // The tree and every view follow the new path once the workspace is read again.
    removeTab(m_model);
    m_pendingSelection = plan.target;
    reloadWorkspace();
    statusBar()->showMessage(tr("Moved to %1").arg(plan.target), 8000);
    return true;
}

void MainWindow::drawFigure(const QString& key) {
    // Drawn on a worker; the checks see the new figure when the document is re-read.
    std::shared_ptr<const Workspace> ws = m_workspace;
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, key] {
        const QString error = watcher->result();
        watcher->deleteLater();
        if (!error.isEmpty()) {
            m_prompts.error(this, tr("The figure was not drawn"), error);
            return;
        }
        statusBar()->showMessage(tr("Drew %1").arg(EvidencePaths::relativeFigure(key)), 5000);
        if (m_pane->hasFile()) m_loader->reread(m_pane->relativePath());
        emit figureDrawn(key);
    });
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [ws, key] {
        QString error;
        RecordSvgRenderer drawer;
        return EvidenceInsertion::drawFigure(*ws, key, drawer, &error) ? QString() : error;
    }));
}

bool MainWindow::insertEvidence(bool replaceLine) {
    const Document* doc = currentDocument();
    if (!doc || !m_workspace || !m_prompts.insertEvidence) return false;
    if (doc->imported || doc->path != m_pane->relativePath()) {
        statusBar()->showMessage(
            tr("Evidence is inserted in the document's Markdown, where its front matter is"), 6000);
        return false;
    }
    // The dialog runs an event loop, in which a check may replace m_workspace: `ws` keeps the
    // workspace that `doc` lies in.
    std::shared_ptr<const Workspace> ws = m_workspace;
    const std::optional<EvidenceChoice> choice = m_prompts.insertEvidence(this, ws, *doc);
    if (!choice) return false;
    const QString text = m_pane->text();
    const EvidenceInsertion::Plan plan = EvidenceInsertion::plan(
        *ws, *doc, text.toUtf8(), choice->key, choice->alt, choice->caption, choice->zoom);
    if (!plan.ok()) {
        m_prompts.error(this, tr("Cannot insert evidence"), plan.error);
        return false;
    }
    // The block goes on lines of its own at the cursor, in the body (a cursor in the front
    // matter would put it there: the end of the document is taken instead).
    SourceEditor* e = m_pane->editor();
    QTextCursor at = e->textCursor();
    at.clearSelection();
    const int bodyLine = doc->bodyLine > 0 ? doc->bodyLine : 1;
    if (at.blockNumber() + 1 < bodyLine) at.movePosition(QTextCursor::End);
    QTextCursor edit(e->document());
    edit.beginEditBlock();
    // The front matter first (it lies before the cursor, which the edit moves along).
    BufferEdit::replaceDifference(e->document(), text, QString::fromUtf8(plan.text));
    if (replaceLine) {
        // The half-written `:::evidence` line the completion was asked in gives way.
        at.movePosition(QTextCursor::StartOfBlock);
        at.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        at.removeSelectedText();
    }
    // Blank lines around it, as around any block; the line the cursor is on stays whole.
    QString block = plan.block.chopped(1);
    if (!at.block().text().trimmed().isEmpty()) block.prepend(QStringLiteral("\n\n"));
    at.movePosition(QTextCursor::EndOfBlock);
    if (at.block().next().isValid() && !at.block().next().text().trimmed().isEmpty())
        block += QLatin1Char('\n');
    at.insertText(block);
    edit.endEditBlock();
    e->setTextCursor(at);

    QString done = tr("Inserted %1").arg(plan.key);
    if (!plan.added.isEmpty())
        done += tr("; added to %1").arg(plan.added.join(QStringLiteral(", ")));
    if (plan.drawFigure) {
        drawFigure(plan.key);
        done += tr("; drawing its figure");
    }
    statusBar()->showMessage(done, 6000);
    return true;
}

bool MainWindow::renameDocument() {
    const Document* doc = currentDocument();
    if (!doc || !m_workspace || !m_prompts.renameTitle || doc->path != m_pane->relativePath())
        return false;
    // Planned against the buffer as it is, which is where the open document's change goes.
    const QString path = doc->path;
    const QString text = m_pane->text();
    BufferedFiles buffers{{path, text.toUtf8()}};
    // Other tabs with unsaved edits take their part in their buffers too, not on disk under
    // them; clean tabs follow their files as they are written.
    QStringList inBuffers{path};
    QHash<QString, DocumentModel*> edited;
    for (DocumentModel* model : editedTabs())
        if (model != m_model) {
            buffers.insert(model->relativePath(), model->text().toUtf8());
            inBuffers << model->relativePath();
            edited.insert(model->relativePath(), model);
        }
    std::shared_ptr<const Workspace> ws = m_workspace;
    const std::optional<QString> title = m_prompts.renameTitle(
        this, doc->title(),
        [ws, path, buffers](const QString& t) { return TitleRename::plan(*ws, path, t, buffers); });
    if (!title) return false;
    const TitleRename::Plan plan = TitleRename::plan(*ws, path, *title, buffers);
    QString error;
    if (!TitleRename::apply(*ws, plan, inBuffers, &error)) {
        m_prompts.error(
            this, tr("Cannot rename"),
            tr("Nothing was changed: %1").arg(plan.ok() ? error : plan.problems.join('\n')));
        return false;
    }
    if (plan.contents.contains(path))
        BufferEdit::replaceDifference(m_pane->editor()->document(), text,
                                      QString::fromUtf8(plan.contents.value(path)));
    for (auto it = plan.contents.cbegin(); it != plan.contents.cend(); ++it) {
        if (DocumentModel* model = edited.value(it.key()))
            BufferEdit::replaceDifference(model->document(), model->text(),
                                          QString::fromUtf8(it.value()));
        else if (it.key() != path)
            m_loader->reread(it.key());
    }
    statusBar()->showMessage(
        tr("Renamed to “%1”: %2 line(s) in %3 file(s); save %4 to keep its part")
            .arg(plan.newTitle)
            .arg(plan.edits.size())
            .arg(plan.contents.size())
            .arg(path),
        8000);
    return true;
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

void MainWindow::onLoadFailed(const QString& root, const QString& error) {
    m_progress->hide();
    m_cancelButton->hide();
    m_statusLabel->setText(error);
    if (!m_workspace || root != m_workspace->root) {
        m_root.clear();
        showEmptyState(error);
    } else {
        m_prompts.error(this, tr("Cannot reload the workspace"), error);
    }
    emit workspaceLoadFailed(error);
}

void MainWindow::showEmptyState(const QString& error) {
    m_empty->setError(error);
    updateRecentMenu();
    m_stack->setCurrentWidget(m_empty);
    updateTitle();
}

const Document* MainWindow::currentDocument() const {
    if (!m_workspace || !m_pane->hasFile()) return nullptr;
    const QString path = m_pane->relativePath();
    const QList<Document>& docs = m_workspace->documents;
    // Asked on many events: look where it was last found before searching again.
    auto holds = [&](int i) {
        return i >= 0 && i < docs.size() && (docs[i].path == path || docs[i].bodyPath == path);
    };
    if (!holds(m_currentIndex)) {
        m_currentIndex = m_workspace->indexOfPath(path);
        // A `body:` file open in the editor belongs to the document that names it.
        for (int i = 0; m_currentIndex < 0 && i < docs.size(); ++i)
            if (docs[i].bodyPath == path) m_currentIndex = i;
    }
    return m_currentIndex >= 0 ? &docs.at(m_currentIndex) : nullptr;
}

QString MainWindow::currentPath() const { return m_pane->relativePath(); }

SourceEditor* MainWindow::editor() const { return m_pane->editor(); }

bool MainWindow::maybeSave() {
    if (!m_pane->isModified()) return true;
    const QMessageBox::StandardButton answer = askAboutEdits(m_model);
    if (answer == QMessageBox::Discard) {
        dropLiveCheck();
        m_treeModel->setModified(m_pane->relativePath(), false);
    }
    return answer != QMessageBox::Cancel;
}

bool MainWindow::maybeSaveAll(QList<DocumentModel*>* discarded) {
    for (DocumentModel* model : editedTabs()) {
        const QMessageBox::StandardButton answer = askAboutEdits(model);
        if (answer == QMessageBox::Cancel) return false;
        if (answer == QMessageBox::Discard && discarded) discarded->append(model);
    }
    return true;
}

bool MainWindow::quickSwitch() {
    if (!m_workspace || !m_prompts.quickSwitch) return false;
    // The open document is not offered first: the one before it is (as Ctrl+Tab would).
    QStringList recent = m_recentDocuments;
    recent.removeAll(currentPath());
    const std::optional<QString> chosen = m_prompts.quickSwitch(this, m_workspace, recent);
    return chosen && selectDocument(*chosen);
}

bool MainWindow::selectDocument(const QString& relativePath) {
    if (!m_workspace || m_workspace->indexOfPath(relativePath) < 0) return false;
    return openFile(relativePath);
}

bool MainWindow::openFile(const QString& relativePath) {
    if (relativePath == m_pane->relativePath()) {
        syncTreeSelection();
        return true;
    }
    // Open already (or on its way): its tab comes to the front, with its edits as they are.
    const int tab = m_tabs->indexOfPath(relativePath);
    if (tab >= 0) {
        DocumentModel* model = m_tabs->model(tab);
        if (model != m_model) switchToTab(model);
        return m_pane->relativePath() == relativePath;
    }
    const NavigationHistory::Location from = here();
    showFile(relativePath);
    const bool leaving =
        m_pane->relativePath() == relativePath || m_model->openingPath() == relativePath;
    if (leaving && !m_navigating && !from.path.isEmpty()) {
        m_history.visit(from);
        updateNavigationActions();
    }
    trimTabs();
    return m_pane->relativePath() == relativePath;
}

DocumentModel* MainWindow::openModel(const QString& relativePath, int at, QString* error) {
    const QString absolute = QDir(m_root).filePath(relativePath);
    DocumentModel* model = newModel();
    // A multi-megabyte file (a long raw record) is read and laid out on a worker; its tab shows
    // when ready (opened), and the window stays usable meanwhile.
    if (QFileInfo(absolute).size() >= DocumentModel::kBackgroundBytes) {
        model->openInBackground(absolute, relativePath);
    } else if (!model->open(absolute, relativePath, error)) {
        delete model;  // the recovery lets go of it as it goes
        return nullptr;
    }
    const QSignalBlocker blocker(m_tabs);  // the caller shows it
    m_tabs->addModel(model, tabLabel(relativePath), at);
    return model;
}

void MainWindow::showFile(const QString& relativePath) {
    QString error;
    DocumentModel* model = openModel(relativePath, -1, &error);
    if (!model) {
        m_prompts.error(this, tr("Cannot open the file"),
                        tr("%1 could not be read: %2").arg(relativePath, error));
        syncTreeSelection();
        return;
    }
    showModel(model);
    if (model->hasFile()) showOpenedFile(relativePath);
}

void MainWindow::showOpenedFile(const QString& relativePath) {
    if (!relativePath.isEmpty()) {
        m_recentDocuments.removeAll(relativePath);
        m_recentDocuments.prepend(relativePath);
        if (m_recentDocuments.size() > kRecentDocuments) m_recentDocuments.removeLast();
    }
    updateDocumentViews();
    syncTreeSelection();
    updateTitle();
    emit currentDocumentChanged(relativePath);
    goToPendingJump();
    if (m_pendingRestore && m_pendingRestore->buffer.path == relativePath)
        restoreBuffer(*std::exchange(m_pendingRestore, std::nullopt));
}

void MainWindow::updateDocumentViews() {
    const Document* doc = currentDocument();
    if (doc) {
        // While the author's YAML is broken the last good values stay, marked stale.
        const Diagnostic* invalid = nullptr;
        for (const Diagnostic& d : m_workspace->diagnostics)
            if (d.path == doc->path && d.code == QLatin1String("front-matter-invalid")) {
                invalid = &d;
                break;
            }
        const bool stale =
            !m_livePaths.isEmpty() && doc->broken && invalid &&
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
    if (m_workspace && !filter.isEmpty())
        statusBar()->showMessage(
            tr("%n of %1 documents shown", nullptr, m_treeModel->shownDocumentCount())
                .arg(m_workspace->documents.size()),
            4000);
}

void MainWindow::syncTreeSelection() {
    if (m_syncingTree) return;
    m_syncingTree = true;
    const Document* doc = currentDocument();
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
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

void MainWindow::onDiagnosticActivated(const Diagnostic& diagnostic) {
    if (!m_workspace) return;
    // Any file of the workspace opens in the editor: a `body:` file, a raw record, ...
    const QString file = diagnostic.path;
    if (!QFileInfo(QDir(m_root).filePath(file)).isFile()) return;
    // Where to go once the file is shown: now, or when a background open has finished.
    m_pendingJump = {file, diagnostic.line, diagnostic.column};
    if (file == m_pane->relativePath() && !m_navigating) {  // a jump within the open file
        m_history.visit(here());
        updateNavigationActions();
    }
    if (openFile(file))
        goToPendingJump();
    else if (m_model->openingPath() != file)
        m_pendingJump = {};  // not opened (the author kept the other file): no jump later
}

NavigationHistory::Location MainWindow::here() const {
    if (!m_pane->hasFile()) return {};
    return {m_pane->relativePath(), m_pane->editor()->currentLine()};
}

void MainWindow::updateNavigationActions() {
    if (m_backAction) m_backAction->setEnabled(m_history.canGoBack());
    if (m_forwardAction) m_forwardAction->setEnabled(m_history.canGoForward());
}

void MainWindow::jumpTo(int line, int column) {
    if (!m_pane->hasFile()) return;
    m_history.visit(here());
    updateNavigationActions();
    m_pane->editor()->goToLine(line, column);
}

bool MainWindow::navigate(bool back) {
    const NavigationHistory::Location from = here();
    while (std::optional<NavigationHistory::Location> to =
               back ? m_history.takeBack() : m_history.takeForward()) {
        if (!QFileInfo(QDir(m_root).filePath(to->path)).isFile()) continue;  // moved or deleted
        m_pendingJump = {to->path, to->line, 1};
        m_navigating = true;
        const bool shown = openFile(to->path);
        m_navigating = false;
        const bool opening = !shown && m_model->openingPath() == to->path;
        if (!shown && !opening) {  // the author kept the unsaved edits: nothing moved
            m_pendingJump = {};
            back ? m_history.pushBack(*to) : m_history.pushForward(*to);
            updateNavigationActions();
            return false;
        }
        if (shown) goToPendingJump();
        back ? m_history.pushForward(from) : m_history.pushBack(from);
        updateNavigationActions();
        return true;
    }
    updateNavigationActions();
    return false;
}

void MainWindow::goToPendingJump() {
    if (m_pendingJump.path.isEmpty() || m_pendingJump.path != m_pane->relativePath()) return;
    m_pane->editor()->goToLine(m_pendingJump.line, m_pendingJump.column);
    m_pendingJump = {};
}

bool MainWindow::save() { return m_model->save(); }

std::optional<QString> MainWindow::newDocument() {
    if (!m_workspace || !m_prompts.newDocument) return std::nullopt;
    const std::optional<NewDocument> doc = m_prompts.newDocument(this, m_workspace);
    if (!doc) return std::nullopt;
    QString error;
    const std::optional<QString> path = DocumentTemplate::create(*m_workspace, *doc, &error);
    if (!path) {
        m_prompts.error(this, tr("Cannot create the document"), error);
        return std::nullopt;
    }
    statusBar()->showMessage(tr("Created %1").arg(*path), 5000);
    // Into the tree by a re-read of that one file, then opened (onLoaded's pending selection).
    m_pendingSelection = *path;
    m_loader->reread(*path);
    return path;
}

bool MainWindow::saveImportedAsMarkdown() {
    const Document* doc = currentDocument();
    if (!doc || !doc->imported) return false;
    QString error;
    const QString relative = ImportConversion::canonicalPath(*doc, &error);
    QString markdown;
    if (!relative.isEmpty()) markdown = ImportConversion::convert(*doc, m_pane->text(), &error);
    if (relative.isEmpty() || markdown.isEmpty()) {
        m_prompts.error(this, tr("Cannot save as Markdown"), error);
        return false;
    }
    const QString absolute = QDir(m_root).filePath(relative);
    if (QFileInfo::exists(absolute) && !m_prompts.confirmOverwrite(this, relative)) return false;
    if (!ImportConversion::write(m_root, absolute, markdown, &error)) {
        m_prompts.error(this, tr("Cannot save as Markdown"),
                        tr("%1 was not written: %2").arg(relative, error));
        return false;
    }
    statusBar()->showMessage(tr("Wrote %1").arg(relative), 5000);
    m_pendingSelection = relative;
    reloadWorkspace();
    return true;
}

void MainWindow::setPreviewWidget(QWidget* widget, const QString& title) {
    m_rightTabs->insertTab(0, widget, title);
    m_rightTabs->setCurrentIndex(0);
    showRightArea();
}

int MainWindow::addRightPanel(QWidget* widget, const QString& title) {
    const int index = m_rightTabs->addTab(widget, title);
    showRightArea();
    return index;
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

int MainWindow::addBottomPanel(QWidget* widget, const QString& title) {
    return m_bottomTabs->addTab(widget, title);
}

void MainWindow::updateTitle() {
    QString title;
    if (m_pane->hasFile()) {
        const Document* doc = currentDocument();
        title = (doc && !doc->title().isEmpty()) ? doc->title()
                                                 : QFileInfo(m_pane->relativePath()).fileName();
        title += QStringLiteral("[*] — ");
    }
    if (!m_root.isEmpty()) title += QFileInfo(m_root).fileName() + QStringLiteral(" — ");
    title += QStringLiteral("Techlog Studio");
    setWindowTitle(title);
    setWindowModified(m_pane->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSaveAll()) {
        event->ignore();
        return;
    }
    saveTabSession();
    m_loader->cancel();
    m_recovery->finish();  // saved or discarded: nothing is left to recover
    QSettings s = studioSettings();
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/mainSplitter"), m_mainSplitter->saveState());
    s.setValue(QStringLiteral("window/centreSplitter"), m_centreSplitter->saveState());
    event->accept();
}

void MainWindow::findRecoverableBuffers() {
    m_recoveryCheckedRoot = m_root;
    m_recoverable = m_recovery->candidates();
    updateRecoveryBar();
}

void MainWindow::updateRecoveryBar() {
    NotificationBar* bar = m_pane->recoveryBar();
    m_recoverAction->setEnabled(!m_recoverable.isEmpty());
    if (m_recoverable.isEmpty()) {
        bar->hide();
        return;
    }
    // Short: the bar shares the editor's width with its buttons; the tooltip says why.
    bar->setText(tr("Unsaved edits of %n file(s) were kept.", nullptr, int(m_recoverable.size())));
    bar->setToolTip(tr("Techlog Studio did not close properly last time and kept these edits."));
    bar->show();
}

bool MainWindow::recoverBuffers() {
    bool restored = false;
    while (!restored && !m_recoverable.isEmpty() && m_prompts.recoverBuffers) {
        const std::optional<RecoveryChoice> choice = m_prompts.recoverBuffers(this, m_recoverable);
        if (!choice || choice->index < 0 || choice->index >= m_recoverable.size()) break;
        const RecoveryCandidate candidate = m_recoverable.at(choice->index);
        if (choice->action == RecoveryChoice::Action::Discard) {
            m_recovery->store().discard(candidate.buffer);
            m_recoverable.removeAt(choice->index);
            continue;
        }
        if (candidate.fileMissing) continue;  // read and copied from the dialog, not restored
        // One buffer at a time: the file opens (asking about the open one's edits first).
        if (!openFile(candidate.buffer.path)) {
            if (m_model->openingPath() == candidate.buffer.path) {
                m_pendingRestore = candidate;  // restored once the file is read
                m_recoverable.removeAt(choice->index);
                restored = true;
            }
            break;
        }
        m_recoverable.removeAt(choice->index);
        restoreBuffer(candidate);
        restored = true;
    }
    updateRecoveryBar();
    return restored;
}

void MainWindow::restoreBuffer(const RecoveryCandidate& candidate) {
    if (m_pane->relativePath() != candidate.buffer.path) return;
    // Into the buffer only, as one undo step: undoing it is back at the file's text.
    BufferEdit::replaceDifference(m_model->document(), m_model->text(), candidate.buffer.text);
    m_recovery->store().discard(candidate.buffer);
    statusBar()->showMessage(
        tr("Restored the unsaved edits of %1: save to keep them").arg(candidate.buffer.path), 8000);
}

}  // namespace techlog
