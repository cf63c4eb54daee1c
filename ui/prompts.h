#pragma once

#include <QMessageBox>
#include <functional>
#include <memory>
#include <optional>

#include "documenttemplate.h"
#include "insertevidencedialog.h"
#include "movedialog.h"
#include "newprobedialog.h"
#include "quickswitch.h"
#include "recoverydialog.h"
#include "titlerename.h"

namespace techlog {

// Every question the main window asks, as replaceable hooks: the defaults show dialogs, tests
// install answers so that nothing blocks.
struct Prompts {
    // "<path> has unsaved edits": Save, Discard or Cancel.
    // `shown`: how the question names the file (a document's title, else its path).
    std::function<QMessageBox::StandardButton(QWidget* parent, const QString& path,
                                              const QString& shown)>
        unsavedChanges;
    // "<path> exists: overwrite?"
    std::function<bool(QWidget* parent, const QString& path)> confirmOverwrite;
    std::function<void(QWidget* parent, const QString& title, const QString& message)> error;
    // File > Open Workspace…: the chosen folder, or empty.
    std::function<QString(QWidget* parent, const QString& startDir)> chooseWorkspace;
    // File > Save As…: the file to write the buffer to (absolute; the dialog has asked before
    // replacing one), or empty.
    std::function<QString(QWidget* parent, const QString& suggested)> saveAsPath;

    // File > New…: the new document's form (NewDocumentDialog), or nothing when cancelled.
    std::function<std::optional<NewDocument>(QWidget* parent,
                                             std::shared_ptr<const Workspace> workspace)>
        newDocument;

    // Go > Go to Line… (Ctrl+G): a line from 1 to `lines` (the cursor's, `current`, offered),
    // or nothing when cancelled.
    std::function<std::optional<int>(QWidget* parent, int current, int lines)> goToLine;

    // Edit > Quick Fix… (Ctrl+.): the fix chosen among `labels` from a menu at `globalPos`, or
    // -1 when none was.
    std::function<int(QWidget* parent, const QStringList& labels, const QPoint& globalPos)>
        chooseQuickFix;

    // Rename (F2): the new title (RenameDialog, previewing `planner`'s plan as it is typed), or
    // nothing when cancelled.
    std::function<std::optional<QString>(QWidget* parent, const QString& oldTitle,
                                         std::function<TitleRename::Plan(const QString&)> planner)>
        renameTitle;

    // File > New Probe…: the probe's key, kind and setup (NewProbeDialog, `key` offered), or
    // nothing when cancelled.
    std::function<std::optional<NewProbeChoice>(
        QWidget* parent, std::shared_ptr<const Workspace> workspace, const QString& key)>
        newProbe;

    // Edit > Insert Evidence…: the record and how it is shown (InsertEvidenceDialog), or
    // nothing when cancelled.
    std::function<std::optional<EvidenceChoice>(
        QWidget* parent, std::shared_ptr<const Workspace> workspace, const Document& doc)>
        insertEvidence;

    // Edit > Move Document…: the new slug, topic or kind (MoveDialog, previewing `planner`'s
    // plan as it is typed), or nothing when cancelled.
    std::function<std::optional<MoveRequest>(
        QWidget* parent, const Document& doc, const QStringList& topics,
        std::function<DocumentMove::Plan(const MoveRequest&)> planner)>
        moveDocument;

    // Go > Go to Document… (Ctrl+P): the document chosen in the quick switcher (QuickSwitcher;
    // `recent` most recently opened first; `more` the probes, offered with the documents), as a
    // workspace-relative path, or nothing.
    std::function<std::optional<QString>(
        QWidget* parent, std::shared_ptr<const Workspace> workspace, const QStringList& recent,
        const QList<QuickSwitch::Entry>& more)>
        quickSwitch;

    // File > Recover Unsaved Edits…: what to do with one of the buffers a studio that did not
    // end cleanly left (RecoveryDialog), or nothing for "later".
    std::function<std::optional<RecoveryChoice>(QWidget* parent,
                                                const QList<RecoveryCandidate>& candidates)>
        recoverBuffers;

    static Prompts interactive();
};

}  // namespace techlog
