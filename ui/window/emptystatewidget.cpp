#include "emptystatewidget.h"

#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace techlog {

EmptyStateWidget::EmptyStateWidget(QWidget* parent)
    : QWidget(parent),
      m_error(new QLabel(this)),
      m_open(new QPushButton(tr("Open Workspace…"), this)),
      m_recentLayout(nullptr),
      m_recent(new QWidget(this)) {
    setObjectName(QStringLiteral("emptyState"));
    auto* title = new QLabel(tr("No workspace open"), this);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    title->setFont(font);
    title->setAlignment(Qt::AlignCenter);
    auto* hint = new QLabel(
        tr("A workspace is a project's documentation folder, <tt>docs/&lt;project&gt;/</tt>, "
           "holding <tt>tech-log-studio/</tt>."),
        this);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("emptyStateError"));
    m_error->setWordWrap(true);
    m_error->setAlignment(Qt::AlignCenter);
    m_error->setStyleSheet(QStringLiteral("color: #b02020;"));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();
    m_open->setObjectName(QStringLiteral("openWorkspaceButton"));
    m_open->setDefault(true);
    m_recentLayout = new QVBoxLayout(m_recent);
    m_recentLayout->setContentsMargins(0, 0, 0, 0);

    auto* column = new QVBoxLayout;
    column->addStretch(2);
    column->addWidget(title);
    column->addWidget(hint);
    column->addSpacing(12);
    column->addWidget(m_error);
    column->addWidget(m_open, 0, Qt::AlignHCenter);
    column->addSpacing(12);
    column->addWidget(m_recent);
    column->addStretch(3);
    auto* row = new QHBoxLayout(this);
    row->addStretch(1);
    row->addLayout(column, 2);
    row->addStretch(1);

    connect(m_open, &QPushButton::clicked, this, &EmptyStateWidget::openRequested);
}

void EmptyStateWidget::setError(const QString& error) {
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
}

QString EmptyStateWidget::error() const { return m_error->text(); }

void EmptyStateWidget::setRecentWorkspaces(const QStringList& paths) {
    while (QLayoutItem* item = m_recentLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (paths.isEmpty()) return;
    m_recentLayout->addWidget(new QLabel(tr("Recent workspaces:"), m_recent));
    for (const QString& path : paths) {
        auto* button = new QPushButton(QDir::toNativeSeparators(path), m_recent);
        button->setFlat(true);
        button->setStyleSheet(QStringLiteral("text-align: left;"));
        connect(button, &QPushButton::clicked, this, [this, path] { emit recentRequested(path); });
        m_recentLayout->addWidget(button);
    }
}

}  // namespace techlog
