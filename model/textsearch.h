#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace techlog {

// One find query, as the editor's Find and Replace (Ctrl+F, Ctrl+H) and the workspace's Search
// (Ctrl+Shift+F) both use it: plain text or a regular expression, case-sensitive or not, whole
// words or not. Korean-aware: the query and the text are compared in Unicode NFC, so a query
// typed in NFD (macOS input) finds NFC text and the other way round; positions are those of the
// text as given. A match never spans lines, and an empty match finds nothing.
class TextSearch {
public:
    struct Options {
        bool caseSensitive = false;
        bool wholeWord = false;
        bool regularExpression = false;
    };
    struct Match {
        qsizetype start = 0;   // in the text as given
        qsizetype length = 0;  // in the text's own characters
        QStringList captures;  // regular expression only: group 0, 1, … (in NFC)
    };

    TextSearch() = default;
    TextSearch(const QString& query, const Options& options);

    bool isEmpty() const { return m_query.isEmpty(); }
    // False for a regular expression that does not compile; error() says why.
    bool isValid() const { return m_regex.isValid(); }
    QString error() const { return m_regex.isValid() ? QString() : m_regex.errorString(); }
    const Options& options() const { return m_options; }

    // The matches in one line (no '\n' in it), at most `limit`; positions in the line.
    QList<Match> matchesInLine(const QString& line, qsizetype limit = 10000) const;
    // The matches in a whole text, line by line, at most `limit`; positions in the text.
    // `truncated` (when given) says whether the limit cut the list.
    QList<Match> matches(const QString& text, qsizetype limit = 10000,
                         bool* truncated = nullptr) const;
    // What `match` is replaced with: `replaceWith` as typed for plain text; for a regular
    // expression `\0`…`\9` are the captured groups and `\\` is a backslash.
    QString replacement(const Match& match, const QString& replaceWith) const;

private:
    QString m_query;
    Options m_options;
    QRegularExpression m_regex;
};

}  // namespace techlog
