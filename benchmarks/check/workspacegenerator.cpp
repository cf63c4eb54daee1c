#include "workspacegenerator.h"

#include <QDir>
#include <QFile>

#include "evidencepaths.h"
#include "recordsvgrenderer.h"
#include "workspaceloader.h"

namespace techlog::bench {

using techlog::RecordSvgRenderer;

namespace {

void write(const QString& path, const QString& text) {
    QDir().mkpath(path.section(QLatin1Char('/'), 0, -2));
    QFile f(path);
    if (f.open(QIODevice::WriteOnly)) f.write(text.toUtf8());
}

const char* kinds[] = {"concept", "rule", "case"};

QString titleOf(int i) {
    return QStringLiteral("문서 %1: 갱신 건수를 답으로 쓰는 조건부 갱신의 사례 %2")
        .arg(i)
        .arg(i * 7 % 1000);
}

}  // namespace

void generateWorkspace(const QString& root, int documents) {
    QDir(root).removeRecursively();
    // The analysis each document's `source:` sentence cites (`final/document.md#N`: the
    // heading numbered N), so that the workspace checks clean.
    QString analysis = QStringLiteral("# bench 분석\n\n");
    for (int i = 0; i < documents; ++i)
        analysis += QStringLiteral("## %1. 분석 %1\n\n내용이다.\n\n").arg(i);
    write(root + QStringLiteral("/final/document.md"), analysis);
    for (int i = 0; i < documents; ++i) {
        const QString kind = QString::fromLatin1(kinds[i % 3]);
        const QString topic = QStringLiteral("topic-%1").arg(i % 20);
        const QString slug = QStringLiteral("doc-%1").arg(i);
        const QString key = QStringLiteral("record-%1").arg(i);
        QString text = QStringLiteral("---\nkind: %1\nslug: %2\ntitle: \"%3\"\ntopic: %4\n")
                           .arg(kind.toUpper(), slug, titleOf(i), topic);
        text += QStringLiteral(
                    "project: bench\nstatus: 게시 전\nsourceRevision: "
                    "21234e38cdb9a926cbc92bb97a2aee2e4a7d2916\nrootTreeNode: %1:%2\n"
                    "evidenceCapturedOn: 2026-11-30\nassets:\n  - key: %3\n    file: "
                    "../../../final/evidence/rendered/%3.svg\nevidence:\n  - "
                    "../../../final/evidence/raw/%3.txt\nsource:\n  - 원본 분석 절은 "
                    "final/document.md#%4 이다.\n---\n")
                    .arg(kind, slug, key)
                    .arg(i);
        text +=
            QStringLiteral("# %1\n\n요약 문단이다. 두 연결이 같은 행을 두고 경합한다.\n\n## 관계\n")
                .arg(titleOf(i));
        for (int r = 1; r <= 3; ++r)
            text +=
                QStringLiteral("- **%1**\n관련된 문서다.\n").arg(titleOf((i + r * 37) % documents));
        const QStringList sections = {
            QStringLiteral("문제"),      QStringLiteral("결론"),
            QStringLiteral("검증 환경"), QStringLiteral("재현 조건"),
            QStringLiteral("본문"),      QStringLiteral("확인하지 못한 것")};
        for (const QString& s : sections) {
            text += QStringLiteral("\n## %1\n\n").arg(s);
            for (int p = 0; p < 3; ++p)
                text += QStringLiteral(
                            "갱신 건수가 0 이면 다른 작업자가 먼저 옮긴 것이다. *강조*와 `code` 와 "
                            "[링크](https://example.invalid/%1) 가 섞인 문단이다. 줄이 길어도 "
                            "된다.\n\n")
                            .arg(p);
        }
        text += QStringLiteral(
                    "```sql\nupdate job set state = 'DONE', revision = revision + 1\n where id = ? "
                    "and owner = ? and revision = ?;\n```\n\n:::evidence key=\"%1\" alt=\"터미널 "
                    "기록\" caption=\"기록 — 3줄 · exit 0\" "
                    "zoom=\"true\"\n:::\n\n:::note\n메모다.\n:::\n\n"
                    "| 회차 | 이긴 쪽 |\n| --- | --- |\n| 1 | A |\n| 2 | B |\n")
                    .arg(key);
        write(QStringLiteral("%1/tech-log-studio/%2/%3/%3-%4.md").arg(root, topic, kind, slug),
              text);
        const QString raw = EvidencePaths::record(root, key);
        write(raw, QStringLiteral("$ psql -c 'select 1'\n1\nexit 0\n"));
        // Rendered as `techlog evidence render` would, so the workspace checks clean.
        const QString svg = EvidencePaths::figure(root, key);
        QDir().mkpath(svg.section(QLatin1Char('/'), 0, -2));
        QFile out(svg);
        if (out.open(QIODevice::WriteOnly)) out.write(RecordSvgRenderer::renderFile(raw, key));
    }
}

std::shared_ptr<const Workspace> generateAndLoad(const QString& root, int documents) {
    generateWorkspace(root, documents);
    LoadOptions options;
    options.runChecks = false;
    std::optional<Workspace> loaded = loadWorkspace(root, options);
    if (!loaded) return nullptr;
    return std::make_shared<const Workspace>(std::move(*loaded));
}

}  // namespace techlog::bench
