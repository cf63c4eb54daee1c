#include "levelmatrixview.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QVBoxLayout>

#include "isolationlevel.h"

namespace techlog {

const QColor& LevelMatrixView::heldColor() {
    static const QColor c(190, 235, 190);
    return c;
}
const QColor& LevelMatrixView::failedColor() {
    static const QColor c(250, 190, 190);
    return c;
}
const QColor& LevelMatrixView::notRunColor() {
    static const QColor c(225, 225, 225);
    return c;
}

LevelMatrixView::LevelMatrixView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("levelMatrix"));
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("levelMatrixTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_cell = new QPlainTextEdit(this);
    m_cell->setObjectName(QStringLiteral("levelMatrixCell"));
    m_cell->setReadOnly(true);
    m_cell->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_cell->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_cell->setPlaceholderText(tr("Click a cell to see that round's lines."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_cell, 1);
    connect(m_table, &QTableWidget::cellClicked, this, &LevelMatrixView::showCell);
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row, int column) { showCell(row, column); });
    hide();
}

void LevelMatrixView::clear() {
    m_levels.clear();
    m_table->clear();
    m_table->setRowCount(0);
    m_table->setColumnCount(0);
    m_cell->clear();
    hide();
}

void LevelMatrixView::setMatrix(const ReplayResult& matrix) {
    clear();
    if (matrix.levelResults.empty()) return;
    m_levels = matrix.levelResults;
    int rounds = 0;
    for (const ReplayResult& r : m_levels) rounds = std::max(rounds, int(r.rounds.size()));
    m_table->setRowCount(int(m_levels.size()));
    m_table->setColumnCount(rounds + 1);
    QStringList columns;
    for (int i = 1; i <= rounds; ++i) columns << QString::number(i);
    columns << tr("Held");
    m_table->setHorizontalHeaderLabels(columns);
    QStringList rows;
    for (int row = 0; row < int(m_levels.size()); ++row) {
        const ReplayResult& r = m_levels[size_t(row)];
        rows << isolationLevelShort(r.isolationLevel);
        int held = 0;
        for (int column = 0; column < rounds; ++column) {
            auto* item = new QTableWidgetItem;
            if (column < r.rounds.size()) {
                const RoundOutcome& round = r.rounds[column];
                const QStringList codes = round.failedCodes();
                item->setText(codes.isEmpty() ? QStringLiteral("—") : codes.join(u' '));
                item->setBackground(round.held ? heldColor() : failedColor());
                item->setToolTip(round.permutation.join(u' '));
                held += round.held ? 1 : 0;
            } else {
                item->setText(QStringLiteral("·"));
                item->setBackground(notRunColor());
            }
            item->setForeground(Qt::black);
            item->setTextAlignment(Qt::AlignCenter);
            m_table->setItem(row, column, item);
        }
        auto* summary =
            new QTableWidgetItem(r.verdict == Verdict::CouldNotRun
                                     ? tr("could not run")
                                     : QStringLiteral("%1/%2").arg(held).arg(r.rounds.size()));
        summary->setBackground(r.verdict == Verdict::CouldNotRun ? notRunColor()
                               : r.expectationsHeld              ? heldColor()
                                                                 : failedColor());
        summary->setForeground(Qt::black);
        summary->setToolTip(r.error);
        m_table->setItem(row, rounds, summary);
    }
    m_table->setVerticalHeaderLabels(rows);
    for (int row = 0; row < int(m_levels.size()); ++row)
        m_table->verticalHeaderItem(row)->setToolTip(m_levels[size_t(row)].isolationLevel);
    show();
}

void LevelMatrixView::showCell(int row, int column) {
    if (row < 0 || row >= int(m_levels.size())) return;
    const ReplayResult& r = m_levels[size_t(row)];
    QStringList lines{QStringLiteral("== %1 ==").arg(r.isolationLevel)};
    if (column >= 0 && column < r.rounds.size()) {
        const RoundOutcome& round = r.rounds[column];
        lines << round.events;
        for (const QString& f : round.failedExpectations)
            lines << tr("Expectation failed: %1").arg(f);
    } else if (r.verdict == Verdict::CouldNotRun) {
        lines << tr("Could not run: %1").arg(r.localizedError());
    } else {
        lines << r.localizedFailedExpectations();
    }
    m_cell->setPlainText(lines.join(u'\n'));
}

}  // namespace techlog
