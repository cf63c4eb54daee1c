#pragma once

#include <QDialog>

class QGraphicsView;
class QLabel;
class QPlainTextEdit;

namespace techlog {

// A figure of the preview in a window of its own (the zoom viewer's "Open in Window"), the
// size of the studio's window: the drawing to read at any size, its caption and its raw record
// beside it. The wheel zooms at the pointer, a drag pans; + and - zoom, 0 fits the window, 1
// shows it at its own size; Escape or Close closes. What it shows is what the page was served
// (the sanitized SVG, or the picture), never the file read again.
class FigureViewer : public QDialog {
    Q_OBJECT
public:
    // `record`: the raw record's text (at most its first part), empty when the figure has none.
    FigureViewer(const QByteArray& figure, bool svg, const QString& caption, const QString& record,
                 QWidget* parent = nullptr);

    QGraphicsView* view() const { return m_view; }
    QLabel* captionLabel() const { return m_caption; }
    QPlainTextEdit* recordView() const { return m_record; }
    double scale() const;  // 1.0: the figure at its own size
    void zoomBy(double factor);
    void fit();
    void actualSize();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QGraphicsView* m_view;
    QLabel* m_caption;
    QPlainTextEdit* m_record;
    bool m_fitted = false;  // shown fitted until the reader zooms
};

}  // namespace techlog
