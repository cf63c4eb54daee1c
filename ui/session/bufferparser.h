#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "bufferparse.h"

class QTimer;

namespace techlog {

// Parses the shown buffer once per change, on a worker (parseBuffer), for everything that
// follows it: the live check, the preview and the local graph take the same parse
// (`parsed`). A change waits for a short pause (kDebounceMs, the preview's: the aim is under
// 50 ms from the last keystroke to the updated page); the text is asked for once the pause
// ends, not on every key. One parse runs at a time: a change during it is parsed once it lands.
// A new file or workspace is parsed at once, and a result about an older one is dropped. A
// change that leaves the text as last parsed (highlighting, an edit undone) gives that parse
// again, the same object.
//
// Threading: UI thread only; the worker holds copies and the workspace's shared_ptr, and the
// result comes back through a QFutureWatcher this object owns.
class BufferParser : public QObject {
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 20;

    explicit BufferParser(QObject* parent = nullptr);
    ~BufferParser() override;

    // Where the shown buffer's text comes from (the session's current model).
    void setTextSource(std::function<QString()> source) { m_source = std::move(source); }
    // The workspace the buffer is parsed against (the one loaded): parsed again at once.
    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // The shown buffer is `relativePath`'s now (empty: none): parsed at once.
    void setBuffer(const QString& relativePath);
    QString path() const { return m_path; }
    // Its text changed: parsed after the pause.
    void bufferChanged();
    // The last parse delivered (null when none, or the buffer or workspace changed since).
    std::shared_ptr<const ParsedBuffer> latest() const { return m_latest; }
    // A change waits for its parse (the pause, or the parse under way, or one to follow it).
    // False while `parsed` is emitted for the buffer's text as it is.
    bool isBusy() const;
    int debounceMs() const;
    void setDebounceMs(int ms);

signals:
    void parsed(std::shared_ptr<const techlog::ParsedBuffer> parsed);

private:
    void start();
    void onFinished();

    QTimer* m_debounce;
    std::function<QString()> m_source;
    std::shared_ptr<const Workspace> m_workspace;
    QString m_path;
    QFutureWatcher<std::shared_ptr<const ParsedBuffer>> m_watcher;
    quint64 m_generation = 0;  // bumped as the file or the workspace changes
    quint64 m_running = 0;     // the generation of the parse under way
    bool m_pending = false;    // asked for while a parse ran: started once it lands
    std::shared_ptr<const ParsedBuffer> m_latest;
};

}  // namespace techlog
