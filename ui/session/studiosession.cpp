#include "studiosession.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QScopedValueRollback>
#include <QSettings>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "asyncworkspaceloader.h"
#include "backgroundpool.h"
#include "bufferedit.h"
#include "bufferparser.h"
#include "bufferrecovery.h"
#include "documentmodel.h"
#include "evidencepaths.h"
#include "freedmemory.h"
#include "livechecker.h"
#include "recentworkspaces.h"
#include "studiosettings.h"

namespace techlog {

StudioSession::StudioSession(QObject* parent)
    : QObject(parent),
      m_prompts(Prompts::interactive()),
      m_loader(new AsyncWorkspaceLoader(this)),
      m_live(new LiveChecker(this)),
      m_parser(new BufferParser(this)),
      m_recovery(new BufferRecovery(nullptr, {}, this)),
      m_blank(new DocumentModel(this)),
      m_model(m_blank) {
    m_probeWatcher = new QFutureWatcher<QList<ProbeSummary>>(this);
    // Off the switch's path: a settings write is file I/O.
    m_sessionTimer = new QTimer(this);
    m_sessionTimer->setSingleShot(true);
    m_sessionTimer->setInterval(1000);
    connect(m_sessionTimer, &QTimer::timeout, this, [this] {
        if (!m_sessionFrozen) saveTabSession();
    });
    connect(m_loader, &AsyncWorkspaceLoader::loaded, this, &StudioSession::onLoaded);
    connect(m_loader, &AsyncWorkspaceLoader::failed, this, &StudioSession::onLoadFailed);
    connect(m_loader, &AsyncWorkspaceLoader::cancelled, this, [this] {
        if (m_workspace) return;
        m_root.clear();
        emit workspaceClosed(tr("Loading was cancelled."));
    });
    // Every tab's edits are laid over the workspace in a live check, not only the shown one's.
    m_live->setOtherBuffers([this](const QString& scheduled) {
        BufferedFiles buffers;
        for (DocumentModel* model : editedTabs())
            if (model->relativePath() != scheduled)
                buffers.insert(model->relativePath(), model->text().toUtf8());
        return buffers;
    });
    // The shown buffer is parsed once per change, for the live check and the views alike.
    m_parser->setTextSource([this] { return m_model->text(); });
    connect(m_parser, &BufferParser::parsed, this, &StudioSession::onBufferParsed);
    connect(m_probeWatcher, &QFutureWatcher<QList<ProbeSummary>>::finished, this, [this] {
        const bool current = m_probesRoot == m_root;
        if (current) {
            m_probes = m_probeWatcher->result();
            emit probesChanged(m_probes);
        }
        if (std::exchange(m_probesPending, false) || !current) refreshProbes();
    });
    connect(m_live, &LiveChecker::checked, this,
            [this](std::shared_ptr<const Workspace> ws, const QString& path, qint64) {
                onLiveChecked(std::move(ws), path);
            });
}

StudioSession::~StudioSession() {
    m_loader->cancel();
    m_probeWatcher->waitForFinished();  // reads files only: short, and nothing to cancel
}

DocumentModel* StudioSession::newModel() {
    auto* model = new DocumentModel(this);
    connectModel(model);
    m_recovery->addModel(model);
    return model;
}

void StudioSession::connectModel(DocumentModel* model) {
    connect(model, &DocumentModel::opened, this, [this, model](const QString& path) {
        if (model == m_model) showOpenedFile(path);
    });
    connect(model, &DocumentModel::openFailed, this,
            [this, model](const QString& path, const QString& error) {
                if (m_pendingJump.path == path) m_pendingJump = {};
                if (!model->hasFile()) closeTab(model);  // a tab made for that file
                m_prompts.error(dialogParent(), tr("Cannot open the file"),
                                tr("%1 could not be read: %2").arg(path, error));
                emit selectionKept();
            });
    // After a save or a reload from disk that document's diagnostics and the relations are
    // stale: read it again into the workspace (off the UI thread), not the whole workspace.
    connect(model, &DocumentModel::saved, this, [this](const QString& path) {
        emit message(tr("Saved %1").arg(path), 3000);
        emit documentSaved(path);
        m_loader->reread(path);
        if (path.startsWith(EvidencePaths::probesFolder() + u'/')) refreshProbes();
    });
    connect(
        model, &DocumentModel::saveFailed, this, [this](const QString& path, const QString& error) {
            m_prompts.error(
                dialogParent(), tr("Save failed"),
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

QString StudioSession::currentPath() const { return m_model->relativePath(); }

const Document* StudioSession::currentDocument() const {
    if (!m_workspace || !m_model->hasFile()) return nullptr;
    const QString path = m_model->relativePath();
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

int StudioSession::indexOfPath(const QString& relativePath) const {
    if (relativePath.isEmpty()) return -1;
    for (int i = 0; i < m_open.size(); ++i) {
        const DocumentModel* m = m_open.at(i);
        if (m->relativePath() == relativePath || m->openingPath() == relativePath) return i;
    }
    return -1;
}

void StudioSession::moveModel(int from, int to) {
    if (from < 0 || to < 0 || from >= m_open.size() || to >= m_open.size()) return;
    m_open.move(from, to);
    if (!m_sessionFrozen) m_sessionTimer->start();
}

QList<DocumentModel*> StudioSession::editedTabs() const {
    QList<DocumentModel*> out;
    for (DocumentModel* model : m_open)
        if (model->hasFile() && model->isModified()) out << model;
    return out;
}

void StudioSession::showModel(DocumentModel* model) {
    if (model == m_model) return;
    // A check of the buffer left would arrive about a file no longer shown; the shown workspace
    // keeps that buffer's edits until a check or a read replaces it.
    m_live->cancel();
    m_checkParse = CheckParse::None;
    m_parser->setBuffer({});  // until the file is shown (showOpenedFile)
    m_replacingBuffer = false;
    const bool wasOpening = m_model->isOpening();
    m_model = model;
    emit currentModelChanged(model, wasOpening);
    m_usedOrder.removeAll(model);
    if (model != m_blank) m_usedOrder.prepend(model);
    // Kept as it changes, not only on a clean exit: after a crash the tabs come back too.
    if (!m_sessionFrozen) m_sessionTimer->start();
    // Its unsaved edits, checked over the workspace once parsed: the views show the buffer, not
    // the file.
    if (m_workspace && model->hasFile() && model->isModified()) m_checkParse = CheckParse::Now;
}

void StudioSession::activate(DocumentModel* model) {
    if (!model || model == m_model) return;
    const NavigationHistory::Location from = here();
    showModel(model);
    if (!m_navigating && !from.path.isEmpty()) {
        m_history.visit(from);
        emit historyChanged();
    }
    if (model->hasFile())
        showOpenedFile(model->relativePath());
    else
        emit selectionKept();
}

QMessageBox::StandardButton StudioSession::askAboutEdits(DocumentModel* model) {
    if (!model->isModified()) return QMessageBox::Discard;  // nothing to lose
    // The question names a document by its title, as the author knows it; another file by path.
    QString shown = model->relativePath();
    if (const int i = m_workspace ? m_workspace->indexOfPath(shown) : -1; i >= 0)
        if (const QString title = m_workspace->documents[i].title(); !title.isEmpty())
            shown = title;
    const QMessageBox::StandardButton answer =
        m_prompts.unsavedChanges
            ? m_prompts.unsavedChanges(dialogParent(), model->relativePath(), shown)
            : QMessageBox::Cancel;
    // Going on needs the file written: wait for it (a failure was reported as it happened).
    if (answer == QMessageBox::Save)
        return model->save() && model->waitForSaved() ? QMessageBox::Save : QMessageBox::Cancel;
    return answer == QMessageBox::Discard ? QMessageBox::Discard : QMessageBox::Cancel;
}

bool StudioSession::closeDocument(DocumentModel* model) {
    if (!model) model = m_model;
    if (!model || !m_open.contains(model)) return false;
    if (askAboutEdits(model) == QMessageBox::Cancel) return false;
    closeTab(model);
    return true;
}

bool StudioSession::closeOtherDocuments(DocumentModel* keep) {
    for (DocumentModel* model : QList(m_open))
        if (model != keep && !closeDocument(model)) return false;
    return true;
}

bool StudioSession::nextDocument(bool forward) {
    const int count = m_open.size();
    if (count < 2) return false;
    const int at = m_open.indexOf(m_model);
    const int next = at < 0 ? 0 : (at + (forward ? 1 : count - 1)) % count;
    activate(m_open.at(next));
    return true;
}

void StudioSession::closeTab(DocumentModel* model) {
    if (!model || model == m_blank || !m_open.contains(model)) return;
    const QString path = model->relativePath();
    if (model == m_model) {
        // The tab used before it takes its place, as closing a browser tab does.
        DocumentModel* next = m_blank;
        for (DocumentModel* m : std::as_const(m_usedOrder))
            if (m != model && m_open.contains(m)) {
                next = m;
                break;
            }
        showModel(next);
        showOpenedFile(next->hasFile() ? next->relativePath() : QString());
    }
    m_usedOrder.removeAll(model);
    m_open.removeAll(model);
    emit modelRemoved(model);
    m_recovery->removeModel(model);  // saved or discarded: nothing to recover
    // The shown workspace held the edits just discarded: back to the file as saved.
    if (!path.isEmpty() && m_livePaths.remove(path)) m_loader->reread(path);
    model->close();
    model->deleteLater();
    if (!m_sessionFrozen) m_sessionTimer->start();
}

void StudioSession::removeAllTabs() {
    const QScopedValueRollback<bool> frozen(m_sessionFrozen, true);
    showModel(m_blank);
    showOpenedFile({});
    for (DocumentModel* model : QList(m_open)) closeTab(model);
}

void StudioSession::trimTabs() {
    while (m_open.size() > kMaxTabs) {
        DocumentModel* oldest = nullptr;
        for (auto it = m_usedOrder.crbegin(); it != m_usedOrder.crend() && !oldest; ++it)
            if (*it != m_model && !(*it)->isModified() && !(*it)->isOpening() && !(*it)->isSaving())
                oldest = *it;
        if (!oldest) return;  // every other tab holds edits: none is closed behind the author
        closeTab(oldest);
    }
}

QString StudioSession::sessionKey() const {
    const QByteArray hash = QCryptographicHash::hash(m_root.toUtf8(), QCryptographicHash::Sha1);
    return QStringLiteral("sessions/") + QString::fromLatin1(hash.toHex().left(16));
}

void StudioSession::saveTabSession() {
    m_sessionTimer->stop();
    if (m_root.isEmpty()) return;
    QVariantList tabs;
    for (DocumentModel* model : std::as_const(m_open)) {
        if (!model->hasFile()) continue;
        const Place place = m_view.place ? m_view.place(model) : Place{};
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

bool StudioSession::restoreTabSession() {
    if (!m_workspace) return false;
    const QScopedValueRollback<bool> frozen(m_sessionFrozen, true);
    QSettings s = studioSettings();
    if (s.value(sessionKey() + QStringLiteral("/root")).toString() != m_root) return false;
    const QVariantList tabs = s.value(sessionKey() + QStringLiteral("/tabs")).toList();
    DocumentModel* current = nullptr;
    for (const QVariant& value : tabs) {
        if (m_open.size() >= kMaxTabs) break;
        const QVariantMap tab = value.toMap();
        const QString path = tab.value(QStringLiteral("path")).toString();
        // Only what the workspace lists (a setting is no licence to read elsewhere); the model
        // reads through the workspace's path guard besides.
        const bool listed =
            m_workspace->indexOfPath(path) >= 0 || (m_view.isListed && m_view.isListed(path));
        if (path.isEmpty() || indexOfPath(path) >= 0 || !listed) continue;
        DocumentModel* model = openModel(path, int(m_open.size()));
        if (!model) continue;
        if (m_view.setPlace)
            m_view.setPlace(model, {tab.value(QStringLiteral("line")).toInt(),
                                    tab.value(QStringLiteral("column")).toInt(), -1});
        m_usedOrder.append(model);
        if (tab.value(QStringLiteral("current")).toBool() || !current) current = model;
    }
    if (!current) return false;
    showModel(current);  // at the place it was left (setPlace)
    if (current->hasFile()) showOpenedFile(current->relativePath());
    return true;
}

void StudioSession::openWorkspace(const QString& path) {
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
            m_prompts.error(dialogParent(), tr("Cannot open the workspace"), error);
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
        for (DocumentModel* model : std::as_const(discarded)) closeTab(model);
    } else {
        saveTabSession();
        removeAllTabs();
        m_freshRoot = true;
        m_workspace.reset();
        emit workspaceCleared();
        // Places in another workspace mean nothing here.
        m_history.clear();
        m_recentDocuments.clear();
        emit historyChanged();
    }
    m_root = root;
    m_recovery->setWorkspaceRoot(root);
    RecentWorkspaces::add(root);
    m_loader->load(root);
}

void StudioSession::reloadWorkspace() {
    if (!m_root.isEmpty()) m_loader->load(m_root);
}

void StudioSession::onLoaded(std::shared_ptr<const Workspace> workspace) {
    // The workspace being replaced is freed on a worker once every view has let go of it:
    // freeing 5,000 documents took the UI thread ~20 ms of every save.
    std::shared_ptr<const Workspace> old = std::exchange(m_workspace, std::move(workspace));
    m_livePaths.clear();
    m_live->setWorkspace(m_workspace);
    emit workspaceReplaced(true);
    // Open buffers have edits the loaded workspace does not know: check them over it now (the
    // shown one's first, once parsed against this workspace; the others come with it).
    if (m_model->isModified()) {
        m_checkParse = CheckParse::Now;
    } else if (DocumentModel* edited = editedTabs().value(0)) {
        m_live->schedule(edited->relativePath(), [edited] { return edited->text().toUtf8(); });
        m_live->checkNow();
    }
    m_parser->setWorkspace(m_workspace);  // the shown buffer parsed against it, at once
    refreshProbes();
    // Tabs of files gone from disk close, unless they hold edits (Save writes them back).
    for (DocumentModel* model : QList(m_open))
        if (model->hasFile() && !model->isModified() && !QFileInfo::exists(model->absolutePath()))
            closeTab(model);

    QString next = std::exchange(m_pendingSelection, QString());
    // The first load of a workspace: the tabs it was left with, else its first document. Later
    // loads leave the tabs as the author has them (closing the last one stays closed).
    const bool fresh = std::exchange(m_freshRoot, false);
    const bool restored = fresh && next.isEmpty() && m_open.isEmpty() && restoreTabSession();
    if (!restored && fresh && next.isEmpty() && !m_model->hasFile() &&
        !m_workspace->documents.isEmpty() && m_view.firstDocument)
        next = m_view.firstDocument();
    // A file just written need not be a document (a probe): it opens as a file then.
    if (!next.isEmpty() && next != m_model->relativePath() && !selectDocument(next)) openFile(next);
    if (m_recoveryCheckedRoot != m_root) findRecoverableBuffers();
    emit workspaceLoaded(m_workspace);
    backgroundPool()->start([old = std::move(old)]() mutable {
        old.reset();
        FreedMemory::releaseNow();  // the load's and the old workspace's garbage
    });
}

void StudioSession::onLoadFailed(const QString& root, const QString& error) {
    if (!m_workspace || root != m_workspace->root) {
        m_root.clear();
        emit workspaceClosed(error);
    } else {
        m_prompts.error(dialogParent(), tr("Cannot reload the workspace"), error);
    }
    emit workspaceLoadFailed(error);
}

void StudioSession::bufferEdited() {
    m_parser->bufferChanged();
    if (!m_workspace || !m_model->hasFile() || m_model->isOpening() || m_replacingBuffer) {
        emit bufferChanged();
        return;
    }
    // Opening a file sets its text: nothing to check until it is edited (or, after an undo
    // back to the saved text, the shown workspace must return to the file's).
    if ((m_model->isModified() || !m_livePaths.isEmpty()) && m_checkParse == CheckParse::None)
        m_checkParse = CheckParse::AfterPause;
    emit bufferChanged();
}

void StudioSession::refreshProbes() {
    if (m_root.isEmpty()) return;
    // One reading at a time: a request meanwhile reads again once it lands.
    if (m_probeWatcher->isRunning()) {
        m_probesPending = true;
        return;
    }
    m_probesRoot = m_root;
    m_probeWatcher->setFuture(
        QtConcurrent::run(backgroundPool(), [root = m_root] { return summarizeProbes(root); }));
}

DocumentModel* StudioSession::modelOf(const QString& relativePath) const {
    for (DocumentModel* model : m_open)
        if (model->hasFile() && model->relativePath() == relativePath) return model;
    return nullptr;
}

Diagnostics StudioSession::diagnostics() const {
    Diagnostics all = m_workspace ? m_workspace->diagnostics : Diagnostics();
    if (const auto parsed = m_parser->latest(); parsed && parsed->path == currentPath())
        all += parsed->fileDiagnostics;
    return all;
}

void StudioSession::onBufferParsed(std::shared_ptr<const ParsedBuffer> parsed) {
    if (parsed->path != m_model->relativePath()) return;  // the parser follows the shown file
    // A check waits for the parse of the text as it is now, not for one a newer change
    // supersedes (the parser is busy with that one); a check already pending takes any newer
    // parse meanwhile (the text was replaced rather than edited), as it read the text when
    // its pause ended.
    if (m_checkParse != CheckParse::None && !m_parser->isBusy()) {
        const bool now = std::exchange(m_checkParse, CheckParse::None) == CheckParse::Now;
        m_live->schedule(parsed);
        if (now) m_live->checkNow();
    } else {
        m_live->refresh(parsed);
    }
    emit bufferParsed(parsed);
}

void StudioSession::onLiveChecked(std::shared_ptr<const Workspace> workspace, const QString& path) {
    if (indexOfPath(path) < 0 || !m_workspace || workspace->root != m_workspace->root)
        return;  // about a file no longer open
    std::shared_ptr<const Workspace> old = std::exchange(m_workspace, std::move(workspace));
    m_livePaths.insert(path);
    for (DocumentModel* model : editedTabs()) m_livePaths.insert(model->relativePath());
    emit workspaceReplaced(false);
    emit bufferChecked(m_workspace);
    backgroundPool()->start([old = std::move(old)]() mutable { old.reset(); });
}

void StudioSession::dropLiveCheck() {
    m_live->cancel();
    m_checkParse = CheckParse::None;
    // The shown workspace holds edits that were not kept: back to the file as saved.
    if (m_model->hasFile() && m_livePaths.remove(m_model->relativePath()))
        m_loader->reread(m_model->relativePath());
}

bool StudioSession::maybeSave() {
    if (!m_model->isModified()) return true;
    const QMessageBox::StandardButton answer = askAboutEdits(m_model);
    if (answer == QMessageBox::Discard) {
        dropLiveCheck();
        emit editsDiscarded(m_model->relativePath());
    }
    return answer != QMessageBox::Cancel;
}

bool StudioSession::maybeSaveAll(QList<DocumentModel*>* discarded) {
    for (DocumentModel* model : editedTabs()) {
        const QMessageBox::StandardButton answer = askAboutEdits(model);
        if (answer == QMessageBox::Cancel) return false;
        if (answer == QMessageBox::Discard && discarded) discarded->append(model);
    }
    return true;
}

bool StudioSession::finish() {
    if (!maybeSaveAll()) return false;
    saveTabSession();
    m_loader->cancel();
    m_recovery->finish();  // saved or discarded: nothing is left to recover
    return true;
}

bool StudioSession::save() { return m_model->save(); }

bool StudioSession::quickSwitch() {
    if (!m_workspace || !m_prompts.quickSwitch) return false;
    // The open document is not offered first: the one before it is (as Ctrl+Tab would).
    QStringList recent = m_recentDocuments;
    recent.removeAll(currentPath());
    QList<QuickSwitch::Entry> probes;
    for (const ProbeSummary& p : std::as_const(m_probes))
        probes.append(
            {p.path, p.title.isEmpty() ? p.key : p.title, p.key, QStringLiteral("probe")});
    const std::optional<QString> chosen =
        m_prompts.quickSwitch(dialogParent(), m_workspace, recent, probes);
    if (!chosen) return false;
    const bool probe = std::any_of(m_probes.begin(), m_probes.end(),
                                   [&](const ProbeSummary& p) { return p.path == *chosen; });
    return probe ? openFile(*chosen) : selectDocument(*chosen);
}

bool StudioSession::selectDocument(const QString& relativePath) {
    if (!m_workspace || m_workspace->indexOfPath(relativePath) < 0) return false;
    return openFile(relativePath);
}

bool StudioSession::openFile(const QString& relativePath) {
    if (relativePath == m_model->relativePath()) {
        emit selectionKept();
        return true;
    }
    // Open already (or on its way): its tab comes to the front, with its edits as they are.
    const int tab = indexOfPath(relativePath);
    if (tab >= 0) {
        DocumentModel* model = m_open.at(tab);
        if (model != m_model) activate(model);
        return m_model->relativePath() == relativePath;
    }
    const NavigationHistory::Location from = here();
    showFile(relativePath);
    const bool leaving =
        m_model->relativePath() == relativePath || m_model->openingPath() == relativePath;
    if (leaving && !m_navigating && !from.path.isEmpty()) {
        m_history.visit(from);
        emit historyChanged();
    }
    trimTabs();
    return m_model->relativePath() == relativePath;
}

DocumentModel* StudioSession::openModel(const QString& relativePath, int at, QString* error) {
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
    // After the current one (where the author is working), as browsers do.
    if (at < 0 || at > m_open.size()) at = m_open.isEmpty() ? 0 : m_open.indexOf(m_model) + 1;
    m_open.insert(at, model);
    emit modelAdded(model, at);
    return model;
}

void StudioSession::showFile(const QString& relativePath) {
    QString error;
    DocumentModel* model = openModel(relativePath, -1, &error);
    if (!model) {
        m_prompts.error(dialogParent(), tr("Cannot open the file"),
                        tr("%1 could not be read: %2").arg(relativePath, error));
        emit selectionKept();
        return;
    }
    showModel(model);
    if (model->hasFile()) showOpenedFile(relativePath);
}

void StudioSession::showOpenedFile(const QString& relativePath) {
    m_parser->setBuffer(relativePath);  // parsed at once, for the views and a pending check
    if (!relativePath.isEmpty()) {
        m_recentDocuments.removeAll(relativePath);
        m_recentDocuments.prepend(relativePath);
        if (m_recentDocuments.size() > kRecentDocuments) m_recentDocuments.removeLast();
    }
    emit currentDocumentChanged(relativePath);
    goToPendingJump();
    if (m_pendingRestore && m_pendingRestore->buffer.path == relativePath)
        restoreBuffer(*std::exchange(m_pendingRestore, std::nullopt));
}

void StudioSession::openAt(const QString& relativePath, int line, int column) {
    if (!m_workspace) return;
    // Any file of the workspace opens in the editor: a `body:` file, a raw record, ...
    if (!QFileInfo(QDir(m_root).filePath(relativePath)).isFile()) return;
    // Where to go once the file is shown: now, or when a background open has finished.
    m_pendingJump = {relativePath, line, column};
    if (relativePath == m_model->relativePath() && !m_navigating) {  // a jump within the file
        m_history.visit(here());
        emit historyChanged();
    }
    if (openFile(relativePath))
        goToPendingJump();
    else if (m_model->openingPath() != relativePath)
        m_pendingJump = {};  // not opened (the author kept the other file): no jump later
}

NavigationHistory::Location StudioSession::here() const {
    if (!m_model->hasFile()) return {};
    return {m_model->relativePath(), m_view.cursorLine ? m_view.cursorLine() : 1};
}

void StudioSession::jumpTo(int line, int column) {
    if (!m_model->hasFile()) return;
    m_history.visit(here());
    emit historyChanged();
    if (m_view.goToLine) m_view.goToLine(line, column);
}

bool StudioSession::navigate(bool back) {
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
            emit historyChanged();
            return false;
        }
        if (shown) goToPendingJump();
        back ? m_history.pushForward(from) : m_history.pushBack(from);
        emit historyChanged();
        return true;
    }
    emit historyChanged();
    return false;
}

void StudioSession::goToPendingJump() {
    if (m_pendingJump.path.isEmpty() || m_pendingJump.path != m_model->relativePath()) return;
    if (m_view.goToLine) m_view.goToLine(m_pendingJump.line, m_pendingJump.column);
    m_pendingJump = {};
}

void StudioSession::findRecoverableBuffers() {
    m_recoveryCheckedRoot = m_root;
    m_recoverable = m_recovery->candidates();
    emit recoverableChanged();
}

bool StudioSession::recoverBuffers() {
    bool restored = false;
    while (!restored && !m_recoverable.isEmpty() && m_prompts.recoverBuffers) {
        const std::optional<RecoveryChoice> choice =
            m_prompts.recoverBuffers(dialogParent(), m_recoverable);
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
    emit recoverableChanged();
    return restored;
}

void StudioSession::restoreBuffer(const RecoveryCandidate& candidate) {
    if (m_model->relativePath() != candidate.buffer.path) return;
    // Into the buffer only, as one undo step: undoing it is back at the file's text.
    BufferEdit::replaceDifference(m_model->document(), m_model->text(), candidate.buffer.text);
    m_recovery->store().discard(candidate.buffer);
    emit message(
        tr("Restored the unsaved edits of %1: save to keep them").arg(candidate.buffer.path), 8000);
}

}  // namespace techlog
