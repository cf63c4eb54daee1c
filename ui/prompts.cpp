#include "prompts.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMenu>

#include "newdocumentdialog.h"
#include "quickswitcher.h"
#include "renamedialog.h"

namespace techlog {

Prompts Prompts::interactive() {
    Prompts p;
    p.unsavedChanges = [](QWidget* parent, const QString&, const QString& shown) {
        return QMessageBox::warning(
            parent, QObject::tr("Unsaved edits"),
            QObject::tr("%1 has unsaved edits.\nSave them before continuing?").arg(shown),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    p.confirmOverwrite = [](QWidget* parent, const QString& path) {
        return QMessageBox::question(parent, QObject::tr("Overwrite?"),
                                     QObject::tr("%1 already exists.\nReplace it?").arg(path),
                                     QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::No) == QMessageBox::Yes;
    };
    p.error = [](QWidget* parent, const QString& title, const QString& message) {
        QMessageBox::critical(parent, title, message);
    };
    p.chooseWorkspace = [](QWidget* parent, const QString& startDir) {
        return QFileDialog::getExistingDirectory(parent, QObject::tr("Open Workspace"), startDir);
    };
    p.saveAsPath = [](QWidget* parent, const QString& suggested) {
        return QFileDialog::getSaveFileName(parent, QObject::tr("Save As"), suggested,
                                            QObject::tr("Markdown (*.md)"));
    };
    p.newDocument = [](QWidget* parent,
                       std::shared_ptr<const Workspace> workspace) -> std::optional<NewDocument> {
        NewDocumentDialog dialog(std::move(workspace), parent);
        if (dialog.exec() != QDialog::Accepted) return std::nullopt;
        return dialog.document();
    };
    p.newProbe = [](QWidget* parent, std::shared_ptr<const Workspace> workspace,
                    const QString& key) -> std::optional<NewProbeChoice> {
        NewProbeDialog dialog(std::move(workspace), key, parent);
        if (dialog.exec() != QDialog::Accepted) return std::nullopt;
        return dialog.choice();
    };
    p.renameTitle =
        [](QWidget* parent, const QString& oldTitle,
           std::function<TitleRename::Plan(const QString&)> planner) -> std::optional<QString> {
        RenameDialog dialog(oldTitle, std::move(planner), parent);
        if (dialog.exec() != QDialog::Accepted) return std::nullopt;
        return dialog.newTitle();
    };
    p.insertEvidence = [](QWidget* parent, std::shared_ptr<const Workspace> ws,
                          const Document& doc) -> std::optional<EvidenceChoice> {
        InsertEvidenceDialog dialog(std::move(ws), doc, parent);
        if (dialog.exec() != QDialog::Accepted) return std::nullopt;
        return dialog.choice();
    };
    p.moveDocument = [](QWidget* parent, const Document& doc, const QStringList& topics,
                        std::function<DocumentMove::Plan(const MoveRequest&)> planner)
        -> std::optional<MoveRequest> {
        MoveDialog dialog(doc, topics, std::move(planner), parent);
        if (dialog.exec() != QDialog::Accepted) return std::nullopt;
        return dialog.request();
    };
    p.quickSwitch = [](QWidget* parent, std::shared_ptr<const Workspace> ws,
                       const QStringList& recent,
                       const QList<QuickSwitch::Entry>& more) -> std::optional<QString> {
        QuickSwitcher dialog(std::move(ws), recent, parent, more);
        if (dialog.exec() != QDialog::Accepted || dialog.chosenPath().isEmpty())
            return std::nullopt;
        return dialog.chosenPath();
    };
    p.recoverBuffers = &RecoveryDialog::ask;
    p.goToLine = [](QWidget* parent, int current, int lines) -> std::optional<int> {
        bool ok = false;
        const int line = QInputDialog::getInt(parent, QObject::tr("Go to Line"),
                                              QObject::tr("Line (1 to %1):").arg(lines), current, 1,
                                              lines, 1, &ok);
        return ok ? std::optional<int>(line) : std::nullopt;
    };
    p.chooseQuickFix = [](QWidget* parent, const QStringList& labels, const QPoint& at) {
        QMenu menu(parent);
        for (int i = 0; i < labels.size(); ++i) menu.addAction(labels[i])->setData(i);
        // The first fix is the likeliest: selected, one Return applies it (as in VS Code).
        QObject::connect(&menu, &QMenu::aboutToShow, &menu,
                         [&menu] { menu.setActiveAction(menu.actions().value(0)); });
        const QAction* chosen = menu.exec(at);
        return chosen ? chosen->data().toInt() : -1;
    };
    return p;
}

}  // namespace techlog
