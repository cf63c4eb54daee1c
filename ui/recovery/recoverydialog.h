#pragma once

#include <QDialog>
#include <QList>
#include <optional>

#include "recoverystore.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace techlog {

class RecordDiffView;

// A buffer offered back after a crash, with what the file holds now.
struct RecoveryCandidate {
    RecoveredBuffer buffer;
    QString diskText;           // the file as it is on disk ("\n" line ends)
    bool fileMissing = false;   // the file is gone: the text can be read and copied, not restored
    bool changedSince = false;  // the file changed on disk after the edits began
};

// What the author chose for one candidate.
struct RecoveryChoice {
    enum class Action { Restore, Discard };
    Action action = Action::Restore;
    int index = -1;  // into the candidates
};

// File > Recover Unsaved Edits…: the buffers a studio that did not end cleanly left, each shown
// beside the file on disk (lines that differ marked). Restore puts the recovered text into the
// editor as an unsaved edit (one undo step; nothing is written until the author saves);
// Discard drops it; Later keeps every one for the next time.
class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    explicit RecoveryDialog(const QList<RecoveryCandidate>& candidates, QWidget* parent = nullptr);

    std::optional<RecoveryChoice> choice() const { return m_choice; }

    QListWidget* list() const { return m_list; }
    RecordDiffView* diffView() const { return m_diff; }
    QLabel* note() const { return m_note; }
    QPushButton* restoreButton() const { return m_restore; }
    QPushButton* discardButton() const { return m_discard; }

    // Runs the dialog; the choice, or nothing for Later.
    static std::optional<RecoveryChoice> ask(QWidget* parent,
                                             const QList<RecoveryCandidate>& candidates);

private:
    void showCandidate(int row);
    void choose(RecoveryChoice::Action action);

    QList<RecoveryCandidate> m_candidates;
    QListWidget* m_list;
    QLabel* m_note;
    RecordDiffView* m_diff;
    QPushButton* m_restore;
    QPushButton* m_discard;
    std::optional<RecoveryChoice> m_choice;
};

}  // namespace techlog
