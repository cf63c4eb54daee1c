#include "treefilterbar.h"

#include <QComboBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QToolButton>

namespace techlog {

TreeFilterBar::TreeFilterBar(QWidget* parent)
    : QWidget(parent),
      m_text(new QLineEdit(this)),
      m_kind(new QComboBox(this)),
      m_status(new QComboBox(this)),
      m_errors(new QToolButton(this)) {
    setObjectName(QStringLiteral("treeFilterBar"));
    m_text->setObjectName(QStringLiteral("treeFilterText"));
    m_text->setPlaceholderText(tr("Filter documents (title, slug, path, 초성)"));
    m_text->setClearButtonEnabled(true);
    m_kind->setObjectName(QStringLiteral("treeFilterKind"));
    m_kind->addItem(tr("All kinds"), QString());
    m_kind->addItem(tr("Concepts"), QStringLiteral("concept"));
    m_kind->addItem(tr("Rules"), QStringLiteral("rule"));
    m_kind->addItem(tr("Cases"), QStringLiteral("case"));
    m_status->setObjectName(QStringLiteral("treeFilterStatus"));
    m_status->addItem(tr("All statuses"), QString());
    m_errors->setObjectName(QStringLiteral("treeFilterErrors"));
    m_errors->setText(tr("Errors"));
    m_errors->setToolTip(tr("Only documents with errors"));
    m_errors->setCheckable(true);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 2);
    grid->setSpacing(2);
    grid->addWidget(m_text, 0, 0, 1, 3);
    grid->addWidget(m_kind, 1, 0);
    grid->addWidget(m_status, 1, 1);
    grid->addWidget(m_errors, 1, 2);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    connect(m_text, &QLineEdit::textChanged, this, &TreeFilterBar::emitChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &TreeFilterBar::emitChanged);
    connect(m_status, &QComboBox::currentIndexChanged, this, &TreeFilterBar::emitChanged);
    connect(m_errors, &QToolButton::toggled, this, &TreeFilterBar::emitChanged);
}

WorkspaceTreeModel::Filter TreeFilterBar::filter() const {
    WorkspaceTreeModel::Filter f;
    f.text = m_text->text();
    f.kind = m_kind->currentData().toString();
    f.status = m_status->currentData().toString();
    f.errorsOnly = m_errors->isChecked();
    return f;
}

void TreeFilterBar::setStatuses(const QStringList& statuses) {
    const QString chosen = m_status->currentData().toString();
    {
        QSignalBlocker blocker(m_status);
        while (m_status->count() > 1) m_status->removeItem(1);
        for (const QString& s : statuses) m_status->addItem(s, s);
        const int at = m_status->findData(chosen);
        m_status->setCurrentIndex(at < 0 ? 0 : at);
    }
    if (m_status->currentData().toString() != chosen) emitChanged();
}

void TreeFilterBar::clear() {
    m_updating = true;
    m_text->clear();
    m_kind->setCurrentIndex(0);
    m_status->setCurrentIndex(0);
    m_errors->setChecked(false);
    m_updating = false;
    emitChanged();
}

void TreeFilterBar::emitChanged() {
    if (!m_updating) emit filterChanged(filter());
}

}  // namespace techlog
