#include "diagnosticspanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "diagnosticsfiltermodel.h"
#include "diagnosticsmodel.h"
#include "middleelidedelegate.h"

namespace techlog {

DiagnosticsPanel::DiagnosticsPanel(QWidget* parent)
    : QWidget(parent),
      m_model(new DiagnosticsModel(this)),
      m_filter(new DiagnosticsFilterModel(this)),
      m_view(new QTableView(this)),
      m_currentOnly(new QCheckBox(tr("Current document only"), this)),
      m_severity(new QComboBox(this)),
      m_summary(new QLabel(this)) {
    setObjectName(QStringLiteral("diagnosticsPanel"));
    m_filter->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("diagnosticsView"));
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Sized to the rows in view: with 20,000 findings, measuring a thousand rows on every filter
    // change, sort or switch is what made the list slow to answer (bench_findings).
    header->setResizeContentsPrecision(0);
    // Paths are long: a fixed, user-resizable column elided in the middle keeps the message
    // readable.
    header->setSectionResizeMode(DiagnosticsModel::FileColumn, QHeaderView::Interactive);
    header->resizeSection(DiagnosticsModel::FileColumn, 300);
    header->setSectionResizeMode(DiagnosticsModel::MessageColumn, QHeaderView::Stretch);
    m_view->setItemDelegateForColumn(DiagnosticsModel::FileColumn, new MiddleElideDelegate(m_view));

    m_severity->addItem(tr("Errors, warnings and notes"), 2);
    m_severity->addItem(tr("Errors and warnings"), 1);
    m_severity->addItem(tr("Errors only"), 0);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_currentOnly);
    bar->addWidget(m_severity);
    bar->addStretch(1);
    bar->addWidget(m_summary);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view);

    // A single click jumps (like Kate's and Qt Creator's issue lists); Enter and double-click
    // arrive as `activated` too, so a repeat on the same row right after a click is dropped.
    connect(m_view, &QAbstractItemView::clicked, this, &DiagnosticsPanel::activate);
    connect(m_view, &QAbstractItemView::activated, this, &DiagnosticsPanel::activate);
    connect(m_currentOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_filter->setPathFilterEnabled(on);
        updateSummary();
    });
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setMaximumSeverity(m_severity->currentData().toInt());
        updateSummary();
    });
    updateSummary();
}

void DiagnosticsPanel::setDiagnostics(const Diagnostics& diagnostics, bool checking) {
    m_checking = checking;
    m_model->setDiagnostics(diagnostics);
    m_lastRow = -1;
    updateSummary();
}

void DiagnosticsPanel::setCurrentPaths(const QStringList& paths) {
    m_filter->setPaths(paths);
    updateSummary();
}

void DiagnosticsPanel::setCurrentDocumentOnly(bool only) { m_currentOnly->setChecked(only); }

int DiagnosticsPanel::visibleCount() const { return m_filter->rowCount(); }

void DiagnosticsPanel::activate(const QModelIndex& proxyIndex) {
    const QModelIndex source = m_filter->mapToSource(proxyIndex);
    if (!source.isValid()) return;
    if (source.row() == m_lastRow && m_lastActivation.isValid() && m_lastActivation.elapsed() < 500)
        return;
    m_lastRow = source.row();
    m_lastActivation.start();
    emit diagnosticActivated(m_model->diagnosticAt(source.row()));
}

void DiagnosticsPanel::updateSummary() {
    if (m_checking)
        return m_summary->setText(tr("%1 shown · checking the workspace…").arg(visibleCount()));
    const Diagnostics& all = m_model->diagnostics();
    const int errors = countSeverity(all, Severity::Error);
    const int warnings = countSeverity(all, Severity::Warning);
    m_summary->setText(tr("%1 shown · %2 · %3 in the workspace")
                           .arg(visibleCount())
                           .arg(errors == 1 ? tr("1 error") : tr("%1 errors").arg(errors),
                                warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(warnings)));
}

}  // namespace techlog
