#include "asyncworkspaceloader.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>
#include <functional>
#include <thread>
#include <utility>

#include "backgroundpool.h"
#include "checkedworkspace.h"
#include "postback.h"
#include "publicationstate.h"
#include "workspaceloader.h"

namespace techlog {

namespace {

// Runs `work` on a thread of its own below the window's priority, and waits for it. The checks
// of a workspace already shown ran beside what the window does with it (the tree, the preview's
// render, Qt WebEngine's page) and took their cores: the first page came 90 ms later at 5,000
// documents. Threads inherit the priority of the thread that starts them (Linux: a nice value
// per thread), so the checks' own pools run below it too; the thread ends with the work, as
// an unprivileged process cannot raise a thread's priority again. The pool thread that waits
// for it is handed back meanwhile: the preview renders on that pool.
void runBehindTheWindow(const std::function<void()>& work) {
    std::thread behind([&work] {
        constexpr int kNice = 10;  // about a tenth of a core's share against the window's
        setpriority(PRIO_PROCESS, pid_t(syscall(SYS_gettid)), kNice);
        work();
    });
    backgroundPool()->releaseThread();
    behind.join();
    backgroundPool()->reserveThread();
}

}  // namespace

AsyncWorkspaceLoader::AsyncWorkspaceLoader(QObject* parent) : QObject(parent) {}

AsyncWorkspaceLoader::~AsyncWorkspaceLoader() {
    // Ask the worker to stop; its watcher is our child and is destroyed with us, so the result
    // is never delivered. The worker only touches the shared flag and a QPointer-guarded call.
    if (m_cancel) m_cancel->store(true);
}

void AsyncWorkspaceLoader::load(const QString& root) {
    if (m_cancel) m_cancel->store(true);  // supersede the running load
    m_pendingPaths.clear();               // this load reads them anyway
    auto cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancelFlag;
    m_root = root;
    const int generation = ++m_generation;

    QPointer<AsyncWorkspaceLoader> self(this);
    LoadOptions options;
    options.cancel = cancelFlag.get();
    options.shareStrings = true;  // the studio holds the workspace: its strings shared
    // Called on worker threads, for every document of the parse and then of the checks: only a
    // change of a thousandth is posted to the UI thread (10,000 events woke it for nothing).
    auto shown = std::make_shared<std::atomic_int>(-1);
    options.progress = [self, generation, shown](int done, int total) {
        const int permille = total > 0 ? int(qint64(done) * 1000 / total) : 1000;
        if (shown->exchange(permille) == permille) return;
        postBack(self, [generation, done, total](AsyncWorkspaceLoader* loader) {
            if (loader->m_generation == generation) emit loader->progress(done, total);
        });
    };

    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this,
            [this, watcher, generation, root, cancelFlag] {
                onFinished(watcher, generation, root, cancelFlag);
            });
    // The flag is captured by value (shared_ptr) so that it outlives this loader if needed.
    const int earlyFrom = m_earlyFrom;
    watcher->setFuture(QtConcurrent::run(
        backgroundPool(), [self, generation, root, options, cancelFlag, earlyFrom]() {
            Result result;
            LoadOptions parseOnly = options;
            parseOnly.runChecks = false;
            result.workspace = loadWorkspace(root, parseOnly, &result.error);
            if (!result.workspace) return result;
            const bool early = earlyFrom >= 0 && result.workspace->documents.size() >= earlyFrom &&
                               !cancelFlag->load();
            if (early) {
                // Parsed and linked: shown now, its findings come with the finished workspace.
                // Not packed first (30 ms at 5,000 documents, on the way to the window): once
                // the checked one is delivered nothing keeps this one (tst_studiopanels
                // theEarlyWorkspaceIsReleasedOnceTheCheckedOneIsShown), nor its text.
                auto parsed = std::make_shared<const Workspace>(*result.workspace);
                postBack(self, [generation, parsed](AsyncWorkspaceLoader* loader) {
                    if (loader->m_generation == generation) emit loader->loaded(parsed);
                });
            }
            const auto finish = [&result, &options] {
                if (!checkParsedWorkspace(*result.workspace, options)) {
                    result.workspace.reset();
                    result.error = QStringLiteral("cancelled");
                    return;
                }
                PublicationState::check(*result.workspace);
                result.workspace->packText();
            };
            if (early)
                runBehindTheWindow(finish);
            else
                finish();
            return result;
        }));
    emit started(root);
}

void AsyncWorkspaceLoader::reread(const QString& relativePath) {
    if (!m_pendingPaths.contains(relativePath)) m_pendingPaths.append(relativePath);
    if (isLoading()) return;  // started when the running one delivers
    if (!m_latest || m_latest->root != m_root) {
        load(m_root);
        return;
    }
    startReread();
}

void AsyncWorkspaceLoader::startReread() {
    const QStringList paths = std::exchange(m_pendingPaths, {});
    auto cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancelFlag;
    const int generation = ++m_generation;
    const QString root = m_root;
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this,
            [this, watcher, generation, root, cancelFlag] {
                onFinished(watcher, generation, root, cancelFlag);
            });
    LoadOptions options;
    options.cancel = cancelFlag.get();
    options.shareStrings = true;  // when the update falls back to a full load
    // As in load(): the worker holds the flag that `options` points to, so that it outlives this
    // loader (an update that falls back to a full load reads it for every file).
    watcher->setFuture(
        QtConcurrent::run(backgroundPool(), [base = m_latest, paths, options, cancelFlag]() {
            Result result;
            bool full = false;
            result.workspace = rereadCheckedWorkspace(*base, paths, options, &result.error, &full);
            if (result.workspace) {
                PublicationState::check(*result.workspace, full ? QStringList() : paths);
                result.workspace->packText();  // the files read again
            }
            return result;
        }));
}

void AsyncWorkspaceLoader::onFinished(QFutureWatcher<Result>* watcher, int generation,
                                      const QString& root,
                                      std::shared_ptr<std::atomic_bool> cancelFlag) {
    Result result = watcher->result();
    watcher->deleteLater();
    if (generation != m_generation) return;  // superseded by a newer load
    m_cancel.reset();
    if (cancelFlag->load()) {
        m_pendingPaths.clear();
        emit cancelled(root);
    } else if (result.workspace) {
        m_latest = std::make_shared<const Workspace>(std::move(*result.workspace));
        // Changes that came in meanwhile: on top of this result, before anyone sees it stale
        // for long (the update is emitted first: the window is never behind by more than one).
        if (!m_pendingPaths.isEmpty()) startReread();
        emit loaded(m_latest);
    } else {
        emit failed(root,
                    result.error.isEmpty() ? tr("The workspace could not be read.") : result.error);
    }
}

void AsyncWorkspaceLoader::cancel() {
    if (m_cancel) m_cancel->store(true);
}

bool AsyncWorkspaceLoader::isLoading() const { return m_cancel != nullptr; }

}  // namespace techlog
