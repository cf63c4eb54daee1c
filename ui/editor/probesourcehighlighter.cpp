#include "probesourcehighlighter.h"

#include <QRegularExpression>

#include "codehighlighter.h"
#include "evidencepaths.h"

namespace techlog {

namespace {

// Block states. A probe: YAML, or inside the SQL value of a `sql:` key at `indent` (the key's
// column), continued on the lines indented more: a block scalar (`sql: |`) or a plain scalar
// (`sql: SELECT ...`, where ` #` starts a YAML comment). A spec: between blocks, or inside `{`.
enum ProbeState { Yaml = 0 };
int sqlState(int indent, bool plain) { return 1 + 2 * indent + (plain ? 1 : 0); }
enum SpecState { SpecText = 0, SpecSql = 1 };

const QString kYaml = QStringLiteral("yaml");
const QString kSql = QStringLiteral("sql");

int leadingSpaces(const QString& text) {
    int i = 0;
    while (i < text.size() && text[i] == u' ') ++i;
    return i;
}

bool isBlank(const QString& text) {
    for (QChar c : text)
        if (c != u' ' && c != u'\t' && c != u'\r') return false;
    return true;
}

// Where a plain scalar's value ends in `text` from `from`: before a ` #` comment, then before
// trailing blanks.
int plainEnd(const QString& text, int from) {
    int end = int(text.size());
    for (int i = from; i < text.size(); ++i) {
        if (text[i] == u'#' && (i == from || text[i - 1] == u' ' || text[i - 1] == u'\t')) {
            end = i;
            break;
        }
    }
    while (end > from && (text[end - 1] == u' ' || text[end - 1] == u'\t')) --end;
    return end;
}

// The spec scanner's words (probe/isolationspec.cpp): identifiers allow bytes >= 0x80.
bool specIdentStart(QChar c) { return c.isLetter() || c == u'_' || c.unicode() >= 0x80; }
bool specIdentChar(QChar c) { return specIdentStart(c) || c.isDigit() || c == u'$'; }

}  // namespace

std::optional<ProbeSourceHighlighter::Language> ProbeSourceHighlighter::languageOf(
    const QString& path) {
    if (path.endsWith(EvidencePaths::probeSuffix())) return Language::Probe;
    if (path.endsWith(QLatin1String(".spec"))) return Language::IsolationSpec;
    return std::nullopt;
}

ProbeSourceHighlighter::ProbeSourceHighlighter(QTextDocument* document, Language language)
    : QSyntaxHighlighter(document), m_language(language) {
    // MarkdownSourceHighlighter's colours where it has one (its keys, its grey fences, its
    // purple headings, its green directives), the pages' light code colours for the rest.
    m_key.setForeground(QColor(0x1a, 0x5f, 0xa8));
    m_comment.setForeground(QColor(0x80, 0x80, 0x80));
    m_comment.setFontItalic(true);
    m_string.setForeground(QColor(0x0b, 0x7a, 0x4b));
    m_keyword.setForeground(QColor(0x8a, 0x2b, 0x8e));
    m_keyword.setFontWeight(QFont::Bold);
    m_number.setForeground(QColor(0xb4, 0x53, 0x09));
    m_type.setForeground(QColor(0x1f, 0x6f, 0x8b));
    m_marker.setForeground(QColor(0x80, 0x80, 0x80));
}

void ProbeSourceHighlighter::setLanguage(Language language) {
    if (language == m_language) return;
    m_language = language;
    if (document()) rehighlight();
}

// Source-highlight's elements as the editor colours them. YAML's definition calls a key `type`
// and a document marker `preproc`.
const QTextCharFormat* ProbeSourceHighlighter::formatOf(const QString& element, bool yaml) const {
    if (element == u"type") return yaml ? &m_key : &m_type;
    if (element == u"keyword") return &m_keyword;
    if (element == u"comment" || element == u"todo") return &m_comment;
    if (element == u"string" || element == u"specialchar" || element == u"regexp") return &m_string;
    if (element == u"number" || element == u"value") return &m_number;
    if (element == u"preproc") return yaml ? &m_marker : &m_keyword;
    if (element == u"variable" || element == u"classname" || element == u"usertype") return &m_type;
    return nullptr;
}

void ProbeSourceHighlighter::highlightRange(const QString& text, int from, int to,
                                            const QString& language) {
    if (to <= from) return;
    const std::optional<QList<CodeSpan>> spans =
        CodeHighlighter::spans(text.mid(from, to - from), language);
    if (!spans) return;
    const bool yaml = language == kYaml;
    for (const CodeSpan& s : *spans)
        if (const QTextCharFormat* f = formatOf(s.element, yaml))
            setFormat(from + s.start, s.length, *f);
}

void ProbeSourceHighlighter::highlightBlock(const QString& text) {
    if (m_language == Language::IsolationSpec)
        highlightSpecLine(text);
    else
        highlightProbeLine(text);
}

void ProbeSourceHighlighter::highlightProbeLine(const QString& text) {
    const int previous = previousBlockState();
    const int size = int(text.size());
    if (previous > Yaml) {
        const int indent = (previous - 1) / 2;
        const bool plain = (previous - 1) % 2 == 1;
        // Blank lines belong to the scalar; a line indented no more than the key ends it.
        if (isBlank(text)) {
            setCurrentBlockState(previous);
            return;
        }
        const int at = leadingSpaces(text);
        if (at > indent) {
            const int end = plain ? plainEnd(text, at) : size;
            highlightRange(text, at, end, kSql);
            if (end < size) highlightRange(text, end, size, kYaml);  // the comment
            setCurrentBlockState(previous);
            return;
        }
    }
    setCurrentBlockState(Yaml);
    highlightRange(text, 0, size, kYaml);

    // `sql:` as a block mapping's key, alone or as a list item's first key.
    static const QRegularExpression sqlKey(QStringLiteral("^( *(?:- +)?)sql:(?:[ \\t]+|$)"));
    const QRegularExpressionMatch m = sqlKey.match(text);
    if (!m.hasMatch()) return;
    const int indent = int(m.capturedLength(1));
    const int value = int(m.capturedEnd());
    if (value >= size || text[value] == u'#') {
        // Nothing on the key's line: a plain scalar may follow on the lines below.
        setCurrentBlockState(sqlState(indent, true));
        return;
    }
    const QChar first = text[value];
    static const QRegularExpression blockHeader(QStringLiteral("^[|>][-+0-9]*[ \\t]*(?:#.*)?$"));
    if (first == u'|' || first == u'>') {
        if (blockHeader.match(text.mid(value)).hasMatch())
            setCurrentBlockState(sqlState(indent, false));
        return;
    }
    // Quoted, flow, anchored or tagged values stay YAML.
    if (QStringLiteral("\"'[{&*!%@`").contains(first)) return;
    const int end = plainEnd(text, value);
    setFormat(value, end - value, QTextCharFormat());
    highlightRange(text, value, end, kSql);
    setCurrentBlockState(sqlState(indent, true));
}

void ProbeSourceHighlighter::highlightSpecLine(const QString& text) {
    static const QStringList keywords{QStringLiteral("notices"), QStringLiteral("permutation"),
                                      QStringLiteral("session"), QStringLiteral("setup"),
                                      QStringLiteral("step"),    QStringLiteral("teardown")};
    int state = previousBlockState() == SpecSql ? SpecSql : SpecText;
    const int size = int(text.size());
    int i = 0;
    while (i < size) {
        if (state == SpecSql) {
            // The spec's SQL runs to the first `}`, as its scanner reads it.
            const int close = int(text.indexOf(u'}', i));
            const int end = close < 0 ? size : close;
            highlightRange(text, i, end, kSql);
            if (close < 0) break;
            state = SpecText;
            i = close + 1;
            continue;
        }
        const QChar c = text[i];
        if (c == u'#') {
            setFormat(i, size - i, m_comment);
            break;
        }
        if (c == u'{') {
            state = SpecSql;
            ++i;
        } else if (c == u'"') {
            // A quoted name: skipped whole, so that no keyword is seen inside it.
            int j = i + 1;
            while (j < size && (text[j] != u'"' || (j + 1 < size && text[j + 1] == u'"')))
                j += text[j] == u'"' ? 2 : 1;
            i = j + 1;
        } else if (specIdentStart(c)) {
            int j = i + 1;
            while (j < size && specIdentChar(text[j])) ++j;
            if (keywords.contains(QStringView(text).mid(i, j - i))) setFormat(i, j - i, m_keyword);
            i = j;
        } else if (c.isDigit()) {
            int j = i + 1;
            while (j < size && text[j].isDigit()) ++j;
            setFormat(i, j - i, m_number);
            i = j;
        } else {
            ++i;
        }
    }
    setCurrentBlockState(state);
}

}  // namespace techlog
