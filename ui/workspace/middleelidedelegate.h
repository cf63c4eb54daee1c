#pragma once

#include <QStyledItemDelegate>

namespace techlog {

// For a column of paths: elided in the middle, so that the file name stays visible (the other
// columns keep eliding at the end).
class MiddleElideDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

}  // namespace techlog
