#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <functional>
#include <memory>

#include "graphlayout.h"
#include "workspacegraph.h"

namespace techlog {

// Lays a rule graph out off the UI thread, one job at a time on a pool of its own (never the
// global pool, never waited on from the UI thread while it runs: the result arrives as a
// signal). A newer request supersedes an older one: only the latest result is delivered.
// Given the layout shown, it keeps it: the same graph is restyled, a changed one keeps the
// positions of what stayed (a save or a change on disk does not rearrange the author's view).
class GraphLayoutJob : public QObject {
    Q_OBJECT
public:
    enum class How {
        LaidOut,   // by Graphviz, afresh
        Kept,      // an earlier layout's positions kept, what changed placed beside them
        Restyled,  // the same nodes and edges as before: the earlier layout as it was
    };
    struct Result {
        WorkspaceGraph graph;
        GraphLayoutResult layout;
        How how = How::LaidOut;
    };

    explicit GraphLayoutJob(QObject* parent = nullptr);
    ~GraphLayoutJob() override;

    // `build` runs on the worker too (building a graph at 10,000 documents takes a while).
    // With `previous` (what the view shows), its positions are kept where they can be
    // (GraphLayout::update); without, or when too much changed, Graphviz lays out afresh.
    void start(std::function<WorkspaceGraph()> build,
               std::shared_ptr<const Result> previous = nullptr);
    bool isRunning() const { return m_running > 0; }

signals:
    void finished(const techlog::GraphLayoutJob::Result& result);

private:
    QThreadPool m_pool;
    quint64 m_generation = 0;
    int m_running = 0;
};

}  // namespace techlog
