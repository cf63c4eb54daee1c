#pragma once

#include <QTimer>
#include <QWidget>
#include <memory>

#include "bufferparse.h"
#include "graphlayoutjob.h"

class QComboBox;
class QLabel;

namespace techlog {

struct Workspace;
class GraphView;

// The local graph of the open document beside the editor: its neighbours to depth 1, 2 or 3
// (chosen), laid out small on a worker. It follows the buffer: a relation typed in the editor
// (in the document, or in its `body:` file) appears once the buffer has been parsed and linked
// against the workspace (the session's one parse of it, ParsedBuffer), a pause after the last.
class LocalGraphPanel : public QWidget {
    Q_OBJECT
public:
    explicit LocalGraphPanel(QWidget* parent = nullptr);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    // The open file: a document, or a `body:` file (its document's neighbours).
    void setDocument(const QString& relativePath);
    // The open file's buffer, parsed against the workspace (laid out after a pause); a parse
    // against another workspace or of another file is set aside.
    void setParsedBuffer(std::shared_ptr<const ParsedBuffer> parsed);
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
    std::shared_ptr<const ParsedBuffer> m_parsed;
    GraphLayoutJob* m_job;
    GraphView* m_view;
    QComboBox* m_depth;
    QLabel* m_state;
    QTimer m_debounce;
};

}  // namespace techlog
