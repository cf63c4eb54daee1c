// The record renderer: a raw terminal record (any bytes: control characters, invalid UTF-8,
// wide and combining characters, long lines) to SVG, with the default layout and a small one
// that reaches every cut-off. The SVG must pass the sanitizer untouched (the export sanitizes
// every figure) and carry its provenance.
#include <QBuffer>

#include "fuzztarget.h"
#include "recordsvgrenderer.h"
#include "svgsanitizer.h"

using namespace techlog;

namespace {

void renderAndCheck(const QByteArray& bytes, const RecordRenderOptions& options) {
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    RecordRenderInfo info;
    const QByteArray svg =
        RecordSvgRenderer::render(buffer, QStringLiteral("fuzz <&> 기록"), options, &info);
    TECHLOG_FUZZ_CHECK(info.bytes == bytes.size());
    TECHLOG_FUZZ_CHECK(info.shownLines <= options.maxLines && info.rows <= options.maxRows);

    const SanitizeResult clean = SvgSanitizer::sanitize(svg);
    if (!clean.ok || !clean.removed.isEmpty())
        std::fprintf(stderr, "sanitizer: error=%s removed=%s\n", qPrintable(clean.error),
                     qPrintable(clean.removed.join(u" | ")));
    TECHLOG_FUZZ_CHECK(clean.ok && clean.removed.isEmpty());

    const auto provenance = RecordProvenance::parse(svg);
    TECHLOG_FUZZ_CHECK(provenance.has_value());
    TECHLOG_FUZZ_CHECK(*provenance == info.provenance);
}

}  // namespace

TECHLOG_FUZZ_TARGET(recordsvg) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    renderAndCheck(bytes, RecordRenderOptions{});
    RecordRenderOptions small;
    small.wrapColumns = 16;
    small.maxLines = 12;
    small.maxRowsPerLine = 3;
    small.maxRows = 20;
    renderAndCheck(bytes, small);
    return 0;
}
