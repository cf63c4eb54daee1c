#include "sourceresolver.h"

#include <QDir>
#include <QFileInfo>
#include <QMutexLocker>
#include <QSet>

#include "sourcetext.h"

namespace techlog {

SourceResolver::SourceResolver(const Workspace& ws, const BufferedFiles* buffers)
    : root_(ws.root), guard_(ws.paths()), buffers_(buffers), earlier_(ws.sourceOutlines) {}

std::optional<QString> SourceResolver::relativeName(const QString& written) {
    if (written.isEmpty() || written.startsWith(QLatin1Char('/')) ||
        written.contains(QLatin1Char('\\')))
        return std::nullopt;
    const QString clean = QDir::cleanPath(written);
    if (clean == QLatin1String("..") || clean.startsWith(QLatin1String("../")) ||
        clean == QLatin1String("."))
        return std::nullopt;
    return clean;
}

QStringList SourceResolver::namedFiles(const Document& doc) {
    QSet<QString> seen;
    for (const QString& sentence : doc.frontMatter.source)
        for (const SourceReference& ref : SourceSentence::parse(sentence))
            if (const std::optional<QString> rel = relativeName(ref.file)) seen.insert(*rel);
    QStringList out(seen.cbegin(), seen.cend());
    out.sort();
    return out;
}

std::shared_ptr<const SourceOutline> SourceResolver::load(const QString& rel, bool* outside) const {
    QMutexLocker lock(&cache_->mutex);
    for (;;) {
        if (const auto it = cache_->outlines.constFind(rel); it != cache_->outlines.constEnd()) {
            *outside = cache_->outside.value(rel);
            return *it;
        }
        if (!cache_->loading.contains(rel)) break;
        cache_->loaded.wait(&cache_->mutex);
    }
    cache_->loading.insert(rel);
    lock.unlock();
    std::shared_ptr<const SourceOutline> outline;
    bool out = false;
    QByteArray read;
    if (buffers_ && buffers_->contains(rel)) {
        read = buffers_->value(rel);
        outline = outlineOf(rel, read);
    } else {
        bool exists = false;
        const std::optional<QString> abs =
            guard_.confine(root_ + QLatin1Char('/') + rel, nullptr, &exists);
        if (!abs) {
            out = true;  // a link that leads out: never read
        } else if (exists && QFileInfo(*abs).isFile()) {
            if (const std::optional<QByteArray> bytes = guard_.read(*abs)) {
                read = *bytes;
                outline = outlineOf(rel, read);
            }
        }
    }
    lock.relock();
    cache_->outlines.insert(rel, outline);
    cache_->outside.insert(rel, out);
    if (outline) cache_->bytes.insert(rel, read);
    cache_->loading.remove(rel);
    cache_->loaded.wakeAll();
    *outside = out;
    return outline;
}

std::shared_ptr<const SourceOutline> SourceResolver::outlineOf(const QString& rel,
                                                               const QByteArray& bytes) const {
    if (earlier_)
        if (const auto it = earlier_->files.constFind(rel);
            it != earlier_->files.constEnd() && it->bytes == bytes)
            return it->outline;
    return std::make_shared<const SourceOutline>(
        SourceOutline::fromText(SourceText::decode(bytes).text));
}

std::shared_ptr<const SourceOutlineCache> SourceResolver::outlines() const {
    auto out = std::make_shared<SourceOutlineCache>();
    if (earlier_) *out = *earlier_;
    QMutexLocker lock(&cache_->mutex);
    for (auto it = cache_->bytes.cbegin(); it != cache_->bytes.cend(); ++it)
        out->files.insert(it.key(), {it.value(), cache_->outlines.value(it.key())});
    return out;
}

std::shared_ptr<const SourceOutline> SourceResolver::outline(const QString& relativePath) const {
    bool outside = false;
    return load(relativePath, &outside);
}

ResolvedSource SourceResolver::resolve(const SourceReference& ref) const {
    ResolvedSource r;
    r.ref = ref;
    const std::optional<QString> rel = relativeName(ref.file);
    if (!rel) {
        r.file = ResolvedSource::File::Outside;
        return r;
    }
    bool outside = false;
    const std::shared_ptr<const SourceOutline> outline = load(*rel, &outside);
    if (outside) {
        r.file = ResolvedSource::File::Outside;
        return r;
    }
    r.path = *rel;
    if (!outline) return r;  // Missing
    r.file = ResolvedSource::File::Found;
    if (!ref.anchor.isEmpty()) r.anchor = outline->anchor(ref.anchor);
    for (const SourceSection& s : ref.sections) {
        r.sections.append(outline->section(s.number, r.anchor));
        r.sectionEnds.append(s.last.isEmpty() ? std::nullopt : outline->section(s.last, r.anchor));
    }
    return r;
}

QList<ResolvedSource> SourceResolver::resolve(const QString& sentence) const {
    QList<ResolvedSource> out;
    for (const SourceReference& ref : SourceSentence::parse(sentence)) out.append(resolve(ref));
    return out;
}

QList<QList<ResolvedSource>> SourceResolver::resolve(const Document& doc) const {
    QList<QList<ResolvedSource>> out;
    for (const QString& sentence : doc.frontMatter.source) out.append(resolve(sentence));
    return out;
}

}  // namespace techlog
