#include "workspacereviewfilter.h"

#include "workspacereviewmodel.h"

namespace techlog {

WorkspaceReviewFilter::WorkspaceReviewFilter(QObject* parent)
    : QSortFilterProxyModel(parent), m_collator(QLocale(QLocale::Korean, QLocale::SouthKorea)) {
    m_collator.setNumericMode(true);
    setSortRole(WorkspaceReviewModel::SortRole);
}

void WorkspaceReviewFilter::setStatus(const QString& status) {
    m_status = status;
    invalidateFilter();
}

void WorkspaceReviewFilter::setTopic(const QString& topic) {
    m_topic = topic;
    invalidateFilter();
}

void WorkspaceReviewFilter::setKind(const QString& kind) {
    m_kind = kind;
    invalidateFilter();
}

void WorkspaceReviewFilter::setFailingOnly(bool on) {
    m_failingOnly = on;
    invalidateFilter();
}

bool WorkspaceReviewFilter::filterAcceptsRow(int row, const QModelIndex&) const {
    const auto* model = qobject_cast<const WorkspaceReviewModel*>(sourceModel());
    const DocumentReview* r = model ? model->reviewAt(row) : nullptr;
    if (!r) return false;
    if (!m_status.isEmpty() && r->status != m_status) return false;
    if (!m_topic.isEmpty() && r->topic != m_topic) return false;
    if (!m_kind.isEmpty() && r->kind != m_kind) return false;
    return !m_failingOnly || !r->passed();
}

bool WorkspaceReviewFilter::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant a = left.data(sortRole()), b = right.data(sortRole());
    if (a.typeId() == QMetaType::Int && b.typeId() == QMetaType::Int) return a.toInt() < b.toInt();
    const int c = m_collator.compare(a.toString().normalized(QString::NormalizationForm_C),
                                     b.toString().normalized(QString::NormalizationForm_C));
    if (c != 0) return c < 0;
    // Ties in path order, so that the order never depends on the previous sort.
    return left.data(WorkspaceReviewModel::PathRole).toString() <
           right.data(WorkspaceReviewModel::PathRole).toString();
}

}  // namespace techlog
