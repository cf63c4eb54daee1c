#pragma once

#include <QString>

namespace techlog::bench {

// What the preview benches (bench_preview, bench_keystroke) type into: a case of about `lines`
// lines, headings every 20, a SQL block every 50, a note every 37, prose between.
QString longCase(int lines);

// The preview benches' arguments: [LINES] [EDITS] [DOCUMENTS].
struct PreviewBenchArgs {
    int lines = 1000;
    int edits = 30;
    int documents = 5000;
};
PreviewBenchArgs previewBenchArgs(int argc, char** argv);

// Offscreen, and Chromium's sandbox off for root (it refuses to run as root): before the
// QApplication is made.
void prepareOffscreenWebEngine();

}  // namespace techlog::bench
