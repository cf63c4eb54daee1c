#include "middleelidedelegate.h"

namespace techlog {

void MiddleElideDelegate::initStyleOption(QStyleOptionViewItem* option,
                                          const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = Qt::ElideMiddle;
}

}  // namespace techlog
