#include "movedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace techlog {

MoveDialog::MoveDialog(const Document& doc, const QStringList& topics, Planner planner,
                       QWidget* parent)
    : QDialog(parent),
      m_planner(std::move(planner)),
      m_slugNow(doc.frontMatter.slug),
      m_topicNow(doc.frontMatter.topic),
      m_kindNow(kindName(doc.kind).toUpper()),
      m_slug(new QLineEdit(doc.frontMatter.slug, this)),
      m_topic(new QComboBox(this)),
      m_kind(new QComboBox(this)),
      m_state(new QLabel(this)),
      m_changes(new QListWidget(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Move Document"));
    m_topic->setEditable(true);
    m_topic->addItems(topics);
    m_topic->setCurrentText(m_topicNow);
    m_kind->addItems({QStringLiteral("CONCEPT"), QStringLiteral("RULE"), QStringLiteral("CASE")});
    m_kind->setCurrentText(m_kindNow);
    m_state->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Move"));
    auto* form = new QFormLayout;
    form->addRow(tr("Slug:"), m_slug);
    form->addRow(tr("Topic:"), m_topic);
    form->addRow(tr("Kind:"), m_kind);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_state);
    layout->addWidget(m_changes, 1);
    layout->addWidget(m_buttons);
    resize(720, 360);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canAccept()) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_slug, &QLineEdit::textChanged, this, &MoveDialog::replan);
    connect(m_topic, &QComboBox::currentTextChanged, this, &MoveDialog::replan);
    connect(m_kind, &QComboBox::currentTextChanged, this, &MoveDialog::replan);
    replan();
}

MoveRequest MoveDialog::request() const {
    // Only what differs is asked for: an unchanged field stays as the document has it.
    MoveRequest r;
    if (m_slug->text().trimmed() != m_slugNow) r.slug = m_slug->text().trimmed();
    if (m_topic->currentText().trimmed() != m_topicNow) r.topic = m_topic->currentText().trimmed();
    if (m_kind->currentText() != m_kindNow) r.kind = m_kind->currentText();
    return r;
}

bool MoveDialog::canAccept() const { return m_buttons->button(QDialogButtonBox::Ok)->isEnabled(); }

void MoveDialog::replan() {
    const DocumentMove::Plan plan = m_planner(request());
    m_changes->clear();
    if (plan.ok()) {
        m_state->setText(tr("Moves to %1").arg(plan.target));
        m_changes->addItems(plan.changes);
    } else {
        m_state->setText(tr("Cannot move:"));
        m_changes->addItems(plan.problems);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(plan.ok());
}

}  // namespace techlog
