#pragma once

#include <QByteArray>
#include <QString>

namespace techlog {

// A document's text as the model keeps it: plain while the document is read and checked, or
// packed (Zstandard, docs/GRAPH.md "Memory") once the studio holds the finished workspace. At
// 10,000 documents the files' text, held as UTF-16, was the largest part of the studio's heap;
// packed it is about a fifth of that (half on the example's Korean documents). `text()` gives
// the same string either way, so readers need not know which; on a packed text it costs an
// unpacking, which is why the model packs only once the workspace is built.
class StoredText {
public:
    StoredText() = default;
    // Implicit: a document's text is set by assigning a string to it.
    StoredText(const QString& text) : m_plain(text), m_size(text.size()) {}  // NOLINT

    QString text() const;
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    bool isPacked() const { return !m_packed.isNull(); }
    // Text that pack() would change: neither packed nor empty.
    bool isPlain() const { return !isPacked() && !isEmpty(); }
    // The bytes this text keeps to itself: the UTF-16 string, or its packed form (a packed
    // tail shares its file's and keeps none).
    qsizetype heldBytes() const;

    // Packs the text (no change when packed already or empty).
    void pack();
    // Packs `whole` and `tail` together when `tail` is the end of `whole` sharing its memory
    // (SourceText::tail: a body read from its document's own file), so the file is packed
    // once; otherwise each on its own.
    static void pack(StoredText& whole, StoredText& tail);

private:
    QString m_plain;
    QByteArray m_packed;   // a Zstandard frame of the UTF-16 code units: exact, whatever the text
    qsizetype m_from = 0;  // a packed tail: where it begins in the unpacked text
    qsizetype m_size = 0;
};

}  // namespace techlog
