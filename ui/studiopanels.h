#pragma once

namespace techlog {

class MainWindow;
class PreviewPane;
class RelationsPanel;
class RemarksPanel;
class ReplayPanel;
class ReviewPanel;
class SearchPanel;
class WorkspaceReviewView;

// Plugs the panels that sit beside the editor into the main window and wires them to it: the
// preview (follows the open document and its buffer; relation links open their target), the
// relations and backlinks of the open document,
// replay panel (the open document's probes; an accepted record reloads the workspace) and
// File > Export (the export dialog on the loaded workspace).
// Kept apart from MainWindow so that each panel stays its own small class.
struct StudioPanels {
    PreviewPane* preview = nullptr;
    RelationsPanel* relations = nullptr;
    ReplayPanel* replay = nullptr;
    ReviewPanel* review = nullptr;    // the gates, publish, what changed (docs/REVIEW.md)
    RemarksPanel* remarks = nullptr;  // the open document's remarks, marked in the gutter
    WorkspaceReviewView* workspaceReview = nullptr;
    SearchPanel* search =
        nullptr;  // Ctrl+Shift+F: every document's text  // every document's gates, the debt
};

StudioPanels installStudioPanels(MainWindow& window);

}  // namespace techlog
