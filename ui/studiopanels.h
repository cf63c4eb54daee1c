#pragma once

namespace techlog {

class MainWindow;
class PreviewPane;

// Plugs the panels that sit beside the editor into the main window and wires them to it: the
// preview (follows the open document and its buffer; relation links open their target).
// Kept apart from MainWindow so that each panel stays its own small class.
struct StudioPanels {
    PreviewPane* preview = nullptr;
};

StudioPanels installStudioPanels(MainWindow& window);

}  // namespace techlog
