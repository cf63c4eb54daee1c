#include "interleavinglistview.h"

#include <QFontDatabase>

#include "levelmatrixview.h"

namespace techlog {

InterleavingListView::InterleavingListView(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("interleavings"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setSelectionMode(QAbstractItemView::SingleSelection);
    hide();
}

QStringList InterleavingListView::chosenOrder() const {
    const QListWidgetItem* item = currentItem();
    return item ? item->data(Qt::UserRole).toStringList() : QStringList();
}

void InterleavingListView::clearResult() {
    clear();
    m_smallestRow = -1;
    hide();
}

void InterleavingListView::setResult(const InterleavingExplorer::Result& result) {
    clearResult();
    for (const InterleavingExplorer::Level& level : result.levels) {
        const InterleavingExplorer::Level::Counts counts = level.counts();
        auto* heading = new QListWidgetItem(tr("%1: %2 held, %3 failed, %4 cannot happen")
                                                .arg(level.level)
                                                .arg(counts.held)
                                                .arg(counts.failed)
                                                .arg(counts.impossible),
                                            this);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        heading->setFlags(Qt::ItemIsEnabled);
        const int smallest = level.smallestFailing();
        const auto add = [&](int i) {
            const InterleavingExplorer::Order& o = level.orders[i];
            QString text = o.steps.join(u' ');
            if (i == smallest) text = tr("smallest · %1").arg(text);
            if (!o.failed.isEmpty())
                text += QStringLiteral("  (%1)").arg(o.failed.join(QStringLiteral("; ")));
            if (!o.impossible.isEmpty()) text += QStringLiteral("  (%1)").arg(o.impossible);
            auto* item = new QListWidgetItem(text, this);
            item->setBackground(!o.impossible.isEmpty() ? LevelMatrixView::notRunColor()
                                : o.held                ? LevelMatrixView::heldColor()
                                                        : LevelMatrixView::failedColor());
            item->setForeground(Qt::black);
            item->setToolTip(
                QStringLiteral("permutations:\n  - [%1]").arg(o.steps.join(QStringLiteral(", "))));
            item->setData(Qt::UserRole, o.steps);
            if (i == smallest && m_smallestRow < 0) m_smallestRow = row(item);
        };
        for (int i : level.shownOrder()) add(i);
    }
    if (!result.error.isEmpty()) {
        auto* item =
            new QListWidgetItem(tr("Could not run: %1").arg(result.localizedError()), this);
        item->setBackground(LevelMatrixView::failedColor());
        item->setForeground(Qt::black);
    }
    if (count() > 0) show();
    if (m_smallestRow >= 0) setCurrentRow(m_smallestRow);
}

}  // namespace techlog
