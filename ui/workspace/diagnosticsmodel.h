#pragma once

#include <QAbstractTableModel>

#include "diagnostic.h"

namespace techlog {

// The workspace's diagnostics as a table: severity, file, line:col, code, message.
class DiagnosticsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        SeverityColumn,
        FileColumn,
        PositionColumn,
        CodeColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role { PathRole = Qt::UserRole + 1, LineRole, ColumnRole, SeverityRole };

    explicit DiagnosticsModel(QObject* parent = nullptr);

    void setDiagnostics(Diagnostics diagnostics);
    const Diagnostics& diagnostics() const { return m_diagnostics; }
    const Diagnostic& diagnosticAt(int row) const { return m_diagnostics.at(row); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    Diagnostics m_diagnostics;
};

}  // namespace techlog
