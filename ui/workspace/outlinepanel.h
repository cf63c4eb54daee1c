#pragma once

#include <QList>
#include <QWidget>

#include "document.h"

class QTreeWidget;
class QTreeWidgetItem;
class QLabel;

namespace techlog {

// The Outline tab: the open document's headings, nested by level; a click goes to the heading's
// line (headingActivated). It follows the buffer (setHeadings after each live check) and marks
// the heading the editor's cursor is under (setCursorLine).
class OutlinePanel : public QWidget {
    Q_OBJECT
public:
    explicit OutlinePanel(QWidget* parent = nullptr);

    // `headings` in text order; `file` the file their lines are in (Document::bodyPath). The
    // tree is rebuilt only when they changed, so that typing in a paragraph keeps it still.
    void setHeadings(const QList<Heading>& headings, const QString& file = {});
    void clear() { setHeadings({}); }
    // The heading whose section holds `line` (1-based) is made current, without a jump.
    void setCursorLine(int line);

    QTreeWidget* tree() const { return m_tree; }
    int currentHeadingLine() const;  // 0 when none
    const QString& file() const { return m_file; }

signals:
    void headingActivated(int line);

private:
    QTreeWidget* m_tree;
    QLabel* m_empty;
    QList<Heading> m_headings;
    QString m_file;
    QList<QTreeWidgetItem*> m_items;  // in text order, one per heading
};

}  // namespace techlog
