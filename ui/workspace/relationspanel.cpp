#include "relationspanel.h"

#include <QFileInfo>
#include <QHeaderView>

#include "evidencepaths.h"
#include "probeworkspace.h"

namespace techlog {

namespace {

constexpr int kPathRole = Qt::UserRole + 1;
constexpr int kFileRole = Qt::UserRole + 2;  // a probe or a record, not a document

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
        // Both read before emitting: opening a document rebuilds this tree, deleting the item.
        const QString path = item->data(0, kPathRole).toString();
        const QString file = item->data(0, kFileRole).toString();
        if (!path.isEmpty())
            emit documentActivated(path);
        else if (!file.isEmpty())
            emit fileActivated(file);
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
    auto* evidence = new QTreeWidgetItem(this, {tr("Evidence")});
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
        addEvidence(evidence, ws.documents[index]);
    }
    outgoing->setText(0, tr("Relations (관계): %1").arg(outgoing->childCount()));
    backlinks->setText(0, tr("Backlinks: %1").arg(backlinks->childCount()));
    evidence->setText(0, tr("Evidence: %1").arg(evidence->childCount()));
    expandAll();
}

// Each key the document shows (`assets`) or cites (`evidence`), once, in that order: its probe
// when it has one (the way to re-run and change the record), else its record.
void RelationsPanel::addEvidence(QTreeWidgetItem* group, const Document& doc) {
    QStringList keys;
    for (const AssetRef& a : doc.frontMatter.assets) keys << a.key;
    for (const PathRef& ref : doc.frontMatter.evidence)
        keys << EvidencePaths::keyOfRecordReference(ref.path);
    keys.removeAll(QString());
    keys.removeDuplicates();
    const QString root = m_workspace->root;
    for (const QString& key : std::as_const(keys)) {
        const QString probe = probeFileForKey(root, key);
        const bool hasProbe = QFileInfo::exists(probe);
        const QString record = EvidencePaths::relativeRecord(key);
        if (!hasProbe && !QFileInfo::exists(EvidencePaths::record(root, key))) continue;
        const QString file = hasProbe ? m_workspace->relativePath(probe) : record;
        auto* item = new QTreeWidgetItem(group, {key, hasProbe ? tr("probe") : tr("record")});
        item->setData(0, kFileRole, file);
        item->setToolTip(0, hasProbe ? tr("%1, the probe behind %2").arg(file, record) : file);
    }
}

}  // namespace techlog
