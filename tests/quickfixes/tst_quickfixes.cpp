// QuickFixes: each certain fix, applied to the document and checked again, removes its finding
// and adds none; front-matter fixes keep every other byte.
#include <QtTest>

#include "quickfixes.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

const QString kCase = QStringLiteral("tech-log-studio/owner/case/case-lease.md");
const QString kRule = QStringLiteral("tech-log-studio/owner/rule/rule-tuple.md");
const QString kRuleTitle = QStringLiteral("조건부 갱신은 소유자 튜플 전체를 건다");

QString ruleDoc() {
    return markdownDoc(QStringLiteral("RULE"), QStringLiteral("tuple"), kRuleTitle,
                       QStringLiteral("owner"), QString(),
                       QStringLiteral("# ") + kRuleTitle + QStringLiteral("\n\n본문이다.\n"));
}

QString caseDoc(const QString& relations, const QString& skip = {}, const QString& extra = {},
                const QString& extraBody = {}) {
    return markdownDoc(
        QStringLiteral("CASE"), QStringLiteral("lease"),
        QStringLiteral("리스 연장이 소유자 아이디만 건다"), QStringLiteral("owner"),
        QStringLiteral("evidenceCapturedOn: 2026-11-30\n") + extra,
        caseBody(QStringLiteral("리스 연장이 소유자 아이디만 건다"), relations, skip, extraBody));
}

class Fixture {
public:
    TempWorkspace tw;
    std::optional<Workspace> ws;

    bool load() {
        ws = tw.load();
        return ws.has_value();
    }
    const Diagnostic* find(const QString& path, const QString& code,
                           const QString& inMessage = {}) const {
        for (const Diagnostic& d : ws->diagnostics)
            if (d.path == path && d.code == code && d.message.contains(inMessage)) return &d;
        return nullptr;
    }
    QList<QuickFix> fixes(const Diagnostic& d) const {
        const Document* doc = documentAt(*ws, d.path);
        return doc ? QuickFixes::forDiagnostic(*ws, *doc,
                                               QString::fromUtf8(readBytes(tw.abs(d.path))), d)
                   : QList<QuickFix>{};
    }
    // Writes the fix and loads again.
    bool apply(const QString& path, const QuickFix& fix) {
        return tw.write(path, fix.text.toUtf8()) && load();
    }
};

}  // namespace

class TestQuickFixes : public QObject {
    Q_OBJECT
private slots:
    void missingSectionIsInsertedBeforeTheNextOneInOrder() {
        Fixture f;
        QVERIFY(f.tw.write(kRule, ruleDoc()));
        QVERIFY(f.tw.write(
            kCase, caseDoc(QStringLiteral("- **%1**\n").arg(kRuleTitle), QStringLiteral("결론"))));
        QVERIFY(f.load());
        const Diagnostic* d =
            f.find(kCase, QStringLiteral("section-missing"), QStringLiteral("결론"));
        QVERIFY2(d, qPrintable(dump(f.ws->diagnostics)));
        const QList<QuickFix> fixes = f.fixes(*d);
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes.first().label.contains(QStringLiteral("결론")));
        const QString before = QString::fromUtf8(readBytes(f.tw.abs(kCase)));
        QVERIFY(f.apply(kCase, fixes.first()));
        // Only the heading went in, right before `## 검증 환경`.
        const QString after = QString::fromUtf8(readBytes(f.tw.abs(kCase)));
        QCOMPARE(after, QString(before).replace(QStringLiteral("## 검증 환경\n"),
                                                QStringLiteral("## 결론\n\n## 검증 환경\n")));
        QVERIFY2(withCode(f.ws->diagnostics, QStringLiteral("section-missing")).isEmpty(),
                 qPrintable(dump(f.ws->diagnostics)));
    }

    void lastSectionMissingGoesAtTheEnd() {
        Fixture f;
        QVERIFY(f.tw.write(kRule, ruleDoc()));
        QVERIFY(f.tw.write(kCase, caseDoc(QStringLiteral("- **%1**\n").arg(kRuleTitle),
                                          QStringLiteral("확인하지 못한 것"))));
        QVERIFY(f.load());
        const Diagnostic* d = f.find(kCase, QStringLiteral("section-missing"));
        QVERIFY(d);
        const QList<QuickFix> fixes = f.fixes(*d);
        QCOMPARE(fixes.size(), 1);
        QVERIFY(fixes.first().text.endsWith(QStringLiteral("\n\n## 확인하지 못한 것\n")));
        QVERIFY(f.apply(kCase, fixes.first()));
        QVERIFY(withCode(f.ws->diagnostics, QStringLiteral("section-missing")).isEmpty());
    }

    void missingKeysGetTheValueThePathSaysInKeyOrder() {
        Fixture f;
        QVERIFY(f.tw.write(kRule, ruleDoc()));
        QString text = caseDoc(QStringLiteral("- **%1**\n").arg(kRuleTitle));
        text.remove(QStringLiteral("rootTreeNode: case:lease\n"));
        text.remove(QStringLiteral("status: 게시 전\n"));
        text.remove(QStringLiteral("project: test-project\n"));
        QVERIFY(f.tw.write(kCase, text));
        QVERIFY(f.load());
        for (const QString& key : {QStringLiteral("rootTreeNode"), QStringLiteral("status"),
                                   QStringLiteral("project")}) {
            const Diagnostic* d = f.find(kCase, QStringLiteral("front-matter-missing-key"),
                                         QStringLiteral("`%1`").arg(key));
            QVERIFY2(d, qPrintable(key + QLatin1Char('\n') + dump(f.ws->diagnostics)));
            const QList<QuickFix> fixes = f.fixes(*d);
            QCOMPARE(fixes.size(), 1);
            QVERIFY(f.apply(kCase, fixes.first()));
        }
        // Back where a template puts them, every other byte as it was.
        QCOMPARE(QString::fromUtf8(readBytes(f.tw.abs(kCase))),
                 caseDoc(QStringLiteral("- **%1**\n").arg(kRuleTitle)));
        for (const Diagnostic& d :
             withCode(f.ws->diagnostics, QStringLiteral("front-matter-missing-key")))
            QVERIFY2(!d.message.contains(QStringLiteral("rootTreeNode")) &&
                         !d.message.contains(QStringLiteral("status")) &&
                         !d.message.contains(QStringLiteral("project")),
                     qPrintable(d.format()));
    }

    void noFixWhereTheValueWouldBeAGuess() {
        Fixture f;
        QString text = caseDoc({});
        text.remove(QRegularExpression(QStringLiteral("sourceRevision: [0-9a-f]+\n")));
        text.remove(QStringLiteral("evidenceCapturedOn: 2026-11-30\n"));
        QVERIFY(f.tw.write(kCase, text));
        QVERIFY(f.load());
        for (const QString& key :
             {QStringLiteral("sourceRevision"), QStringLiteral("evidenceCapturedOn")}) {
            const Diagnostic* d = f.find(kCase, QStringLiteral("front-matter-missing-key"),
                                         QStringLiteral("`%1`").arg(key));
            QVERIFY2(d, qPrintable(key + QLatin1Char('\n') + dump(f.ws->diagnostics)));
            QVERIFY(f.fixes(*d).isEmpty());
        }
    }

    void topicMismatchTakesTheFoldersTopic() {
        Fixture f;
        QString text = caseDoc({});
        text.replace(QStringLiteral("topic: owner\n"),
                     QStringLiteral("topic: elsewhere  # 옮김\n"));
        QVERIFY(f.tw.write(kCase, text));
        QVERIFY(f.load());
        const Diagnostic* d = f.find(kCase, QStringLiteral("topic-mismatch"));
        QVERIFY(d);
        const QList<QuickFix> fixes = f.fixes(*d);
        QCOMPARE(fixes.size(), 1);
        QVERIFY(f.apply(kCase, fixes.first()));
        // The author's comment stays on the line.
        QVERIFY(QString::fromUtf8(readBytes(f.tw.abs(kCase)))
                    .contains(QRegularExpression(QStringLiteral("\ntopic: owner +# 옮김\n"))));
        QVERIFY(withCode(f.ws->diagnostics, QStringLiteral("topic-mismatch")).isEmpty());
    }

    void unresolvedRelationOffersTheClosestTitleFirst() {
        Fixture f;
        QVERIFY(f.tw.write(kRule, ruleDoc()));
        QVERIFY(f.tw.write(
            QStringLiteral("tech-log-studio/owner/concept/concept-count.md"),
            markdownDoc(QStringLiteral("CONCEPT"), QStringLiteral("count"),
                        QStringLiteral("갱신 건수가 곧 판정이다"), QStringLiteral("owner"),
                        QString(), QStringLiteral("# 갱신 건수가 곧 판정이다\n"))));
        // One syllable wrong (건다 -> 겁다), and a title cut short.
        QVERIFY(f.tw.write(kCase, caseDoc(QStringLiteral("- **조건부 갱신은 소유자 튜플 전체를 "
                                                         "겁다**\n이 규칙을 어긴다.\n"
                                                         "- **갱신 건수가 곧**\n"))));
        QVERIFY(f.load());
        const Diagnostics unresolved =
            withCode(f.ws->diagnostics, QStringLiteral("relation-unresolved"));
        QCOMPARE(unresolved.size(), 2);
        QList<QuickFix> fixes = f.fixes(unresolved.at(0));
        QVERIFY(!fixes.isEmpty());
        QCOMPARE(fixes.first().label, QStringLiteral("Change to “%1”").arg(kRuleTitle));
        QVERIFY(f.apply(kCase, fixes.first()));
        const Diagnostic* second = f.find(kCase, QStringLiteral("relation-unresolved"));
        QVERIFY(second);
        fixes = f.fixes(*second);
        QVERIFY(!fixes.isEmpty());
        QVERIFY(fixes.first().label.contains(QStringLiteral("갱신 건수가 곧 판정이다")));
        QVERIFY(f.apply(kCase, fixes.first()));
        QVERIFY2(withCode(f.ws->diagnostics, QStringLiteral("relation-unresolved")).isEmpty(),
                 qPrintable(dump(f.ws->diagnostics)));
        QVERIFY(readBytes(f.tw.abs(kCase)).contains("이 규칙을 어긴다.\n"));
    }

    void mistypedEvidenceKeyOffersTheRegisteredOne() {
        Fixture f;
        QVERIFY(f.tw.write(QStringLiteral("final/evidence/rendered/lease-race.svg"),
                           QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")));
        QVERIFY(f.tw.write(
            kCase, caseDoc({}, {},
                           QStringLiteral("assets:\n  - key: lease-race\n    file: "
                                          "../../../final/evidence/rendered/lease-race.svg\n"),
                           QStringLiteral(":::evidence key=\"lease-rase\" alt=\"a\" caption=\"b\"\n"
                                          ":::\n"))));
        QVERIFY(f.load());
        const Diagnostic* d = f.find(kCase, QStringLiteral("evidence-key-unknown"));
        QVERIFY(d);
        const QList<QuickFix> fixes = f.fixes(*d);
        QCOMPARE(fixes.size(), 1);
        QVERIFY(f.apply(kCase, fixes.first()));
        QVERIFY(withCode(f.ws->diagnostics, QStringLiteral("evidence-key-unknown")).isEmpty());
    }

    void titleHeadingMismatchSetsOneToTheOther() {
        Fixture f;
        QString text = caseDoc({});
        text.replace(QStringLiteral("# 리스 연장이 소유자 아이디만 건다\n"),
                     QStringLiteral("# 리스 연장은 아이디만 건다\n"));
        QVERIFY(f.tw.write(kCase, text));
        QVERIFY(f.load());
        const Diagnostic* d = f.find(kCase, QStringLiteral("title-heading-mismatch"));
        QVERIFY2(d, qPrintable(dump(f.ws->diagnostics)));
        const QList<QuickFix> fixes = f.fixes(*d);
        QCOMPARE(fixes.size(), 2);
        QVERIFY(
            fixes.at(0).text.contains(QStringLiteral("\n# 리스 연장이 소유자 아이디만 건다\n")));
        QVERIFY(fixes.at(1).text.contains(QStringLiteral("\ntitle: 리스 연장은 아이디만 건다\n")));
        for (const QuickFix& fix : fixes) {
            QVERIFY(f.tw.write(kCase, text));
            QVERIFY(f.apply(kCase, fix));
            QVERIFY2(
                withCode(f.ws->diagnostics, QStringLiteral("title-heading-mismatch")).isEmpty(),
                qPrintable(fix.label));
        }
    }

    // `source:` names a mistyped file, a mistyped anchor and a section the file lacks: each fix
    // offers the nearest the workspace has, and applied, leaves no `source-*` finding.
    void mistypedSourceNamesOfferTheNearestFileAnchorAndSection() {
        Fixture f;
        QVERIFY(f.tw.write(QStringLiteral("final/document.md"),
                           QByteArray("# 분석\n\n## 1. 개요\n\n## 2. 복구 큐의 넣기\n\n"
                                      "### 2.1 재시도 {#retry}\n")));
        QVERIFY(f.tw.write(QStringLiteral("analysis/05-recovery-queue.md"),
                           QByteArray("# 복구 큐\n\n## 1. 넣기\n")));
        const auto withSource = [&](const QString& sentence) {
            return caseDoc({}, {}, QStringLiteral("source:\n  - %1\n").arg(sentence));
        };
        QVERIFY(f.tw.write(kCase, withSource(QStringLiteral(
                                      "원본 분석 절은 final/documnet.md §2 와 "
                                      "final/document.md#retyr · final/document.md §7 이다."))));
        QVERIFY(f.load());
        const auto sourceFindings = [&] {
            Diagnostics found;
            for (const Diagnostic& d : f.ws->diagnostics)
                if (d.code.startsWith(QLatin1String("source-"))) found << d;
            return found;
        };
        QCOMPARE(sourceFindings().size(), 3);

        const Diagnostic* d = f.find(kCase, QStringLiteral("source-file-missing"));
        QVERIFY(d);
        QList<QuickFix> fixes = f.fixes(*d);
        QVERIFY(!fixes.isEmpty());
        QCOMPARE(fixes.first().label, QStringLiteral("Change to final/document.md"));
        QVERIFY(f.apply(kCase, fixes.first()));

        d = f.find(kCase, QStringLiteral("source-anchor-missing"));
        QVERIFY(d);
        fixes = f.fixes(*d);
        QVERIFY(!fixes.isEmpty());
        QCOMPARE(fixes.first().label, QStringLiteral("Change to #retry (2.1 재시도)"));
        QVERIFY(f.apply(kCase, fixes.first()));

        d = f.find(kCase, QStringLiteral("source-section-missing"));
        QVERIFY(d);
        fixes = f.fixes(*d);
        QStringList labels;
        for (const QuickFix& fix : fixes) labels << fix.label;
        QVERIFY2(labels.contains(QStringLiteral("Change to §2 (2. 복구 큐의 넣기)")),
                 qPrintable(labels.join(u'|')));
        QVERIFY(f.apply(kCase, fixes.first()));
        QVERIFY2(sourceFindings().isEmpty(), qPrintable(dump(sourceFindings())));
        // Only the names changed: the sentence reads as before.
        QVERIFY(readBytes(f.tw.abs(kCase)).contains("원본 분석 절은 final/document.md §2 와 "));

        // A file outside the workspace gets no fix: which file inside was meant is a guess.
        QVERIFY(f.tw.write(kCase, withSource(QStringLiteral("원본 분석 절은 ../x/y.md §1 이다."))));
        QVERIFY(f.load());
        d = f.find(kCase, QStringLiteral("source-file-outside"));
        QVERIFY(d);
        QVERIFY(f.fixes(*d).isEmpty());
    }

    void editDistanceCountsCharactersKoreanIncluded() {
        QCOMPARE(QuickFixes::editDistance(QStringLiteral("건다"), QStringLiteral("겁다")), 1);
        QCOMPARE(QuickFixes::editDistance(QStringLiteral("kitten"), QStringLiteral("sitting")), 3);
        QCOMPARE(QuickFixes::editDistance(QString(), QStringLiteral("갱신")), 2);
    }
};

QTEST_MAIN(TestQuickFixes)
#include "tst_quickfixes.moc"
