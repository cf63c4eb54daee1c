#pragma once

#include <QWidget>

namespace techlog {

class SourceEditor;

// The gutter beside a SourceEditor. It only forwards size and paint requests: the editor knows
// which blocks are visible.
class LineNumberArea : public QWidget {
    Q_OBJECT
public:
    explicit LineNumberArea(SourceEditor* editor);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;  // the tooltip of a marked line
    void mousePressEvent(QMouseEvent* event) override;

private:
    SourceEditor* m_editor;
};

}  // namespace techlog
