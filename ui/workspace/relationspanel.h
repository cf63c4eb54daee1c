#pragma once

#include <QTreeWidget>
#include <memory>

#include "workspace.h"

namespace techlog {

// The open document's place in the rule graph: the relations it declares (resolved, ambiguous
// or dangling), the documents that point at it (backlinks), and its evidence: each key it
// shows or cites with the probe behind its record (else the record). Activating an entry asks
// to open that document, or that probe or record (fileActivated).
class RelationsPanel : public QTreeWidget {
    Q_OBJECT
public:
    explicit RelationsPanel(QWidget* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setDocument(const QString& relativePath);

    QTreeWidgetItem* outgoingItem() const { return topLevelItem(0); }
    QTreeWidgetItem* backlinksItem() const { return topLevelItem(1); }
    QTreeWidgetItem* evidenceItem() const { return topLevelItem(2); }

signals:
    void documentActivated(const QString& relativePath);
    void fileActivated(const QString& relativePath);  // a probe or a record

private:
    void rebuild();
    void addEvidence(QTreeWidgetItem* group, const Document& doc);

    std::shared_ptr<const Workspace> m_workspace;
    QString m_path;
};

}  // namespace techlog
