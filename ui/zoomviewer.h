#pragma once

#include <QDialog>

#include "previewrenderer.h"

class QGraphicsView;
class QGraphicsSvgItem;
class QSvgRenderer;
class QLabel;
class QPlainTextEdit;

namespace techlog {

// An evidence figure enlarged: the sanitized SVG as a vector (fit, 100%, zoom with the wheel and
// + / - / 0 / F keys, pan by dragging), its caption, and the raw record beside it.
class ZoomViewer : public QDialog {
    Q_OBJECT
public:
    explicit ZoomViewer(const PreviewAsset& asset, QWidget* parent = nullptr);

    void fit();
    void actualSize();
    void zoomBy(double factor);
    double scale() const;
    QPlainTextEdit* recordView() const { return m_record; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QGraphicsView* m_view;
    QSvgRenderer* m_renderer;
    QGraphicsSvgItem* m_item;
    QPlainTextEdit* m_record;
};

}  // namespace techlog
