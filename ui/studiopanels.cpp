#include "studiopanels.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <memory>

#include "asyncworkspaceloader.h"
#include "diagnosticspanel.h"
#include "exportdialog.h"
#include "graphpanel.h"
#include "localgraphpanel.h"
#include "mainwindow.h"
#include "outlinepanel.h"
#include "previewpane.h"
#include "relationspanel.h"
#include "remarkspanel.h"
#include "replaypanel.h"
#include "reviewpanel.h"
#include "searchpanel.h"
#include "sourceeditor.h"
#include "sourcequote.h"
#include "spellchecker.h"
#include "studiosettings.h"
#include "uilanguage.h"
#include "workspacereviewview.h"

namespace techlog {

namespace {

// The window's View menu: the one it has (objectName "viewMenu"), or a new one before Help.
QMenu* viewMenu(MainWindow& window) {
    QMenuBar* bar = window.menuBar();
    if (auto* menu = bar->findChild<QMenu*>(QStringLiteral("viewMenu"))) return menu;
    auto* menu = new QMenu(MainWindow::tr("&View"), bar);
    menu->setObjectName(QStringLiteral("viewMenu"));
    const QList<QAction*> menus = bar->actions();
    bar->insertMenu(menus.isEmpty() ? nullptr : menus.last(), menu);  // Help stays last
    return menu;
}

// View > Language: System, 한국어, English (UiLanguage's setting), the saved one checked. The
// windows are built in one language, so a new choice takes effect at the next start.
void addLanguageMenu(MainWindow& window) {
    QMenu* view = viewMenu(window);
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
        QObject::connect(action, &QAction::triggered, &window, [&window, choice = choice] {
            if (choice == UiLanguage::savedChoice()) return;
            UiLanguage::saveChoice(choice);
            window.statusBar()->showMessage(
                UiLanguage::tr("The language changes when Techlog Studio starts again."), 10000);
        });
    }
}

// Spell checking in the editor (docs/SPELLING.md): one checker for the window, its dictionaries
// loaded on its worker, the workspace's own words following the loaded workspace; View > Check
// Spelling turns it on and off (kept for the next start).
SpellChecker* addSpellChecking(MainWindow& window) {
    auto* checker = new SpellChecker(&window);
    checker->setObjectName(QStringLiteral("spellChecker"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, checker,
                     [checker](std::shared_ptr<const Workspace> ws) {
                         checker->setWorkspace(ws ? ws->root : QString());
                     });
    QMenu* view = viewMenu(window);
    if (!view->isEmpty()) view->addSeparator();
    QAction* action = view->addAction(QObject::tr("Check &Spelling"));
    action->setObjectName(QStringLiteral("checkSpellingAction"));
    action->setCheckable(true);
    const auto apply = [&window, checker](bool on) {
        if (on) checker->load();
        window.editor()->setSpellChecker(on ? checker : nullptr);
    };
    QObject::connect(action, &QAction::toggled, &window, [apply](bool on) {
        studioSettings().setValue(QStringLiteral("editor/checkSpelling"), on);
        apply(on);
    });
    const bool on = studioSettings().value(QStringLiteral("editor/checkSpelling"), true).toBool();
    action->setChecked(on);
    apply(on);
    return checker;
}

}  // namespace

StudioPanels installStudioPanels(MainWindow& window) {
    StudioPanels panels;
    auto* preview = new PreviewPane(&window);
    panels.preview = preview;
    window.setPreviewWidget(preview);

    QObject::connect(&window, &MainWindow::workspaceLoaded, preview,
                     [preview](std::shared_ptr<const Workspace> ws) { preview->setWorkspace(ws); });
    QObject::connect(
        &window, &MainWindow::currentDocumentChanged, preview,
        [preview, &window](const QString& path) {
            // A document, or a source file (its page as the export writes it).
            if (path.isEmpty() || (!window.currentDocument() && !preview->canShow(path))) {
                preview->clearDocument();
                return;
            }
            preview->setDocument(path, window.editor()->toPlainText());
        });
    // Per keystroke only a path comparison and a timer restart: the preview copies the buffer
    // once its debounce fires.
    preview->setTextSource([&window] { return window.editor()->toPlainText(); });
    QObject::connect(window.editor(), &QPlainTextEdit::textChanged, preview, [preview, &window] {
        if (window.currentPath() == preview->relativePath()) preview->bufferChanged();
    });
    QObject::connect(preview, &PreviewPane::documentLinkActivated, &window,
                     [&window](const QString& path) { window.selectDocument(path); });
    // Editor and preview scroll together (by source line); a double-click in the page puts the
    // editor's cursor on that line. The flag keeps one side's scroll from echoing back.
    auto following = std::make_shared<bool>(false);
    QObject::connect(
        window.editor()->verticalScrollBar(), &QScrollBar::valueChanged, preview,
        [preview, &window, following] {
            if (*following) return;
            QPlainTextEdit* e = window.editor();
            preview->scrollToLine(e->cursorForPosition(QPoint(0, 0)).blockNumber() + 1);
        });
    QObject::connect(preview, &PreviewPane::scrolledToLine, &window,
                     [&window, following](int line) {
                         *following = true;
                         window.editor()->verticalScrollBar()->setValue(line - 1);
                         *following = false;
                     });
    QObject::connect(preview, &PreviewPane::lineActivated, &window, [&window](int line) {
        window.jumpTo(line);  // remembered for Back
        window.editor()->setFocus();
    });

    auto* relations = new RelationsPanel(&window);
    panels.relations = relations;
    window.addRightPanel(relations, QObject::tr("Relations"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, relations,
                     &RelationsPanel::setWorkspace);
    QObject::connect(&window, &MainWindow::currentDocumentChanged, relations,
                     &RelationsPanel::setDocument);
    QObject::connect(relations, &RelationsPanel::documentActivated, &window,
                     [&window](const QString& path) { window.selectDocument(path); });

    // A gate's cause, a remark, a search result, a heading open like a diagnostic: the file at
    // its line (a jump Back returns from).
    const auto openAt = [&window](const QString& path, int line, int column) {
        Diagnostic d;
        d.path = path;
        d.line = line;
        d.column = column;
        emit window.diagnosticsPanel()->diagnosticActivated(d);
    };

    // The outline follows the buffer (each live check) and the cursor; a heading in a `body:`
    // file opens that file at the heading.
    auto* outline = new OutlinePanel(&window);
    panels.outline = outline;
    window.addRightPanel(outline, QObject::tr("Outline"));
    const auto showOutline = [&window, outline] {
        const Document* d = window.currentDocument();
        if (!d) {
            outline->clear();
            return;
        }
        outline->setHeadings(d->headings, d->bodyPath.isEmpty() ? d->path : d->bodyPath);
        if (outline->file() == window.currentPath())
            outline->setCursorLine(window.editor()->currentLine());
    };
    QObject::connect(&window, &MainWindow::currentDocumentChanged, outline, showOutline);
    QObject::connect(&window, &MainWindow::workspaceLoaded, outline, showOutline);
    QObject::connect(&window, &MainWindow::bufferChecked, outline, showOutline);
    QObject::connect(window.editor(), &QPlainTextEdit::cursorPositionChanged, outline,
                     [&window, outline] {
                         if (outline->file() == window.currentPath())
                             outline->setCursorLine(window.editor()->currentLine());
                     });
    QObject::connect(outline, &OutlinePanel::headingActivated, &window,
                     [outline, openAt](int line) { openAt(outline->file(), line, 1); });

    // The zoom viewer's "Open Record": the raw record in the editor.
    QObject::connect(preview, &PreviewPane::recordActivated, &window,
                     [openAt](const QString& path) { openAt(path, 1, 1); });
    // A `source:` sentence's link: the source file at the heading it names.
    QObject::connect(preview, &PreviewPane::sourceLinkActivated, &window,
                     [openAt](const QString& path, int line) { openAt(path, line, 1); });

    auto* replay = new ReplayPanel(&window);
    panels.replay = replay;
    window.addBottomPanel(replay, QObject::tr("Replay"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, replay, &ReplayPanel::setWorkspace);
    QObject::connect(&window, &MainWindow::currentDocumentChanged, replay,
                     &ReplayPanel::setDocument);
    QObject::connect(replay, &ReplayPanel::recordAccepted, &window,
                     [&window](const QString&, const QStringList&) { window.reloadWorkspace(); });

    auto* review = new ReviewPanel(&window);
    panels.review = review;
    window.addBottomPanel(review, QObject::tr("Review"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, review, &ReviewPanel::setWorkspace);
    QObject::connect(&window, &MainWindow::currentDocumentChanged, review,
                     &ReviewPanel::setDocument);
    QObject::connect(review, &ReviewPanel::locationActivated, &window, openAt);
    QObject::connect(review, &ReviewPanel::changed, &window,
                     [&window] { window.reloadWorkspace(); });
    // A remark on the editor's selection (the Review panel's button): its text as the buffer
    // has it, and the line it starts on; nothing when the editor shows another file.
    review->setSelectionSource([&window, review]() -> std::pair<QString, int> {
        if (window.currentPath() != review->document()) return {};
        const QTextCursor c = window.editor()->textCursor();
        if (!c.hasSelection()) return {};
        QString quote = c.selectedText();
        quote.replace(QChar::ParagraphSeparator, u'\n');
        const int line = window.editor()->document()->findBlock(c.selectionStart()).blockNumber();
        return {quote, line + 1};
    });
    // A remark on the preview's selection: the page's text is found in the buffer (the anchor
    // line first), so that the remark quotes the source as the editor's remarks do.
    QObject::connect(preview, &PreviewPane::remarkRequested, review,
                     [&window, preview, review](const QString& text, int line) {
                         const bool same = preview->relativePath() == window.currentPath() &&
                                           window.currentPath() == review->document();
                         const auto quote = same ? SourceQuote::fromRendered(
                                                       window.editor()->toPlainText(), line, text)
                                                 : std::nullopt;
                         if (!quote) {
                             window.statusBar()->showMessage(
                                 QObject::tr("The selected text is not in the document's "
                                             "source (a figure or a generated part?): select "
                                             "it in the editor to remark on it."),
                                 10000);
                             return;
                         }
                         window.bottomTabs()->setCurrentWidget(review);
                         review->remarkOn(quote->quote, quote->line);
                     });

    auto* remarks = new RemarksPanel(&window);
    panels.remarks = remarks;
    window.addBottomPanel(remarks, QObject::tr("Remarks"));
    remarks->setBufferSource([&window, remarks] {
        return window.currentPath() == remarks->document() ? window.editor()->toPlainText()
                                                           : QString();
    });
    QObject::connect(&window, &MainWindow::workspaceLoaded, remarks, &RemarksPanel::setWorkspace);
    QObject::connect(&window, &MainWindow::currentDocumentChanged, remarks,
                     &RemarksPanel::setDocument);
    QObject::connect(window.editor(), &QPlainTextEdit::textChanged, remarks,
                     &RemarksPanel::bufferChanged);
    QObject::connect(remarks, &RemarksPanel::marksChanged, window.editor(),
                     &SourceEditor::setLineMarks);
    QObject::connect(window.editor(), &SourceEditor::lineMarkActivated, remarks,
                     [&window, remarks] { window.bottomTabs()->setCurrentWidget(remarks); });
    QObject::connect(remarks, &RemarksPanel::locationActivated, &window, openAt);
    QObject::connect(remarks, &RemarksPanel::changed, &window,
                     [&window] { window.reloadWorkspace(); });

    auto* workspaceReview = new WorkspaceReviewView(&window);
    panels.workspaceReview = workspaceReview;
    window.addBottomPanel(workspaceReview, QObject::tr("Workspace review"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, workspaceReview,
                     &WorkspaceReviewView::setWorkspace);
    QObject::connect(workspaceReview, &WorkspaceReviewView::documentActivated, &window,
                     [&window](const QString& path) { window.selectDocument(path); });
    QObject::connect(workspaceReview, &WorkspaceReviewView::locationActivated, &window, openAt);

    auto* search = new SearchPanel(&window);
    panels.search = search;
    window.addBottomPanel(search, QObject::tr("Search"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, search, &SearchPanel::setWorkspace);
    QObject::connect(search, &SearchPanel::locationActivated, &window, openAt);
    auto* searchAction = new QAction(QObject::tr("Search the Workspace…"), &window);
    searchAction->setObjectName(QStringLiteral("searchWorkspaceAction"));
    searchAction->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+F")));
    searchAction->setShortcutContext(Qt::WindowShortcut);
    window.addAction(searchAction);
    QObject::connect(searchAction, &QAction::triggered, search, [&window, search] {
        window.bottomTabs()->setCurrentWidget(search);
        search->focusQuery();
    });

    // The rule graph: the whole workspace, and the open document's neighbours (following its
    // buffer). Both lay out on workers of their own; nothing here waits for them.
    auto* graph = new GraphPanel(&window);
    panels.graph = graph;
    window.addRightPanel(graph, QObject::tr("Graph"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, graph, &GraphPanel::setWorkspace);
    QObject::connect(&window, &MainWindow::currentDocumentChanged, graph,
                     &GraphPanel::setCurrentDocument);
    QObject::connect(graph, &GraphPanel::documentActivated, &window,
                     [&window](const QString& path) { window.selectDocument(path); });
    auto* local = new LocalGraphPanel(&window);
    panels.localGraph = local;
    window.addRightPanel(local, QObject::tr("Local graph"));
    QObject::connect(&window, &MainWindow::workspaceLoaded, local, &LocalGraphPanel::setWorkspace);
    QObject::connect(&window, &MainWindow::currentDocumentChanged, local,
                     &LocalGraphPanel::setDocument);
    QObject::connect(window.editor(), &QPlainTextEdit::textChanged, local, [local, &window] {
        if (window.currentDocument()) local->setBuffer(window.editor()->toPlainText());
    });
    QObject::connect(local, &LocalGraphPanel::documentActivated, &window,
                     [&window](const QString& path) { window.selectDocument(path); });

    QObject::connect(&window, &MainWindow::exportRequested, &window, [&window] {
        if (!window.workspace()) return;
        ExportDialog dialog(window.workspace(), &window);
        dialog.setCurrentDocument(window.currentPath());
        dialog.exec();
    });
    panels.spellChecker = addSpellChecking(window);
    addLanguageMenu(window);  // last in View
    return panels;
}

}  // namespace techlog
