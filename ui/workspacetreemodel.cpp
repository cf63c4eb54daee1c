#include "workspacetreemodel.h"

#include <QApplication>
#include <QFileInfo>
#include <QStyle>

namespace techlog {

namespace {
const int BaseNameRole = Qt::UserRole + 50;

QString kindFolder(DocKind kind) {
    return kind == DocKind::Unknown ? QStringLiteral("other") : kindName(kind);
}

QString issuesText(int errors, int warnings) {
    QStringList parts;
    if (errors) parts << QStringLiteral("%1E").arg(errors);
    if (warnings) parts << QStringLiteral("%1W").arg(warnings);
    return parts.join(QLatin1Char(' '));
}

QString issuesTooltip(int errors, int warnings) {
    if (!errors && !warnings) return WorkspaceTreeModel::tr("No problems");
    // Spelled out: without a loaded translator tr("%n error(s)") would show "(s)".
    const QString e = errors == 1 ? WorkspaceTreeModel::tr("1 error")
                                  : WorkspaceTreeModel::tr("%1 errors").arg(errors);
    const QString w = warnings == 1 ? WorkspaceTreeModel::tr("1 warning")
                                    : WorkspaceTreeModel::tr("%1 warnings").arg(warnings);
    return e + QStringLiteral(", ") + w;
}

QIcon severityIcon(int errors, int warnings) {
    QStyle* style = QApplication::style();
    if (errors) return style->standardIcon(QStyle::SP_MessageBoxCritical);
    if (warnings) return style->standardIcon(QStyle::SP_MessageBoxWarning);
    return {};
}

QStandardItem* childNamed(QStandardItem* parent, const QString& name) {
    for (int r = 0; r < parent->rowCount(); ++r)
        if (parent->child(r)->data(BaseNameRole).toString() == name) return parent->child(r);
    return nullptr;
}

QList<QStandardItem*> makeRow(const QString& name, const QString& type) {
    auto* item = new QStandardItem(name);
    item->setData(name, BaseNameRole);
    item->setData(type, WorkspaceTreeModel::NodeTypeRole);
    QList<QStandardItem*> row{item, new QStandardItem, new QStandardItem};
    for (QStandardItem* cell : row) cell->setEditable(false);
    return row;
}
}  // namespace

WorkspaceTreeModel::WorkspaceTreeModel(QObject* parent) : QStandardItemModel(parent) {
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Document"), tr("Status"), tr("Issues")});
}

QString WorkspaceTreeModel::topicOf(const Document& doc) {
    if (!doc.frontMatter.topic.isEmpty()) return doc.frontMatter.topic;
    const QStringList parts = doc.path.split(QLatin1Char('/'));
    if (parts.size() > 2 && parts.first() == QLatin1String("tech-log-studio")) return parts.at(1);
    return tr("(no topic)");
}

void WorkspaceTreeModel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    m_workspace = std::move(workspace);
    m_items.clear();
    removeRows(0, rowCount());
    if (!m_workspace) return;

    // Per-item aggregate counts, summed up the tree after the documents are placed.
    QHash<QStandardItem*, QPair<int, int>> counts;
    QHash<QStandardItem*, int> docCounts;
    QStandardItem* root = invisibleRootItem();
    const QList<Document>& docs = m_workspace->documents;
    for (int i = 0; i < docs.size(); ++i) {
        const Document& doc = docs.at(i);
        const QString topic = topicOf(doc);
        QStandardItem* topicItem = childNamed(root, topic);
        if (!topicItem) {
            QList<QStandardItem*> row = makeRow(topic, QStringLiteral("topic"));
            row.first()->setIcon(QApplication::style()->standardIcon(QStyle::SP_DirIcon));
            root->appendRow(row);
            topicItem = row.first();
        }
        const QString kind = kindFolder(doc.kind);
        QStandardItem* kindItem = childNamed(topicItem, kind);
        if (!kindItem) {
            QList<QStandardItem*> row = makeRow(kind, QStringLiteral("kind"));
            topicItem->appendRow(row);
            kindItem = row.first();
        }

        Diagnostics diags = m_workspace->diagnosticsFor(doc.path);
        if (!doc.bodyPath.isEmpty() && doc.bodyPath != doc.path)
            diags += m_workspace->diagnosticsFor(doc.bodyPath);
        const int errors = countSeverity(diags, Severity::Error);
        const int warnings = countSeverity(diags, Severity::Warning);

        QString name = doc.title().isEmpty() ? QFileInfo(doc.path).fileName() : doc.title();
        QList<QStandardItem*> row = makeRow(name, QStringLiteral("document"));
        QStandardItem* item = row.first();
        item->setData(doc.path, PathRole);
        item->setData(i, DocumentIndexRole);
        item->setData(errors, ErrorCountRole);
        item->setData(warnings, WarningCountRole);
        QString badge;
        if (doc.broken) badge += tr(" [broken]");
        if (doc.imported) badge += tr(" [imported]");
        item->setData(badge, BaseNameRole + 1);
        if (doc.broken) item->setForeground(QColor(0xb0, 0x20, 0x20));
        if (doc.imported) item->setForeground(QColor(0x20, 0x50, 0xa0));
        item->setIcon(severityIcon(errors, warnings));

        QStringList tip;
        tip << QStringLiteral("<b>%1</b>").arg(name.toHtmlEscaped()) << doc.path.toHtmlEscaped();
        if (!doc.frontMatter.status.isEmpty())
            tip << tr("Status: %1").arg(doc.frontMatter.status.toHtmlEscaped());
        tip << issuesTooltip(errors, warnings);
        if (doc.imported)
            tip << tr("Imported from a flattened view (%1)").arg(doc.originalPath.toHtmlEscaped());
        if (doc.broken) tip << tr("Broken: no usable front matter");
        if (doc.frontMatterRepaired) tip << tr("Front matter indentation was repaired on reading");
        const QString tooltip = tip.join(QStringLiteral("<br>"));
        for (QStandardItem* cell : row) cell->setToolTip(tooltip);
        row.at(StatusColumn)->setText(doc.frontMatter.status);
        row.at(IssuesColumn)->setText(issuesText(errors, warnings));
        kindItem->appendRow(row);
        m_items.insert(doc.path, item);
        updateNameText(item);

        for (QStandardItem* up : {kindItem, topicItem}) {
            counts[up].first += errors;
            counts[up].second += warnings;
            ++docCounts[up];
        }
    }

    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        QStandardItem* item = it.key();
        const auto [errors, warnings] = it.value();
        item->setText(QStringLiteral("%1 (%2)")
                          .arg(item->data(BaseNameRole).toString())
                          .arg(docCounts.value(item)));
        item->setData(errors, ErrorCountRole);
        item->setData(warnings, WarningCountRole);
        QStandardItem* parent = item->parent() ? item->parent() : invisibleRootItem();
        QStandardItem* issues = parent->child(item->row(), IssuesColumn);
        issues->setText(issuesText(errors, warnings));
        const QString tip = issuesTooltip(errors, warnings);
        item->setToolTip(tip);
        issues->setToolTip(tip);
    }
}

QModelIndex WorkspaceTreeModel::indexForPath(const QString& relativePath) const {
    QStandardItem* item = m_items.value(relativePath);
    return item ? item->index() : QModelIndex();
}

QString WorkspaceTreeModel::pathAt(const QModelIndex& index) const {
    if (!index.isValid()) return {};
    return index.siblingAtColumn(NameColumn).data(PathRole).toString();
}

void WorkspaceTreeModel::setModified(const QString& relativePath, bool modified) {
    if (modified)
        m_modified.insert(relativePath);
    else
        m_modified.remove(relativePath);
    if (QStandardItem* item = m_items.value(relativePath)) updateNameText(item);
}

void WorkspaceTreeModel::updateNameText(QStandardItem* item) {
    const QString path = item->data(PathRole).toString();
    const bool modified = m_modified.contains(path);
    QString text = item->data(BaseNameRole).toString() + item->data(BaseNameRole + 1).toString();
    if (modified) text.prepend(QStringLiteral("● "));
    item->setText(text);
    QFont font = item->font();
    font.setItalic(modified);
    item->setFont(font);
}

}  // namespace techlog
