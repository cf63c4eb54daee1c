#include "diagnosticsfiltermodel.h"

#include "diagnosticsmodel.h"

namespace techlog {

DiagnosticsFilterModel::DiagnosticsFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {}

void DiagnosticsFilterModel::setPaths(const QStringList& paths) {
    m_paths = paths;
    if (m_pathFilterEnabled) invalidateFilter();
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
