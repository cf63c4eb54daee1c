#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <functional>

#include "graphlayout.h"
#include "workspacegraph.h"

namespace techlog {

// Lays a rule graph out off the UI thread, one job at a time on a pool of its own (never the
// global pool, never waited on from the UI thread while it runs: the result arrives as a
// signal). A newer request supersedes an older one: only the latest result is delivered.
class GraphLayoutJob : public QObject {
    Q_OBJECT
public:
    struct Result {
        WorkspaceGraph graph;
        GraphLayoutResult layout;
    };

    explicit GraphLayoutJob(QObject* parent = nullptr);
    ~GraphLayoutJob() override;

    // `build` runs on the worker too (building a graph at 10,000 documents takes a while).
    void start(std::function<WorkspaceGraph()> build);
    bool isRunning() const { return m_running > 0; }

signals:
    void finished(const techlog::GraphLayoutJob::Result& result);

private:
    QThreadPool m_pool;
    quint64 m_generation = 0;
    int m_running = 0;
};

}  // namespace techlog
