#include "graphpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "freedmemory.h"
#include "graphview.h"
#include "workspace.h"

namespace techlog {

namespace {

const DocKind kKinds[3] = {DocKind::Concept, DocKind::Rule, DocKind::Case};

}  // namespace

GraphPanel::GraphPanel(QWidget* parent)
    : QWidget(parent), m_job(new GraphLayoutJob(this)), m_view(new GraphView(this)) {
    // Two rows: in one, the panel's minimum width (about 800 px) squeezed the editor beside it
    // to a sliver in a 1,400 px window.
    auto* filters = new QHBoxLayout;
    auto* toggles = new QHBoxLayout;
    const QString kindLabels[3] = {tr("Concepts"), tr("Rules"), tr("Cases")};
    for (int i = 0; i < 3; ++i) {
        m_kinds[i] = new QToolButton(this);
        m_kinds[i]->setText(kindLabels[i]);
        m_kinds[i]->setCheckable(true);
        m_kinds[i]->setChecked(true);
        filters->addWidget(m_kinds[i]);
        connect(m_kinds[i], &QToolButton::toggled, this, &GraphPanel::readFilter);
    }
    m_topic = new QComboBox(this);
    m_status = new QComboBox(this);
    for (QComboBox* box : {m_topic, m_status}) {
        // A long topic name must not widen the panel: the list shows it whole.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(6);
    }
    filters->addWidget(m_topic);
    filters->addWidget(m_status);
    connect(m_topic, &QComboBox::currentIndexChanged, this, &GraphPanel::readFilter);
    connect(m_status, &QComboBox::currentIndexChanged, this, &GraphPanel::readFilter);
    m_dangling = new QCheckBox(tr("Dangling"), this);
    m_orphans = new QCheckBox(tr("Orphans"), this);
    m_errors = new QCheckBox(tr("With errors"), this);
    for (QCheckBox* c : {m_dangling, m_orphans, m_errors}) {
        toggles->addWidget(c);
        connect(c, &QCheckBox::toggled, this, &GraphPanel::readFilter);
    }
    m_text = new QLineEdit(this);
    m_text->setPlaceholderText(tr("Filter titles (초성 too)"));
    m_text->setClearButtonEnabled(true);
    m_text->setMinimumWidth(80);
    filters->addWidget(m_text, 1);
    connect(m_text, &QLineEdit::textChanged, this, &GraphPanel::readFilter);
    auto* fit = new QToolButton(this);
    fit->setText(tr("Fit"));
    toggles->addStretch(1);
    toggles->addWidget(fit);
    connect(fit, &QToolButton::clicked, m_view, &GraphView::fit);
    // Kept positions drift from what Graphviz would do as the workspace grows: the author
    // chooses when to have it all laid out afresh.
    auto* relayout = new QToolButton(this);
    relayout->setObjectName(QStringLiteral("relayoutButton"));
    relayout->setText(tr("Lay Out Again"));
    relayout->setToolTip(
        tr("Lay the whole graph out afresh (positions are otherwise kept when "
           "documents change)"));
    toggles->addWidget(relayout);
    connect(relayout, &QToolButton::clicked, this, [this] { layOut(false); });

    m_info = new QLabel(this);
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::PlainText);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state = new QLabel(this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(filters);
    layout->addLayout(toggles);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_state);
    layout->addWidget(m_info);
    fillChoices();

    connect(m_job, &GraphLayoutJob::finished, this, &GraphPanel::onLaidOut);
    connect(m_view, &GraphView::nodeSelected, this, &GraphPanel::showDetails);
    connect(m_view, &GraphView::documentActivated, this, &GraphPanel::documentActivated);
}

void GraphPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    if (!m_workspace) {
        m_view->clear();
        m_shown = nullptr;
        m_stale = false;
        return;
    }
    // Hidden behind another tab of a shown window: laid out when its tab is chosen. (A window
    // not shown yet, as in tests, lays out at once, as a panel on its own does.)
    if (!isVisible() && window() != this && window()->isVisible()) {
        m_stale = true;
        return;
    }
    layOut(true);
}

void GraphPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (std::exchange(m_stale, false)) layOut(true);
}

void GraphPanel::layOut(bool keepPositions) {
    if (!m_workspace) return;
    m_state->setText(tr("Laying out %n document(s)…", nullptr, int(m_workspace->documents.size())));
    std::shared_ptr<const Workspace> ws = m_workspace;
    m_job->start([ws] { return WorkspaceGraph::build(*ws); }, keepPositions ? m_shown : nullptr);
}

void GraphPanel::onLaidOut(const GraphLayoutJob::Result& result) {
    using How = GraphLayoutJob::How;
    if (result.how == How::Restyled && m_view->hasGraph() &&
        m_view->graph().sameShape(result.graph)) {
        m_view->restyle(result.graph);
    } else if (result.how == How::Kept && m_view->hasGraph()) {
        // Where the author was looking stays in view: the same zoom and centre.
        const QTransform zoom = m_view->transform();
        const QPointF centre = m_view->mapToScene(m_view->viewport()->rect().center());
        m_view->setGraph(result.graph, result.layout);
        m_view->setTransform(zoom);
        m_view->centerOn(centre);
    } else {
        m_view->setGraph(result.graph, result.layout);
        m_view->fit();
    }
    if (result.layout.ok) m_shown = std::make_shared<const GraphLayoutJob::Result>(result);
    ++m_layouts;
    FreedMemory::release();  // Graphviz's working memory and the scene's predecessor
    if (!result.layout.ok)
        m_state->setText(tr("No layout: %1").arg(result.layout.error));
    else
        m_state->setText((result.layout.kept ? tr("%n node(s), %1 relation(s) (%2, positions kept)",
                                                  nullptr, int(result.graph.nodes.size()))
                                             : tr("%n node(s), %1 relation(s) (%2)", nullptr,
                                                  int(result.graph.nodes.size())))
                             .arg(result.graph.edges.size())
                             .arg(result.layout.engine));
    fillChoices();
    applyFilter();
    if (!m_current.isEmpty()) m_view->selectKey(m_current);
    showDetails(m_view->selectedNode());
    emit laidOut();
}

void GraphPanel::fillChoices() {
    m_syncing = true;
    const QString topic = m_topic->currentData().toString();
    const QString status = m_status->currentData().toString();
    QSet<QString> topics, statuses;
    for (const GraphNode& n : m_view->graph().nodes) {
        if (n.ghost) continue;
        if (!n.topic.isEmpty()) topics.insert(n.topic);
        if (!n.status.isEmpty()) statuses.insert(n.status);
    }
    const auto fill = [](QComboBox* box, const QString& all, QSet<QString> values,
                         const QString& keep) {
        box->clear();
        box->addItem(all, QString());
        QStringList sorted(values.begin(), values.end());
        std::sort(sorted.begin(), sorted.end());
        for (const QString& v : sorted) box->addItem(v, v);
        box->setCurrentIndex(std::max(0, box->findData(keep)));
    };
    fill(m_topic, tr("All topics"), topics, topic);
    fill(m_status, tr("All statuses"), statuses, status);
    m_syncing = false;
}

void GraphPanel::readFilter() {
    if (m_syncing) return;
    GraphFilter f;
    bool all = true;
    for (int i = 0; i < 3; ++i) all = all && m_kinds[i]->isChecked();
    if (!all) {
        for (int i = 0; i < 3; ++i)
            if (m_kinds[i]->isChecked()) f.kinds.insert(kKinds[i]);
        if (f.kinds.isEmpty()) f.kinds.insert(DocKind::Unknown);  // none checked: no document
    }
    f.topic = m_topic->currentData().toString();
    f.status = m_status->currentData().toString();
    f.onlyDangling = m_dangling->isChecked();
    f.onlyOrphans = m_orphans->isChecked();
    f.onlyErrors = m_errors->isChecked();
    f.text = m_text->text();
    m_filter = f;
    applyFilter();
}

void GraphPanel::setFilter(const GraphFilter& filter) {
    m_syncing = true;
    for (int i = 0; i < 3; ++i)
        m_kinds[i]->setChecked(filter.kinds.isEmpty() || filter.kinds.contains(kKinds[i]));
    m_topic->setCurrentIndex(std::max(0, m_topic->findData(filter.topic)));
    m_status->setCurrentIndex(std::max(0, m_status->findData(filter.status)));
    m_dangling->setChecked(filter.onlyDangling);
    m_orphans->setChecked(filter.onlyOrphans);
    m_errors->setChecked(filter.onlyErrors);
    m_text->setText(filter.text);
    m_syncing = false;
    m_filter = filter;
    applyFilter();
}

void GraphPanel::applyFilter() {
    if (!m_view->hasGraph()) return;
    m_view->setShown(m_filter.apply(m_view->graph()));
}

void GraphPanel::setCurrentDocument(const QString& relativePath) {
    m_current = relativePath;
    if (m_view->hasGraph()) m_view->selectKey(relativePath);
}

void GraphPanel::showDetails(int node) {
    if (node < 0 || node >= m_view->graph().nodes.size()) {
        m_info->clear();
        return;
    }
    const GraphNode& n = m_view->graph().nodes[node];
    if (n.ghost) {
        m_info->setText(
            tr("%1\nNo document has this title: the relations naming it dangle.").arg(n.title));
        return;
    }
    QString text =
        tr("%1\n%2 · %3 · %4 · %5 error(s), %6 warning(s)")
            .arg(n.title, kindName(n.kind), n.status.isEmpty() ? tr("no status") : n.status, n.path)
            .arg(n.errors)
            .arg(n.warnings);
    if (m_workspace) {
        int shown = 0;
        for (const Diagnostic& d : m_workspace->diagnosticsFor(n.path)) {
            if (++shown > 5) break;
            text += QStringLiteral("\n%1:%2 %3 %4")
                        .arg(d.line)
                        .arg(d.column)
                        .arg(d.code, d.localizedMessage());
        }
    }
    m_info->setText(text);
}

QString GraphPanel::details() const { return m_info->text(); }

}  // namespace techlog
