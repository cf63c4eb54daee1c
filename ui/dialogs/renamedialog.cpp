#include "renamedialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace techlog {

RenameDialog::RenameDialog(const QString& oldTitle, Planner planner, QWidget* parent)
    : QDialog(parent),
      m_planner(std::move(planner)),
      m_oldTitle(oldTitle),
      m_title(new QLineEdit(oldTitle, this)),
      m_state(new QLabel(this)),
      m_changes(new QTreeWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("renameDialog"));
    setWindowTitle(tr("Rename Document"));
    m_title->setObjectName(QStringLiteral("renameTitle"));
    m_state->setWordWrap(true);
    m_changes->setColumnCount(3);
    m_changes->setHeaderLabels({tr("File"), tr("Line"), tr("After")});
    m_changes->setRootIsDecorated(false);
    m_changes->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_changes->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Rename"));
    auto* form = new QFormLayout;
    form->addRow(tr("Old title:"), new QLabel(oldTitle, this));
    form->addRow(tr("New title:"), m_title);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_state);
    layout->addWidget(m_changes, 1);
    layout->addWidget(m_buttons);
    connect(m_title, &QLineEdit::textChanged, this, &RenameDialog::replan);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept()) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(820, 420);
    m_title->selectAll();
    replan();
}

QString RenameDialog::newTitle() const { return m_title->text().trimmed(); }

bool RenameDialog::canAccept() const {
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void RenameDialog::replan() {
    m_changes->clear();
    const TitleRename::Plan plan = m_planner(newTitle());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(plan.ok());
    if (!plan.ok()) {
        m_state->setText(plan.problems.join(QLatin1Char('\n')));
        return;
    }
    for (const TitleRename::Edit& e : plan.edits) {
        auto* row = new QTreeWidgetItem(m_changes, {e.path, QString::number(e.line), e.after});
        row->setToolTip(2, tr("Before: %1").arg(e.before));
    }
    m_state->setText(tr("%n line(s) in %1 file(s) will change.", nullptr, int(plan.edits.size()))
                         .arg(plan.contents.size()));
}

}  // namespace techlog
