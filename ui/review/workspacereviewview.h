#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QWidget>
#include <memory>

#include "reviewgates.h"
#include "workspace.h"

class QCheckBox;
class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QTableView;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;
class QTimer;

namespace techlog {

class WorkspaceReviewFilter;
class WorkspaceReviewModel;

// The workspace's review at a glance (docs/REVIEW.md "In the studio"): every document with its
// gate summary, sortable and filterable by status, topic and kind; and the verification debt,
// grouped by topic and document with counts, each item a row that jumps to its line. The gates
// run off the UI thread, and only while the view is shown: a workspace loaded while it is hidden
// is reviewed when it is next shown. What the gates read that changes outside the studio (the
// probes' ledgers a replay in a terminal appends to, the review files `techlog debt` or a merge
// rewrites) is watched, and a change judges the gates again after a 300 ms settle.
class WorkspaceReviewView : public QWidget {
    Q_OBJECT
public:
    explicit WorkspaceReviewView(QWidget* parent = nullptr);
    ~WorkspaceReviewView() override;

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // The gates judged again over the same workspace (a replay wrote a ledger line); as
    // setWorkspace, only while shown.
    void reevaluate() { setWorkspace(m_workspace); }
    bool isBusy() const;

    QTableView* documentTable() const { return m_table; }
    QTreeWidget* debtTree() const { return m_debt; }
    QComboBox* statusFilter() const { return m_status; }
    QComboBox* topicFilter() const { return m_topic; }
    QComboBox* kindFilter() const { return m_kind; }
    QCheckBox* failingOnly() const { return m_failing; }
    QCheckBox* openDebtOnly() const { return m_openDebt; }
    QLabel* summaryLabel() const { return m_summary; }
    WorkspaceReviewFilter* filter() const { return m_filter; }

signals:
    void documentActivated(const QString& path);
    void locationActivated(const QString& path, int line, int column);
    void reviewUpdated();  // the reviews of the current workspace are shown

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void showReviews(QList<DocumentReview> reviews);
    void fillChoices(QComboBox* box, const QStringList& values);
    void fillDebt();
    void activateDebtItem(QTreeWidgetItem* item);
    void watchFiles(const QStringList& paths);

    // What one review on the worker brings back.
    struct Result {
        int generation = 0;
        QList<DocumentReview> reviews;
        QStringList watched;  // absolute: what the gates read that may change outside the studio
    };

    std::shared_ptr<const Workspace> m_workspace;
    bool m_stale = false;
    int m_generation = 0;
    QLabel* m_summary;
    QTabWidget* m_tabs;
    QComboBox* m_status;
    QComboBox* m_topic;
    QComboBox* m_kind;
    QCheckBox* m_failing;
    QTableView* m_table;
    QCheckBox* m_openDebt;
    QTreeWidget* m_debt;
    WorkspaceReviewModel* m_model;
    WorkspaceReviewFilter* m_filter;
    QFutureWatcher<Result>* m_watcher;
    QFileSystemWatcher* m_files;
    QTimer* m_filesSettled;
};

}  // namespace techlog
