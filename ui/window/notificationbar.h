#pragma once

#include <QFrame>

class QLabel;
class QHBoxLayout;
class QPushButton;

namespace techlog {

// A non-modal bar above the editor (like KMessageWidget): an icon, a message and buttons.
// Used for "changed on disk" and "imported from a flattened view".
class NotificationBar : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Information, Warning };

    explicit NotificationBar(Kind kind, QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const;
    QPushButton* addButton(const QString& text, const QString& objectName);
    QPushButton* button(const QString& objectName) const;

private:
    QLabel* m_icon;
    QLabel* m_text;
    QHBoxLayout* m_layout;
};

}  // namespace techlog
