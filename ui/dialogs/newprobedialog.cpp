#include "newprobedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "evidencepaths.h"
#include "probeworkspace.h"

namespace techlog {

NewProbeDialog::NewProbeDialog(std::shared_ptr<const Workspace> workspace, const QString& key,
                               QWidget* parent)
    : QDialog(parent),
      m_workspace(std::move(workspace)),
      m_key(new QLineEdit(key, this)),
      m_title(new QLineEdit(this)),
      m_kind(new QComboBox(this)),
      m_setup(new QListWidget(this)),
      m_spec(new QLineEdit(this)),
      m_browse(new QPushButton(tr("Browse…"), this)),
      m_path(new QLabel(this)),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("newProbeDialog"));
    setWindowTitle(tr("New Probe"));
    m_key->setPlaceholderText(tr("kebab-case, e.g. claim-race"));
    m_key->setToolTip(tr("The evidence key: the probe, its record and its figure share it"));
    m_title->setPlaceholderText(tr("What the probe shows, in a sentence"));
    m_kind->addItem(tr("Race: two sessions released together, for some rounds"),
                    int(NewProbeChoice::Kind::Race));
    m_kind->addItem(tr("Permutations: the steps in fixed orders"),
                    int(NewProbeChoice::Kind::Permutations));
    m_kind->addItem(tr("Import a PostgreSQL isolation spec"),
                    int(NewProbeChoice::Kind::IsolationSpec));
    for (const QString& file : setupCandidates(m_workspace->root)) {
        auto* item = new QListWidgetItem(file, m_setup);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_setup->setToolTip(tr("Run once before the first round, in the order ticked here "
                           "(the SQL files under %1)")
                            .arg(EvidencePaths::probesFolder()));
    m_spec->setPlaceholderText(tr("A .spec file, e.g. from PostgreSQL's src/test/isolation"));
    m_path->setObjectName(QStringLiteral("newProbePath"));
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setObjectName(QStringLiteral("newProbeProblem"));
    m_problem->setWordWrap(true);
    QPalette warn = m_problem->palette();
    warn.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    m_problem->setPalette(warn);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    auto* spec = new QHBoxLayout;
    spec->addWidget(m_spec, 1);
    spec->addWidget(m_browse);
    auto* form = new QFormLayout;
    form->addRow(tr("Key"), m_key);
    form->addRow(tr("Title"), m_title);
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Setup files"), m_setup);
    form->addRow(tr("Spec"), spec);
    form->addRow(tr("File"), m_path);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_key, &QLineEdit::textChanged, this, &NewProbeDialog::revalidate);
    connect(m_title, &QLineEdit::textChanged, this, &NewProbeDialog::revalidate);
    connect(m_spec, &QLineEdit::textChanged, this, &NewProbeDialog::revalidate);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &NewProbeDialog::revalidate);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Isolation spec"),
                                                          QFileInfo(m_spec->text()).absolutePath(),
                                                          tr("Isolation specs (*.spec)"));
        if (!file.isEmpty()) m_spec->setText(file);
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canCreate()) accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    revalidate();
}

QStringList NewProbeDialog::setupCandidates(const QString& workspaceRoot) {
    const QDir probes(workspaceRoot + u'/' + EvidencePaths::probesFolder());
    QStringList files;
    // Not following links: a setup file is read through the workspace's guard, which refuses
    // one that leads out of it.
    QDirIterator it(probes.path(), {QStringLiteral("*.sql")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext() && files.size() < kMaxListed) files << probes.relativeFilePath(it.next());
    files.sort();
    return files;
}

NewProbeChoice NewProbeDialog::choice() const {
    NewProbeChoice c;
    c.key = m_key->text().trimmed();
    c.title = m_title->text().trimmed();
    c.kind = NewProbeChoice::Kind(m_kind->currentData().toInt());
    for (int i = 0; i < m_setup->count(); ++i)
        if (m_setup->item(i)->checkState() == Qt::Checked) c.setupFiles << m_setup->item(i)->text();
    c.specPath = m_spec->text().trimmed();
    return c;
}

void NewProbeDialog::revalidate() {
    const NewProbeChoice c = choice();
    const bool importing = c.kind == NewProbeChoice::Kind::IsolationSpec;
    m_setup->setEnabled(!importing);
    m_spec->setEnabled(importing);
    m_browse->setEnabled(importing);
    const QString root = m_workspace->root;
    const QString file = EvidencePaths::relativeProbe(c.key);
    m_path->setText(c.key.isEmpty() ? QString() : file);
    QString problem;
    if (c.key.isEmpty())
        problem = tr("Give the probe a key.");
    else if (!EvidencePaths::isValidKey(c.key) ||
             c.key.contains(QRegularExpression(QStringLiteral("\\s"))))
        problem = tr("'%1' is not a usable key: no spaces, slashes, '.' or '..'.").arg(c.key);
    else if (QFileInfo::exists(EvidencePaths::probe(root, c.key)) ||
             QFileInfo::exists(probeFileForKey(root, c.key)))
        problem = tr("%1 has a probe already: open it from the tree.").arg(c.key);
    else if (!importing && c.title.isEmpty())
        problem = tr("Give the probe a title.");
    else if (importing && !QFileInfo(c.specPath).isFile())
        problem = tr("Choose the isolation spec to import.");
    m_problemText = problem;
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

}  // namespace techlog
