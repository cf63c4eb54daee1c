#pragma once

#include <QStyledItemDelegate>

namespace techlog {

class FrontMatterView;

// The typed editors of the front-matter form: kind and status as choices, the capture date
// with a date editor, sourceRevision limited to hex digits (with the workspace's revisions
// offered), asset files and records as a choice of the workspace's figures and records that
// can also be typed, any other value as text. A finished edit is not written into the item but
// asked of the view (FrontMatterView::requestEdit), which refuses what the format does not
// allow; the title goes to Rename instead, so that its relations follow.
class FrontMatterDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit FrontMatterDelegate(FrontMatterView* view);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;

private:
    FrontMatterView* m_view;
};

}  // namespace techlog
