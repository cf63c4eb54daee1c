#include "outlinepanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace techlog {

namespace {

constexpr int kLineRole = Qt::UserRole + 1;

}  // namespace

OutlinePanel::OutlinePanel(QWidget* parent)
    : QWidget(parent), m_tree(new QTreeWidget(this)), m_empty(new QLabel(this)) {
    setObjectName(QStringLiteral("outlinePanel"));
    m_tree->setObjectName(QStringLiteral("outlineTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setUniformRowHeights(true);
    m_tree->setExpandsOnDoubleClick(false);
    m_empty->setText(tr("The open document has no headings."));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_empty);
    m_empty->hide();
    // A click (or Enter) jumps; the current item moving with the cursor does not.
    const auto jump = [this](QTreeWidgetItem* item) {
        if (item) emit headingActivated(item->data(0, kLineRole).toInt());
    };
    connect(m_tree, &QTreeWidget::itemClicked, this, jump);
    connect(m_tree, &QTreeWidget::itemActivated, this, jump);
}

void OutlinePanel::setHeadings(const QList<Heading>& headings, const QString& file) {
    if (file == m_file && headings == m_headings) return;
    m_headings = headings;
    m_file = file;
    m_tree->clear();
    m_items.clear();
    // Each heading under the nearest earlier one of a lower level.
    QList<QTreeWidgetItem*> open;  // the path of parents, by level
    for (const Heading& h : headings) {
        while (!open.isEmpty() && open.last()->data(0, Qt::UserRole).toInt() >= h.level)
            open.removeLast();
        auto* item =
            open.isEmpty() ? new QTreeWidgetItem(m_tree) : new QTreeWidgetItem(open.last());
        item->setText(0, h.text);
        item->setToolTip(0, tr("Line %1").arg(h.line));
        item->setData(0, Qt::UserRole, h.level);
        item->setData(0, kLineRole, h.line);
        open.append(item);
        m_items.append(item);
    }
    m_tree->expandAll();
    m_empty->setVisible(!file.isEmpty() && headings.isEmpty());
}

void OutlinePanel::setCursorLine(int line) {
    QTreeWidgetItem* at = nullptr;
    for (QTreeWidgetItem* item : std::as_const(m_items)) {
        if (item->data(0, kLineRole).toInt() > line) break;
        at = item;
    }
    const QSignalBlocker quiet(m_tree);
    m_tree->setCurrentItem(at);
    if (at) m_tree->scrollToItem(at);
}

int OutlinePanel::currentHeadingLine() const {
    const QTreeWidgetItem* item = m_tree->currentItem();
    return item ? item->data(0, kLineRole).toInt() : 0;
}

}  // namespace techlog
