#include "linenumberarea.h"

#include "sourceeditor.h"

namespace techlog {

LineNumberArea::LineNumberArea(SourceEditor* editor) : QWidget(editor), m_editor(editor) {}

QSize LineNumberArea::sizeHint() const { return {m_editor->lineNumberAreaWidth(), 0}; }

void LineNumberArea::paintEvent(QPaintEvent* event) { m_editor->paintLineNumbers(event); }

}  // namespace techlog
