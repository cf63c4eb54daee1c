#pragma once

#include <QList>
#include <QString>

#include "sourcepos.h"

namespace techlog {

// Where each front matter key stands in its file, in the order written. A document has a dozen
// keys: a short list searched in order beats a hash here, and the keys FORMAT.md names share
// one string each rather than one per document (a hash per document took 17 MB of a
// 10,000-document workspace).
class KeyPositions {
public:
    struct Entry {
        QString key;
        SourcePos pos;
    };

    bool contains(const QString& key) const { return find(key) >= 0; }
    // The key's position, or an unknown one (line 0).
    SourcePos value(const QString& key) const;
    // Sets the key's position, adding the key when it is new.
    void insert(const QString& key, SourcePos pos);
    void remove(const QString& key);
    bool isEmpty() const { return m_entries.isEmpty(); }
    qsizetype size() const { return m_entries.size(); }
    void reserve(qsizetype n) { m_entries.reserve(n); }

    QList<Entry>::const_iterator begin() const { return m_entries.cbegin(); }
    QList<Entry>::const_iterator end() const { return m_entries.cend(); }

private:
    qsizetype find(const QString& key) const;
    QList<Entry> m_entries;
};

}  // namespace techlog
