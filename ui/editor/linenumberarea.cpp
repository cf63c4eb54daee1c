#include "linenumberarea.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QToolTip>

#include "sourceeditor.h"

namespace techlog {

LineNumberArea::LineNumberArea(SourceEditor* editor) : QWidget(editor), m_editor(editor) {}

QSize LineNumberArea::sizeHint() const { return {m_editor->lineNumberAreaWidth(), 0}; }

void LineNumberArea::paintEvent(QPaintEvent* event) { m_editor->paintLineNumbers(event); }

bool LineNumberArea::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int line = m_editor->lineAtGutterY(help->pos().y());
        QStringList tips{m_editor->lineMarks().value(line), m_editor->diagnosticsOnLine(line)};
        tips.removeAll(QString());
        const QString tip = tips.join(QLatin1Char('\n'));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return QWidget::event(event);
}

void LineNumberArea::mousePressEvent(QMouseEvent* event) {
    const int line = m_editor->lineAtGutterY(event->position().toPoint().y());
    if (line > 0 && m_editor->lineMarks().contains(line)) emit m_editor->lineMarkActivated(line);
    QWidget::mousePressEvent(event);
}

}  // namespace techlog
