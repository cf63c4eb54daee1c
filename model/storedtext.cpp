#include "storedtext.h"

#include "sourcetext.h"

namespace techlog {

namespace {

// zlib's fastest level: the studio packs 10,000 files after a load, and the higher levels
// gain a few percent on this text for twice the time (docs/GRAPH.md).
constexpr int kLevel = 1;

QString unpack(const QByteArray& packed) {
    const QByteArray raw = qUncompress(packed);
    return QString(reinterpret_cast<const QChar*>(raw.constData()), raw.size() / 2);
}

QByteArray packed(const QString& text) {
    QByteArray out = qCompress(reinterpret_cast<const uchar*>(text.constData()),
                               qsizetype(text.size() * sizeof(QChar)), kLevel);
    out.squeeze();  // qCompress leaves the buffer at zlib's worst case, larger than the text
    return out;
}

}  // namespace

QString StoredText::text() const {
    if (!isPacked()) return m_plain;
    return SourceText::tail(unpack(m_packed), m_from);
}

qsizetype StoredText::heldBytes() const {
    if (!isPacked()) return m_plain.size() * qsizetype(sizeof(QChar));
    return m_from > 0 ? 0 : m_packed.size();
}

void StoredText::pack() {
    if (!isPlain()) return;
    m_packed = packed(m_plain);
    m_from = 0;
    m_plain = QString();
}

void StoredText::pack(StoredText& whole, StoredText& tail) {
    // Addresses compared as numbers: the two strings need not share a block.
    const auto begin = quintptr(whole.m_plain.constData());
    const auto end = begin + quintptr(whole.m_plain.size()) * sizeof(QChar);
    const auto at = quintptr(tail.m_plain.constData());
    const bool shares = !whole.isPacked() && !tail.isPacked() && !tail.m_plain.isEmpty() &&
                        at >= begin && at < end &&
                        at + quintptr(tail.m_plain.size()) * sizeof(QChar) == end;
    if (!shares) {
        whole.pack();
        tail.pack();
        return;
    }
    whole.pack();
    tail.m_packed = whole.m_packed;  // one block, shared
    tail.m_from = qsizetype((at - begin) / sizeof(QChar));
    tail.m_plain = QString();
}

}  // namespace techlog
