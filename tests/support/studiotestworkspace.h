#pragma once

// A small workspace on disk for the UI tests: two topics, three documents, one with an error
// (`evidence-key-unknown` on line `brokenCaseErrorLine`).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTemporaryDir>

namespace studiotest {

inline const QString conceptPath = QStringLiteral("tech-log-studio/alpha/concept/concept-first.md");
inline const QString casePath = QStringLiteral("tech-log-studio/alpha/case/case-broken.md");
inline const QString rulePath = QStringLiteral("tech-log-studio/beta/rule/rule-second.md");
inline const QString conceptTitle = QStringLiteral("첫 번째 개념 — 소유권");
inline const int brokenCaseErrorLine = 19;

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
    return f.write(bytes) == bytes.size();
}

inline QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QByteArray conceptSource() {
    return QStringLiteral(
               "---\n"
               "kind: CONCEPT\n"
               "slug: first\n"
               "title: 첫 번째 개념 — 소유권\n"
               "topic: alpha\n"
               "project: sample\n"
               "status: 게시 전\n"
               "sourceRevision: 0123456789abcdef0123456789abcdef01234567\n"
               "rootTreeNode: concept:first\n"
               "source:\n"
               "  - 분석 1장\n"
               "---\n"
               "\n"
               "# 첫 번째 개념 — 소유권\n"
               "\n"
               "## 관계\n"
               "- **두 번째 규칙**\n"
               "이 규칙이 개념을 실천한다.\n"
               "\n"
               "## 본문\n"
               "\n"
               "Some text.\n")
        .toUtf8();
}

inline QByteArray caseSource() {
    return QStringLiteral(
               "---\n"
               "kind: CASE\n"
               "slug: broken\n"
               "title: 깨진 사례\n"
               "topic: alpha\n"
               "project: sample\n"
               "status: 게시 전\n"
               "sourceRevision: 0123456789abcdef0123456789abcdef01234567\n"
               "rootTreeNode: case:broken\n"
               "evidenceCapturedOn: 2026-09-01\n"
               "assets:\n"
               "  - key: known\n"
               "    file: ../../../final/assets/diagrams/known.svg\n"
               "evidence: []\n"
               "source:\n"
               "  - 분석 2장\n"
               "---\n"
               "\n"
               ":::evidence key=\"nope\" alt=\"missing\" caption=\"none\"\n"
               ":::\n"
               "\n"
               "## 문제\n"
               "\n"
               "Text.\n")
        .toUtf8();
}

inline QByteArray ruleSource() {
    return QStringLiteral(
               "---\n"
               "kind: RULE\n"
               "slug: second\n"
               "title: 두 번째 규칙\n"
               "topic: beta\n"
               "project: sample\n"
               "status: 게시 전\n"
               "sourceRevision: 0123456789abcdef0123456789abcdef01234567\n"
               "rootTreeNode: rule:second\n"
               "source:\n"
               "  - 분석 3장\n"
               "---\n"
               "\n"
               "# 두 번째 규칙\n"
               "\n"
               "## 본문\n"
               "\n"
               "Line a.\n"
               "Line b.\n")
        .toUtf8();
}

// Fills `dir` with the workspace; returns its root.
inline QString createWorkspace(const QTemporaryDir& dir) {
    const QString root = dir.path();
    writeFile(root + QLatin1Char('/') + conceptPath, conceptSource());
    writeFile(root + QLatin1Char('/') + casePath, caseSource());
    writeFile(root + QLatin1Char('/') + rulePath, ruleSource());
    writeFile(root + QStringLiteral("/final/assets/diagrams/known.svg"),
              "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>\n");
    return root;
}

}  // namespace studiotest
