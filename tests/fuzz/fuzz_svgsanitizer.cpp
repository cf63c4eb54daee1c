// The SVG sanitizer, with its default bounds and with small ones (so that the limits themselves
// are reached). What it lets through must pass through it again unchanged: a second pass that
// still removes something means the first one let it through.
#include "fuzztarget.h"
#include "svgsanitizer.h"

using namespace techlog;

TECHLOG_FUZZ_TARGET(svgsanitizer) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const SanitizeResult r = SvgSanitizer::sanitize(bytes);
    if (r.ok) {
        const SanitizeResult again = SvgSanitizer::sanitize(r.svg);
        if (!again.ok || !again.removed.isEmpty())
            std::fprintf(stderr, "second pass: ok=%d error=%s removed=%s\n", int(again.ok),
                         qPrintable(again.error), qPrintable(again.removed.join(u" | ")));
        TECHLOG_FUZZ_CHECK(again.ok && again.removed.isEmpty());
    } else {
        TECHLOG_FUZZ_CHECK(r.svg.isEmpty() && !r.error.isEmpty());
    }

    SanitizeOptions small;
    small.maxInputBytes = 4096;
    small.maxElements = 64;
    small.maxDepth = 8;
    small.maxTextChars = 512;
    const SanitizeResult bounded = SvgSanitizer::sanitize(bytes, small);
    TECHLOG_FUZZ_CHECK(bounded.ok || bounded.svg.isEmpty());
    return 0;
}
