#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace techlog {

// What the window shows without a workspace: a short text, an "Open Workspace…" button, the
// recent workspaces, and the error of the last failed open (if any).
class EmptyStateWidget : public QWidget {
    Q_OBJECT
public:
    explicit EmptyStateWidget(QWidget* parent = nullptr);

    void setError(const QString& error);  // empty hides it
    QString error() const;
    void setRecentWorkspaces(const QStringList& paths);
    QPushButton* openButton() const { return m_open; }

signals:
    void openRequested();
    void recentRequested(const QString& path);

private:
    QLabel* m_error;
    QPushButton* m_open;
    QVBoxLayout* m_recentLayout;
    QWidget* m_recent;
};

}  // namespace techlog
