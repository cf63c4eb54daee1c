#pragma once

#include <QWidget>

#include "workspacetreemodel.h"

class QComboBox;
class QLineEdit;
class QToolButton;

namespace techlog {

// The box above the workspace tree: text (title, slug or path, matched as the quick switcher
// matches, 초성 too), kind, status and "has errors". Every change is a new filter at once.
class TreeFilterBar : public QWidget {
    Q_OBJECT
public:
    explicit TreeFilterBar(QWidget* parent = nullptr);

    WorkspaceTreeModel::Filter filter() const;
    // The statuses offered (the workspace's); the chosen one stays chosen when still offered.
    void setStatuses(const QStringList& statuses);
    void clear();

    QLineEdit* textEdit() const { return m_text; }
    QComboBox* kindBox() const { return m_kind; }
    QComboBox* statusBox() const { return m_status; }
    QToolButton* errorsButton() const { return m_errors; }

signals:
    void filterChanged(const techlog::WorkspaceTreeModel::Filter& filter);

private:
    void emitChanged();

    QLineEdit* m_text;
    QComboBox* m_kind;
    QComboBox* m_status;
    QToolButton* m_errors;
    bool m_updating = false;
};

}  // namespace techlog
