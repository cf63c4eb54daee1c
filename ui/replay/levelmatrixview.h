#pragma once

#include <QWidget>

#include "proberunner.h"

class QPlainTextEdit;
class QTableWidget;

namespace techlog {

// A matrix run (`levels:`, docs/PROBES.md "Isolation levels") as a table: one row per level, one
// column per round or permutation, each cell the SQLSTATEs its steps failed with (`—` for none)
// coloured by whether the round held its expectations (green), did not (red) or could not run
// (grey), and a last column with the level's rounds held. Clicking a cell shows that round's
// lines and broken expectations below the table.
class LevelMatrixView : public QWidget {
    Q_OBJECT
public:
    explicit LevelMatrixView(QWidget* parent = nullptr);

    // Shows `matrix.levelResults`; hides itself when there are none.
    void setMatrix(const ReplayResult& matrix);
    void clear();

    QTableWidget* table() const { return m_table; }
    QPlainTextEdit* cellView() const { return m_cell; }

    static const QColor& heldColor();
    static const QColor& failedColor();
    static const QColor& notRunColor();

private:
    void showCell(int row, int column);

    QTableWidget* m_table;
    QPlainTextEdit* m_cell;
    std::vector<ReplayResult> m_levels;
};

}  // namespace techlog
