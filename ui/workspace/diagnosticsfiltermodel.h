#pragma once

#include <QSortFilterProxyModel>
#include <QStringList>

namespace techlog {

class DiagnosticsModel;

// Filters DiagnosticsModel rows: to a set of files (the current document and its body file)
// when `setPaths` is non-empty and enabled, and to a minimum severity. Always orders the open
// document's findings (those in `setPaths`) first, the rest after them, each part in the
// model's order (file, line, column).
class DiagnosticsFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit DiagnosticsFilterModel(QObject* parent = nullptr);

    void setPaths(const QStringList& paths);
    void setPathFilterEnabled(bool enabled);
    bool pathFilterEnabled() const { return m_pathFilterEnabled; }
    // Severity as int(techlog::Severity); rows with a larger value (less severe) are hidden.
    void setMaximumSeverity(int severity);
    void setSourceModel(QAbstractItemModel* model) override;

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    // Read straight from DiagnosticsModel when that is the source: a switch re-sorts 20,000
    // rows, and two QVariant paths per comparison were most of a 48 ms switch.
    bool isCurrent(int sourceRow) const;
    int severityAt(int sourceRow) const;

    const DiagnosticsModel* m_diagnostics = nullptr;
    QStringList m_paths;
    bool m_pathFilterEnabled = false;
    int m_maxSeverity = 2;
};

}  // namespace techlog
