#pragma once

#include <QHash>
#include <QTabBar>

namespace techlog {

class DocumentModel;

// The open documents, one tab each, above the editor. A tab holds a DocumentModel: the file, its
// buffer with its own undo history, its dirty state. The editor shows the current tab's buffer;
// the others stay as they were left. The bar only lists and labels the models: the window makes
// them, chooses which one is shown and closes them (asking about unsaved edits first), since
// only it knows what closing a buffer means for the other views.
class DocumentTabBar : public QTabBar {
    Q_OBJECT
public:
    explicit DocumentTabBar(QWidget* parent = nullptr);

    // A tab for `model` at `at`; -1: after the current one (where the author is working, as
    // browsers do). `label`: what the tab says (a document's title, a file's name).
    int addModel(DocumentModel* model, const QString& label, int at = -1);
    void removeModel(DocumentModel* model);
    DocumentModel* model(int index) const;
    DocumentModel* currentModel() const { return model(currentIndex()); }
    QList<DocumentModel*> models() const;  // in the bar's order
    int indexOf(const DocumentModel* model) const;
    void setCurrentModel(DocumentModel* model);

    void setLabel(DocumentModel* model, const QString& label);
    // Shows the model's dirty mark and path (after a modification change, open or save).
    void refresh(DocumentModel* model);

signals:
    // The author asked to close tabs (the close button, a middle click, the context menu).
    void closeRequested(techlog::DocumentModel* model);
    void closeOthersRequested(techlog::DocumentModel* keep);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    QHash<const DocumentModel*, QString> m_labels;
};

}  // namespace techlog
