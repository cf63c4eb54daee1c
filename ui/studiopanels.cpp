#include "studiopanels.h"

#include <QAction>
#include <QScrollBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <memory>

#include "asyncworkspaceloader.h"
#include "diagnosticspanel.h"
#include "exportdialog.h"
#include "mainwindow.h"
#include "previewpane.h"
#include "relationspanel.h"
#include "remarkspanel.h"
#include "replaypanel.h"
#include "reviewpanel.h"
#include "searchpanel.h"
#include "sourceeditor.h"
#include "workspacereviewview.h"

namespace techlog {

StudioPanels installStudioPanels(MainWindow& window) {
    StudioPanels panels;
    auto* preview = new PreviewPane(&window);
    panels.preview = preview;
    window.setPreviewWidget(preview);

    QObject::connect(&window, &MainWindow::workspaceLoaded, preview,
                     [preview](std::shared_ptr<const Workspace> ws) { preview->setWorkspace(ws); });
    QObject::connect(&window, &MainWindow::currentDocumentChanged, preview,
                     [preview, &window](const QString& path) {
                         if (path.isEmpty() || !window.currentDocument()) {
                             preview->clearDocument();
                             return;
                         }
                         preview->setDocument(path, window.editor()->toPlainText());
                     });
    QObject::connect(window.editor(), &QPlainTextEdit::textChanged, preview, [preview, &window] {
        if (window.currentPath() == preview->relativePath() && window.currentDocument())
            preview->setText(window.editor()->toPlainText());
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
        QPlainTextEdit* e = window.editor();
        QTextCursor c(e->document()->findBlockByNumber(line - 1));
        e->setTextCursor(c);
        e->centerCursor();
        e->setFocus();
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
    // A gate's cause, a remark, a search result open like a diagnostic: the file at its line.
    const auto openAt = [&window](const QString& path, int line, int column) {
        Diagnostic d;
        d.path = path;
        d.line = line;
        d.column = column;
        emit window.diagnosticsPanel()->diagnosticActivated(d);
    };
    QObject::connect(review, &ReviewPanel::locationActivated, &window, openAt);
    QObject::connect(review, &ReviewPanel::changed, &window,
                     [&window] { window.reloadWorkspace(); });

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

    QObject::connect(&window, &MainWindow::exportRequested, &window, [&window] {
        if (!window.workspace()) return;
        ExportDialog dialog(window.workspace(), &window);
        dialog.setCurrentDocument(window.currentPath());
        dialog.exec();
    });
    return panels;
}

}  // namespace techlog
