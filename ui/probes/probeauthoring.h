#pragma once

#include <QHash>
#include <QObject>
#include <QString>

class QAction;

namespace techlog {

struct NewProbeChoice;
class PanelHost;
class ReplayPanel;
class StudioSession;

// Evidence written where it is cited (docs/PROBES.md "In the studio"): File > New Probe… and
// New Probe for This Case… (a probe from a template that runs, never over a file), Run Probe
// (F5: the probe shown, its buffer as it is, in the Replay panel), and the case a probe was
// written for, which the Replay panel's Accept as Evidence cites the record in: the
// `:::evidence` block (or its caption's claim, when the case shows the key already) and the
// front-matter entries go into the case's buffer as one undo step, left for the author to save.
//
// A probe's case is the one it was made for in this session, else the one document citing its
// key, else none (then Accept records the run and draws the figure only).
class ProbeAuthoring : public QObject {
    Q_OBJECT
public:
    ProbeAuthoring(StudioSession& session, PanelHost& host, ReplayPanel* replay);

    // Asks for a probe (Prompts::newProbe), writes it and opens it; with `forCase`, the case
    // shown becomes the probe's case, its cursor line the place its evidence goes.
    bool newProbe(bool forCase);
    // Replays the probe shown in the Replay panel (raised); false when no probe is shown.
    bool runShownProbe();
    // Cites `key`'s record in `documentPath`'s buffer (opened and shown): one undo step.
    bool citeInDocument(QString key, QString documentPath);
    // The document a probe's evidence goes in (workspace-relative), or empty.
    QString caseOf(const QString& probePath) const;
    // Adds `order` to `key`'s probe's permutations in its buffer (opened and shown): one undo
    // step. False with *error when the probe has no block-style permutations: list.
    bool addOrder(const QString& key, const QStringList& order, QString* error);

private:
    struct Origin {
        QString document;
        int line = 0;  // where its evidence goes; 0: the end
    };
    void follow();
    QString writeProbe(const NewProbeChoice& choice, QString* error) const;

    StudioSession& m_session;
    PanelHost& m_host;
    ReplayPanel* m_replay;
    QHash<QString, Origin> m_origins;  // probe path -> the case it was written for
    QAction* m_newProbe;
    QAction* m_newForCase;
    QAction* m_run;
};

}  // namespace techlog
