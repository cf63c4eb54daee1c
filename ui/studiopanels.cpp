#include "studiopanels.h"

#include <QTextBlock>
#include <QTextCursor>

#include "asyncworkspaceloader.h"
#include "diagnosticspanel.h"
#include "exportdialog.h"
#include "mainwindow.h"
#include "previewpane.h"
#include "relationspanel.h"
#include "replaypanel.h"
#include "reviewpanel.h"
#include "sourceeditor.h"

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
    // A gate's cause opens like a diagnostic: the file at its line.
    QObject::connect(review, &ReviewPanel::locationActivated, &window,
                     [&window](const QString& path, int line, int column) {
                         Diagnostic d;
                         d.path = path;
                         d.line = line;
                         d.column = column;
                         emit window.diagnosticsPanel()->diagnosticActivated(d);
                     });
    QObject::connect(review, &ReviewPanel::changed, &window,
                     [&window] { window.reloadWorkspace(); });

    QObject::connect(&window, &MainWindow::exportRequested, &window, [&window] {
        if (!window.workspace()) return;
        ExportDialog dialog(window.workspace(), &window);
        dialog.setCurrentDocument(window.currentPath());
        dialog.exec();
    });
    return panels;
}

}  // namespace techlog
