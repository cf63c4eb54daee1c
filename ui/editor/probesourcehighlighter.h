#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <optional>

namespace techlog {

// Colours a probe's source (`<key>.probe.yaml`, docs/PROBES.md) or a PostgreSQL isolation spec
// (`<key>.spec`) in the editor, with Source-highlight's definitions (CodeHighlighter::spans, the
// same the pages use): a probe's lines as YAML, and the SQL of its `sql:` values as SQL, whether
// on the key's line (`sql: SELECT ...`, continued on more indented lines) or in a block scalar
// (`sql: |` and the more indented lines after it); a spec's keywords and comments, and the SQL
// inside its `{ }`. Line by line (the block state carries "inside SQL" and the `sql:` key's
// indentation), so it stays cheap on every keystroke; a construct that spans lines inside the
// SQL itself (a `/* */` comment) is coloured per line. The palette is the Markdown editor's.
class ProbeSourceHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    enum class Language { Probe, IsolationSpec };
    // What the file at `path` is by its name: nothing for a file that is neither.
    static std::optional<Language> languageOf(const QString& path);

    explicit ProbeSourceHighlighter(QTextDocument* document, Language language = Language::Probe);

    Language language() const { return m_language; }
    void setLanguage(Language language);

protected:
    void highlightBlock(const QString& text) override;

private:
    void highlightProbeLine(const QString& text);
    void highlightSpecLine(const QString& text);
    // Colours text[from, to) as `language` ("yaml" or "sql"); nothing when the line is over
    // the highlighter's bounds.
    void highlightRange(const QString& text, int from, int to, const QString& language);
    const QTextCharFormat* formatOf(const QString& element, bool yaml) const;

    Language m_language;
    QTextCharFormat m_key, m_comment, m_string, m_keyword, m_number, m_type, m_marker;
};

}  // namespace techlog
