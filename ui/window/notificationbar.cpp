#include "notificationbar.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace techlog {

NotificationBar::NotificationBar(Kind kind, QWidget* parent)
    : QFrame(parent),
      m_icon(new QLabel(this)),
      m_text(new QLabel(this)),
      m_layout(new QHBoxLayout(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette pal = palette();
    const bool warning = kind == Kind::Warning;
    pal.setColor(QPalette::Window, warning ? QColor(0xfc, 0xef, 0xc7) : QColor(0xdc, 0xea, 0xf8));
    pal.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x20));
    setPalette(pal);
    const QStyle::StandardPixmap icon =
        warning ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(QApplication::style()->standardIcon(icon).pixmap(size, size));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_layout->setContentsMargins(8, 4, 8, 4);
    m_layout->addWidget(m_icon);
    m_layout->addWidget(m_text, 1);
}

void NotificationBar::setText(const QString& text) { m_text->setText(text); }

QString NotificationBar::text() const { return m_text->text(); }

QPushButton* NotificationBar::addButton(const QString& text, const QString& objectName) {
    auto* button = new QPushButton(text, this);
    button->setObjectName(objectName);
    m_layout->addWidget(button);
    return button;
}

QPushButton* NotificationBar::button(const QString& objectName) const {
    return findChild<QPushButton*>(objectName);
}

}  // namespace techlog
