#include "relationspanel.h"

#include <QHeaderView>

namespace techlog {

namespace {

constexpr int kPathRole = Qt::UserRole + 1;

QString label(const Document& d) { return d.title().isEmpty() ? d.path : d.title(); }

}  // namespace

RelationsPanel::RelationsPanel(QWidget* parent) : QTreeWidget(parent) {
    setObjectName(QStringLiteral("relationsPanel"));
    setColumnCount(2);
    setHeaderLabels({tr("Document"), tr("Kind")});
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    setRootIsDecorated(true);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString path = item->data(0, kPathRole).toString();
        if (!path.isEmpty()) emit documentActivated(path);
    });
    rebuild();
}

void RelationsPanel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    rebuild();
}

void RelationsPanel::setDocument(const QString& relativePath) {
    m_path = relativePath;
    rebuild();
}

void RelationsPanel::rebuild() {
    clear();
    auto* outgoing = new QTreeWidgetItem(this, {tr("Relations (관계)")});
    auto* backlinks = new QTreeWidgetItem(this, {tr("Backlinks")});
    const int index = m_workspace ? m_workspace->indexOfPath(m_path) : -1;
    if (index >= 0 && index < m_workspace->graph.outgoing.size()) {
        const Workspace& ws = *m_workspace;
        for (int e : ws.graph.outgoing[index]) {
            const Relation& r = ws.graph.edges[e];
            auto* item = new QTreeWidgetItem(outgoing);
            if (r.resolved()) {
                const Document& target = ws.documents[r.to];
                item->setText(0, label(target));
                item->setText(1, kindName(target.kind));
                item->setData(0, kPathRole, target.path);
                item->setToolTip(
                    0, r.ambiguous ? tr("%1 — several documents have this title").arg(target.path)
                                   : target.path);
                if (r.ambiguous) item->setForeground(0, QColor(0xa0, 0x60, 0x00));
            } else {
                item->setText(0, r.title);
                item->setText(1, tr("dangling"));
                item->setToolTip(0, tr("no document has this title"));
                item->setForeground(0, QColor(0xb0, 0x20, 0x20));
            }
        }
        for (int e : ws.graph.backlinks[index]) {
            const Document& from = ws.documents[ws.graph.edges[e].from];
            auto* item = new QTreeWidgetItem(backlinks, {label(from), kindName(from.kind)});
            item->setData(0, kPathRole, from.path);
            item->setToolTip(0, from.path);
        }
    }
    outgoing->setText(0, tr("Relations (관계): %1").arg(outgoing->childCount()));
    backlinks->setText(0, tr("Backlinks: %1").arg(backlinks->childCount()));
    expandAll();
}

}  // namespace techlog
