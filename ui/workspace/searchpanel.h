#pragma once

#include <QFutureWatcher>
#include <QWidget>
#include <atomic>
#include <memory>

#include "workspace.h"
#include "workspacesearch.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QTimer;
class QTreeWidget;

namespace techlog {

// Search the workspace (Ctrl+Shift+F): full text over every document as loaded, results
// grouped by document with the matching line; activating a result opens the file there.
// Case, whole word and regular expression; NFC and NFD input match alike (WorkspaceSearch). The
// search runs on a worker a moment after the last key, and a newer query cancels the older.
class SearchPanel : public QWidget {
    Q_OBJECT
public:
    explicit SearchPanel(QWidget* parent = nullptr);
    ~SearchPanel() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void focusQuery();  // selects the query for typing over it
    void searchNow();   // without the pause (also Enter)
    bool isBusy() const;

    QLineEdit* queryEdit() const { return m_query; }
    QCheckBox* caseBox() const { return m_case; }
    QCheckBox* wordBox() const { return m_word; }
    QCheckBox* regexBox() const { return m_regex; }
    QTreeWidget* resultTree() const { return m_results; }
    QLabel* summaryLabel() const { return m_summary; }

signals:
    void locationActivated(const QString& path, int line, int column);
    void searchFinished();  // the results of the current query are shown

private:
    struct Outcome {
        quint64 generation = 0;
        WorkspaceSearch::Result result;
    };
    void show(const Outcome& outcome);

    std::shared_ptr<const Workspace> m_workspace;
    QLineEdit* m_query;
    QCheckBox* m_case;
    QCheckBox* m_word;
    QCheckBox* m_regex;
    QLabel* m_summary;
    QTreeWidget* m_results;
    QTimer* m_debounce;
    QFutureWatcher<Outcome>* m_watcher;
    std::shared_ptr<std::atomic_bool> m_cancel;
    quint64 m_generation = 0;
    bool m_pending = false;
};

}  // namespace techlog
