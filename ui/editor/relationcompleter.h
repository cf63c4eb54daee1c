#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

#include "workspace.h"

class QCompleter;
class QStandardItemModel;

namespace techlog {

class SourceEditor;

// Relation titles as the author types (issue 10, completion): under `## 관계`, after `- **`,
// the workspace's titles with their kind and topic, ranked by TextMatcher::score (substring,
// a half-typed syllable's jamo, 초성: `ㄱㅅㄱㅅ` finds `갱신 건수가 곧 판정이다`). Accepting puts
// the title and the closing `**` in place of what was typed, as one undo step. Ctrl+Space opens
// it at such a place; typing (SourceEditor::textTyped, not a buffer being set) refreshes it.
class RelationCompleter : public QObject {
    Q_OBJECT
public:
    explicit RelationCompleter(SourceEditor* editor);

    void setWorkspace(std::shared_ptr<const Workspace> workspace);
    void setCurrentDocument(const QString& relativePath);  // left out of its own list

    // Looks at the cursor and shows, refreshes or hides the list (typing and Ctrl+Space call
    // it; an empty query lists every title). True when the list is shown.
    bool update();
    QCompleter* completer() const { return m_completer; }
    QStandardItemModel* model() const { return m_model; }
    // The typed part of a relation title at the cursor; nothing when the cursor is elsewhere.
    std::optional<QString> queryAtCursor() const;
    // Puts `title` and `**` in place of the typed part (what choosing a row does).
    void accept(const QString& title);

    static constexpr int kMaxRows = 50;
    static constexpr int TitleRole = Qt::UserRole + 1;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    SourceEditor* m_editor;
    QCompleter* m_completer = nullptr;
    QStandardItemModel* m_model;
    std::shared_ptr<const Workspace> m_workspace;
    QString m_current;
    bool m_inserting = false;
};

}  // namespace techlog
