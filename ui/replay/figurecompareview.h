#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QWidget>

class QGridLayout;
class QLabel;
class QSvgWidget;

namespace techlog {

// Figures side by side: for each changed figure, as it was at a base (the last publication) and
// as it is now. The caller passes bytes already through SvgSanitizer (an empty side: the figure
// was not there, or could not be drawn, and `note` says which).
class FigureCompareView : public QWidget {
    Q_OBJECT
public:
    struct Pair {
        QString path;  // workspace-relative
        QByteArray before, after;
        QString beforeNote, afterNote;  // shown instead of an empty side
    };

    explicit FigureCompareView(QWidget* parent = nullptr);

    void setPairs(const QList<Pair>& pairs, const QString& baseLabel);
    int pairCount() const { return int(m_pairs.size()); }
    // The drawn sides (nullptr where a side is a note instead).
    QSvgWidget* beforeView(int i) const;
    QSvgWidget* afterView(int i) const;

private:
    struct Row {
        QSvgWidget* before = nullptr;
        QSvgWidget* after = nullptr;
    };
    QWidget* side(const QByteArray& svg, const QString& note, QSvgWidget** view);

    QGridLayout* m_grid;
    QList<Pair> m_pairs;
    QList<Row> m_rows;
    QList<QWidget*> m_cells;
};

}  // namespace techlog
