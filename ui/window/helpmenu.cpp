#include "helpmenu.h"

#include <QAction>
#include <QDialog>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "documentmodel.h"
#include "menucommands.h"
#include "panelhost.h"
#include "studiosession.h"

namespace techlog {

HelpMenu::HelpMenu(StudioSession& session, PanelHost& host)
    : QObject(&host), m_session(session), m_host(host) {
    m_saveAll = new QAction(tr("Save A&ll"), this);
    m_saveAll->setObjectName(QStringLiteral("saveAllAction"));
    m_saveAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAll, &QAction::triggered, this, [this] {
        int saved = 0;
        QStringList failed;
        for (DocumentModel* model : m_session.openDocuments()) {
            if (!model->isModified()) continue;
            if (model->save())
                ++saved;
            else
                failed << model->relativePath();
        }
        m_session.showMessage(failed.isEmpty()
                                  ? tr("Saved %n document(s)", nullptr, saved)
                                  : tr("Not saved: %1").arg(failed.join(QStringLiteral(", "))),
                              5000);
    });
    host.addFileAction(m_saveAll);

    m_shortcuts = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    m_shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    connect(m_shortcuts, &QAction::triggered, this, [this] { showShortcuts(); });
    m_about = new QAction(tr("&About Techlog Studio"), this);
    m_about->setObjectName(QStringLiteral("aboutAction"));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, [this] {
        QMessageBox::about(
            m_host.window(), tr("About Techlog Studio"),
            tr("<p><b>Techlog Studio</b></p><p>Concept, rule and case documents about "
               "concurrency and ownership bugs, with evidence the studio can show, check and "
               "re-run: probes against PostgreSQL and MongoDB, isolation-level matrices, review "
               "gates, HTML and PDF export.</p><p>Built with Qt %1.</p>")
                .arg(QString::fromLatin1(qVersion())));
    });
    m_guide = new QAction(tr("User &Guide"), this);
    m_guide->setObjectName(QStringLiteral("guideAction"));
    m_guide->setShortcut(QKeySequence::HelpContents);
    connect(m_guide, &QAction::triggered, this, [this] { showGuide(); });
    if (QMenu* help = host.helpMenu()) {
        help->addAction(m_guide);
        help->addAction(m_shortcuts);
        help->addSeparator();
        help->addAction(m_about);
    }
}

QList<QStringList> HelpMenu::shortcutRows(QMainWindow* window) {
    QList<QStringList> rows;
    for (const MenuCommand& c : menuCommands(window)) {
        if (c.menu.isEmpty() || c.action->shortcuts().isEmpty()) continue;  // menus' only
        QStringList keys;
        for (const QKeySequence& k : c.action->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        rows << QStringList{c.menu, c.text, keys.join(QStringLiteral(", "))};
    }
    return rows;
}

QDialog* HelpMenu::showShortcuts() {
    if (!m_dialog) {
        m_dialog = new QDialog(m_host.window());
        m_dialog->setObjectName(QStringLiteral("shortcutsDialog"));
        m_dialog->setWindowTitle(tr("Keyboard Shortcuts"));
        auto* filter = new QLineEdit(m_dialog);
        filter->setObjectName(QStringLiteral("shortcutsFilter"));
        filter->setPlaceholderText(tr("Filter by command, menu or key"));
        filter->setClearButtonEnabled(true);
        auto* table = new QTableWidget(m_dialog);
        table->setObjectName(QStringLiteral("shortcutsTable"));
        table->setColumnCount(3);
        table->setHorizontalHeaderLabels({tr("Command"), tr("Keys"), tr("Menu")});
        table->setEditTriggers(QAbstractItemView::NoEditTriggers);
        table->verticalHeader()->hide();
        table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
        auto* layout = new QVBoxLayout(m_dialog);
        layout->addWidget(filter);
        layout->addWidget(table);
        connect(filter, &QLineEdit::textChanged, table, [table](const QString& text) {
            for (int row = 0; row < table->rowCount(); ++row) {
                bool match = text.isEmpty();
                for (int c = 0; c < 3 && !match; ++c)
                    match = table->item(row, c)->text().contains(text, Qt::CaseInsensitive);
                table->setRowHidden(row, !match);
            }
        });
        m_dialog->resize(620, 520);
    }
    // The menus as they are now (panels add commands as they install).
    auto* table = m_dialog->findChild<QTableWidget*>(QStringLiteral("shortcutsTable"));
    const QList<QStringList> rows = shortcutRows(qobject_cast<QMainWindow*>(m_host.window()));
    table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(rows[r][1]));
        table->setItem(r, 1, new QTableWidgetItem(rows[r][2]));
        table->setItem(r, 2, new QTableWidgetItem(rows[r][0]));
    }
    m_dialog->findChild<QLineEdit*>(QStringLiteral("shortcutsFilter"))->clear();
    m_dialog->show();
    m_dialog->raise();
    return m_dialog;
}

QString HelpMenu::guideText() {
    //: The user guide's resource: the Korean catalogue names the Korean guide.
    QFile file(tr(":/techlog/guide/studio-guide.en.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        QFile english(QStringLiteral(":/techlog/guide/studio-guide.en.md"));
        return english.open(QIODevice::ReadOnly) ? QString::fromUtf8(english.readAll()) : QString();
    }
    return QString::fromUtf8(file.readAll());
}

QDialog* HelpMenu::showGuide() {
    if (!m_guideDialog) {
        m_guideDialog = new QDialog(m_host.window());
        m_guideDialog->setObjectName(QStringLiteral("guideDialog"));
        m_guideDialog->setWindowTitle(tr("User Guide"));
        auto* text = new QTextBrowser(m_guideDialog);
        text->setObjectName(QStringLiteral("guideText"));
        text->setOpenLinks(false);  // the guide links nowhere outside itself
        auto* layout = new QVBoxLayout(m_guideDialog);
        layout->addWidget(text);
        m_guideDialog->resize(720, 640);
    }
    // Read each time: the language may have changed since (View > Language).
    m_guideDialog->findChild<QTextBrowser*>(QStringLiteral("guideText"))->setMarkdown(guideText());
    m_guideDialog->show();
    m_guideDialog->raise();
    return m_guideDialog;
}

}  // namespace techlog
