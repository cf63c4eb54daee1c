#include "graphlayoutjob.h"

#include <QtConcurrent>

#include "graphview.h"

namespace techlog {

GraphLayoutJob::GraphLayoutJob(QObject* parent) : QObject(parent) {
    m_pool.setMaxThreadCount(1);
    qRegisterMetaType<techlog::GraphLayoutJob::Result>();
}

// The pool waits for a running layout: it never needs this thread, so the wait ends.
GraphLayoutJob::~GraphLayoutJob() { m_pool.waitForDone(); }

void GraphLayoutJob::start(std::function<WorkspaceGraph()> build,
                           std::shared_ptr<const Result> previous) {
    const quint64 generation = ++m_generation;
    ++m_running;
    auto* watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcher<Result>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        --m_running;
        if (generation != m_generation) return;
        emit finished(watcher->result());
    });
    const GraphLayoutOptions options = GraphView::layoutOptions();
    watcher->setFuture(QtConcurrent::run(&m_pool, [build = std::move(build), previous, options] {
        Result r;
        r.graph = build();
        if (previous && previous->layout.ok) {
            if (r.graph.sameShape(previous->graph)) {
                r.layout = previous->layout;
                r.how = How::Restyled;
                return r;
            }
            if (auto kept =
                    GraphLayout::update(previous->graph, previous->layout, r.graph, options)) {
                r.layout = std::move(*kept);
                r.how = How::Kept;
                return r;
            }
        }
        r.layout = GraphLayout::layout(r.graph, options);
        return r;
    }));
}

}  // namespace techlog
