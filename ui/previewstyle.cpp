#include "previewstyle.h"

namespace techlog {

QString previewStyleSheet() {
    return QStringLiteral(
        "body { font-family: 'Noto Sans CJK KR', 'Noto Sans', sans-serif; }"
        "pre { background-color: #f6f8fa; font-family: 'Noto Sans Mono CJK KR', monospace; }"
        "code { font-family: 'Noto Sans Mono CJK KR', monospace; background-color: #f3f3f3; }"
        "figcaption { color: #555555; font-size: small; }"
        ".evidence-missing { background-color: #fdecea; color: #8a1c12; }"
        ".callout { background-color: #eef5ff; }"
        ".tip { background-color: #edf8ef; }"
        ".warning { background-color: #fff6e0; }"
        ".caution { background-color: #fdecea; }"
        ".callout-title { font-weight: bold; }"
        ".relation-unresolved { color: #a33; text-decoration: line-through; }"
        ".directive-error { color: #a33; font-weight: bold; }"
        ".hl-keyword { color: #0033b3; font-weight: bold; }"
        ".hl-string { color: #067d17; }"
        ".hl-comment { color: #8c8c8c; font-style: italic; }"
        ".hl-number { color: #1750eb; }"
        ".hl-type { color: #7a3e9d; }"
        ".hl-function { color: #00627a; }");
}

}  // namespace techlog
