#include "probeauthoring.h"

#include <QAction>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include "bufferedit.h"
#include "documentmodel.h"
#include "evidenceinsertion.h"
#include "evidencepaths.h"
#include "interleavingexplorer.h"
#include "newprobedialog.h"
#include "panelhost.h"
#include "probefile.h"
#include "probetemplate.h"
#include "probeworkspace.h"
#include "recordreader.h"
#include "replaypanel.h"
#include "studiosession.h"

namespace techlog {

ProbeAuthoring::ProbeAuthoring(StudioSession& session, PanelHost& host, ReplayPanel* replay)
    : QObject(&session), m_session(session), m_host(host), m_replay(replay) {
    m_newProbe = new QAction(tr("New &Probe…"), this);
    m_newProbe->setObjectName(QStringLiteral("newProbeAction"));
    m_newForCase = new QAction(tr("New Probe for This &Case…"), this);
    m_newForCase->setObjectName(QStringLiteral("newProbeForCaseAction"));
    m_run = new QAction(tr("R&un Probe"), this);
    m_run->setObjectName(QStringLiteral("runProbeAction"));
    m_run->setShortcut(QKeySequence(Qt::Key_F5));
    m_run->setShortcutContext(Qt::WindowShortcut);
    for (QAction* a : {m_newProbe, m_newForCase, m_run}) host.addFileAction(a);
    connect(m_newProbe, &QAction::triggered, this, [this] { newProbe(false); });
    connect(m_newForCase, &QAction::triggered, this, [this] { newProbe(true); });
    connect(m_run, &QAction::triggered, this, &ProbeAuthoring::runShownProbe);

    // Run replays the editor's buffer of the probe, unsaved edits included; Accept saves it
    // first, and only when it still holds what ran.
    replay->setBufferSource([this](const QString& path) -> std::optional<QByteArray> {
        if (DocumentModel* model = m_session.modelOf(path)) return model->text().toUtf8();
        return std::nullopt;
    });
    replay->setSaveBuffer([this](const QString& path, const QByteArray& bytes, QString* error) {
        DocumentModel* model = m_session.modelOf(path);
        if (!model || model->text().toUtf8() != bytes) {
            *error = tr("the probe was edited after this run: run it again");
            return false;
        }
        if (model->isModified() && !model->save()) {
            *error = tr("%1 could not be saved").arg(path);
            return false;
        }
        return model->waitForSaved(error);
    });
    replay->setAddOrder([this](const QString& key, const QStringList& order, QString* error) {
        return addOrder(key, order, error);
    });
    connect(replay, &ReplayPanel::evidenceAccepted, this, &ProbeAuthoring::citeInDocument);
    connect(&session, &StudioSession::currentDocumentChanged, this, &ProbeAuthoring::follow);
    connect(&session, &StudioSession::workspaceLoaded, this, &ProbeAuthoring::follow);
    follow();
}

// The actions and the Replay panel's evidence target follow the file shown.
void ProbeAuthoring::follow() {
    const bool loaded = m_session.workspace() != nullptr;
    const Document* doc = m_session.currentDocument();
    m_newProbe->setEnabled(loaded);
    m_newForCase->setEnabled(loaded && doc && doc->kind == DocKind::Case &&
                             doc->path == m_session.currentPath());
    const bool probe = !keyOfWorkspaceProbe(m_session.currentPath()).isEmpty();
    m_run->setEnabled(probe);
    m_replay->setEvidenceTarget(probe ? caseOf(m_session.currentPath()) : QString());
}

QString ProbeAuthoring::caseOf(const QString& probePath) const {
    if (m_origins.contains(probePath)) return m_origins.value(probePath).document;
    const auto ws = m_session.workspace();
    const QString key = keyOfWorkspaceProbe(probePath);
    if (!ws || key.isEmpty()) return {};
    QString citing;
    for (const Document& doc : ws->documents) {
        if (doc.kind != DocKind::Case) continue;
        if (!probesForDocument(ws->root, doc).contains(probeFileForKey(ws->root, key))) continue;
        if (!citing.isEmpty()) return {};  // more than one: which is meant is a guess
        citing = doc.path;
    }
    return citing;
}

bool ProbeAuthoring::newProbe(bool forCase) {
    const auto ws = m_session.workspace();
    Prompts& prompts = m_session.prompts();
    const Document* doc = m_session.currentDocument();
    if (!ws || !prompts.newProbe || (forCase && (!doc || doc->kind != DocKind::Case))) return false;
    Origin origin;
    if (forCase) origin = {doc->path, m_host.cursorLine()};
    const std::optional<NewProbeChoice> choice =
        prompts.newProbe(m_session.dialogParent(), ws, forCase ? doc->frontMatter.slug : QString());
    if (!choice) return false;
    QString error;
    const QString path = writeProbe(*choice, &error);
    if (path.isEmpty()) {
        prompts.error(m_session.dialogParent(), tr("Cannot create the probe"), error);
        return false;
    }
    if (forCase) m_origins.insert(path, origin);
    // The tree lists the probe once the workspace is read again; the editor shows it now.
    m_session.reloadWorkspace();
    m_session.openWhenLoaded(path);
    m_session.showMessage(forCase ? tr("Created %1 for %2: F5 runs it").arg(path, origin.document)
                                  : tr("Created %1: F5 runs it").arg(path),
                          8000);
    return true;
}

QString ProbeAuthoring::writeProbe(const NewProbeChoice& choice, QString* error) const {
    const QString root = m_session.workspaceRoot();
    std::optional<QString> written;
    if (choice.kind == NewProbeChoice::Kind::IsolationSpec) {
        written = ProbeTemplate::importSpec(root, choice.key, choice.specPath, error);
    } else {
        const auto kind = choice.kind == NewProbeChoice::Kind::Race
                              ? ProbeTemplate::Kind::Race
                              : ProbeTemplate::Kind::Permutations;
        written = ProbeTemplate::writeNew(
            root, choice.key,
            ProbeTemplate::text(kind, choice.key, choice.title, choice.setupFiles), error);
    }
    return written ? EvidencePaths::relativeProbe(choice.key) : QString();
}

bool ProbeAuthoring::runShownProbe() {
    const QString key = keyOfWorkspaceProbe(m_session.currentPath());
    if (key.isEmpty() || m_replay->isBusy()) return false;
    m_host.raise(m_replay);
    m_replay->selectProbe(key);
    return m_replay->run();
}

// By value: showing the case changes what the caller's references point at (the Replay panel's
// evidence target follows the file shown).
bool ProbeAuthoring::addOrder(const QString& key, const QStringList& order, QString* error) {
    const QString path = EvidencePaths::relativeProbe(key);
    if (!m_session.openFile(path) || m_session.documentModel()->relativePath() != path) {
        *error = tr("%1 could not be opened").arg(path);
        return false;
    }
    DocumentModel* model = m_session.documentModel();
    const QString text = model->text();
    const std::optional<QByteArray> changed =
        InterleavingExplorer::withPermutation(text.toUtf8(), order, error);
    if (!changed) return false;
    QTextCursor edit(model->document());
    edit.beginEditBlock();  // one undo step in the probe's buffer, saved by the author
    BufferEdit::replaceDifference(model->document(), text, QString::fromUtf8(*changed));
    edit.endEditBlock();
    m_session.showMessage(tr("Added [%1] to %2: save it when you are ready")
                              .arg(order.join(QStringLiteral(", ")), path),
                          8000);
    return true;
}

bool ProbeAuthoring::citeInDocument(QString key, QString documentPath) {
    const auto ws = m_session.workspace();
    if (!ws || !m_session.selectDocument(documentPath)) return false;
    const Document* doc = m_session.currentDocument();
    DocumentModel* model = m_session.documentModel();
    if (!doc || doc->path != documentPath || model->relativePath() != documentPath) return false;
    const QString text = model->text();
    Diagnostics ignored;
    const std::optional<ProbeFile> probe = parseProbe(probeFileForKey(ws->root, key), ignored);
    const QString title = probe ? probe->title : key;
    const EvidenceInsertion::Plan plan =
        EvidenceInsertion::plan(*ws, *doc, text.toUtf8(), key, title, title, /*zoom=*/true);
    if (!plan.ok()) {
        m_session.prompts().error(m_session.dialogParent(), tr("Cannot cite the evidence"),
                                  plan.error);
        return false;
    }
    QString after = QString::fromUtf8(plan.text);
    // The case shows the key already: its caption's claim follows the new record instead.
    const std::optional<QString> updated =
        EvidenceInsertion::withClaimsUpdated(after, key, plan.record);
    if (!updated) {
        // A block of its own, at the line the author was on when asking for the probe (moved
        // down by the lines the front matter gained), else at the end.
        QStringList lines = after.split(u'\n');
        const int gained = int(lines.size() - text.count(u'\n') - 1);
        const int line = m_origins.value(EvidencePaths::relativeProbe(key)).line;
        const int bodyStart = doc->bodyLine + gained;  // a cursor in the front matter: the end
        int at = line >= bodyStart ? qMin(line + gained, int(lines.size())) : int(lines.size());
        while (at < lines.size() && !lines[at].trimmed().isEmpty()) ++at;  // after its paragraph
        while (at > 0 && at == lines.size() && lines[at - 1].isEmpty()) --at;  // before the end
        const QStringList block = plan.block.chopped(1).split(u'\n');
        QStringList insert;
        if (at > 0 && !lines[at - 1].trimmed().isEmpty()) insert << QString();
        insert << block;
        if (at < lines.size() && !lines[at].trimmed().isEmpty()) insert << QString();
        for (int i = 0; i < insert.size(); ++i) lines.insert(at + i, insert[i]);
        after = lines.join(u'\n');
    } else {
        after = *updated;
    }
    QTextCursor edit(model->document());
    edit.beginEditBlock();  // one undo step in the case's buffer, saved by the author
    BufferEdit::replaceDifference(model->document(), text, after);
    edit.endEditBlock();
    // The author sees what went in: the cursor on the (first) block that shows the key.
    const QStringList lines = after.split(u'\n');
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(QStringLiteral(":::evidence")) && lines[i].contains(key)) {
            m_session.jumpTo(i + 1);
            break;
        }
    m_session.showMessage(tr("Cited %1 in %2: save it when you are ready").arg(key, documentPath),
                          8000);
    return true;
}

}  // namespace techlog
