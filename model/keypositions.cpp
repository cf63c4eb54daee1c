#include "keypositions.h"

#include "frontmatter.h"

namespace techlog {

qsizetype KeyPositions::find(const QString& key) const {
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].key == key) return i;
    return -1;
}

SourcePos KeyPositions::value(const QString& key) const {
    const qsizetype i = find(key);
    return i < 0 ? SourcePos{} : m_entries[i].pos;
}

void KeyPositions::insert(const QString& key, SourcePos pos) {
    const qsizetype i = find(key);
    if (i >= 0) {
        m_entries[i].pos = pos;
        return;
    }
    // A known key is stored as the one shared string: its text is the same in every document.
    const QStringList& known = FrontMatter::knownKeys();
    const qsizetype k = known.indexOf(key);
    m_entries.append(Entry{k >= 0 ? known[k] : key, pos});
}

void KeyPositions::remove(const QString& key) {
    const qsizetype i = find(key);
    if (i >= 0) m_entries.remove(i);
}

}  // namespace techlog
