#pragma once

#include <QElapsedTimer>
#include <QWidget>

#include "diagnostic.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace techlog {

class DiagnosticsModel;
class DiagnosticsFilterModel;

// The bottom panel: every diagnostic of the workspace, optionally only the current document's.
// Activating a row (double-click / Enter) emits `diagnosticActivated`.
class DiagnosticsPanel : public QWidget {
    Q_OBJECT
public:
    explicit DiagnosticsPanel(QWidget* parent = nullptr);

    // `checking`: the workspace was delivered before its checks (a large one opening); its
    // findings are still to come, and the summary says so rather than "0 errors".
    void setDiagnostics(const Diagnostics& diagnostics, bool checking = false);
    void setCurrentPaths(const QStringList& paths);  // the open document (and its body file)
    void setCurrentDocumentOnly(bool only);

    QTableView* view() const { return m_view; }
    DiagnosticsModel* model() const { return m_model; }
    DiagnosticsFilterModel* filterModel() const { return m_filter; }
    int visibleCount() const;

signals:
    void diagnosticActivated(const techlog::Diagnostic& diagnostic);

private:
    void activate(const QModelIndex& proxyIndex);
    void updateSummary();

    DiagnosticsModel* m_model;
    DiagnosticsFilterModel* m_filter;
    QTableView* m_view;
    QCheckBox* m_currentOnly;
    QComboBox* m_severity;
    QLabel* m_summary;
    int m_lastRow = -1;
    bool m_checking = false;
    QElapsedTimer m_lastActivation;
};

}  // namespace techlog
