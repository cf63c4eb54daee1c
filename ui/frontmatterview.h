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
    // The value shown for a top-level key, or an empty string when the key is not shown.
    QString valueOf(const QString& key) const;
};

}  // namespace techlog
