#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "reviewgates.h"

namespace techlog {

// The workspace review as a table: one row per document with its gate summary (what the
// workspace review view lists; docs/REVIEW.md "In the studio"). Sorting and filtering are the
// proxy's (WorkspaceReviewFilter); this model only holds the reviews.
class WorkspaceReviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Title, Kind, Topic, Status, Gates, Debt, Remarks, ColumnCount };
    enum Role {
        PathRole = Qt::UserRole,  // the document, workspace-relative
        SortRole,                 // what a column sorts by (counts as numbers)
        PassedRole,               // bool: every gate passes
    };

    explicit WorkspaceReviewModel(QObject* parent = nullptr);

    void setReviews(QList<DocumentReview> reviews);
    const QList<DocumentReview>& reviews() const { return m_reviews; }
    const DocumentReview* reviewAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The debt items a reviewer has not acknowledged yet.
    static int openDebt(const DocumentReview& review);

private:
    QList<DocumentReview> m_reviews;
};

}  // namespace techlog
