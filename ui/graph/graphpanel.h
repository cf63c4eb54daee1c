#pragma once

#include <QWidget>
#include <memory>

#include "graphfilter.h"
#include "graphlayoutjob.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace techlog {

struct Workspace;
class GraphView;

// The Graph tab: the whole workspace's rule graph (laid out on a worker), its filters (kind,
// topic, status, only dangling, orphans, with errors, text with 초성), and what the selected
// node is (title, kind, status, diagnostics). A reload with the same nodes and edges restyles
// in place; a changed graph keeps the positions of what stayed, with the new nodes placed
// beside their neighbours, and the zoom and centre kept (GraphLayoutJob); Lay Out Again lays
// it all out afresh. A workspace that comes while the tab is hidden in a shown window is laid
// out when the tab is shown: at the studio's start that layout (osage, a second of a core at 5,000 documents) took
// a core from the first load and the first page (BENCHMARKS.md, issue 38).
class GraphPanel : public QWidget {
    Q_OBJECT
public:
    explicit GraphPanel(QWidget* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setCurrentDocument(const QString& relativePath);  // the selection follows it

    GraphView* view() const { return m_view; }
    GraphFilter filter() const { return m_filter; }
    void setFilter(const GraphFilter& filter);
    QString details() const;                   // the selected node's description, as shown
    int layouts() const { return m_layouts; }  // layouts applied so far (tests)

signals:
    void documentActivated(const QString& relativePath);
    void laidOut();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void layOut(bool keepPositions);
    void onLaidOut(const GraphLayoutJob::Result& result);
    void readFilter();
    void applyFilter();
    void showDetails(int node);
    void fillChoices();

    std::shared_ptr<const Workspace> m_workspace;
    std::shared_ptr<const GraphLayoutJob::Result> m_shown;  // what the view shows, laid out
    GraphLayoutJob* m_job;
    GraphView* m_view;
    GraphFilter m_filter;
    QToolButton* m_kinds[3];
    QComboBox* m_topic;
    QComboBox* m_status;
    QCheckBox* m_dangling;
    QCheckBox* m_orphans;
    QCheckBox* m_errors;
    QLineEdit* m_text;
    QLabel* m_info;
    QLabel* m_state;
    QString m_current;
    int m_layouts = 0;
    bool m_syncing = false;
    bool m_stale = false;  // a workspace came while hidden: laid out when shown
};

}  // namespace techlog
