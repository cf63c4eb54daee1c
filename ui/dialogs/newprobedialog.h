#pragma once

#include <QDialog>
#include <QStringList>
#include <memory>

#include "workspace.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace techlog {

// What File > New Probe… asks for (docs/PROBES.md "In the studio").
struct NewProbeChoice {
    enum class Kind {
        Race,          // two sessions released together at a barrier, for some rounds
        Permutations,  // the steps in fixed orders
        IsolationSpec  // a PostgreSQL isolation spec, imported as it is
    };
    QString key;
    QString title;
    Kind kind = Kind::Race;
    QStringList setupFiles;  // relative to the probes folder, as `setup: - file:` names them
    QString specPath;        // IsolationSpec: the spec to import (absolute)
};

// File > New Probe…: the key (checked as typed: a usable key no probe has yet), the title, the
// kind, the setup files (the SQL files of the probes folder, to tick) or, to import, the spec.
// Create stays off until nothing is wrong; the file to be written is shown.
class NewProbeDialog : public QDialog {
    Q_OBJECT
public:
    // `key`: offered to start with (a case's slug); may be empty.
    NewProbeDialog(std::shared_ptr<const Workspace> workspace, const QString& key,
                   QWidget* parent = nullptr);

    NewProbeChoice choice() const;  // what the form says now
    QString problem() const { return m_problemText; }
    bool canCreate() const { return m_problemText.isEmpty(); }

    // The SQL files under the probes folder, relative to it, sorted (at most kMaxListed).
    static QStringList setupCandidates(const QString& workspaceRoot);
    static constexpr int kMaxListed = 500;

    QLineEdit* keyEdit() const { return m_key; }
    QLineEdit* titleEdit() const { return m_title; }
    QComboBox* kindBox() const { return m_kind; }
    QListWidget* setupList() const { return m_setup; }
    QLineEdit* specEdit() const { return m_spec; }
    QLabel* pathLabel() const { return m_path; }
    QLabel* problemLabel() const { return m_problem; }

private:
    void revalidate();

    std::shared_ptr<const Workspace> m_workspace;
    QLineEdit* m_key;
    QLineEdit* m_title;
    QComboBox* m_kind;
    QListWidget* m_setup;
    QLineEdit* m_spec;
    QPushButton* m_browse;
    QLabel* m_path;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QString m_problemText;
};

}  // namespace techlog
