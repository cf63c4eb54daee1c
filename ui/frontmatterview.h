#pragma once

#include <QTreeWidget>

#include "document.h"

namespace techlog {

// A read-only key/value list of a document's front matter. `assets`, `evidence` and `source`
// are expandable lists. Unknown documents (no front matter) show a single explanatory row.
class FrontMatterView : public QTreeWidget {
    Q_OBJECT
public:
    explicit FrontMatterView(QWidget* parent = nullptr);

    void setDocument(const Document& doc);
    void clearDocument();
    // The front matter of the document shown no longer parses (the author is typing): its last
    // good values stay, greyed, under a row with `error`. False when the view shows another
    // document's (or none): the caller shows this one's instead.
    bool markStale(const QString& path, const QString& error);
    bool isStale() const { return m_stale; }
    QString shownPath() const { return m_path; }
    // The value shown for a top-level key, or an empty string when the key is not shown.
    QString valueOf(const QString& key) const;

private:
    QString m_path;  // the document shown
    bool m_stale = false;
};

}  // namespace techlog
