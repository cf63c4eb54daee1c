#include "recoverydialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include "recorddiffview.h"

namespace techlog {

RecoveryDialog::RecoveryDialog(const QList<RecoveryCandidate>& candidates, QWidget* parent)
    : QDialog(parent),
      m_candidates(candidates),
      m_list(new QListWidget(this)),
      m_note(new QLabel(this)),
      m_diff(new RecordDiffView(this)) {
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover Unsaved Edits"));
    auto* intro = new QLabel(
        tr("Techlog Studio did not close properly and kept the unsaved edits below. Restore "
           "puts them into the editor as unsaved edits; nothing is written to the file until "
           "you save."),
        this);
    intro->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("recoveryNote"));
    m_note->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("recoveryList"));
    m_diff->setSideNames(tr("On disk"), tr("Unsaved edits"));
    const QLocale locale;
    for (const RecoveryCandidate& c : m_candidates) {
        auto* item = new QListWidgetItem(
            tr("%1 (%2)").arg(c.buffer.path, locale.toString(c.buffer.written.toLocalTime(),
                                                             QLocale::ShortFormat)),
            m_list);
        item->setToolTip(c.buffer.path);
    }

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(m_diff);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);

    auto* buttons = new QDialogButtonBox(this);
    m_restore = buttons->addButton(tr("Restore"), QDialogButtonBox::AcceptRole);
    m_restore->setObjectName(QStringLiteral("restoreButton"));
    m_discard = buttons->addButton(tr("Discard"), QDialogButtonBox::DestructiveRole);
    m_discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton* later = buttons->addButton(tr("Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    connect(m_restore, &QPushButton::clicked, this,
            [this] { choose(RecoveryChoice::Action::Restore); });
    connect(m_discard, &QPushButton::clicked, this,
            [this] { choose(RecoveryChoice::Action::Discard); });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(split, 1);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    resize(1000, 700);

    connect(m_list, &QListWidget::currentRowChanged, this, &RecoveryDialog::showCandidate);
    m_list->setCurrentRow(m_candidates.isEmpty() ? -1 : 0);
    showCandidate(m_list->currentRow());
}

void RecoveryDialog::showCandidate(int row) {
    const bool valid = row >= 0 && row < m_candidates.size();
    m_restore->setEnabled(valid && !m_candidates.at(row).fileMissing);
    m_discard->setEnabled(valid);
    if (!valid) {
        m_diff->clear();
        m_note->clear();
        return;
    }
    const RecoveryCandidate& c = m_candidates.at(row);
    m_diff->setRecords(c.diskText, c.buffer.text);
    if (c.fileMissing)
        m_note->setText(tr("%1 is no longer in the workspace: the edits can be read and copied "
                           "here, not restored.")
                            .arg(c.buffer.path));
    else if (c.changedSince)
        m_note->setText(tr("%1 changed on disk after these edits began: compare before "
                           "restoring.")
                            .arg(c.buffer.path));
    else
        m_note->clear();
    m_note->setVisible(!m_note->text().isEmpty());
}

void RecoveryDialog::choose(RecoveryChoice::Action action) {
    const int row = m_list->currentRow();
    if (row < 0) return;
    m_choice = RecoveryChoice{action, row};
    accept();
}

std::optional<RecoveryChoice> RecoveryDialog::ask(QWidget* parent,
                                                  const QList<RecoveryCandidate>& candidates) {
    RecoveryDialog dialog(candidates, parent);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    return dialog.choice();
}

}  // namespace techlog
