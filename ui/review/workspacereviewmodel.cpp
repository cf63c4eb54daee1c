#include "workspacereviewmodel.h"

#include <QBrush>
#include <QPalette>

#include "gatenames.h"

namespace techlog {

WorkspaceReviewModel::WorkspaceReviewModel(QObject* parent) : QAbstractTableModel(parent) {}

void WorkspaceReviewModel::setReviews(QList<DocumentReview> reviews) {
    beginResetModel();
    m_reviews = std::move(reviews);
    endResetModel();
}

const DocumentReview* WorkspaceReviewModel::reviewAt(int row) const {
    return row >= 0 && row < m_reviews.size() ? &m_reviews[row] : nullptr;
}

int WorkspaceReviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_reviews.size());
}

int WorkspaceReviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

int WorkspaceReviewModel::openDebt(const DocumentReview& review) {
    const Gate* debt = review.gate(QStringLiteral("debt"));
    return debt ? int(debt->failures.size()) : 0;
}

QVariant WorkspaceReviewModel::data(const QModelIndex& index, int role) const {
    const DocumentReview* r = reviewAt(index.row());
    if (!r) return {};
    if (role == PathRole) return r->path;
    if (role == PassedRole) return r->passed();
    const QStringList failed = r->failedGates();
    if (role == Qt::ToolTipRole) return r->path;
    if (role == Qt::ForegroundRole && index.column() == Gates && !failed.isEmpty())
        return QBrush(QColor(0xb0, 0x30, 0x20));
    if (role != Qt::DisplayRole && role != SortRole) return {};
    switch (index.column()) {
        case Title:
            return r->title;
        case Kind:
            return r->kind;
        case Topic:
            return r->topic;
        case Status:
            return r->status;
        case Gates:
            if (role == SortRole) return int(failed.size());
            return failed.isEmpty() ? tr("all %n passed", nullptr, int(r->gates.size()))
                                    : tr("%n failed: %1", nullptr, int(failed.size()))
                                          .arg(GateNames::shown(failed));
        case Debt: {
            const int open = openDebt(*r);
            if (role == SortRole) return open;
            return r->debt.isEmpty() ? QStringLiteral("0")
                                     : tr("%1 of %2 open").arg(open).arg(r->debt.size());
        }
        case Remarks:
            return r->openRemarks;
        default:
            return {};
    }
}

QVariant WorkspaceReviewModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Title:
            return tr("Title");
        case Kind:
            return tr("Kind");
        case Topic:
            return tr("Topic");
        case Status:
            return tr("Status");
        case Gates:
            return tr("Gates");
        case Debt:
            return tr("Debt");
        case Remarks:
            return tr("Open remarks");
        default:
            return {};
    }
}

}  // namespace techlog
