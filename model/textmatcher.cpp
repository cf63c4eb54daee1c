#include "textmatcher.h"

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

TextMatcher::TextMatcher(const QString& query) : m_query(fold(query.trimmed())) {
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
    if (!m_hasInitials) return false;
    // In order, a consonant matching a syllable's initial (or itself), anything else itself.
    qsizetype q = 0;
    for (qsizetype i = 0; i < t.size() && q < m_compact.size(); ++i) {
        const QChar want = m_compact.at(q);
        if (t.at(i) == want || (isInitialJamo(want) && initialConsonant(t.at(i)) == want)) ++q;
    }
    return q == m_compact.size();
}

}  // namespace techlog
