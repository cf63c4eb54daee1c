// DocumentChecks (through loadWorkspace): one bad input per diagnostic code, each checked for
// code, severity, path, line and column. The checks of records and figures are the evidence
// layer's: tests/evidencechecks.
#include <QtTest>

#include "documentchecks.h"
#include "sourcesentence.h"
#include "tempworkspace.h"
#include "workspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("tech-log-studio/t/case/case-c.md");
const QString kTitle = QStringLiteral("검사 대상 사례");

// 1-based line of the first line containing `needle`.
int lineOf(const QString& text, const QString& needle) {
    const qsizetype at = text.indexOf(needle);
    if (at < 0) qFatal("needle not in text: %s", qPrintable(needle));
    return int(QStringView(text).left(at).count(u'\n')) + 1;
}

QString assetsFor(const QStringList& keys) {
    QString s = QStringLiteral("evidenceCapturedOn: 2026-11-30\nassets:\n");
    for (const QString& k : keys)
        s += QStringLiteral("  - key: %1\n    file: ../../../final/evidence/rendered/%1.svg\n")
                 .arg(k);
    s += QStringLiteral("evidence:\n");
    for (const QString& k : keys)
        s += QStringLiteral("  - ../../../final/evidence/raw/%1.txt\n").arg(k);
    return s;
}

// A case with everything present for `keys`, plus `bodyExtra` in its `## 본문`.
QString caseText(const QStringList& keys, const QString& bodyExtra, const QString& skip = QString(),
                 const QString& extraFrontMatter = QString()) {
    return markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                       extraFrontMatter + assetsFor(keys),
                       caseBody(kTitle, QString(), skip, bodyExtra));
}

void writeRecords(const TempWorkspace& tw, const QString& key, const QByteArray& raw) {
    tw.write(QStringLiteral("final/evidence/raw/%1.txt").arg(key), raw);
    tw.write(QStringLiteral("final/evidence/rendered/%1.svg").arg(key), QByteArray("<svg/>"));
}

// --- `source:` sentences ---------------------------------------------------------------------

const QString kSourced = QStringLiteral("tech-log-studio/t/concept/concept-s.md");

// A concept whose front matter ends with `sourceYaml` (the `source` key and its lines).
QString conceptWithSource(const QString& sourceYaml) {
    return QStringLiteral(
               "---\nkind: CONCEPT\nslug: s\ntitle: 출처 검사\ntopic: t\nproject: test-project\n"
               "status: 게시 전\nsourceRevision: 0123456789abcdef0123456789abcdef01234567\n"
               "rootTreeNode: concept:s\n") +
           sourceYaml + QStringLiteral("---\n# 출처 검사\n\n본문이다.\n");
}

// The analysis the sentences below cite.
void writeSources(const TempWorkspace& tw) {
    tw.write(QStringLiteral("final/document.md"),
             QStringLiteral("# 분석\n\n## 1. 범위\n\n## 2. 넣기\n\n<a id=\"a05\"></a>\n"
                            "## A05 어댑터\n\n### 10.1 저장\n\n### 10.3 번역\n"));
    tw.write(QStringLiteral("analysis/05-q.md"),
             QStringLiteral("# 05. 큐\n\n## 1. 계약\n\n## 2. 구현\n\n## 3. 경합\n"));
}

// Line and column (1-based, in characters) of the `n`-th (0-based) `needle` in `text`.
SourcePos positionOf(const QString& text, const QString& needle, int n = 0) {
    qsizetype at = text.indexOf(needle);
    for (; n > 0 && at >= 0; --n) at = text.indexOf(needle, at + 1);
    if (at < 0) qFatal("needle not in text: %s", qPrintable(needle));
    const qsizetype lineStart = text.lastIndexOf(QLatin1Char('\n'), at - 1) + 1;
    return {int(QStringView(text).left(at).count(u'\n')) + 1, int(at - lineStart) + 1};
}

// The diagnostics whose code starts with `source-`.
Diagnostics sourceFindings(const Diagnostics& all) {
    Diagnostics out;
    for (const Diagnostic& d : all)
        if (d.code.startsWith(QLatin1String("source-"))) out.append(d);
    return out;
}

}  // namespace

class TestDocumentChecks : public QObject {
    Q_OBJECT

private slots:
    void cleanCaseHasNoErrorsOrWarnings() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\nout\nexit 0\n");
        QVERIFY(tw.write(
            kCase,
            caseText(
                {QStringLiteral("k")},
                QStringLiteral(
                    ":::evidence key=\"k\" alt=\"a\" caption=\"기록 — 3줄 · exit 0\"\n:::\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);
        QVERIFY2(ws->errorCount() == 0 && ws->warningCount() == 0,
                 qPrintable(dump(ws->diagnostics)));
    }

    void frontMatterMissingInDocumentFolder() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/t/concept/concept-none.md");
        QVERIFY(tw.write(rel, QStringLiteral("# 앞머리 없는 문서\n본문\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);  // listed, never lost
        QVERIFY(ws->documents[0].broken);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("front-matter-missing"), rel);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, 1);
        QCOMPARE(e.column, 1);
    }

    void markdownOutsideDocumentFoldersIsNotADocument() {
        TempWorkspace tw;
        QVERIFY(tw.write(QStringLiteral("analysis/01-x.md"), QStringLiteral("# 분석\n")));
        QVERIFY(tw.write(QStringLiteral("final/document.md"), QStringLiteral("# 최종\n")));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 0);
        QVERIFY(ws->diagnostics.isEmpty());
    }

    void kindUnknownAtTheKindKey() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
        QVERIFY(tw.write(
            rel, markdownDoc(QStringLiteral("NOTE"), QStringLiteral("k"), QStringLiteral("제목"),
                             QStringLiteral("t"), {}, QStringLiteral("# 제목\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("kind-unknown"), rel);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, 2);
        QCOMPARE(e.column, 1);
        QVERIFY(e.message.contains(QStringLiteral("NOTE")));
        QCOMPARE(ws->documents[0].kind, DocKind::Unknown);
    }

    void statusUnknownAtTheStatusKey() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
        QString text =
            markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("제목"),
                        QStringLiteral("t"), {}, QStringLiteral("# 제목\n"));
        text.replace(QStringLiteral("status: 게시 전"), QStringLiteral("status: 초안"));
        QVERIFY(tw.write(rel, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("status-unknown"), rel);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, 7);
        QCOMPARE(w.column, 1);
        QVERIFY(w.message.contains(QStringLiteral("초안")));
    }

    void publishedStatusIsKnown() {
        QVERIFY(DocumentChecks::knownStatuses().contains(QStringLiteral("게시")));
        QVERIFY(DocumentChecks::knownStatuses().contains(QStringLiteral("게시 전")));
    }

    void directiveUnknownIsAWarningAtItsLine() {
        TempWorkspace tw;
        const QString text = caseText({}, QStringLiteral("  :::spoiler\n숨김\n:::\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("directive-unknown"), kCase);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, lineOf(text, QStringLiteral(":::spoiler")));
        QCOMPARE(w.column, 3);
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("directive-unclosed")).isEmpty());
    }

    void directiveUnclosedIsAnErrorAtItsOpening() {
        TempWorkspace tw;
        const QString text = caseText({}, {}, {}) + QStringLiteral(":::warning\n닫히지 않는다\n");
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("directive-unclosed"), kCase);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, lineOf(text, QStringLiteral(":::warning")));
        QCOMPARE(e.column, 1);
    }

    void colonLineInCodeInsideDirectiveLeavesItOpen() {
        TempWorkspace tw;
        const QString text =
            caseText({}, QStringLiteral(":::note\n```\n:::\n```\n"));  // the only `:::` is code
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("directive-unclosed"), kCase);
        QCOMPARE(e.line, lineOf(text, QStringLiteral(":::note")));
    }

    void evidenceKeyUnknownAtTheKeyAttribute() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "exit 0\n");
        const QString text = caseText({QStringLiteral("k")},
                                      QStringLiteral(":::evidence key=\"nope\" alt=\"a\"\n:::\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-key-unknown"), kCase);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, lineOf(text, QStringLiteral("key=\"nope\"")));
        QCOMPARE(e.column, 13);
        QVERIFY(e.message.contains(QStringLiteral("nope")));
    }

    void evidenceWithoutKeyOrAlt() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "exit 0\n");
        const QString text = caseText(
            {QStringLiteral("k")},
            QStringLiteral(":::evidence caption=\"x\"\n:::\n:::evidence key=\"k\"\n:::\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("evidence-key-missing"), kCase);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, lineOf(text, QStringLiteral(":::evidence caption")));
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("evidence-alt-missing"), kCase);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, lineOf(text, QStringLiteral(":::evidence key=\"k\"")));
    }

    void assetMissingAtTheFileEntry() {
        TempWorkspace tw;
        const QString text = caseText({QStringLiteral("gone")}, {});
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics missing =
            withCode(ws->diagnostics, QStringLiteral("asset-missing"), kCase);
        QCOMPARE(missing.size(), 2);  // the rendered asset and the raw record
        QCOMPARE(missing[0].severity, Severity::Error);
        QCOMPARE(missing[0].line,
                 lineOf(text, QStringLiteral("file: ../../../final/evidence/rendered/gone.svg")));
        QCOMPARE(missing[0].column, 11);
        QVERIFY(missing[0].message.contains(QStringLiteral("final/evidence/rendered/gone.svg")));
        QCOMPARE(missing[1].line,
                 lineOf(text, QStringLiteral("- ../../../final/evidence/raw/gone.txt")));
        QCOMPARE(missing[1].column, 5);
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("path-outside-workspace")).isEmpty());
    }

    void pathOutsideWorkspaceIsAnErrorAndNeverFollowed() {
        TempWorkspace tw;
        // A real file just outside the root: it exists, and still must not be used.
        QFile secret(tw.outside() + QStringLiteral("/docs/secret.txt"));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("a\nb\nexit 0\n");
        secret.close();
        const QString extra = QStringLiteral(
            "evidenceCapturedOn: 2026-11-30\n"
            "assets:\n"
            "  - key: up\n"
            "    file: ../../../../secret.txt\n"
            "  - key: passwd\n"
            "    file: ../../../../../../../../../../etc/passwd\n"
            "  - key: abs\n"
            "    file: /etc/passwd\n"
            "evidence:\n"
            "  - ../../../../../../../../../../etc/passwd\n");
        const QString text = markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle,
                                         QStringLiteral("t"), extra, caseBody(kTitle, {}));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics out =
            withCode(ws->diagnostics, QStringLiteral("path-outside-workspace"), kCase);
        QCOMPARE(out.size(), 4);
        QCOMPARE(out[0].severity, Severity::Error);
        QCOMPARE(out[0].line, lineOf(text, QStringLiteral("file: ../../../../secret.txt")));
        QCOMPARE(out[0].column, 11);
        QCOMPARE(out[1].line, lineOf(text, QStringLiteral("file: ../../../../../")));
        QCOMPARE(out[2].line, lineOf(text, QStringLiteral("file: /etc/passwd")));
        QCOMPARE(out[2].column, 11);
        QCOMPARE(out[3].line, lineOf(text, QStringLiteral("  - ../../../../../")));
        QCOMPARE(out[3].column, 5);
        // Not followed: not reported as missing either, and the resolver refuses them.
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("asset-missing"), kCase).isEmpty());
        const Document& doc = ws->documents.first();
        QVERIFY(!ws->resolve(doc, QStringLiteral("../../../../secret.txt")));
        QVERIFY(!ws->resolve(doc, QStringLiteral("/etc/passwd")));
        QVERIFY(!ws->resolve(doc, QStringLiteral("../../../../../../../../../../etc/passwd")));
        QVERIFY(!ws->resolve(doc, QStringLiteral("file:///etc/passwd")));
        QVERIFY(ws->resolve(doc, QStringLiteral("../../../final/x.svg")));
        QCOMPARE(*ws->resolve(doc, QStringLiteral("../../../final/x.svg")),
                 tw.abs(QStringLiteral("final/x.svg")));
    }

    void symlinkLeadingOutIsOutside() {
        TempWorkspace tw;
        QFile secret(tw.outside() + QStringLiteral("/docs/secret.svg"));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.close();
        QDir().mkpath(tw.abs(QStringLiteral("final/assets")));
        QVERIFY(QFile::link(secret.fileName(), tw.abs(QStringLiteral("final/assets/link.svg"))));
        QVERIFY(tw.write(
            kCase,
            markdownDoc(
                QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                QStringLiteral("assets:\n  - key: l\n    file: ../../../final/assets/link.svg\n"),
                caseBody(kTitle, {}))));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("path-outside-workspace"), kCase).size(),
                 1);
    }

    void bodyKeyLeavingTheWorkspaceIsNotRead() {
        TempWorkspace tw;
        QFile secret(tw.outside() + QStringLiteral("/docs/secret.md"));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("# 비밀\n## 관계\n- **아무것**\n");
        secret.close();
        const QString text =
            markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                        QStringLiteral("body: ../../../../secret.md\n") + assetsFor({}), QString());
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("path-outside-workspace"), kCase);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, lineOf(text, QStringLiteral("body: ")));
        QCOMPARE(e.column, 1);
        const Document& d = ws->documents.first();
        QCOMPARE(d.bodyPath, kCase);
        QVERIFY(!d.body.text().contains(QStringLiteral("비밀")));
        QVERIFY(d.relations.isEmpty());
    }

    void bodyKeyNamingMissingFileIsAssetMissing() {
        TempWorkspace tw;
        const QString text =
            markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                        QStringLiteral("body: case-c.body.md\n") + assetsFor({}), QString());
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("asset-missing"), kCase);
        QCOMPARE(e.line, lineOf(text, QStringLiteral("body: ")));
    }

    void textAfterFrontMatterIsIgnoredWhenBodyKeyNamesAFile() {
        TempWorkspace tw;
        const QString text =
            markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                        QStringLiteral("body: case-c.body.md\n") + assetsFor({}),
                        QStringLiteral("여기 적은 글은 무시된다.\n"));
        QVERIFY(tw.write(kCase, text));
        QVERIFY(tw.write(QStringLiteral("tech-log-studio/t/case/case-c.body.md"),
                         caseBody(kTitle, {})));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);  // the body file is part of the case, not a document
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("body-ignored"), kCase);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, lineOf(text, QStringLiteral("여기 적은 글")));
        QCOMPARE(ws->documents.first().bodyPath,
                 QStringLiteral("tech-log-studio/t/case/case-c.body.md"));
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("section-missing")).isEmpty());
    }

    void sameSlugTwiceWithinAKindIsAWarning() {
        TempWorkspace tw;
        const QString a = QStringLiteral("tech-log-studio/t/concept/concept-a.md");
        const QString b = QStringLiteral("tech-log-studio/t/concept/concept-b.md");
        QVERIFY(tw.write(
            a, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("same"), QStringLiteral("가"),
                           QStringLiteral("t"), {}, QStringLiteral("# 가\n"))));
        QVERIFY(tw.write(
            b, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("same"), QStringLiteral("나"),
                           QStringLiteral("t"), {}, QStringLiteral("# 나\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("slug-duplicate"), b);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, 3);
        QVERIFY(w.message.contains(a));
    }

    // The caption's claims are the evidence layer's (tests/evidencechecks): the model alone does
    // not read records.
    void modelChecksLeaveCaptionClaimsToTheEvidenceLayer() {
        TempWorkspace tw;
        writeRecords(tw, QStringLiteral("k"), "$ run\none\ntwo\nexit 0\n");  // 4 lines
        QVERIFY(
            tw.write(kCase, caseText({QStringLiteral("k")},
                                     QStringLiteral(":::evidence key=\"k\" alt=\"a\" "
                                                    "caption=\"기록 — 3줄 · exit 0\"\n:::\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        QVERIFY2(withCode(ws->diagnostics, QStringLiteral("evidence-caption-mismatch")).isEmpty(),
                 qPrintable(dump(ws->diagnostics)));
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("evidence-render-stale")).isEmpty());
        QVERIFY2(ws->errorCount() == 0, qPrintable(dump(ws->diagnostics)));
    }

    void sectionMissingNamesTheSection() {
        TempWorkspace tw;
        const QString text = caseText({}, {}, QStringLiteral("결론"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("section-missing"), kCase);
        QCOMPARE(w.severity, Severity::Warning);
        QCOMPARE(w.line, ws->documents.first().bodyLine);
        QCOMPARE(w.line, lineOf(text, QStringLiteral("# ")));
        QCOMPARE(w.column, 1);
        QVERIFY(w.message.contains(QStringLiteral("`결론`")));
    }

    // A `### 결론` under another section is a sub-heading, not the case's `## 결론`.
    void aSubHeadingDoesNotStandForACaseSection() {
        TempWorkspace tw;
        const QString text =
            caseText({}, QStringLiteral("\n### 결론\n하위 절이다.\n"), QStringLiteral("결론"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("section-missing"), kCase);
        QVERIFY(w.message.contains(QStringLiteral("`결론`")));
    }

    // A section with a heading and no text (issue 37 D): a warning at its heading, the whole
    // heading underlined, as the review's sections gate fails on it. A section whose text is
    // under a sub-heading is not empty; one of empty sub-headings is.
    void sectionEmptyAtItsHeading() {
        TempWorkspace tw;
        QString text = caseText({}, {});
        text.replace(QStringLiteral("## 결론\n내용이다.\n"), QStringLiteral("## 결론  \n\n"));
        text.replace(QStringLiteral("## 재현 조건\n내용이다.\n"),
                     QStringLiteral("## 재현 조건\n### 준비\n두 세션을 연다.\n"));
        text.replace(QStringLiteral("## 검증 환경\n내용이다.\n"),
                     QStringLiteral("## 검증 환경\n### 데이터베이스\n\n"));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics empty = withCode(ws->diagnostics, QStringLiteral("section-empty"), kCase);
        QCOMPARE(empty.size(), 2);
        QCOMPARE(empty[0].severity, Severity::Warning);
        QCOMPARE(empty[0].line, lineOf(text, QStringLiteral("## 결론")));
        QCOMPARE(empty[0].column, 1);
        QCOMPARE(empty[0].length, int(QStringLiteral("## 결론").size()));  // trailing blanks not
        QVERIFY(empty[0].message.contains(QStringLiteral("`결론`")));
        QCOMPARE(empty[1].line, lineOf(text, QStringLiteral("## 검증 환경")));
        QCOMPARE(ws->warningCount(), 2);
    }

    // The same relation twice (its title as titles are matched: NFC, white space) is a warning
    // at the later item, its title underlined; the relations gate fails on it.
    void relationDuplicateAtTheLaterItem() {
        TempWorkspace tw;
        const QString conceptPath = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
        QVERIFY(
            tw.write(conceptPath, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"),
                                              QStringLiteral("소유권 개념"), QStringLiteral("t"),
                                              {}, QStringLiteral("# 소유권 개념\n\n본문.\n"))));
        const QString relations = QStringLiteral(
            "- **소유권 개념**\n쓴 개념.\n- **소유권  개념**\n다시 쓴다.\n"
            "- **없는 문서**\n하나.\n- **없는 문서**\n둘.\n");
        const QString text =
            markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                        assetsFor({}), caseBody(kTitle, relations));
        QVERIFY(tw.write(kCase, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics dup = withCode(ws->diagnostics, QStringLiteral("relation-duplicate"));
        QCOMPARE(dup.size(), 2);
        QCOMPARE(dup[0].path, kCase);
        QCOMPARE(dup[0].severity, Severity::Warning);
        QCOMPARE(dup[0].line, lineOf(text, QStringLiteral("- **소유권  개념**")));
        QCOMPARE(dup[0].column, 3);
        QCOMPARE(dup[0].length, int(QStringLiteral("**소유권  개념**").size()));
        QVERIFY2(dup[0].message.contains(QStringLiteral("line %1").arg(
                     lineOf(text, QStringLiteral("- **소유권 개념**")))),
                 qPrintable(dup[0].message));
        QCOMPARE(dup[1].line, lineOf(text, QStringLiteral("- **없는 문서**\n둘")));
        // Both unresolved ones are still reported as such.
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("relation-unresolved")).size(), 2);
    }

    // In a `body:` file the findings are the body file's, at its lines, as the editor shows it.
    void sectionAndRelationFindingsOfABodyFileAreInIt() {
        TempWorkspace tw;
        const QString bodyPath = QStringLiteral("tech-log-studio/t/case/case-c.body.md");
        QVERIFY(tw.write(
            kCase,
            markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"), kTitle, QStringLiteral("t"),
                        QStringLiteral("body: case-c.body.md\n") + assetsFor({}), QString())));
        QString body =
            caseBody(kTitle, QStringLiteral("- **없는 문서**\n하나.\n- **없는 문서**\n둘.\n"));
        body.replace(QStringLiteral("## 문제\n내용이다.\n"), QStringLiteral("## 문제\n"));
        QVERIFY(tw.write(bodyPath, body));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("section-empty"), bodyPath);
        QCOMPARE(e.line, lineOf(body, QStringLiteral("## 문제")));
        TL_ONE_DIAGNOSTIC(d, ws->diagnostics, QStringLiteral("relation-duplicate"), bodyPath);
        QCOMPARE(d.line, lineOf(body, QStringLiteral("- **없는 문서**\n둘")));
    }

    void conceptNeedsNoCaseSections() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
        QVERIFY(tw.write(
            rel, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념"),
                             QStringLiteral("t"), {}, QStringLiteral("# 개념\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        QVERIFY(withCode(ws->diagnostics, QStringLiteral("section-missing")).isEmpty());
    }

    void encodingInvalidAtTheLineOfTheBadByte() {
        TempWorkspace tw;
        QByteArray bytes = caseText({}, {}).toUtf8();
        const int line = lineOf(QString::fromUtf8(bytes), QStringLiteral("## 결론")) + 1;
        bytes.replace(QByteArray("## 결론\n").append(QStringLiteral("내용이다.").toUtf8()),
                      QByteArray("## 결론\n\xFF\xFE 깨진 바이트"));
        QVERIFY(bytes.contains("\xFF\xFE"));
        QVERIFY(tw.write(kCase, bytes));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(ws->documents.size(), 1);
        TL_ONE_DIAGNOSTIC(e, ws->diagnostics, QStringLiteral("encoding-invalid"), kCase);
        QCOMPARE(e.severity, Severity::Error);
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, 1);
        // The rest of the document still loads.
        QCOMPARE(ws->documents.first().title(), kTitle);
        QVERIFY(ws->documents.first().hasHeading(QStringLiteral("결론")));
    }

    void topicFolderMismatchIsAWarning() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/other/concept/concept-k.md");
        QVERIFY(tw.write(
            rel, markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념"),
                             QStringLiteral("t"), {}, QStringLiteral("# 개념\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("topic-mismatch"), rel);
        QCOMPARE(w.line, 5);
    }

    void rootTreeNodeMustBeKindColonSlug() {
        TempWorkspace tw;
        const QString rel = QStringLiteral("tech-log-studio/t/concept/concept-k.md");
        QString text =
            markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("k"), QStringLiteral("개념"),
                        QStringLiteral("t"), {}, QStringLiteral("# 개념\n"));
        text.replace(QStringLiteral("rootTreeNode: concept:k"),
                     QStringLiteral("rootTreeNode: rule:k"));
        QVERIFY(tw.write(rel, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("root-tree-node-mismatch"), rel);
        QCOMPARE(w.line, 9);
    }

    void sourcesThatResolveAreClean() {
        TempWorkspace tw;
        writeSources(tw);
        QVERIFY(tw.write(
            kSourced,
            conceptWithSource(QStringLiteral(
                "source:\n  - 원본 분석 절은 final/document.md §2 와 analysis/05-q.md §1–§3 이다.\n"
                "  - final/document.md#a05 §10.1, §10.3 · `analysis/05-q.md`#L3 · "
                "final/document.md#2-넣기 §1 과 §2.\n"))));
        const auto ws = tw.load();
        QVERIFY(ws);
        QVERIFY2(ws->errorCount() == 0 && ws->warningCount() == 0,
                 qPrintable(dump(ws->diagnostics)));
    }

    void sourceFileMissingAtItsName() {
        TempWorkspace tw;
        writeSources(tw);
        const QString text =
            conceptWithSource(QStringLiteral("source:\n  - 원본 분석 절은 final/document.md §2 와 "
                                             "analysis/09-none.md §2 이다.\n"));
        QVERIFY(tw.write(kSourced, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        QCOMPARE(sourceFindings(ws->diagnostics).size(), 1);
        TL_ONE_DIAGNOSTIC(w, ws->diagnostics, QStringLiteral("source-file-missing"), kSourced);
        QCOMPARE(w.severity, Severity::Warning);
        const SourcePos p = positionOf(text, QStringLiteral("analysis/09-none.md"));
        QCOMPARE(w.line, p.line);
        QCOMPARE(w.column, p.column);
        QVERIFY(w.message.contains(QStringLiteral("analysis/09-none.md")));
    }

    void sourceSectionMissingAtItsSign() {
        TempWorkspace tw;
        writeSources(tw);
        const QString text = conceptWithSource(
            QStringLiteral("source:\n  - 원본 분석 절은 final/document.md §2 와 §7, "
                           "analysis/05-q.md §1–§9 이다.\n"));
        QVERIFY(tw.write(kSourced, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics found =
            withCode(ws->diagnostics, QStringLiteral("source-section-missing"));
        QCOMPARE(sourceFindings(ws->diagnostics).size(), 2);
        QCOMPARE(found.size(), 2);
        // The bare §7 belongs to final/document.md; a range's missing end is named by itself.
        const SourcePos seven = positionOf(text, QStringLiteral("§7"));
        const SourcePos nine = positionOf(text, QStringLiteral("§9"));
        QCOMPARE(found[0].line, seven.line);
        QCOMPARE(found[0].column, seven.column);
        QVERIFY(found[0].message.contains(QStringLiteral("final/document.md")));
        QVERIFY(found[0].message.contains(QStringLiteral("§7")));
        QCOMPARE(found[1].column, nine.column);
        QVERIFY(found[1].message.contains(QStringLiteral("analysis/05-q.md")));
        for (const Diagnostic& d : found) QCOMPARE(d.severity, Severity::Warning);
    }

    void sourceAnchorMissingAtTheHash() {
        TempWorkspace tw;
        writeSources(tw);
        const QString text = conceptWithSource(QStringLiteral(
            "source:\n  - final/document.md#nowhere §1 과 analysis/05-q.md#L99 이다.\n"));
        QVERIFY(tw.write(kSourced, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics found =
            withCode(ws->diagnostics, QStringLiteral("source-anchor-missing"));
        QCOMPARE(sourceFindings(ws->diagnostics).size(), 2);  // §1 is there
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].column, positionOf(text, QStringLiteral("#nowhere")).column);
        QCOMPARE(found[1].column, positionOf(text, QStringLiteral("#L99")).column);
        QVERIFY(found[1].message.contains(QStringLiteral("L99")));
    }

    void sourceOutsideTheWorkspaceIsWarnedAndNeverRead() {
        TempWorkspace tw;
        writeSources(tw);
        QFile secret(tw.outside() + QStringLiteral("/secret.md"));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("## 1. 비밀\n");
        secret.close();
        QVERIFY(QFile::link(secret.fileName(), tw.abs(QStringLiteral("analysis/link.md"))));
        const QString text = conceptWithSource(
            QStringLiteral("source:\n  - ../../secret.md §1 과 analysis/link.md §9 이다.\n"));
        QVERIFY(tw.write(kSourced, text));
        const auto ws = tw.load();
        QVERIFY(ws);
        const Diagnostics found = withCode(ws->diagnostics, QStringLiteral("source-file-outside"));
        QCOMPARE(sourceFindings(ws->diagnostics).size(), 2);  // no §: nothing was read
        QCOMPARE(found.size(), 2);
        QCOMPARE(found[0].column, positionOf(text, QStringLiteral("../../secret.md")).column);
        QCOMPARE(found[1].column, positionOf(text, QStringLiteral("analysis/link.md")).column);
        for (const Diagnostic& d : found) QCOMPARE(d.severity, Severity::Warning);
    }

    // Where a sentence stands however it is written: quoted, in a flow list after Korean text
    // (yaml-cpp counts bytes there), folded over two lines.
    void sourcePositionsInEveryYamlForm() {
        const QStringList forms = {
            QStringLiteral(
                "source: [가나다 final/document.md §1, 라마바 final/document.md §7 이다]\n"),
            QStringLiteral("source:\n  - \"원본은 final/document.md §7 이다.\"\n"),
            QStringLiteral("source:\n  - '원본은 final/document.md §7 이다.'\n"),
            QStringLiteral("source:\n  - 원본 분석 절은\n    final/document.md §7 이다.\n"),
            QStringLiteral("source: 원본은 final/document.md §7 이다.\n")};
        for (const QString& form : forms) {
            TempWorkspace tw;
            writeSources(tw);
            const QString text = conceptWithSource(form);
            QVERIFY(tw.write(kSourced, text));
            const auto ws = tw.load();
            QVERIFY(ws);
            const Diagnostics found = sourceFindings(ws->diagnostics);
            QVERIFY2(found.size() == 1, qPrintable(form + dump(ws->diagnostics)));
            QCOMPARE(found[0].code, QStringLiteral("source-section-missing"));
            const SourcePos p = positionOf(text, QStringLiteral("§7"));
            QVERIFY2(found[0].line == p.line && found[0].column == p.column,
                     qPrintable(form + found[0].format()));
        }
    }

    void unsavedSourceBufferIsReadInPlaceOfTheFile() {
        TempWorkspace tw;
        writeSources(tw);
        QVERIFY(tw.write(kSourced, conceptWithSource(QStringLiteral(
                                       "source:\n  - 원본은 final/document.md §2 다.\n"))));
        LoadOptions options;
        options.buffers.insert(QStringLiteral("final/document.md"), QByteArray("# 분석\n"));
        QString error;
        const std::optional<Workspace> ws = loadWorkspace(tw.root(), options, &error);
        QVERIFY2(ws, qPrintable(error));
        QCOMPARE(withCode(ws->diagnostics, QStringLiteral("source-section-missing")).size(), 1);
    }

    // The seeds' sentences, each in a workspace with and without what it names.
    void seedSourcesAreFoundOrWarnedWhereTheyStand() {
        if (!seedsPresent()) QFAIL(qPrintable(seedsMissingMessage()));
        struct Seed {
            QString file;
            QString at;  // where the seed lies in the workspace
        };
        const QList<Seed> seeds = {
            {seed000(),
             QStringLiteral("tech-log-studio/owner-safe-state-machines/concept/concept-seed.md")},
            {seed002(), QStringLiteral("imports/002.txt")},
            {seed003(), QStringLiteral("imports/003.txt")}};
        for (const Seed& seed : seeds) {
            TempWorkspace tw;
            QVERIFY(tw.copy(seed.file, seed.at));
            const QString text = QString::fromUtf8(readBytes(seed.file));
            auto ws = tw.load();
            QVERIFY(ws);
            const Document* doc = documentAt(*ws, seed.at);
            QVERIFY(doc);
            // Nothing there yet: each file it names is missing, warned at the name's place.
            const Diagnostics missing =
                withCode(ws->diagnostics, QStringLiteral("source-file-missing"), seed.at);
            QVERIFY2(!missing.isEmpty(), qPrintable(dump(ws->diagnostics)));
            int n = 0;
            for (const Diagnostic& d : missing) {
                const QString name = d.message.section(QLatin1Char('`'), 1, 1);
                const SourcePos p = positionOf(text, name, n++);
                QVERIFY2(d.line == p.line && d.column == p.column, qPrintable(d.format()));
            }
            // The files, with the headings and anchors the sentences name: no finding.
            for (const QString& sentence : doc->frontMatter.source)
                for (const SourceReference& r : SourceSentence::parse(sentence)) {
                    QString md = QStringLiteral("# 분석\n\n");
                    if (r.anchor.startsWith(QLatin1Char('L')))
                        md += QStringLiteral("본문\n").repeated(r.anchor.mid(1).toInt());
                    else if (!r.anchor.isEmpty())
                        md += QStringLiteral("<a id=\"%1\"></a>\n## 닻 %1\n\n").arg(r.anchor);
                    for (const SourceSection& s : r.sections)
                        md += QStringLiteral("### %1 절\n\n").arg(s.number);
                    const QByteArray before = readBytes(tw.abs(r.file));
                    QVERIFY(tw.write(r.file, before + md.toUtf8()));
                }
            ws = tw.load();
            QVERIFY(ws);
            for (const Diagnostic& d : sourceFindings(ws->diagnostics))
                QVERIFY2(d.path != seed.at, qPrintable(d.format()));
        }
    }
};

QTEST_GUILESS_MAIN(TestDocumentChecks)
#include "tst_documentchecks.moc"
