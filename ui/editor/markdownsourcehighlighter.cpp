#include "markdownsourcehighlighter.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

#include "prosewords.h"
#include "spellchecker.h"

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

SpellChecker* MarkdownSourceHighlighter::spellChecker() const { return m_spell; }

void MarkdownSourceHighlighter::setSpellChecker(SpellChecker* checker) {
    if (checker == m_spell) return;
    for (const auto& c : m_spellConnections) disconnect(c);
    m_spellConnections.clear();
    m_spell = checker;
    if (checker) {
        m_spellConnections << connect(checker, &SpellChecker::wordsChecked, this,
                                      &MarkdownSourceHighlighter::rehighlightWords);
        m_spellConnections << connect(checker, &SpellChecker::dictionaryChanged, this,
                                      [this] { rehighlight(); });
    }
    if (document()) rehighlight();
}

// Only the lines that hold one of `words` change: the others are left as drawn.
void MarkdownSourceHighlighter::rehighlightWords(const QStringList& words) {
    QTextDocument* doc = document();
    if (!doc) return;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        const QString text = b.text().normalized(QString::NormalizationForm_C);
        for (const QString& w : words) {
            if (text.contains(w)) {
                rehighlightBlock(b);
                break;
            }
        }
    }
}

void MarkdownSourceHighlighter::markMisspelled(const QString& text) {
    if (!m_spell) return;
    for (const ProseWord& w : proseWords(text)) {
        if (m_spell->verdict(text.mid(w.start, w.length), w.hangul) !=
            SpellChecker::Verdict::Misspelled)
            continue;
        for (int i = w.start; i < w.start + w.length;) {
            // Keep each run's own format (a heading's, a bold title's), underlined.
            QTextCharFormat f = format(i);
            int j = i + 1;
            while (j < w.start + w.length && format(j) == f) ++j;
            f.setUnderlineStyle(QTextCharFormat::SpellCheckUnderline);
            f.setUnderlineColor(QColor(0xd0, 0x20, 0x20));
            setFormat(i, j - i, f);
            i = j;
        }
    }
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
        markMisspelled(text);
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
    markMisspelled(text);
}

}  // namespace techlog
