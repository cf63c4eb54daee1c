#pragma once

#include <QListWidget>

#include "interleavingexplorer.h"

namespace techlog {

// The orders `--explore` ran (InterleavingExplorer), one row each: per level, the failing ones
// first (red, with the expectations they broke), then those that held (green), then those that
// cannot happen (grey); the failing order with the fewest switches is marked. Its tooltip is the
// `permutations:` entry to paste.
class InterleavingListView : public QListWidget {
    Q_OBJECT
public:
    explicit InterleavingListView(QWidget* parent = nullptr);

    // Shows `result`; hides itself when it holds no order.
    void setResult(const InterleavingExplorer::Result& result);
    void clearResult();
    // The smallest failing order's row at the first level that has one; -1 when none.
    int smallestRow() const { return m_smallestRow; }
    // The steps of the order in the current row; empty on a heading.
    QStringList chosenOrder() const;

private:
    int m_smallestRow = -1;
};

}  // namespace techlog
