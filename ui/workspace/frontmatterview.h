#pragma once

#include <QTreeWidget>
#include <functional>
#include <memory>
#include <optional>

#include "document.h"
#include "workspace.h"

namespace techlog {

// A document's front matter as a form: one row per key, `assets`, `evidence` and `source`
// expandable lists with an "add" row each. Each value has a typed editor (FrontMatterDelegate);
// an edit is not written here but asked for (editRequested), so that the window changes the
// buffer, and the form follows the buffer's next check. Unknown documents (no front matter)
// show a single explanatory row; unknown keys are shown, not edited.
class FrontMatterView : public QTreeWidget {
    Q_OBJECT
public:
    // One change the form asks for. `index` is the list item (-1: the key itself), `field` the
    // item's field (`key`, `file`) for `assets`.
    struct Edit {
        enum Op { Set, Append, Remove };
        Op op = Set;
        QString key;
        int index = -1;
        QString field;
        QString text;
    };
    // What the pickers offer, workspace-relative; `root` bounds the file chooser.
    struct Choices {
        QString root;
        QStringList revisions;  // most recent first
        QStringList records;    // final/evidence/raw/*.txt
        QStringList figures;    // rendered figures and diagrams
    };
    // What a row's editor is.
    enum class Editor { None, Text, Kind, Status, Date, Revision, Title, Figure, Record };
    enum Role { KeyRole = Qt::UserRole + 1, IndexRole, FieldRole, EditorRole };
    static constexpr int kAppendRow = -2;  // IndexRole of a list's "add" row

    explicit FrontMatterView(QWidget* parent = nullptr);

    void setDocument(const Document& doc);
    void clearDocument();
    // The front matter of the document shown no longer parses (the author is typing): its last
    // good values stay, greyed, under a row with `error`, and the form cannot be edited. False
    // when the view shows another document's (or none): the caller shows this one's instead.
    bool markStale(const QString& path, const QString& error);
    bool isStale() const { return m_stale; }
    QString shownPath() const { return m_path; }
    // The value shown for a top-level key, or an empty string when the key is not shown.
    QString valueOf(const QString& key) const;
    // The row of `key` (index -1), of its list item `index`, or of its "add" row (kAppendRow).
    QTreeWidgetItem* itemOf(const QString& key, int index = -1) const;

    // Edits are offered only while this is true (the open buffer is this document's Markdown)
    // and the view is not stale.
    void setEditable(bool editable) { m_editable = editable; }
    bool canEdit() const { return m_editable && !m_stale && !m_path.isEmpty(); }
    void setChoices(Choices choices) { m_choices = std::move(choices); }
    const Choices& choices() const { return m_choices; }
    // The pickers' lists for `ws`, listed on a worker: the record and figure folders hold a file
    // per case (thousands in a large workspace, 25 ms of every save when listed on the UI
    // thread). The newest call's lists are taken; the root at once.
    void loadChoices(std::shared_ptr<const Workspace> ws);
    static Choices choicesFor(const Workspace& ws);
    // Picks a file for an asset or a record (absolute); a QFileDialog unless a test sets it.
    void setFileChooser(std::function<QString(QWidget*, const QString& root)> chooser) {
        m_chooseFile = std::move(chooser);
    }

    // `workspacePath` (workspace-relative) as the shown document writes it: relative to its
    // folder. And back: a path written in the document to a workspace-relative one, or empty
    // when it leads out of the workspace.
    QString writtenPath(const QString& workspacePath) const;
    QString workspacePath(const QString& written) const;

    // `bytes` (a document's Markdown, whose front matter reads as `fm`) with `edit` made
    // through FrontMatterEdit: only the lines of that key change. Nothing when the key is
    // written in a form that is not edited in place (a flow list with items).
    static std::optional<QByteArray> applied(const QByteArray& bytes, const FrontMatter& fm,
                                             const Edit& edit);

    // Asks for `edit` after checking it (a revision must be 40 hex digits, a file must lie in
    // the workspace): false, with `problem` shown, when it is refused.
    bool requestEdit(const Edit& edit);
    // The list item or "add" row under `item` gets a file from the chooser.
    bool chooseFileFor(QTreeWidgetItem* item);
    // Removes the list item `item` stands for.
    bool removeItem(QTreeWidgetItem* item);

signals:
    void editRequested(const techlog::FrontMatterView::Edit& edit);
    void renameRequested();  // the title is changed through Rename (its relations follow)
    // The status is changed through Publish (gates and record) or Unpublish, never as text.
    void publicationRequested(bool publish);
    void problem(const QString& message);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QString m_path;  // the document shown
    bool m_stale = false;
    bool m_editable = false;
    Choices m_choices;
    int m_choicesGeneration = 0;  // the lists last asked for (loadChoices)
    std::function<QString(QWidget*, const QString&)> m_chooseFile;
};

}  // namespace techlog
