#include "studiopanels.h"

#include <QAction>
#include <QActionGroup>
#include <QDir>
#include <QMenu>
#include <QSettings>
#include <QTimer>
#include <functional>
#include <memory>

#include "asyncworkspaceloader.h"
#include "commandpalette.h"
#include "documentmodel.h"
#include "exportdialog.h"
#include "figureviewer.h"
#include "graphpanel.h"
#include "helpmenu.h"
#include "localgraphpanel.h"
#include "outlinepanel.h"
#include "panelhost.h"
#include "previewpane.h"
#include "probeauthoring.h"
#include "relationspanel.h"
#include "remarkspanel.h"
#include "replaypanel.h"
#include "reviewpanel.h"
#include "searchpanel.h"
#include "sourcequote.h"
#include "spellchecker.h"
#include "studiosession.h"
#include "studiosettings.h"
#include "uilanguage.h"
#include "workspacereviewview.h"

namespace techlog {

namespace {

// View > Language: System, 한국어, English (UiLanguage's setting), the saved one checked. The
// windows are built in one language, so a new choice takes effect at the next start.
void addLanguageMenu(StudioSession& session, PanelHost& host) {
    QMenu* view = host.viewMenu();
    if (!view->isEmpty()) view->addSeparator();
    QMenu* menu = view->addMenu(UiLanguage::tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    group->setExclusive(true);
    const UiLanguage::Choice saved = UiLanguage::savedChoice();
    // The languages by their own names, as language menus list them.
    const std::pair<UiLanguage::Choice, QString> choices[] = {
        {UiLanguage::Choice::System, UiLanguage::tr("&System Language")},
        {UiLanguage::Choice::Korean, QStringLiteral("한국어(&K)")},
        {UiLanguage::Choice::English, QStringLiteral("&English")},
    };
    for (const auto& [choice, text] : choices) {
        QAction* action = menu->addAction(text);
        action->setObjectName(QStringLiteral("language_") + UiLanguage::choiceName(choice));
        action->setCheckable(true);
        action->setChecked(choice == saved);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, &session, [&session, choice = choice] {
            if (choice == UiLanguage::savedChoice()) return;
            UiLanguage::saveChoice(choice);
            session.showMessage(
                UiLanguage::tr("The language changes when Techlog Studio starts again."), 10000);
        });
    }
}

// View > Zoom In (Ctrl++), Zoom Out (Ctrl+-), Reset Zoom (Ctrl+0): the editor's font, kept for
// the next start.
void addEditorZoom(PanelHost& host) {
    const QString key = QStringLiteral("editor/zoom");
    host.zoomEditor(studioSettings().value(key, 0).toInt());
    QMenu* view = host.viewMenu();
    if (!view->isEmpty()) view->addSeparator();
    const auto add = [&](const QString& text, const char* name, QList<QKeySequence> keys,
                         std::function<void()> zoom) {
        QAction* action = view->addAction(text);
        action->setObjectName(QString::fromLatin1(name));
        action->setShortcuts(keys);
        QObject::connect(action, &QAction::triggered, &host, [&host, key, zoom] {
            zoom();
            studioSettings().setValue(key, host.editorZoom());
        });
    };
    add(QObject::tr("Zoom &In"), "zoomInAction",
        {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)},
        [&host] { host.zoomEditor(1); });
    add(QObject::tr("Zoom &Out"), "zoomOutAction", {QKeySequence(Qt::CTRL | Qt::Key_Minus)},
        [&host] { host.zoomEditor(-1); });
    add(QObject::tr("&Reset Zoom"), "resetZoomAction", {QKeySequence(Qt::CTRL | Qt::Key_0)},
        [&host] { host.resetEditorZoom(); });
}

// Spell checking in the editor (docs/SPELLING.md): one checker for the window, its dictionaries
// loaded on its worker, the workspace's own words following the loaded workspace; View > Check
// Spelling turns it on and off (kept for the next start). `preview` shows the first page before
// the dictionaries load.
SpellChecker* addSpellChecking(StudioSession& session, PanelHost& host, PreviewPane* preview) {
    auto* checker = new SpellChecker(host.window());
    checker->setObjectName(QStringLiteral("spellChecker"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, checker,
                     [checker](std::shared_ptr<const Workspace> ws) {
                         checker->setWorkspace(ws ? ws->root : QString());
                     });
    QMenu* view = host.viewMenu();
    if (!view->isEmpty()) view->addSeparator();
    QAction* action = view->addAction(QObject::tr("Check &Spelling"));
    action->setObjectName(QStringLiteral("checkSpellingAction"));
    action->setCheckable(true);
    // The dictionaries (hunspell-ko: half a second of a core) load once no workspace is
    // loading and the preview shows the first document's page: at the studio's start they took
    // a core of two from the first load, even at a low priority, and then from that page
    // (BENCHMARKS.md, issue 38). Words are marked when they are in.
    const auto loadWhenIdle = [&session, checker, preview] {
        if (!session.loader()->isLoading()) {
            checker->load();
            return;
        }
        auto* waiting = new QObject(checker);
        const auto loadNow = [checker, waiting] {
            checker->load();
            waiting->deleteLater();
        };
        const auto afterFirstPage = [&session, preview, waiting, loadNow] {
            const bool pageComing =
                preview && preview->isVisible() && !session.currentPath().isEmpty();
            if (!pageComing) {
                loadNow();
                return;
            }
            // A page that does not come (a failed render) holds the dictionaries back no longer.
            constexpr int kPageWaitMs = 3000;
            QObject::disconnect(&session, nullptr, waiting, nullptr);
            QObject::connect(preview, &PreviewPane::pageUpdated, waiting, loadNow);
            QTimer::singleShot(kPageWaitMs, waiting, loadNow);
        };
        QObject::connect(&session, &StudioSession::workspaceLoaded, waiting, afterFirstPage);
        QObject::connect(&session, &StudioSession::workspaceLoadFailed, waiting, loadNow);
        QObject::connect(&session, &StudioSession::workspaceClosed, waiting, loadNow);
    };
    const auto apply = [&host, checker, loadWhenIdle](bool on) {
        // After the event loop's first turn: the workspace named at start is loading by then.
        if (on) QTimer::singleShot(0, checker, loadWhenIdle);
        host.setSpellChecker(on ? checker : nullptr);
    };
    QObject::connect(action, &QAction::toggled, &host, [apply](bool on) {
        studioSettings().setValue(QStringLiteral("editor/checkSpelling"), on);
        apply(on);
    });
    const bool on = studioSettings().value(QStringLiteral("editor/checkSpelling"), true).toBool();
    action->setChecked(on);
    apply(on);
    return checker;
}

// The open buffer's text (the session's model, not the editor widget).
QString bufferText(const StudioSession& session) { return session.documentModel()->text(); }

}  // namespace

StudioPanels installStudioPanels(StudioSession& session, PanelHost& host) {
    StudioPanels panels;
    QWidget* parent = host.window();
    auto* preview = new PreviewPane(parent);
    panels.preview = preview;
    host.setPreviewWidget(preview, QObject::tr("Preview"));

    QObject::connect(&session, &StudioSession::workspaceLoaded, preview,
                     [preview](std::shared_ptr<const Workspace> ws) { preview->setWorkspace(ws); });
    // A document (its `body:` file too), or a source file (its page as the export writes it).
    const auto previewShows = [preview, &session](const QString& path) {
        return !path.isEmpty() && (session.currentDocument() || preview->canShow(path));
    };
    QObject::connect(&session, &StudioSession::currentDocumentChanged, preview,
                     [preview, previewShows](const QString& path) {
                         if (!previewShows(path)) preview->clearDocument();
                         // else shown once parsed (bufferParsed: at once for a file shown)
                     });
    // The session's one parse of the buffer per change (the live check and the local graph take
    // it too): the preview renders from it and parses nothing itself.
    QObject::connect(&session, &StudioSession::bufferParsed, preview,
                     [preview, previewShows](std::shared_ptr<const ParsedBuffer> parsed) {
                         if (previewShows(parsed->path)) preview->showParsed(std::move(parsed));
                     });
    QObject::connect(preview, &PreviewPane::documentLinkActivated, &session,
                     [&session](const QString& path) { session.selectDocument(path); });
    // Editor and preview scroll together (by source line); a double-click in the page puts the
    // editor's cursor on that line. The host keeps one side's scroll from echoing back.
    QObject::connect(&host, &PanelHost::editorScrolled, preview, &PreviewPane::scrollToLine);
    QObject::connect(&host, &PanelHost::cursorLineChanged, preview, &PreviewPane::revealLine);
    QObject::connect(preview, &PreviewPane::scrolledToLine, &host, &PanelHost::scrollEditorTo);
    QObject::connect(preview, &PreviewPane::lineActivated, &session, [&session, &host](int line) {
        session.jumpTo(line);  // remembered for Back
        host.focusEditor();
    });

    auto* relations = new RelationsPanel(parent);
    panels.relations = relations;
    host.addRightPanel(relations, QObject::tr("Relations"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, relations,
                     &RelationsPanel::setWorkspace);
    QObject::connect(&session, &StudioSession::currentDocumentChanged, relations,
                     &RelationsPanel::setDocument);
    QObject::connect(relations, &RelationsPanel::documentActivated, &session,
                     [&session](const QString& path) { session.selectDocument(path); });
    QObject::connect(relations, &RelationsPanel::fileActivated, &session,
                     [&session](const QString& path) { session.openFile(path); });

    // A gate's cause, a remark, a search result, a heading: the file at its line (a jump Back
    // returns from).
    const auto openAt = [&session](const QString& path, int line, int column) {
        session.openAt(path, line, column);
    };

    // The outline follows the buffer (each live check) and the cursor; a heading in a `body:`
    // file opens that file at the heading.
    auto* outline = new OutlinePanel(parent);
    panels.outline = outline;
    host.addRightPanel(outline, QObject::tr("Outline"));
    const auto showOutline = [&session, &host, outline] {
        const Document* d = session.currentDocument();
        if (!d) {
            outline->clear();
            return;
        }
        outline->setHeadings(d->headings, d->bodyPath.isEmpty() ? d->path : d->bodyPath);
        if (outline->file() == session.currentPath()) outline->setCursorLine(host.cursorLine());
    };
    QObject::connect(&session, &StudioSession::currentDocumentChanged, outline, showOutline);
    QObject::connect(&session, &StudioSession::workspaceLoaded, outline, showOutline);
    QObject::connect(&session, &StudioSession::bufferChecked, outline, showOutline);
    QObject::connect(&host, &PanelHost::cursorLineChanged, outline, [&session, outline](int line) {
        if (outline->file() == session.currentPath()) outline->setCursorLine(line);
    });
    QObject::connect(outline, &OutlinePanel::headingActivated, &session,
                     [outline, openAt](int line) { openAt(outline->file(), line, 1); });

    // The zoom viewer's "Open Record": the raw record in the editor.
    // The zoom viewer's "Open in Window": the figure at the window's size, with its record.
    QObject::connect(preview, &PreviewPane::figureWindowRequested, parent,
                     [&session, parent](const QByteArray& figure, bool svg, const QString& caption,
                                        const QString& record) {
                         QString text;
                         if (const auto ws = session.workspace(); ws && !record.isEmpty())
                             if (const std::optional<QByteArray> bytes =
                                     ws->paths().read(QDir(ws->root).filePath(record), 256 * 1024))
                                 text = QString::fromUtf8(*bytes);
                         auto* viewer = new FigureViewer(figure, svg, caption, text, parent);
                         viewer->show();
                     });
    QObject::connect(preview, &PreviewPane::recordActivated, &session,
                     [openAt](const QString& path) { openAt(path, 1, 1); });
    // "Open Probe": the probe behind the figure's record, to re-run or change it.
    QObject::connect(preview, &PreviewPane::probeActivated, &session,
                     [openAt](const QString& path) { openAt(path, 1, 1); });
    // A `source:` sentence's link: the source file at the heading it names.
    QObject::connect(preview, &PreviewPane::sourceLinkActivated, &session,
                     [openAt](const QString& path, int line) { openAt(path, line, 1); });

    auto* replay = new ReplayPanel(parent);
    panels.replay = replay;
    host.addBottomPanel(replay, QObject::tr("Replay"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, replay, &ReplayPanel::setWorkspace);
    QObject::connect(&session, &StudioSession::currentDocumentChanged, replay,
                     &ReplayPanel::setDocument);
    QObject::connect(&session, &StudioSession::bufferParsed, replay, &ReplayPanel::setParsedBuffer);
    QObject::connect(replay, &ReplayPanel::recordAccepted, &session,
                     [&session](const QString&, const QStringList&) { session.reloadWorkspace(); });
    // Probes written, run (F5) and accepted as evidence where the case is written.
    panels.probes = new ProbeAuthoring(session, host, replay);
    // The tree's word on each probe follows its ledger.
    QObject::connect(replay, &ReplayPanel::runFinished, &session, &StudioSession::refreshProbes);

    auto* review = new ReviewPanel(parent);
    panels.review = review;
    host.addBottomPanel(review, QObject::tr("Review"));
    // The gates follow what they read: the saved workspace, the buffer as the live check sees
    // it, a replay's ledger line, a review file written.
    QObject::connect(&session, &StudioSession::workspaceLoaded, review, &ReviewPanel::setWorkspace);
    QObject::connect(&session, &StudioSession::bufferChecked, review, &ReviewPanel::setWorkspace);
    QObject::connect(replay, &ReplayPanel::runFinished, review, &ReviewPanel::reevaluate);
    QObject::connect(&session, &StudioSession::currentDocumentChanged, review,
                     &ReviewPanel::setDocument);
    // Publish never writes under unsaved edits: it asks, the session saves, and the publish
    // goes ahead with the workspace that holds the saved file.
    review->setUnsavedEdits([&session](const QString& path) {
        const DocumentModel* model = session.modelOf(path);
        return model && model->isModified();
    });
    QObject::connect(review, &ReviewPanel::saveRequested, &session,
                     [&session](const QString& path) {
                         if (DocumentModel* model = session.modelOf(path)) model->save();
                     });
    QObject::connect(&session, &StudioSession::documentSaved, review, &ReviewPanel::documentSaved);
    // The property form's Publish… / Unpublish…: the Review panel runs it, where its outcome shows.
    QObject::connect(&session, &StudioSession::publicationRequested, review,
                     [&host, review](const QString& path, bool publish) {
                         host.raise(review);
                         review->requestPublication(path, publish);
                     });
    QObject::connect(review, &ReviewPanel::locationActivated, &session, openAt);
    QObject::connect(review, &ReviewPanel::changed, &session,
                     [&session] { session.reloadWorkspace(); });
    // A remark on the editor's selection (the Review panel's button): its text as the buffer
    // has it, and the line it starts on; nothing when the editor shows another file.
    review->setSelectionSource([&session, &host, review]() -> std::pair<QString, int> {
        if (session.currentPath() != review->document()) return {};
        return host.selection();
    });
    // A remark on the preview's selection: the page's text is found in the buffer (the anchor
    // line first), so that the remark quotes the source as the editor's remarks do.
    QObject::connect(
        preview, &PreviewPane::remarkRequested, review,
        [&session, &host, preview, review](const QString& text, int line) {
            const bool same = preview->relativePath() == session.currentPath() &&
                              session.currentPath() == review->document();
            const auto quote =
                same ? SourceQuote::fromRendered(bufferText(session), line, text) : std::nullopt;
            if (!quote) {
                session.showMessage(QObject::tr("The selected text is not in the document's "
                                                "source (a figure or a generated part?): select "
                                                "it in the editor to remark on it."),
                                    10000);
                return;
            }
            host.raise(review);
            review->remarkOn(quote->quote, quote->line);
        });

    auto* remarks = new RemarksPanel(parent);
    panels.remarks = remarks;
    host.addBottomPanel(remarks, QObject::tr("Remarks"));
    remarks->setBufferSource([&session, remarks] {
        return session.currentPath() == remarks->document() ? bufferText(session) : QString();
    });
    QObject::connect(&session, &StudioSession::workspaceLoaded, remarks,
                     &RemarksPanel::setWorkspace);
    QObject::connect(&session, &StudioSession::currentDocumentChanged, remarks,
                     &RemarksPanel::setDocument);
    QObject::connect(&session, &StudioSession::bufferChanged, remarks,
                     &RemarksPanel::bufferChanged);
    QObject::connect(remarks, &RemarksPanel::marksChanged, &host, &PanelHost::setLineMarks);
    QObject::connect(&host, &PanelHost::lineMarkActivated, remarks,
                     [&host, remarks] { host.raise(remarks); });
    QObject::connect(remarks, &RemarksPanel::locationActivated, &session, openAt);
    QObject::connect(remarks, &RemarksPanel::changed, &session,
                     [&session] { session.reloadWorkspace(); });

    auto* workspaceReview = new WorkspaceReviewView(parent);
    panels.workspaceReview = workspaceReview;
    host.addBottomPanel(workspaceReview, QObject::tr("Workspace review"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, workspaceReview,
                     &WorkspaceReviewView::setWorkspace);
    QObject::connect(replay, &ReplayPanel::runFinished, workspaceReview,
                     &WorkspaceReviewView::reevaluate);
    QObject::connect(workspaceReview, &WorkspaceReviewView::documentActivated, &session,
                     [&session](const QString& path) { session.selectDocument(path); });
    QObject::connect(workspaceReview, &WorkspaceReviewView::locationActivated, &session, openAt);

    auto* search = new SearchPanel(parent);
    panels.search = search;
    host.addBottomPanel(search, QObject::tr("Search"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, search, &SearchPanel::setWorkspace);
    QObject::connect(search, &SearchPanel::locationActivated, &session, openAt);
    auto* searchAction = new QAction(QObject::tr("Search the Workspace…"), parent);
    searchAction->setObjectName(QStringLiteral("searchWorkspaceAction"));
    searchAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+F")));
    searchAction->setShortcutContext(Qt::WindowShortcut);
    parent->addAction(searchAction);
    QObject::connect(searchAction, &QAction::triggered, search, [&host, search] {
        host.raise(search);
        search->focusQuery();
    });

    // The rule graph: the whole workspace, and the open document's neighbours (following its
    // buffer). Both lay out on workers of their own; nothing here waits for them.
    auto* graph = new GraphPanel(parent);
    panels.graph = graph;
    host.addRightPanel(graph, QObject::tr("Graph"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, graph, &GraphPanel::setWorkspace);
    QObject::connect(&session, &StudioSession::currentDocumentChanged, graph,
                     &GraphPanel::setCurrentDocument);
    QObject::connect(graph, &GraphPanel::documentActivated, &session,
                     [&session](const QString& path) { session.selectDocument(path); });
    auto* local = new LocalGraphPanel(parent);
    panels.localGraph = local;
    host.addRightPanel(local, QObject::tr("Local graph"));
    QObject::connect(&session, &StudioSession::workspaceLoaded, local,
                     &LocalGraphPanel::setWorkspace);
    QObject::connect(&session, &StudioSession::currentDocumentChanged, local,
                     &LocalGraphPanel::setDocument);
    QObject::connect(&session, &StudioSession::bufferParsed, local,
                     &LocalGraphPanel::setParsedBuffer);
    QObject::connect(local, &LocalGraphPanel::documentActivated, &session,
                     [&session](const QString& path) { session.selectDocument(path); });

    QObject::connect(&host, &PanelHost::exportRequested, &session, [&session, parent] {
        if (!session.workspace()) return;
        ExportDialog dialog(session.workspace(), parent);
        dialog.setCurrentDocument(session.currentPath());
        dialog.exec();
    });
    panels.spellChecker = addSpellChecking(session, host, preview);
    addEditorZoom(host);
    addLanguageMenu(session, host);  // last in View
    panels.help = new HelpMenu(session, host);
    CommandPalette::install(host);  // last: it offers what the others put in the menus
    return panels;
}

}  // namespace techlog
