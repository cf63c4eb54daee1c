#include "commandpalette.h"

#include <QAction>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QStandardItemModel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

#include "listkeys.h"
#include "panelhost.h"
#include "textmatcher.h"

namespace techlog {

namespace {

constexpr int kIndexRole = Qt::UserRole + 1;
constexpr int kOwnBonus = 1 << 24;  // above any score TextMatcher gives

QString keysOf(const QAction* action) {
    QStringList keys;
    for (const QKeySequence& k : action->shortcuts()) keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

}  // namespace

CommandPalette::CommandPalette(QMainWindow* window)
    : QDialog(window),
      m_query(new QLineEdit(this)),
      m_list(new QTreeView(this)),
      m_model(new QStandardItemModel(this)),
      m_state(new QLabel(this)) {
    setObjectName(QStringLiteral("commandPalette"));
    setWindowTitle(tr("Command Palette"));
    for (const MenuCommand& c : menuCommands(window)) {
        if (!c.action->isEnabled() || !c.action->isVisible()) continue;
        m_commands.append(c);
        m_foldedText.append(TextMatcher::fold(c.text));
        m_folded.append(TextMatcher::fold(c.menu + QStringLiteral(" › ") + c.text));
    }
    m_query->setObjectName(QStringLiteral("commandPaletteQuery"));
    m_query->setPlaceholderText(tr("Type a command; initial consonants too (ㅈㅈ)"));
    m_query->setClearButtonEnabled(true);
    m_query->installEventFilter(this);
    m_list->setObjectName(QStringLiteral("commandPaletteList"));
    setUpChoiceList(m_list, m_model);
    m_model->setColumnCount(3);  // command, keys, menu
    m_list->header()->setStretchLastSection(true);
    m_list->setColumnWidth(0, 340);
    m_list->setColumnWidth(1, 150);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_query);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_state);
    resize(680, 440);
    connect(m_query, &QLineEdit::textChanged, this, &CommandPalette::refill);
    connect(m_list, &QTreeView::activated, this, [this] { accept(); });
    refill();
}

QAction* CommandPalette::install(PanelHost& host) {
    auto* window = qobject_cast<QMainWindow*>(host.window());
    auto* action = new QAction(tr("Command &Palette…"), &host);
    action->setObjectName(QStringLiteral("commandPaletteAction"));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    if (QMenu* view = host.viewMenu()) {
        QAction* first = view->actions().value(0);
        view->insertAction(first, action);
        view->insertSeparator(first);
    }
    QObject::connect(action, &QAction::triggered, &host, [window] {
        auto* palette = new CommandPalette(window);
        palette->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(palette, &QDialog::accepted, window, [palette] {
            // Run after the palette has gone: a command that opens a dialog or moves the focus
            // must not find the palette in its way.
            if (QPointer<QAction> chosen = palette->chosenAction())
                QTimer::singleShot(0, chosen, [chosen] {
                    if (chosen && chosen->isEnabled()) chosen->trigger();
                });
        });
        palette->open();
    });
    return action;
}

QStringList CommandPalette::shownCommands() const {
    QStringList out;
    for (int r = 0; r < m_model->rowCount(); ++r) out << m_model->index(r, 0).data().toString();
    return out;
}

QAction* CommandPalette::chosenAction() const {
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid()) return nullptr;
    const int i = m_model->index(current.row(), 0).data(kIndexRole).toInt();
    return m_commands.value(i).action;
}

void CommandPalette::refill() {
    const TextMatcher matcher(m_query->text().simplified());
    // Best score first; equal scores keep menu order (File before Edit, as the menus read).
    QList<std::pair<int, int>> ranked;  // (score, index)
    for (int i = 0; i < m_commands.size(); ++i) {
        // The command's own words rank above a match that needs its menu's ("view zoom").
        const int own = matcher.scoreFolded(m_foldedText[i], true);
        const int score = own >= 0 ? own + kOwnBonus : matcher.scoreFolded(m_folded[i], true);
        if (score >= 0) ranked.append({score, i});
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    m_model->removeRows(0, m_model->rowCount());
    for (const auto& [score, i] : ranked) {
        const MenuCommand& c = m_commands[i];
        QString text = c.text;
        if (c.action->isCheckable())
            text = (c.action->isChecked() ? QStringLiteral("☑ ") : QStringLiteral("☐ ")) + text;
        auto* command = new QStandardItem(text);
        command->setData(i, kIndexRole);
        if (!c.action->toolTip().isEmpty() && c.action->toolTip() != c.text)
            command->setToolTip(c.action->toolTip());
        auto* keys = new QStandardItem(keysOf(c.action));
        auto* menu = new QStandardItem(c.menu);
        menu->setForeground(palette().color(QPalette::PlaceholderText));
        m_model->appendRow({command, keys, menu});
    }
    if (m_model->rowCount() > 0) m_list->setCurrentIndex(m_model->index(0, 0));
    m_state->setText(ranked.isEmpty()
                         ? tr("No command matches.")
                         : tr("Commands: %1 of %2").arg(ranked.size()).arg(m_commands.size()));
}

bool CommandPalette::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_query && event->type() == QEvent::KeyPress) {
        const auto choose = [this] {
            if (chosenAction()) accept();
        };
        if (handleChoiceKey(static_cast<QKeyEvent*>(event), m_list, choose)) return true;
    }
    return QDialog::eventFilter(watched, event);
}

}  // namespace techlog
