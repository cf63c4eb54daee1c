#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace techlog {

// The block structure of a probe buffer read line by line, for the editor: the text may not be
// YAML yet (a line half typed, a bracket not closed), so nothing here needs it to parse. Block
// style only (the format's examples); a flow collection is one line's value.
class ProbeLines {
public:
    struct Line {
        QString text;         // without the line end
        bool blank = true;    // empty or a comment
        int indent = 0;       // leading spaces
        int firstDash = -1;   // column (0-based) of the first `- ` item marker, -1 none
        QList<int> dashes;    // the columns of all of them (`- - a`: a list in a list)
        int keyIndent = 0;    // where the content starts after the item markers
        QString key;          // `name` of `name: ...`, empty when the line is no `key:`
        int valueColumn = 0;  // 0-based start of the value (after `key:` and blanks, or markers)
        QString value;        // the value as written, without a trailing comment, trimmed
        bool blockScalar() const;  // `|`, `>-`, ...: the text is on the lines below
    };

    // Where a position of the buffer is: the keys of the mappings around it, outermost first
    // (list items are not counted: `sessions` > `steps` for a step's key).
    struct Place {
        bool valid = false;  // false inside a block scalar or where the indentation says nothing
        QStringList path;
        // The innermost mapping is a list item (`- name: A`, a step of `steps`), not the value
        // of the last key of `path`.
        bool inItem = false;
        int firstLine = 0;  // the innermost mapping's first line (0-based)
        int keyIndent = 0;  // its keys' column
    };

    explicit ProbeLines(const QString& text);

    const QList<Line>& lines() const { return m_lines; }
    static Line parse(const QString& text);
    // `text` up to its comment: a `#` at the start or after a blank, outside quotes.
    static QString withoutComment(const QString& text);

    // The place of the content at `keyIndent` on line `index` (0-based), which is itself a list
    // item when `dash` >= 0 (the column of its first `- `).
    Place placeOf(int index, int keyIndent, int dash) const;
    Place placeOf(int index) const;  // of that line's own content
    // The keys the innermost mapping of `place` has, except on line `except`.
    QStringList keysOf(const Place& place, int except) const;

private:
    QList<Line> m_lines;
};

}  // namespace techlog
