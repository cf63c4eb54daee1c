#include "longcase.h"

#include <unistd.h>

#include <QByteArray>
#include <cstdlib>

namespace techlog::bench {

QString longCase(int lines) {
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

PreviewBenchArgs previewBenchArgs(int argc, char** argv) {
    PreviewBenchArgs a;
    if (argc > 1) a.lines = std::atoi(argv[1]);
    if (argc > 2) a.edits = std::atoi(argv[2]);
    if (argc > 3) a.documents = std::atoi(argv[3]);
    return a;
}

void prepareOffscreenWebEngine() {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    if (geteuid() == 0) qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
}

}  // namespace techlog::bench
