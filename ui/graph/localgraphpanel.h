#pragma once

#include <QTimer>
#include <QWidget>
#include <memory>

#include "graphlayoutjob.h"

class QComboBox;
class QLabel;

namespace techlog {

struct Workspace;
class GraphView;

// The local graph of the open document beside the editor: its neighbours to depth 1, 2 or 3
// (chosen), laid out small on a worker. It follows the buffer: a relation typed in the editor
// appears once the buffer has been re-linked against the workspace, as the live check links it.
class LocalGraphPanel : public QWidget {
    Q_OBJECT
public:
    explicit LocalGraphPanel(QWidget* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setDocument(const QString& relativePath);
    void setBuffer(const QString& text);  // the open document's unsaved text (debounced)
    void setDepth(int depth);
    int depth() const;

    GraphView* view() const { return m_view; }

signals:
    void documentActivated(const QString& relativePath);
    void laidOut();

private:
    void relayout();

    std::shared_ptr<const Workspace> m_workspace;
    QString m_path;
    QString m_buffer;
    bool m_hasBuffer = false;
    GraphLayoutJob* m_job;
    GraphView* m_view;
    QComboBox* m_depth;
    QLabel* m_state;
    QTimer m_debounce;
};

}  // namespace techlog
