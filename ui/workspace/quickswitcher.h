#pragma once

#include <QDialog>
#include <memory>

#include "quickswitch.h"

class QLabel;
class QLineEdit;
class QStandardItemModel;
class QTreeView;

namespace techlog {

struct Workspace;

// Go > Go to Document… (Ctrl+P): a query line over a ranked list of the workspace's documents
// (QuickSwitch: title, slug or path, fuzzy, 초성). The keys stay in the query line: Up, Down,
// Page Up and Page Down move the selection, Enter opens it, Escape closes. With nothing typed
// the recently opened documents come first.
class QuickSwitcher : public QDialog {
    Q_OBJECT
public:
    // `more`: other files to offer with the documents (the probes).
    QuickSwitcher(std::shared_ptr<const Workspace> workspace, QStringList recent,
                  QWidget* parent = nullptr, const QList<QuickSwitch::Entry>& more = {});

    // The chosen document's workspace-relative path; empty when none is selected.
    QString chosenPath() const;
    QLineEdit* queryEdit() const { return m_query; }
    QTreeView* list() const { return m_list; }
    // Shown rows' paths, top to bottom (for tests and the status line).
    QStringList shownPaths() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refill();

    std::shared_ptr<const Workspace> m_workspace;  // kept: the entries' source
    QuickSwitch m_switch;
    QStringList m_recent;
    QLineEdit* m_query;
    QTreeView* m_list;
    QStandardItemModel* m_model;
    QLabel* m_state;
};

}  // namespace techlog
