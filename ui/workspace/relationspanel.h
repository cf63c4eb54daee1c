#pragma once

#include <QTreeWidget>
#include <memory>

#include "workspace.h"

namespace techlog {

// The open document's place in the rule graph: the relations it declares (resolved, ambiguous
// or dangling) and the documents that point at it (backlinks). Activating an entry asks to
// open that document.
class RelationsPanel : public QTreeWidget {
    Q_OBJECT
public:
    explicit RelationsPanel(QWidget* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setDocument(const QString& relativePath);

    QTreeWidgetItem* outgoingItem() const { return topLevelItem(0); }
    QTreeWidgetItem* backlinksItem() const { return topLevelItem(1); }

signals:
    void documentActivated(const QString& relativePath);

private:
    void rebuild();

    std::shared_ptr<const Workspace> m_workspace;
    QString m_path;
};

}  // namespace techlog
