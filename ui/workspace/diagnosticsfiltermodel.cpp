#include "diagnosticsfiltermodel.h"

#include "diagnosticsmodel.h"

namespace techlog {

DiagnosticsFilterModel::DiagnosticsFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {
    sort(0);  // lessThan: the open document first; kept sorted as the findings change
}

void DiagnosticsFilterModel::setPaths(const QStringList& paths) {
    if (paths == m_paths) return;
    m_paths = paths;
    invalidate();  // the order (and, when enabled, the filter)
}

void DiagnosticsFilterModel::setSourceModel(QAbstractItemModel* model) {
    m_diagnostics = qobject_cast<const DiagnosticsModel*>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

bool DiagnosticsFilterModel::isCurrent(int sourceRow) const {
    if (!m_diagnostics)
        return m_paths.contains(
            sourceModel()->index(sourceRow, 0).data(DiagnosticsModel::PathRole).toString());
    const QString& path = m_diagnostics->diagnosticAt(sourceRow).path;
    for (const QString& p : m_paths)
        if (p == path) return true;
    return false;
}

int DiagnosticsFilterModel::severityAt(int sourceRow) const {
    if (!m_diagnostics)
        return sourceModel()->index(sourceRow, 0).data(DiagnosticsModel::SeverityRole).toInt();
    return int(m_diagnostics->diagnosticAt(sourceRow).severity);
}

bool DiagnosticsFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const bool l = isCurrent(left.row());
    const bool r = isCurrent(right.row());
    if (l != r) return l;
    return left.row() < right.row();
}

void DiagnosticsFilterModel::setPathFilterEnabled(bool enabled) {
    m_pathFilterEnabled = enabled;
    invalidateFilter();
}

void DiagnosticsFilterModel::setMaximumSeverity(int severity) {
    m_maxSeverity = severity;
    invalidateFilter();
}

bool DiagnosticsFilterModel::filterAcceptsRow(int row, const QModelIndex& parent) const {
    if (parent.isValid()) return false;  // a table
    if (severityAt(row) > m_maxSeverity) return false;
    return !m_pathFilterEnabled || isCurrent(row);
}

}  // namespace techlog
