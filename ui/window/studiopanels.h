#pragma once

namespace techlog {

class GraphPanel;
class LocalGraphPanel;
class PanelHost;
class StudioSession;
class OutlinePanel;
class PreviewPane;
class ProbeAuthoring;
class HelpMenu;
class RelationsPanel;
class RemarksPanel;
class ReplayPanel;
class ReviewPanel;
class SearchPanel;
class SpellChecker;
class WorkspaceReviewView;

// Plugs the panels that sit beside the editor into the main window and wires them to it: the
// preview (follows the open document and its buffer; relation links open their target), the
// relations and backlinks of the open document,
// replay panel (the open document's probes; an accepted record reloads the workspace), the
// Graph and Local graph tabs (the rule graph; a double-click opens a document) and
// File > Export (the export dialog on the loaded workspace), View > Language (UiLanguage's
// setting, for the next start) and View > Check Spelling (the editor's spell checker).
// Kept apart from MainWindow so that each panel stays its own small class. The panels follow the
// session (its documents, its buffer, its signals) and sit where the host puts them; none of
// them sees the window or the editor widget.
struct StudioPanels {
    PreviewPane* preview = nullptr;
    RelationsPanel* relations = nullptr;
    ReplayPanel* replay = nullptr;
    ReviewPanel* review = nullptr;    // the gates, publish, what changed (docs/REVIEW.md)
    RemarksPanel* remarks = nullptr;  // the open document's remarks, marked in the gutter
    WorkspaceReviewView* workspaceReview = nullptr;  // every document's gates, the debt
    SearchPanel* search = nullptr;                   // Ctrl+Shift+F: every document's text
    GraphPanel* graph = nullptr;                     // the whole rule graph (docs/GRAPH.md)
    LocalGraphPanel* localGraph = nullptr;           // the open document's neighbours
    OutlinePanel* outline = nullptr;                 // the open document's headings
    SpellChecker* spellChecker = nullptr;            // the editor's (docs/SPELLING.md)
    ProbeAuthoring* probes = nullptr;  // New Probe…, Run Probe (F5), Accept as Evidence
    HelpMenu* help = nullptr;          // Save All, Help > Keyboard Shortcuts, About
};

StudioPanels installStudioPanels(StudioSession& session, PanelHost& host);

}  // namespace techlog
