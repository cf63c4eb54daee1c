#include "storedtext.h"

#include <zstd.h>

#include <memory>

#include "sourcetext.h"

namespace techlog {

namespace {

// Zstandard's level 1: the studio packs every file after a load, on the way to the first
// window. zlib's fastest level took three times as long for a slightly larger result (5.2x
// against 5.6x on bench_check's 5,000 documents), and inflating was slower for search too.
constexpr int kLevel = 1;

// A context per thread: made once, not per text (packing runs on the loader's threads).
ZSTD_CCtx* compressor() {
    thread_local std::unique_ptr<ZSTD_CCtx, size_t (*)(ZSTD_CCtx*)> c(ZSTD_createCCtx(),
                                                                      ZSTD_freeCCtx);
    return c.get();
}

ZSTD_DCtx* decompressor() {
    thread_local std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx*)> d(ZSTD_createDCtx(),
                                                                      ZSTD_freeDCtx);
    return d.get();
}

// `size` UTF-16 code units were packed: the frame says so too, but the caller knows.
QString unpack(const QByteArray& packed, qsizetype size) {
    QString text(size, Qt::Uninitialized);
    const size_t n = ZSTD_decompressDCtx(decompressor(), text.data(), size_t(size) * sizeof(QChar),
                                         packed.constData(), size_t(packed.size()));
    // Only this class writes the frames; a failure here is memory gone bad, not input.
    Q_ASSERT(!ZSTD_isError(n) && n == size_t(size) * sizeof(QChar));
    if (ZSTD_isError(n)) return {};
    return text;
}

QByteArray packed(const QString& text) {
    const size_t bytes = size_t(text.size()) * sizeof(QChar);
    QByteArray out(qsizetype(ZSTD_compressBound(bytes)), Qt::Uninitialized);
    const size_t n = ZSTD_compressCCtx(compressor(), out.data(), size_t(out.size()),
                                       text.constData(), bytes, kLevel);
    if (ZSTD_isError(n)) return {};  // cannot happen with a bound-sized buffer: kept plain
    out.resize(qsizetype(n));
    out.squeeze();  // the buffer was sized for the worst case, larger than the text
    return out;
}

}  // namespace

QString StoredText::text() const {
    if (!isPacked()) return m_plain;
    // A packed tail shares its file's block: the file is its start and the tail together.
    return SourceText::tail(unpack(m_packed, m_from + m_size), m_from);
}

qsizetype StoredText::heldBytes() const {
    if (!isPacked()) return m_plain.size() * qsizetype(sizeof(QChar));
    return m_from > 0 ? 0 : m_packed.size();
}

void StoredText::pack() {
    if (!isPlain()) return;
    QByteArray p = packed(m_plain);
    if (p.isNull()) return;
    m_packed = std::move(p);
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
    if (!whole.isPacked()) return;
    tail.m_packed = whole.m_packed;  // one block, shared
    tail.m_from = qsizetype((at - begin) / sizeof(QChar));
    tail.m_plain = QString();
}

}  // namespace techlog
