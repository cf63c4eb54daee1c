#include "figurecompareview.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSvgRenderer>
#include <QSvgWidget>
#include <QVBoxLayout>

namespace techlog {

namespace {
constexpr int kFigureHeight = 220;  // enough to read a record's lines beside its twin
}

FigureCompareView::FigureCompareView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("figureCompareView"));
    auto* inner = new QWidget;
    m_grid = new QGridLayout(inner);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(inner);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

QWidget* FigureCompareView::side(const QByteArray& svg, const QString& note, QSvgWidget** view) {
    *view = nullptr;
    if (svg.isEmpty()) {
        auto* label = new QLabel(note.isEmpty() ? tr("(not there)") : note);
        label->setAlignment(Qt::AlignCenter);
        label->setMinimumHeight(kFigureHeight / 4);
        return label;
    }
    auto* w = new QSvgWidget;
    w->load(svg);
    w->renderer()->setAspectRatioMode(Qt::KeepAspectRatio);
    w->setMinimumHeight(kFigureHeight);
    *view = w;
    return w;
}

void FigureCompareView::setPairs(const QList<Pair>& pairs, const QString& baseLabel) {
    for (QWidget* w : m_cells) delete w;
    m_cells.clear();
    m_rows.clear();
    m_pairs = pairs;
    if (pairs.isEmpty()) {
        auto* none = new QLabel(tr("No figure changed."));
        m_grid->addWidget(none, 0, 0, 1, 2);
        m_cells.append(none);
        return;
    }
    auto* left = new QLabel(tr("<b>%1</b>").arg(baseLabel.toHtmlEscaped()));
    auto* right = new QLabel(tr("<b>Now</b>"));
    m_grid->addWidget(left, 0, 0);
    m_grid->addWidget(right, 0, 1);
    m_cells << left << right;
    int row = 1;
    for (const Pair& p : pairs) {
        auto* title = new QLabel(p.path);
        m_grid->addWidget(title, row++, 0, 1, 2);
        Row r;
        QWidget* before = side(p.before, p.beforeNote, &r.before);
        QWidget* after = side(p.after, p.afterNote, &r.after);
        m_grid->addWidget(before, row, 0);
        m_grid->addWidget(after, row++, 1);
        m_cells << title << before << after;
        m_rows.append(r);
    }
}

QSvgWidget* FigureCompareView::beforeView(int i) const {
    return i >= 0 && i < m_rows.size() ? m_rows[i].before : nullptr;
}

QSvgWidget* FigureCompareView::afterView(int i) const {
    return i >= 0 && i < m_rows.size() ? m_rows[i].after : nullptr;
}

}  // namespace techlog
