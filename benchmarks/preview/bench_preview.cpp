// bench_preview [LINES] [EDITS]: opens a generated LINES-line case in the preview (offscreen),
// then types EDITS times; for each, the time from the keystroke (setText) to the new page on
// screen (pageUpdated, after setHtml), debounce included. Prints the median and the worst.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>

#include "previewpane.h"
#include "workspace.h"

using namespace techlog;

namespace {

QString generate(int lines) {
    QString t = QStringLiteral(
        "---\nkind: CASE\nslug: big\ntitle: 긴 문서\ntopic: t\nstatus: 게시 전\n---\n"
        "# 긴 문서\n\n## 관계\n- **없는 문서**\n설명.\n\n## 본문\n\n");
    int n = 14;
    while (n < lines) {
        if (n % 50 == 0) {
            t += QStringLiteral("```sql\nupdate job set state = 'DONE' where id = ?;\n```\n");
            n += 3;
        } else if (n % 37 == 0) {
            t += QStringLiteral(":::note\n메모 **강조** 다.\n:::\n");
            n += 3;
        } else if (n % 20 == 0) {
            t += QStringLiteral("## 절 %1\n").arg(n);
            ++n;
        } else {
            t += QStringLiteral(
                     "갱신 건수가 0 이면 다른 작업자가 먼저 옮긴 것이다. *강조* `code` %1\n")
                     .arg(n);
            ++n;
        }
    }
    return t;
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int lines = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int edits = argc > 2 ? std::atoi(argv[2]) : 30;
    QTemporaryDir dir;
    const QString rel = QStringLiteral("tech-log-studio/t/case/case-big.md");
    QDir().mkpath(dir.path() + QStringLiteral("/tech-log-studio/t/case"));
    QString text = generate(lines);
    {
        QFile f(dir.path() + QLatin1Char('/') + rel);
        f.open(QIODevice::WriteOnly);
        f.write(text.toUtf8());
    }
    auto ws = std::make_shared<const Workspace>(*loadWorkspace(dir.path()));
    PreviewPane pane;
    pane.resize(900, 800);
    pane.show();
    pane.setWorkspace(ws);
    QSignalSpy updated(&pane, &PreviewPane::pageUpdated);
    pane.setDocument(rel, text);
    updated.wait(10000);

    std::vector<double> ms, render, build;
    for (int i = 0; i < edits; ++i) {
        text += QStringLiteral("새 줄 %1\n").arg(i);
        updated.clear();
        QElapsedTimer t;
        t.start();
        pane.setText(text);
        if (!updated.wait(5000)) {
            std::fprintf(stderr, "no page after edit %d\n", i);
            return 1;
        }
        ms.push_back(t.nsecsElapsed() / 1e6);
        render.push_back(pane.page().renderMs);
        build.push_back(pane.page().documentMs);
    }
    std::sort(ms.begin(), ms.end());
    std::sort(render.begin(), render.end());
    std::sort(build.begin(), build.end());
    std::printf("document: %d lines, %d edits\n", int(text.count(QLatin1Char('\n'))), edits);
    std::printf(
        "keystroke to new page: median %.1f ms, worst %.1f ms (aim: < 50 ms; debounce %d ms "
        "included)\n",
        ms[ms.size() / 2], ms.back(), 20);
    std::printf(
        "of which on the worker: render %.0f ms, page layout (QTextDocument) %.0f ms (medians)\n",
        render[render.size() / 2], build[build.size() / 2]);
    return 0;
}
