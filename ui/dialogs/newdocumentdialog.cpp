#include "newdocumentdialog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace techlog {

NewDocumentDialog::NewDocumentDialog(std::shared_ptr<const Workspace> workspace, QWidget* parent)
    : QDialog(parent),
      m_workspace(std::move(workspace)),
      m_kind(new QComboBox(this)),
      m_topic(new QComboBox(this)),
      m_title(new QLineEdit(this)),
      m_slug(new QLineEdit(this)),
      m_revision(new QComboBox(this)),
      m_date(new QDateEdit(QDate::currentDate(), this)),
      m_dateLabel(new QLabel(tr("Evidence captured on"), this)),
      m_path(new QLabel(this)),
      m_template(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("newDocumentDialog"));
    setWindowTitle(tr("New Document"));
    m_kind->addItem(tr("Case"), int(DocKind::Case));
    m_kind->addItem(tr("Rule"), int(DocKind::Rule));
    m_kind->addItem(tr("Concept"), int(DocKind::Concept));
    m_topic->setEditable(true);
    m_topic->addItems(DocumentTemplate::topics(*m_workspace));
    m_topic->setToolTip(tr("An existing topic, or a new one (kebab-case)"));
    m_title->setPlaceholderText(tr("The title relations will use"));
    m_slug->setPlaceholderText(tr("kebab-case, e.g. claim-stale-write"));
    m_revision->setEditable(true);
    m_revision->addItems(DocumentTemplate::recentRevisions(*m_workspace));
    m_revision->setToolTip(
        tr("The analysed codebase's git commit (40 hexadecimal digits); "
           "offered from the workspace's most recent documents"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_path->setObjectName(QStringLiteral("newDocumentPath"));
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    auto* form = new QFormLayout;
    auto row = [&](const QString& label, QWidget* field, const QString& key) {
        auto* box = new QVBoxLayout;
        box->setSpacing(2);
        box->addWidget(field);
        box->addWidget(addProblemLabel(key));
        form->addRow(label, box);
    };
    row(tr("Kind"), m_kind, QStringLiteral("kind"));
    row(tr("Topic"), m_topic, QStringLiteral("topic"));
    row(tr("Title"), m_title, QStringLiteral("title"));
    row(tr("Slug"), m_slug, QStringLiteral("slug"));
    row(tr("Source revision"), m_revision, QStringLiteral("sourceRevision"));
    form->addRow(m_dateLabel, m_date);
    form->addRow(tr("Will create"), m_path);
    form->addRow(tr("Template"), m_template);
    auto* layout = new QVBoxLayout(this);
    // The dialog grows with the problems shown as the author types.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canCreate()) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &NewDocumentDialog::revalidate);
    connect(m_topic, &QComboBox::currentTextChanged, this, &NewDocumentDialog::revalidate);
    connect(m_title, &QLineEdit::textChanged, this, &NewDocumentDialog::revalidate);
    connect(m_slug, &QLineEdit::textChanged, this, &NewDocumentDialog::revalidate);
    connect(m_revision, &QComboBox::currentTextChanged, this, &NewDocumentDialog::revalidate);
    resize(640, sizeHint().height());
    revalidate();
    m_title->setFocus();
}

void NewDocumentDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    fitProblemLabels();
}

void NewDocumentDialog::fitProblemLabels() {
    // The labels share the fields' column: the slug field's width is theirs.
    const int width = m_slug->width();
    for (QLabel* label : std::as_const(m_problemLabels))
        label->setMinimumHeight(label->isHidden() ? 0 : label->heightForWidth(width));
}

QLabel* NewDocumentDialog::addProblemLabel(const QString& field) {
    auto* label = new QLabel(this);
    label->setObjectName(field + QStringLiteral("Problem"));
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #c0392b;"));  // the pages' caution red
    label->hide();
    m_problemLabels.insert(field, label);
    return label;
}

NewDocument NewDocumentDialog::document() const {
    NewDocument d;
    d.kind = DocKind(m_kind->currentData().toInt());
    d.topic = m_topic->currentText().trimmed();
    d.title = m_title->text().trimmed();
    d.slug = m_slug->text().trimmed();
    d.sourceRevision = m_revision->currentText().trimmed();
    d.evidenceCapturedOn = m_date->date();
    return d;
}

bool NewDocumentDialog::canCreate() const { return m_problems.isEmpty(); }

void NewDocumentDialog::revalidate() {
    const NewDocument d = document();
    m_problems = DocumentTemplate::validate(*m_workspace, d);
    for (auto it = m_problemLabels.begin(); it != m_problemLabels.end(); ++it) {
        QStringList messages;
        for (const DocumentTemplate::Problem& p : std::as_const(m_problems))
            if (p.field == it.key()) messages << p.message;
        // An empty field the author has not reached yet is not an error to shout about: the
        // Create button says it is not ready.
        const bool untouched = (it.key() == u"title" && m_title->text().isEmpty()) ||
                               (it.key() == u"slug" && m_slug->text().isEmpty()) ||
                               (it.key() == u"topic" && m_topic->currentText().isEmpty());
        it.value()->setText(messages.join(QLatin1Char('\n')));
        it.value()->setVisible(!messages.isEmpty() && !untouched);
    }
    fitProblemLabels();
    const bool isCase = d.kind == DocKind::Case;
    m_date->setVisible(isCase);
    m_dateLabel->setVisible(isCase);
    m_path->setText(d.topic.isEmpty() || d.slug.isEmpty() ? tr("(choose a topic and a slug)")
                                                          : DocumentTemplate::relativePath(d));
    if (d.kind != m_templateKind) {  // the template is read when the kind changes, not per key
        m_templateKind = d.kind;
        QString source;
        DocumentTemplate::templateFor(*m_workspace, d.kind, &source);
        m_template->setText(source.isEmpty() ? tr("built in") : source);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(canCreate());
}

}  // namespace techlog
