#pragma once

#include <QStandardItemModel>
#include <memory>

#include "workspace.h"

namespace techlog {

// The workspace as a tree: topic > kind > document. Columns: name, status, issues. Documents
// carry their workspace-relative path (PathRole) and index (DocumentIndexRole); topic and kind
// rows show how many documents they hold.
class WorkspaceTreeModel : public QStandardItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, StatusColumn, IssuesColumn, ColumnCount };
    enum Role {
        PathRole = Qt::UserRole + 1,  // QString, documents only
        DocumentIndexRole,            // int, documents only
        ErrorCountRole,
        WarningCountRole,
        NodeTypeRole,  // "topic", "kind", "document"
    };

    explicit WorkspaceTreeModel(QObject* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    std::shared_ptr<const Workspace> workspace() const { return m_workspace; }

    QModelIndex indexForPath(const QString& relativePath) const;  // column 0
    QString pathAt(const QModelIndex& index) const;               // empty for topic/kind rows
    // Marks a document as having unsaved edits (a bullet before its name, italic).
    void setModified(const QString& relativePath, bool modified);

    static QString topicOf(const Document& doc);

private:
    // What a document's row shows, kept per document index to tell which rows changed.
    struct Row {
        QString path, name, topic, kind, status, originalPath;
        int errors = 0, warnings = 0;
        bool broken = false, imported = false, repaired = false;
        bool operator==(const Row&) const = default;
    };
    static Row rowOf(const Document& doc, const QHash<QString, QPair<int, int>>& perFile);
    void applyDocument(QStandardItem* item, const Row& row, int index);
    QList<QStandardItem*> makeDocument(const Row& row, int index);
    void reconcileTree(const QList<Row>& rows);
    void updateGroups();
    void updateNameText(QStandardItem* item);

    std::shared_ptr<const Workspace> m_workspace;
    QHash<QString, QStandardItem*> m_items;  // path -> name item
    QSet<QString> m_modified;
    QList<Row> m_rows;  // per document index, as last shown
};

}  // namespace techlog
