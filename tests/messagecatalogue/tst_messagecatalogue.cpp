// MessageCatalogue and the translatable diagnostics: a finding keeps its English message (JSON,
// SARIF, quick fixes read it) and reads in Korean once the catalogue is installed; every finding
// the checks make on a faulty workspace has a template, so none is left English by mistake.
#include <QCoreApplication>
#include <QtTest>

#include "checkedworkspace.h"
#include "diagnostic.h"
#include "messagecatalogue.h"
#include "reviewgates.h"
#include "tempworkspace.h"
#include "workspaceloader.h"

using namespace techlog;
using namespace techlog::test;

namespace {

// Findings of many kinds, with English-only arguments so that Hangul in a message can only
// come from its translation.
void writeFaultyWorkspace(const TempWorkspace& tw) {
    tw.write(QStringLiteral("tech-log-studio/t/rule/rule-r.md"),
             markdownDoc(QStringLiteral("RULE"), QStringLiteral("r"), QStringLiteral("Rule R"),
                         QStringLiteral("t"), {}, QStringLiteral("# Rule X\n\n## Body\ntext.\n")));
    tw.write(QStringLiteral("tech-log-studio/t/concept/concept-a.md"),
             QStringLiteral("---\nkind: CONCEPT\nslug: Bad_Slug\ntitle: A\nstatus: draft\n"
                            "colour: red\nevidenceCapturedOn: someday\n---\n# A\n\n"
                            "## Relations\n- **Nothing**\n\n:::unknownthing\ntext\n"));
    tw.write(QStringLiteral("tech-log-studio/t/concept/concept-b.md"),
             QStringLiteral("---\nkind: CONCEPT\ntitle: [B\n---\n# B\n"));
    tw.write(QStringLiteral("tech-log-studio/t/case/case-c.md"),
             QStringLiteral("---\nkind: CASE\nslug: c\ntitle: C\ntopic: t\nassets:\n"
                            "  - key: k\n    file: ../../../../../../etc/passwd\n---\n# C\n\n"
                            ":::evidence key=\"missing\"\n:::\n"));
    tw.write(QStringLiteral("tech-log-studio/t/case/case-d.md"),
             QStringLiteral("# no front matter\n"));
}

}  // namespace

class TestMessageCatalogue : public QObject {
    Q_OBJECT

private slots:
    void fillMessageReplacesEachPlaceholderOnce() {
        QCOMPARE(
            fillMessage(QStringLiteral("%1 then %2"), {QStringLiteral("%2"), QStringLiteral("b")}),
            QStringLiteral("%2 then b"));
        QCOMPARE(fillMessage(QStringLiteral("100% of %1, %3 left"), {QStringLiteral("x")}),
                 QStringLiteral("100% of x, %3 left"));
        QCOMPARE(fillMessage(QStringLiteral("%2%1"), {QStringLiteral("a"), QStringLiteral("b")}),
                 QStringLiteral("ba"));
        QCOMPARE(fillMessage(QStringLiteral("ends with %"), {}), QStringLiteral("ends with %"));
    }

    void koreanIsWhatAKoreanLocaleWants() {
        QVERIFY(MessageCatalogue::wantsKorean(QLocale(QLocale::Korean, QLocale::SouthKorea)));
        QVERIFY(MessageCatalogue::wantsKorean(QLocale(QStringLiteral("ko"))));
        QVERIFY(!MessageCatalogue::wantsKorean(QLocale(QLocale::English, QLocale::UnitedStates)));
        QVERIFY(!MessageCatalogue::wantsKorean(QLocale(QLocale::German, QLocale::Germany)));
        QVERIFY(!MessageCatalogue::wantsKorean(QLocale::c()));
    }

    void aDiagnosticReadsInKoreanAndKeepsItsEnglishMessage() {
        const Diagnostic d = makeDiagnostic(
            QStringLiteral("docs/a.md"), 3, 7, Severity::Warning, QStringLiteral("slug-invalid"),
            QT_TRANSLATE_NOOP("techlog::Diagnostic", "slug `%1` is not kebab-case"),
            {QStringLiteral("Bad_Slug")});
        QCOMPARE(d.message, QStringLiteral("slug `Bad_Slug` is not kebab-case"));
        QCOMPARE(d.localizedMessage(), d.message);  // no catalogue yet: English
        {
            MessageCatalogue catalogue;
            QVERIFY(catalogue.installKorean());
            QVERIFY(catalogue.isInstalled());
            QCOMPARE(d.message, QStringLiteral("slug `Bad_Slug` is not kebab-case"));
            const QString ko = d.localizedMessage();
            QVERIFY2(ko != d.message && hasHangul(ko), qPrintable(ko));
            QVERIFY2(ko.contains(QStringLiteral("`Bad_Slug`")), qPrintable(ko));
            QCOMPARE(d.localizedFormat(),
                     QStringLiteral("docs/a.md:3:7: warning: %1 [slug-invalid]").arg(ko));
            QCOMPARE(d.format(), QStringLiteral("docs/a.md:3:7: warning: slug `Bad_Slug` is not "
                                                "kebab-case [slug-invalid]"));
            // A text passed on as it is (a server's words) has nothing to translate.
            Diagnostic raw = d;
            raw.source = nullptr;
            raw.message = QStringLiteral("ERROR: deadlock detected");
            QCOMPARE(raw.localizedMessage(), raw.message);
            // Made another way, the same finding: equal.
            QVERIFY(raw != d);
            raw.message = d.message;
            QCOMPARE(raw, d);
        }
        QCOMPARE(d.localizedMessage(), d.message);  // removed with the catalogue
    }

    void everyFindingOfTheChecksIsTranslated() {
        TempWorkspace tw;
        writeFaultyWorkspace(tw);
        QString error;
        const std::optional<Workspace> ws = loadCheckedWorkspace(tw.root(), LoadOptions{}, &error);
        QVERIFY2(ws, qPrintable(error));
        Diagnostics all = ws->diagnostics;
        all += ReviewGates::remarkDiagnostics(*ws);
        QSet<QString> codes;
        for (const Diagnostic& d : all) codes.insert(d.code);
        QVERIFY2(codes.size() >= 10, qPrintable(dump(all)));
        MessageCatalogue catalogue;
        QVERIFY(catalogue.installKorean());
        for (const Diagnostic& d : all) {
            QVERIFY2(d.source, qPrintable(d.format()));
            const QString ko = d.localizedMessage();
            QVERIFY2(ko != d.message && hasHangul(ko),
                     qPrintable(d.format() + QStringLiteral(" -> ") + ko));
            for (const QString& arg : d.args) QVERIFY2(ko.contains(arg), qPrintable(ko));
        }
    }

    void reviewGateItemsAreTranslatedToo() {
        TempWorkspace tw;
        writeFaultyWorkspace(tw);
        QString error;
        const std::optional<Workspace> ws = loadCheckedWorkspace(tw.root(), LoadOptions{}, &error);
        QVERIFY2(ws, qPrintable(error));
        MessageCatalogue catalogue;
        QVERIFY(catalogue.installKorean());
        int seen = 0;
        for (const DocumentReview& r : ReviewGates::reviewWorkspace(*ws)) {
            for (const Gate& g : r.gates)
                for (const QList<GateItem>* list : {&g.failures, &g.notes})
                    for (const GateItem& item : *list) {
                        if (!item.source) continue;
                        ++seen;
                        const QString ko = item.localizedMessage();
                        QVERIFY2(ko != item.message && hasHangul(ko),
                                 qPrintable(item.message + QStringLiteral(" -> ") + ko));
                    }
        }
        QVERIFY(seen >= 5);
    }
};

QTEST_GUILESS_MAIN(TestMessageCatalogue)
#include "tst_messagecatalogue.moc"
