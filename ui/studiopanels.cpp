#include "studiopanels.h"

#include "asyncworkspaceloader.h"
#include "evidencerenderchecks.h"
#include "mainwindow.h"
#include "previewpane.h"
#include "sourceeditor.h"

namespace techlog {

StudioPanels installStudioPanels(MainWindow& window) {
    StudioPanels panels;
    // The studio reports what `techlog check` reports, rendered evidence included.
    window.loader()->setExtraChecks({&checkRenderedEvidence});
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
    return panels;
}

}  // namespace techlog
