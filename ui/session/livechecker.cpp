#include "livechecker.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "backgroundpool.h"
#include "checkedworkspace.h"
#include "publicationstate.h"

namespace techlog {

LiveChecker::LiveChecker(QObject* parent) : QObject(parent), m_debounce(new QTimer(this)) {
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(m_debounceMs);
    connect(m_debounce, &QTimer::timeout, this, &LiveChecker::start);
}

LiveChecker::~LiveChecker() {
    // The worker holds its own copy of everything it reads; it only needs telling to stop.
    if (m_cancel) m_cancel->store(true);
}

void LiveChecker::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
}

void LiveChecker::setDebounceMs(int ms) {
    m_debounceMs = ms;
    m_debounce->setInterval(ms);
}

void LiveChecker::schedule(std::shared_ptr<const ParsedBuffer> parsed) {
    m_path = parsed->path;
    m_bytes = nullptr;
    m_parsed = std::move(parsed);
    m_debounce->start();
}

void LiveChecker::refresh(std::shared_ptr<const ParsedBuffer> parsed) {
    if (!m_debounce->isActive() || parsed->path != m_path) return;
    m_bytes = nullptr;
    m_parsed = std::move(parsed);
}

void LiveChecker::schedule(const QString& relativePath, std::function<QByteArray()> bytes) {
    m_path = relativePath;
    m_bytes = std::move(bytes);
    m_parsed.reset();
    m_debounce->start();
}

void LiveChecker::checkNow() {
    if (m_path.isEmpty()) return;
    m_debounce->stop();
    start();
}

void LiveChecker::cancel() {
    m_debounce->stop();
    m_path.clear();
    m_bytes = nullptr;
    m_parsed.reset();
    ++m_generation;
    if (m_cancel) m_cancel->store(true);
    m_cancel.reset();
}

bool LiveChecker::isBusy() const { return m_debounce->isActive() || m_cancel != nullptr; }

void LiveChecker::start() {
    if (!m_workspace || m_path.isEmpty() || (!m_bytes && !m_parsed)) return;
    if (m_cancel) m_cancel->store(true);  // the running check is about an older text
    auto cancelFlag = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancelFlag;
    const int generation = ++m_generation;
    m_clock.start();
    emit started();

    LoadOptions options;
    options.cancel = cancelFlag.get();
    if (m_others) options.buffers = m_others(m_path);
    if (m_parsed) {
        options.buffers.insert(m_path, m_parsed->bytes);
        // Parsed once for everyone: the re-read takes it, unless another edited buffer is a
        // file the parse read from disk (the document of this body, the body of this document).
        if (m_parsed->holdsWith(options.buffers))
            options.parsed.insert(m_parsed->documentPath, m_parsed->file);
    } else {
        options.buffers.insert(m_path, m_bytes());
    }
    const QStringList paths = options.buffers.keys();
    const QString path = m_path;
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation, path] {
        Result result = watcher->result();
        watcher->deleteLater();
        if (generation != m_generation) return;  // superseded
        m_cancel.reset();
        if (!result.workspace) return;  // cancelled, or the root could not be read
        auto live = std::make_shared<const Workspace>(std::move(*result.workspace));
        m_workspace = live;
        emit checked(live, path, m_clock.elapsed());
    });
    // The flag is captured by value so that it outlives this checker if need be.
    watcher->setFuture(
        QtConcurrent::run(backgroundPool(), [base = m_workspace, paths, options, cancelFlag] {
            Result result;
            bool full = false;
            if (!cancelFlag->load())
                result.workspace = rereadCheckedWorkspace(*base, paths, options, nullptr, &full);
            // The buffer's status line against its review file: `status: 게시` typed is an error
            // at once (docs/REVIEW.md "One road to publication").
            if (result.workspace)
                PublicationState::check(*result.workspace, full ? QStringList() : paths);
            if (cancelFlag->load()) result.workspace.reset();
            return result;
        }));
}

}  // namespace techlog
