// A `source:` sentence (FORMAT.md, issue 12): the files it names, their `#anchor`s and the
// `§` sections after them. Every position must lie inside the sentence and say what it points
// at, whatever the author (or a pasted blob) wrote.
#include "fuzztarget.h"
#include "sourcesentence.h"
#include "sourcetext.h"

using namespace techlog;

namespace {

bool inside(const QString& s, qsizetype start, qsizetype length) {
    return start >= 0 && length >= 0 && start + length <= s.size();
}

}  // namespace

TECHLOG_FUZZ_TARGET(sourcesentence) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const QString sentence = SourceText::decode(bytes).text;
    const QList<SourceReference> refs = SourceSentence::parse(sentence);
    int previous = -1;
    for (const SourceReference& r : refs) {
        TECHLOG_FUZZ_CHECK(!r.file.isEmpty() && r.file.endsWith(QLatin1String(".md")));
        TECHLOG_FUZZ_CHECK(inside(sentence, r.start, r.length) && r.length > 0);
        TECHLOG_FUZZ_CHECK(r.start > previous);  // in sentence order, not overlapping
        previous = r.start;
        // The name is where it says: the file as written, then its `#anchor`.
        TECHLOG_FUZZ_CHECK(QStringView(sentence).mid(r.start).startsWith(r.file));
        if (r.anchorStart >= 0) {
            TECHLOG_FUZZ_CHECK(inside(sentence, r.anchorStart, 1));
            TECHLOG_FUZZ_CHECK(sentence[r.anchorStart] == u'#');
            TECHLOG_FUZZ_CHECK(r.anchorStart >= r.start && r.anchorStart < r.start + r.length);
        } else {
            TECHLOG_FUZZ_CHECK(r.anchor.isEmpty());
        }
        for (const SourceSection& s : r.sections) {
            TECHLOG_FUZZ_CHECK(!s.number.isEmpty());
            TECHLOG_FUZZ_CHECK(inside(sentence, s.start, s.length) && s.length > 0);
            TECHLOG_FUZZ_CHECK(sentence[s.start] == u'§');
            TECHLOG_FUZZ_CHECK(s.start >= r.start + r.length);  // after the file it belongs to
            if (!s.last.isEmpty())
                TECHLOG_FUZZ_CHECK(inside(sentence, s.lastStart, 1) && s.lastStart > s.start &&
                                   s.lastStart < s.start + s.length);
        }
    }
    // Pure: the same sentence reads the same.
    TECHLOG_FUZZ_CHECK(SourceSentence::parse(sentence) == refs);
    return 0;
}
