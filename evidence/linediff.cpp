#include "linediff.h"

#include <git2.h>

#include <QByteArray>
#include <QHash>

namespace techlog::LineDiff {

namespace {

void initLibgit2() {
    // libgit2's allocator and globals. git_libgit2_init is thread-safe and counts its callers;
    // the static runs it once, whichever worker diffs first. Never shut down: other users
    // (review/publicationhistory) share the library's state for the process's life.
    static const int initialised = git_libgit2_init();
    Q_UNUSED(initialised);
}

// One number a line, the same number for the same token on either side.
QByteArray encode(const QList<QStringView>& tokens, QHash<QStringView, quint32>& ids) {
    QByteArray out;
    out.reserve(tokens.size() * 5);
    for (QStringView t : tokens) {
        auto it = ids.find(t);
        if (it == ids.end()) it = ids.insert(t, quint32(ids.size()));
        quint32 id = it.value();
        do {
            out.append(char('a' + (id & 15)));
            id >>= 4;
        } while (id);
        out.append('\n');
    }
    return out;
}

int onHunk(const git_diff_delta*, const git_diff_hunk* hunk, void* payload) {
    // With no context lines a hunk is exactly one changed run. Its header names an empty range by
    // the line before it (`@@ -4,0 +5,2 @@` inserts after old line 4), a range by its first line.
    Change c;
    c.oldCount = hunk->old_lines;
    c.newCount = hunk->new_lines;
    c.oldStart = hunk->old_lines ? hunk->old_start - 1 : hunk->old_start;
    c.newStart = hunk->new_lines ? hunk->new_start - 1 : hunk->new_start;
    static_cast<QList<Change>*>(payload)->append(c);
    return 0;
}

enum class Kind { Word, Space, Other };

Kind kindAt(QStringView text, qsizetype i, qsizetype* width) {
    char32_t c = text[i].unicode();
    *width = 1;
    if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
        c = QChar::surrogateToUcs4(text[i], text[i + 1]);
        *width = 2;
    }
    if (QChar::isLetterOrNumber(c) || QChar::isMark(c)) return Kind::Word;
    if (QChar::isSpace(c)) return Kind::Space;
    return Kind::Other;
}

}  // namespace

QList<Change> compare(const QList<QStringView>& before, const QList<QStringView>& after) {
    if (before == after) return {};
    const int n = int(before.size()), m = int(after.size());
    if (n == 0 || m == 0) return {Change{0, n, 0, m}};
    initLibgit2();
    QHash<QStringView, quint32> ids;
    const QByteArray a = encode(before, ids);
    const QByteArray b = encode(after, ids);
    git_diff_options options;
    git_diff_options_init(&options, GIT_DIFF_OPTIONS_VERSION);
    // Never "binary" (by content or size): the buffers are ours, lines of numbers.
    options.flags = GIT_DIFF_FORCE_TEXT;
    options.max_size = -1;
    options.context_lines = 0;
    options.interhunk_lines = 0;
    QList<Change> changes;
    if (git_diff_buffers(a.constData(), size_t(a.size()), nullptr, b.constData(), size_t(b.size()),
                         nullptr, &options, nullptr, nullptr, onHunk, nullptr, &changes) != 0) {
        // Only past libgit2's own limit (a side over 1 GB) or out of memory: all of one side
        // replaced by all of the other is still a true diff, only not a useful one.
        return {Change{0, n, 0, m}};
    }
    return changes;
}

QList<Change> compare(const QStringList& before, const QStringList& after) {
    const QList<QStringView> a(before.cbegin(), before.cend());
    const QList<QStringView> b(after.cbegin(), after.cend());
    return compare(a, b);
}

QList<QStringView> splitLines(QStringView text) {
    QList<QStringView> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype nl = text.indexOf(u'\n', start);
        if (nl < 0) nl = text.size();
        const qsizetype end = nl < text.size() && nl > start && text[nl - 1] == u'\r' ? nl - 1 : nl;
        lines.append(text.mid(start, end - start));
        start = nl + 1;
    }
    return lines;
}

QList<Change> compareLines(QStringView before, QStringView after) {
    return compare(splitLines(before), splitLines(after));
}

QList<Span> wordSpans(QStringView text) {
    QList<Span> spans;
    qsizetype i = 0;
    while (i < text.size()) {
        qsizetype width = 1;
        const Kind kind = kindAt(text, i, &width);
        qsizetype j = i + width;
        if (kind != Kind::Other)
            while (j < text.size() && kindAt(text, j, &width) == kind) j += width;
        spans.append({int(i), int(j - i)});
        i = j;
    }
    return spans;
}

WordDiff compareWords(QStringView before, QStringView after) {
    WordDiff d;
    d.before = wordSpans(before);
    d.after = wordSpans(after);
    QList<QStringView> a, b;
    a.reserve(d.before.size());
    b.reserve(d.after.size());
    for (const Span& s : d.before) a.append(before.mid(s.start, s.length));
    for (const Span& s : d.after) b.append(after.mid(s.start, s.length));
    d.changes = compare(a, b);
    return d;
}

}  // namespace techlog::LineDiff
