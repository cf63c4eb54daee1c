#include "documentcommands.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHash>
#include <QTextBlock>
#include <QtConcurrent>

#include "asyncworkspaceloader.h"
#include "backgroundpool.h"
#include "bufferedit.h"
#include "bufferparser.h"
#include "documentmodel.h"
#include "documentmove.h"
#include "documenttemplate.h"
#include "evidencefixes.h"
#include "evidenceinsertion.h"
#include "evidencepaths.h"
#include "importconversion.h"
#include "livechecker.h"
#include "pathguard.h"
#include "probefixes.h"
#include "probeworkspace.h"
#include "quickfixes.h"
#include "recordsvgrenderer.h"
#include "sourceeditor.h"
#include "studiosession.h"
#include "titlerename.h"

namespace techlog {

DocumentCommands::DocumentCommands(StudioSession* session, SourceEditor* editor, QObject* parent)
    : QObject(parent), m_session(session), m_editor(editor) {}

bool DocumentCommands::goToLine() {
    Prompts& prompts = m_session->prompts();
    if (!m_session->documentModel()->hasFile() || !prompts.goToLine) return false;
    const std::optional<int> line = prompts.goToLine(
        m_session->dialogParent(), m_editor->currentLine(), m_editor->document()->blockCount());
    if (!line) return false;
    m_session->jumpTo(*line);
    return true;
}

// A probe's findings are its own parser's (the buffer parsed live), its fixes ProbeFixes'.
bool DocumentCommands::quickFixProbe() {
    Prompts& prompts = m_session->prompts();
    const std::shared_ptr<const ParsedBuffer> parsed = m_session->bufferParser()->latest();
    const QString path = m_session->currentPath();
    const QString text = m_session->documentModel()->text();
    if (!prompts.chooseQuickFix || !parsed || parsed->path != path || parsed->text != text) {
        m_session->showMessage(tr("Checking the document; try the fix again in a moment"), 3000);
        return false;
    }
    QList<QuickFix> fixes;
    for (const Diagnostic& d : parsed->fileDiagnostics)
        if (d.line == m_editor->currentLine())
            fixes.append(
                ProbeFixes::forDiagnostic(text, d, m_session->workspaceRoot() + u'/' + path));
    if (fixes.isEmpty()) {
        m_session->showMessage(tr("No quick fix for this line"), 3000);
        return false;
    }
    QStringList labels;
    for (const QuickFix& f : std::as_const(fixes)) labels << f.label;
    const QPoint at = m_editor->viewport()->mapToGlobal(m_editor->cursorRect().bottomLeft());
    const int chosen = prompts.chooseQuickFix(m_session->dialogParent(), labels, at);
    if (chosen < 0 || chosen >= fixes.size()) return false;
    BufferEdit::replaceDifference(m_session->documentModel()->document(), text,
                                  fixes.at(chosen).text);
    m_session->showMessage(fixes.at(chosen).label, 3000);
    return true;
}

bool DocumentCommands::quickFix() {
    const Document* doc = m_session->currentDocument();
    const std::shared_ptr<const Workspace> ws = m_session->workspace();
    Prompts& prompts = m_session->prompts();
    if (!keyOfWorkspaceProbe(m_session->currentPath()).isEmpty()) return quickFixProbe();
    if (!doc || !ws || !prompts.chooseQuickFix) return false;
    // A fix is computed from the findings' lines: they must be those of the text as it is.
    if (m_session->liveChecker()->isBusy()) {
        m_session->showMessage(tr("Checking the document; try the fix again in a moment"), 3000);
        return false;
    }
    const QString path = m_session->currentPath();
    const int line = m_editor->currentLine();
    const QString text = m_session->documentModel()->text();
    // The findings where the marks now are: the live check's lines, moved with the text since.
    QList<QuickFix> fixes;
    QStringList redraw;  // figures to draw again: an action, not an edit of the text
    for (const Diagnostic& d : ws->diagnostics) {
        if (d.path != path || d.line != line) continue;
        // The evidence layer's first: an unknown key's own figure before the keys close to it.
        fixes.append(EvidenceFixes::forDiagnostic(*ws, *doc, text, d));
        fixes.append(QuickFixes::forDiagnostic(*ws, *doc, text, d));
        const QString key = EvidenceFixes::figureToRedraw(*ws, *doc, d);
        if (!key.isEmpty() && !redraw.contains(key)) redraw << key;
    }
    if (fixes.isEmpty() && redraw.isEmpty()) {
        m_session->showMessage(tr("No quick fix for this line"), 3000);
        return false;
    }
    QStringList labels;
    for (const QuickFix& f : std::as_const(fixes)) labels << f.label;
    for (const QString& key : std::as_const(redraw))
        labels << tr("Draw %1 again from its record").arg(EvidencePaths::relativeFigure(key));
    const QPoint at = m_editor->viewport()->mapToGlobal(m_editor->cursorRect().bottomLeft());
    const int chosen = prompts.chooseQuickFix(m_session->dialogParent(), labels, at);
    if (chosen < 0 || chosen >= labels.size()) return false;
    if (chosen >= fixes.size()) {
        drawFigure(redraw.at(chosen - fixes.size()));
        return true;
    }
    // Only the part that differs is replaced, in one edit block: one undo step, and the cursor
    // and the marks elsewhere stay where they are.
    BufferEdit::replaceDifference(m_session->documentModel()->document(), text,
                                  fixes.at(chosen).text);
    m_session->showMessage(fixes.at(chosen).label, 3000);
    return true;
}

bool DocumentCommands::editFrontMatter(const FrontMatterView::Edit& edit) {
    const Document* doc = m_session->currentDocument();
    if (!doc || doc->imported || doc->path != m_session->currentPath()) return false;
    DocumentModel* model = m_session->documentModel();
    const QString text = model->text();
    const std::optional<QByteArray> edited =
        FrontMatterView::applied(text.toUtf8(), doc->frontMatter, edit);
    if (!edited) {
        m_session->showMessage(
            tr("%1 is written in a form the property list does not change; edit its YAML")
                .arg(edit.key),
            6000);
        return false;
    }
    // One undo step, only the key's lines: the live check then rebuilds the form.
    BufferEdit::replaceDifference(model->document(), text, QString::fromUtf8(*edited));
    return true;
}

bool DocumentCommands::moveDocument() {
    const Document* doc = m_session->currentDocument();
    Prompts& prompts = m_session->prompts();
    if (!doc || !m_session->workspace() || !prompts.moveDocument ||
        doc->path != m_session->currentPath())
        return false;
    // The move writes the file at its new path: from the text as saved.
    DocumentModel* model = m_session->documentModel();
    if (model->isModified() && !m_session->maybeSave()) return false;
    if (model->isModified()) return false;
    // Asking ran an event loop, in which the workspace may have been replaced: look again, and
    // keep the workspace the plan reads (and `doc` lies in) across the dialog.
    std::shared_ptr<const Workspace> ws = m_session->workspace();
    doc = m_session->currentDocument();
    if (!doc || !ws) return false;
    const QString path = doc->path;
    auto planner = [ws, path](const MoveRequest& r) {
        return DocumentMove::plan(*ws, path, r.slug, r.topic, r.kind);
    };
    const std::optional<MoveRequest> request = prompts.moveDocument(
        m_session->dialogParent(), *doc, DocumentTemplate::topics(*ws), planner);
    if (!request) return false;
    const DocumentMove::Plan plan = planner(*request);
    QString error;
    if (!DocumentMove::apply(*ws, plan, &error)) {
        prompts.error(m_session->dialogParent(), tr("Cannot move"),
                      tr("Nothing was changed: %1")
                          .arg(plan.ok() ? error : plan.problems.join(QLatin1Char('\n'))));
        return false;
    }
    // The tree and every view follow the new path once the workspace is read again.
    m_session->closeTab(m_session->documentModel());
    m_session->openWhenLoaded(plan.target);
    m_session->reloadWorkspace();
    m_session->showMessage(tr("Moved to %1").arg(plan.target), 8000);
    return true;
}

void DocumentCommands::drawFigure(const QString& key) {
    // Drawn on a worker; the checks see the new figure when the document is re-read.
    std::shared_ptr<const Workspace> ws = m_session->workspace();
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher, key] {
        const QString error = watcher->result();
        watcher->deleteLater();
        if (!error.isEmpty()) {
            m_session->prompts().error(m_session->dialogParent(), tr("The figure was not drawn"),
                                       error);
            return;
        }
        m_session->showMessage(tr("Drew %1").arg(EvidencePaths::relativeFigure(key)), 5000);
        if (m_session->documentModel()->hasFile())
            m_session->loader()->reread(m_session->currentPath());
        emit figureDrawn(key);
    });
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [ws, key] {
        QString error;
        RecordSvgRenderer drawer;
        return EvidenceInsertion::drawFigure(*ws, key, drawer, &error) ? QString() : error;
    }));
}

bool DocumentCommands::insertEvidence(bool replaceLine) {
    const Document* doc = m_session->currentDocument();
    Prompts& prompts = m_session->prompts();
    if (!doc || !m_session->workspace() || !prompts.insertEvidence) return false;
    if (doc->imported || doc->path != m_session->currentPath()) {
        m_session->showMessage(
            tr("Evidence is inserted in the document's Markdown, where its front matter is"), 6000);
        return false;
    }
    // The dialog runs an event loop, in which a check may replace the workspace: `ws` keeps the
    // workspace that `doc` lies in.
    std::shared_ptr<const Workspace> ws = m_session->workspace();
    const std::optional<EvidenceChoice> choice =
        prompts.insertEvidence(m_session->dialogParent(), ws, *doc);
    if (!choice) return false;
    const QString text = m_session->documentModel()->text();
    const EvidenceInsertion::Plan plan = EvidenceInsertion::plan(
        *ws, *doc, text.toUtf8(), choice->key, choice->alt, choice->caption, choice->zoom);
    if (!plan.ok()) {
        prompts.error(m_session->dialogParent(), tr("Cannot insert evidence"), plan.error);
        return false;
    }
    // The block goes on lines of its own at the cursor, in the body (a cursor in the front
    // matter would put it there: the end of the document is taken instead).
    QTextCursor at = m_editor->textCursor();
    at.clearSelection();
    const int bodyLine = doc->bodyLine > 0 ? doc->bodyLine : 1;
    if (at.blockNumber() + 1 < bodyLine) at.movePosition(QTextCursor::End);
    QTextCursor edit(m_editor->document());
    edit.beginEditBlock();
    // The front matter first (it lies before the cursor, which the edit moves along).
    BufferEdit::replaceDifference(m_editor->document(), text, QString::fromUtf8(plan.text));
    if (replaceLine) {
        // The half-written `:::evidence` line the completion was asked in gives way.
        at.movePosition(QTextCursor::StartOfBlock);
        at.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        at.removeSelectedText();
    }
    // Blank lines around it, as around any block; the line the cursor is on stays whole.
    QString block = plan.block.chopped(1);
    if (!at.block().text().trimmed().isEmpty()) block.prepend(QStringLiteral("\n\n"));
    at.movePosition(QTextCursor::EndOfBlock);
    if (at.block().next().isValid() && !at.block().next().text().trimmed().isEmpty())
        block += QLatin1Char('\n');
    at.insertText(block);
    edit.endEditBlock();
    m_editor->setTextCursor(at);

    QString done = tr("Inserted %1").arg(plan.key);
    if (!plan.added.isEmpty())
        done += tr("; added to %1").arg(plan.added.join(QStringLiteral(", ")));
    if (plan.drawFigure) {
        drawFigure(plan.key);
        done += tr("; drawing its figure");
    }
    m_session->showMessage(done, 6000);
    return true;
}

bool DocumentCommands::renameDocument() {
    const Document* doc = m_session->currentDocument();
    Prompts& prompts = m_session->prompts();
    if (!doc || !m_session->workspace() || !prompts.renameTitle ||
        doc->path != m_session->currentPath())
        return false;
    // Planned against the buffer as it is, which is where the open document's change goes.
    DocumentModel* current = m_session->documentModel();
    const QString path = doc->path;
    const QString text = current->text();
    BufferedFiles buffers{{path, text.toUtf8()}};
    // Other tabs with unsaved edits take their part in their buffers too, not on disk under
    // them; clean tabs follow their files as they are written.
    QStringList inBuffers{path};
    QHash<QString, DocumentModel*> edited;
    for (DocumentModel* model : m_session->editedTabs())
        if (model != current) {
            buffers.insert(model->relativePath(), model->text().toUtf8());
            inBuffers << model->relativePath();
            edited.insert(model->relativePath(), model);
        }
    std::shared_ptr<const Workspace> ws = m_session->workspace();
    const std::optional<QString> title = prompts.renameTitle(
        m_session->dialogParent(), doc->title(),
        [ws, path, buffers](const QString& t) { return TitleRename::plan(*ws, path, t, buffers); });
    if (!title) return false;
    const TitleRename::Plan plan = TitleRename::plan(*ws, path, *title, buffers);
    QString error;
    if (!TitleRename::apply(*ws, plan, inBuffers, &error)) {
        prompts.error(
            m_session->dialogParent(), tr("Cannot rename"),
            tr("Nothing was changed: %1").arg(plan.ok() ? error : plan.problems.join('\n')));
        return false;
    }
    if (plan.contents.contains(path))
        BufferEdit::replaceDifference(current->document(), text,
                                      QString::fromUtf8(plan.contents.value(path)));
    for (auto it = plan.contents.cbegin(); it != plan.contents.cend(); ++it) {
        if (DocumentModel* model = edited.value(it.key()))
            BufferEdit::replaceDifference(model->document(), model->text(),
                                          QString::fromUtf8(it.value()));
        else if (it.key() != path)
            m_session->loader()->reread(it.key());
    }
    m_session->showMessage(tr("Renamed to “%1”: %2 line(s) in %3 file(s); save %4 to keep its part")
                               .arg(plan.newTitle)
                               .arg(plan.edits.size())
                               .arg(plan.contents.size())
                               .arg(path),
                           8000);
    return true;
}

std::optional<QString> DocumentCommands::newDocument() {
    const std::shared_ptr<const Workspace> ws = m_session->workspace();
    Prompts& prompts = m_session->prompts();
    if (!ws || !prompts.newDocument) return std::nullopt;
    const std::optional<NewDocument> doc = prompts.newDocument(m_session->dialogParent(), ws);
    if (!doc) return std::nullopt;
    QString error;
    const std::optional<QString> path = DocumentTemplate::create(*ws, *doc, &error);
    if (!path) {
        prompts.error(m_session->dialogParent(), tr("Cannot create the document"), error);
        return std::nullopt;
    }
    m_session->showMessage(tr("Created %1").arg(*path), 5000);
    // Into the tree by a re-read of that one file, then opened (the load's pending selection).
    m_session->openWhenLoaded(*path);
    m_session->loader()->reread(*path);
    return path;
}

bool DocumentCommands::saveAs() {
    DocumentModel* model = m_session->documentModel();
    const QString root = m_session->workspaceRoot();
    if (!model || !model->hasFile() || root.isEmpty()) return false;
    Prompts& prompts = m_session->prompts();
    const QString chosen = prompts.saveAsPath(m_session->dialogParent(), model->absolutePath());
    if (chosen.isEmpty()) return false;
    const QString absolute = QDir::cleanPath(QFileInfo(chosen).absoluteFilePath());
    const QString relative = QDir(root).relativeFilePath(absolute);
    const auto refuse = [&](const QString& why) {
        prompts.error(m_session->dialogParent(), tr("Cannot save as %1").arg(chosen), why);
        return false;
    };
    if (relative.startsWith(QLatin1String("..")) || QDir::isAbsolutePath(relative))
        return refuse(tr("Save As writes inside the workspace (%1).").arg(root));
    if (absolute == model->absolutePath()) return model->save();
    for (DocumentModel* open : m_session->openDocuments())
        if (open->absolutePath() == absolute && open->isModified())
            return refuse(tr("%1 is open with unsaved edits.").arg(relative));
    QString error;
    if (!PathGuard(root).write(absolute, model->bytesToSave(), &error))
        return refuse(tr("%1 was not written: %2").arg(relative, error));
    // The edits went to the new file: the old one's tab goes, its file as it was on disk.
    model->reloadFromDisk();
    m_session->closeTab(model);
    m_session->showMessage(tr("Saved as %1").arg(relative), 5000);
    m_session->openWhenLoaded(relative);
    m_session->reloadWorkspace();
    return true;
}

bool DocumentCommands::saveImportedAsMarkdown() {
    const Document* doc = m_session->currentDocument();
    Prompts& prompts = m_session->prompts();
    if (!doc || !doc->imported) return false;
    QString error;
    const QString relative = ImportConversion::canonicalPath(*doc, &error);
    QString markdown;
    if (!relative.isEmpty())
        markdown = ImportConversion::convert(*doc, m_session->documentModel()->text(), &error);
    if (relative.isEmpty() || markdown.isEmpty()) {
        prompts.error(m_session->dialogParent(), tr("Cannot save as Markdown"), error);
        return false;
    }
    const QString root = m_session->workspaceRoot();
    const QString absolute = QDir(root).filePath(relative);
    if (QFileInfo::exists(absolute) &&
        !prompts.confirmOverwrite(m_session->dialogParent(), relative))
        return false;
    if (!ImportConversion::write(root, absolute, markdown, &error)) {
        prompts.error(m_session->dialogParent(), tr("Cannot save as Markdown"),
                      tr("%1 was not written: %2").arg(relative, error));
        return false;
    }
    m_session->showMessage(tr("Wrote %1").arg(relative), 5000);
    m_session->openWhenLoaded(relative);
    m_session->reloadWorkspace();
    return true;
}

}  // namespace techlog
