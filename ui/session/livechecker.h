#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "bufferparse.h"
#include "documentparser.h"
#include "workspace.h"

class QTimer;

namespace techlog {

// Checks the open buffer as the author types. A pause in typing (kDebounceMs) starts a check on
// a worker: the workspace re-read with the buffer's text in place of its saved file
// (rereadCheckedWorkspace with LoadOptions::buffers), so that what it reports is what
// `techlog check` would report once saved. The shown buffer comes parsed already (the session's
// BufferParser, once per change for the preview and the local graph too): the re-read takes
// that parse (LoadOptions::parsed) instead of parsing the buffer again. The result comes whole
// in one signal. A newer request supersedes a running one (cancelled, its result dropped).
class LiveChecker : public QObject {
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 300;

    explicit LiveChecker(QObject* parent = nullptr);
    ~LiveChecker() override;

    // The workspace the buffer is laid over (the last one loaded or checked).
    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // The shown buffer changed, parsed (BufferParser): checked after the pause, its parse taken
    // as it is (unless another edited buffer is a file it read: then the re-read parses it).
    void schedule(std::shared_ptr<const ParsedBuffer> parsed);
    // A newer parse of the buffer a pending check is about (the text was replaced, not edited):
    // the check takes it, the pause is not started again. Nothing when no check is pending.
    void refresh(std::shared_ptr<const ParsedBuffer> parsed);
    // The text of `relativePath`, a buffer no one parsed (a tab not shown), changed: checked
    // after the pause. `bytes` gives the buffer as UTF-8 ("\n" line ends: the positions are the
    // same as the saved file's); it is asked once, when the pause ends.
    void schedule(const QString& relativePath, std::function<QByteArray()> bytes);
    // The other edited buffers (the window's other tabs), laid over the workspace with the one
    // scheduled, so that a check after a load from disk keeps their edits too. Asked when a
    // check starts, given the scheduled path, which it leaves out.
    void setOtherBuffers(std::function<BufferedFiles(const QString& scheduled)> others) {
        m_others = std::move(others);
    }
    // Checked at once, without the pause (a workspace came in under an edited buffer).
    void checkNow();
    // Drops the pending and the running check (the file was closed, saved or discarded).
    void cancel();
    bool isBusy() const;
    int debounceMs() const { return m_debounceMs; }
    void setDebounceMs(int ms);

signals:
    // The pause ended and the check began (on the worker).
    void started();
    // The workspace with the buffer in place; `elapsedMs` from the end of the pause to here.
    void checked(std::shared_ptr<const techlog::Workspace> workspace, const QString& relativePath,
                 qint64 elapsedMs);

private:
    struct Result {
        std::optional<Workspace> workspace;
    };
    void start();

    QTimer* m_debounce;
    int m_debounceMs = kDebounceMs;
    std::shared_ptr<const Workspace> m_workspace;
    QString m_path;
    std::function<QByteArray()> m_bytes;
    std::shared_ptr<const ParsedBuffer> m_parsed;  // instead of m_bytes
    std::function<BufferedFiles(const QString&)> m_others;
    int m_generation = 0;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QElapsedTimer m_clock;
};

}  // namespace techlog
