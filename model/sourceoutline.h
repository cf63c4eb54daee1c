#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "document.h"

namespace techlog {

// The headings of a source file (`final/document.md`, `analysis/*.md`) as the places a `source:`
// sentence points at, and the id each heading gets on the file's exported page (so a link lands
// there). Built from the file's decoded text (SourceText) with the model's block scanner: ATX
// headings outside fenced code.
//
// A heading's id: an explicit one (`## 제목 {#id}`, or an HTML anchor `<a id="id"></a>` /
// `<a name="id">` on its line or on the lines just before it, only blank lines between), else
// its slug as GitHub makes it (lower case; letters, digits, `-` and `_` kept, spaces to `-`,
// the rest dropped: `2. 복구 큐의 넣기 (P2)` -> `2-복구-큐의-넣기-p2`); a repeated id gets `-1`,
// `-2`, ... Its number: the section number its text starts with (`2.`, `10.1`, `§3`).
class SourceOutline {
public:
    struct Entry {
        Heading heading;      // text without a trailing `{#id}`
        QString id;           // unique within the file
        QString number;       // `10.1`; empty when the text starts with none
        QString slug;         // of its text, before making it unique
        QStringList anchors;  // its explicit ids and HTML anchors, in order
    };
    // Where a reference lands: a line of the file and the id of the heading that holds it
    // (empty: the top of the page).
    struct Target {
        int line = 1;
        QString id;
        bool operator==(const Target&) const = default;
    };

    static SourceOutline fromText(const QString& text);

    const QList<Entry>& entries() const { return entries_; }
    int lineCount() const { return lineCount_; }
    // The page id of the heading on `line` (empty when no heading stands there).
    QString idOfLine(int line) const { return idOfLine_.value(line); }

    // `§number`: the heading numbered `number` (numbers compared part by part as integers, so
    // `05.` is 5), a `##` or deeper heading before a `#` one (the file's title may carry its
    // chapter number). With `within` (the heading an anchor found) its section is searched
    // first, then the whole file.
    std::optional<Target> section(const QString& number,
                                  const std::optional<Target>& within = std::nullopt) const;
    // `#anchor`: an explicit id or HTML anchor (an anchor inside a section lands on the section's
    // heading), a heading's slug, a heading numbered like the anchor (`4-1` -> 4.1), or a line
    // (`L884`, GitHub's form: the heading above that line).
    std::optional<Target> anchor(const QString& name) const;

    static QString slug(const QString& headingText);
    // `headingText` without a trailing `{#id}` (and the blanks before it); `id`, when given,
    // gets the id (left as it is when there is none).
    static QString withoutExplicitId(const QString& headingText, QString* id = nullptr);

private:
    Target targetOfLine(int line) const;  // the heading at or above `line`
    int sectionEnd(int entry) const;      // the line where entry's section ends (exclusive)

    // Index lookups, so that a file of thousands of headings costs no scan per reference.
    QList<Entry> entries_;
    QHash<QString, int> byAnchor_;         // explicit id or anchor -> first entry naming it
    QHash<QString, int> bySlug_;           // slug, then id -> first entry
    QHash<QString, QList<int>> byNumber_;  // number's parts joined by '.' -> entries
    QHash<int, QString> idOfLine_;
    QHash<QString, int> anchorLines_;  // HTML anchors away from headings -> their line
    int lineCount_ = 0;
};

}  // namespace techlog
