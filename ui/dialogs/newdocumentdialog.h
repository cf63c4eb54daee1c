#pragma once

#include <QDialog>
#include <QHash>
#include <memory>

#include "documenttemplate.h"

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace techlog {

// File > New: the kind, topic (an existing one or a new one), title, slug, source revision
// (offered from the workspace's most recent documents) and, for a case, the capture date.
// Checked as the author types (DocumentTemplate::validate): each field says what is wrong
// beside it, the path to be created is shown, and Create stays off until nothing is wrong.
class NewDocumentDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewDocumentDialog(std::shared_ptr<const Workspace> workspace,
                               QWidget* parent = nullptr);

    NewDocument document() const;  // what the form says now
    QList<DocumentTemplate::Problem> problems() const { return m_problems; }
    bool canCreate() const;

    QComboBox* kindBox() const { return m_kind; }
    QComboBox* topicBox() const { return m_topic; }
    QLineEdit* titleEdit() const { return m_title; }
    QLineEdit* slugEdit() const { return m_slug; }
    QComboBox* revisionBox() const { return m_revision; }
    QDateEdit* dateEdit() const { return m_date; }
    QLabel* pathLabel() const { return m_path; }
    QLabel* problemLabel(const QString& field) const { return m_problemLabels.value(field); }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void revalidate();
    // Each shown problem label as tall as its wrapped text at its width: QFormLayout does not
    // ask a nested layout's height for its width, and a message was cut off vertically.
    void fitProblemLabels();
    QLabel* addProblemLabel(const QString& field);

    std::shared_ptr<const Workspace> m_workspace;
    QComboBox* m_kind;
    QComboBox* m_topic;
    QLineEdit* m_title;
    QLineEdit* m_slug;
    QComboBox* m_revision;
    QDateEdit* m_date;
    QLabel* m_dateLabel;
    QLabel* m_path;
    QLabel* m_template;
    QDialogButtonBox* m_buttons;
    QHash<QString, QLabel*> m_problemLabels;
    QList<DocumentTemplate::Problem> m_problems;
    DocKind m_templateKind = DocKind::Unknown;  // the kind m_template describes
};

}  // namespace techlog
