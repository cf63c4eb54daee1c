#pragma once

#include <QDialog>
#include <functional>

#include "documentmove.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace techlog {

// What Move Document asks for: the new slug, topic and kind (empty: unchanged).
struct MoveRequest {
    QString slug, topic, kind;
};

// Edit > Move Document…: a new slug, topic (an existing one or a new one) or kind, and as they
// are typed what the move changes (the keys, the files moved) or why it cannot be done; OK only
// when it can.
class MoveDialog : public QDialog {
    Q_OBJECT
public:
    using Planner = std::function<DocumentMove::Plan(const MoveRequest&)>;
    MoveDialog(const Document& doc, const QStringList& topics, Planner planner,
               QWidget* parent = nullptr);

    MoveRequest request() const;
    QLineEdit* slugEdit() const { return m_slug; }
    QComboBox* topicBox() const { return m_topic; }
    QComboBox* kindBox() const { return m_kind; }
    QListWidget* changes() const { return m_changes; }
    bool canAccept() const;

private:
    void replan();

    Planner m_planner;
    QString m_slugNow, m_topicNow, m_kindNow;
    QLineEdit* m_slug;
    QComboBox* m_topic;
    QComboBox* m_kind;
    QLabel* m_state;
    QListWidget* m_changes;
    QDialogButtonBox* m_buttons;
};

}  // namespace techlog
