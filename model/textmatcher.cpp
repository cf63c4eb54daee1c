#include "textmatcher.h"

#include <algorithm>

namespace techlog {

namespace {

constexpr char16_t kSyllableFirst = 0xAC00;
constexpr char16_t kSyllableLast = 0xD7A3;
constexpr int kSyllablesPerInitial = 21 * 28;  // medial vowels x final consonants

// The 19 leading consonants (U+1100..U+1112) as compatibility jamo, in the same order.
constexpr char16_t kInitials[19] = {0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141,
                                    0x3142, 0x3143, 0x3145, 0x3146, 0x3147, 0x3148, 0x3149,
                                    0x314A, 0x314B, 0x314C, 0x314D, 0x314E};

bool isInitialJamo(QChar c) {
    for (char16_t j : kInitials)
        if (c.unicode() == j) return true;
    return false;
}

}  // namespace

QChar TextMatcher::initialConsonant(QChar syllable) {
    const char16_t u = syllable.unicode();
    if (u < kSyllableFirst || u > kSyllableLast) return {};
    return QChar(kInitials[(u - kSyllableFirst) / kSyllablesPerInitial]);
}

QString TextMatcher::fold(const QString& text) {
    QString s = text.normalized(QString::NormalizationForm_C).toCaseFolded();
    for (QChar& c : s)
        if (c.unicode() >= 0x1100 && c.unicode() <= 0x1112)
            c = QChar(kInitials[c.unicode() - 0x1100]);
    return s;
}

TextMatcher::TextMatcher(const QString& query)
    : m_query(fold(query.trimmed())),
      m_decomposed(m_query.normalized(QString::NormalizationForm_D)) {
    for (QChar c : m_query) {
        if (c.isSpace()) continue;
        m_compact.append(c);
        if (isInitialJamo(c)) m_hasInitials = true;
    }
}

bool TextMatcher::matches(const QString& text) const {
    if (m_query.isEmpty()) return true;
    const QString t = fold(text);
    if (t.contains(m_query)) return true;
    return initialsSpan(t) >= 0;
}

qsizetype TextMatcher::initialsSpan(const QString& t, bool any) const {
    if (!m_hasInitials && !any) return -1;
    // In order, a consonant matching a syllable's initial (or itself), anything else itself.
    qsizetype q = 0, first = -1, last = -1;
    for (qsizetype i = 0; i < t.size() && q < m_compact.size(); ++i) {
        const QChar want = m_compact.at(q);
        if (t.at(i) == want || (isInitialJamo(want) && initialConsonant(t.at(i)) == want)) {
            if (first < 0) first = i;
            last = i;
            ++q;
        }
    }
    return q == m_compact.size() ? last - first : -1;
}

int TextMatcher::score(const QString& text) const {
    if (m_query.isEmpty()) return 0;
    return scoreFolded(fold(text));
}

int TextMatcher::scoreFolded(const QString& t, bool fuzzy) const {
    if (m_query.isEmpty()) return 0;
    const auto capped = [](qsizetype n) { return int(std::min<qsizetype>(n, 999)); };
    if (const qsizetype at = t.indexOf(m_query); at >= 0) return 4000 - capped(at);
    if (const qsizetype at = t.normalized(QString::NormalizationForm_D).indexOf(m_decomposed);
        at >= 0)
        return 3000 - capped(at);
    if (const qsizetype span = initialsSpan(t); span >= 0) return 2000 - capped(span);
    if (fuzzy && !m_compact.isEmpty())
        if (const qsizetype span = initialsSpan(t, true); span >= 0) return 1000 - capped(span);
    return -1;
}

}  // namespace techlog
