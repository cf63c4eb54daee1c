#pragma once

#include <QString>

namespace techlog {

// The studio's Korean-aware text filter (the graph's filter; meant for the quick switcher too).
// Both the query and the text are compared in NFC, case-folded, so a title typed or stored
// decomposed (NFD, as macOS file names are) matches its composed form. A query matches when it
// is a substring of the text, or when it holds initial consonants (초성: `ㅇㄷㅈ`) and its
// characters occur in order in the text, a consonant standing for any syllable that starts
// with it (`ㅇㄷㅈ` matches `업데이트 중`: 업, 데, 중). Spaces in such a query are ignored.
class TextMatcher {
public:
    explicit TextMatcher(const QString& query = {});

    bool isEmpty() const { return m_query.isEmpty(); }
    bool matches(const QString& text) const;
    // How well `text` matches, for ranking (higher is better), -1 when it does not: a substring
    // (at the start best, then earlier), then a substring of the decomposed jamo (a syllable
    // still being typed: `갱신 거` on its way to `갱신 건`), then 초성 in order (tighter first).
    // An empty query scores every text 0.
    int score(const QString& text) const;
    // score() of a text already folded (fold()), for ranking many texts against one query with
    // each text folded once. `fuzzy` adds a last tier, where titles are chosen (the quick
    // switcher, relation completion): the query's characters in order anywhere in the text
    // (`enqrace` finds `enqueue-race`, `갱건` finds `갱신 건수`), a consonant standing for its
    // syllables as in the 초성 tier; tighter first, below every other tier.
    int scoreFolded(const QString& folded, bool fuzzy = false) const;

    // The initial consonant of a precomposed Hangul syllable as a compatibility jamo (업 -> ㅇ);
    // a null QChar for anything else.
    static QChar initialConsonant(QChar syllable);
    // The text's comparable form: NFC, case-folded, a lone leading jamo (U+1100..) mapped to its
    // compatibility jamo (U+3131..).
    static QString fold(const QString& text);

private:
    // The span (first to last matched character) of the 초성 match in folded `t`, -1 if none.
    // `any`: also when the query has no initial consonant (the fuzzy tier).
    qsizetype initialsSpan(const QString& t, bool any = false) const;

    QString m_query;       // folded
    QString m_decomposed;  // folded, then NFD: syllables as jamo
    QString m_compact;     // folded, without spaces (the 초성 form)
    bool m_hasInitials = false;
};

}  // namespace techlog
