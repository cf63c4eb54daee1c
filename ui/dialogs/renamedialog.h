#pragma once

#include <QDialog>
#include <functional>

#include "titlerename.h"

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace techlog {

// Rename (F2): the new title, and as it is typed the lines the rename will change in the
// workspace (file, line, before and after) or why it cannot be done; OK only when it can.
class RenameDialog : public QDialog {
    Q_OBJECT
public:
    using Planner = std::function<TitleRename::Plan(const QString& newTitle)>;
    RenameDialog(const QString& oldTitle, Planner planner, QWidget* parent = nullptr);

    QString newTitle() const;
    QLineEdit* titleEdit() const { return m_title; }
    QTreeWidget* changes() const { return m_changes; }
    bool canAccept() const;

private:
    void replan();

    Planner m_planner;
    QString m_oldTitle;
    QLineEdit* m_title;
    QLabel* m_state;
    QTreeWidget* m_changes;
    QDialogButtonBox* m_buttons;
};

}  // namespace techlog
