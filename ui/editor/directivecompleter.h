#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

#include "workspace.h"

class QCompleter;
class QStandardItemModel;

namespace techlog {

class SourceEditor;

// Completion in directive lines (issue 10, completion): after `:::` at a line's start, the
// directive names; further on in the line, the directive's attribute names not yet written
// (`key`, `alt`, `caption`, `zoom` for `evidence`; `title` for the callouts); inside
// `:::evidence key="`, the document's asset keys, then the workspace's drawn figures
// (EvidencePaths::figure, inside the workspace by its PathGuard) it does not register yet:
// choosing one of those also adds its `assets` entry, in the same undo step. Typing refreshes the
// list; Ctrl+Space opens it.
class DirectiveCompleter : public QObject {
    Q_OBJECT
public:
    explicit DirectiveCompleter(SourceEditor* editor);

    // The workspace, and which of its documents the editor shows (its assets are offered first).
    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setCurrentDocument(const QString& relativePath);

    enum class Context { None, Name, Attribute, EvidenceKey };
    struct Place {
        Context context = Context::None;
        QString typed;        // the part of the word before the cursor
        QString directive;    // the line's directive name (Attribute, EvidenceKey)
        QStringList written;  // the attributes the line has already
    };
    Place placeAtCursor() const;
    bool update();  // shows, refreshes or hides the list; true when shown
    // What choosing a row does: `value` in place of the typed part (and its assets entry when
    // `registerFile` is given); insertEvidenceValue() asks for Insert Evidence instead.
    void accept(const QString& value, const QString& registerFile = {});

    QCompleter* completer() const { return m_completer; }
    QStandardItemModel* model() const { return m_model; }
    static constexpr int ValueRole = Qt::UserRole + 1;
    static constexpr int FileRole = Qt::UserRole + 2;  // a figure to register, workspace-relative
    // The last row inside `:::evidence key="`: Insert Evidence, which puts a whole block with
    // its caption claim in place of the line (insertEvidenceRequested).
    static QString insertEvidenceValue() { return QStringLiteral("\x01insert-evidence"); }

signals:
    void insertEvidenceRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    const QStringList& figures();  // keys of the drawn figures, listed once per workspace
    // Whether `relativePath` is a file of the workspace (PathGuard's rule for links).
    bool isFigureFile(const QString& relativePath) const;

    SourceEditor* m_editor;
    QCompleter* m_completer = nullptr;
    QStandardItemModel* m_model;
    std::shared_ptr<const Workspace> m_workspace;
    QString m_current;
    QString m_figuresRoot;  // the root m_figures was listed from
    QStringList m_figures;
    bool m_inserting = false;
};

}  // namespace techlog
