#include "diagnosticsmodel.h"

#include <QApplication>
#include <QStyle>

namespace techlog {

DiagnosticsModel::DiagnosticsModel(QObject* parent) : QAbstractTableModel(parent) {}

void DiagnosticsModel::setDiagnostics(Diagnostics diagnostics) {
    beginResetModel();
    m_diagnostics = std::move(diagnostics);
    endResetModel();
}

int DiagnosticsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_diagnostics.size());
}

int DiagnosticsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_diagnostics.size()) return {};
    const Diagnostic& d = m_diagnostics.at(index.row());
    switch (role) {
        case PathRole:
            return d.path;
        case LineRole:
            return d.line;
        case ColumnRole:
            return d.column;
        case SeverityRole:
            return int(d.severity);
        case Qt::ToolTipRole:
            return d.format();
        case Qt::DecorationRole:
            if (index.column() == SeverityColumn) {
                QStyle* style = QApplication::style();
                switch (d.severity) {
                    case Severity::Error:
                        return style->standardIcon(QStyle::SP_MessageBoxCritical);
                    case Severity::Warning:
                        return style->standardIcon(QStyle::SP_MessageBoxWarning);
                    case Severity::Info:
                        return style->standardIcon(QStyle::SP_MessageBoxInformation);
                }
            }
            return {};
        case Qt::DisplayRole:
            switch (index.column()) {
                case SeverityColumn:  // the code's word (severityName) in the UI's language
                    switch (d.severity) {
                        case Severity::Error:
                            return tr("error");
                        case Severity::Warning:
                            return tr("warning");
                        case Severity::Info:
                            return tr("info");
                    }
                    return severityName(d.severity);
                case FileColumn:
                    return d.path;
                case PositionColumn:
                    return QStringLiteral("%1:%2").arg(d.line).arg(d.column);
                case CodeColumn:
                    return d.code;
                case MessageColumn:
                    return d.localizedMessage();
            }
            return {};
        default:
            return {};
    }
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case SeverityColumn:
            return tr("Severity");
        case FileColumn:
            return tr("File");
        case PositionColumn:
            return tr("Line:Col");
        case CodeColumn:
            return tr("Code");
        case MessageColumn:
            return tr("Message");
    }
    return {};
}

}  // namespace techlog
