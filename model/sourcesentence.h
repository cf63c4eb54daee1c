#pragma once

#include <QList>
#include <QString>

namespace techlog {

// One `§` of a source reference: a section number (`§2`, `§10.1`) or a range (`§1–§3`).
struct SourceSection {
    QString number;  // `10.1`
    QString last;    // the range's end (`3` of `§1–§3`); empty for one section
    int start = 0;   // where the `§…` stands in the sentence (QString index)
    int length = 0;
    // Where the range's end stands (its `§`, or its number when written `§1–3`); 0 length
    // for one section.
    int lastStart = 0;
    bool operator==(const SourceSection&) const = default;
};

// A file a `source:` sentence names, and what it points at inside it.
struct SourceReference {
    QString file;    // as written, without backticks: `final/document.md`, `analysis/05-x.md`
    QString anchor;  // after `#`, without it; empty when none
    QList<SourceSection> sections;  // in sentence order; a bare `§` after it continues it
    int start = 0;                  // the name with its `#anchor`, in the sentence
    int length = 0;
    int anchorStart = -1;  // where the `#` stands; -1 without an anchor
    bool quoted = false;   // written in backticks (start and length leave them out)
    bool operator==(const SourceReference&) const = default;
};

// Reads the references out of one `source:` sentence (FORMAT.md: "the analysis sections the
// document rests on"), as authors write them:
//   원본 분석 절은 final/document.md §2 와 analysis/05-recovery-queue.md §1–§3 이다.
//   원본 분석 절은 final/document.md §3 과 §4, analysis/06-job-claims.md §2 다.
//   원본 분석 절은 final/document.md#4-1 · final/document.md#a05 §10.1, §10.3 이다.
//   원본 분석 절은 `analysis/05-adapter-outbound-persistence-jpa.md` §82 다.
// A file is a workspace-relative path with at least one folder, ending in `.md` (in backticks
// or not), optionally followed by `#anchor`. A `§` (single, `§10.1`; a range with an en dash or
// a hyphen, `§1–§3`, `§1-3`) belongs to the file named last before it in the same sentence (up
// to a `.` that ends a sentence); a `§` before any file is prose and is left alone. Pure and
// thread-safe; nothing is looked up.
namespace SourceSentence {

QList<SourceReference> parse(const QString& sentence);

}  // namespace SourceSentence

}  // namespace techlog
