#include "workspacetreemodel.h"

#include <QApplication>
#include <QFileInfo>
#include <QSet>
#include <QStyle>
#include <algorithm>

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

namespace {
const int SignatureRole = Qt::UserRole + 52;  // what a document row was last drawn from

// The tree a workspace makes: topics in the order their first document comes by path, kinds
// likewise within a topic, documents by path.
struct KindNode {
    QString name;
    QList<int> docs;
};
struct TopicNode {
    QString name;
    QList<KindNode> kinds;
};

QList<TopicNode> shapeOf(const Workspace& ws) {
    QList<TopicNode> topics;
    QHash<QString, int> topicAt;
    for (int i = 0; i < ws.documents.size(); ++i) {
        const Document& doc = ws.documents.at(i);
        const QString topic = WorkspaceTreeModel::topicOf(doc);
        int at = topicAt.value(topic, -1);
        if (at < 0) {
            at = int(topics.size());
            topicAt.insert(topic, at);
            topics.append({topic, {}});
        }
        TopicNode& node = topics[at];
        const QString kind = kindFolder(doc.kind);
        auto k = std::find_if(node.kinds.begin(), node.kinds.end(),
                              [&](const KindNode& n) { return n.name == kind; });
        if (k == node.kinds.end()) k = node.kinds.insert(node.kinds.end(), KindNode{kind, {}});
        k->docs.append(i);
    }
    return topics;
}

QString keyOf(const QStandardItem* item) {
    const QVariant path = item->data(WorkspaceTreeModel::PathRole);
    return path.isValid() ? path.toString() : item->data(BaseNameRole).toString();
}

// Makes `parent`'s rows those named by `keys`, in that order, keeping the rows already there
// (so that the view keeps their expansion and selection): removes the others, moves or makes
// the missing ones (`make(i)` builds row i, children included, before it is inserted: one
// rowsInserted for a whole new subtree), then `update(item, i)` for every row.
template <typename Make, typename Update>
void reconcile(QStandardItem* parent, const QStringList& keys, Make make, Update update) {
    const QSet<QString> wanted(keys.cbegin(), keys.cend());
    for (int r = parent->rowCount() - 1; r >= 0; --r)
        if (!wanted.contains(keyOf(parent->child(r)))) parent->removeRow(r);
    for (int i = 0; i < keys.size(); ++i) {
        if (i < parent->rowCount() && keyOf(parent->child(i)) == keys[i]) {
            update(parent->child(i), i);
            continue;
        }
        int found = -1;
        for (int r = i + 1; r < parent->rowCount() && found < 0; ++r)
            if (keyOf(parent->child(r)) == keys[i]) found = r;
        if (found >= 0) {
            parent->insertRow(i, parent->takeRow(found));
            update(parent->child(i), i);
        } else {
            QList<QStandardItem*> row = make(i);
            update(row.first(), i);
            parent->insertRow(i, row);
        }
    }
}
}  // namespace

void WorkspaceTreeModel::setWorkspace(std::shared_ptr<const Workspace> workspace) {
    const bool sameRoot = m_workspace && workspace && m_workspace->root == workspace->root;
    m_workspace = std::move(workspace);
    if (!sameRoot) {
        m_items.clear();
        removeRows(0, rowCount());
    }
    if (!m_workspace) return;

    // Error and warning counts per file, in one pass over the diagnostics.
    QHash<QString, QPair<int, int>> perFile;
    for (const Diagnostic& d : m_workspace->diagnostics) {
        if (d.severity == Severity::Error) ++perFile[d.path].first;
        if (d.severity == Severity::Warning) ++perFile[d.path].second;
    }
    const QList<Document>& docs = m_workspace->documents;
    auto countsOf = [&](const Document& doc) {
        QPair<int, int> c = perFile.value(doc.path);
        if (!doc.bodyPath.isEmpty() && doc.bodyPath != doc.path) {
            const QPair<int, int> body = perFile.value(doc.bodyPath);
            c.first += body.first;
            c.second += body.second;
        }
        return c;
    };

    QSet<QString> present;
    for (const Document& doc : docs) present.insert(doc.path);
    for (auto it = m_items.begin(); it != m_items.end();)
        it = present.contains(it.key()) ? std::next(it) : m_items.erase(it);

    const QList<TopicNode> shape = shapeOf(*m_workspace);
    auto updateDocument = [&](QStandardItem* item, int docIndex) {
        const Document& doc = docs.at(docIndex);
        const auto [errors, warnings] = countsOf(doc);
        const QString name = doc.title().isEmpty() ? QFileInfo(doc.path).fileName() : doc.title();
        const QStringList signature{name,
                                    QString::number(docIndex),
                                    QString::number(errors),
                                    QString::number(warnings),
                                    doc.frontMatter.status,
                                    doc.originalPath,
                                    QString::number(int(doc.broken) | int(doc.imported) << 1 |
                                                    int(doc.frontMatterRepaired) << 2)};
        m_items.insert(doc.path, item);
        if (item->data(SignatureRole).toStringList() == signature) return;  // nothing to redraw
        item->setData(signature, SignatureRole);
        item->setData(name, BaseNameRole);
        item->setData(doc.path, PathRole);
        item->setData(docIndex, DocumentIndexRole);
        item->setData(errors, ErrorCountRole);
        item->setData(warnings, WarningCountRole);
        QString badge;
        if (doc.broken) badge += tr(" [broken]");
        if (doc.imported) badge += tr(" [imported]");
        item->setData(badge, BaseNameRole + 1);
        item->setForeground(doc.broken     ? QBrush(QColor(0xb0, 0x20, 0x20))
                            : doc.imported ? QBrush(QColor(0x20, 0x50, 0xa0))
                                           : QBrush());
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
        QStandardItem* parent = item->parent();
        const int r = item->row();
        QStandardItem* status = parent ? parent->child(r, StatusColumn) : nullptr;
        QStandardItem* issues = parent ? parent->child(r, IssuesColumn) : nullptr;
        for (QStandardItem* cell : {item, status, issues})
            if (cell) cell->setToolTip(tooltip);
        if (status) status->setText(doc.frontMatter.status);
        if (issues) issues->setText(issuesText(errors, warnings));
        updateNameText(item);
    };
    // A document row made before it has a parent: its other cells are filled in here.
    auto makeDocument = [&](const QList<int>& ids, int i) {
        QList<QStandardItem*> row = makeRow(QString(), QStringLiteral("document"));
        row.first()->setData(docs.at(ids[i]).path, PathRole);
        auto* holder = new QStandardItem;  // a parent for the duration, so cells can be found
        holder->appendRow(row);
        updateDocument(row.first(), ids[i]);
        row = holder->takeRow(0);
        delete holder;
        return row;
    };
    // Topic and kind rows: "name (documents)" and the summed counts.
    auto updateGroup = [&](QStandardItem* item, const QList<int>& ids) {
        int errors = 0, warnings = 0;
        for (int id : ids) {
            const auto c = countsOf(docs.at(id));
            errors += c.first;
            warnings += c.second;
        }
        item->setText(
            QStringLiteral("%1 (%2)").arg(item->data(BaseNameRole).toString()).arg(ids.size()));
        item->setData(errors, ErrorCountRole);
        item->setData(warnings, WarningCountRole);
        item->setToolTip(issuesTooltip(errors, warnings));  // its Issues cell: groupIssues
    };
    auto groupIssues = [&](QStandardItem* root, int row, const QList<int>& ids) {
        int errors = 0, warnings = 0;
        for (int id : ids) {
            const auto c = countsOf(docs.at(id));
            errors += c.first;
            warnings += c.second;
        }
        QStandardItem* issues = root->child(row, IssuesColumn);
        if (!issues) return;
        issues->setText(issuesText(errors, warnings));
        issues->setToolTip(issuesTooltip(errors, warnings));
    };

    auto fillKind = [&](QStandardItem* kindItem, const KindNode& kind) {
        QStringList keys;
        for (int id : kind.docs) keys << docs.at(id).path;
        reconcile(
            kindItem, keys, [&](int i) { return makeDocument(kind.docs, i); },
            [&](QStandardItem* item, int i) { updateDocument(item, kind.docs[i]); });
        updateGroup(kindItem, kind.docs);
    };
    auto fillTopic = [&](QStandardItem* topicItem, const TopicNode& topic) {
        QStringList keys;
        QList<int> all;
        for (const KindNode& k : topic.kinds) {
            keys << k.name;
            all += k.docs;
        }
        reconcile(
            topicItem, keys,
            [&](int i) { return makeRow(topic.kinds[i].name, QStringLiteral("kind")); },
            [&](QStandardItem* item, int i) { fillKind(item, topic.kinds[i]); });
        for (int r = 0; r < topicItem->rowCount(); ++r)
            groupIssues(topicItem, r, topic.kinds[r].docs);
        updateGroup(topicItem, all);
    };
    QStringList topicKeys;
    for (const TopicNode& t : shape) topicKeys << t.name;
    QStandardItem* root = invisibleRootItem();
    reconcile(
        root, topicKeys,
        [&](int i) {
            QList<QStandardItem*> row = makeRow(shape[i].name, QStringLiteral("topic"));
            row.first()->setIcon(QApplication::style()->standardIcon(QStyle::SP_DirIcon));
            return row;
        },
        [&](QStandardItem* item, int i) { fillTopic(item, shape[i]); });
    for (int r = 0; r < root->rowCount(); ++r) {
        QList<int> all;
        for (const KindNode& k : shape[r].kinds) all += k.docs;
        groupIssues(root, r, all);
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
