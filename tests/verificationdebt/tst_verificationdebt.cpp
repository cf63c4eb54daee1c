// VerificationDebt::collect over parsed documents, with the built-in rules and with rules given
// as data.
#include <QtTest>

#include "debtrules.h"
#include "documentparser.h"
#include "tempworkspace.h"
#include "verificationdebt.h"
#include "workspace.h"

using namespace techlog;
using namespace techlog::test;

namespace {

Document parse(const QString& body) {
    Diagnostics out;
    const QString text = markdownDoc(QStringLiteral("CASE"), QStringLiteral("c"),
                                     QStringLiteral("사례"), QStringLiteral("t"), {}, body);
    return parseDocumentFile(QStringLiteral("/ws/t/case/case-c.md"),
                             QStringLiteral("t/case/case-c.md"), text.toUtf8(), out);
}

}  // namespace

class TestVerificationDebt : public QObject {
    Q_OBJECT

private slots:
    void everyItemOfTheSectionIsDebt() {
        const Document doc =
            parse(QStringLiteral("# 사례\n\n## 본문\n확인했다.\n\n## 확인하지 못한 것\n- 첫째 "
                                 "항목이다.\n- 둘째\n  이어지는 줄.\n\n"
                                 "문단 하나.\n\n## 다음\n이건 아니다.\n"));
        const QList<DebtItem> items = VerificationDebt::collect(doc);
        QCOMPARE(items.size(), 3);
        QCOMPARE(items[0].text, QStringLiteral("첫째 항목이다."));
        QCOMPARE(items[1].text, QStringLiteral("둘째 이어지는 줄."));
        QCOMPARE(items[2].text, QStringLiteral("문단 하나."));
        QCOMPARE(items[0].kind, DebtItem::Kind::SectionItem);
        // Lines are the file's: front matter (11 lines) + body.
        const int bodyStart = doc.bodyLine;
        QCOMPARE(items[0].line, bodyStart + 6);
        QCOMPARE(items[2].line, bodyStart + 10);
    }

    void calloutAndSentenceThatSayNotRunAreDebtCodeIsNot() {
        const Document doc = parse(
            QStringLiteral("# 사례\n\n## 본문\n첫 문장은 돌렸다. 운영에서는 실행하지 않았다. "
                           "끝.\n\n:::note\n부하 시험은 미실행.\n:::\n\n"
                           ":::note\n다 확인했다.\n:::\n\n```sql\n-- 실행하지 않았다\n```\n"));
        const QList<DebtItem> items = VerificationDebt::collect(doc);
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0].kind, DebtItem::Kind::Sentence);
        QCOMPARE(items[0].text, QStringLiteral("운영에서는 실행하지 않았다."));
        QCOMPARE(items[0].rule, QStringLiteral("not-run"));
        QCOMPARE(items[1].kind, DebtItem::Kind::Callout);
        QCOMPARE(items[1].text, QStringLiteral("부하 시험은 미실행."));
    }

    void changedTextChangesTheHashSpacingDoesNot() {
        const auto a = VerificationDebt::collect(
            parse(QStringLiteral("## 확인하지 못한 것\n- 재현하지 않았다.\n")));
        const auto b = VerificationDebt::collect(
            parse(QStringLiteral("## 확인하지 못한 것\n-   재현하지   않았다.\n")));
        const auto c = VerificationDebt::collect(
            parse(QStringLiteral("## 확인하지 못한 것\n- 재현하지 못했다.\n")));
        QCOMPARE(a.size(), 1);
        QCOMPARE(a[0].hash, b[0].hash);
        QVERIFY(a[0].hash != c[0].hash);
    }

    void rulesAreData() {
        const DebtRules rules = DebtRules::fromJson(
            R"({"version":1,"sections":["남은 일"],"callouts":[],"phrases":[{"id":"todo","pattern":"나중에"}]})");
        const Document doc =
            parse(QStringLiteral("## 남은 일\n하나.\n\n## 본문\n나중에 본다. 실행하지 "
                                 "않았다.\n\n## 확인하지 못한 것\n둘.\n"));
        const auto items = VerificationDebt::collect(doc, rules);
        QCOMPARE(items.size(), 2);
        QCOMPARE(items[0].text, QStringLiteral("하나."));
        QCOMPARE(items[1].rule, QStringLiteral("todo"));
        QVERIFY(!DebtRules::builtIn().phrases.isEmpty());
        QVERIFY(DebtRules::builtIn().sections.contains(QStringLiteral("확인하지 못한 것")));
    }
};

QTEST_GUILESS_MAIN(TestVerificationDebt)
#include "tst_verificationdebt.moc"
