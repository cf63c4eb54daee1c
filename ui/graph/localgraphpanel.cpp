#include "localgraphpanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

#include "documentparser.h"
#include "graphview.h"
#include "relationresolver.h"
#include "workspace.h"

namespace techlog {

namespace {

// The workspace graph with the document's relations as its buffer has them, cut to the
// document's neighbourhood.
WorkspaceGraph localGraph(const Workspace& ws, const QString& path, const QString* buffer,
                          int depth) {
    const int index = ws.indexOfPath(path);
    if (index < 0) return {};
    WorkspaceGraph whole;
    const Document& old = ws.documents[index];
    if (buffer && old.bodyPath == old.path) {
        Diagnostics ignored;
        Document doc = parseDocumentFile(old.absolutePath, old.path, buffer->toUtf8(), ignored);
        const QList<Relation> rels = RelationResolver::linkOne(ws, doc, index);
        whole = WorkspaceGraph::build(ws, index, &rels);
    } else {
        whole = WorkspaceGraph::build(ws);
    }
    return whole.subgraph(whole.neighbourhood(whole.indexOfPath(path), depth));
}

}  // namespace

LocalGraphPanel::LocalGraphPanel(QWidget* parent)
    : QWidget(parent), m_job(new GraphLayoutJob(this)), m_view(new GraphView(this)) {
    m_depth = new QComboBox(this);
    for (int d = 1; d <= 3; ++d) m_depth->addItem(tr("Depth %1").arg(d), d);
    m_state = new QLabel(this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_depth);
    top->addWidget(m_state, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &LocalGraphPanel::relayout);
    connect(m_depth, &QComboBox::currentIndexChanged, this, &LocalGraphPanel::relayout);
    connect(m_view, &GraphView::documentActivated, this, &LocalGraphPanel::documentActivated);
    connect(m_job, &GraphLayoutJob::finished, this, [this](const GraphLayoutJob::Result& r) {
        m_view->setGraph(r.graph, r.layout);
        m_view->selectKey(m_path);
        m_view->fit();
        m_state->setText(r.graph.nodes.isEmpty()
                             ? tr("No document open")
                             : tr("%n neighbour(s)", nullptr, int(r.graph.nodes.size() - 1)));
        emit laidOut();
    });
}

void LocalGraphPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    m_hasBuffer = false;  // the loaded document is the saved one
    relayout();
}

void LocalGraphPanel::setDocument(const QString& relativePath) {
    m_path = relativePath;
    m_hasBuffer = false;
    relayout();
}

void LocalGraphPanel::setBuffer(const QString& text) {
    m_buffer = text;
    m_hasBuffer = true;
    m_debounce.start();
}

void LocalGraphPanel::setDepth(int depth) { m_depth->setCurrentIndex(std::clamp(depth, 1, 3) - 1); }

int LocalGraphPanel::depth() const { return m_depth->currentData().toInt(); }

void LocalGraphPanel::relayout() {
    m_debounce.stop();
    std::shared_ptr<const Workspace> ws = m_workspace;
    const QString path = m_path;
    const int d = depth();
    const bool useBuffer = m_hasBuffer;
    const QString buffer = m_buffer;
    m_job->start([ws, path, d, useBuffer, buffer]() -> WorkspaceGraph {
        if (!ws || path.isEmpty()) return {};
        return localGraph(*ws, path, useBuffer ? &buffer : nullptr, d);
    });
}

}  // namespace techlog
