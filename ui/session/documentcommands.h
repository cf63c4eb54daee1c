#pragma once

#include <QObject>
#include <QString>
#include <optional>

#include "frontmatterview.h"

namespace techlog {

class SourceEditor;
class StudioSession;

// The commands that change documents (ghostwriter keeps its actions apart from the window the
// same way): each works over the session's current document and buffer, asks through the
// session's Prompts and reports in its messages. `editor` is where the author's cursor is: the
// block Insert Evidence puts there, the line Quick Fix looks at.
class DocumentCommands : public QObject {
    Q_OBJECT
public:
    DocumentCommands(StudioSession* session, SourceEditor* editor, QObject* parent = nullptr);

    // File > New…: asks for the new document (Prompts::newDocument), creates it from its
    // template, and opens it once the tree has it. The path created, or nothing.
    std::optional<QString> newDocument();
    // An imported document written as Markdown at its canonical path, then opened.
    bool saveImportedAsMarkdown();
    // File > Save As… (Ctrl+Alt+S): the open buffer written to another file of the workspace
    // (never outside it, never over a file open with unsaved edits); the new file then takes
    // the tab, and the old file keeps what it had on disk.
    bool saveAs();
    // Edit > Quick Fix… (Ctrl+.): the certain fixes of the findings on the cursor's line
    // (QuickFixes, EvidenceFixes; a stale or missing figure drawn again; in a probe, ProbeFixes),
    // offered through the prompts; the chosen one applied as one undo step. False when there was
    // none or none was chosen.
    bool quickFix();
    // Go > Go to Line… (Ctrl+G): the line asked for (Prompts::goToLine), the cursor there and
    // in view; the place left is remembered for Back.
    bool goToLine();
    // Edit > Rename Document… (F2): a new title for the open document (Prompts::renameTitle),
    // carried into every relation that names it (TitleRename). The open buffer changes in
    // place (undoable, to be saved); the other files are written at once, all or none.
    bool renameDocument();
    // Edit > Insert Evidence… (Ctrl+Shift+E): a record chosen (Prompts::insertEvidence) shown
    // in the open document: its `assets` and `evidence` entries added when absent and the
    // `:::evidence` block with the record's claim inserted at the cursor, one undo step; its
    // figure drawn on a worker when missing or stale (figureDrawn).
    // `replaceLine`: the block takes the place of the cursor's line (asked from completion in a
    // half-written `:::evidence` line), once a record is chosen.
    bool insertEvidence(bool replaceLine = false);
    // Edit > Move Document… (Shift+F2): a new slug, topic or kind (Prompts::moveDocument); the
    // saved document and the files beside it move to the canonical path (DocumentMove), all or
    // none, and the workspace is read again with the document open at its new path.
    bool moveDocument();
    // A change asked for by the property form, made in the open buffer (one undo step, only
    // that key's lines). False when the open file is not the document's Markdown or the key is
    // written in a form that is not edited in place.
    bool editFrontMatter(const FrontMatterView::Edit& edit);
    // Draws the figure of `key` from its record on a worker (figureDrawn when written).
    void drawFigure(const QString& key);

signals:
    void figureDrawn(const QString& key);

private:
    bool quickFixProbe();
    StudioSession* m_session;
    SourceEditor* m_editor;
};

}  // namespace techlog
