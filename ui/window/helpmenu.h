#pragma once

#include <QObject>

class QAction;
class QDialog;
class QMainWindow;

namespace techlog {

class StudioSession;
class PanelHost;

// File > Save All, and the Help menu: Keyboard Shortcuts (every menu command that has keys, as
// the menus list them, in a table that filters as you type) and About Techlog Studio. Installed
// once the window's menus exist (installStudioPanels).
class HelpMenu : public QObject {
    Q_OBJECT
public:
    HelpMenu(StudioSession& session, PanelHost& host);

    QAction* saveAllAction() const { return m_saveAll; }
    QAction* shortcutsAction() const { return m_shortcuts; }
    QAction* aboutAction() const { return m_about; }
    QAction* guideAction() const { return m_guide; }
    // Help > User Guide (F1): the studio's guide in the language shown, made on first use.
    QDialog* showGuide();
    // The guide's text in the language shown (a resource; the catalogue names the Korean one).
    static QString guideText();
    // The shortcuts dialog, made on first use and kept (not modal: it can stay open beside the
    // editor).
    QDialog* showShortcuts();
    // Every menu command with keys: {menu, command, keys}, in menu order.
    static QList<QStringList> shortcutRows(QMainWindow* window);

private:
    StudioSession& m_session;
    PanelHost& m_host;
    QAction* m_saveAll;
    QAction* m_shortcuts;
    QAction* m_about;
    QAction* m_guide;
    QDialog* m_dialog = nullptr;
    QDialog* m_guideDialog = nullptr;
};

}  // namespace techlog
