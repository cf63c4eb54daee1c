#include "localgraphpanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "graphview.h"
#include "workspace.h"

namespace techlog {

namespace {

// The workspace graph with the document's relations as its buffer has them (parsed and linked
// already), cut to the document's neighbourhood.
WorkspaceGraph localGraph(const Workspace& ws, const QString& path, const ParsedBuffer* parsed,
                          int depth) {
    // The open file's document: its own, or the one naming it as its `body:`.
    const int index = parsed ? parsed->index : ws.indexOfPath(path);
    if (index < 0 || index >= ws.documents.size()) return {};
    const WorkspaceGraph whole = parsed && parsed->isDocument
                                     ? WorkspaceGraph::build(ws, index, &parsed->relations)
                                     : WorkspaceGraph::build(ws);
    return whole.subgraph(whole.neighbourhood(whole.indexOfPath(ws.documents[index].path), depth));
}

}  // namespace

LocalGraphPanel::LocalGraphPanel(QWidget* parent)
    : QWidget(parent), m_job(new GraphLayoutJob(this)), m_view(new GraphView(this)) {
    m_depth = new QComboBox(this);
    for (int d = 1; d <= 3; ++d) m_depth->addItem(tr("Depth %1").arg(d), d);
    m_state = new QLabel(this);
    auto* fit = new QToolButton(this);
    fit->setObjectName(QStringLiteral("localGraphFit"));
    fit->setText(tr("Fit"));
    fit->setToolTip(tr("Show the whole neighbourhood"));
    auto* top = new QHBoxLayout;
    top->addWidget(m_depth);
    top->addWidget(m_state, 1);
    top->addWidget(fit);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(300);
    connect(&m_debounce, &QTimer::timeout, this, &LocalGraphPanel::relayout);
    connect(m_depth, &QComboBox::currentIndexChanged, this, &LocalGraphPanel::relayout);
    connect(fit, &QToolButton::clicked, m_view, &GraphView::fit);
    connect(m_view, &GraphView::documentActivated, this, &LocalGraphPanel::documentActivated);
    connect(m_job, &GraphLayoutJob::finished, this, [this](const GraphLayoutJob::Result& r) {
        m_view->setGraph(r.graph, r.layout);
        const int document = m_workspace ? m_workspace->indexOfPath(m_path) : -1;
        if (document >= 0) m_view->selectKey(m_workspace->documents[document].path);
        m_view->fit();
        m_state->setText(r.graph.nodes.isEmpty()
                             ? tr("No document open")
                             : tr("%n neighbour(s)", nullptr, int(r.graph.nodes.size() - 1)));
        emit laidOut();
    });
}

void LocalGraphPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    relayout();  // the buffer, once parsed against it, follows
}

void LocalGraphPanel::setDocument(const QString& relativePath) {
    m_path = relativePath;
    relayout();
}

void LocalGraphPanel::setParsedBuffer(std::shared_ptr<const ParsedBuffer> parsed) {
    if (parsed == m_parsed) return;  // the text did not change
    m_parsed = std::move(parsed);
    m_debounce.start();
}

void LocalGraphPanel::setDepth(int depth) { m_depth->setCurrentIndex(std::clamp(depth, 1, 3) - 1); }

int LocalGraphPanel::depth() const { return m_depth->currentData().toInt(); }

void LocalGraphPanel::relayout() {
    m_debounce.stop();
    std::shared_ptr<const Workspace> ws = m_workspace;
    const QString path = m_path;
    const int d = depth();
    // The buffer's parse, when it is about this file and workspace (else the saved document).
    std::shared_ptr<const ParsedBuffer> parsed =
        m_parsed && m_parsed->workspace == ws && m_parsed->path == path ? m_parsed : nullptr;
    m_job->start([ws, path, d, parsed]() -> WorkspaceGraph {
        if (!ws || path.isEmpty()) return {};
        return localGraph(*ws, path, parsed.get(), d);
    });
}

}  // namespace techlog
