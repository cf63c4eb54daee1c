#include "quickswitcher.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

#include "listkeys.h"
#include "middleelidedelegate.h"
#include "workspace.h"

namespace techlog {

namespace {

constexpr int kShown = 200;  // rows: enough to scroll through, cheap to refill per keystroke
constexpr int kPathRole = Qt::UserRole + 1;

QString kindLabel(const QString& kind) {
    if (kind == QLatin1String("concept")) return QuickSwitcher::tr("Concept");
    if (kind == QLatin1String("rule")) return QuickSwitcher::tr("Rule");
    if (kind == QLatin1String("case")) return QuickSwitcher::tr("Case");
    if (kind == QLatin1String("probe")) return QuickSwitcher::tr("Probe");
    return {};
}

}  // namespace

QuickSwitcher::QuickSwitcher(std::shared_ptr<const Workspace> workspace, QStringList recent,
                             QWidget* parent, const QList<QuickSwitch::Entry>& more)
    : QDialog(parent),
      m_workspace(std::move(workspace)),
      m_recent(std::move(recent)),
      m_query(new QLineEdit(this)),
      m_list(new QTreeView(this)),
      m_model(new QStandardItemModel(this)),
      m_state(new QLabel(this)) {
    setWindowTitle(tr("Go to Document"));
    if (m_workspace) m_switch = QuickSwitch(*m_workspace, more);
    m_query->setObjectName(QStringLiteral("quickSwitchQuery"));
    m_query->setPlaceholderText(tr("Title, slug or path; initial consonants too (ㄱㅅ)"));
    m_query->setClearButtonEnabled(true);
    m_query->installEventFilter(this);
    setUpChoiceList(m_list, m_model);
    m_state->setObjectName(QStringLiteral("quickSwitchState"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_query);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_state);
    resize(760, 460);
    m_model->setColumnCount(3);  // title, kind, path
    m_list->header()->setStretchLastSection(true);
    m_list->setColumnWidth(0, 420);
    m_list->setColumnWidth(1, 56);
    m_list->setItemDelegateForColumn(2, new MiddleElideDelegate(m_list));  // the file name shows
    connect(m_query, &QLineEdit::textChanged, this, &QuickSwitcher::refill);
    connect(m_list, &QTreeView::activated, this, [this] { accept(); });
    refill();
}

QString QuickSwitcher::chosenPath() const {
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? m_model->index(current.row(), 0).data(kPathRole).toString()
                             : QString();
}

QStringList QuickSwitcher::shownPaths() const {
    QStringList out;
    for (int r = 0; r < m_model->rowCount(); ++r)
        out.append(m_model->index(r, 0).data(kPathRole).toString());
    return out;
}

void QuickSwitcher::refill() {
    const QList<int> ranked = m_switch.rank(m_query->text(), m_recent, kShown);
    m_model->removeRows(0, m_model->rowCount());  // the columns (and their widths) stay
    for (int i : ranked) {
        const QuickSwitch::Entry& e = m_switch.entries().at(i);
        auto* title = new QStandardItem(e.title.isEmpty() ? e.path : e.title);
        title->setData(e.path, kPathRole);
        title->setToolTip(e.title + QLatin1Char('\n') + e.path);
        auto* kind = new QStandardItem(kindLabel(e.kind));
        auto* path = new QStandardItem(e.path);
        path->setForeground(palette().color(QPalette::PlaceholderText));
        m_model->appendRow({title, kind, path});
    }
    if (m_model->rowCount() > 0) m_list->setCurrentIndex(m_model->index(0, 0));
    const int all = m_switch.entries().size();
    if (all == 0)
        m_state->setText(tr("The workspace has no document."));
    else if (ranked.isEmpty())
        m_state->setText(tr("No document matches."));
    else if (m_query->text().trimmed().isEmpty())
        m_state->setText(tr("Documents: %1").arg(all));
    else
        m_state->setText(tr("Shown: %1 of %2").arg(ranked.size()).arg(all));
}

bool QuickSwitcher::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_query && event->type() == QEvent::KeyPress) {
        const auto choose = [this] {
            if (!chosenPath().isEmpty()) accept();
        };
        if (handleChoiceKey(static_cast<QKeyEvent*>(event), m_list, choose)) return true;
    }
    return QDialog::eventFilter(watched, event);
}

}  // namespace techlog
