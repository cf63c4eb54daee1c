#include "bufferparser.h"

#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "backgroundpool.h"
#include "probefile.h"
#include "probeworkspace.h"

namespace techlog {

BufferParser::BufferParser(QObject* parent) : QObject(parent), m_debounce(new QTimer(this)) {
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &BufferParser::start);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<const ParsedBuffer>>::finished, this,
            &BufferParser::onFinished);
}

BufferParser::~BufferParser() {
    // A parse is short and cannot be stopped half-way: it is waited for.
    m_watcher.waitForFinished();
}

void BufferParser::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    ++m_generation;
    m_latest.reset();
    m_debounce->stop();
    start();
}

void BufferParser::setBuffer(const QString& relativePath) {
    m_path = relativePath;
    ++m_generation;
    m_latest.reset();
    m_debounce->stop();
    start();
}

void BufferParser::bufferChanged() {
    if (!m_path.isEmpty()) m_debounce->start();
}

bool BufferParser::isBusy() const {
    return m_debounce->isActive() || m_watcher.isRunning() || m_pending;
}

int BufferParser::debounceMs() const { return m_debounce->interval(); }

void BufferParser::setDebounceMs(int ms) { m_debounce->setInterval(ms); }

void BufferParser::start() {
    if (!m_workspace || m_path.isEmpty() || !m_source) return;
    if (m_watcher.isRunning()) {
        m_pending = true;
        return;
    }
    QString text = m_source();
    // Only the highlighting changed, or an edit was undone: nothing new to parse. The last parse
    // is given again, the same object (a view can tell it has it), for whoever waits for the
    // parse after an edit (the live check).
    if (m_latest && m_latest->text == text) {
        emit parsed(m_latest);
        return;
    }
    m_running = m_generation;
    m_watcher.setFuture(QtConcurrent::run(
        backgroundPool(), [ws = m_workspace, path = m_path, text = std::move(text)] {
            std::shared_ptr<ParsedBuffer> parsed = parseBuffer(ws, path, text);
            // A probe (or an isolation spec) in the editor is checked as `techlog replay` reads
            // it, live.
            if (!keyOfWorkspaceProbe(path).isEmpty())
                parseProbeText(ws->root + u'/' + path, parsed->bytes, parsed->fileDiagnostics);
            return std::shared_ptr<const ParsedBuffer>(std::move(parsed));
        }));
}

void BufferParser::onFinished() {
    std::shared_ptr<const ParsedBuffer> result = m_watcher.result();
    if (m_running == m_generation) {
        m_latest = result;
        emit parsed(std::move(result));
    }
    if (std::exchange(m_pending, false)) start();
}

}  // namespace techlog
