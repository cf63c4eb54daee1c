#pragma once

#include <QString>
#include <QStringList>

namespace techlog {

// What may be typed at a place of a probe buffer (docs/PROBES.md), for the editor's completion.
struct ProbeCompletionResult {
    enum class Kind {
        None,      // nothing fits here (a SQL text, a title, a comment, unknown structure)
        Key,       // a key of the mapping around the cursor, not given yet
        StepName,  // a step of the buffer's sessions: a word of a `permutations` entry
        Field,     // a field (docs/PROBES.md "Fields"): an expectation, a `{...}`, `volatile`
    };
    Kind kind = Kind::None;
    // The word being completed is on the cursor's line from `replaceFromColumn` (1-based,
    // UTF-16 units) up to, not including, `replaceToColumn`: the prefix before the cursor and
    // the rest of the word after it. A candidate replaces that range.
    int replaceFromColumn = 0;
    int replaceToColumn = 0;
    QString prefix;  // the word up to the cursor
    // What fits, each starting with `prefix` case-insensitively; sorted. Bare words: a key
    // without its `: `, a field without its braces.
    QStringList candidates;
};

// Completion for probe buffers: the text may be broken anywhere (the line being typed usually
// is); the structure around the cursor is read from the indentation (ProbeLines), and the
// names of sessions, steps and observations from the YAML when it parses, else line by line
// (ProbeOutline). Contexts:
// - a key at the start of a line, of the top level or of a session, step, observation,
//   setup/reset/teardown entry, `race`, `timeouts`, `expect`, `record` (also inside a flow
//   mapping `{...}`), without the keys already given (and without `race` once `permutations`
//   is given, or the other way round);
// - the word under the cursor in a `permutations` entry (`a1 b1`, `[a1, b1]`): step names;
// - the path of an expectation in `expect.each` / `expect.overall`, a `{...}` placeholder on
//   its right, a `{...}` in a `record` template, an entry of `volatile`: the fields accepted
//   there (RecordFormat::fieldNames for the scope; `sum.` / `distinct.` followed by a round
//   field once typed).
namespace ProbeCompletion {
// `line` and `column` are 1-based; `column` counts UTF-16 units (QString indices).
ProbeCompletionResult at(const QString& text, int line, int column);
}  // namespace ProbeCompletion

}  // namespace techlog
