#include "markdownsourcehighlighter.h"

#include <QRegularExpression>
#include <QTextDocument>

namespace techlog {

MarkdownSourceHighlighter::MarkdownSourceHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document) {
    m_fence.setForeground(QColor(0x80, 0x80, 0x80));
    m_key.setForeground(QColor(0x1a, 0x5f, 0xa8));
    m_heading.setForeground(QColor(0x8a, 0x2b, 0x8e));
    m_heading.setFontWeight(QFont::Bold);
    m_directive.setForeground(QColor(0x0b, 0x7a, 0x4b));
    m_bold.setFontWeight(QFont::Bold);
    m_code.setForeground(QColor(0x6a, 0x55, 0x20));
}

void MarkdownSourceHighlighter::highlightBlock(const QString& text) {
    static const QRegularExpression key(QStringLiteral("^(\\s*-?\\s*)([A-Za-z][A-Za-z0-9_]*):"));
    static const QRegularExpression bold(QStringLiteral("\\*\\*[^*]+\\*\\*"));
    const int previous = previousBlockState() < 0 ? Body : previousBlockState();
    const bool first = currentBlock().blockNumber() == 0;
    const QString trimmed = text.trimmed();

    if (first && trimmed == QLatin1String("---")) {
        setFormat(0, int(text.size()), m_fence);
        setCurrentBlockState(FrontMatter);
        return;
    }
    if (previous == FrontMatter) {
        if (trimmed == QLatin1String("---")) {
            setFormat(0, int(text.size()), m_fence);
            setCurrentBlockState(Body);
            return;
        }
        const auto m = key.match(text);
        if (m.hasMatch()) setFormat(int(m.capturedStart(2)), int(m.capturedLength(2)) + 1, m_key);
        setCurrentBlockState(FrontMatter);
        return;
    }
    if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~"))) {
        setFormat(0, int(text.size()), m_code);
        setCurrentBlockState(previous == Code ? Body : Code);
        return;
    }
    if (previous == Code) {
        setFormat(0, int(text.size()), m_code);
        setCurrentBlockState(Code);
        return;
    }
    setCurrentBlockState(Body);
    if (text.startsWith(QLatin1Char('#'))) {
        setFormat(0, int(text.size()), m_heading);
        return;
    }
    if (trimmed.startsWith(QLatin1String(":::"))) {
        setFormat(0, int(text.size()), m_directive);
        return;
    }
    for (auto it = bold.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        setFormat(int(m.capturedStart()), int(m.capturedLength()), m_bold);
    }
}

}  // namespace techlog
