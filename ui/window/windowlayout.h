#pragma once

#include <QHash>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QSplitter;
class QTabWidget;
class QWidget;

namespace techlog {

class StudioSession;

// The window's proportions. Each area starts with the room its content needs (the bottom panel a
// quarter of the height for the diagnostics list, half for the Replay and Review panels, each
// bottom tab its own height); what the author sets, by dragging a splitter or hiding a panel, is
// kept per workspace and comes back when that workspace is opened again. View > Reset Layout
// goes back to the defaults. View has a toggle for every area (Ctrl+B the tree and properties,
// Ctrl+Alt+B the side panel, Ctrl+J the bottom panel).
class WindowLayout : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QSplitter* main = nullptr;    // the left column | the centre
        QSplitter* left = nullptr;    // the tree | the properties
        QSplitter* centre = nullptr;  // the editor row | the bottom tabs
        QSplitter* editor = nullptr;  // the editor | the side (right) tabs
        QWidget* tree = nullptr;
        QWidget* properties = nullptr;
        QTabWidget* side = nullptr;
        QTabWidget* bottom = nullptr;
    };
    enum Area { Tree, Properties, Side, Bottom, AreaCount };

    WindowLayout(StudioSession* session, const Parts& parts, QObject* parent);

    // The toggles and Reset Layout, appended to `view`.
    void addActions(QMenu* view);
    QAction* toggleAction(Area area) const { return m_toggles[area]; }
    QAction* resetAction() const { return m_reset; }

    // The current workspace's layout written to the settings (the window is closing).
    void save();
    // The defaults, and nothing kept for this workspace.
    void reset();
    // The share of the centre's height the bottom tab `className` starts with.
    static double defaultBottomShare(const QString& className);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onWorkspaceReplaced();
    void restore();
    void applyWhenLaidOut();
    void applySizes();
    void applyBottomShare();
    void rememberBottomShare();
    void syncToggles();
    QWidget* areaWidget(Area area) const;
    QString settingsGroup() const;
    QString currentBottomClass() const;

    StudioSession* m_session;
    Parts m_parts;
    QString m_root;  // the workspace whose layout is shown
    QAction* m_toggles[AreaCount] = {};
    QAction* m_reset = nullptr;
    // Sizes as weights (QSplitter::setSizes shares out the real size by them); empty: default.
    QList<int> m_main, m_left, m_editor;
    QHash<QString, double> m_bottomShares;  // per bottom tab's class, what the author set
    bool m_pending = false;                 // sizes to apply once the splitters have real sizes
    bool m_applying = false;                // our own setSizes: not the author's drag
};

}  // namespace techlog
