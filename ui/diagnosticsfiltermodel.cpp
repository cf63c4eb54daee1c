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

bool DiagnosticsFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const bool l = m_paths.contains(left.data(DiagnosticsModel::PathRole).toString());
    const bool r = m_paths.contains(right.data(DiagnosticsModel::PathRole).toString());
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
    const QModelIndex index = sourceModel()->index(row, 0, parent);
    if (index.data(DiagnosticsModel::SeverityRole).toInt() > m_maxSeverity) return false;
    if (m_pathFilterEnabled && !m_paths.contains(index.data(DiagnosticsModel::PathRole).toString()))
        return false;
    return true;
}

}  // namespace techlog
